import Testing

@testable import DesignerCLI

/// What a command needs it declares, and the dispatcher builds that, whatever the command's
/// name: the project a command works in is its document's.
@Suite("What commands declare they need")
struct CommandNeedsTests {
    /// The commands with `--file` given once, which work on one document; `check` takes it as
    /// many times as there are documents.
    static let documentCommands = DesignerCLI.commands.map { $0.spec }.filter { spec in
        spec.options.contains { $0.name == CommandSpec.file.declaration.name && !$0.isRepeating }
    }.map(\.name)

    /// The document whose project the command `name` works in, for the command line `arguments`.
    private func projectDocument(_ name: String, _ arguments: [String]) throws -> String? {
        let command = try #require(DesignerCLI.commands.first { $0.spec.name == name })
        return try command.projectDocument(arguments)
    }

    @Test(arguments: documentCommands)
    func aCommandWithFileWorksInTheProjectOfItsDocument(_ name: String) throws {
        // What a command requires beside it: the keys of get, set and reset, the class of new.
        let command = try #require(DesignerCLI.commands.first { $0.spec.name == name })
        let keys = command.spec.arguments.contains(where: \.isRequired) ? ["percent=1"] : []
        let (given, left) = (
            try projectDocument(name, ["--file", "App/Main.storyboard"] + keys), try projectDocument(name, keys)
        )
        #expect(given == "App/Main.storyboard")
        #expect(left == "designer.json", "designer.json, the document it works on")
    }

    @Test func convertWorksInTheProjectOfTheDocumentItConverts() throws {
        let document = try projectDocument("convert", ["App/Main.storyboard"])
        #expect(document == "App/Main.storyboard")
    }

    /// `check`, `audit` and `snapshot` take in each document's project as they go; `list` and
    /// `schema` show the designer's own components.
    @Test(arguments: ["check", "audit", "snapshot", "list", "schema"])
    func aCommandOfNoOneDocumentWorksInNoProject(_ name: String) throws {
        #expect(!Self.documentCommands.contains(name))
        let document = try projectDocument(name, [])
        #expect(document == nil)
    }

    @Test func mergeReportsReadsReportsInNoProject() throws {
        #expect(!Self.documentCommands.contains("merge-reports"))
        #expect(try projectDocument("merge-reports", ["shard-1.json", "shard-2.json"]) == nil)
    }

    /// `diff` and `textconv` read documents as written, without their projects' classes.
    @Test(arguments: [("diff", ["Old.storyboard", "New.storyboard"]), ("textconv", ["Main.storyboard"])])
    func aCommandThatComparesDocumentsWorksInNoProject(_ name: String, _ arguments: [String]) throws {
        #expect(!Self.documentCommands.contains(name))
        #expect(try projectDocument(name, arguments) == nil)
    }

    @Test func everyCommandIsOneOrTheOther() {
        let others = ["convert", "check", "audit", "snapshot", "list", "schema", "merge-reports", "diff", "textconv"]
        #expect(Set(DesignerCLI.commands.map { $0.spec.name }) == Set(Self.documentCommands + others))
    }
}

extension Command {
    /// The document whose project the command works in, for the command line `arguments`, as the
    /// dispatcher reads it.
    fileprivate static func projectDocument(_ arguments: [String]) throws(CLIError) -> String? {
        Options(try ParsedArguments(arguments, spec: spec)).projectDocument
    }
}
