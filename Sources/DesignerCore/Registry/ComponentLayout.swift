import Inspectable

/// Where a component type keeps its attributes, by Swift property name: what building
/// an instance needs to put each value into its property.
struct ComponentLayout: Sendable {
    let type: any Component.Type
    /// The `@Inspectable` properties, by property name.
    let attributes: [String: Attribute]
    /// Each `@Inspectable` property's wrapper as a new instance holds it, by property name: what
    /// building an instance copies with another value.
    let wrappers: [String: any InspectableProperty]
    /// Properties holding an embedded component, by property name.
    let embedded: [String: ComponentLayout]
    /// For a class component, its stored properties through its superclasses, which it is built
    /// by setting in place; `nil` for a value type, which is built by decoding.
    let classFields: ClassFields?
}
