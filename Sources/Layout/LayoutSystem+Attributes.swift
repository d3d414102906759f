internal import ConstraintSolver
import Graphics

/// Why a tree constraint is left out, in a sentence for its diagnostic.
struct InvalidConstraint: Error, Hashable {
    let message: String
}

extension LayoutAttribute {
    /// What an attribute measures: a position on one axis, or a length.
    enum Measure: Hashable {
        case horizontalPosition, verticalPosition, horizontalLength, verticalLength, none
    }

    var measure: Measure {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontalPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .verticalPosition
        case .width: .horizontalLength
        case .height: .verticalLength
        case .notAnAttribute: .none
        }
    }

    var isPosition: Bool { measure == .horizontalPosition || measure == .verticalPosition }

    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute is a centre, within the margins or not.
    var isCenter: Bool {
        self == .centerX || self == .centerY || self == .centerXWithinMargins || self == .centerYWithinMargins
    }

    /// Whether the attribute is an edge that follows the writing direction (leading, trailing).
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is a left or right edge, whatever the writing direction.
    var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }
}

extension LayoutSystem {
    /// The largest constant or multiplier a constraint may have: UIKit's engine loses precision
    /// past it, and no screen comes near.
    static let largestMagnitude = 1e7

    /// `first.attribute - (second.attribute × multiplier + constant)`, the expression the
    /// constraint relates to zero, or why UIKit would refuse it.
    func equation(of constraint: LayoutConstraint) -> Result<Expression, InvalidConstraint> {
        if let reason = Self.refusal(of: constraint, in: tree, structure: structure) {
            return .failure(InvalidConstraint(message: reason))
        }
        let first = constraint.firstItem
        guard let second = constraint.secondItem else {
            let value = attribute(constraint.firstAttribute, of: first, seenFrom: nil, rightToLeft: false)
            return .success(value - constraint.constant)
        }
        // Positions are measured in the items' nearest common ancestor, from its left (or top)
        // edge, so that a multiplier scales a position within it. That ancestor holds the
        // constraint, and its direction is the constraint's (Auto Layout Guide: set
        // `semanticContentAttribute` on the view holding the constraint): where it is right to
        // left, a constraint of leading or trailing edges measures them leftwards from its right
        // edge, so that a positive constant moves a leading edge away from its superview's.
        let holder = commonAncestor(of: first, and: second)
        let rightToLeft = structure.isRightToLeft(holder, in: environment)
        let isMirrored =
            rightToLeft && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
        let ancestor = boxes[holder]
        let measure = { (attribute: LayoutAttribute, item: Int, other: Int) -> Expression in
            let value = self.attribute(attribute, of: item, seenFrom: other, rightToLeft: rightToLeft)
            switch attribute.measure {
            case .horizontalPosition: return isMirrored ? ancestor.x + ancestor.width - value : value - ancestor.x
            case .verticalPosition: return value - ancestor.y
            case .horizontalLength, .verticalLength, .none: return value
            }
        }
        let lhs = measure(constraint.firstAttribute, first, second)
        let rhs = measure(constraint.secondAttribute, second, first)
        return .success(lhs - rhs * constraint.multiplier - constraint.constant)
    }

    /// The nearest item that is `first` or holds it and is `second` or holds it.
    private func commonAncestor(of first: Int, and second: Int) -> Int {
        var ancestors = Set<Int>()
        var current: Int? = first
        while let item = current, ancestors.insert(item).inserted {
            current = structure.parents[item]
        }
        current = second
        while let item = current {
            if ancestors.contains(item) { return item }
            current = structure.parents[item]
        }
        return 0
    }

    /// Why UIKit refuses a constraint, or cannot lay it out; `nil` for a good one.
    static func refusal(of constraint: LayoutConstraint, in tree: LayoutTree, structure: LayoutStructure) -> String? {
        let items = tree.items.indices
        let (first, second) = (constraint.firstItem, constraint.secondItem)
        let (firstAttribute, secondAttribute) = (constraint.firstAttribute, constraint.secondAttribute)
        if !items.contains(first) { return "its first item (\(first)) does not exist" }
        if let second, !items.contains(second) { return "its second item (\(second)) does not exist" }
        if !constraint.constant.isFinite { return "its constant is not a number" }
        if !constraint.multiplier.isFinite { return "its multiplier is not a number" }
        if abs(constraint.constant) > largestMagnitude {
            return "its constant \(DecimalText.shortest(constraint.constant)) is too large"
        }
        if abs(constraint.multiplier) > largestMagnitude {
            return "its multiplier \(DecimalText.shortest(constraint.multiplier)) is too large"
        }
        // `UILayoutPriority`: a `Float` above 0, and at most `required` (1000), which no
        // constraint may exceed; 1000.0000001 is 1000 as a `Float`.
        if !(Float(constraint.priority) > 0 && Float(constraint.priority) <= 1000) {
            guard !constraint.priority.isNaN else { return "its priority is not a number" }
            return
                "its priority \(DecimalText.shortest(constraint.priority)) is not a UIKit priority (above 0, at most 1000)"
        }
        if firstAttribute == .notAnAttribute { return "its first attribute is missing" }
        guard let second else {
            if firstAttribute.isPosition {
                return "a position (\(firstAttribute)) needs a second item to be relative to"
            }
            return guideRefusal(of: first, firstAttribute, in: tree)
        }
        if secondAttribute == .notAnAttribute { return "its second attribute is missing" }
        if firstAttribute.isPosition != secondAttribute.isPosition {
            return "a position and a size cannot be related (\(firstAttribute) and \(secondAttribute))"
        }
        if firstAttribute.isPosition && firstAttribute.measure != secondAttribute.measure {
            return "a horizontal and a vertical position cannot be related (\(firstAttribute) and \(secondAttribute))"
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
            || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional)
        {
            return
                "a leading or trailing edge cannot be related to a left or right one (\(firstAttribute) and \(secondAttribute))"
        }
        if firstAttribute.isPosition && constraint.multiplier == 0 {
            return "a multiplier of 0 makes the position \(firstAttribute) equal to a constant"
        }
        if !structure.isAttached[first] || !structure.isAttached[second] {
            return "its items have no common ancestor"
        }
        return guideRefusal(of: first, firstAttribute, in: tree) ?? guideRefusal(of: second, secondAttribute, in: tree)
    }

