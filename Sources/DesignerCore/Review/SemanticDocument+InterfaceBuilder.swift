import Inspectable

extension SemanticDocument {
    /// Reads an Interface Builder document: every element with an id is an object; the others
    /// are its properties, flattened to `key = value` lines (`frame = (0, 0, 320, 44)`,
    /// `normal.title = "Save"`, `runtime.cornerRadius = 8`), except its constraints and
    /// connections. The tools version, `<dependencies>` and `<resources>` are left out: Xcode
    /// writes and derives them.
    static func readInterfaceBuilder(_ source: SourceText) throws(SemanticReadError) -> SemanticDocument {
        let xml: XMLSyntax
        do {
            xml = try XMLSyntax(parsing: source)
        } catch {
            throw SemanticReadError(message: error.message, offset: error.offset, rule: .xmlSyntax)
        }
        // Any Interface Builder document reads: iOS's, and the macOS storyboards of the same repositories.
        let documentType = "com.apple.InterfaceBuilder3."
        guard xml.isElement(xml.root, named: "document"),
            xml.attribute(xml.root, "type")?.hasPrefix(documentType) == true
        else {
            throw SemanticReadError(
                message: "not an Interface Builder document: its root is not <document type=\"\(documentType)…\">",
                offset: xml.elements[xml.root].start, rule: .invalidDocument)
        }
        var reader = InterfaceBuilderReader(xml: xml)
        reader.readDocument()
        return SemanticDocument(format: .interfaceBuilder, objects: reader.objects)
    }
}

/// Reads the objects of an Interface Builder document's XML into `SemanticObject`s.
private struct InterfaceBuilderReader {
    let xml: XMLSyntax
    var objects: [SemanticObject] = []
    /// The names of the attributes, made once each.
    let names: XMLAttributeNames

    /// The document's attributes that only say which Xcode wrote it.
    static let toolAttributes: Set<String> = ["toolsVersion", "version", "systemVersion"]
    /// The document's children Xcode writes for itself: the tools and capabilities the
    /// document needs, the resources it derives from the objects and the asset catalogs, and
    /// what it last drew of the project's `@IBDesignable` classes.
    static let derivedElements: Set<String> = ["dependencies", "resources", "designables"]
    /// Elements that only hold a list of objects, so that an empty one is no property.
    static let objectLists: Set<String> = [
        "subviews", "items", "constraints", "connections", "gestureRecognizers", "cells", "segments",
        "userDefinedRuntimeAttributes", "barButtonItems", "rightBarButtonItems", "leftBarButtonItems",
    ]
    /// Properties of where Xcode's canvas shows an object, which no app sees.
    static let canvasKeys: Set<String> = ["canvasLocation"]
    /// Elements whose children are a set, whatever order Xcode writes them in: the constraints
    /// a size class's variation leaves out (`<mask key="constraints"><exclude reference=…/>`).
    static let unorderedElements: Set<String> = ["mask"]
    /// Elements with an `id` that are values rather than objects: the device the document is
    /// shown on in Xcode's canvas.
    static let valueElements: Set<String> = ["device", "adaptation"]
    /// Elements whose attributes make one value together, shown on one line: `fontDescription =
    /// pointSize: 17, type: system`. Those of other elements are lines of their own.
    static let compactElements: Set<String> = [
        "fontDescription", "font", "autoresizingMask", "frame", "imageReference", "preferredSymbolConfiguration",
    ]
    /// Attributes that hold text a person wrote, always shown quoted and never read as numbers.
    static let textAttributes: Set<String> = [
        "text", "title", "placeholder", "userLabel", "headerTitle", "footerTitle", "label", "hint", "content",
        "prompt", "backButtonTitle", "identifier", "restorationIdentifier", "storyboardIdentifier",
        "reuseIdentifier", "accessibilityIdentifier", "image", "highlightedImage", "selectedImage",
        "backgroundImage", "catalog", "title.text",
    ]

    init(xml: XMLSyntax) {
        self.xml = xml
        names = XMLAttributeNames(xml: xml) { Self.textAttributes.contains($0) }
        objects.reserveCapacity(xml.elements.count / 4)
    }

