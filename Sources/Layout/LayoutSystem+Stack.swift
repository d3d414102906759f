internal import ConstraintSolver
import Graphics

extension LayoutSystem {
    /// Where an item, or a stack view's canvas, lies along one axis: from its start to its end in
    /// the direction views are arranged (right to left for a horizontal stack in a right-to-left
    /// language), so that `direction × (end - start)` is its length.
    private struct Span {
        var start: Expression
        var end: Expression
        var length: Expression
        var direction: Double

        var center: Expression { (start + end) * 0.5 }

        /// The room between this span's end and `next`'s start.
        func gap(to next: Span) -> Expression { (next.start - end) * direction }
    }

    /// The constraints `UIStackView` makes for its arranged views: the first and last joined to
    /// the canvas (its bounds, or its margins), spacing between neighbours as the distribution
    /// says, each across the axis as the alignment says, hidden views taking no room.
    func arrange(_ stack: StackLayout, in index: Int) {
        guard let arranged = structure.arrangedViews[index] else { return }
        let isHorizontal = stack.axis == .horizontal
        let margins = stack.isLayoutMarginsRelativeArrangement ? margins(of: index) : .zero
        let box = boxes[index]
        let canvas = Rectangle(
            left: box.x + margins.left, top: box.y + margins.top, right: box.x + box.width - margins.right,
            bottom: box.y + box.height - margins.bottom)
        // The stack arranges its views in its own direction (its `semanticContentAttribute`, or
        // its superviews'), right to left in a right-to-left one.
        let rightToLeft = structure.isRightToLeft(index, in: environment)
        let along = { (rectangle: Rectangle) in
            self.span(of: rectangle, horizontally: isHorizontal, rightToLeft: rightToLeft)
        }
        let across = { (rectangle: Rectangle) in
            self.span(of: rectangle, horizontally: !isHorizontal, rightToLeft: rightToLeft)
        }
        let shown = arranged.filter { !tree.items[$0].isHidden }
        // Hidden views: no length along the axis (UIKit's `UISV-hiding`), where the shown view
        // before them ends. UIKit makes the hiding constraint required and, when the view's own
        // required length conflicts with it, logs the conflict and breaks the view's; Interface
        // Builder saves such a view at its own length instead (a hidden 56-point button of a
        // vertical stack saved 56 tall at the stack's top, a hidden 16-point image after a label
        // saved 16 wide where the label ends), so the hiding constraint gives way to required ones.
        // A hidden view between two shown ones starts in the middle of the gap between them: the
        // spacing is split on its two sides (Interface Builder saves hidden views of three stack
        // views in two files half a spacing after the shown view before them: 2.5 of 5, 5 of 10).
        var previousEnd: Expression?
        for (position, view) in arranged.enumerated() {
            let span = along(rectangle(of: view))
            guard tree.items[view].isHidden else {
                previousEnd = span.end
                continue
            }
            require(span.length, priority: 999)
            let next = arranged[(position + 1)...].first { !tree.items[$0].isHidden }
            switch (previousEnd, next) {
            case (let end?, let next?): require(span.start - (end + along(rectangle(of: next)).start) * 0.5)
            case (let end?, nil): require(span.start - end)
            case (nil, _): require(span.start - along(canvas).start)
            }
        }
        distribute(
            shown, stack: stack, isHorizontal: isHorizontal, canvas: along(canvas),
            length: Expression(isHorizontal ? box.width : box.height),
            span: along)
        for view in arranged {
            align(
                view, first: shown.first ?? view, stack: stack, isHorizontal: isHorizontal, canvas: across(canvas),
                span: across)
        }
        if stack.alignment != .fill {
            // UIKit's canvas fit: the stack view no taller (or wider) across its axis than its views.
            require(across(canvas).length, priority: 49)
        }
    }

