import DesignerCore
import Inspectable

extension EditPlan {
    /// `KEY=VALUE` arguments as pairs; a key given twice takes its last value, as with most
    /// command-line tools.
    static func pairs(_ arguments: [String], spec: CommandSpec) throws(CLIError) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw .usage("Expected KEY=VALUE, such as percent=50, not \(Printable.quoted(argument)).", spec)
            }
            let key = String(argument[..<equals])
            pairs.removeAll { $0.key == key }
            pairs.append((key, String(argument[argument.index(after: equals)...])))
        }
        return pairs
    }

    /// The errors as a command reports them: problems of the document alone at their places
    /// (exit 1); any problem of the command line makes it a usage error (exit 64).
    func failure(in source: SourceText, _ writer: Writer) -> CLIError {
        let errors = errors
        guard errors.allSatisfy({ if case .document = $0.location { true } else { false } }) else {
            return .invalid(errors.map(\.message))
        }
        return .document(errors, in: source, writer.diagnosticStyle)
    }
}
