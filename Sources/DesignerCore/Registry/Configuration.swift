public import Inspectable

/// The attribute values of one view of a component class: those set explicitly, and
/// the defaults for the rest.
public struct Configuration: Sendable, Hashable {
    public let componentClass: ComponentClass
    /// The values set, each at its attribute's position in `componentClass.attributes`, in that
    /// order. A view sets a few of its class's attributes: a short array is searched, made and
    /// freed faster than a table keyed by name, and keeps a configuration of a million views small.
    private var explicit: [ExplicitValue] = []

    private struct ExplicitValue: Sendable, Hashable {
        let position: Int
        let value: AttributeValue
    }

    init(componentClass: ComponentClass) {
        self.componentClass = componentClass
    }

    /// The value of the named attribute, set or default; `nil` if the class has no such attribute.
    public func value(of name: String) -> AttributeValue? {
        guard let position = componentClass.position(named: name) else { return nil }
        return explicitValue(at: position) ?? componentClass.attributes[position].defaultValue
    }

    /// The value of one of the class's attributes, set or default (a declared class's default where
    /// it gives its base's attribute another). `View`'s attribute of a name a project declares with
    /// another type (`shadowOffset` as a point) keeps its default.
    func value(of attribute: Attribute) -> AttributeValue {
        guard let value = explicitValue(of: attribute) else { return componentClass.defaultValue(building: attribute) }
        if let holder = componentClass.attribute(named: attribute.name), holder.typeName != attribute.typeName {
            return attribute.defaultValue
        }
        return value
    }

    /// The value one of the class's attributes was set to. Found by name, as it is set (a class
    /// that declares an attribute `View` has too gives both the value set), without hashing it.
    public func explicitValue(of attribute: Attribute) -> AttributeValue? {
        for index in explicit.indices where componentClass.attributes[explicit[index].position].name == attribute.name {
            return explicit[index].value
        }
        return nil
    }

    /// Whether the named attribute was set (even to its default) rather than left out.
    public func isSet(_ name: String) -> Bool {
        explicitValue(of: name) != nil
    }

    /// The value the named attribute was set to; `nil` when it was left out and takes its default.
    public func explicitValue(of name: String) -> AttributeValue? {
        componentClass.position(named: name).flatMap(explicitValue(at:))
    }

    /// Whether the attribute at `position` in the class's `attributes` was set, found without
    /// copying a value.
    public func isSet(attributeAt position: Int) -> Bool {
        let stored = componentClass.storagePositions[position]
        for index in explicit.indices where explicit[index].position == stored { return true }
        return false
    }

    /// The value the attribute at `position` in the class's `attributes` was set to, as
    /// `explicitValue(of:)` finds it, by position.
    public func explicitValue(ofAttributeAt position: Int) -> AttributeValue? {
        explicitValue(at: componentClass.storagePositions[position])
    }

    private func explicitValue(at position: Int) -> AttributeValue? {
        // A loop by index reads each position in place; `first(where:)` copied each value out.
        for index in explicit.indices where explicit[index].position == position { return explicit[index].value }
        return nil
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
        store(nil, at: try position(named: name))
    }

    private mutating func store(_ value: AttributeValue?, at position: Int) {
        // Documents mostly write attributes in their class's order: each goes last.
        if let value, explicit.last.map({ $0.position < position }) ?? true {
            explicit.append(ExplicitValue(position: position, value: value))
            return
        }
        var index = explicit.startIndex
        while index < explicit.endIndex, explicit[index].position < position { index += 1 }
        let replaces = index < explicit.endIndex && explicit[index].position == position
        switch (value, replaces) {
        case (let value?, true): explicit[index] = ExplicitValue(position: position, value: value)
        case (let value?, false): explicit.insert(ExplicitValue(position: position, value: value), at: index)
        case (nil, true): explicit.remove(at: index)
        case (nil, false): break
        }
    }

    /// Sets the attribute at `position` in `componentClass.attributes`, the one its name finds,
    /// to a value already read, checked and in range.
    mutating func set(_ value: AttributeValue, at position: Int) {
        store(value, at: position)
    }

    /// Room for `count` values set, so that setting a view's attributes one by one grows no table.
    mutating func reserveCapacity(_ count: Int) {
        explicit.reserveCapacity(count)
    }

    /// The same class and the same values set. Classes are compared by name, as documents name
    /// them: two registries' classes of one name compare their values by attribute name.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
        if lhs.componentClass === rhs.componentClass { return lhs.explicit == rhs.explicit }
        return lhs.componentClass.name == rhs.componentClass.name && lhs.explicit.count == rhs.explicit.count
            && lhs.explicit.allSatisfy { entry in
                rhs.explicitValue(of: lhs.componentClass.attributes[entry.position].name) == entry.value
            }
    }

    /// Hashed only when asked (drawing looks configurations up), not as values are set: a
    /// check of a large document sets every value and hashes none. The values are combined in
    /// no order, as two classes of one name may declare their attributes in different orders.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(componentClass.name)
        var values = 0
        for entry in explicit {
            var valueHasher = Hasher()
            valueHasher.combine(componentClass.attributes[entry.position].name)
            valueHasher.combine(entry.value)
            values ^= valueHasher.finalize()
        }
        hasher.combine(values)
    }

    /// Builds the component with these values.
    public func instantiate() throws(InstantiationError) -> ComponentInstance {
        try componentClass.instantiate(self)
    }

    private mutating func set(
        _ name: String, _ assign: (Attribute) throws(ValueError) -> Assignment
    ) throws(AttributeError) -> Assignment {
        let position = try position(named: name)
        do {
            let assignment = try assign(componentClass.attributes[position])
            store(assignment.applied, at: position)
            return assignment
        } catch {
            throw .invalidValue(attribute: name, error)
        }
    }

    private func position(named name: String) throws(AttributeError) -> Int {
        guard let position = componentClass.position(named: name) else {
            throw .unknownAttribute(
                name, className: componentClass.name,
                suggestion: Suggestion.closest(to: name, in: componentClass.attributes.map(\.name)))
        }
        return position
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
