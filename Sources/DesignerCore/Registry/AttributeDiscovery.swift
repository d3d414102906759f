import Inspectable

/// Finds a component's attributes the way ArgumentParser finds its options: by reflecting
/// a prototype instance and keeping the properties that are `@Inspectable`.
enum AttributeDiscovery {
    struct Result: Sendable {
        /// The type's own section first, then its superclasses' (a class component's), most derived
        /// first, then those of the components it embeds.
        var sections: [AttributeSection]
        var layout: ComponentLayout
    }

    static func discover(_ type: any Component.Type) -> Result {
        var sections: [AttributeSection] = []
        var byProperty: [String: Attribute] = [:]
        var wrappers: [String: any InspectableProperty] = [:]
        var embedded: [String: ComponentLayout] = [:]
        var embeddedSections: [AttributeSection] = []
        for level in Mirror(reflecting: type.init()).throughSuperclasses {
            // A superclass that is no component of its own is named for its Swift type.
            let className =
                (level.subjectType as? any Component.Type)?.className ?? _typeName(level.subjectType, qualified: false)
            var attributes: [Attribute] = []
            for child in level.children {
                guard let label = child.label else { continue }
                if let property = child.value as? any InspectableProperty {
                    let name = propertyName(label)
                    let attribute = Attribute(
                        property: name, className: className, kind: property.kind,
                        documentation: (level.subjectType as? any Component.Type)?.attributeDescriptions[name])
                    attributes.append(attribute)
                    byProperty[name] = attribute
                    wrappers[name] = property
                } else if let component = child.value as? any Component {
                    let base = discover(Swift.type(of: component))
                    embedded[label] = base.layout
                    embeddedSections += base.sections
                }
            }
            // The type's own section always; a superclass's only when it declares attributes.
            if sections.isEmpty || !attributes.isEmpty {
                sections.append(
                    AttributeSection(
                        className: className, title: AttributeLabel.title(ofClass: className), attributes: attributes))
            }
        }
        return Result(
            sections: sections + embeddedSections,
            layout: ComponentLayout(
                type: type, attributes: byProperty, wrappers: wrappers, embedded: embedded,
                classFields: ClassFields(type)))
    }

    /// The property a wrapper's storage (`_name`) belongs to.
    static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

extension Mirror {
    /// This mirror and, for an instance of a class, its superclasses' mirrors, most derived
    /// first: a subclass's stored properties are reflected apart from those it inherits.
    var throughSuperclasses: [Mirror] {
        var levels = [self]
        while let superclass = levels[levels.count - 1].superclassMirror { levels.append(superclass) }
        return levels
    }
}
