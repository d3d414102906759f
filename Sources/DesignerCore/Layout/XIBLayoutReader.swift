import Inspectable
import Layout

/// Reads one scene of an Interface Builder document into the tree UIKit's layout engine works
/// on, for the size classes of one screen.
///
/// Item `i` is the document's view `i` (`Document.allViews`); the layout guides follow: the
/// views' `<viewLayoutGuide>`s (the safe area, a scroll view's content and frame guides, guides
/// of their own), then the view controller's legacy top and bottom guides. Constraints are read
/// from every `<constraints>` of the scene, as installed on the screen's size classes. A
/// placeholder constraint (`placeholder="YES"`, "Remove at build time") is removed when the app
/// is built but holds on Interface Builder's canvas, which places the views it names by it and
/// saves their frames so (a view 50 points from its superview's top by a placeholder alone is
/// saved at y 50; a scroll view pinned to a container by four placeholders is saved at the
/// container's width): it is kept on the document's own device.
struct XIBLayoutReader {
    let document: Document
    let xml: XMLSyntax
    let variations: XIBVariations
    /// Whether placeholder constraints hold, as on the canvas.
    let keepsPlaceholders: Bool
    /// The project's font files, for text in the fonts they hold.
    let fonts: ProjectFonts?
    private(set) var items: [LayoutItem] = []
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Where each item is written: a view's or a guide's element.
    private(set) var places: [Int] = []
    /// Items by the object id the document gives them.
    private var itemsByID: [String: Int] = [:]
    /// The items that a constraint installed on this screen names, read or not.
    private var namedItems: Set<Int> = []
    /// Views a variation, or `installed="NO"`, leaves out of the hierarchy on this screen.
    private var uninstalled: Set<Int> = []

    /// A scene's tree, where each of its items is written, and the problems of constraints
    /// that could not be read.
    struct Reading {
        let tree: LayoutTree
        let places: [Int]
        let diagnostics: [Diagnostic]
    }

    /// The tree of `document`, an Interface Builder scene, on a screen of these size classes and
    /// this text size; with its placeholder constraints on the canvas (`keepsPlaceholders`),
    /// without them as built.
    static func tree(
        of document: Document, syntax: XIBDocumentSyntax, horizontal: SizeClass, vertical: SizeClass,
        contentSize: ContentSizeCategory = .large, keepsPlaceholders: Bool = false, fonts: ProjectFonts? = nil
    ) -> Reading {
        let xml = syntax.file.xml
        var reader = XIBLayoutReader(
            document: document, xml: xml,
            variations: XIBVariations(xml: xml, horizontal: horizontal, vertical: vertical, contentSize: contentSize),
            keepsPlaceholders: keepsPlaceholders, fonts: fonts)
        reader.readViews()
        reader.readGuides()
        reader.readConstraints()
        reader.fixUnconstrainedViews()
        return Reading(
            tree: LayoutTree(items: reader.items, constraints: reader.constraints), places: reader.places,
            diagnostics: reader.diagnostics)
    }

    private init(
        document: Document, xml: XMLSyntax, variations: XIBVariations, keepsPlaceholders: Bool, fonts: ProjectFonts?
    ) {
        (self.document, self.xml, self.variations) = (document, xml, variations)
        (self.keepsPlaceholders, self.fonts) = (keepsPlaceholders, fonts)
    }

    /// How a message names a view: its label, else its class and id.
    static func name(of view: ViewNode) -> String {
        view.label ?? "\(view.className) (\(view.id ?? "no id"))"
    }

