import Graphics
import Inspectable
import Layout

/// The layout engine's problems as diagnostics at their places in the document, naming
/// constraints as Xcode does ("Title.leading = Safe Area.leading + 20"), views by their label,
/// else their class and id, and UIKit's own constraints as its log does
/// (`NSContentSizeLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`). Numbers are written
/// as Xcode's inspectors show them: `0`, `0.5`, `750`.
struct LayoutDiagnostics {
    let tree: LayoutTree
    /// Where each item is written.
    let places: [Int]
    let screen: Screen

    func diagnostic(_ problem: LayoutProblem) -> Diagnostic {
        switch problem {
        case .unsatisfiable(let broken, let conflicting, let system):
            return unsatisfiable(broken, conflicting: conflicting, system: system)
        case .brokenContentSize(let broken, let conflicting, let system):
            let named = conflicting.map { "'\(text(of: $0))'" } + system.map(describe)
            let conflict = named.isEmpty ? "which no frame satisfies" : "which conflicts with \(Self.list(named))"
            return Diagnostic(
                .warning,
                "unable to satisfy constraints on \(screen.name): UIKit breaks \(describe(broken)), \(conflict)",
                at: Self.item(of: broken).map(place(ofItem:)) ?? 0, rule: .unsatisfiableConstraints,
                related: notes(conflicting: conflicting, system: system))
        case .ambiguousPosition(let item, let axis):
            return ambiguity(item, "\(axis == .horizontal ? "horizontal" : "vertical") position")
        case .ambiguousSize(let item, let axis):
            return ambiguity(item, axis == .horizontal ? "width" : "height")
        case .invalid(let constraint, let reason):
            return Diagnostic(
                .warning, "'\(text(of: constraint))' cannot be laid out: \(reason); it is left out",
                at: place(ofConstraint: constraint), rule: .invalidConstraint)
        case .negativeSize(let item, let axis, let length, let constraint):
            let (size, adjective) = axis == .horizontal ? ("width", "wide") : ("height", "tall")
            let outcome = "'\(name(item))' \(Self.number(length)) points \(adjective) on \(screen.name)"
            let cause = constraint.map { "'\(text(of: $0))' makes \(outcome)" } ?? "\(outcome) is laid out"
            return Diagnostic(
                .warning, "\(cause): a view's \(size) cannot be negative",
                at: constraint.map(place(ofConstraint:)) ?? place(ofItem: item), rule: .invalidConstraint)
        }
    }

    /// The problems worth reporting: a view left loose along an axis by a constraint of that
    /// axis that is left out (one UIKit refuses, or one it cannot load, whose error is at
    /// `unloadable`, a place in the document's `xml`) is loose because of that constraint, whose
    /// own problem says what to fix; its ambiguity there is noise beside it.
    func reported(_ problems: [LayoutProblem], unloadable: [Int], in xml: XMLSyntax) -> [LayoutProblem] {
        var leftOut = Set<LeftOut>()
        for case .invalid(let index, _) in problems where tree.constraints.indices.contains(index) {
            let constraint = tree.constraints[index]
            for axis in Self.axes(of: [Self.spelling(constraint.firstAttribute)]) {
                leftOut.insert(LeftOut(item: constraint.firstItem, axis: axis))
                if let second = constraint.secondItem { leftOut.insert(LeftOut(item: second, axis: axis)) }
            }
        }
        for offset in unloadable {
            let (ids, attributes) = Self.items(ofConstraintAt: offset, in: xml)
            for (index, item) in tree.items.enumerated() where item.id.map(ids.contains) ?? false {
                for axis in Self.axes(of: attributes) { leftOut.insert(LeftOut(item: index, axis: axis)) }
            }
        }
        return problems.filter { problem in
            switch problem {
            case .ambiguousPosition(let item, let axis), .ambiguousSize(let item, let axis):
                !leftOut.contains(LeftOut(item: item, axis: axis))
            default: true
            }
        }
    }

    /// A view along an axis a constraint that is left out would have placed it.
    private struct LeftOut: Hashable {
        let item: Int
        let axis: LayoutAxis
    }

    /// The axes attributes, as Interface Builder spells them, are of.
    private static func axes(of attributes: [String]) -> Set<LayoutAxis> {
        let horizontal: Set = [
            "left", "right", "leading", "trailing", "centerX", "width", "leftMargin", "rightMargin", "leadingMargin",
            "trailingMargin", "centerXWithinMargins",
        ]
        return Set(
            attributes.compactMap { attribute in
                guard XIBLayoutReader.attributes[attribute] != nil else { return nil }
                return horizontal.contains(attribute) ? .horizontal : .vertical
            })
    }