    /// A layout guide has no margins and no baselines.
    private static func guideRefusal(of item: Int, _ attribute: LayoutAttribute, in tree: LayoutTree) -> String? {
        guard case .guide = tree.items[item].kind, attribute.isMargin || attribute.isBaseline else { return nil }
        return "a layout guide has no \(attribute)"
    }

    /// An attribute of an item as an expression of the variables, leading and trailing the right
    /// and left edges where `rightToLeft`. A scroll view's edges, centres and margins seen from a
    /// view inside it are those of its content.
    func attribute(_ attribute: LayoutAttribute, of item: Int, seenFrom other: Int?, rightToLeft: Bool) -> Expression {
        let content = contentBox(of: item, seenFrom: other, for: attribute)
        let box = content ?? boxes[item]
        let margins = attribute.isMargin ? margins(of: item) : .zero
        // Edges, centres and sizes are the alignment rectangle's; margins are the frame's.
        let inset = content == nil && !attribute.isMargin ? alignmentRectInsets(of: item) : .zero
        let (x, y, width, height) = (
            box.x + inset.left, box.y + inset.top, box.width - inset.left - inset.right,
            box.height - inset.top - inset.bottom
        )
        switch attribute {
        case .left: return x
        case .right: return x + width
        case .top: return y
        case .bottom: return y + height
        case .leading: return rightToLeft ? x + width : x
        case .trailing: return rightToLeft ? x : x + width
        case .width: return width
        case .height: return height
        case .centerX: return x + width * 0.5
        case .centerY: return y + height * 0.5
        case .leftMargin: return x + margins.left
        case .rightMargin: return x + width - margins.right
        case .topMargin: return y + margins.top
        case .bottomMargin: return y + height - margins.bottom
        case .leadingMargin: return rightToLeft ? x + width - margins.right : x + margins.left
        case .trailingMargin: return rightToLeft ? x + margins.left : x + width - margins.right
        case .centerXWithinMargins: return x + margins.left + (width - margins.left - margins.right) * 0.5
        case .centerYWithinMargins: return y + margins.top + (height - margins.top - margins.bottom) * 0.5
        case .firstBaseline, .lastBaseline: return baseline(attribute == .firstBaseline, of: item, depth: 0)
        case .notAnAttribute: return Expression()
        }
    }

    /// A view's alignment rectangle insets (none for a guide).
    func alignmentRectInsets(of item: Int) -> EdgeInsets {
        tree.items[item].kind == .view ? tree.items[item].view.alignmentRectInsets : .zero
    }

    /// A view's first or last baseline: its text's, as the label draws it; a stack view's first or
    /// last shown arranged view's; any other view's bottom.
    func baseline(_ isFirst: Bool, of item: Int, depth: Int) -> Expression {
        let box = boxes[item]
        if let metrics = textMetrics[item] {
            let offset = isFirst ? metrics.firstBaselineFromCenter : metrics.lastBaselineFromCenter
            return box.y + box.height * 0.5 + offset
        }
        if let arranged = structure.arrangedViews[item], depth < tree.items.count {
            let shown = arranged.filter { !tree.items[$0].isHidden }
            if let view = isFirst ? shown.first : shown.last {
                return baseline(isFirst, of: view, depth: depth + 1)
            }
        }
        return box.y + box.height
    }

    /// The content box to use for a scroll view's edge or margin attribute seen from a view inside
    /// it; `nil` where the frame is meant.
    ///
    /// Apple's Auto Layout Guide ("Working with Scroll Views"): constraints between the edges or
    /// margins of the scroll view and its content attach to its content area; those between
    /// heights, widths or centres attach to its frame (a content view centred on its scroll view
    /// is centred on what it shows, which makes the content as wide as the frame when its edges
    /// are pinned too).
    private func contentBox(of item: Int, seenFrom other: Int?, for attribute: LayoutAttribute) -> Box? {
        guard let content = contentBoxes[item], let other, other != item, attribute.isPosition,
            !attribute.isCenter, structure.isDescendant(other, of: item)
        else { return nil }
        if case .guide = tree.items[other].kind, structure.parents[other] == item { return nil }
        return content
    }
}
