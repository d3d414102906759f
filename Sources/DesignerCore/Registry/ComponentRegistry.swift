public import Inspectable
import Synchronization

/// The component classes a designer knows, by name.
///
/// `View` is always registered. Attribute tables are discovered from each type once, when it
/// is registered, and every class is validated then, reporting all problems together:
///
///     let registry = try ComponentRegistry([Scorecard.self])
///     let scorecard = registry.componentClass(named: "Scorecard")
public struct ComponentRegistry: Sendable {
    private let types: [any Component.Type]
    private let names: [String]
    private let index: [String: Int]
    /// Classes are discovered when first asked for, so a command pays only for the ones it uses.
    private let discovered: DiscoveredClasses
    /// Classes a document's project declares, by name: found before the registered ones.
    private var declared: [String: ComponentClass] = [:]
    /// The superclass each declared class names, as its project's sources state it.
    private var declaredSuperclasses: [String: String] = [:]
    /// The classes of the document's project as the Objective-C runtime sees them, which an
    /// Interface Builder document's runtime attributes and connections are checked against;
    /// UIKit's alone without a project.
    package private(set) var runtimeClasses = RuntimeClasses.uikit
    /// Which modules of the document's project designer read the sources of.
    package private(set) var modules = ModuleScope.noProject

    /// `View` alone, which every registry starts from.
    public static let views = ComponentRegistry(types: [View.self], discovered: DiscoveredClasses())

    /// A registry of `View` and `components`, each validated.
    public init(_ components: [any Component.Type]) throws(RegistrationError) {
        self = try ComponentRegistry.views.adding(components)
    }

    /// A registry of `View` and `components` that are not validated here: for the components a
    /// package's own tests validate (the progress bars the `designer` executable ships), so that
    /// starting a command does not pay for discovering and checking classes it does not use.
    package init(validatedByTests components: [any Component.Type]) {
        self.init(types: [View.self] + components, discovered: DiscoveredClasses())
    }

    private init(types: [any Component.Type], discovered: DiscoveredClasses) {
        self.types = types
        self.names = types.map { $0.className }
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() where index[name] == nil {
            index[name] = position
        }
        self.index = index
        self.discovered = discovered
    }

    /// The classes in registration order, `View` first.
    public var classes: [ComponentClass] { types.indices.map(componentClass(at:)) }

    /// The names of the classes in registration order.
    public var classNames: [String] { names }

    /// This registry with `components` added, each validated.
    public func adding(_ components: [any Component.Type]) throws(RegistrationError) -> ComponentRegistry {
        var problems: [RegistrationProblem] = []
        var known = Set(names)
        var added: [any Component.Type] = []
        let extended = DiscoveredClasses(copying: discovered, count: types.count)
        for type in components {
            let name = type.className
            if !known.insert(name).inserted {
                problems.append(.duplicateClass(name))
                continue
            }
            let componentClass = extended.componentClass(type, at: types.count + added.count)
            problems += ComponentValidation.problems(of: componentClass)
            added.append(type)
        }
        guard problems.isEmpty else { throw RegistrationError(problems: problems) }
        return ComponentRegistry(types: types + added, discovered: extended)
    }

    /// The class with this name, if registered or declared.
    public func componentClass(named name: String) -> ComponentClass? {
        // Most documents' classes are registered, and most projects declare none: no name hashed twice.
        (declared.isEmpty ? nil : declared[name]) ?? index[name].map(componentClass(at:))
    }

    /// The registered or declared view class closest to `name`, for "did you mean": as
    /// `suggestion(for:descendingFrom:)` gives for a view.
    public func suggestion(for name: String) -> String? {
        suggestion(for: name, descendingFrom: View.className)
    }

