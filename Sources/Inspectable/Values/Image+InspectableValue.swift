public import Graphics

extension Image: InspectableValue {
    public static var typeName: String { "Image" }

    public init(text: String) throws(ValueError) {
        guard !text.isEmpty else { throw .invalidImagePath(text, reason: "the path is empty") }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw .invalidImagePath(text, reason: "the path contains a control character")
        }
        self.init(path: text)
    }

    public var text: String { path }

    public init(json: JSONValue) throws(ValueError) {
        guard case .string(let string) = json else {
            throw .wrongJSONKind(type: "Image", expected: "a file path string", found: json.kindDescription)
        }
        try self.init(text: string)
    }

    public var json: JSONValue { .string(path) }

    public static var jsonSchema: JSONObject {
        JSONObject([
            "type": .string("string"), "minLength": .number(JSONNumber(1)),
            "description": .string("an image file, relative to the document"),
        ])
    }
}
