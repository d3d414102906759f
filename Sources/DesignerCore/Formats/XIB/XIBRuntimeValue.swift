import Inspectable

/// The values of user-defined runtime attributes, in every type Interface Builder writes:
///
///     <userDefinedRuntimeAttribute type="boolean" keyPath="isOn" value="YES"/>
///     <userDefinedRuntimeAttribute type="number" keyPath="percent">
///         <integer key="value" value="50"/>
///     </userDefinedRuntimeAttribute>
///     <userDefinedRuntimeAttribute type="color" keyPath="barColor">
///         <color key="value" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
///     </userDefinedRuntimeAttribute>
///
/// and `string`, `localizedString`, `point`, `size`, `rect`, `range`, `image` and `nil`.
enum XIBRuntimeValue {
    /// The designer value of a `<userDefinedRuntimeAttribute>`, where it is written, or why it has none.
    static func read(_ element: Int, in xml: XMLSyntax, resources: XIBResources, assets: ProjectAssets) -> Result<
        (value: JSONValue, offset: Int), XIBValueError
    > {
        let type = xml.attribute(element, "type") ?? ""
        let valueAttribute = xml.attributeIndex(element, "value")
        let valueElement = xml.children(of: element).first { xml.hasAttribute($0, "key", equalTo: "value") }
        let offset =
            valueAttribute.map { xml.attributes[$0].value.lowerBound } ?? valueElement.map { xml.elements[$0].start }
            ?? xml.elements[element].start
        func attributeText() -> Result<String, XIBValueError> {
            if let valueAttribute { return .success(xml.value(of: valueAttribute)) }
            if let valueElement, xml.isElement(valueElement, named: "string") {
                return .success(xml.text(of: valueElement))
            }
            return .failure(XIBValueError("the \(type) runtime attribute has no value"))
        }
        func numbers(_ names: [String]) -> Result<JSONValue, XIBValueError> {
            guard let valueElement else { return .failure(XIBValueError("the \(type) runtime attribute has no value")) }
            var members: [JSONObject.Member] = []
            for name in names {
                let text = xml.attribute(valueElement, name) ?? "0"
                guard case .success(let number) = XIBScalar.number.read(text) else {
                    return .failure(XIBValueError("its \(name) \(Printable.quoted(text)) is not a number"))
                }
                members.append(JSONObject.Member(key: name, value: number))
            }
            return .success(.object(JSONObject(members)))
        }
        let value: Result<JSONValue, XIBValueError>
        switch type {
        case "boolean":
            value = attributeText().flatMap { XIBScalar.boolean.read($0) }
        case "number":
            if let valueElement, let text = xml.attribute(valueElement, "value") {
                value = XIBScalar.number.read(text)
            } else {
                value = attributeText().flatMap { XIBScalar.number.read($0) }
            }
        case "string", "localizedString":
            value = attributeText().map { .string($0) }
        case "image":
            value = attributeText().map { .string($0) }
        case "point": value = numbers(["x", "y"])
        case "size": value = numbers(["width", "height"])
        case "rect": value = numbers(["x", "y", "width", "height"])
        case "range": value = numbers(["location", "length"])
        case "color":
            guard let valueElement, xml.isElement(valueElement, named: "color") else {
                return .failure(XIBValueError("the color runtime attribute has no <color key=\"value\">"))
            }
            value = XIBColor.read(valueElement, in: xml, resources: resources, assets: assets).map(\.json)
        case "nil":
            value = .success(.null)
        default:
            return .failure(XIBValueError("unknown runtime attribute type \(Printable.quoted(type))"))
        }
        return value.map { ($0, offset) }
    }

    /// The runtime attribute type a value of designer's type is written as.
    static func type(forTypeName typeName: String?, value: JSONValue) -> String? {
        switch value {
        case .null: return "nil"
        case .bool: return "boolean"
        case .number: return "number"
        case .object(let object):
            switch Set(object.keys) {
            case ["x", "y"]: return "point"
            case ["width", "height"]: return "size"
            case ["x", "y", "width", "height"]: return "rect"
            case ["location", "length"]: return "range"
            default: return nil
            }
        case .string:
            let base = typeName.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
            switch base {
            case "Color": return "color"
            case "Image": return "image"
            default: return "string"
            }
        case .array: return nil
        }
    }

