import DesignerCore
import Inspectable
import Layout

/// The generated scene laid out in this process: the storyboard read and laid out as `designer
/// layout` does it, the tree solved from scratch, and re-solved by a `LayoutSession` after one
/// constraint's constant changes, as `watch` and `serve` re-solve an edit.
struct LayoutSolveTiming {
    let tree: LayoutTree
    let screen: Screen
    let storyboard: String

    /// The row of one measurement: what was timed, how often, its median and its target.
    struct Timing {
        let work: String
        let runs: Int
        let seconds: Double
        let target: Double?
        /// What went wrong, if the work did not do what it should.
        var problem: String?
    }

    var environment: LayoutEnvironment { LayoutEnvironment(screen: screen) }

    /// The time to read the storyboard's bytes, read the document and lay it out on its own device.
    func documentLayout() -> Double {
        let began = Spawn.now()
        guard let bytes = Files.read(storyboard),
            let document = Document.read(SourceText(name: storyboard, bytes: bytes)).document
        else { return 0 }
        _ = document.layout(on: nil)
        return Spawn.now() - began
    }

    /// The in-process rows: the document laid out, the tree solved, and a session's re-solves of
    /// 101 edits of one constant each: of constraints picked at random, and of the space above the
    /// middle card, which moves the 24 cards below it.
    func timings() -> [Timing] {
        let runs = 11
        let document = Statistics.median((0..<runs).map { _ in documentLayout() })
        let solve = Statistics.median(
            (0..<runs).map { _ in
                let began = Spawn.now()
                _ = LayoutEngine.solve(tree, in: environment)
                return Spawn.now() - began
            })
        var rows = [
            Timing(work: "Document.read + layout(on: nil), in-process", runs: runs, seconds: document, target: nil),
            Timing(work: "LayoutEngine.solve, the whole tree, in-process", runs: runs, seconds: solve, target: nil),
        ]
        var random = SeededGenerator(seed: 34)
        let count = tree.constraints.count
        rows.append(
            edits("LayoutSession: one constant changed, re-solved (constraints picked at random)") { _ in
                Int.random(in: 0..<count, using: &random)
            })
        let cards = tree.items.indices.filter { tree.items[$0].name.hasPrefix("Card ") }
        if cards.count > 2,
            let space = tree.constraints.firstIndex(where: {
                $0.firstItem == cards[cards.count / 2] && $0.firstAttribute == .top
                    && $0.secondItem == cards[cards.count / 2 - 1]
            })
        {
            rows.append(edits("LayoutSession: the space above the middle card changed, re-solved") { _ in space })
        }
        return rows
    }

    /// 101 re-solves by one session, each after the constant of the constraint `pick` gives for
    /// the edit's number grew by 1 (the session's first solve not counted); the last checked
    /// against a fresh solve of the same tree, within a pixel.
    private func edits(_ work: String, pick: (Int) -> Int) -> Timing {
        let edits = 101
        let session = LayoutSession()
        _ = session.solve(tree, in: environment)
        var edited = tree
        var times: [Double] = []
        var last: [Rect] = []
        for number in 0..<edits {
            edited.constraints[pick(number)].constant += 1
            let began = Spawn.now()
            last = session.solve(edited, in: environment).frames
            times.append(Spawn.now() - began)
        }
        let fresh = LayoutEngine.solve(edited, in: environment).frames
        // Within a pixel: a value on a pixel's edge may round either way after another order of pivots.
        let differing = zip(fresh, last).filter { !LayoutAccuracy.close($0, $1, within: 1 / screen.scale + 1e-6) }
        let most =
            differing.map { one, other in
                [one.x - other.x, one.y - other.y, one.width - other.width, one.height - other.height].map(abs).max()
                    ?? 0
            }.max() ?? 0
        return Timing(
            work: work, runs: edits, seconds: Statistics.median(times), target: 0.001,
            problem: fresh.count == last.count && differing.isEmpty
                ? nil
                : "after the last edit, \(differing.count) of the session's frames are not a fresh solve's (by up to \(Format.fixed(most, 2)) pt)"
        )
    }

    /// Whether kiwisolver's frames (the script's `--lines`: `x y width height` a view) are the ones
    /// the engine finds for the tree and for the storyboard read as a document, within half a
    /// point (the engine rounds to pixels, kiwisolver does not): a line saying so.
    func agreement(withPeer peer: [String], folder: String) -> String {
        let output = "\(folder)/kiwisolver-frames.txt"
        defer { Files.remove(output) }
        guard Spawn.run(peer, outputPath: output).status == 0, let bytes = Files.read(output) else {
            return "kiwisolver's frames could not be had: the systems are not compared"
        }
        let theirs = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map {
            $0.split(separator: " ").compactMap { Double($0) }
        }
        let solution = LayoutEngine.solve(tree, in: environment)
        let engine =
            solution.frames.count == tree.items.count
            ? tree.items.indices.filter { tree.items[$0].kind == .view }.map { solution.frames[$0] } : []
        let document = Files.read(storyboard)
            .flatMap { Document.read(SourceText(name: storyboard, bytes: $0)).document }?
            .layout(on: nil).frames
        var parts: [String] = []
        for (name, frames) in [("the engine on the tree", engine), ("the storyboard's layout", document ?? [])] {
            let differing = zip(frames, theirs).filter { frame, line in
                line.count != 4
                    || zip([frame.x, frame.y, frame.width, frame.height], line).contains { abs($0 - $1) > 0.5 }
            }
            let count = differing.count + abs(frames.count - theirs.count)
            parts.append(
                count == 0
                    ? "\(name) agrees for all \(Format.count(frames.count)) views"
                    : "\(name) DIFFERS for \(Format.count(count)) of \(Format.count(theirs.count)) views")
        }
        let problems = solution.problems.count
        return "kiwisolver's frames against designer's (within 0.5 pt): " + parts.joined(separator: "; ")
            + (problems == 0 ? "" : "; the engine reports \(problems) problems")
    }
}
