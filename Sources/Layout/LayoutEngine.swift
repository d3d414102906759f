import Graphics

/// UIKit's Auto Layout on a `LayoutTree`: the frames its constraints, autoresizing masks, guides,
/// intrinsic sizes and stack views give each item, and the problems Interface Builder would show.
///
///     let solution = LayoutEngine.solve(tree, in: LayoutEnvironment(screen: screen))
///     solution.frames[3]      // item 3's frame in its parent, rounded to the screen's pixels
///
/// A solve takes passes, as UIKit's layout does: safe areas and preserved margins follow the
/// frames of the pass before, and a multi-line label's height follows the width it got; passes
/// go on until nothing they measure changes, at most `maximumPasses`.
public enum LayoutEngine {
    /// The most passes a solve takes.
    static let maximumPasses = 4

    /// Lays out `tree` in `environment`.
    public static func solve(_ tree: LayoutTree, in environment: LayoutEnvironment) -> LayoutSolution {
        guard !tree.items.isEmpty else { return LayoutSolution(frames: [], problems: []) }
        return solution(of: settle(tree, in: environment))
    }

    /// The system of the last pass; one a session can update if `isUpdatable`.
    static func settle(_ tree: LayoutTree, in environment: LayoutEnvironment, isUpdatable: Bool = false)
        -> LayoutSystem
    {
        let structure = LayoutStructure(tree)
        let saved = savedFrames(of: tree, structure: structure, in: environment)
        // A system that is not kept solves without what updates and explanations of conflicts
        // need (the same values, rows kept sparse); where a tree constraint conflicts, or a
        // required content size is broken, an updatable one takes over to explain it.
        func makeSystem(measuring measurements: LayoutMeasurements) -> LayoutSystem {
            let system = LayoutSystem(
                tree: tree, environment: environment, structure: structure, measurements: measurements,
                isUpdatable: isUpdatable)
            guard system.isMissingExplanation || (!isUpdatable && system.breaksRequiredContentSize) else {
                return system
            }
            return LayoutSystem(tree: tree, environment: environment, structure: structure, measurements: measurements)
        }
        var system = makeSystem(
            measuring: LayoutMeasurements(
                tree: tree, structure: structure, environment: environment, frames: saved, isFirstPass: true))
        for _ in 1..<maximumPasses {
            guard let next = system.changedMeasurements() else { break }
            system = makeSystem(measuring: next)
        }
        return system
    }

    /// The frames and problems of a solved system.
    static func solution(of system: LayoutSystem) -> LayoutSolution {
        let frames = system.frames()
        let problems = system.problems + system.brokenContentSizes() + system.negativeSizes() + system.ambiguities()
        let rounded = PixelGrid(scale: system.environment.scale).round(
            frames, parents: system.structure.parents, origin: system.environment.rootFrame)
        return LayoutSolution(frames: rounded, problems: problems)
    }

    /// The saved frames in the root's coordinates, the root at the environment's size.
    private static func savedFrames(
        of tree: LayoutTree, structure: LayoutStructure, in environment: LayoutEnvironment
    ) -> [Rect] {
        var frames = tree.items.map(\.savedFrame)
        frames[0] = Rect(x: 0, y: 0, width: environment.rootFrame.width, height: environment.rootFrame.height)
        for index in structure.parentsFirst {
            guard let parent = structure.parents[index] else { continue }
            frames[index].x += frames[parent].x
            frames[index].y += frames[parent].y
        }
        return frames
    }
}

extension LayoutSystem {
    /// What the next pass measures from this one's frames, if it differs from what this one
    /// took where its constraints used it.
    func changedMeasurements() -> LayoutMeasurements? {
        let next = LayoutMeasurements(
            tree: tree, structure: structure, environment: environment, frames: frames(), isFirstPass: false)
        let isSame =
            next.textWidths == measurements.textWidths
            && usedMargins.allSatisfy { next.margins[$0] == measurements.margins[$0] }
            && usedSafeAreaInsets.allSatisfy { next.safeAreaInsets[$0] == measurements.safeAreaInsets[$0] }
        return isSame ? nil : next
    }
}