    /// The registered or declared class closest to `name` that could take its place, for "did
    /// you mean": one of the same kind, that descends from `base`, and never one that descends
    /// from `name` itself (a subclass is no stand-in for its superclass).
    ///
    /// A class's ancestry is read from the superclasses its project's sources state, then
    /// UIKit's; a registered component descends from `UIView`. A declared class whose ancestry
    /// ends in a class neither knows is suggested for nothing.
    ///
    ///     registry.suggestion(for: "ProfileControler", descendingFrom: "UIViewController")
    ///
    /// - Parameter base: The UIKit class the document's element stands for: `UILabel` for a
    ///   `<label>`, `UIViewController` for a `<viewController>`, `View` (or `UIView`) for a view
    ///   of a JSON document or a plain `<view>`.
    public func suggestion(for name: String, descendingFrom base: String) -> String? {
        let base = base == View.className ? "UIView" : base
        var seen: Set<String> = []
        let candidates = (names + declared.keys.sorted()).filter { candidate in
            guard seen.insert(candidate).inserted else { return false }
            let ancestry = ancestry(of: candidate)
            return !ancestry.contains(name) && ancestry.contains(base)
        }
        return Suggestion.closest(to: name, in: candidates)
    }

    /// `name` and its superclasses, nearest first, in UIKit's names (`UIView` for `View`), as far
    /// as they are known.
    private func ancestry(of name: String) -> [String] {
        var result: [String] = []
        var current: String? = name
        while let className = current, !result.contains(className) {
            let uikitName = className == View.className ? "UIView" : className
            result.append(uikitName)
            current =
                declaredSuperclasses[className] ?? UIKitClasses.superclass(of: uikitName)
                ?? (index[className] != nil && !UIKitClasses.isKnown(uikitName) ? "UIView" : nil)
        }
        return result
    }

    /// This registry with the classes a project declares; the superclasses `declarations` state
    /// for them, by which "did you mean" suggests only classes of the kind asked for; and the
    /// classes as the Objective-C runtime sees them, which runtime attributes and connections
    /// are checked against.
    package func including(
        _ classes: [ComponentClass], declaredIn declarations: SourceDeclarations? = nil,
        runtimeClasses: RuntimeClasses? = nil
    ) -> ComponentRegistry {
        var registry = self
        for componentClass in classes { registry.declared[componentClass.name] = componentClass }
        if let runtimeClasses { registry.runtimeClasses = runtimeClasses }
        for declaredClass in declarations?.classes ?? [] {
            guard let superclass = declaredClass.superclass, registry.declaredSuperclasses[declaredClass.name] == nil
            else { continue }
            registry.declaredSuperclasses[declaredClass.name] = superclass
        }
        return registry
    }

    /// This registry with the classes a project declares, as `including(_:declaredIn:runtimeClasses:)`
    /// takes them, and what the project says of its modules.
    package func including(
        _ classes: [ComponentClass], declaredIn declarations: SourceDeclarations, runtimeClasses: RuntimeClasses,
        modules: ModuleScope
    ) -> ComponentRegistry {
        var registry = including(classes, declaredIn: declarations, runtimeClasses: runtimeClasses)
        registry.modules = modules
        return registry
    }

    private func componentClass(at position: Int) -> ComponentClass {
        discovered.componentClass(types[position], at: position)
    }
}

/// The classes of a registry discovered so far, shared by its copies.
private final class DiscoveredClasses: Sendable {
    private struct State {
        var view: AttributeDiscovery.Result?
        var classes: [Int: ComponentClass] = [:]
    }

    private let state: Mutex<State>

    init() {
        state = Mutex(State())
    }

    /// A cache holding what `other` has found for its first `count` classes.
    init(copying other: DiscoveredClasses, count: Int) {
        let copied = other.state.withLock { state in
            State(view: state.view, classes: state.classes.filter { $0.key < count })
        }
        state = Mutex(copied)
    }

    func componentClass(_ type: any Component.Type, at position: Int) -> ComponentClass {
        state.withLock { state in
            if let known = state.classes[position] { return known }
            let view = state.view ?? AttributeDiscovery.discover(View.self)
            state.view = view
            let componentClass = ComponentClass(type, view: view)
            state.classes[position] = componentClass
            return componentClass
        }
    }
}
