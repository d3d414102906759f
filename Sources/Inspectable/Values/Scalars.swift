// Bool and String: their text forms come from LosslessStringConvertible.

extension Bool: InspectableValue {
    public static var typeName: String { "Bool" }

    public init(text: String) throws(ValueError) {
        guard let value = Bool(text.trimmingASCIIWhitespace()) else {
            throw .invalidText(text, type: "Bool", expected: "'true' or 'false'")
        }
        self = value
    }

    public init(json: JSONValue) throws(ValueError) {
        guard case .bool(let value) = json else {
            throw .wrongJSONKind(type: "Bool", expected: "true or false", found: json.kindDescription)
        }
        self = value
    }

    public var json: JSONValue { .bool(self) }

    public static var jsonSchema: JSONObject { JSONObject(["type": .string("boolean")]) }
}

extension String: InspectableValue {
    public static var typeName: String { "String" }

    public init(json: JSONValue) throws(ValueError) {
        guard case .string(let value) = json else {
            throw .wrongJSONKind(type: "String", expected: "a string", found: json.kindDescription)
        }
        self = value
    }

    public var json: JSONValue { .string(self) }

    public static var jsonSchema: JSONObject { JSONObject(["type": .string("string")]) }
}
