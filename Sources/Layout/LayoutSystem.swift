internal import ConstraintSolver
import Graphics

/// One layout tree as a constraint system: four variables an item (its frame in the root view's
/// coordinates) and the constraints UIKit makes of the tree, added in UIKit's order: each item's
/// own (its guides, autoresizing mask, intrinsic size, stack arrangement) in tree order, then the
/// tree's constraints in order.
final class LayoutSystem {
    /// The variables of one item's frame, in the root view's coordinates.
    struct Box {
        let x: Variable
        let y: Variable
        let width: Variable
        let height: Variable
    }

    /// The tree laid out; its constraints' constants change with `update(to:in:)`.
    var tree: LayoutTree
    let environment: LayoutEnvironment
    let structure: LayoutStructure
    let measurements: LayoutMeasurements
    var solver = Solver() {
        didSet { solvedValues = nil }
    }
    /// The solution's value of each variable, by id, read once after the solver last changed.
    private var solvedValues: [Double]?
    private(set) var boxes: [Box] = []
    /// The content area of each scroll view, by its position: its content layout guide's box,
    /// or one of its own where the tree has no such guide.
    private(set) var contentBoxes: [Int: Box] = [:]
    /// By item: its text's metrics, for a view with text.
    private(set) var textMetrics: [TextMetrics?] = []
    /// The solver's handle of each tree constraint added, by its position in the tree.
    var handles: [Int: Constraint] = [:]
    /// The tree position of each added tree constraint, by its handle.
    var positions: [Constraint: Int] = [:]
    /// Every constraint in the solver, by its handle, for the check of ambiguity.
    var added: [AddedConstraint] = []
    /// The position in `added` of each constraint in the solver, by its handle.
    var addedPositions: [Constraint: Int] = [:]
    /// What each of UIKit's own constraints a conflict could name is, by its handle: content
    /// sizes, autoresizing masks, the root's size; the others are `.other`.
    private var systemConstraints: [Constraint: SystemConstraint] = [:]
    /// The content-size constraints of priority 1000, which are solved at 999, with their
    /// expressions: UIKit requires them at run time (see `brokenContentSizes()`).
    private(set) var requiredContentSizes:
        [(constraint: SystemConstraint, expression: Expression, relation: Relation)] =
            []
    /// The views whose margins, and whose safe area insets, a constraint was made of: only a
    /// change of those calls for another pass.
    private(set) var usedMargins = Set<Int>()
    private(set) var usedSafeAreaInsets = Set<Int>()
    /// The last answer of `ambiguities()`, and the constraints that pinned the solution then.
    var ambiguityCache: (pinning: [Bool], problems: [LayoutProblem])?
    /// Invalid and broken tree constraints, in tree order.
    private(set) var problems: [LayoutProblem] = []
    /// Whether a tree constraint conflicted in a system that is not updatable, whose solver
    /// cannot name the constraints it conflicts with: the system stopped there, to be made again
    /// as an updatable one.
    private(set) var isMissingExplanation = false

    /// The system of `tree`, solved. With `isUpdatable` false, the solver does not keep what
    /// `update(to:in:)` and the constraints a conflict is with need (see
    /// `Solver(tracksRequiredEqualities:)`): long chains of equalities then stay cheap.
    init(
        tree: LayoutTree, environment: LayoutEnvironment, structure: LayoutStructure,
        measurements: LayoutMeasurements, isUpdatable: Bool = true
    ) {
        (self.tree, self.environment, self.structure, self.measurements) = (tree, environment, structure, measurements)
        solver = Solver(tracksRequiredEqualities: isUpdatable)
        boxes = tree.items.indices.map { _ in makeBox() }
        textMetrics = tree.items.enumerated().map { index, item in
            guard case .text(let text) = item.view.intrinsicContentSize, item.kind == .view else { return nil }
            return TextMetrics(text, width: measurements.textWidths[index], scale: environment.scale)
        }
        for (index, item) in tree.items.enumerated() where item.view.role == .scroll && item.kind == .view {
            let content = structure.contentGuides[index].map { boxes[$0] } ?? makeBox()
            contentBoxes[index] = content
            require(content.x - boxes[index].x)
            require(content.y - boxes[index].y)
        }
        for index in tree.items.indices {
            placeItem(index)
        }
        for index in tree.constraints.indices where !isMissingExplanation {
            addTreeConstraint(index)
        }
    }