    private mutating func readViews() {
        let views = document.allViews
        var parents: [Int?] = Array(repeating: nil, count: views.count)
        var open: [Int] = []
        for view in views {
            while let last = open.last, views[last].descendantsEnd <= view.index { open.removeLast() }
            parents[view.index] = open.last
            open.append(view.index)
            if let parent = open.dropLast().last, uninstalled.contains(parent) || !isInstalled(view, in: parent) {
                uninstalled.insert(view.index)
            }
        }
        let properties = XIBViewLayoutReader(xml: xml, variations: variations, document: document, fonts: fonts)
        for view in views {
            let element = view.node
            let isRemoved = uninstalled.contains(view.index)
            var layout = properties.layout(of: view, parent: parents[view.index].map { views[$0] })
            if isRemoved {
                // Out of the hierarchy: nothing places it, and it takes no room.
                layout.translatesAutoresizingMaskIntoConstraints = true
                layout.autoresizingMask = []
            }
            if case .stack(var stack) = layout.role {
                stack.arrangedSubviews = document.subviews(of: view).map(\.index).filter { !uninstalled.contains($0) }
                layout.role = .stack(stack)
            }
            var saved = view.frame
            if let parent = parents[view.index], xml.child(of: element, named: "rect", key: "frame") == nil,
                xml.hasAttribute(element, "key", equalTo: "contentView")
            {
                // Older Xcodes write no frame for a cell's content view that fills the cell.
                saved = Rect(x: 0, y: 0, width: views[parent].frame.width, height: views[parent].frame.height)
            }
            items.append(
                LayoutItem(
                    kind: .view, parent: parents[view.index], id: view.id, name: Self.name(of: view),
                    savedFrame: saved, isMisplaced: xml.hasAttribute(element, "misplaced", equalTo: "YES"),
                    isHidden: isRemoved || properties.isHidden(view), view: layout))
            places.append(view.place.start)
            if let id = view.id { itemsByID[id] = view.index }
        }
    }

    /// Interface Builder's build-time constraints: a view it archives as placed by constraints
    /// (`translatesAutoresizingMaskIntoConstraints="NO"`) that no constraint names gets
    /// constraints when the app is built that hold it at its saved frame in its superview.
    private mutating func fixUnconstrainedViews() {
        for index in document.allViews.indices where index > 0 && !namedItems.contains(index) {
            guard !items[index].view.translatesAutoresizingMaskIntoConstraints,
                let parent = items[index].parent, !Self.arranges(items[parent].view.role)
            else { continue }
            // Constraints hold a view's alignment rectangle: the one its saved frame gives.
            let (saved, insets) = (items[index].savedFrame, items[index].view.alignmentRectInsets)
            let frame = Rect(
                x: saved.x + insets.left, y: saved.y + insets.top, width: saved.width - insets.left - insets.right,
                height: saved.height - insets.top - insets.bottom)
            let place = places[index]
            constraints += [
                LayoutConstraint(
                    firstItem: index, firstAttribute: .left, secondItem: parent, secondAttribute: .left,
                    constant: frame.x, place: place),
                LayoutConstraint(
                    firstItem: index, firstAttribute: .top, secondItem: parent, secondAttribute: .top,
                    constant: frame.y, place: place),
                LayoutConstraint(firstItem: index, firstAttribute: .width, constant: frame.width, place: place),
                LayoutConstraint(firstItem: index, firstAttribute: .height, constant: frame.height, place: place),
            ]
        }
    }

    /// Whether a view of this role places its subviews itself, as a stack view its arranged ones.
    private static func arranges(_ role: ViewRole) -> Bool {
        if case .stack = role { return true }
        return false
    }

    /// Whether `view` is among its superview's subviews on this screen.
    private func isInstalled(_ view: ViewNode, in parent: Int) -> Bool {
        let installed = !xml.hasAttribute(view.node, "installed", equalTo: "NO")
        guard let id = view.id else { return installed }
        return variations.isInstalled(
            id, maskedBy: document.allViews[parent].node, mask: "subviews", installedByDefault: installed)
    }

