import Inspectable

/// Writes the changes of one view element as patches, in Xcode's spelling.
struct XIBViewWriter {
    let file: XIBFile
    let element: Int
    var patches: XMLPatches

    private var xml: XMLSyntax { file.xml }
    /// Xcode's order of the element's attributes and children.
    private var attributeOrder: [String] { XIBElementOrder.attributes(of: xml.name(of: element)) }
    private var childOrder: [String] { XIBElementOrder.children(of: xml.name(of: element)) }

    init(file: XIBFile, element: Int, patches: XMLPatches) {
        (self.file, self.element, self.patches) = (file, element, patches)
    }

    mutating func write(_ changes: XIBDocumentEditor.ViewChanges) {
        // XML cannot hold a control character, escaped or not.
        for change in changes.attributes {
            if case .string(let text)? = change.value, let scalar = XMLText.unwritableCharacter(in: text) {
                patches.problems.append(
                    "\(change.name) holds U+\(String(scalar.value, radix: 16, uppercase: true)), which an XML document cannot hold"
                )
                return
            }
        }
        if let className = changes.className { writeClass(className) }
        if let frame = changes.frame { writeFrame(frame) }
        let properties = XIBProperties.of(xml.name(of: element))
        var runtime: [(name: String, value: JSONValue?, typeName: String?)] = []
        var font: (size: JSONValue??, weight: JSONValue??) = (nil, nil)
        var button: (title: JSONValue??, color: JSONValue??) = (nil, nil)
        for change in changes.attributes {
            let canonical = KeyPathAliases.attributeName(change.name)
            guard let property = properties.first(where: { $0.name == canonical }) else {
                runtime.append(change)
                continue
            }
            switch property.form {
            case .fontSize: font.size = .some(change.value)
            case .fontWeight: font.weight = .some(change.value)
            case .buttonTitle: button.title = .some(change.value)
            case .buttonTitleColor: button.color = .some(change.value)
            default: write(property, change.value, typeName: change.typeName)
            }
        }
        if font.size != nil || font.weight != nil { writeFont(size: font.size, weight: font.weight) }
        if button.title != nil || button.color != nil { writeButton(title: button.title, color: button.color) }
        if !runtime.isEmpty { writeRuntime(runtime) }
    }

    private mutating func cannot(_ name: String, _ value: JSONValue?) {
        let what = value.map { "\(name) = \($0.serialized)" } ?? "removing \(name)"
        patches.problems.append("\(what) cannot be written in an Interface Builder document")
    }

