public import Inspectable

/// A value of any attribute type, such as an `Int` or a `Color`.
public struct AttributeValue: Sendable, Hashable, CustomStringConvertible {
    /// The typed value.
    public let base: any InspectableValue

    public init(_ base: some InspectableValue) {
        self.base = base
    }

    init(erased base: any InspectableValue) {
        self.base = base
    }

    /// The canonical text form, as `designer get` prints it.
    public var text: String { base.text }

    /// The canonical JSON form, as a document stores it.
    public var json: JSONValue { base.json }

    /// The name of the value's type: `Int`, `Color?`.
    public var typeName: String { type(of: base).typeName }

    /// The value as `Value`, if it is one.
    public func value<Value: InspectableValue>(as type: Value.Type) -> Value? {
        base as? Value
    }

    public var description: String { text }

    public static func == (lhs: AttributeValue, rhs: AttributeValue) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the value as its type does (so 0 and -0 agree, as `==` says they are equal).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}
