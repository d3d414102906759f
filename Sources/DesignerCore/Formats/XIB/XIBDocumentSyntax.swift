import Inspectable

/// One scene of an Interface Builder document as designer reads it: each view's attributes,
/// from its standard properties and its user-defined runtime attributes, with where each is written.
struct XIBDocumentSyntax: DocumentSyntax {
    let file: XIBFile
    /// Each view's attributes, by its position in the document's views.
    let viewAttributes: [[WrittenAttribute]]

    var source: SourceText { file.xml.source }

    func attributes(of view: ViewNode) -> [WrittenAttribute] {
        viewAttributes[view.index]
    }

    func attribute(named name: String, of view: ViewNode) -> WrittenAttribute? {
        let canonical = KeyPathAliases.attributeName(name)
        return viewAttributes[view.index].last { KeyPathAliases.attributeName($0.name) == canonical }
    }

    /// The view element's start tag and its children other than its subviews.
    func attributesText(of view: ViewNode) -> ArraySlice<UInt8> {
        let xml = file.xml
        let element = xml.elements[view.node]
        var text = Array(xml.source.bytes[element.start..<element.startTagEnd])
        for child in xml.children(of: view.node) where !XIBViewKinds.isView(xml.name(of: child)) {
            guard !["subviews", "prototypes", "cells"].contains(xml.name(of: child)) else { continue }
            text += xml.source.bytes[xml.elements[child].start..<xml.elements[child].end]
        }
        return text[...]
    }

    /// The document's `<resources>`, whose named and system colors views name.
    var sharedAttributesText: ArraySlice<UInt8> {
        let xml = file.xml
        guard let resources = xml.child(of: xml.root, named: "resources") else { return [] }
        return xml.source.bytes[xml.elements[resources].start..<xml.elements[resources].end]
    }

    var systemSymbols: [String: SystemSymbol] { file.resources.systemSymbols }

    func editor() -> any DocumentEditor {
        XIBDocumentEditor(file: file)
    }

    func readScene(_ index: Int) -> Document.Reading {
        file.read(scene: index)
    }
}

/// Reads the attributes of view elements, and the runtime attributes of other objects.
struct XIBAttributeReader {
    let xml: XMLSyntax
    let resources: XIBResources
    let assets: ProjectAssets

    init(file: XIBFile) {
        (xml, resources, assets) = (file.xml, file.resources, file.assets)
    }

    /// The attributes of the view `element`, and the problems of values that cannot be read
    /// (those attributes are left out, so they take their defaults).
    func attributes(of element: Int) -> (attributes: [WrittenAttribute], problems: [Diagnostic]) {
        var attributes: [WrittenAttribute] = []
        var problems: [Diagnostic] = []
        let elementName = xml.name(of: element)
        // An object that is not a view has none of a view's standard properties: only its own
        // (a bar item's title) and its runtime attributes are read.
        let properties = XIBProperties.of(elementName)
        for property in properties {
            switch read(property, of: element) {
            case .none:
                if let implied = property.implied {
                    let start = xml.elements[element].start
                    attributes.append(
                        WrittenAttribute(
                            name: property.name, value: implied, nameOffset: start, valueOffset: start,
                            isIntrinsic: true))
                }
            case .some(.value(let attribute)):
                attributes.append(
                    WrittenAttribute(
                        name: attribute.name, value: attribute.value, nameOffset: attribute.nameOffset,
                        valueOffset: attribute.valueOffset, isIntrinsic: true))
            case .some(.problem(let problem)): problems.append(problem)
            }
        }
        guard let block = xml.child(of: element, named: "userDefinedRuntimeAttributes") else {
            return (attributes, problems)
        }
        for runtime in xml.children(of: block) where xml.isElement(runtime, named: "userDefinedRuntimeAttribute") {
            guard let keyPathIndex = xml.attributeIndex(runtime, "keyPath") else {
                problems.append(.error("a runtime attribute has no keyPath", at: xml.elements[runtime].start))
                continue
            }
            let keyPath = xml.value(of: keyPathIndex)
            let nameOffset = xml.attributes[keyPathIndex].value.lowerBound
            if XIBUnmodelledKeyPaths.takesCGColor.contains(keyPath) {
                problems.append(
                    .warning(
                        "\(keyPath) \(XIBUnmodelledKeyPaths.cgColorProblem); it is not drawn", at: nameOffset,
                        rule: .invalidValue))
                continue
            }
            switch XIBRuntimeValue.read(runtime, in: xml, resources: resources, assets: assets) {
            case .success(let (value, offset)):
                let type = xml.attribute(runtime, "type").map { $0 == "localizedString" ? "string" : $0 }
                attributes.append(
                    WrittenAttribute(
                        name: keyPath, value: value, nameOffset: nameOffset, valueOffset: offset,
                        writtenType: type.flatMap(WrittenType.init(rawValue:))))
            case .failure(let problem):
                problems.append(
                    Diagnostic(
                        problem.severity, "\(keyPath): \(problem.message); it is left out", at: nameOffset,
                        rule: .invalidValue))
            }
        }
        return (attributes, problems)
    }

