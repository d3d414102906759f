import Testing

@testable import Rendering

@Suite("Unified diff")
struct UnifiedDiffTests {
    /// A generator of the same texts on every run.
    struct Lines: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    static func longestCommonSubsequence(_ a: [Substring], _ b: [Substring]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    /// Applies a unified diff's hunks to `old`, checking each context and removed line on the way.
    static func patch(_ old: [Substring], with diff: String) -> [Substring]? {
        var result: [Substring] = []
        var position = 0
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if line.hasPrefix("@@ -") {
                let numbers = line.dropFirst(4).prefix { $0 != " " }
                let start = Int(numbers.prefix { $0 != "," }) ?? 0
                let count = numbers.contains(",") ? Int(numbers.drop { $0 != "," }.dropFirst()) ?? 0 : 1
                let first = count == 0 ? start : start - 1
                guard first >= position, first <= old.count else { return nil }
                result += old[position..<first]
                position = first
            } else if line.hasPrefix(" ") || line.hasPrefix("-") {
                guard position < old.count, old[position] == line.dropFirst() else { return nil }
                if line.hasPrefix(" ") { result.append(old[position]) }
                position += 1
            } else if line.hasPrefix("+") {
                result.append(line.dropFirst())
            } else {
                return nil
            }
        }
        return result + old[position...]
    }

    @Test func randomTextsGetAShortestDiffThatPatchesOneIntoTheOther() {
        var random = Lines(state: 42)
        for _ in 0..<400 {
            let alphabet = ["a", "b", "c", "d", ""]
            let old = (0..<Int.random(in: 0...14, using: &random)).map { _ in
                Substring(alphabet.randomElement(using: &random) ?? "")
            }
            let new = (0..<Int.random(in: 0...14, using: &random)).map { _ in
                Substring(alphabet.randomElement(using: &random) ?? "")
            }
            let lines = UnifiedDiff.difference(old, new)
            let kept = lines.filter { if case .added = $0 { false } else { true } }
            let made = lines.filter { if case .removed = $0 { false } else { true } }
            #expect(kept.map(Self.text) == old)
            #expect(made.map(Self.text) == new)
            let changes = lines.count { if case .same = $0 { false } else { true } }
            #expect(changes == old.count + new.count - 2 * Self.longestCommonSubsequence(old, new))

            let oldText = old.map { $0 + "\n" }.joined()
            let newText = new.map { $0 + "\n" }.joined()
            let diff = UnifiedDiff.render(old: oldText, new: newText, oldName: "old", newName: "new", context: 1)
            if old == new {
                #expect(diff == "")
            } else {
                #expect(diff.hasPrefix("--- old\n+++ new\n@@ -"))
                #expect(Self.patch(old, with: diff) == new, "\(old) → \(new):\n\(diff)")
            }
        }
    }

    static func text(_ line: UnifiedDiff.Line) -> Substring {
        switch line {
        case .same(let text), .removed(let text), .added(let text): text
        }
    }

    @Test func hunksHaveThreeLinesOfContextAndMergeWhenTheyTouch() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        var changed = (1...20).map { "line \($0)" }
        changed[4] = "five"
        changed[17] = "eighteen"
        let new = changed.map { $0 + "\n" }.joined()
        #expect(
            UnifiedDiff.render(old: old, new: new, oldName: "a", newName: "b") == """
                --- a
                +++ b
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +five
                 line 6
                 line 7
                 line 8
                @@ -15,6 +15,6 @@
                 line 15
                 line 16
                 line 17
                -line 18
                +eighteen
                 line 19
                 line 20

                """)
        changed[8] = "nine"
        let merged = UnifiedDiff.render(
            old: old, new: changed.map { $0 + "\n" }.joined(), oldName: "a", newName: "b")
        #expect(
            merged.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -2,11 +2,11 @@", "@@ -15,6 +15,6 @@"])
    }

    @Test func aDiffTooLargeToSearchIsStillCorrect() {
        let old = (0..<3000).map { Substring("a\($0)") }
        let new = (0..<3000).map { Substring("b\($0)") }
        let lines = UnifiedDiff.difference(old, new)
        #expect(lines.count == 6000)
        #expect(lines.prefix(3000).allSatisfy { if case .removed = $0 { true } else { false } })
    }
}