    mutating func readDocument() {
        let root = xml.root
        var properties: [SemanticProperty] = []
        for index in xml.elements[root].attributes {
            let (name, isText) = names.name(of: index)
            if Self.toolAttributes.contains(name) { continue }
            properties.append(SemanticProperty(key: name, value: value(isText, xml.value(of: index))))
        }
        objects.append(SemanticObject(id: "document", kind: "document", name: nil, slot: "", parent: nil))
        objects[0].properties = properties
        for child in xml.children(of: root) {
            let name = xml.name(of: child)
            if Self.derivedElements.contains(name) { continue }
            readChild(child, of: 0, owner: root, path: "", key: nil)
        }
        objects[0].properties.sort { $0.key < $1.key }
    }

    /// Reads the object `element` into `parent`, held at `slot`.
    private mutating func readObject(_ element: Int, id: String, parent: Int, slot: String) {
        let index = objects.count
        let elementName = xml.name(of: element)
        var kind = elementName
        if let customClass = xml.attribute(element, "customClass") { kind += " " + customClass }
        objects.append(
            SemanticObject(id: id, kind: kind, name: name(of: element, elementName), slot: slot, parent: parent))
        defer { if elementName == "scene" { nameScene(index) } }
        objects[parent].children.append(index)
        var properties: [SemanticProperty] = []
        for attribute in xml.elements[element].attributes {
            let (name, isText) = names.name(of: attribute)
            switch name {
            case "id", "sceneID", "key", "customClass": continue
            default: properties.append(SemanticProperty(key: name, value: value(isText, xml.value(of: attribute))))
            }
        }
        objects[index].properties = properties
        readChildren(of: element, into: index, owner: element, path: "")
        objects[index].properties.sort { $0.key < $1.key }
    }

    /// Names a scene without a label of its own after its view controller: the controller's
    /// name, else its custom class.
    private mutating func nameScene(_ scene: Int) {
        guard objects[scene].name == nil else { return }
        for child in objects[scene].children where !objects[child].kind.hasPrefix("placeholder") {
            let kind = objects[child].kind
            guard objects[child].name != nil || kind.contains(" ") else { continue }
            objects[scene].name = objects[child].name ?? kind.split(separator: " ").last.map(String.init)
            return
        }
    }

    /// What a reader calls the object: its label in the outline, its text or title, the name of
    /// the placeholder, or the key of a layout guide (`safeArea`).
    private func name(of element: Int, _ elementName: String) -> String? {
        if let label = xml.attribute(element, "userLabel") { return label }
        if let text = xml.attribute(element, "text") ?? xml.attribute(element, "title") { return text }
        if elementName == "button", let title = buttonTitle(element) { return title }
        if let placeholder = xml.attribute(element, "placeholderIdentifier") { return placeholder }
        if elementName.hasSuffix("LayoutGuide") { return xml.attribute(element, "key") }
        return nil
    }

    /// A button's title in its normal state, or its configuration's.
    private func buttonTitle(_ button: Int) -> String? {
        for child in xml.children(of: button) {
            if xml.isElement(child, named: "state"), xml.attribute(child, "key") == "normal",
                let title = xml.attribute(child, "title")
            {
                return title
            }
            if xml.isElement(child, named: "buttonConfiguration"), let title = xml.attribute(child, "title") {
                return title
            }
        }
        return nil
    }

    /// Reads the children of `element` (the object `owner`'s element, or a property inside it)
    /// under `path`.
    private mutating func readChildren(of element: Int, into object: Int, owner: Int, path: String) {
        var children = xml.children(of: element)
        if Self.unorderedElements.contains(xml.name(of: element)) {
            children.sort { xml.attribute($0, "reference") ?? "" < xml.attribute($1, "reference") ?? "" }
        }
        // The name of each child that is no object; a name given to two or more is numbered:
        // `segments.segment[1].title`.
        let parts = children.map { isObject($0) ? nil : part(of: $0) }
        var counts: [String: Int] = [:]
        if parts.count > 1, hasRepeats(parts) {
            for case let part? in parts { counts[part, default: 0] += 1 }
        }
        var seen: [String: Int] = [:]
        for (child, part) in zip(children, parts) {
            var key = part
            if let part, (counts[part] ?? 0) > 1 {
                let number = seen[part, default: 0]
                seen[part] = number + 1
                key = part + "[\(number)]"
            }
            readChild(child, of: object, owner: owner, path: path, key: key)
        }
    }

