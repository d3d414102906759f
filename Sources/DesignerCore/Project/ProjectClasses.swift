import Inspectable

/// The component classes a project's sources give the views of its Interface Builder files.
///
/// A class the sources declare but designer does not register (`RoundedCard: UIView`) gets its
/// `@IBInspectable` properties as attributes, above those of its nearest registered ancestor
/// (`View` for `UIView`, `UILabel`…), and is drawn as that ancestor, or, when it is
/// `@IBDesignable`, as Interface Builder's placeholder, since its drawing cannot be run here.
/// A registered class (a component, `View`, `UILabel`) gets the properties that extensions of
/// it or of its superclasses declare (`extension UIView { @IBInspectable var borderUIColor … }`)
/// and, when the sources declare it too, the properties they add, so a runtime attribute
/// naming one of them is known.
///
/// A declared property takes the place of designer's `View` attribute of its name: a project's
/// `extension UIView { @IBInspectable var shadowOffset: CGPoint … }` is what a runtime attribute
/// `shadowOffset` sets, read, checked and inspected as a point.
///
/// A registered component the sources declare a class of the same name of (an author's
/// `ActivityRing` and the app's `@IBDesignable class ActivityRing: UIView`) has the keys the
/// sources declare, as the app does when it loads the document: the component draws the view and
/// lends its range, step, label and description to each key it has too, of its type; a key only
/// the component has is unknown, a key only the sources declare is an attribute of its written type.
package enum ProjectClasses {
    package static func classes(from declarations: SourceDeclarations, registry: ComponentRegistry) -> [ComponentClass]
    {
        var result: [String: ComponentClass] = [:]
        // Registered classes first, so that declared classes take their extended sections.
        // Only the classes the sources add to are discovered: reflecting every registered one costs.
        for name in registry.classNames where !sourcesDecideKeys(of: name, declaredIn: declarations) {
            let properties =
                declarations.inspectableProperties(of: name)
                ?? declarations.extensionProperties(of: uikitName(of: name))
            guard !properties.isEmpty, let registered = registry.componentClass(named: name) else { continue }
            let added = properties.filter { !ownNames(of: registered).contains($0.name) }
            guard !added.isEmpty else { continue }
            result[registered.name] = ComponentClass(
                declared: registered.name, summary: registered.summary,
                sections: sections(registered.sections, without: added) + sections(of: added), base: registered,
                drawsAsPlaceholder: false)
        }
        for declared in declarations.classes {
            let registered = registry.componentClass(named: declared.name)
            guard registered == nil || sourcesDecideKeys(of: declared.name, declaredIn: declarations),
                let base = ancestor(of: declared.name, declarations: declarations, registry: registry, extended: result)
            else { continue }
            // The component of its name, or of the name `@objc(Name)` gives it, draws it.
            let component =
                registered
                ?? declared.objectiveCName.flatMap { name in
                    sourcesDecideKeys(of: name, declaredIn: declarations) ? registry.componentClass(named: name) : nil
                }
            let properties = (declarations.inspectableProperties(of: declared.name) ?? []).filter {
                !ownNames(of: base).contains($0.name)
            }
            let summary =
                "\(declared.isDesignable ? "An @IBDesignable" : "A") \(declared.superclass ?? "UIView") subclass declared in \(declared.path):\(declared.line)"
            result[declared.name] = ComponentClass(
                declared: declared.name, summary: component?.summary ?? summary,
                sections: sections(of: properties, lending: component) + sections(base.sections, without: properties),
                base: component ?? base, drawsAsPlaceholder: component == nil && declared.isDesignable)
        }
        // A Swift class whose `@objc(Name)` names it for Interface Builder is found by that name.
        for declared in declarations.classes {
            guard let name = declared.objectiveCName, result[name] == nil,
                registry.componentClass(named: name) == nil || sourcesDecideKeys(of: name, declaredIn: declarations),
                let found = result[declared.name] ?? registry.componentClass(named: declared.name)
            else { continue }
            result[name] = ComponentClass(
                declared: name, summary: found.summary, sections: found.sections, base: found,
                drawsAsPlaceholder: found.drawsAsPlaceholder)
        }
        return Array(result.values)
    }

    /// Whether the sources decide the keys of a registered class named `name`: one that is not
    /// `View` nor a UIKit class (a component), and that they declare a class of (or name one so
    /// with `@objc(Name)`).
    private static func sourcesDecideKeys(of name: String, declaredIn declarations: SourceDeclarations) -> Bool {
        name != View.className && !UIKitClasses.isKnown(name) && declarations.declaredClass(named: name) != nil
    }

    /// The names of a class's attributes other than `View`'s, which the sources' properties of
    /// the same names do not replace.
    private static func ownNames(of componentClass: ComponentClass) -> Set<String> {
        Set(componentClass.attributes.lazy.filter { $0.className != View.className }.map(\.name))
    }

    /// `sections` without the `View` attributes that `properties` of the same names replace.
    private static func sections(_ sections: [AttributeSection], without properties: [DeclaredProperty])
        -> [AttributeSection]
    {
        let replaced = Set(properties.map(\.name))
        return sections.map { section in
            guard section.className == View.className else { return section }
            return AttributeSection(
                className: section.className, title: section.title,
                attributes: section.attributes.filter { !replaced.contains($0.name) })
        }
    }

    /// The UIKit class a registered class stands for in sources: `UIView` for `View` and for
    /// components, a standard view's own name.
    private static func uikitName(of registered: String) -> String {
        UIKitClasses.superclass(of: registered) != nil ? registered : "UIView"
    }

    /// The nearest registered class above `name`, by the sources' superclasses and then UIKit's;
    /// `View` when none is.
    private static func ancestor(
        of name: String, declarations: SourceDeclarations, registry: ComponentRegistry,
        extended: [String: ComponentClass]
    ) -> ComponentClass? {
        var visited: Set<String> = [name]
        var current = declarations.declaredClass(named: name)?.superclass
        while let superclass = current, visited.insert(superclass).inserted {
            let registeredName = superclass == "UIView" ? View.className : superclass
            if let found = extended[registeredName] ?? registry.componentClass(named: registeredName) { return found }
            current =
                declarations.declaredClass(named: superclass)?.superclass ?? UIKitClasses.superclass(of: superclass)
        }
        // Every registry has `View`.
        return extended[View.className] ?? registry.componentClass(named: View.className)
    }

    /// The properties as attributes, a section for each type that declares some, in order; with
    /// what `component`'s attributes of their names lend them.
    private static func sections(of properties: [DeclaredProperty], lending component: ComponentClass? = nil)
        -> [AttributeSection]
    {
        var order: [String] = []
        var byType: [String: [Attribute]] = [:]
        for property in properties {
            guard let declared = attribute(for: property) else { continue }
            let attribute = component.flatMap { lent(by: $0, to: declared, of: property) } ?? declared
            if byType[property.declaringType] == nil { order.append(property.declaringType) }
            byType[property.declaringType, default: []].append(attribute)
        }
        return order.map { type in
            AttributeSection(
                className: type, title: AttributeLabel.title(ofClass: type), attributes: byType[type] ?? [])
        }
    }

    /// The component's own attribute of the name of `declared`, of its type (or its optional's),
    /// starting at the value the source gives the property, where it gives one; `nil` when the
    /// component has none.
    private static func lent(by component: ComponentClass, to declared: Attribute, of property: DeclaredProperty)
        -> Attribute?
    {
        guard let own = component.attribute(named: declared.name), own.className != View.className,
            own.typeName == declared.typeName || own.typeName == declared.typeName + "?"
        else { return nil }
        let kind = property.defaultValue == nil ? own.kind : own.kind.replacingDefault(with: declared.defaultValue.base)
        return Attribute(
            property: own.property, className: property.declaringType, kind: kind ?? own.kind,
            documentation: own.summary ?? declared.summary)
    }

    /// The attribute of a property of a type designer has, with the default the source gives it.
    private static func attribute(for property: DeclaredProperty) -> Attribute? {
        guard let valueType = property.type.valueType else { return nil }
        // Without a doc comment, where to read the property is the best description there is.
        let summary = property.documentation ?? "Declared in \(property.path):\(property.line)."
        return Attribute(
            property: property.name, className: property.declaringType,
            kind: kind(valueType, property: property, summary: summary))
    }

    private static func kind<Value: InspectableValue>(
        _ type: Value.Type, property: DeclaredProperty, summary: String
    ) -> any AttributeKind {
        let given = property.defaultValue.flatMap { try? Value(json: $0) }
        // An image has no value without a file, so a property without one is optional.
        if property.isOptional || Value.self == Image.self || given == nil && fallback(for: property.type) == nil {
            return declaredAttributeKind(Value?.self, defaultValue: given, summary: summary)
        }
        let value = given ?? fallback(for: property.type).flatMap { try? Value(json: $0) }
        guard let value else { return declaredAttributeKind(Value?.self, defaultValue: nil, summary: summary) }
        return declaredAttributeKind(Value.self, defaultValue: value, summary: summary)
    }

    /// What a property without an initial value the scanner can read starts as: zero, false,
    /// empty or clear, as an object's storage starts.
    private static func fallback(for type: DeclaredType) -> JSONValue? {
        switch type {
        case .int, .double: .number(JSONNumber(0))
        case .bool: .bool(false)
        case .string: .string("")
        case .color: .string("clear")
        case .point: Point(x: 0, y: 0).json
        case .size: Size(width: 0, height: 0).json
        case .rect: Rect(x: 0, y: 0, width: 0, height: 0).json
        case .image, .other: nil
        }
    }
}
