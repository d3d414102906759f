public import Inspectable
import Synchronization

/// The component classes a designer knows, by name.
///
/// `View` is always registered. Attribute tables are discovered from each type once, when it
/// is registered, and every class is validated then, reporting all problems together.
///
/// A designer registers its components with `init(rejectingInvalid:)`: a component whose
/// declaration has problems is set aside in `rejected`, and every other one works. An author's
/// own tests validate the same components strictly with `init(_:)`, which throws every problem:
///
///     let registry = ComponentRegistry(rejectingInvalid: [Scorecard.self])
///     let scorecard = registry.componentClass(named: "Scorecard")
///
///     @Test func componentsAreValid() throws {
///         _ = try ComponentRegistry([Scorecard.self])
///     }
public struct ComponentRegistry: Sendable {
    private let types: [any Component.Type]
    /// The components given that were turned away, in the order given.
    public private(set) var rejected: [RejectedComponent] = []
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

    /// A registry of `View` and `components`, each validated strictly: any problem with any
    /// of them throws, listing them all. For an author's tests of their components.
    public init(_ components: [any Component.Type]) throws(RegistrationError) {
        self = try ComponentRegistry.views.adding(components)
    }

    /// A registry of `View` and those of `components` that are sound; the others are kept in
    /// `rejected` with their problems, so that one bad declaration does not stop the rest.
    public init(rejectingInvalid components: [any Component.Type]) {
        self = ComponentRegistry.views.adding(rejectingInvalid: components)
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

    /// This registry with `components` added, each validated strictly: any problem throws.
    public func adding(_ components: [any Component.Type]) throws(RegistrationError) -> ComponentRegistry {
        let registry = adding(rejectingInvalid: components)
        let problems = registry.rejected.dropFirst(rejected.count).flatMap { $0.problems.map(\.problem) }
        guard problems.isEmpty else { throw RegistrationError(problems: problems) }
        return registry
    }

    /// This registry with those of `components` that are sound added, and the others added to
    /// `rejected` with their problems.
    public func adding(rejectingInvalid components: [any Component.Type]) -> ComponentRegistry {
        var known = Set(names)
        var added: [any Component.Type] = []
        var rejected = self.rejected
        let extended = DiscoveredClasses(copying: discovered, count: types.count)
        for type in components {
            let name = type.className
            guard known.insert(name).inserted else {
                let problem = RejectedComponent.Problem(problem: .duplicateClass(name), site: nil)
                rejected.append(RejectedComponent(className: name, type: type, problems: [problem]))
                continue
            }
            let componentClass = extended.discover(type)
            let problems = ComponentValidation.problems(of: componentClass)
            guard problems.isEmpty else {
                rejected.append(RejectedComponent(className: name, type: type, problems: problems))
                continue
            }
            extended.store(componentClass, at: types.count + added.count)
            added.append(type)
        }
        var registry = with(types: types + added, discovered: extended)
        registry.rejected = rejected
        return registry
    }

    /// This registry, what it was turned away and what a project declares, with `types` instead.
    private func with(types: [any Component.Type], discovered: DiscoveredClasses) -> ComponentRegistry {
        var registry = ComponentRegistry(types: types, discovered: discovered)
        (registry.rejected, registry.declared, registry.declaredSuperclasses) = (
            rejected, declared, declaredSuperclasses
        )
        (registry.runtimeClasses, registry.modules) = (runtimeClasses, modules)
        return registry
    }

    /// This registry with those of `components` whose names it does not have yet, not validated
    /// here, as `init(validatedByTests:)` takes them: a component of the same name registered
    /// before (an author's own `UILabel`) stays.
    package func adding(validatedByTests components: [any Component.Type]) -> ComponentRegistry {
        var known = Set(names)
        let added = components.filter { known.insert($0.className).inserted }
        return with(types: types + added, discovered: DiscoveredClasses(copying: discovered, count: types.count))
    }

    /// The component named `name` that was turned away, if it was and no class of that name is
    /// registered or declared.
    public func rejection(named name: String) -> RejectedComponent? {
        guard !rejected.isEmpty, componentClass(named: name) == nil else { return nil }
        return rejected.first { $0.className == name }
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
    func including(
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
            let componentClass = ComponentClass(type, view: Self.view(&state))
            state.classes[position] = componentClass
            return componentClass
        }
    }

    /// The class of `type`, discovered now and kept nowhere: one that validation may turn away.
    func discover(_ type: any Component.Type) -> ComponentClass {
        ComponentClass(type, view: state.withLock { Self.view(&$0) })
    }

    /// Keeps `componentClass` as the class at `position`.
    func store(_ componentClass: ComponentClass, at position: Int) {
        state.withLock { $0.classes[position] = componentClass }
    }

    /// `View`'s attributes, discovered on first use.
    private static func view(_ state: inout State) -> AttributeDiscovery.Result {
        let view = state.view ?? AttributeDiscovery.discover(View.self)
        state.view = view
        return view
    }
}
