/// A value made of a fixed list of named numbers, such as `Point` (x, y) or `Rect`
/// (x, y, width, height).
///
/// The JSON form is an object of the numbers (`{"x": 10, "y": 20}`), the text form lists them
/// in order with commas (`10,20`). A document may also give the text form as a JSON string
/// (`"shadowOffset": "0,3"`), as a person writes it; what designer writes is the object. Both
/// come from this protocol, so a record type only names its fields:
///
///     extension Point: NumericRecord {
///         public static let fieldNames = ["x", "y"]
///         public var fieldValues: [Double] { [x, y] }
///         public init(fieldValues: [Double]) { self.init(x: fieldValues[0], y: fieldValues[1]) }
///     }
public protocol NumericRecord: InspectableValue {
    /// The fields in text order.
    static var fieldNames: [String] { get }
    /// The values of the fields, in the order of `fieldNames`.
    var fieldValues: [Double] { get }
    /// A value from exactly one number per field, in the order of `fieldNames`.
    init(fieldValues: [Double])
}

extension NumericRecord {
    /// The largest magnitude a field may have, in points: `Rect.maximumMagnitude`, a billion.
    public static var maximumMagnitude: Double { Rect.maximumMagnitude }

    /// Reads the numbers separated by commas, such as `10,20`.
    public init(text: String) throws(ValueError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingASCIIWhitespace() }
        let expected =
            "\(Printable.quoted(Self.fieldNames.joined(separator: ","))) such as \(Printable.quoted(Self.textExample))"
        guard parts.count == Self.fieldNames.count else {
            throw .invalidText(text, type: Self.typeName, expected: expected)
        }
        var values: [Double] = []
        for part in parts {
            do {
                values.append(try Double(text: part))
            } catch .notFinite(let bad) {
                throw .notFinite(bad)
            } catch {
                throw .invalidText(text, type: Self.typeName, expected: expected)
            }
            if let last = values.last, abs(last) > Self.maximumMagnitude {
                throw .geometryOutOfRange(String(part), type: Self.typeName)
            }
        }
        self.init(fieldValues: values)
    }

    public var text: String { fieldValues.map(\.text).joined(separator: ",") }

    /// A text form to show in messages: `10,20` for two fields.
    static var textExample: String {
        fieldNames.indices.map { String(($0 + 1) * 10) }.joined(separator: ",")
    }

    /// Reads the object of the numbers, or the text form in a string (`"10,20"`).
    public init(json: JSONValue) throws(ValueError) {
        if case .string(let text) = json {
            try self.init(text: text)
            return
        }
        guard case .object(let object) = json else {
            throw .wrongJSONKind(
                type: Self.typeName, expected: "an object or a string such as \(Printable.quoted(Self.textExample))",
                found: json.kindDescription)
        }
        for key in object.keys where !Self.fieldNames.contains(key) {
            throw .unknownKey(key, type: Self.typeName, suggestion: Suggestion.closest(to: key, in: Self.fieldNames))
        }
        var values: [Double] = []
        for name in Self.fieldNames {
            guard let member = object[name] else { throw .missingKey(name, type: Self.typeName) }
            do throws(ValueError) {
                let value = try Double(json: member)
                if abs(value) > Self.maximumMagnitude, case .number(let number) = member {
                    throw ValueError.geometryOutOfRange(number.literal, type: Self.typeName)
                }
                values.append(value)
            } catch {
                throw .invalidMember(name, type: Self.typeName, problem: error.description)
            }
        }
        self.init(fieldValues: values)
    }

    public var json: JSONValue {
        .object(JSONObject(zip(Self.fieldNames, fieldValues).map { JSONObject.Member(key: $0, value: $1.json) }))
    }

    public static var jsonSchema: JSONObject {
        let limit = Int(maximumMagnitude)
        let number = JSONValue.object(
            JSONObject([
                "type": .string("number"), "minimum": .number(JSONNumber(-limit)),
                "maximum": .number(JSONNumber(limit)),
            ]))
        let object = JSONObject([
            "type": .string("object"),
            "properties": .object(JSONObject(fieldNames.map { JSONObject.Member(key: $0, value: number) })),
            "required": .array(fieldNames.map(JSONValue.string)),
            "additionalProperties": .bool(false),
        ])
        // The text form: one number for each field, separated by commas.
        let field = "\\s*[-+]?[0-9.]+([eE][-+]?[0-9]+)?\\s*"
        let text = JSONObject([
            "type": .string("string"),
            "pattern": .string("^\(field)(,\(field)){\(fieldNames.count - 1)}$"),
            "examples": .array([.string(textExample)]),
        ])
        return JSONObject(["anyOf": .array([.object(object), .object(text)])])
    }

    public func validate() throws(ValueError) {
        for value in fieldValues {
            guard value.isFinite else { throw .notFinite(value.description) }
            guard abs(value) <= Self.maximumMagnitude else {
                throw .geometryOutOfRange(DecimalText.shortest(value), type: Self.typeName)
            }
        }
    }
}
