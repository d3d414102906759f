import Inspectable
@_spi(Reflection) import Swift

/// Where the stored properties of a class component lie in its instances, through its
/// superclasses: what building one needs to set every level's attributes in place.
///
/// `Mirror` reads a property wrapper's storage but cannot write it, and a subclass that
/// inherits its superclass's `init(from:)` would never decode its own attributes. An instance of
/// a class component is made with `init()` instead, and each `@Inspectable` wrapper (and each
/// embedded component) is assigned at its field's offset, as the Swift runtime's own
/// reflection gives it.
struct ClassFields: Sendable {
    struct Field: Sendable {
        /// The property's name, without a wrapper's `_`.
        let property: String
        let offset: Int
        let type: any Any.Type
    }

    let fields: [Field]

    /// The stored properties of `type` and its superclasses; `nil` for a type that is no class,
    /// or whose fields the runtime cannot list.
    init?(_ type: any Component.Type) {
        guard type is any AnyObject.Type, #available(macOS 10.15.4, iOS 13.4, watchOS 6.2, tvOS 13.4, *) else {
            return nil
        }
        var fields: [Field] = []
        // `_EachFieldOptions.classType` (1 << 0), spelled out: the static is a `var` to the compiler.
        let listed = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) {
            name, offset, fieldType, _ in
            let label = String(cString: name)
            fields.append(Field(property: AttributeDiscovery.propertyName(label), offset: offset, type: fieldType))
            return true
        }
        guard listed else { return nil }
        self.fields = fields
    }

    /// A new instance of the class `layout` describes, with each attribute at the value `values`
    /// gives it and each embedded component built from them; other properties as `init()` sets them.
    func instantiate(_ layout: ComponentLayout, values: @escaping (Attribute) -> any InspectableValue) throws
        -> any Component
    {
        let component = layout.type.init()
        let object = component as AnyObject
        let base = Unmanaged.passUnretained(object).toOpaque()
        for field in fields {
            if let attribute = layout.attributes[field.property], let wrapper = layout.wrappers[field.property],
                Swift.type(of: wrapper) == field.type
            {
                wrapper.assign(holding: values(attribute), to: base + field.offset)
            } else if let inner = layout.embedded[field.property] {
                let embedded = try inner.type.init(from: AttributeDecoder(layout: inner, values: values))
                guard Swift.type(of: embedded) == field.type else { continue }
                Self.assign(embedded, to: base + field.offset)
            }
        }
        return withExtendedLifetime(object) { component }
    }

    /// Writes `value` over the value of its type at `pointer`, releasing the one there.
    private static func assign<Value>(_ value: Value, to pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Value.self).pointee = value
    }
}
