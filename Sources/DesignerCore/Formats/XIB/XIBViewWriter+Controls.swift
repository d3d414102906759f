import Inspectable

/// The properties of a view that are written as elements of their own: a button's title and
/// title color, a segmented control's segments, colors and fonts.
extension XIBViewWriter {
    /// Writes a button's title and title color: in its configuration (iOS 15) where it has one,
    /// else in the `<state>` each is read from (the state the button is drawn in where that state
    /// sets it, else `<state key="normal">`), which is written again whole as Xcode writes it: the
    /// title an attribute (an element when it has several lines), the color an element, empty
    /// `<state …/>` self-closed, and gone when it holds nothing.
    mutating func writeButton(title: JSONValue??, color: JSONValue??) {
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
        // Each is written in the state it is read from: the state the button is drawn in where
        // that state sets it, else the normal state.
        let titleState = stateSetting("title")
        let colorState = stateSetting("titleColor")
        if title != nil, color != nil, titleState != colorState {
            writeState(titleState, title: title, color: nil)
            writeState(colorState, title: nil, color: color)
        } else {
            writeState(title != nil ? titleState : colorState, title: title, color: color)
        }
    }

    /// The key of the state a button's `property` (`title` or `titleColor`) is read from, as
    /// `XIBButtonState` picks it: the drawn state's when that state sets it, else `normal`.
    private func stateSetting(_ property: String) -> String {
        for state in XIBButtonState.drawn(of: element, in: xml) {
            let sets =
                property == "title"
                ? xml.attribute(state, "title") != nil || xml.child(of: state, named: "string", key: "title") != nil
                : xml.child(of: state, named: "color", key: property) != nil
            if sets { return xml.attribute(state, "key") ?? "normal" }
        }
        return "normal"
    }

    /// Writes the title and title color of the button's `<state key="…">`, written again whole.
    private mutating func writeState(_ key: String, title: JSONValue??, color: JSONValue??) {
        let state = xml.child(of: element, named: "state", key: key)
        let lineBreak = xml.source.lineBreak
        let indent = state.flatMap { patches.indentation(of: $0) } ?? patches.childIndentation(of: element)
        let inner = indent + patches.indentationStep
        let children = state.map { xml.children(of: $0) } ?? []
        if let state, !patches.holdsOnly(children, state) {
            return patches.refuse(
                "the button's <state key=\"\(key)\"> holds more than elements; edit it in Xcode")
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
        var attributes = ["key=\"\(key)\""]
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
            patches.insertChild(text, as: "state[\(key)]", in: element, order: childOrder)
        }
    }

    /// Writes a segmented control's titles, separated by commas, as its `<segments>`.
    mutating func writeSegments(_ value: JSONValue?) {
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
    mutating func writeColor(_ key: String, _ value: JSONValue?, in parent: Int, name: String) {
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
    mutating func writeFont(size: JSONValue??, weight: JSONValue??) {
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
        // A named font's weight is the font's own: another weight is another font, named otherwise.
        if let existing, weight != nil, newWeight != current(.fontWeight, "fontWeight"),
            let name = xml.attribute(existing, "name"), !name.hasPrefix(".")
        {
            patches.refuse(
                "the font is \(Printable.quoted(name)), whose weight is its own; set fontName to the font of the weight wanted"
            )
            return
        }
        // A text style (Dynamic Type) has the size and weight of its style; Xcode gives it no other.
        if let existing, let style = xml.attribute(existing, "style") {
            if weight == nil, isReset, case .number(let number)? = implied,
                DynamicTypeStyle.named(style)?.size(at: .large) == Double(number.literal)
            {
                return
            }
            patches.note(
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

    /// What each attribute of a font description names, as an error says it.
    private static let fontDescriptionNouns = ["name": "PostScript name", "family": "family", "style": "text style"]

    /// Writes the font's PostScript name, family or text style (`attribute` of the font
    /// description) in place. A font description without one (the system font, or a font of
    /// another kind) gets none: a project's font is chosen in Xcode, which lists its file among
    /// the document's custom fonts, and a text style there too.
    mutating func writeFontDescription(_ attribute: String, _ value: JSONValue?, property: XIBProperty) {
        let current: JSONValue? =
            if case .some(.value(let written)) = XIBAttributeReader(file: file).read(property, of: element) {
                written.value
            } else {
                nil
            }
        guard value != current else { return }
        guard let font = xml.child(of: element, named: "fontDescription", key: "fontDescription"),
            xml.attributeIndex(font, attribute) != nil, current != nil
        else {
            let kind = XIBProperties.fontDescriptionKind(of: element, in: xml)
            return patches.refuse(
                "\(property.name) cannot be written: the font is \(kind), which names no \(Self.fontDescriptionNouns[attribute] ?? attribute); choose the font in Xcode"
            )
        }
        guard case .string(let text)? = value, !text.isEmpty else {
            return patches.refuse(
                "\(property.name) cannot be removed: the font would be another kind of font; choose it in Xcode")
        }
        if attribute == "style", DynamicTypeStyle.named(text) == nil {
            let styles = DynamicTypeStyle.names.joined(separator: ", ")
            return patches.refuse(
                "\(property.name) \(Printable.quoted(text)) is no text style UIKit has; it is one of \(styles)")
        }
        patches.setAttribute(attribute, to: text, of: font)
    }
}