    /// The attribute `property` gives the view `element`, `nil` when it is not written.
    func read(_ property: XIBProperty, of element: Int) -> XIBRead? {
        let name = property.name
        func scalar(_ index: Int, _ kind: XIBScalar) -> XIBRead {
            let range = xml.attributes[index].value
            switch kind.read(xml.value(of: index)) {
            case .success(let value):
                return .value(
                    WrittenAttribute(
                        name: name, value: value, nameOffset: xml.attributes[index].name.lowerBound,
                        valueOffset: range.lowerBound))
            case .failure(let problem):
                return .problem(
                    Diagnostic(
                        problem.severity, "\(name): \(problem.message); it is left out", at: range.lowerBound,
                        rule: .invalidValue))
            }
        }
        func color(_ element: Int) -> XIBRead {
            let start = xml.elements[element].start
            switch XIBColor.read(element, in: xml, resources: resources, assets: assets) {
            case .success(let color):
                return .value(WrittenAttribute(name: name, value: color.json, nameOffset: start, valueOffset: start))
            case .failure(let problem):
                return .problem(
                    Diagnostic(
                        problem.severity, "\(name): \(problem.message); it is left out", at: start, rule: .invalidValue)
                )
            }
        }
        func plain(_ value: JSONValue, at offset: Int) -> XIBRead {
            .value(WrittenAttribute(name: name, value: value, nameOffset: offset, valueOffset: offset))
        }
        // An attributed label's style is its first run's; what the run leaves out, the label's own.
        if XIBAttributedText.styleProperties.contains(name), let text = XIBAttributedText(of: element, in: xml),
            let read = styleRead(name, of: text, scalar: scalar, color: color, plain: plain)
        {
            return read
        }
        switch property.form {
        case .attribute(let attribute, let kind):
            if let index = xml.attributeIndex(element, attribute) { return scalar(index, kind) }
            // Text with line breaks is written as an element.
            if attribute == "text", let text = xml.child(of: element, named: "string", key: "text") {
                return plain(.string(xml.text(of: text)), at: xml.elements[text].start)
            }
            // Attributed text is read as its characters, without their attributes.
            if attribute == "text",
                let attributed = xml.child(of: element, named: "attributedString", key: "attributedText")
            {
                let characters = XIBAttributedText.characters(of: attributed, in: xml)
                return plain(.string(characters), at: xml.elements[attributed].start)
            }
            return nil
        case .color(let key):
            return xml.child(of: element, named: "color", key: key).map(color)
        case .fontSize:
            guard let font = xml.child(of: element, named: "fontDescription", key: "fontDescription") else {
                return nil
            }
            let pointSize = xml.attributeIndex(font, "pointSize")
            if let index = pointSize, XIBScalar.decimal(xml.value(of: index)) != 0 { return scalar(index, .number) }
            if let style = xml.attribute(font, "style"), let size = DynamicTypeStyle.named(style)?.size(at: .large) {
                return plain(.number(JSONNumber(size) ?? JSONNumber(17)), at: xml.elements[font].start)
            }
            // A size of 0 without a text style is Core Text's default (`XIBFontSize`).
            guard let index = pointSize else { return nil }
            return .value(
                WrittenAttribute(
                    name: name, value: .number(JSONNumber(XIBFontSize.unsized) ?? JSONNumber(12)),
                    nameOffset: xml.attributes[index].name.lowerBound,
                    valueOffset: xml.attributes[index].value.lowerBound))
        case .fontWeight:
            guard let font = xml.child(of: element, named: "fontDescription", key: "fontDescription") else {
                return nil
            }
            let offset = xml.elements[font].start
            if let index = xml.attributeIndex(font, "weight") {
                let weights = Font.Weight.allCases.map { ($0.rawValue, $0.rawValue) }
                return scalar(index, .enumeration(weights))
            }
            if let type = xml.attribute(font, "type"), let weight = XIBProperties.weight(ofType: type) {
                return plain(.string(weight), at: offset)
            }
            if let style = xml.attribute(font, "style"), let weight = DynamicTypeStyle.named(style)?.weight {
                return plain(.string(weight.rawValue), at: offset)
            }
            if let fontName = xml.attribute(font, "name") {
                return plain(.string(XIBProperties.weight(ofFontNamed: fontName)), at: offset)
            }
            return nil
        case .fontDescription(let attribute):
            guard let font = xml.child(of: element, named: "fontDescription", key: "fontDescription"),
                let index = xml.attributeIndex(font, attribute)
            else { return nil }
            // A name of Apple's own that starts with a dot (`.AppleSystemUIFont`) is the system font.
            if attribute == "name", xml.value(of: index).hasPrefix(".") { return nil }
            return scalar(index, .string)
        case .buttonTitle:
            // A button with a configuration (iOS 15) shows the configuration's title.
            if let configuration = xml.child(of: element, named: "buttonConfiguration", key: "configuration"),
                let index = xml.attributeIndex(configuration, "title")
            {
                return scalar(index, .string)
            }
            for state in XIBButtonState.drawn(of: element, in: xml) {
                if let index = xml.attributeIndex(state, "title") { return scalar(index, .string) }
                // A title of several lines is written as an element.
                if let title = xml.child(of: state, named: "string", key: "title") {
                    return plain(.string(xml.text(of: title)), at: xml.elements[title].start)
                }
            }
            return nil
        case .buttonTitleColor:
            for state in XIBButtonState.drawn(of: element, in: xml) {
                if let titleColor = xml.child(of: state, named: "color", key: "titleColor") { return color(titleColor) }
            }
            if let configuration = xml.child(of: element, named: "buttonConfiguration", key: "configuration"),
                let foreground = xml.child(of: configuration, named: "color", key: "baseForegroundColor")
            {
                return color(foreground)
            }
            return nil
        case .buttonImage(let attribute):
            return XIBButtonState.image(attribute, of: element, in: xml).map { scalar($0, .image) }
        case .buttonImageSize:
            guard let index = XIBButtonState.image("image", of: element, in: xml),
                let size = resources.imageSize(of: xml.value(of: index))
            else { return nil }
            return plain(size.json, at: xml.attributes[index].value.lowerBound)
        case .buttonTintsImage:
            // A system button draws its image as a template unless the asset keeps its colors;
            // a custom one only an asset that asks to be one. An SF Symbol is always one.
            guard let index = XIBButtonState.image("image", of: element, in: xml) else { return nil }
            let name = xml.value(of: index)
            let isTemplate: Bool
            if resources.systemSymbols[name] != nil {
                isTemplate = true
            } else if let intent = assets.renderingIntents[name] {
                isTemplate = intent == .template
            } else {
                isTemplate = ["system", "roundedRect"].contains(xml.attribute(element, "buttonType"))
            }
            guard isTemplate else { return nil }
            return plain(.bool(true), at: xml.attributes[index].value.lowerBound)
        case .edgeInsets(let key):
            guard let inset = xml.child(of: element, named: "inset", key: key) else { return nil }
            let edges = ["minY", "minX", "maxY", "maxX"].map {
                xml.attribute(inset, $0).flatMap(XIBScalar.decimal) ?? 0
            }
            let insets = EdgeInsets(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3])
            return plain(insets.json, at: xml.elements[inset].start)
        case .tintColor:
            return XIBTint.color(of: element, in: xml, symbols: resources.systemSymbols).map(color)
        case .imageViewImage(let key):
            // An image view of an SF Symbol may name it in `<imageReference key="image" image="…">`.
            let reference = xml.child(of: element, named: "imageReference", key: key).flatMap {
                xml.attributeIndex($0, "image")
            }
            return (xml.attributeIndex(element, key) ?? reference).map { scalar($0, .image) }
        case .buttonConfiguration(let attribute, let kind):
            guard let configuration = xml.child(of: element, named: "buttonConfiguration", key: "configuration"),
                let index = xml.attributeIndex(configuration, attribute)
            else { return nil }
            return scalar(index, kind)
        case .buttonConfigurationColor(let key):
            return xml.child(of: element, named: "buttonConfiguration", key: "configuration")
                .flatMap { xml.child(of: $0, named: "color", key: key) }.map(color)
        case .segments:
            guard let segments = xml.child(of: element, named: "segments") else { return nil }
            let titles = xml.children(of: segments).map { xml.attribute($0, "title") ?? "" }
            return plain(.string(titles.joined(separator: ",")), at: xml.elements[segments].start)
        }
    }
}

