/// What the layout reads from a tree's shape, found once: each item's parent (with items whose
/// parents do not lead to the root cut loose), which stack view arranges a view, and which
/// views are placed by their frames.
struct LayoutStructure: Sendable {
    /// The parent of each item; `nil` for the root and for items cut loose.
    let parents: [Int?]
    /// Whether the item's chain of parents reaches the root: the others have no common ancestor
    /// with anything, and sit at their saved frames.
    let isAttached: [Bool]
    /// The stack view that arranges each view, if any.
    let arrangingStack: [Int?]
    /// A stack view's arranged views, by the stack view's position: those of its subviews it
    /// names, each once, in its order.
    let arrangedViews: [Int: [Int]]
    /// A scroll view's `contentLayoutGuide` item, by the scroll view's position.
    let contentGuides: [Int: Int]
    /// Every item, each after its parent.
    let parentsFirst: [Int]
    /// Whether each item's content is laid out right to left whatever the language, as its
    /// `semanticContentAttribute`, or the nearest of its ancestors' that says one, says; `nil`
    /// where none does and the language's direction holds.
    let fixedDirections: [Bool?]

    init(_ tree: LayoutTree) {
        let count = tree.items.count
        var parents = tree.items.map { item in item.parent.flatMap { (0..<count).contains($0) ? $0 : nil } }
        if count > 0 { parents[0] = nil }
        var attached = [Bool](repeating: false, count: count)
        if count > 0 { attached[0] = true }
        // An item is attached when its chain reaches the root within `count` steps (no cycle).
        for index in 1..<max(count, 1) where !attached[index] {
            var chain = [index]
            var current = parents[index]
            while let next = current, !attached[next], chain.count <= count {
                chain.append(next)
                current = parents[next]
            }
            if let next = current, attached[next] {
                for member in chain { attached[member] = true }
            }
        }
        for index in 0..<count where !attached[index] { parents[index] = nil }
        var arranging = [Int?](repeating: nil, count: count)
        var arrangedViews: [Int: [Int]] = [:]
        var contentGuides: [Int: Int] = [:]
        for (index, item) in tree.items.enumerated() where attached[index] {
            if case .view = item.kind, case .stack(let stack) = item.view.role {
                for arranged in stack.arrangedSubviews
                where (0..<count).contains(arranged) && parents[arranged] == index
                    && tree.items[arranged].kind == .view && arranging[arranged] == nil
                {
                    arranging[arranged] = index
                    arrangedViews[index, default: []].append(arranged)
                }
            }
            if item.kind == .guide(.contentLayout), let owner = parents[index], contentGuides[owner] == nil {
                contentGuides[owner] = index
            }
        }
        (self.parents, self.isAttached, self.arrangingStack) = (parents, attached, arranging)
        self.arrangedViews = arrangedViews
        self.contentGuides = contentGuides
        // Depths found parents first, by memo: an attached item's parent chain has no cycle.
        var depth = [Int?](repeating: nil, count: count)
        func depthOf(_ index: Int) -> Int {
            if let known = depth[index] { return known }
            var chain: [Int] = []
            var current: Int? = index
            while let item = current, depth[item] == nil {
                chain.append(item)
                current = parents[item]
            }
            var level = current.flatMap { depth[$0] } ?? -1
            for item in chain.reversed() {
                level += 1
                depth[item] = level
            }
            return level
        }
        let depths = (0..<count).map(depthOf)
        parentsFirst = (0..<count).sorted { (depths[$0], $0) < (depths[$1], $1) }
        var fixed = [Bool?](repeating: nil, count: count)
        for index in parentsFirst {
            let item = tree.items[index]
            let own = item.kind == .view ? item.view.semanticContentAttribute.isRightToLeft : nil
            fixed[index] = own ?? parents[index].flatMap { fixed[$0] }
        }
        fixedDirections = fixed
    }

    /// Whether an item's content is laid out right to left in `environment`: its own direction
    /// or an ancestor's where one is fixed, else the language's.
    func isRightToLeft(_ item: Int, in environment: LayoutEnvironment) -> Bool {
        fixedDirections[item] ?? environment.isRightToLeft
    }

    /// Whether `item` is `ancestor` or lies inside it.
    func isDescendant(_ item: Int, of ancestor: Int) -> Bool {
        var current: Int? = item
        var steps = 0
        while let index = current, steps <= parents.count {
            if index == ancestor { return true }
            current = parents[index]
            steps += 1
        }
        return false
    }

    /// Whether a view is placed by its frame and autoresizing mask rather than by constraints.
    func isPlacedByFrame(_ index: Int, in tree: LayoutTree) -> Bool {
        let item = tree.items[index]
        guard index != 0, item.kind == .view, isAttached[index], arrangingStack[index] == nil else { return false }
        switch item.view.role {
        case .tableCell, .collectionCell: return false
        default: return item.view.translatesAutoresizingMaskIntoConstraints
        }
    }
}