    /// Along the axis: the canvas connections, spacing, and the distribution's own constraints;
    /// `length` is the stack view's own, margins included.
    private func distribute(
        _ shown: [Int], stack: StackLayout, isHorizontal: Bool, canvas: Span, length: Expression,
        span: (Rectangle) -> Span
    ) {
        guard !shown.isEmpty else { return }
        let spans = shown.map { span(rectangle(of: $0)) }
        require(spans[0].start - canvas.start)
        require(spans[spans.count - 1].end - canvas.end)
        let spacings = shown.dropLast().map { stack.customSpacing[$0] ?? stack.spacing }
        let baselineRelative = stack.isBaselineRelativeArrangement && !isHorizontal
        var gaps: [Expression] = []
        for index in spans.indices.dropFirst() {
            let gap =
                baselineRelative
                ? baseline(true, of: shown[index], depth: 0) - baseline(false, of: shown[index - 1], depth: 0)
                : spans[index - 1].gap(to: spans[index])
            gaps.append(gap)
            let isFlexible = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
            require(gap - spacings[index - 1], isFlexible ? .greaterThanOrEqual : .equal)
            if isFlexible {
                // The spacing guides' fit: a stack view whose length nothing else fixes is as short
                // as its spacing allows (Interface Builder saves an equal-spacing row of labels,
                // free to grow up to a button, with each gap at its 5-point spacing).
                require(gap - spacings[index - 1], priority: 49)
            }
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for other in spans.dropFirst() { require(other.length - spans[0].length) }
        case .fillProportionally:
            // UIKit's `UISV-fill-proportionally`: each view's share of the stack view's length (its
            // own, not its margins') is its intrinsic length's share of the intrinsic lengths and
            // the spacing together, at a priority one lower for each view after the first, as
            // UIKit logs them (`Subview0.width == 0.571429*StackView.width priority:999`, then 998,
            // 997). A stack view at its own fitting length keeps every view at its intrinsic
            // length; a longer one grows them and the spacing alike, and as the spacing is
            // required the last view, whose share gives way first, takes what is left (Interface
            // Builder saves two nested stacks of a 355-point row, 98 and 117 long with a 40-point
            // spacing, 136.5 (355 × 98 / 255) and 178.5 long, where the room without the spacing
            // would give 143.6).
            let sizes = shown.map { intrinsicLength(of: $0, horizontally: isHorizontal) }
            let total = sizes.reduce(0, +)
            guard total > 0 else { break }
            let whole = total + spacings.reduce(0, +)
            for (index, size) in sizes.enumerated() {
                require(spans[index].length - length * (size / whole), priority: 999 - Double(index))
            }
        case .equalSpacing:
            for gap in gaps.dropFirst() { require(gap - gaps[0]) }
        case .equalCentering:
            // UIKit keeps the centres equally far apart below the views' content priorities
            // (`UISV-fill-equally` between its gap guides, logged at `priority:149`): a view keeps
            // its own length and the spacing stays at least the stack's before the centres even out.
            let centers = spans.map(\.center)
            for index in centers.indices.dropFirst(2) {
                require(centers[index] - centers[index - 1] - centers[1] + centers[0], priority: 149)
            }
        }
    }

    /// Across the axis: the view fills the canvas, or sits at its start, end, centre or the first
    /// view's baseline, inside it.
    private func align(
        _ view: Int, first: Int, stack: StackLayout, isHorizontal: Bool, canvas: Span, span: (Rectangle) -> Span
    ) {
        let own = span(rectangle(of: view))
        let startInside = (own.start - canvas.start) * canvas.direction
        let endInside = (canvas.end - own.end) * canvas.direction
        var alignment = stack.alignment
        if !isHorizontal, alignment == .firstBaseline { alignment = .leading }
        if !isHorizontal, alignment == .lastBaseline { alignment = .trailing }
        switch alignment {
        case .fill:
            require(startInside)
            require(endInside)
            return
        case .leading:
            require(startInside)
        case .trailing:
            require(endInside)
        case .center:
            require(own.center - canvas.center)
        case .firstBaseline, .lastBaseline:
            let isFirst = alignment == .firstBaseline
            if view != first {
                require(baseline(isFirst, of: view, depth: 0) - baseline(isFirst, of: first, depth: 0))
            }
        }
        require(startInside, .greaterThanOrEqual)
        require(endInside, .greaterThanOrEqual)
        // UIKit's ambiguity suppression: a view with nothing else to size it is as small as it can be.
        require(own.length, priority: 25)
    }

    /// A view's intrinsic length along an axis, 0 for none. A stack view's is the length its
    /// arranged views fit in: along its axis their shown intrinsic lengths and the spacing between
    /// them, across it the longest (Interface Builder shares a fill-proportionally row between two
    /// nested stacks of a check box and a label in proportion to what each holds).
    private func intrinsicLength(of view: Int, horizontally: Bool) -> Double {
        if case .stack(let stack) = tree.items[view].view.role, let arranged = structure.arrangedViews[view] {
            let shown = arranged.filter { !tree.items[$0].isHidden }
            let lengths = shown.map { intrinsicLength(of: $0, horizontally: horizontally) }
            guard (stack.axis == .horizontal) == horizontally else { return lengths.max() ?? 0 }
            let spacing = shown.dropLast().reduce(0) { $0 + (stack.customSpacing[$1] ?? stack.spacing) }
            return lengths.reduce(0, +) + spacing
        }
        switch tree.items[view].view.intrinsicContentSize {
        case .none: return 0
        case .fixed(let width, let height): return max((horizontally ? width : height) ?? 0, 0)
        case .text: return textMetrics[view].map { horizontally ? $0.size.width : $0.size.height } ?? 0
        }
    }

    /// The edges of a rectangle in the root's coordinates, as expressions.
    struct Rectangle {
        var left: Expression
        var top: Expression
        var right: Expression
        var bottom: Expression
    }

    /// An arranged view's alignment rectangle, which `UIStackView` places.
    private func rectangle(of item: Int) -> Rectangle {
        let (box, inset) = (boxes[item], alignmentRectInsets(of: item))
        return Rectangle(
            left: box.x + inset.left, top: box.y + inset.top, right: box.x + box.width - inset.right,
            bottom: box.y + box.height - inset.bottom)
    }

    private func span(of rectangle: Rectangle, horizontally: Bool, rightToLeft: Bool) -> Span {
        if horizontally && rightToLeft {
            return Span(
                start: rectangle.right, end: rectangle.left, length: rectangle.right - rectangle.left, direction: -1)
        }
        return horizontally
            ? Span(start: rectangle.left, end: rectangle.right, length: rectangle.right - rectangle.left, direction: 1)
            : Span(start: rectangle.top, end: rectangle.bottom, length: rectangle.bottom - rectangle.top, direction: 1)
    }
}
