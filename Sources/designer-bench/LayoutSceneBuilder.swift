import Inspectable
import Layout

/// A layout tree as it is built: items and constraints added one by one, each with an id as
/// Interface Builder writes them.
struct LayoutSceneBuilder {
    var items: [LayoutItem] = []
    var constraints: [LayoutConstraint] = []
    /// Where every view but the root is saved: the layout ignores it.
    private let placeholder = Rect(x: 0, y: 0, width: 10, height: 10)

    @discardableResult
    mutating func add(
        _ kind: LayoutItem.Kind, _ name: String, parent: Int?, frame: Rect? = nil, layout: ViewLayout = ViewLayout()
    ) -> Int {
        items.append(
            LayoutItem(
                kind: kind, parent: parent, id: LayoutSceneIDs.id(items.count), name: name,
                savedFrame: frame ?? placeholder, view: layout))
        return items.count - 1
    }

    /// A plain view placed by constraints, its margins inset from its edges alone (not from the
    /// safe area).
    mutating func view(_ name: String, in parent: Int) -> Int {
        add(
            .view, name, parent: parent,
            layout: ViewLayout(translatesAutoresizingMaskIntoConstraints: false, insetsLayoutMarginsFromSafeArea: false)
        )
    }

    mutating func constrain(
        _ first: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, to second: Int? = nil,
        _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000
    ) {
        constraints.append(
            LayoutConstraint(
                id: LayoutSceneIDs.id(1_000_000 + constraints.count), firstItem: first, firstAttribute: attribute,
                relation: relation, secondItem: second,
                secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
                multiplier: multiplier, constant: constant, priority: priority))
    }
}
