/// A type an `@Inspectable` attribute can have.
///
/// Every value has one JSON form (what a document stores) and one text form (what a
/// person types after `designer set name=`), reads both, and writes both canonically,
/// so that reading what was written gives back exactly the same value.
///
/// Default implementations are layered by extension, so most types need no code:
/// integers and floating-point numbers, `Bool` and `String`, and string-backed enums:
///
///     enum Alignment: String, CaseIterable, InspectableValue {
///         case left, center, right
///     }
///
/// Values are `Hashable` (as value types almost always are, and string-backed enums are
/// without a word), so that a component built from the same values is found again rather
/// than built for every drawing.
public protocol InspectableValue: Sendable, Hashable {
    /// The name users see for the type: `Int`, `Color`, `Alignment`, `Int?`.
    static var typeName: String { get }

    /// Reads the command-line text form, such as `50`, `#FF9500` or `10,20`.
    init(text: String) throws(ValueError)

    /// The canonical text form.
    var text: String { get }

    /// Reads the JSON form.
    init(json: JSONValue) throws(ValueError)

    /// The canonical JSON form.
    var json: JSONValue { get }

    /// Reads into `value` the plain forms of the JSON form a document reader holds as bytes (a
    /// number, a Boolean, a string without escapes) exactly as `init(json:)` reads them, so that
    /// a large document's values need no `JSONValue`; `false` for any form left to
    /// `init(json:)`, which reads it or explains what is wrong. By default none is read.
    static func read(plain scalar: PlainJSONScalar, into value: inout Self) -> Bool

    /// The JSON Schema of the JSON form, for editors that complete and validate documents.
    static var jsonSchema: JSONObject { get }

    /// The value moved into `lower...upper`; either bound may be absent.
    func clamped(lower: Self?, upper: Self?) -> Self

    /// Throws if the value is one no attribute may hold, such as NaN.
    func validate() throws(ValueError)
}

extension InspectableValue {
    public static var typeName: String { String(describing: Self.self) }

    public func clamped(lower: Self?, upper: Self?) -> Self { self }

    public func validate() throws(ValueError) {}

    /// Whether `other` is the same value of the same type. The types must be the very same:
    /// `as?` alone would also take a `Color` as a `Color?`, which hashes differently.
    package func isEqual(to other: any InspectableValue) -> Bool {
        func isEqual<Other: InspectableValue>(_ other: Other) -> Bool {
            guard Other.self == Self.self else { return false }
            // `other` is a `Self`: read in place, it needs neither a dynamic cast nor the
            // metadata of `Self?` that `as?` looks up on every comparison.
            let same = withUnsafePointer(to: other) { UnsafeRawPointer($0).assumingMemoryBound(to: Self.self).pointee }
            return same == self
        }
        return isEqual(other)
    }
}

extension InspectableValue where Self: Comparable {
    public func clamped(lower: Self?, upper: Self?) -> Self {
        var value = self
        if let lower, value < lower { value = lower }
        if let upper, value > upper { value = upper }
        return value
    }
}

// MARK: - Text forms of LosslessStringConvertible types

extension InspectableValue where Self: LosslessStringConvertible {
    public init(text: String) throws(ValueError) {
        guard let value = Self(text) else {
            throw .invalidText(text, type: Self.typeName, expected: nil)
        }
        self = value
    }

    public var text: String { description }
}

// MARK: - String-backed enums

extension InspectableValue where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
    public init(text: String) throws(ValueError) {
        guard let value = Self(rawValue: text) else {
            let cases = Self.allCases.map(\.rawValue)
            throw .unknownCase(
                text, type: Self.typeName, cases: cases, suggestion: Suggestion.closest(to: text, in: cases))
        }
        self = value
    }

    public var text: String { rawValue }

    public init(json: JSONValue) throws(ValueError) {
        guard case .string(let string) = json else {
            throw .wrongJSONKind(type: Self.typeName, expected: "a string", found: json.kindDescription)
        }
        try self.init(text: string)
    }

    public var json: JSONValue { .string(rawValue) }

    public static var jsonSchema: JSONObject {
        JSONObject(["type": .string("string"), "enum": .array(allCases.map { .string($0.rawValue) })])
    }
}
