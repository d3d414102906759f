import DesignerCore
import Inspectable

/// `designer textconv FILE`: a document as text git can compare line by line.
enum TextconvCommand: Command {
    static let spec = CommandSpec(
        name: "textconv", abstract: "Print a document as one line per view and per attribute, for git's diff.",
        discussion:
            "Prints the document's canonical text form: each object (scene, view controller, view, bar item…) as a line of its kind, name and id, then its properties as 'key = value' lines sorted by key (frames as (x, y, width, height), colors as one value, button states as 'normal.title', runtime attributes as 'runtime.keyPath'), its constraints and connections, and the objects inside it indented. What only spells the document differently prints the same (attribute order, white space, 0.0 and 0, Xcode's tools version and derived resources). The format is read from the content, as git hands the command a temporary file. A file that is no readable document is printed as it is, with its error on standard error, so that git goes on. With '*.storyboard diff=designer' and '*.xib diff=designer' in .gitattributes and 'git config diff.designer.textconv \"designer textconv\"', git diff, git log -p and git show list changed values instead of XML.",
        arguments: [.init("file", help: "The document (- reads standard input).")])

    struct Options: CommandOptions {
        let file: String

        init(_ arguments: ParsedArguments) {
            file = arguments.positionals[0]
        }

        /// None: the document is printed as written, without its project's classes.
        var projectDocument: String? { nil }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let file = try DiffCommand.read([options.file], documents)[0]
        let source = SourceText(name: file.path, bytes: file.bytes)
        do {
            writer.print(try SemanticDocument.read(source).canonicalText(), terminator: "")
        } catch {
            // git stops a whole `git log -p` at a textconv that fails: the version is shown as
            // written, and what is wrong with it said on standard error.
            writer.printError(documents.diagnosticStyle.line(error.diagnostic, in: source))
            writer.output.write(bytes: file.bytes)
        }
    }
}
