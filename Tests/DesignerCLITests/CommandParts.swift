@testable import DesignerCLI

/// What the dispatcher gives a command, made from a context as the dispatcher makes it, for
/// tests of the parts commands are built from: a live document, the web inspector, a locked edit.
struct CommandParts {
    let project: ProjectContext
    let documents: DocumentSource
    let writer: Writer

    /// - Parameter document: The document whose project the command works in, as `--file`
    ///   names it; `nil` for the registry of `context` alone.
    /// - Parameter screen: The screen and text size, as `--device`, `--orientation` and
    ///   `--content-size` name them.
    init(_ context: CommandContext, document: String? = nil, screen: ScreenChoice = .saved) {
        writer = Writer(context)
        project = ProjectContext(
            registry: context.registry, workingDirectory: context.workingDirectory, document: document,
            screen: screen)
        documents = DocumentSource(project, problemsFor: writer)
    }

    /// A live document of `path`, as `serve` and `edit` watch it.
    func live(_ path: String) -> LiveDocument {
        LiveDocument(
            path: path, view: nil, allowExternalImages: false, showsAttributeErrors: true, documents: documents)
    }

    /// The web inspector of `live`, as `serve` makes it.
    func inspector(_ live: LiveDocument) -> WebInspector {
        WebInspector(live: live, project: project, documents: documents, writer: writer)
    }
}