    /// Each item's frame as solved, in the root view's coordinates.
    func frames() -> [Rect] {
        let values = solution()
        return boxes.map { box in
            Rect(x: values[box.x.id], y: values[box.y.id], width: values[box.width.id], height: values[box.height.id])
        }
    }

    /// The value of each variable in the solution, by id.
    func solution() -> [Double] {
        if let solvedValues { return solvedValues }
        let variables = (boxes + contentBoxes.values).flatMap { [$0.x, $0.y, $0.width, $0.height] }
        var values = [Double](repeating: 0, count: (variables.map(\.id).max() ?? 0) + 1)
        for variable in variables {
            values[variable.id] = solver.value(of: variable)
        }
        solvedValues = values
        return values
    }

    /// The solver's strength for a UIKit priority (1000 is required) and a weight among the
    /// constraints of that priority. UIKit keeps a priority as a `Float`: two that are the same
    /// `Float` are one priority, however a document spells them.
    static func strength(_ priority: Double, weight: Double = 1) -> Strength {
        priority >= 1000 ? .required : Strength(priority: Double(Float(priority)), weight: weight)
    }

    /// Adds one of UIKit's own constraints, `expression (relation) 0`, which is `system` in a
    /// conflict's explanation. One that conflicts with those already added is left out, as UIKit
    /// leaves out its own that cannot hold.
    @discardableResult
    func require(
        _ expression: Expression, _ relation: Relation = .equal, priority: Double = 1000, weight: Double = 1,
        as system: SystemConstraint = .other
    ) -> Constraint? {
        guard let handle = try? solver.add(expression, relation, strength: Self.strength(priority, weight: weight))
        else { return nil }
        addedPositions[handle] = added.count
        added.append(AddedConstraint(expression: expression, relation: relation))
        // Only a required constraint is named in a conflict.
        if system != .other, priority >= 1000 { systemConstraints[handle] = system }
        return handle
    }

    /// The tree's constraints and UIKit's own that `conflicting` (handles from the solver's
    /// explanation of a conflict) name: the tree's by their positions, UIKit's each once, in
    /// the order they were made.
    func explain(_ conflicting: [Constraint]) -> (tree: [Int], system: [SystemConstraint]) {
        var system: [SystemConstraint] = []
        for handle in conflicting where positions[handle] == nil {
            let named = systemConstraints[handle] ?? .other
            if !system.contains(named) { system.append(named) }
        }
        return (conflicting.compactMap { positions[$0] }, system)
    }

    /// A view's effective layout margins (none for a guide), noted as used.
    func margins(of item: Int) -> EdgeInsets {
        guard tree.items[item].kind == .view else { return .zero }
        usedMargins.insert(item)
        return measurements.margins[item]
    }

    /// A view's safe area insets (none for a guide), noted as used.
    func safeAreaInsets(of item: Int) -> EdgeInsets {
        guard tree.items[item].kind == .view else { return .zero }
        usedSafeAreaInsets.insert(item)
        return measurements.safeAreaInsets[item]
    }

