public import Inspectable

extension Diagnostic.Rule {
    /// A component whose declaration designer turned away: reported by `check` at the
    /// declaration, and at every view of a document that uses it.
    public static let invalidComponent = Diagnostic.Rule(
        "invalid-component", .error,
        "A component whose @Inspectable declarations designer cannot use (a step of 0, a default outside its range, two attributes of one name…)."
    )
}

/// A component a registry turned away, and every problem with its declaration, each at the
/// place in its source where it is written when that is known.
///
/// A registry made with `ComponentRegistry(rejectingInvalid:)` keeps the components that are
/// sound and sets these aside, so that one bad declaration never stops the others from working:
/// `designer list` shows them, `check` reports their problems, and a document that uses one is
/// told why its class cannot be used.
public struct RejectedComponent: Sendable {
    /// One problem, and where the declaration it is about is written.
    public struct Problem: Sendable {
        public let problem: RegistrationProblem
        let site: DeclarationSite?

        /// The declaring file as the compiler was given it, if known.
        public var file: String? { site?.file }
        /// The line of the declaration's attribute, from 1, if known.
        public var line: Int? { site?.line }
        /// The column of the attribute's name, just after its `@`, from 1, if known.
        public var column: Int? { site?.column }
    }

    /// The name documents use for the component.
    public let className: String
    public let type: any Component.Type
    public let problems: [Problem]

    /// Why documents cannot use the class, in one line: "class 'Badge' was rejected: Badge.step: …".
    public var reason: String {
        "class \(Printable.quoted(className)) was rejected: "
            + problems.map(\.problem.description).joined(separator: "; ")
    }

    /// Where each problem's declaration is written, when known, as notes of a diagnostic at a
    /// view that uses the class.
    var declarations: [Diagnostic.Note] {
        problems.compactMap { problem in
            problem.file.map { file in
                let location = problem.line.map { SourceLocation(line: $0, column: problem.column ?? 1) }
                return Diagnostic.Note(problem.problem.description, location: .file(path: file, location))
            }
        }
    }
}
