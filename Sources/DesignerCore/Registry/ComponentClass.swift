public import Inspectable

/// A registered component class: its name, its attributes in inspector sections, and the
/// means to build a configured instance.
public final class ComponentClass: Sendable {
    /// The name documents use in `"class"`.
    public let name: String
    public let type: any Component.Type
    /// The class's own section first, then those it inherits, `View` last.
    public let sections: [AttributeSection]
    /// Every attribute, in section order.
    public let attributes: [Attribute]
    /// The attributes that declare an animation.
    public let animatedAttributes: [Attribute]
    /// The attributes that hold an image (`Image` or `Image?`).
    public let imageAttributes: [Attribute]
    private let index: [String: Int]
    /// For each attribute, the position its value is kept at: that of the first attribute of its
    /// name (a class that declares an attribute `View` has too keeps one value for both).
    let storagePositions: [Int]
    /// `index` by the names' bytes, for readers that hold a name as the bytes a document writes.
    let namesAsBytes: AttributeNameTable
    private let layout: ComponentLayout
    /// How `View`'s attributes are laid out, when this class is not `View` itself.
    private let viewLayout: ComponentLayout?
    /// Whether the class is drawn as Interface Builder's placeholder: a designable class known
    /// only from a project's sources, whose drawing designer cannot run.
    public let drawsAsPlaceholder: Bool
    private let declaredSummary: String?
    /// The defaults a declared class gives attributes of its base's own (not `View`'s), by
    /// name, where they differ from the base's: what building the base starts them at.
    private let declaredDefaults: [String: AttributeValue]

    /// - Parameter view: `View`'s own attributes, discovered once for all classes.
    init(_ type: any Component.Type, view: AttributeDiscovery.Result) {
        let discovered = AttributeDiscovery.discover(type)
        var sections = discovered.sections
        if ObjectIdentifier(type) == ObjectIdentifier(View.self) {
            viewLayout = nil
        } else {
            sections += view.sections
            viewLayout = view.layout
        }
        self.name = type.className
        self.type = type
        self.sections = sections
        self.layout = discovered.layout
        (drawsAsPlaceholder, declaredSummary, declaredDefaults) = (false, nil, [:])
        self.attributes = sections.flatMap(\.attributes)
        self.index = Self.index(of: attributes)
        self.storagePositions = attributes.map { [index] in index[$0.name] ?? 0 }
        self.namesAsBytes = AttributeNameTable(index)
        self.animatedAttributes = attributes.filter { $0.animation != nil }
        self.imageAttributes = attributes.filter { $0.valueType == Image.self || $0.valueType == Image?.self }
    }

    /// A class a project declares but designer has no Swift type for, as a storyboard names it:
    /// built and drawn as `base`, with `sections` of attributes (its own first, then `base`'s).
    ///
    /// - Parameter drawsAsPlaceholder: Whether it is drawn as Interface Builder's placeholder
    ///   for a designable class whose drawing cannot be run, rather than as `base`.
    init(
        declared name: String, summary: String?, sections: [AttributeSection], base: ComponentClass,
        drawsAsPlaceholder: Bool
    ) {
        self.name = name
        self.type = base.type
        self.sections = sections
        self.layout = base.layout
        self.viewLayout = base.viewLayout
        self.drawsAsPlaceholder = drawsAsPlaceholder
        self.declaredSummary = summary
        self.attributes = sections.flatMap(\.attributes)
        self.index = Self.index(of: attributes)
        self.storagePositions = attributes.map { [index] in index[$0.name] ?? 0 }
        self.namesAsBytes = AttributeNameTable(index)
        self.animatedAttributes = attributes.filter { $0.animation != nil }
        self.imageAttributes = attributes.filter { $0.valueType == Image.self || $0.valueType == Image?.self }
        var defaults = base.declaredDefaults
        for attribute in attributes {
            guard let own = base.attribute(named: attribute.name), own.className != View.className,
                own.typeName == attribute.typeName, own.defaultValue != attribute.defaultValue
            else { continue }
            defaults[attribute.name] = attribute.defaultValue
        }
        self.declaredDefaults = defaults
    }

