import Inspectable

extension Diagnostic.Rule {
    /// A class declared nowhere in the project's sources, nor UIKit's: Interface Builder's
    /// "Unknown class in Interface Builder file", and a crash at the first outlet or key set on it.
    public static let unknownClass = Diagnostic.Rule(
        "unknown-class", .error, "A custom class that neither the project's sources nor UIKit declare.")
    /// A class of a module designer found no sources of, so it cannot be checked.
    public static let unresolvedModule = Diagnostic.Rule(
        "unresolved-module", .warning,
        "A custom class of a module whose sources designer did not find (a remote package or pod not checked out).")
}

/// Finds a view's class as Xcode would: by its name, in the module `customModule` names (or
/// the document's target's, for `customModuleProvider="target"`) or else in any module of the
/// project; and tells a class declared nowhere (an error) from one of a module whose sources
/// designer did not find (a warning, the class then made of the runtime attributes the
/// document writes for it, so they can still be read and edited).
enum ClassLookup {
    /// What a view's class is.
    enum Result {
        case found(ComponentClass)
        /// A class of a module designer has no sources of: a class of the view's runtime
        /// attributes, and the warning that says so.
        case unresolved(ComponentClass, Diagnostic)
        case unknown(Diagnostic)
    }

    /// The class of `view` in `registry`, whose `modules` say which modules were read.
    ///
    /// - Parameter severity: How a class declared nowhere is reported.
    static func lookUp(
        _ view: ViewNode, syntax: any DocumentSyntax, registry: ComponentRegistry, severity: Diagnostic.Severity
    ) -> Result {
        if let found = registry.componentClass(of: view) { return .found(found) }
        let offset = view.place.className
        // A component designer was given but turned away: said always, and why, never "unknown".
        if let rejection = registry.rejection(named: view.className) {
            return .unknown(
                .error(rejection.reason, at: offset, rule: .invalidComponent, related: rejection.declarations))
        }
        if let reason = unresolvedReason(of: view, modules: registry.modules),
            let runtimeClass = runtimeClass(
                named: view.className, attributes: syntax.attributes(of: view),
                base: base(of: view, registry: registry))
        {
            return .unresolved(
                runtimeClass,
                .warning(
                    "class \(Printable.quoted(view.className))\(reason); name them with --sources", at: offset,
                    rule: .unresolvedModule))
        }
        let suggestion = registry.suggestion(for: view.className, descendingFrom: kindOfClass(of: view)).map {
            "; did you mean \(Printable.quoted($0))?"
        }
        return .unknown(
            Diagnostic(
                severity, "unknown class \(Printable.quoted(view.className))\(suggestion ?? "")", at: offset,
                rule: .unknownClass))
    }

    /// Why a class declared nowhere may still exist, as the rest of a message; `nil` when every
    /// module it could be in was read.
    private static func unresolvedReason(of view: ViewNode, modules: ModuleScope) -> String? {
        // Interface Builder writes the target's module's name too, for when the target is not known.
        let module = (view.isModuleOfTarget ? modules.documentModule : nil) ?? view.customModule
        if let module, !module.isEmpty {
            // The document's own target is the project's: its sources were read, whatever its name.
            let isOwnTarget = view.isModuleOfTarget && modules.hasProject
            guard !modules.resolved.contains(module), !isOwnTarget else { return nil }
            return
                " of module \(Printable.quoted(module)): designer found no sources of that module (a remote package or pod not checked out?)"
        }
        // No module named, or a target designer cannot tell: the class may be in any module.
        guard !modules.unresolved.isEmpty else { return nil }
        let listed = modules.unresolved.prefix(5).map { Printable.quoted($0) }.joined(separator: ", ")
        let more = modules.unresolved.count > 5 ? " and \(modules.unresolved.count - 5) more" : ""
        return
            " is declared in no sources designer found; it may be in a module whose sources are not in the project (\(listed)\(more))"
    }

