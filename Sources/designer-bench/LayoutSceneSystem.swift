import Inspectable
import Layout

/// A layout tree as the JSON that `scripts/bench-layout-kiwi.py` reads and solves with kiwisolver:
/// the screen, each item (its parent, whether it is the safe area guide, its layout margins) and
/// each constraint as the document writes it, attribute by attribute:
///
///     {"screen": {"width": 390, "height": 844, "safeArea": [47, 0, 34, 0]},
///      "items": [{"name": "View", "parent": null, "guide": false, "margins": [8, 8, 8, 8]}, …],
///      "constraints": [[2, "leading", "==", 1, "leading", 1, 0, 1000], …]}
///
/// A constraint is `[first, attribute, relation, second or null, attribute, multiplier, constant,
/// priority]`. The script turns each into a linear expression of the items' frames itself, as
/// designer turns a document's constraints, so both sides do that work.
enum LayoutSceneSystem {
    static func json(of tree: LayoutTree, on screen: Screen) -> String {
        let insets = screen.safeAreaInsets
        var text = "{\"screen\": {\"width\": \(number(screen.size.width)), \"height\": \(number(screen.size.height)), "
        text +=
            "\"safeArea\": [\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right))]},\n"
        text += " \"items\": [\n"
        for (position, item) in tree.items.enumerated() {
            let margins = item.view.layoutMargins
            text += "  {\"name\": \"\(item.name)\", \"parent\": \(item.parent.map(String.init) ?? "null"), "
            text += "\"guide\": \(item.kind == .guide(.safeArea)), "
            text +=
                "\"margins\": [\(number(margins.top)), \(number(margins.left)), \(number(margins.bottom)), \(number(margins.right))]}"
            text += position + 1 < tree.items.count ? ",\n" : "\n"
        }
        text += " ],\n \"constraints\": [\n"
        for (position, constraint) in tree.constraints.enumerated() {
            let relation =
                switch constraint.relation {
                case .equal: "=="
                case .lessThanOrEqual: "<="
                case .greaterThanOrEqual: ">="
                }
            text += "  [\(constraint.firstItem), \"\(LayoutSceneStoryboard.name(of: constraint.firstAttribute))\", "
            text += "\"\(relation)\", \(constraint.secondItem.map(String.init) ?? "null"), "
            text += "\"\(LayoutSceneStoryboard.name(of: constraint.secondAttribute))\", "
            text += "\(constraint.multiplier), \(constraint.constant), \(number(constraint.priority))]"
            text += position + 1 < tree.constraints.count ? ",\n" : "\n"
        }
        return text + " ]}\n"
    }

    private static func number(_ value: Double) -> String { LayoutSceneStoryboard.number(value) }
}
