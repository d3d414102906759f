import Inspectable
import Rendering
import Testing

@testable import DesignerCLI

/// The values options take, read in-process as the command line is: each kind of wrong value
/// with its message, near misses with their suggestion, and right values as what they give.
@Suite("Option values")
struct OptionValueTests {
    /// The first line the error of a command line of `command` prints, and its status; `nil` if it reads.
    static func error(_ arguments: [String], _ command: String) throws -> (line: String, status: Int32)? {
        let spec = try #require(DesignerCLI.commands.first { $0.spec.name == command }?.spec)
        do {
            _ = try ParsedArguments(arguments, spec: spec)
            return nil
        } catch {
            return (error.lines(program: "designer").first ?? "", error.status)
        }
    }

    static let badValues: [(command: String, arguments: [String], message: String)] = [
        ("render", ["--format", "jpeg"], "Error: 'jpeg' is not a format; use ansi, svg, png, text."),
        ("render", ["--scale", "4"], "Error: '4' is not a scale; use 1, 2 or 3."),
        ("render", ["--scale=1.5"], "Error: '1.5' is not a scale; use 1, 2 or 3."),
        ("render", ["--width", "3"], "Error: '3' is not a width; use a number of columns from 8 to 1000."),
        (
            "render", ["--width", "wide"],
            "Error: 'wide' is not a width; use a number of columns from 8 to 1000."
        ),
        ("render", ["--at", "-1"], "Error: '-1' is not a moment; use seconds from the start, such as 0.75."),
        (
            "render", ["--at", "inf"],
            "Error: 'inf' is not a moment; use seconds from the start, such as 0.75."
        ),
        ("check", ["--format", "xml"], "Error: 'xml' is not a format; use text or json."),
        ("watch", ["--output", "out.jpg"], "Error: 'out.jpg' is not a .png or .svg file."),
        (
            "snapshot", ["--format", "text,jpeg"],
            "Error: 'jpeg' is not a snapshot format; use text, svg or png."
        ),
        ("snapshot", ["--format", "text,"], "Error: '' is not a snapshot format; use text, svg or png."),
        (
            "snapshot", ["--record", "sometimes"],
            "Error: 'sometimes' is not a record mode; use missing, all, failed, never."
        ),
        (
            "snapshot", ["--tolerance", "0.1,300"],
            "Error: '0.1,300' is not a tolerance; use a share of pixels from 0 to 1 (or 0% to 100%), optionally with a channel difference from 0 to 255, such as 0.001 or 0.5%,8."
        ),
        (
            "snapshot", ["--shard", "3/2"],
            "Error: '3/2' is not a shard; use i/n with i from 1 to n, such as 2/4."
        ),
        (
            "snapshot", ["--shard", "2"],
            "Error: '2' is not a shard; use i/n with i from 1 to n, such as 2/4."
        ),
        ("snapshot", ["-j", "0"], "Error: '0' is not a number of jobs; use 1 to 256."),
        ("snapshot", ["--jobs", "257"], "Error: '257' is not a number of jobs; use 1 to 256."),
        ("snapshot", ["--scale", "0"], "Error: '0' is not a scale; use 1, 2 or 3."),
        ("render", ["--appearance", "dim"], "Error: 'dim' is not an appearance; use light or dark."),
        ("render", ["--appearance="], "Error: '' is not an appearance; use light or dark."),
        ("watch", ["--appearance", "light,dark"], "Error: 'light,dark' is not an appearance; use light or dark."),
        ("edit", ["--appearance", "auto"], "Error: 'auto' is not an appearance; use light or dark."),
        ("render", ["--appearance"], "Error: Missing value for '--appearance <appearance>'."),
        (
            "snapshot", ["--appearance", "light,"],
            "Error: '' is not an appearance; use light, dark or light,dark."
        ),
        (
            "snapshot", ["--appearance", "all"],
            "Error: 'all' is not an appearance; use light, dark or light,dark."
        ),
    ]

    @Test(arguments: badValues)
    func aWrongValueIsAUsageErrorWithOneShapeOfMessage(command: String, arguments: [String], message: String) throws {
        let error = try Self.error(arguments, command)
        #expect(error?.line == message)
        #expect(error?.status == ExitStatus.usage)
    }

