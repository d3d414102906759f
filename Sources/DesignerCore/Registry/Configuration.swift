public import Inspectable

/// The attribute values of one view of a component class: those set explicitly, and
/// the defaults for the rest.
public struct Configuration: Sendable, Hashable {
    public let componentClass: ComponentClass
    private var explicit: [String: AttributeValue] = [:]

    init(componentClass: ComponentClass) {
        self.componentClass = componentClass
    }

    /// The value of the named attribute, set or default; `nil` if the class has no such attribute.
    public func value(of name: String) -> AttributeValue? {
        componentClass.attribute(named: name).map(value(of:))
    }

    func value(of attribute: Attribute) -> AttributeValue {
        explicit[attribute.name] ?? attribute.defaultValue
    }

    /// Whether the named attribute was set (even to its default) rather than left out.
    public func isSet(_ name: String) -> Bool {
        explicit[name] != nil
    }

    /// The value the named attribute was set to; `nil` when it was left out and takes its default.
    public func explicitValue(of name: String) -> AttributeValue? {
        explicit[name]
    }

    /// Sets an attribute from its text form, clamping into its range.
    @discardableResult
    public mutating func set(_ name: String, text: String) throws(AttributeError) -> Assignment {
        try set(name) { attribute throws(ValueError) in try attribute.assignment(text: text) }
    }

    /// Sets an attribute from its JSON form, clamping into its range.
    @discardableResult
    public mutating func set(_ name: String, json: JSONValue) throws(AttributeError) -> Assignment {
        try set(name) { attribute throws(ValueError) in try attribute.assignment(json: json) }
    }

    /// Sets an attribute to a typed value, clamping into its range.
    @discardableResult
    public mutating func set(_ name: String, value: AttributeValue) throws(AttributeError) -> Assignment {
        try set(name) { attribute throws(ValueError) in try attribute.assignment(value) }
    }

    /// Returns the named attribute to its default.
    public mutating func reset(_ name: String) throws(AttributeError) {
        store(nil, for: try attribute(named: name).name)
    }

    private mutating func store(_ value: AttributeValue?, for name: String) {
        explicit[name] = value
    }

    /// Room for `count` values set, so that setting a view's attributes one by one grows no table.
    mutating func reserveCapacity(_ count: Int) {
        explicit.reserveCapacity(count)
    }

    /// The same class and the same values set.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
        lhs.componentClass.name == rhs.componentClass.name && lhs.explicit == rhs.explicit
    }

    /// Hashed only when asked (drawing looks configurations up), not as values are set: a
    /// check of a large document sets every value and hashes none.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(componentClass.name)
        hasher.combine(explicit)
    }

    /// Builds the component with these values.
    public func instantiate() throws(InstantiationError) -> ComponentInstance {
        try componentClass.instantiate(self)
    }

    private mutating func set(
        _ name: String, _ assign: (Attribute) throws(ValueError) -> Assignment
    ) throws(AttributeError) -> Assignment {
        let attribute = try attribute(named: name)
        do {
            let assignment = try assign(attribute)
            store(assignment.applied, for: attribute.name)
            return assignment
        } catch {
            throw .invalidValue(attribute: name, error)
        }
    }

    private func attribute(named name: String) throws(AttributeError) -> Attribute {
        guard let attribute = componentClass.attribute(named: name) else {
            throw .unknownAttribute(
                name, className: componentClass.name,
                suggestion: Suggestion.closest(to: name, in: componentClass.attributes.map(\.name)))
        }
        return attribute
    }
}

/// Why an attribute could not be set.
public enum AttributeError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownAttribute(String, className: String, suggestion: String?)
    case invalidValue(attribute: String, ValueError)

    public var description: String {
        switch self {
        case .unknownAttribute(let name, let className, let suggestion):
            "\(className) has no attribute \(Printable.quoted(name))"
                + (suggestion.map { "; did you mean \(Printable.quoted($0))?" } ?? "")
        case .invalidValue(let attribute, let error):
            "\(attribute): \(error)"
        }
    }
}
