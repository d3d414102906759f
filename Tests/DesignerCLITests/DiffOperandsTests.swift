import Testing

@testable import DesignerCLI

/// The shapes of `designer diff`'s arguments: `OLD NEW` or `REV -- PATH…`, told apart by `--`,
/// and each wrong shape as a usage error that says which shape was meant.
@Suite struct DiffOperandsTests {
    static let spec = CommandSpec(
        name: "diff", abstract: "Compare.",
        arguments: [.init("operands", help: "OLD NEW, or REV -- PATH…", isRepeating: true)],
        options: [CommandSpec.device])

    static func operands(_ arguments: [String]) throws(CLIError) -> DiffOperands {
        try DiffOperands(try ParsedArguments(arguments, spec: spec), spec: spec)
    }

    @Test(arguments: [
        (["old.storyboard", "new.storyboard"], DiffOperands.files(old: "old.storyboard", new: "new.storyboard")),
        (["-", "new.json"], .files(old: "-", new: "new.json")),
        (["HEAD~1", "--", "App/Main.storyboard"], .revision("HEAD~1", paths: ["App/Main.storyboard"])),
        (
            ["--device", "retina6_1", "v1.2", "--", "A b.xib", "ü.storyboard"],
            .revision("v1.2", paths: ["A b.xib", "ü.storyboard"])
        ),
        // After `--` everything is a path, even what looks like an option.
        (["main", "--", "--device"], .revision("main", paths: ["--device"])),
    ])
    func eachShapeIsRead(arguments: [String], expected: DiffOperands) throws {
        #expect(try Self.operands(arguments) == expected)
    }

    @Test(arguments: [
        (
            ["one.json"],
            "Give two documents (OLD NEW), or a git revision and the documents to compare with it (REV -- PATH…)."
        ),
        (
            ["a.json", "b.json", "c.json"],
            "Unexpected argument 'c.json': diff compares two documents; to compare documents with a git revision, give REV -- PATH…."
        ),
        (["--", "a.json"], "The revision comes before '--': REV -- PATH…."),
        (
            ["HEAD", "main", "--", "a.json"],
            "One revision comes before '--', not 2: REV -- PATH…; to compare two documents, give OLD NEW without '--'."
        ),
        (["HEAD", "--"], "Give the documents to compare with 'HEAD' after '--'."),
        (["HEAD", "--", "a.json", "a.json"], "'a.json' is given twice."),
        (["HEAD", "--", "-"], "Standard input ('-') has no version in git: give the path of a document after '--'."),
        (["HEAD", "--", ""], "A path after '--' is empty."),
        (["-", "--", "a.json"], "'-' is not a revision: one that starts with '-' would be read as an option."),
        (["", "--", "a.json"], "The revision is empty."),
    ])
    func eachWrongShapeIsAUsageErrorThatSaysTheShapes(arguments: [String], message: String) {
        do {
            let operands = try Self.operands(arguments)
            Issue.record("read \(operands)")
        } catch {
            #expect(error.status == ExitStatus.usage)
            #expect(error.lines(program: "designer").first == "Error: " + message)
        }
    }

    @Test func theSeparatorsPlaceIsKeptAmongThePositionals() throws {
        let arguments = try ParsedArguments(["a", "--device", "retina6_1", "--", "b", "c"], spec: Self.spec)
        #expect(arguments.positionals == ["a", "b", "c"])
        #expect(arguments.positionalsBeforeSeparator == 1)
        #expect(try ParsedArguments(["a", "b"], spec: Self.spec).positionalsBeforeSeparator == nil)
    }
}
