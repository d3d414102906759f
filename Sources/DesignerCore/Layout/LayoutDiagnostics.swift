import Inspectable
import Layout

/// The layout engine's problems as diagnostics at their places in the document, naming
/// constraints as Xcode does ("Title.leading = Safe Area.leading + 20") and views by their
/// label, else their class and id.
struct LayoutDiagnostics {
    let tree: LayoutTree
    /// Where each item is written.
    let places: [Int]
    let screen: Screen

    func diagnostic(_ problem: LayoutProblem) -> Diagnostic {
        switch problem {
        case .unsatisfiable(let broken, let conflicting):
            let others = conflicting.filter { $0 != broken && tree.constraints.indices.contains($0) }
            let list = others.map { "'\(text(of: $0))'" }.joined(separator: ", ")
            return Diagnostic(
                .warning,
                "unable to satisfy constraints on \(screen.name): UIKit breaks '\(text(of: broken))', which conflicts with \(list.isEmpty ? "the others" : list)",
                at: place(ofConstraint: broken), rule: .unsatisfiableConstraints,
                related: others.map {
                    Diagnostic.Note(
                        "conflicting constraint '\(text(of: $0))'", location: .document(offset: place(ofConstraint: $0))
                    )
                })
        case .ambiguousPosition(let item, let axis):
            return ambiguity(item, "\(axis == .horizontal ? "horizontal" : "vertical") position")
        case .ambiguousSize(let item, let axis):
            return ambiguity(item, axis == .horizontal ? "width" : "height")
        case .invalid(let constraint, let reason):
            return Diagnostic(
                .warning, "'\(text(of: constraint))' cannot be laid out: \(reason); it is left out",
                at: place(ofConstraint: constraint), rule: .invalidConstraint)
        }
    }

    private func ambiguity(_ item: Int, _ what: String) -> Diagnostic {
        let name = tree.items.indices.contains(item) ? tree.items[item].name : "item \(item)"
        return Diagnostic(
            .warning, "'\(name)' has an ambiguous \(what) on \(screen.name): its constraints do not fix it",
            at: places.indices.contains(item) ? places[item] : 0, rule: .ambiguousLayout)
    }

    private func place(ofConstraint index: Int) -> Int {
        tree.constraints.indices.contains(index) ? tree.constraints[index].place : 0
    }

    /// A constraint as Xcode names it: `Title.leading = Safe Area.leading + 20`, `Box.width = 100`,
    /// `Banner.width = 2 × Banner.height`, with a priority below required after `@`.
    func text(of index: Int) -> String {
        guard tree.constraints.indices.contains(index) else { return "constraint \(index)" }
        let constraint = tree.constraints[index]
        let relation =
            switch constraint.relation {
            case .equal: "="
            case .lessThanOrEqual: "≤"
            case .greaterThanOrEqual: "≥"
            }
        var text = "\(name(constraint.firstItem)).\(Self.spelling(constraint.firstAttribute)) \(relation)"
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            let multiplier = constraint.multiplier == 1 ? "" : "\(XIBColor.number(constraint.multiplier)) × "
            text += " \(multiplier)\(name(second)).\(Self.spelling(constraint.secondAttribute))"
            if constraint.constant != 0 {
                text += " \(constraint.constant < 0 ? "-" : "+") \(XIBColor.number(abs(constraint.constant)))"
            }
        } else {
            text += " \(XIBColor.number(constraint.constant))"
        }
        if constraint.priority < 1000 { text += " @\(XIBColor.number(constraint.priority))" }
        return text
    }

    private func name(_ item: Int) -> String {
        tree.items.indices.contains(item) ? tree.items[item].name : "item \(item)"
    }

    /// An attribute as Xcode writes it.
    static func spelling(_ attribute: LayoutAttribute) -> String {
        XIBLayoutReader.attributes.first { $0.value == attribute && $0.key != "baseline" }?.key ?? "notAnAttribute"
    }
}