    /// The value building the class starts `attribute` (one of its base's) at when none is set:
    /// the class's default of its name where it declares another, else the attribute's own.
    func defaultValue(building attribute: Attribute) -> AttributeValue {
        declaredDefaults.isEmpty ? attribute.defaultValue : declaredDefaults[attribute.name] ?? attribute.defaultValue
    }

    /// The position of each attribute by its name, and of `View`'s by UIKit's key paths.
    private static func index(of attributes: [Attribute]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, attribute) in attributes.enumerated() where index[attribute.name] == nil {
            index[attribute.name] = position
        }
        for (keyPath, name) in KeyPathAliases.view where index[keyPath] == nil {
            if let position = index[name], attributes[position].className == View.className {
                index[keyPath] = position
            }
        }
        return index
    }

    /// What the inspector's header shows for the class: "My Progress Bar".
    public var title: String { sections.first?.title ?? name }

    public var summary: String? { declaredSummary ?? type.summary }

    /// The attribute with this name, in any section, or with this key path of UIKit's
    /// (`layer.cornerRadius` is `cornerRadius`), as Interface Builder's runtime attributes name them.
    public func attribute(named name: String) -> Attribute? {
        index[name].map { attributes[$0] }
    }

    /// Where `attribute(named:)` finds the attribute in `attributes`.
    func position(named name: String) -> Int? {
        index[name]
    }

    /// Every attribute at its default.
    public var defaults: Configuration {
        Configuration(componentClass: self)
    }

    /// The configuration that builds `component` as it is: each of its `@Inspectable`
    /// properties (and those of the components it embeds) at the value it holds, as a document
    /// would set it (clamped to its range); the view's attributes at their defaults.
    public func configuration(of component: any Component) throws(AttributeError) -> Configuration {
        var configuration = defaults
        func read(_ instance: any Component, _ layout: ComponentLayout) throws(AttributeError) {
            for child in Mirror(reflecting: instance).throughSuperclasses.lazy.flatMap(\.children) {
                guard let label = child.label else { continue }
                if let property = child.value as? any InspectableProperty {
                    guard let attribute = layout.attributes[AttributeDiscovery.propertyName(label)] else { continue }
                    _ = try configuration.set(attribute.name, value: AttributeValue(erased: property.heldValue))
                } else if let embedded = child.value as? any Component, let inner = layout.embedded[label] {
                    try read(embedded, inner)
                }
            }
        }
        try read(component, layout)
        return configuration
    }

    /// Builds the component and its view from the values of `configuration`.
    public func instantiate(_ configuration: Configuration) throws(InstantiationError) -> ComponentInstance {
        try instantiate(values: { configuration.value(of: $0).base })
    }

    /// Builds the component and its view with `values` giving each attribute's value as it is
    /// set: a class component by `init()` and each attribute set in place, through its
    /// superclasses; a value type by decoding.
    func instantiate(values: @escaping (Attribute) -> any InspectableValue) throws(InstantiationError)
        -> ComponentInstance
    {
        do {
            let component =
                try layout.classFields?.instantiate(layout, values: values)
                ?? type.init(from: AttributeDecoder(layout: layout, values: values))
            guard let viewLayout else {
                return ComponentInstance(view: component as? View ?? View(), component: component)
            }
            let view = try View(from: AttributeDecoder(layout: viewLayout, values: values))
            return ComponentInstance(view: view, component: component)
        } catch {
            throw InstantiationError(className: name, reason: String(describing: error))
        }
    }
}

/// A component built from attribute values, with the view attributes every component has.
public struct ComponentInstance: Sendable {
    /// The view attributes: background, alpha, border…
    public let view: View
    /// The component itself, such as a `MyProgressBar`; for the class `View`, the same view.
    public let component: any Component
}

/// A component type that could not be built from its attributes; registration catches this.
public struct InstantiationError: Error, Sendable, CustomStringConvertible {
    public let className: String
    public let reason: String

    public var description: String { "cannot build \(className): \(reason)" }
}