extension XIBAttributeReader {
    /// The style property `name` of an attributed label as its first run sets it: its color,
    /// its paragraph's alignment and line break mode, its font's size and weight; nil where the
    /// run sets none.
    fileprivate func styleRead(
        _ name: String, of text: XIBAttributedText, scalar: (Int, XIBScalar) -> XIBRead, color: (Int) -> XIBRead,
        plain: (JSONValue, Int) -> XIBRead
    ) -> XIBRead? {
        switch name {
        case "textColor":
            return text.color.map(color)
        case "textAlignment":
            return text.paragraphStyle.flatMap { xml.attributeIndex($0, "alignment") }.map {
                scalar($0, XIBProperties.textAlignment)
            }
        case "lineBreakMode":
            return text.paragraphStyle.flatMap { xml.attributeIndex($0, "lineBreakMode") }.map {
                scalar($0, XIBAttributedText.lineBreakMode)
            }
        case "fontSize":
            return text.font.flatMap { xml.attributeIndex($0, "size") }.map { scalar($0, .number) }
        case "fontWeight":
            return text.font.map { plain(.string(text.weight(of: $0)), xml.elements[$0].start) }
        case "fontName":
            return text.font.flatMap { xml.attributeIndex($0, "name") }.flatMap {
                xml.value(of: $0).hasPrefix(".") ? nil : scalar($0, .string)
            }
        default:
            return nil
        }
    }
}

/// An attribute read from a view element, or the problem that kept it from being read.
enum XIBRead {
    case value(WrittenAttribute)
    case problem(Diagnostic)
}