    /// Whether a name is given twice; a few names are compared in place.
    private func hasRepeats(_ parts: [String?]) -> Bool {
        guard parts.count <= 16 else {
            let names = parts.compactMap { $0 }
            return Set(names).count < names.count
        }
        for (offset, part) in parts.enumerated() {
            guard let part else { continue }
            for other in parts[(offset + 1)...] where other == part { return true }
        }
        return false
    }

    private func isObject(_ element: Int) -> Bool {
        xml.attributeIndex(element, "id") != nil || xml.attributeIndex(element, "sceneID") != nil
    }

    /// A child's name in a property's key: its `key`, else its element name.
    private func part(of element: Int) -> String {
        xml.attribute(element, "key") ?? xml.name(of: element)
    }

    /// Reads `child` of the object `object` (whose element is `owner`) under `path`: an object,
    /// a constraint, a connection, runtime attributes, or a property named `key` (its key or
    /// element name, numbered if repeated).
    private mutating func readChild(_ child: Int, of object: Int, owner: Int, path: String, key: String?) {
        let elementName = xml.name(of: child)
        switch elementName {
        case "constraint":
            // A constraint of a size class's variation says which (`[heightClass=compact]`).
            let variation = path == "constraints" ? "" : path.replacingFirst(".constraints", with: "")
            objects[object].relations.append(constraint(child, owner: owner, variation: variation))
            return
        case "outlet", "outletCollection", "action", "segue":
            if path.isEmpty || path == "connections" {
                objects[object].relations.append(connection(child, elementName))
                return
            }
        case "userDefinedRuntimeAttributes":
            for attribute in xml.children(of: child) { runtimeAttribute(attribute, into: object) }
            return
        default: break
        }
        if !Self.valueElements.contains(elementName),
            let id = xml.attribute(child, "id") ?? xml.attribute(child, "sceneID")
        {
            let key = xml.attribute(child, "key")
            let slot = [path, key ?? ""].filter { !$0.isEmpty }.joined(separator: ".")
            readObject(child, id: id, parent: object, slot: slot)
            return
        }
        if let key = xml.attribute(child, "key"), Self.canvasKeys.contains(key) { return }
        let key = key ?? part(of: child)
        let fullKey = path.isEmpty ? key : path + "." + key
        if let value = leafValue(child, elementName) {
            objects[object].properties.append(SemanticProperty(key: fullKey, value: value))
            return
        }
        for attribute in xml.elements[child].attributes {
            let (name, isText) = names.name(of: attribute)
            if name == "key" { continue }
            objects[object].properties.append(
                SemanticProperty(key: fullKey + "." + name, value: value(isText, xml.value(of: attribute))))
        }
        readChildren(of: child, into: object, owner: owner, path: fullKey)
    }

    /// The one value of a property element without children, as one line: a rectangle as its
    /// four numbers, a color as one value, `nil`, a string's text; `nil` for an element with
    /// children, whose parts are lines of their own.
    private func leafValue(_ element: Int, _ elementName: String) -> String? {
        if xml.elements[element].after > element + 1 { return nil }
        switch elementName {
        case "rect": return numbers(element, ["x", "y", "width", "height"])
        case "point": return numbers(element, ["x", "y"])
        case "size": return numbers(element, ["width", "height"])
        case "inset": return numbers(element, ["minX", "minY", "maxX", "maxY"])
        case "range": return numbers(element, ["location", "length"])
        case "color": return color(element)
        case "nil": return "nil"
        case "string", "mutableString": return SemanticValue.quoted(xml.text(of: element))
        default: break
        }
        if Self.compactElements.contains(elementName) { return leafAttributes(element) }
        var pairs: [(String, String)] = []
        for attribute in xml.elements[element].attributes {
            let (name, isText) = names.name(of: attribute)
            if name == "key" { continue }
            pairs.append((name, value(isText, xml.value(of: attribute))))
        }
        if pairs.isEmpty {
            let text = xml.text(of: element)
            // An empty list of objects (`<items/>`) says no more than none at all.
            if text.isEmpty, Self.objectLists.contains(elementName) { return nil }
            return text.isEmpty ? "()" : SemanticValue.quoted(text)
        }
        if pairs.count == 1, pairs[0].0 == "value" { return pairs[0].1 }
        // Each attribute a line of its own: `normal.title = "Save"`.
        return nil
    }

