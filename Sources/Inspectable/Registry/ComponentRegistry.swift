/// The component classes a designer knows, by name.
///
/// `View` is always registered. Attribute tables are discovered from each type once, when it
/// is registered, and every class is validated then, reporting all problems together:
///
///     let registry = try ComponentRegistry.builtIn.adding([Scorecard.self])
///     let bar = registry.componentClass(named: "MyProgressBar")
public struct ComponentRegistry: Sendable {
    /// The classes in registration order, `View` first.
    public let classes: [ComponentClass]
    private let index: [String: Int]

    /// `View`, `MyProgressBar` and `CustomProgress`.
    public static let builtIn = ComponentRegistry(
        unvalidated: [View.self, MyProgressBar.self, CustomProgress.self].map(ComponentClass.init))

    /// A registry of `View` and `components`, each validated.
    public init(_ components: [any Component.Type]) throws(RegistrationError) {
        self = try ComponentRegistry(unvalidated: []).adding([View.self] + components)
    }

    private init(unvalidated classes: [ComponentClass]) {
        self.classes = classes
        var index: [String: Int] = [:]
        for (position, componentClass) in classes.enumerated() where index[componentClass.name] == nil {
            index[componentClass.name] = position
        }
        self.index = index
    }

    /// This registry with `components` added, each validated.
    public func adding(_ components: [any Component.Type]) throws(RegistrationError) -> ComponentRegistry {
        var problems: [RegistrationProblem] = []
        var names = Set(classes.map(\.name))
        var added: [ComponentClass] = []
        for type in components {
            let componentClass = ComponentClass(type)
            if !names.insert(componentClass.name).inserted {
                problems.append(.duplicateClass(componentClass.name))
                continue
            }
            problems += ComponentValidation.problems(of: componentClass)
            added.append(componentClass)
        }
        guard problems.isEmpty else { throw RegistrationError(problems: problems) }
        return ComponentRegistry(unvalidated: classes + added)
    }

    /// The class with this name, if registered.
    public func componentClass(named name: String) -> ComponentClass? {
        index[name].map { classes[$0] }
    }

    /// The registered class name closest to `name`, for "did you mean".
    public func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, in: classes.map(\.name))
    }
}
