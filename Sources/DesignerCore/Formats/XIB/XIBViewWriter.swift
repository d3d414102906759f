import Inspectable

/// Writes the changes of one view element as patches, in Xcode's spelling.
struct XIBViewWriter {
    let file: XIBFile
    let element: Int
    var patches: XMLPatches

    var xml: XMLSyntax { file.xml }
    /// Xcode's order of the element's attributes.
    private var attributeOrder: [String] { XIBElementOrder.attributes(of: xml.name(of: element)) }
    /// Xcode's order of the element's children.
    var childOrder: [String] { XIBElementOrder.children(of: xml.name(of: element)) }

    init(file: XIBFile, element: Int, patches: XMLPatches) {
        (self.file, self.element, self.patches) = (file, element, patches)
    }

    mutating func write(_ changes: XIBDocumentEditor.ViewChanges) {
        // XML cannot hold a control character, escaped or not.
        for change in changes.attributes {
            if case .string(let text)? = change.value, let scalar = XMLText.unwritableCharacter(in: text) {
                patches.refuse(
                    "\(change.name) holds U+\(String(scalar.value, radix: 16, uppercase: true)), which an XML document cannot hold"
                )
                return
            }
        }
        if let className = changes.className { writeClass(className) }
        if let frame = changes.frame { writeFrame(frame) }
        if changes.removesMisplacedMark { removeMisplacedMark() }
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
            // An attributed text's style is its runs', which UIKit draws it in; the label's own is unused.
            if XIBAttributedText.styleProperties.contains(canonical), XIBAttributedText(of: element, in: xml) != nil {
                patches.refuse(
                    "\(canonical) is set by the runs of the attributed text, which designer cannot write yet; edit it in Xcode"
                )
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

    /// Says that `name` cannot be set to `value` (or removed, for `nil`) in this document.
    mutating func cannot(_ name: String, _ value: JSONValue?) {
        let what = value.map { "\(name) = \($0.serialized)" } ?? "removing \(name)"
        patches.refuse("\(what) cannot be written in an Interface Builder document")
    }

    /// `text` as the content of an element, its line breaks those of the file: XML reads a
    /// carriage return and line feed in text as a line feed.
    func content(_ text: String) -> String {
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
            patches.refuse(
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

    // MARK: - Standard properties

    private mutating func write(_ property: XIBProperty, _ value: JSONValue?, typeName: String?) {
        // The value UIKit gives what the file leaves out is written by leaving it out, as Xcode does.
        let value = value.flatMap { property.isLeftOut($0) ? nil : $0 }
        switch property.form {
        case .attribute(let attribute, let scalar):
            // An optional attribute set to nothing (a bar item's `title`) is left out.
            guard let value, value != .null else {
                patches.removeAttribute(attribute, of: element)
                if attribute == "text", let text = xml.child(of: element, named: "string", key: "text") {
                    patches.replace(patches.lineRange(of: text), with: "")
                }
                return
            }
            guard let text = scalar.written(value, typeName: typeName) else { return cannot(property.name, value) }
            if attribute == "text", xml.child(of: element, named: "attributedString", key: "attributedText") != nil {
                patches.refuse(
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
        case .fontDescription(let attribute):
            writeFontDescription(attribute, value, property: property)
        case .buttonTitle, .buttonTitleColor, .buttonImage, .buttonImageSize, .buttonTintsImage, .edgeInsets,
            .fontSize, .fontWeight, .buttonConfiguration, .buttonConfigurationColor:
            cannot(property.name, value)
        case .tintColor:
            writeColor("tintColor", value, in: element, name: property.name)
        case .imageViewImage(let key):
            // An image named by its `<imageReference key="…">` is written there.
            if xml.attributeIndex(element, key) == nil,
                let reference = xml.child(of: element, named: "imageReference", key: key)
            {
                guard let value else { return patches.replace(patches.lineRange(of: reference), with: "") }
                guard case .string(let name) = value, !name.isEmpty else { return cannot(property.name, value) }
                patches.setAttribute("image", to: name, of: reference, order: ["key", "image", "catalog"])
                return writeCatalog(of: name, in: reference, order: ["key", "image", "catalog"])
            }
            write(XIBProperty(name: property.name, form: .attribute(key, .image)), value, typeName: typeName)
            // The element's `catalog` is its image's.
            guard key == "image" else { return }
            guard case .string(let name) = value else { return patches.removeAttribute("catalog", of: element) }
            writeCatalog(of: name, in: element, order: attributeOrder)
        case .segments:
            writeSegments(value)
        }
    }

    /// Writes `catalog="system"` on `element`, which names the image `name`, where the image is
    /// an SF Symbol, and removes it where the image is the project's, as the document's
    /// resources or the project's asset catalogs tell; an image neither knows keeps the catalog
    /// written.
    private mutating func writeCatalog(of name: String, in element: Int, order: [String]) {
        let isSymbol: Bool
        if let entry = XIBImageResources.entries(in: xml)[name] {
            isSymbol = xml.hasAttribute(entry, "catalog", equalTo: "system")
        } else if file.assets.images[name] != nil {
            isSymbol = false
        } else {
            return
        }
        if isSymbol {
            patches.setAttribute("catalog", to: "system", of: element, order: order)
        } else {
            patches.removeAttribute("catalog", of: element)
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
                patches.refuse(
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
