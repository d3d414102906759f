public import Inspectable

/// One mistake in a component's declaration, found when it is registered.
public enum RegistrationProblem: Sendable, Equatable, CustomStringConvertible {
    case duplicateClass(String)
    case invalidClassName(String, reason: String)
    /// Two attributes of one class, in its own section or those it inherits, share a name.
    case duplicateAttribute(className: String, name: String, declaredBy: [String])
    case invalidAttributeName(className: String, name: String, reason: String)
    case defaultOutOfRange(className: String, attribute: String, value: String, range: String)
    case invalidDefault(className: String, attribute: String, problem: ValueError)
    /// A range or step that cannot work, such as a half-open range or a step of 0.
    case invalidDeclaration(className: String, attribute: String, problem: String)
    case unsupportedType(className: String, attribute: String, type: String, reason: String)
    /// A value type whose canonical text or JSON does not read back as the same value.
    case notRoundTripping(className: String, attribute: String, form: String, written: String, problem: String)
    /// Building the component from its defaults failed.
    case notBuildable(className: String, reason: String)
    /// The component's `init(from:)` never decodes these properties, so no document can set them.
    case undecodedAttributes(className: String, properties: [String])

    public var description: String {
        switch self {
        case .duplicateClass(let name):
            "two components are named \(Printable.quoted(name))"
        case .invalidClassName(let name, let reason):
            "class name \(Printable.quoted(name)) \(reason)"
        case .duplicateAttribute(let className, let name, let declaredBy):
            "\(className): two attributes are named \(Printable.quoted(name)) (declared by \(declaredBy.joined(separator: " and ")))"
        case .invalidAttributeName(let className, let name, let reason):
            "\(className).\(name): the name \(reason)"
        case .defaultOutOfRange(let className, let attribute, let value, let range):
            "\(className).\(attribute): default \(value) is outside \(range)"
        case .invalidDefault(let className, let attribute, let problem):
            "\(className).\(attribute): default \(problem)"
        case .invalidDeclaration(let className, let attribute, let problem):
            "\(className).\(attribute): \(problem)"
        case .unsupportedType(let className, let attribute, let type, let reason):
            "\(className).\(attribute): type \(type) is not supported: \(reason)"
        case .notRoundTripping(let className, let attribute, let form, let written, let problem):
            "\(className).\(attribute): the default's \(form) form \(written) does not read back: \(problem)"
        case .notBuildable(let className, let reason):
            "\(className): cannot be built from its attributes: \(reason)"
        case .undecodedAttributes(let className, let properties):
            "\(className): its init(from:) does not decode \(properties.map { Printable.quoted($0) }.joined(separator: ", ")), "
                + "which documents could then not set; decode every attribute in it, or leave init(from:) to the compiler"
        }
    }
}

/// The problems found in the components given to a registry, all of them at once.
public struct RegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let problems: [RegistrationProblem]

    public init(problems: [RegistrationProblem]) {
        self.problems = problems
    }

    public var description: String {
        (["invalid component declarations:"] + problems.map { "  \($0)" }).joined(separator: "\n")
    }
}