    /// An attribute's value as a property shows it: quoted if it is text a person wrote.
    private func value(_ isText: Bool, _ text: String) -> String {
        SemanticValue.plain(text, isText: isText)
    }

    /// `(x, y, width, height)` and the like: the attributes `fields` as numbers, in that order;
    /// any other attribute after them.
    private func numbers(_ element: Int, _ fields: [String]) -> String {
        var values = [String](repeating: "0", count: fields.count)
        var others = ""
        for attribute in xml.elements[element].attributes {
            let name = names.name(of: attribute).name
            if let slot = fields.firstIndex(of: name) {
                values[slot] = SemanticValue.plain(xml.value(of: attribute))
            } else if name != "key" {
                others += ", " + name + ": " + SemanticValue.plain(xml.value(of: attribute))
            }
        }
        var text = "("
        for (offset, value) in values.enumerated() {
            if offset > 0 { text += ", " }
            text += value
        }
        return text + others + ")"
    }

    /// A color as one value: a system color's name, a named color, `#RRGGBB` with its alpha and
    /// color space, or a white level.
    private func color(_ element: Int) -> String {
        if let name = xml.attribute(element, "systemColor") ?? xml.attribute(element, "cocoaTouchSystemColor") {
            return name
        }
        if let name = xml.attribute(element, "name") { return "named " + SemanticValue.quoted(name) }
        func component(_ name: String) -> Double? { xml.attribute(element, name).flatMap { Double($0) } }
        let alpha = component("alpha") ?? 1
        let alphaText = alpha == 1 ? "" : " alpha " + SemanticValue.number((alpha * 1e4).rounded() / 1e4)
        var space = xml.attribute(element, "colorSpace") ?? ""
        if space == "custom" { space = xml.attribute(element, "customColorSpace") ?? space }
        if let red = component("red"), let green = component("green"), let blue = component("blue") {
            func hex(_ value: Double) -> String {
                let byte = Int((min(max(value, 0), 1) * 255).rounded())
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            let spaceText = space == "sRGB" || space.isEmpty ? "" : " (\(space))"
            return "#" + hex(red) + hex(green) + hex(blue) + alphaText + spaceText
        }
        if let white = component("white") {
            let spaceText = space == "genericGamma22GrayColorSpace" || space.isEmpty ? "" : " (\(space))"
            return "white " + SemanticValue.number((white * 1e4).rounded() / 1e4) + alphaText + spaceText
        }
        return leafAttributes(element)
    }

    /// Every attribute but `key`, sorted: `name: value, …`.
    private func leafAttributes(_ element: Int) -> String {
        var pairs: [(String, String)] = []
        for attribute in xml.elements[element].attributes {
            let (name, isText) = names.name(of: attribute)
            if name != "key" { pairs.append((name, value(isText, xml.value(of: attribute)))) }
        }
        return pairs.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
    }

    /// `runtime.<keyPath> = value`, from a `<userDefinedRuntimeAttribute>`.
    private mutating func runtimeAttribute(_ element: Int, into object: Int) {
        let keyPath = xml.attribute(element, "keyPath") ?? "?"
        let type = xml.attribute(element, "type") ?? ""
        let isText = type == "string" || type == "localizedString"
        var value: String
        if let written = xml.attribute(element, "value") {
            value = SemanticValue.plain(written, isText: isText)
        } else if let child = xml.child(of: element, named: "color", key: "value") {
            value = color(child)
        } else if let child = xml.children(of: element).first {
            value = leafValue(child, xml.name(of: child)) ?? leafAttributes(child)
        } else {
            value = type == "nil" ? "nil" : ""
        }
        if isText, !value.hasPrefix("\"") { value = SemanticValue.quoted(value) }
        objects[object].properties.append(SemanticProperty(key: "runtime." + keyPath, value: value))
    }

    /// A constraint as a line: `first.leading = second.leading × 2 + 20 @750 "identifier"`;
    /// the first item is the view that holds it when it names none.
    private func constraint(_ element: Int, owner: Int, variation: String) -> SemanticRelation {
        var parts: [SemanticRelation.Part] = []
        let first = xml.attribute(element, "firstItem") ?? xml.attribute(owner, "id") ?? "?"
        parts.append(.object(first))
        parts.append(.text("." + (xml.attribute(element, "firstAttribute") ?? "?")))
        let relation =
            switch xml.attribute(element, "relation") {
            case "greaterThanOrEqual": " ≥ "
            case "lessThanOrEqual": " ≤ "
            default: " = "
            }
        parts.append(.text(relation))
        let constant = xml.attribute(element, "constant").map { SemanticValue.plain($0) } ?? "0"
        if let secondAttribute = xml.attribute(element, "secondAttribute") {
            parts.append(.object(xml.attribute(element, "secondItem") ?? xml.attribute(owner, "id") ?? "?"))
            var text = "." + secondAttribute
            if let multiplier = xml.attribute(element, "multiplier").map(SemanticValue.multiplier), multiplier != "1" {
                text += " × " + multiplier
            }
            if constant != "0" { text += constant.hasPrefix("-") ? " - " + constant.dropFirst() : " + " + constant }
            parts.append(.text(text))
        } else {
            parts.append(.text(constant))
        }
        var tail = ""
        if let priority = xml.attribute(element, "priority").map({ SemanticValue.plain($0) }), priority != "1000" {
            tail += " @" + priority
        }
        if let identifier = xml.attribute(element, "identifier") { tail += " " + SemanticValue.quoted(identifier) }
        let known: Set<String> = [
            "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "constant",
            "priority", "identifier",
        ]
        let others = otherAttributes(element, except: known)
        if !others.isEmpty { tail += " (" + others + ")" }
        if !variation.isEmpty { tail += " [" + variation + "]" }
        if !tail.isEmpty { parts.append(.text(tail)) }
        return SemanticRelation(kind: .constraint, id: xml.attribute(element, "id"), parts: parts)
    }

    /// A connection as a line: `outlet titleLabel → "Title"`, `action save: ← touchUpInside →
    /// "File's Owner"`, `segue show → "Detail"`.
    private func connection(_ element: Int, _ elementName: String) -> SemanticRelation {
        var parts: [SemanticRelation.Part] = [.text(elementName)]
        var known: Set<String> = ["id", "destination"]
        switch elementName {
        case "action":
            parts.append(.text(" " + (xml.attribute(element, "selector") ?? "?")))
            if let event = xml.attribute(element, "eventType") { parts.append(.text(" ← " + event)) }
            known.formUnion(["selector", "eventType"])
        case "segue":
            parts.append(.text(" " + (xml.attribute(element, "kind") ?? "?")))
            if let relationship = xml.attribute(element, "relationship") { parts.append(.text(" " + relationship)) }
            known.formUnion(["kind", "relationship"])
        default:
            parts.append(.text(" " + (xml.attribute(element, "property") ?? "?")))
            known.insert("property")
        }
        if let destination = xml.attribute(element, "destination") {
            parts.append(.text(" → "))
            parts.append(.object(destination))
        }
        let others = otherAttributes(element, except: known)
        if !others.isEmpty { parts.append(.text(" (" + others + ")")) }
        return SemanticRelation(kind: .connection, id: xml.attribute(element, "id"), parts: parts)
    }

    /// The element's attributes but `known`, sorted: `name: value, …`.
    private func otherAttributes(_ element: Int, except known: Set<String>) -> String {
        var pairs: [(String, String)] = []
        for attribute in xml.elements[element].attributes {
            let (name, isText) = names.name(of: attribute)
            if !known.contains(name) { pairs.append((name, value(isText, xml.value(of: attribute)))) }
        }
        return pairs.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
    }
}
