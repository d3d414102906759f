import Inspectable

/// Builds a component from attribute values through its synthesized `Decodable` conformance.
///
/// `Mirror` can read a property wrapper's storage but not write it, so a configured instance
/// is decoded instead: each `@Inspectable` property receives a wrapper holding its value (with
/// its range, so later assignments in code still clamp), an embedded component is decoded from
/// the same values, and any other stored property keeps the prototype's initial value.
struct AttributeDecoder: Decoder {
    let layout: ComponentLayout
    /// The value of each attribute, by attribute name.
    let values: (Attribute) -> any InspectableValue
    /// The initial values of the type's other stored properties, read once if any is needed.
    let prototype: Prototype
    var codingPath: [any CodingKey] = []

    init(layout: ComponentLayout, values: @escaping (Attribute) -> any InspectableValue) {
        self.layout = layout
        self.values = values
        self.prototype = Prototype(layout.type)
    }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(AttributeContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw unsupported("a component decodes as a keyed container")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw unsupported("a component decodes as a keyed container")
    }

    func unsupported(_ reason: String) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: reason))
    }
}

private struct AttributeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: AttributeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] {
        (Array(decoder.layout.attributes.keys) + Array(decoder.layout.embedded.keys)).compactMap(Key.init(stringValue:))
    }

    func contains(_ key: Key) -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try value(of: type, forKey: key)
    }

    private func value<T: Decodable>(of type: T.Type, forKey key: Key) throws -> T {
        let property = key.stringValue
        let decoded: Any?
        if let attribute = decoder.layout.attributes[property], let wrapper = decoder.layout.wrappers[property] {
            if let holding = wrapper.holding(decoder.values(attribute), as: T.self) { return holding }
            decoded = nil
        } else if let layout = decoder.layout.embedded[property] {
            var nested = AttributeDecoder(layout: layout, values: decoder.values)
            nested.codingPath = codingPath + [key]
            decoded = try layout.type.init(from: nested)
        } else {
            decoded = prototypeValue(of: property)
        }
        guard let value = decoded as? T else {
            throw DecodingError.typeMismatch(
                T.self,
                .init(
                    codingPath: codingPath + [key],
                    debugDescription:
                        "\(decoder.layout.type.className) has no stored property \(Printable.quoted(property)) of type \(T.self)"
                ))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard decoder.layout.attributes[key.stringValue] == nil, decoder.layout.embedded[key.stringValue] == nil else {
            return false
        }
        guard let value = prototypeValue(of: key.stringValue) else { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// A property that is not an attribute keeps its initial value.
    private func prototypeValue(of property: String) -> Any? {
        decoder.prototype.value(of: property)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(of: type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(of: type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(of: type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(of: type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(of: type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(of: type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(of: type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(of: type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(of: type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(of: type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(of: type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(of: type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(of: type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(of: type, forKey: key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw decoder.unsupported("component properties are not nested containers")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw decoder.unsupported("component properties are not nested containers")
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}

/// The stored properties of a component type as its prototype has them, reflected on first use.
final class Prototype {
    private let type: any Component.Type
    private lazy var properties: [String: Any] = {
        var properties: [String: Any] = [:]
        // Most derived first: a subclass's property is found before a superclass's of the same name.
        for child in Mirror(reflecting: type.init()).throughSuperclasses.lazy.flatMap(\.children) {
            if let label = child.label, properties[label] == nil { properties[label] = child.value }
        }
        return properties
    }()

    init(_ type: any Component.Type) {
        self.type = type
    }

    func value(of property: String) -> Any? {
        properties[property]
    }
}