    /// The ids a `<constraint>` element at `offset` (its start or a place inside its start tag)
    /// names, its `firstItem`, else the view whose `<constraints>` hold it, and its `secondItem`,
    /// with its attributes.
    private static func items(ofConstraintAt offset: Int, in xml: XMLSyntax) -> (ids: [String], attributes: [String]) {
        guard
            let element = xml.elements.lastIndex(where: { $0.start <= offset }),
            offset < xml.elements[element].startTagEnd, xml.isElement(element, named: "constraint")
        else { return ([], []) }
        // The nearest enclosing element other than `<constraints>`: the view that holds it.
        let owner = (0..<element).last { xml.elements[$0].after > element && !xml.isElement($0, named: "constraints") }
        let first = xml.attribute(element, "firstItem") ?? owner.flatMap { xml.attribute($0, "id") }
        return (
            [first, xml.attribute(element, "secondItem")].compactMap { $0 },
            ["firstAttribute", "secondAttribute"].compactMap { xml.attribute(element, $0) }
        )
    }

    /// Whether a problem involves a size designer measures rather than reads from the document: a
    /// label's text, an image's or a control's natural size (UIKit's content size constraints),
    /// or a stack view's arrangement of them, where designer's text measurement may differ from
    /// UIKit's by a few points and so make a conflict or a negative size that is not there.
    ///
    /// The document's own numbers are not measured, and their problems are the same whatever
    /// the text: a constraint UIKit refuses (a huge constant, a priority of 0), a conflict among
    /// the document's constraints, the screen's size and the autoresizing masks of its saved
    /// frames (Interface Builder shows such a conflict red on any device), a size made negative
    /// by a constraint's own constant (`width = -50`), and a view its constraints leave loose
    /// (Interface Builder's "Missing constraints", which counts constraints, not points) unless
    /// its size is a measured one. On the real projects, every view loose in position that this
    /// reports where designer's frames differ from Xcode's is one Xcode saved `ambiguous`.
    func involvesMeasuredSize(_ problem: LayoutProblem) -> Bool {
        switch problem {
        case .invalid, .ambiguousPosition: false
        case .ambiguousSize(let item, let axis): hasNaturalSize(item, axis)
        case .brokenContentSize: true
        case .unsatisfiable(_, _, let system):
            system.contains {
                switch $0 {
                case .autoresizingMask, .encapsulatedLayout: false
                case .contentSize, .other: true
                }
            }
        case .negativeSize(_, let axis, _, let constraint):
            !(constraint.map { isOwnNegativeSize($0, axis) } ?? false)
        }
    }

    /// Whether a view has a natural size along `axis` that text or an image gives it: its size
    /// is then loose only where a measured size lost to other constraints. A scroll view's role
    /// is shared by a text view that does not scroll, which UIKit sizes by its text and designer
    /// measures only when it is empty (a non-empty one is laid out without a natural height, and
    /// Xcode saves it unmarked where designer finds it loose).
    private func hasNaturalSize(_ item: Int, _ axis: LayoutAxis) -> Bool {
        guard tree.items.indices.contains(item) else { return false }
        let view = tree.items[item].view
        if case .scroll = view.role { return true }
        switch view.intrinsicContentSize {
        case .none: return false
        case .text: return true
        case .fixed(let width, let height): return (axis == .horizontal ? width : height) != nil
        }
    }

    /// Whether a constraint makes a size negative by its own constant: a required `width = -50`
    /// or `height ≤ -4`, which no measurement changes.
    private func isOwnNegativeSize(_ index: Int, _ axis: LayoutAxis) -> Bool {
        guard tree.constraints.indices.contains(index) else { return false }
        let constraint = tree.constraints[index]
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        return constraint.firstAttribute == size && constraint.secondItem == nil && constraint.constant < 0
            && constraint.relation != .greaterThanOrEqual && constraint.priority >= 1000
    }

    /// A broken constraint, naming what it conflicts with: the document's constraints and UIKit's
    /// own; one that conflicts with nothing can never hold.
    private func unsatisfiable(_ broken: Int, conflicting: [Int], system: [SystemConstraint]) -> Diagnostic {
        let others = conflicting.filter { $0 != broken && tree.constraints.indices.contains($0) }
        let named = others.map { "'\(text(of: $0))'" } + system.map(describe)
        let prefix = "unable to satisfy constraints on \(screen.name): "
        let message =
            named.isEmpty
            ? prefix + "'\(text(of: broken))' can never hold, whatever the frames; UIKit breaks it"
            : prefix + "UIKit breaks '\(text(of: broken))', which conflicts with \(Self.list(named))"
        return Diagnostic(
            .warning, message, at: place(ofConstraint: broken), rule: .unsatisfiableConstraints,
            related: notes(conflicting: others, system: system))
    }

    /// A note at each conflicting constraint of the document's, and at the view of each of
    /// UIKit's that names one.
    private func notes(conflicting: [Int], system: [SystemConstraint]) -> [Diagnostic.Note] {
        var notes = conflicting.map {
            Diagnostic.Note(
                "conflicting constraint '\(text(of: $0))'", location: .document(offset: place(ofConstraint: $0)))
        }
        for constraint in system {
            guard let item = Self.item(of: constraint) else { continue }
            notes.append(
                Diagnostic.Note(
                    "conflicting UIKit constraint: \(describe(constraint))",
                    location: .document(offset: place(ofItem: item))))
        }
        return notes
    }