    private func makeBox() -> Box {
        Box(
            x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
    }

    // MARK: - Items

    /// The constraints that place one item, beside the tree's.
    private func placeItem(_ index: Int) {
        let item = tree.items[index]
        let box = boxes[index]
        guard index != 0 else {
            // The root's place and size are its window's (`UIView-Encapsulated-Layout-…`).
            let frame = environment.rootFrame
            require(Expression(box.x))
            require(Expression(box.y))
            require(box.width - frame.width, as: .encapsulatedLayout(item: 0, axis: .horizontal, length: frame.width))
            require(box.height - frame.height, as: .encapsulatedLayout(item: 0, axis: .vertical, length: frame.height))
            return
        }
        guard structure.isAttached[index], let parent = structure.parents[index] else {
            fix(box, at: item.savedFrame, in: nil)
            return
        }
        switch item.kind {
        case .guide(let kind):
            placeGuide(index, kind: kind, owner: parent)
        case .view:
            switch item.view.role {
            case .tableCell(let height, let insetGrouped):
                // An inset grouped table insets its sections by its side margins: the system
                // minimum (Xcode saves such cells at x 16 and 343 wide in a table 375 wide, at
                // 20 and 374 wide in one 414 wide).
                let inset = insetGrouped ? environment.systemMinimumSideMargin : 0
                require(box.x - boxes[parent].x - inset)
                require(box.width - boxes[parent].width + 2 * inset)
                require(box.y - boxes[parent].y - item.savedFrame.y)
                require(box.height - height)
            case .collectionCell(let size):
                fix(
                    box, at: Rect(x: item.savedFrame.x, y: item.savedFrame.y, width: size.width, height: size.height),
                    in: parent)
            case .stack(let stack):
                arrange(stack, in: index)
            case .plain, .controllerRoot, .scroll:
                break
            }
            if structure.isPlacedByFrame(index, in: tree) {
                placeByAutoresizingMask(index, in: parent)
            }
            addIntrinsicSize(index)
        }
    }

    /// Fixes a box at `frame`, in the coordinates of `parent` (the root's for `nil`).
    func fix(_ box: Box, at frame: Rect, in parent: Int?) {
        let origin = parent.map { (x: Expression(boxes[$0].x), y: Expression(boxes[$0].y)) }
        require(box.x - (origin?.x ?? Expression()) - frame.x)
        require(box.y - (origin?.y ?? Expression()) - frame.y)
        require(box.width - frame.width)
        require(box.height - frame.height)
    }

    /// UIKit's autoresizing constraints: along each axis, the flexible parts of the saved frame
    /// (margins and size) share the superview's change of size in proportion to their saved
    /// lengths (equally when those are all zero); the rigid parts keep their saved lengths. A
    /// view its superview places (`isPlacedBySuperview`) is mirrored in a right-to-left superview.
    private func placeByAutoresizingMask(_ index: Int, in parent: Int) {
        let item = tree.items[index]
        let mask = item.view.autoresizingMask
        let outer = tree.items[parent].savedFrame
        var frame = item.savedFrame
        var flexibleSides = (left: mask.contains(.flexibleLeftMargin), right: mask.contains(.flexibleRightMargin))
        if item.view.isPlacedBySuperview, structure.isRightToLeft(parent, in: environment) {
            // Its superview lays it out from its right side: its saved margins change places.
            frame.x = outer.width - frame.x - frame.width
            flexibleSides = (flexibleSides.right, flexibleSides.left)
        }
        let horizontal = Self.autoresizedParts(
            saved: (frame.x, frame.width, outer.width - frame.x - frame.width),
            flexible: (flexibleSides.left, mask.contains(.flexibleWidth), flexibleSides.right))
        let vertical = Self.autoresizedParts(
            saved: (frame.y, frame.height, outer.height - frame.y - frame.height),
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        let (box, outerBox) = (boxes[index], boxes[parent])
        let parts: [(Expression, Expression, Expression, LayoutAttribute, AutoresizedPart)] = [
            (Expression(box.x), Expression(outerBox.x), Expression(outerBox.width), .left, horizontal.start),
            (Expression(box.width), Expression(), Expression(outerBox.width), .width, horizontal.size),
            (Expression(box.y), Expression(outerBox.y), Expression(outerBox.height), .top, vertical.start),
            (Expression(box.height), Expression(), Expression(outerBox.height), .height, vertical.size),
        ]
        for (value, origin, length, attribute, part) in parts {
            let share = part.multiplier == 0 ? Expression() : length * part.multiplier
            require(
                value - origin - share - part.constant,
                as: .autoresizingMask(
                    item: index, attribute: attribute, multiplier: part.multiplier, constant: part.constant))
        }
    }

    /// A length an autoresizing mask gives: `multiplier` × the superview's length + `constant`.
    private struct AutoresizedPart {
        var multiplier = 0.0
        var constant: Double
    }

    /// The start margin and size of a view along one axis of its superview.
    private static func autoresizedParts(
        saved: (start: Double, size: Double, end: Double), flexible: (start: Bool, size: Bool, end: Bool)
    ) -> (start: AutoresizedPart, size: AutoresizedPart) {
        let parts = [(saved.start, flexible.start), (saved.size, flexible.size), (saved.end, flexible.end)]
        let rigid = parts.filter { !$0.1 }.reduce(0) { $0 + $1.0 }
        let flexibleTotal = parts.filter(\.1).reduce(0) { $0 + $1.0 }
        let flexibleCount = Double(parts.filter(\.1).count)
        // A flexible part's length: its share of what the rigid parts leave.
        func part(_ savedLength: Double, _ isFlexible: Bool) -> AutoresizedPart {
            guard isFlexible else { return AutoresizedPart(constant: savedLength) }
            let share = flexibleTotal != 0 ? savedLength / flexibleTotal : 1 / flexibleCount
            return AutoresizedPart(multiplier: share, constant: -rigid * share)
        }
        return (part(saved.start, flexible.start), part(saved.size, flexible.size))
    }

    /// Hugging (the size no more than the intrinsic size, at its priority) and compression
    /// resistance (no less), on each axis that has an intrinsic size.
    ///
    /// A content priority of 1000 still gives way to required constraints: Interface Builder
    /// shows no conflict and saves such a view at the size its constraints give (a 16-point
    /// image button hugging and resisting at 1000 with required 30 × 30 constraints is saved
    /// 30 × 30, and 25 views of the real projects come back to their saved frames with this), so
    /// it is solved at 999. At run time UIKit requires it and logs the conflict, which
    /// `brokenContentSizes()` reports.
    ///
    /// A content priority gives way to a constraint of the same priority where the two tie: it is
    /// weighed `contentSizeWeight` among that priority's constraints, which decides only exact
    /// ties, while leverage still decides the rest. Interface Builder squeezes a
    /// label resisting compression at 750 where the spacers of its vertical stack keep their
    /// heights of 750, and wraps a multi-line label resisting at 750 to the width its leading
    /// and trailing constraints of 750 give (eight views of a real project come back to their
    /// saved frames with this, and none is lost).
    private func addIntrinsicSize(_ index: Int) {
        let view = tree.items[index].view
        let size: (width: Double?, height: Double?)
        switch view.intrinsicContentSize {
        case .none: return
        case .fixed(let width, let height): size = (width, height)
        case .text: size = (textMetrics[index]?.size.width, textMetrics[index]?.size.height)
        }
        // The intrinsic size is the alignment rectangle's.
        let (box, inset) = (boxes[index], view.alignmentRectInsets)
        let (hugging, resistance) = (view.contentHugging, view.compressionResistance)
        let axes: [(LayoutAxis, Double?, Expression, hugging: Double, resistance: Double)] = [
            (.horizontal, size.width, box.width - inset.left - inset.right, hugging.horizontal, resistance.horizontal),
            (.vertical, size.height, box.height - inset.top - inset.bottom, hugging.vertical, resistance.vertical),
        ]
        for (axis, length, measured, huggingPriority, resistancePriority) in axes {
            guard let length, length.isFinite else { continue }
            for (relation, priority) in [
                (LayoutRelation.lessThanOrEqual, huggingPriority), (.greaterThanOrEqual, resistancePriority),
            ] {
                let system = SystemConstraint.contentSize(
                    item: index, axis: axis, relation: relation, size: length, hugging: huggingPriority,
                    compressionResistance: resistancePriority)
                require(
                    measured - length, relation.solverRelation,
                    priority: min(priority, 999), weight: Self.contentSizeWeight,
                    as: system)
                if priority >= 1000 {
                    requiredContentSizes.append((system, measured - length, relation.solverRelation))
                }
            }
        }
    }

    /// The weight of a content-size constraint among the constraints of its priority: a little
    /// below theirs, so that it only loses ties (see `addIntrinsicSize(_:)`).
    static let contentSizeWeight = 0.999

    // MARK: - Tree constraints

    /// Adds the tree's constraint at `index`, or records why it is left out.
    private func addTreeConstraint(_ index: Int) {
        let constraint = tree.constraints[index]
        let expression: Expression
        switch equation(of: constraint) {
        case .failure(let reason):
            problems.append(.invalid(constraint: index, reason: reason.message))
            return
        case .success(let value):
            expression = value
        }
        do {
            let handle = try solver.add(
                expression, constraint.relation.solverRelation, strength: Self.strength(constraint.priority))
            handles[index] = handle
            positions[handle] = index
            addedPositions[handle] = added.count
            added.append(AddedConstraint(expression: expression, relation: constraint.relation.solverRelation))
        } catch .unsatisfiable(let conflicting) {
            guard solver.tracksRequiredEqualities else {
                isMissingExplanation = true
                return
            }
            let (others, system) = explain(conflicting)
            problems.append(
                .unsatisfiable(broken: index, conflicting: Array(Set(others + [index])).sorted(), system: system))
        } catch {
            // Only a number that is not finite is left: a margin or an inset the constraint uses.
            problems.append(.invalid(constraint: index, reason: "a margin or inset it uses is not a number"))
        }
    }
}

/// A constraint as it was given to the solver.
struct AddedConstraint {
    var expression: Expression
    var relation: Relation
}

extension LayoutRelation {
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
