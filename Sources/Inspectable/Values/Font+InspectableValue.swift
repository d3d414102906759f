public import Graphics

/// A font is an inspectable value, as Interface Builder's font field is: a size in points and a
/// weight, read as text (`17 semibold`, or `17` for regular) or as JSON (`{"size": 17, "weight":
/// "semibold"}`, or the text in a string).
///
///     @Inspectable var titleFont: Font = .system(size: 17, weight: .semibold)
extension Font: InspectableValue {
    public static var typeName: String { "Font" }

    /// The largest size a font may have, in points.
    public static let maximumSize: Double = 1000

    private static let expectedText = "a size in points and a weight, such as '17 semibold'"

    /// Reads `SIZE` or `SIZE WEIGHT`, such as `17` or `17 semibold`.
    public init(text: String) throws(ValueError) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard (1...2).contains(parts.count), let size = try? Double(text: String(parts[0])) else {
            throw .invalidText(text, type: Self.typeName, expected: Self.expectedText)
        }
        let weight = try parts.dropFirst().first.map { name throws(ValueError) in try Weight(text: String(name)) }
        self.init(size: size, weight: weight ?? .regular)
        try validate()
    }

    /// `17` for a regular font, `17 semibold` for another weight.
    public var text: String { weight == .regular ? size.text : "\(size.text) \(weight.text)" }

    /// Reads `{"size": 17, "weight": "semibold"}` (the weight may be left out for regular), or
    /// the text form in a string.
    public init(json: JSONValue) throws(ValueError) {
        if case .string(let text) = json {
            try self.init(text: text)
            return
        }
        guard case .object(let object) = json else {
            throw .wrongJSONKind(
                type: Self.typeName, expected: "an object or a string such as '17 semibold'",
                found: json.kindDescription)
        }
        let keys = ["size", "weight"]
        for key in object.keys where !keys.contains(key) {
            throw .unknownKey(key, type: Self.typeName, suggestion: Suggestion.closest(to: key, in: keys))
        }
        guard let sizeValue = object["size"] else { throw .missingKey("size", type: Self.typeName) }
        let size: Double
        let weight: Weight
        do throws(ValueError) {
            size = try Double(json: sizeValue)
        } catch {
            throw .invalidMember("size", type: Self.typeName, problem: error.description)
        }
        do throws(ValueError) {
            weight = try object["weight"].map { value throws(ValueError) in try Weight(json: value) } ?? .regular
        } catch {
            throw .invalidMember("weight", type: Self.typeName, problem: error.description)
        }
        self.init(size: size, weight: weight)
        try validate()
    }

    public var json: JSONValue {
        .object(JSONObject(["size": size.json, "weight": weight.json]))
    }

    public static var jsonSchema: JSONObject {
        let object = JSONObject([
            "type": .string("object"),
            "properties": .object(
                JSONObject([
                    "size": .object(
                        JSONObject([
                            "type": .string("number"), "exclusiveMinimum": .number(JSONNumber(0)),
                            "maximum": .number(JSONNumber(Int(maximumSize))),
                        ])),
                    "weight": .object(Weight.jsonSchema),
                ])),
            "required": .array([.string("size")]),
            "additionalProperties": .bool(false),
        ])
        let text = JSONObject([
            "type": .string("string"),
            "pattern": .string(
                "^\\s*[+]?[0-9.]+([eE][-+]?[0-9]+)?(\\s+(\(Weight.allCases.map(\.rawValue).joined(separator: "|"))))?\\s*$"
            ),
            "examples": .array([.string("17"), .string("17 semibold")]),
        ])
        return JSONObject(["anyOf": .array([.object(object), .object(text)])])
    }

    /// Throws for a size that is not above 0 and at most `maximumSize` points.
    public func validate() throws(ValueError) {
        guard size.isFinite else { throw .notFinite(size.text) }
        guard size > 0, size <= Self.maximumSize else {
            throw .invalidText(
                size.text, type: "font size", expected: "a size above 0 and at most \(Int(Self.maximumSize)) points")
        }
    }
}