    /// The `<userDefinedRuntimeAttribute>` element for `value`, on one line when it has no
    /// value element and otherwise over three, the inner lines indented by `indent` more than
    /// the first; `nil` when Interface Builder has no spelling for it.
    ///
    /// - Parameters:
    ///   - writtenNumber: The name of the number element the attribute has now (`integer`,
    ///     `real`), if any.
    ///   - localized: Whether a string is written as the `localizedString` it is now, so that
    ///     the app's localizations still translate it.
    static func element(
        for value: JSONValue, keyPath: String, typeName: String? = nil, writtenNumber: String? = nil,
        localized: Bool = false, indent: String, lineBreak: String = "\n", innerIndent: String = "    "
    ) -> String? {
        guard var type = type(forTypeName: typeName, value: value) else { return nil }
        if localized, type == "string" { type = "localizedString" }
        let head = "<userDefinedRuntimeAttribute type=\"\(type)\" keyPath=\"\(XMLText.escaped(keyPath))\""
        var real = false
        if case .number(let number) = value {
            real = isReal(number, keyPath: keyPath, typeName: typeName, writtenNumber: writtenNumber)
        }
        guard let inner = valueElement(for: value, type: type, real: real) else {
            switch value {
            case .bool(let flag): return head + " value=\"\(flag ? "YES" : "NO")\"/>"
            case .string(let text): return head + " value=\"\(XMLText.escaped(text))\"/>"
            case .null: return head + "/>"
            default: return nil
            }
        }
        return head + ">" + lineBreak + indent + innerIndent + inner + lineBreak + indent
            + "</userDefinedRuntimeAttribute>"
    }

    /// A whole number as Xcode writes an integer (`0`, `-3`, `9007199254740993`): its digits as
    /// given, without a fraction or a sign on zero; `nil` for a number with a fraction.
    static func integerText(_ number: JSONNumber) -> String? {
        let literal = number.literal
        if literal.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") }),
            let value = Int(literal)
        {
            return String(value)
        }
        guard let double = Double(literal), double == double.rounded(), abs(double) < 1e15 else { return nil }
        return String(Int(double))
    }

    /// Whether Xcode writes `number` as a `<real>` rather than an `<integer>`: a number with a
    /// fraction is one; a property the sources declare `CGFloat`, `Double` or `Float` (designer's
    /// `Double` and `Float`) is one, whole or not, as the Attributes Inspector writes it, and one
    /// declared `Int` is not; a key path typed into the runtime attributes table
    /// (`layer.cornerRadius`), or one of no known type, keeps the element it is written with,
    /// else is an `<integer>`.
    static func isReal(_ number: JSONNumber, keyPath: String, typeName: String?, writtenNumber: String?) -> Bool {
        guard integerText(number) != nil else { return true }
        let base = typeName.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
        if !keyPath.contains("."), let base, ["Int", "Double", "Float"].contains(base) { return base != "Int" }
        return writtenNumber == "real"
    }

    /// The `key="value"` element holding `value`, for the types written with one; a number is a
    /// `<real>` when `real` is true or it has a fraction, else an `<integer>`.
    static func valueElement(for value: JSONValue, type: String, real: Bool = false) -> String? {
        switch (type, value) {
        case ("number", .number(let number)):
            if !real, let integer = integerText(number) { return "<integer key=\"value\" value=\"\(integer)\"/>" }
            guard let double = Double(number.literal) else { return nil }
            return "<real key=\"value\" value=\"\(XIBColor.number(double))\"/>"
        case ("color", .string(let text)):
            guard let color = try? Color(text: text), let attributes = XIBColor.attributes(for: color) else {
                return nil
            }
            return "<color key=\"value\" \(attributes)/>"
        case (_, .object(let object)) where ["point", "size", "rect", "range"].contains(type):
            let fields = object.members.map { member -> String in
                let number = if case .number(let number) = member.value { Double(number.literal) ?? 0 } else { 0.0 }
                return "\(member.key)=\"\(XIBColor.number(number))\""
            }
            return "<\(type) key=\"value\" \(fields.joined(separator: " "))/>"
        default:
            return nil
        }
    }
}