    /// One of UIKit's own constraints, in words, in Xcode's notation and as UIKit's log names it:
    /// `the required compression resistance 'Title.width ≥ 180' (NSContentSizeLayoutConstraint
    /// Hug:251 CompressionResistance:1000)`.
    private func describe(_ constraint: SystemConstraint) -> String {
        switch constraint {
        case .contentSize(let item, let axis, let relation, let size, let hugging, let resistance):
            let attribute = axis == .horizontal ? "width" : "height"
            let (what, sign) =
                relation == .lessThanOrEqual ? ("content hugging", "≤") : ("compression resistance", "≥")
            return
                "the required \(what) '\(name(item)).\(attribute) \(sign) \(Self.number(size))' (NSContentSizeLayoutConstraint Hug:\(Self.number(hugging)) CompressionResistance:\(Self.number(resistance)))"
        case .autoresizingMask(let item, let attribute, let multiplier, let constant):
            let spelling =
                switch attribute {
                case .left: "minX"
                case .top: "minY"
                default: Self.spelling(attribute)
                }
            var value = Self.number(constant)
            if multiplier != 0, tree.items.indices.contains(item), let parent = tree.items[item].parent {
                let length = attribute == .left || attribute == .width ? "width" : "height"
                let scaled = multiplier == 1 ? "" : "\(Self.number(multiplier)) × "
                value = "\(scaled)\(name(parent)).\(length)" + Self.signed(constant)
            }
            return
                "the autoresizing mask's '\(name(item)).\(spelling) = \(value)' (NSAutoresizingMaskLayoutConstraint \(mask(of: item)): translatesAutoresizingMaskIntoConstraints is on)"
        case .encapsulatedLayout(let item, let axis, let length):
            let (attribute, suffix) = axis == .horizontal ? ("width", "Width") : ("height", "Height")
            return
                "the screen's '\(name(item)).\(attribute) = \(Self.number(length))' (UIView-Encapsulated-Layout-\(suffix))"
        case .other:
            return "constraints UIKit makes of the views (a stack view's, a layout guide's or a cell's)"
        }
    }

    /// The view a constraint of UIKit's is made of, if it names one.
    private static func item(of constraint: SystemConstraint) -> Int? {
        switch constraint {
        case .contentSize(let item, _, _, _, _, _), .autoresizingMask(let item, _, _, _),
            .encapsulatedLayout(let item, _, _):
            item
        case .other: nil
        }
    }

    /// A view's autoresizing mask as UIKit's log writes it: `h=--& v=--&`, each axis its start
    /// margin, size and end margin, `&` where flexible.
    private func mask(of item: Int) -> String {
        let mask = tree.items.indices.contains(item) ? tree.items[item].view.autoresizingMask : []
        let flag = { (part: AutoresizingMask) in mask.contains(part) ? "&" : "-" }
        return "h=\(flag(.flexibleLeftMargin))\(flag(.flexibleWidth))\(flag(.flexibleRightMargin)) "
            + "v=\(flag(.flexibleTopMargin))\(flag(.flexibleHeight))\(flag(.flexibleBottomMargin))"
    }

    private func ambiguity(_ item: Int, _ what: String) -> Diagnostic {
        Diagnostic(
            .warning, "'\(name(item))' has an ambiguous \(what) on \(screen.name): its constraints do not fix it",
            at: place(ofItem: item), rule: .ambiguousLayout)
    }

    private func place(ofConstraint index: Int) -> Int {
        tree.constraints.indices.contains(index) ? tree.constraints[index].place : 0
    }

    private func place(ofItem item: Int) -> Int {
        places.indices.contains(item) ? places[item] : 0
    }

    /// A constraint as Xcode names it: `Title.leading = Safe Area.leading + 20`, `Box.width = 100`,
    /// `Banner.width = 2 × Banner.height`, with a priority other than required after `@`
    /// (`@750`, and `@1500` for one UIKit does not take).
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
            let multiplier = constraint.multiplier == 1 ? "" : "\(Self.number(constraint.multiplier)) × "
            text += " \(multiplier)\(name(second)).\(Self.spelling(constraint.secondAttribute))"
            text += Self.signed(constraint.constant)
        } else {
            text += " \(Self.number(constraint.constant))"
        }
        if constraint.priority != 1000 { text += " @\(Self.number(constraint.priority))" }
        return text
    }

    private func name(_ item: Int) -> String {
        tree.items.indices.contains(item) ? tree.items[item].name : "item \(item)"
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A number as Xcode's inspectors show it: `0`, `20`, `0.5`, `-12.5`.
    static func number(_ value: Double) -> String {
        value.isFinite ? DecimalText.shortest(value) : "\(value)"
    }

    /// ` + 20`, ` - 8`, or nothing for 0: a constant after a term.
    private static func signed(_ constant: Double) -> String {
        constant == 0 ? "" : " \(constant < 0 ? "-" : "+") \(number(abs(constant)))"
    }

    /// An attribute as Xcode writes it.
    static func spelling(_ attribute: LayoutAttribute) -> String {
        XIBLayoutReader.attributes.first { $0.value == attribute && $0.key != "baseline" }?.key ?? "notAnAttribute"
    }
}