    /// The class the view's element stands for (`UILabel` for a `<label>`), else `View`; for an
    /// object that is not a view, its UIKit class, with none of a view's attributes.
    fileprivate static func base(of view: ViewNode, registry: ComponentRegistry) -> ComponentClass? {
        if case .object(let standardClass) = view.kind {
            return registry.objectClass(named: standardClass, standardClass: standardClass)
        }
        return view.elementClassName.flatMap(registry.componentClass(named:))
            ?? registry.componentClass(named: View.className)
    }

    /// The UIKit class a stand-in for the class of `node` must descend from: the class of its
    /// element for a view (Interface Builder gives a `<label>` only a `UILabel` subclass), a view
    /// controller for a view controller, a bar item for a bar item.
    private static func kindOfClass(of node: ViewNode) -> String {
        guard case .object(let standardClass) = node.kind else { return node.elementClassName ?? View.className }
        var current: String? = standardClass
        while let name = current {
            if kinds.contains(name) { return name }
            current = UIKitClasses.superclass(of: name)
        }
        return standardClass
    }

    /// The kinds of object a class of another kind cannot stand in for.
    private static let kinds: Set<String> = [
        "UIView", "UIViewController", "UIBarItem", "UINavigationItem", "UIGestureRecognizer",
    ]

    /// A class named `name` whose attributes are the runtime attributes written (with the type
    /// each is written as: number, boolean, string, color, point, size, rect or image) above
    /// those of `base`; each is optional, so resetting one removes it.
    static func runtimeClass(
        named name: String, attributes written: [WrittenAttribute], base: ComponentClass?
    ) -> ComponentClass? {
        guard let base else { return nil }
        var attributes: [Attribute] = []
        var names: Set<String> = []
        for attribute in written where !attribute.isIntrinsic && base.attribute(named: attribute.name) == nil {
            guard let type = attribute.writtenType, let kind = kind(of: type),
                names.insert(attribute.name).inserted
            else { continue }
            attributes.append(Attribute(property: attribute.name, className: name, kind: kind))
        }
        let section = AttributeSection(
            className: name, title: AttributeLabel.title(ofClass: name), attributes: attributes)
        return ComponentClass(
            declared: name, summary: "A class of a module whose sources designer did not find",
            sections: (attributes.isEmpty ? [] : [section]) + base.sections, base: base, drawsAsPlaceholder: true)
    }

    private static func kind(of type: WrittenType) -> (any AttributeKind)? {
        let summary = "A runtime attribute the document writes."
        return switch type {
        case .number: declaredAttributeKind(Double?.self, defaultValue: nil, summary: summary)
        case .boolean: declaredAttributeKind(Bool?.self, defaultValue: nil, summary: summary)
        case .string: declaredAttributeKind(String?.self, defaultValue: nil, summary: summary)
        case .color: declaredAttributeKind(Color?.self, defaultValue: nil, summary: summary)
        case .point: declaredAttributeKind(Point?.self, defaultValue: nil, summary: summary)
        case .size: declaredAttributeKind(Size?.self, defaultValue: nil, summary: summary)
        case .rect: declaredAttributeKind(Rect?.self, defaultValue: nil, summary: summary)
        case .image: declaredAttributeKind(Image?.self, defaultValue: nil, summary: summary)
        case .range, .null: nil
        }
    }
}

extension ComponentRegistry {
    /// This registry with a class for each class of `document` whose module designer found no
    /// sources of, made of the runtime attributes the document writes for it (those of every
    /// view of that class), so that `get`, `set` and `reset` work on them.
    package func includingRuntimeClasses(of document: Document) -> ComponentRegistry {
        var written: [String: [WrittenAttribute]] = [:]
        var views: [String: ViewNode] = [:]
        for view in document.allNodes where componentClass(of: view) == nil {
            guard case .unresolved = ClassLookup.lookUp(view, syntax: document.syntax, registry: self, severity: .error)
            else {
                continue
            }
            written[view.className, default: []] += document.syntax.attributes(of: view)
            if views[view.className] == nil { views[view.className] = view }
        }
        guard !written.isEmpty else { return self }
        let classes = written.sorted { $0.key < $1.key }.compactMap { name, attributes in
            ClassLookup.runtimeClass(
                named: name, attributes: attributes,
                base: views[name].flatMap { ClassLookup.base(of: $0, registry: self) })
        }
        return including(classes)
    }
}
