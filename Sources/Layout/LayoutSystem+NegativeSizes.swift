import Graphics

extension LayoutSystem {
    /// The views whose width or height comes out negative, each with the constraint that sets
    /// it, in tree order.
    ///
    /// Auto Layout has no rule that a size is positive: `width = -50` holds, and the view gets a
    /// frame no screen can show. A view inside one whose size is negative on the same axis is not named again: its size
    /// follows from its superview's, and the superview's constraint is the one to change.
    func negativeSizes() -> [LayoutProblem] {
        let frames = frames()
        let pixel = 1 / max(environment.scale, 1)
        // Each view's width and height as rounded to pixels, and whether they are negative.
        var lengths = [(width: Double, height: Double)](repeating: (0, 0), count: frames.count)
        for index in tree.items.indices where tree.items[index].kind == .view && structure.isAttached[index] {
            lengths[index] = (
                (frames[index].width / pixel).rounded() * pixel, (frames[index].height / pixel).rounded() * pixel
            )
        }
        var problems: [LayoutProblem] = []
        for (index, length) in lengths.enumerated() {
            let parent = structure.parents[index].map { lengths[$0] } ?? (width: 0, height: 0)
            if length.width < 0, parent.width >= 0 {
                problems.append(
                    .negativeSize(
                        item: index, axis: .horizontal, length: length.width, constraint: cause(of: index, .horizontal))
                )
            }
            if length.height < 0, parent.height >= 0 {
                problems.append(
                    .negativeSize(
                        item: index, axis: .vertical, length: length.height, constraint: cause(of: index, .vertical)))
            }
        }
        return problems
    }

    /// The tree constraint in the solver that most likely makes `item` negative along `axis`: a
    /// required one of its size on that axis, else a required one of a position on that axis,
    /// else the first of either at any priority; `nil` where no tree constraint places it (an
    /// autoresizing mask, a stack view).
    private func cause(of item: Int, _ axis: LayoutAxis) -> Int? {
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        let position: LayoutAttribute.Measure = axis == .horizontal ? .horizontalPosition : .verticalPosition
        var found: [(rank: Int, index: Int)] = []
        for (index, constraint) in tree.constraints.enumerated() where handles[index] != nil {
            let attributes = [
                constraint.firstItem == item ? constraint.firstAttribute : nil,
                constraint.secondItem == item ? constraint.secondAttribute : nil,
            ].compactMap { $0 }
            let isSize = attributes.contains(size)
            guard isSize || attributes.contains(where: { $0.measure == position }) else { continue }
            let rank = (isSize ? 0 : 1) + (constraint.priority >= 1000 ? 0 : 2)
            found.append((rank, index))
        }
        return found.min { ($0.rank, $0.index) < ($1.rank, $1.index) }?.index
    }
}