    static let nearMisses: [(command: String, arguments: [String], message: String)] = [
        (
            "render", ["--format", "svgg"],
            "Error: 'svgg' is not a format; use ansi, svg, png, text. Did you mean 'svg'?"
        ),
        (
            "check", ["--format", "jsn"],
            "Error: 'jsn' is not a format; use text or json. Did you mean 'json'?"
        ),
        (
            "snapshot", ["--format", "svg,pgn"],
            "Error: 'pgn' is not a snapshot format; use text, svg or png. Did you mean 'png'?"
        ),
        (
            "snapshot", ["--record", "faild"],
            "Error: 'faild' is not a record mode; use missing, all, failed, never. Did you mean 'failed'?"
        ),
        (
            "render", ["--appearance", "drak"],
            "Error: 'drak' is not an appearance; use light or dark. Did you mean 'dark'?"
        ),
        (
            "edit", ["--appearance", "Light"],
            "Error: 'Light' is not an appearance; use light or dark. Did you mean 'light'?"
        ),
        (
            "snapshot", ["--appearance", "light,dakr"],
            "Error: 'dakr' is not an appearance; use light, dark or light,dark. Did you mean 'dark'?"
        ),
    ]

    @Test(arguments: nearMisses)
    func aNearMissOfAnEnumsCaseIsSuggested(command: String, arguments: [String], message: String) throws {
        #expect(try Self.error(arguments, command)?.line == message)
    }

    @Test func aValueFromTheEnvironmentIsNamedWithItsVariable() {
        let error = #expect(throws: InvalidValue.self) { try RecordMode.parse("bogus") }
        #expect(
            error?.message(from: .environment("DESIGNER_RECORD"))
                == "DESIGNER_RECORD='bogus' is not a record mode; use missing, all, failed, never.")
    }

    @Test func rightValuesAreReadAsTheirTypes() throws {
        let render = try ParsedArguments(
            ["--format", "png", "--scale", "2", "--width=80", "--at", "0.75", "--from", "a=1", "--from", "b=2"],
            spec: RenderCommand.spec)
        #expect(render[RenderCommand.format] == .png)
        #expect(render[RenderCommand.scale]?.pixelsPerPoint == 2)
        #expect(render[RenderCommand.width]?.count == 80)
        #expect(render[RenderCommand.at]?.seconds == 0.75)
        #expect(render.values(RenderCommand.from) == ["a=1", "b=2"])

        let snapshot = try ParsedArguments(
            ["--format", "svg,text,svg", "--record", "failed", "--tolerance", "0.5%,8", "--shard", "2/4", "-j", "8"],
            spec: SnapshotCommand.spec)
        #expect(snapshot[SnapshotCommand.formats]?.formats == [.svg, .text])
        #expect(snapshot[SnapshotCommand.record] == .failed)
        #expect(snapshot[SnapshotCommand.tolerance]?.share == 0.005)
        #expect(snapshot[SnapshotCommand.tolerance]?.pixel == 8)
        #expect(snapshot[SnapshotCommand.shard]?.index == 1)
        #expect(snapshot[SnapshotCommand.shard]?.count == 4)
        #expect(snapshot[SnapshotCommand.jobs]?.count == 8)

        let check = try ParsedArguments(["--format", "json"], spec: CheckCommand.spec)
        #expect(check[CheckCommand.format] == .json)
        let watch = try ParsedArguments(["-o", "out.svg", "--appearance", "dark"], spec: WatchCommand.spec)
        #expect(watch[WatchCommand.output]?.path == "out.svg")
        #expect(watch[CommandSpec.appearance] == .dark)
        #expect(try ParsedArguments(["--appearance=light"], spec: EditCommand.spec)[CommandSpec.appearance] == .light)
        #expect(try ParsedArguments([], spec: RenderCommand.spec)[CommandSpec.appearance] == nil)
        // Each appearance once, light first, however they are given.
        let appearances = try ParsedArguments(["--appearance", "dark,light,dark"], spec: SnapshotCommand.spec)
        #expect(appearances[SnapshotCommand.appearances]?.appearances == [.light, .dark])
        let dark = try ParsedArguments(["--appearance", "dark"], spec: SnapshotCommand.spec)
        #expect(dark[SnapshotCommand.appearances]?.appearances == [.dark])
    }

    @Test func onlyTheLastValueOfAnOptionCounts() throws {
        let arguments = try ParsedArguments(["--scale", "4", "--scale", "3"], spec: RenderCommand.spec)
        #expect(arguments[RenderCommand.scale]?.pixelsPerPoint == 3)
    }

    @Test func helpIsShownWhateverTheValues() throws {
        let arguments = try ParsedArguments(["--scale", "4", "--help"], spec: RenderCommand.spec)
        #expect(arguments[CommandSpec.help])
    }

    @Test(arguments: [
        (["text"], "text"), (["text", "json"], "text or json"), (["text", "svg", "png"], "text, svg or png"),
    ])
    func alternativesAreListedWithOrBeforeTheLast(names: [String], listed: String) {
        #expect(InvalidValue.alternatives(names) == listed)
    }
}