    /// `text` as the content of an element, its line breaks those of the file: XML reads a
    /// carriage return and line feed in text as a line feed.
    private func content(_ text: String) -> String {
        let escaped = XMLText.escapedContent(text)
        let lineBreak = xml.source.lineBreak
        return lineBreak == "\n"
            ? escaped : escaped.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak)
    }

    // MARK: - Identity and size

    /// Sets the custom class, or removes it for the element's own UIKit class. A Swift class gets
    /// the module the file's other custom classes name, as Xcode writes `customModule`.
    private mutating func writeClass(_ name: String) {
        let elementName = xml.name(of: element)
        let standard = XIBViewKinds.classes[elementName] ?? XIBObjectKinds.standardClass(of: elementName)
        if standard == name || (standard == View.className && name == "UIView") {
            for attribute in ["customClass", "customModule", "customModuleProvider"] {
                patches.removeAttribute(attribute, of: element)
            }
            return
        }
        if Set(XIBViewKinds.classes.values).contains(name) {
            let own = standard.map { $0 == View.className ? "UIView" : $0 } ?? elementName
            patches.problems.append(
                "a <\(elementName)> is a \(own) or a subclass of it; it cannot become a \(name == View.className ? "UIView" : name)"
            )
            return
        }
        guard xml.attributeIndex(element, "customClass") == nil, xml.attributeIndex(element, "customModule") == nil,
            let module = moduleOfOtherCustomClasses()
        else {
            patches.setAttribute("customClass", to: name, of: element, order: attributeOrder)
            return
        }
        patches.setAttribute(
            "customClass",
            to: XMLText.escaped(name) + "\" customModule=\"" + module + "\" customModuleProvider=\"target", of: element,
            order: attributeOrder, escaped: false)
    }

    /// The `customModule` the file's custom classes name, if any does.
    private func moduleOfOtherCustomClasses() -> String? {
        for index in xml.elements.indices {
            if let module = xml.attribute(index, "customModule") { return XMLText.escaped(module) }
        }
        return nil
    }

    private mutating func writeFrame(_ frame: Rect) {
        let values = [frame.x, frame.y, frame.width, frame.height]
        guard let rect = xml.child(of: element, named: "rect", key: "frame") else {
            let fields = zip(Rect.fieldNames, values).map { "\($0)=\"\(XIBColor.number($1))\"" }
            patches.insertChild(
                "<rect key=\"frame\" \(fields.joined(separator: " "))/>", as: "rect[frame]", in: element,
                order: childOrder)
            return
        }
        for (name, value) in zip(Rect.fieldNames, values) {
            if let written = xml.attribute(rect, name).flatMap(Double.init), written == value { continue }
            patches.setAttribute(name, to: XIBColor.number(value), of: rect)
        }
    }

    // MARK: - Standard properties

    private mutating func write(_ property: XIBProperty, _ value: JSONValue?, typeName: String?) {
        // The value UIKit gives what the file leaves out is written by leaving it out, as Xcode does.
        let value = value.flatMap { property.isLeftOut($0) ? nil : $0 }
        switch property.form {
        case .attribute(let attribute, let scalar):
            guard let value else {
                patches.removeAttribute(attribute, of: element)
                if attribute == "text", let text = xml.child(of: element, named: "string", key: "text") {
                    patches.replace(patches.lineRange(of: text), with: "")
                }
                return
            }
            guard let text = scalar.written(value, typeName: typeName) else { return cannot(property.name, value) }
            if attribute == "text", xml.child(of: element, named: "attributedString", key: "attributedText") != nil {
                patches.problems.append(
                    "the text is attributed text, which designer cannot write yet; edit it in Xcode")
                return
            }
            let lines = text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
            if attribute == "text", lines, let element = xml.child(of: self.element, named: "string", key: "text") {
                let range = xml.elements[element].startTagEnd..<xml.elements[element].contentEnd
                patches.replace(range, with: content(text))
            } else if attribute == "text", lines {
                // Xcode writes text of several lines as an element, its line breaks as they are.
                patches.removeAttribute(attribute, of: element)
                patches.insertChild(
                    "<string key=\"text\">\(content(text))</string>", as: "string[text]", in: element,
                    order: childOrder)
            } else {
                // Text of one line is an attribute again.
                if attribute == "text", let text = xml.child(of: element, named: "string", key: "text") {
                    patches.replace(patches.lineRange(of: text), with: "")
                }
                patches.setAttribute(attribute, to: text, of: element, order: attributeOrder)
            }
        case .color(let key):
            writeColor(key, value, in: element, name: property.name)
        case .buttonTitle, .buttonTitleColor, .fontSize, .fontWeight:
            cannot(property.name, value)
        case .segments:
            writeSegments(value)
        }
    }

    /// Writes a button's title and title color: in its configuration (iOS 15) where it has one,
    /// else in its `<state key="normal">`, which is written again whole as Xcode writes it: the
    /// title an attribute (an element when it has several lines), the color an element, empty
    /// `<state …/>` self-closed, and gone when it holds nothing.
    private mutating func writeButton(title: JSONValue??, color: JSONValue??) {
        for (name, value) in [("title", title), ("titleColor", color)] {
            guard case .some(.some(let value)) = value else { continue }
            guard case .string = value else { return cannot(name, value) }
        }
        if let configuration = xml.child(of: element, named: "buttonConfiguration", key: "configuration") {
            if let title {
                if case .string(let text)? = title {
                    patches.setAttribute("title", to: text, of: configuration)
                } else {
                    // The title a state also names would show again.
                    patches.removeAttribute("title", of: configuration)
                    if let state = xml.child(of: element, named: "state", key: "normal") {
                        patches.removeAttribute("title", of: state)
                    }
                }
            }
            // A state's title color is what the button reads first.
            if let color, let state = xml.child(of: element, named: "state", key: "normal"),
                xml.child(of: state, named: "color", key: "titleColor") != nil
            {
                writeColor("titleColor", color, in: state, name: "titleColor")
            } else if let color {
                writeColor("baseForegroundColor", color, in: configuration, name: "titleColor")
            }
            return
        }
        let state = xml.child(of: element, named: "state", key: "normal")
        let lineBreak = xml.source.lineBreak
        let indent = state.flatMap { patches.indentation(of: $0) } ?? patches.childIndentation(of: element)
        let inner = indent + patches.indentationStep
        let children = state.map { xml.children(of: $0) } ?? []
        if let state, !patches.holdsOnly(children, state) {
            return patches.problems.append(
                "the button's <state key=\"normal\"> holds more than elements; edit it in Xcode")
        }
        // The title as it is to be written: `nil` for none.
        var newTitle: String?
        if let title {
            if case .string(let text)? = title { newTitle = text }
        } else if let state {
            newTitle =
                xml.attribute(state, "title")
                ?? xml.child(of: state, named: "string", key: "title").map { xml.text(of: $0) }
        }
        if newTitle == "" { newTitle = nil }
        let multiline = newTitle?.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } ?? false
        var attributes = ["key=\"normal\""]
        if let newTitle, !multiline { attributes.append("title=\"\(XMLText.escaped(newTitle))\"") }
        if let state {
            for index in xml.elements[state].attributes {
                let name = xml.attributeName(index)
                guard name != "key", name != "title" else { continue }
                let range = xml.attributes[index].name.lowerBound..<(xml.attributes[index].value.upperBound + 1)
                attributes.append(String(decoding: patches.bytes[range], as: UTF8.self))
            }
        }
        var inside: [String] = []
        if let newTitle, multiline { inside.append("<string key=\"title\">\(content(newTitle))</string>") }
        var colorWritten = false
        func newColor() -> String? {
            colorWritten = true
            guard case .string(let text)?? = color, let parsed = try? Color(text: text),
                let attributes = XIBColor.attributes(for: parsed)
            else { return nil }
            return "<color key=\"titleColor\" \(attributes)/>"
        }
        for child in children {
            if xml.isElement(child, named: "string"), xml.attribute(child, "key") == "title" { continue }
            if xml.isElement(child, named: "color"), xml.attribute(child, "key") == "titleColor", color != nil {
                if let text = newColor() { inside.append(text) }
                continue
            }
            inside.append(
                String(decoding: patches.bytes[xml.elements[child].start..<xml.elements[child].end], as: UTF8.self))
        }
        if color != nil, !colorWritten {
            if case .some(.some(let value)) = color, newColor() == nil { return cannot("titleColor", value) }
            if let text = newColor() { inside.insert(text, at: multiline ? 1 : 0) }
        }
        if attributes.count == 1, inside.isEmpty {
            if let state { patches.replace(patches.lineRange(of: state), with: "") }
            return
        }
        let text =
            "<state " + attributes.joined(separator: " ")
            + (inside.isEmpty
                ? "/>"
                : ">" + inside.map { lineBreak + inner + $0 }.joined() + lineBreak + indent + "</state>")
        if let state {
            patches.replace(xml.elements[state].start..<xml.elements[state].end, with: text)
        } else {
            patches.insertChild(text, as: "state[normal]", in: element, order: childOrder)
        }
    }

    /// Writes a segmented control's titles, separated by commas, as its `<segments>`.
    private mutating func writeSegments(_ value: JSONValue?) {
        let existing = xml.child(of: element, named: "segments")
        guard let value else {
            if let existing { patches.replace(patches.lineRange(of: existing), with: "") }
            return
        }
        guard case .string(let text) = value else { return cannot("segments", value) }
        let lineBreak = xml.source.lineBreak
        let indent = existing.flatMap { patches.indentation(of: $0) } ?? patches.childIndentation(of: element)
        let segments = text.split(separator: ",", omittingEmptySubsequences: false).map {
            lineBreak + indent + patches.indentationStep + "<segment title=\"\(XMLText.escaped(String($0)))\"/>"
        }
        let written = "<segments>" + segments.joined() + lineBreak + indent + "</segments>"
        if let existing {
            patches.replace(xml.elements[existing].start..<xml.elements[existing].end, with: written)
        } else {
            patches.insertChild(written, as: "segments", in: element, order: childOrder)
        }
    }

    /// Sets, adds or removes the color element `key` of `parent`.
    private mutating func writeColor(_ key: String, _ value: JSONValue?, in parent: Int, name: String) {
        // `<nil key="textColor"/>` says the color is nil: it is the element a color takes the place of.
        let existing = xml.child(of: parent, named: "color", key: key) ?? xml.child(of: parent, named: "nil", key: key)
        guard let value else {
            guard let existing else { return }
            if parent != self.element, patches.holdsOnly([existing], parent) {
                // An element (a button's configuration) left with nothing in it is self-closed.
                patches.replace((xml.elements[parent].startTagEnd - 1)..<xml.elements[parent].end, with: "/>")
            } else {
                patches.replace(patches.lineRange(of: existing), with: "")
            }
            return
        }
        guard case .string(let text) = value, let color = try? Color(text: text),
            let attributes = XIBColor.attributes(for: color)
        else { return cannot(name, value) }
        let element = "<color key=\"\(XMLText.escaped(key))\" \(attributes)/>"
        if let existing {
            patches.replace(xml.elements[existing].start..<xml.elements[existing].end, with: element)
        } else {
            patches.insertChild(
                element, as: "color[\(key)]", in: parent, order: parent == self.element ? childOrder : [])
        }
    }

    /// Writes a font's size and weight: the size alone in place, anything else as a new
    /// system font description of that size and weight.
    private mutating func writeFont(size: JSONValue??, weight: JSONValue??) {
        let existing = xml.child(of: element, named: "fontDescription", key: "fontDescription")
        let reader = XIBAttributeReader(file: file)
        func current(_ form: XIBProperty.Form, _ name: String) -> JSONValue? {
            guard case .some(.value(let written)) = reader.read(XIBProperty(name: name, form: form), of: element)
            else { return nil }
            return written.value
        }
        // A size reset is the size UIKit gives the view's kind, in the font the file names.
        let implied = XIBProperties.of(xml.name(of: element)).first { $0.name == "fontSize" }?.implied
        let isReset = if case .some(.none) = size { true } else { false }
        let size: JSONValue?? = isReset ? .some(implied) : size
        let newSize = size ?? current(.fontSize, "fontSize")
        let newWeight = weight ?? current(.fontWeight, "fontWeight")
        // A text style (Dynamic Type) has the size and weight of its style; Xcode gives it no other.
        if let existing, let style = xml.attribute(existing, "style") {
            if weight == nil, isReset, case .number(let number)? = implied,
                XIBProperties.textStyles[style]?.size == Double(number.literal)
            {
                return
            }
            patches.notes.append(
                "the font was the text style \(style), which follows the reader's text size; it is now a system font of a fixed size, and reset does not bring the text style back"
            )
        }
        // A button's default system font is written by leaving it out, as it was before it was set.
        if !XIBProperties.kindsWritingTheirDefaultFont.contains(xml.name(of: element)),
            case .number(let number)? = newSize, case .number(let standard)? = implied,
            Double(number.literal) == Double(standard.literal), newWeight == nil || newWeight == .string("regular"),
            existing.map({ ["system", "boldSystem"].contains(xml.attribute($0, "type") ?? "") }) ?? true
        {
            if let existing { patches.replace(patches.lineRange(of: existing), with: "") }
            return
        }
        if let existing, weight == nil, xml.attributeIndex(existing, "pointSize") != nil,
            case .number(let number)?? = size, let points = Double(number.literal)
        {
            patches.setAttribute("pointSize", to: XIBColor.number(points), of: existing)
            return
        }
        var points = 17.0
        if case .number(let number)? = newSize { points = Double(number.literal) ?? 17 }
        var weightName = "regular"
        if case .string(let name)? = newWeight { weightName = name }
        let type =
            switch weightName {
            case "regular": "type=\"system\""
            case "bold": "type=\"boldSystem\""
            default: "type=\"system\" weight=\"\(XMLText.escaped(weightName))\""
            }
        let text = "<fontDescription key=\"fontDescription\" \(type) pointSize=\"\(XIBColor.number(points))\"/>"
        if let existing {
            patches.replace(xml.elements[existing].start..<xml.elements[existing].end, with: text)
        } else {
            patches.insertChild(text, as: "fontDescription[fontDescription]", in: element, order: childOrder)
        }
    }

    // MARK: - Runtime attributes

    /// The key path a runtime attribute for `name` is written under: the one already written
    /// for it, else UIKit's (`layer.cornerRadius` for `cornerRadius`), else the name.
    private func keyPath(for name: String, in written: [(keyPath: String, element: Int)]) -> String {
        let canonical = KeyPathAliases.attributeName(name)
        if let existing = written.first(where: { KeyPathAliases.attributeName($0.keyPath) == canonical }) {
            return existing.keyPath
        }
        if name == canonical, let alias = KeyPathAliases.view.first(where: { $0.value == name && $0.key.contains(".") })
        {
            return alias.key
        }
        return name
    }

    private mutating func writeRuntime(_ changes: [(name: String, value: JSONValue?, typeName: String?)]) {
        let block = xml.child(of: element, named: "userDefinedRuntimeAttributes")
        let written: [(keyPath: String, element: Int)] =
            block.map { block in
                xml.children(of: block).compactMap { child in xml.attribute(child, "keyPath").map { ($0, child) } }
            } ?? []
        let lineBreak = xml.source.lineBreak
        let indent =
            block.map { patches.childIndentation(of: $0) }
            ?? patches.childIndentation(of: element) + patches.indentationStep
        var removed: [Int] = []
        var added: [String] = []
        for change in changes {
            let keyPath = keyPath(for: change.name, in: written)
            let existing = written.first { $0.keyPath == keyPath }?.element
            if change.value != nil, XIBUnmodelledKeyPaths.takesCGColor.contains(keyPath) {
                patches.problems.append(
                    "\(change.name) is set with \(keyPath), which \(XIBUnmodelledKeyPaths.cgColorProblem)")
                continue
            }
            guard let value = change.value else {
                if let existing, !removed.contains(existing) { removed.append(existing) }
                continue
            }
            // A value keeps the runtime type it is written with, where it is of that kind.
            var typeName = change.typeName
            if let existing, xml.attribute(existing, "type") == "color" { typeName = "Color" }
            if let existing, xml.attribute(existing, "type") == "image" { typeName = "Image" }
            let writtenNumber = existing.flatMap { existing in
                xml.children(of: existing).first { xml.hasAttribute($0, "key", equalTo: "value") }
            }.map { xml.name(of: $0) }
            guard
                let text = XIBRuntimeValue.element(
                    for: value, keyPath: keyPath, typeName: typeName, writtenNumber: writtenNumber,
                    localized: existing.map { xml.hasAttribute($0, "type", equalTo: "localizedString") } ?? false,
                    indent: indent, lineBreak: lineBreak, innerIndent: patches.indentationStep)
            else {
                cannot(change.name, value)
                continue
            }
            if let existing {
                patches.replace(xml.elements[existing].start..<xml.elements[existing].end, with: text)
            } else {
                added.append(text)
            }
        }
        if let block, xml.elements[block].isEmptyTag {
            // `<userDefinedRuntimeAttributes/>` is written again with what it holds, or goes.
            let outer = patches.indentation(of: block) ?? ""
            if added.isEmpty {
                patches.replace(patches.lineRange(of: block), with: "")
            } else {
                patches.replace(
                    xml.elements[block].start..<xml.elements[block].end,
                    with: "<userDefinedRuntimeAttributes>" + added.map { lineBreak + indent + $0 }.joined() + lineBreak
                        + outer + "</userDefinedRuntimeAttributes>")
            }
        } else if let block {
            // The last attribute removed takes its block with it, unless something else (a
            // comment, an element designer does not know) is in it; else each goes with its line.
            if added.isEmpty, patches.holdsOnly(removed, block) {
                patches.replace(patches.lineRange(of: block), with: "")
                return
            }
            for element in removed { patches.replace(patches.lineRange(of: element), with: "") }
            if !added.isEmpty {
                let text = added.map { lineBreak + indent + $0 }.joined()
                if let last = xml.children(of: block).last {
                    patches.insert(text, at: xml.elements[last].end)
                } else if let end = patches.endOfContent(of: block) {
                    // After what else (a comment) is in the block, with no line left blank.
                    patches.insert(text, at: end)
                } else {
                    patches.insert(
                        text + lineBreak + (patches.indentation(of: block) ?? ""), at: xml.elements[block].startTagEnd)
                }
            }
        } else if !added.isEmpty {
            let outer = patches.childIndentation(of: element)
            let text =
                "<userDefinedRuntimeAttributes>" + added.map { lineBreak + indent + $0 }.joined() + lineBreak + outer
                + "</userDefinedRuntimeAttributes>"
            patches.insertChild(text, as: "userDefinedRuntimeAttributes", in: element, order: childOrder)
        }
    }
}
