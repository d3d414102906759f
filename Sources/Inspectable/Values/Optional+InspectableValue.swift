/// An optional attribute has an explicit "unset": `null` in JSON and `nil` as text.
///
/// Interface Builder cannot inspect an `Int?`; here every value type can be optional.
extension Optional: InspectableValue where Wrapped: InspectableValue {
    public static var typeName: String { Wrapped.typeName + "?" }

    /// The text form of "unset".
    public static var unsetText: String { "nil" }

    public init(text: String) throws(ValueError) {
        self = text == Self.unsetText ? nil : try Wrapped(text: text)
    }

    public var text: String { map(\.text) ?? Self.unsetText }

    public init(json: JSONValue) throws(ValueError) {
        self = json == .null ? nil : try Wrapped(json: json)
    }

    public var json: JSONValue { map(\.json) ?? .null }

    public static var jsonSchema: JSONObject {
        JSONObject(["anyOf": .array([.object(Wrapped.jsonSchema), .object(JSONObject(["type": .string("null")]))])])
    }

    public func clamped(lower: Self?, upper: Self?) -> Self {
        map { $0.clamped(lower: lower ?? nil, upper: upper ?? nil) }
    }

    public func validate() throws(ValueError) {
        try self?.validate()
    }
}

/// Lets discovery see through an optional to the type it wraps.
package protocol OptionalValue {
    static var wrappedType: any InspectableValue.Type { get }
}

extension Optional: OptionalValue where Wrapped: InspectableValue {
    package static var wrappedType: any InspectableValue.Type { Wrapped.self }
}
