import Inspectable

/// Finds a component's attributes the way ArgumentParser finds its options: by reflecting
/// a prototype instance and keeping the properties that are `@Inspectable`.
enum AttributeDiscovery {
    struct Result: Sendable {
        /// The type's own section first, then those of the components it embeds.
        var sections: [AttributeSection]
        var layout: ComponentLayout
    }

    static func discover(_ type: any Component.Type) -> Result {
        let className = type.className
        var attributes: [Attribute] = []
        var byProperty: [String: Attribute] = [:]
        var wrappers: [String: any InspectableProperty] = [:]
        var embedded: [String: ComponentLayout] = [:]
        var embeddedSections: [AttributeSection] = []
        for child in Mirror(reflecting: type.init()).children {
            guard let label = child.label else { continue }
            if let property = child.value as? any InspectableProperty {
                // The wrapper's storage is `_name`.
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                let attribute = Attribute(property: name, className: className, kind: property.kind)
                attributes.append(attribute)
                byProperty[name] = attribute
                wrappers[name] = property
            } else if let component = child.value as? any Component {
                let base = discover(Swift.type(of: component))
                embedded[label] = base.layout
                embeddedSections += base.sections
            }
        }
        let own = AttributeSection(
            className: className, title: AttributeLabel.title(ofClass: className), attributes: attributes)
        return Result(
            sections: [own] + embeddedSections,
            layout: ComponentLayout(type: type, attributes: byProperty, wrappers: wrappers, embedded: embedded))
    }
}