    /// The views' layout guides, then the view controller's.
    private mutating func readGuides() {
        for view in document.allViews {
            for child in xml.children(of: view.node) where xml.isElement(child, named: "viewLayoutGuide") {
                let (kind, name): (LayoutGuideKind, String) =
                    switch xml.attribute(child, "key") {
                    case "safeArea": (.safeArea, "Safe Area")
                    case "contentLayoutGuide": (.contentLayout, "Content Layout Guide")
                    case "frameLayoutGuide": (.frameLayout, "Frame Layout Guide")
                    default: (.custom, xml.attribute(child, "userLabel") ?? "Layout Guide")
                    }
                addGuide(child, kind: kind, name: name, owner: view.index)
            }
        }
        guard let controller = parentElement(of: document.root.node),
            xml.name(of: controller).hasSuffix("Controller"),
            let guides = xml.child(of: controller, named: "layoutGuides")
        else { return }
        for guide in xml.children(of: guides) where xml.isElement(guide, named: "viewControllerLayoutGuide") {
            switch xml.attribute(guide, "type") {
            case "top": addGuide(guide, kind: .topLayoutGuide, name: "Top Layout Guide", owner: 0)
            case "bottom": addGuide(guide, kind: .bottomLayoutGuide, name: "Bottom Layout Guide", owner: 0)
            default: continue
            }
        }
    }

    private mutating func addGuide(_ element: Int, kind: LayoutGuideKind, name: String, owner: Int) {
        let id = xml.attribute(element, "id")
        if let id { itemsByID[id] = items.count }
        let frame = Rect(x: 0, y: 0, width: 0, height: 0)
        items.append(LayoutItem(kind: .guide(kind), parent: owner, id: id, name: name, savedFrame: frame))
        places.append(xml.elements[element].start)
    }

    /// The element `element` is directly inside.
    private func parentElement(of element: Int) -> Int? {
        var candidate = element - 1
        while candidate >= 0 {
            if xml.elements[candidate].after > element { return candidate }
            candidate -= 1
        }
        return nil
    }

    private mutating func readConstraints() {
        for view in document.allViews {
            guard let block = xml.child(of: view.node, named: "constraints") else { continue }
            for element in xml.children(of: block) where xml.isElement(element, named: "constraint") {
                // Each attribute's position, found in one pass: a scene has thousands of constraints.
                var written: [String: Int] = [:]
                for index in xml.elements[element].attributes { written[xml.attributeName(index)] = index }
                let constraint = Written(element: element, indices: written)
                guard keepsPlaceholders || text("placeholder", of: constraint) != "YES" else { continue }
                let installedByDefault = text("installed", of: constraint) != "NO"
                let installed =
                    text("id", of: constraint).map {
                        variations.isInstalled(
                            $0, maskedBy: view.node, mask: "constraints", installedByDefault: installedByDefault)
                    } ?? installedByDefault
                guard installed else { continue }
                for (item, attribute) in [("firstItem", "firstAttribute"), ("secondItem", "secondAttribute")]
                where constraint.indices[attribute] != nil {
                    let named = text(item, of: constraint).map { itemsByID[$0] } ?? view.index
                    if let named { namedItems.insert(named) }
                }
                if let read = readConstraint(constraint, holder: view.index) { constraints.append(read) }
            }
        }
    }

    /// The constraint `element` of the view `holder`'s `<constraints>`, or `nil` with a
    /// diagnostic when UIKit could not load it, or when it involves a view left out on this screen.
    private mutating func readConstraint(_ element: Written, holder: Int) -> LayoutConstraint? {
        guard let first = item("firstItem", of: element, holder: holder),
            let firstAttribute = attribute("firstAttribute", of: element)
        else { return nil }
        var second: Int?
        var secondAttribute = LayoutAttribute.notAnAttribute
        if element.indices["secondAttribute"] != nil {
            guard let found = item("secondItem", of: element, holder: holder),
                let attribute = attribute("secondAttribute", of: element)
            else { return nil }
            (second, secondAttribute) = (found, attribute)
        }
        guard !uninstalled.contains(first), second.map({ !uninstalled.contains($0) }) ?? true else { return nil }
        let relation: LayoutRelation
        switch text("relation", of: element) {
        case nil: relation = .equal
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case let other?:
            invalid(element, "relation", "\(Printable.quoted(other)) is no relation")
            return nil
        }
        guard let multiplier = number("multiplier", of: element, default: 1, parse: Self.multiplier),
            let constant = number("constant", of: element, default: 0, parse: XIBScalar.decimal),
            let priority = number("priority", of: element, default: 1000, parse: XIBScalar.decimal)
        else { return nil }
        return LayoutConstraint(
            id: text("id", of: element), firstItem: first, firstAttribute: firstAttribute, relation: relation,
            secondItem: second, secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority, place: xml.elements[element.element].start)
    }

    /// The item the constraint's `firstItem` or `secondItem` names: the view that holds the
    /// constraint when it names none; `nil` with a diagnostic when it names no item of the scene.
    private mutating func item(_ name: String, of element: Written, holder: Int) -> Int? {
        guard let index = element.indices[name] else { return holder }
        let id = xml.value(of: index)
        guard let item = itemsByID[id] else {
            let offset = xml.attributes[index].value.lowerBound
            // An object designer does not read as a view (a SpriteKit view) is still one UIKit loads.
            let scene = document.root.node..<xml.elements[document.root.node].after
            if let object = scene.first(where: { xml.hasAttribute($0, "id", equalTo: id) }) {
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "the constraint's \(name) \(Printable.quoted(id)) is a <\(xml.name(of: object))>, which designer does not lay out; the constraint is left out",
                        at: offset, rule: .invalidConstraint))
            } else {
                diagnostics.append(
                    .error(
                        "the constraint's \(name) \(Printable.quoted(id)) is no view or layout guide of the scene; UIKit cannot load it",
                        at: offset, rule: .invalidConstraint))
            }
            return nil
        }
        return item
    }

    /// A constraint element, with the positions of the attributes it writes by name.
    private struct Written {
        let element: Int
        let indices: [String: Int]
    }

    /// The constraint's attribute `name` on this screen: a variation's that writes it, else its own.
    private func text(_ name: String, of constraint: Written) -> String? {
        if !xml.elements[constraint.element].isEmptyTag, let varied = variations.attribute(constraint.element, name) {
            return varied
        }
        return constraint.indices[name].map { xml.value(of: $0) }
    }

    /// Xcode's spelling of a multiplier: a number, or a ratio `16:9` (or `1/3`) of two.
    static func multiplier(_ text: String) -> Double? {
        for separator: Character in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = XIBScalar.decimal(String(parts[0])),
                let denominator = XIBScalar.decimal(String(parts[1])), denominator != 0
            else { return nil }
            return numerator / denominator
        }
        return XIBScalar.decimal(text)
    }

    private mutating func number(
        _ name: String, of element: Written, default value: Double, parse: (String) -> Double?
    ) -> Double? {
        guard let text = text(name, of: element) else { return value }
        guard let number = parse(text) else {
            invalid(element, name, "\(Printable.quoted(text)) is not a number")
            return nil
        }
        return number
    }

    private mutating func attribute(_ name: String, of element: Written) -> LayoutAttribute? {
        let text = element.indices[name].map { xml.value(of: $0) } ?? ""
        guard let attribute = Self.attributes[text] else {
            invalid(element, name, "\(Printable.quoted(text)) is no layout attribute")
            return nil
        }
        return attribute
    }

    private mutating func invalid(_ element: Written, _ name: String, _ problem: String) {
        let offset = variations.attributeOffset(element.element, name) ?? xml.elements[element.element].start
        diagnostics.append(
            .error("the constraint's \(name) \(problem); UIKit cannot load it", at: offset, rule: .invalidConstraint))
    }

    /// Layout attributes as Xcode spells them: `baseline` is the last baseline.
    static let attributes: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
}
