import Foundation
import Testing

/// A document, a command line, and what `designer` must say about it.
struct BadInput: Sendable, CustomTestStringConvertible {
    let name: String
    /// The bytes of designer.json, or nil for no file.
    let document: [UInt8]?
    let arguments: [String]
    let status: Int32
    let stderr: String

    init(_ name: String, _ document: String?, _ arguments: [String], status: Int32 = 1, _ stderr: String) {
        self.init(name, document.map { Array($0.utf8) }, arguments, status: status, stderr)
    }

    init(_ name: String, _ document: [UInt8]?, _ arguments: [String], status: Int32 = 1, _ stderr: String) {
        self.name = name
        self.document = document
        self.arguments = arguments
        self.status = status
        self.stderr = stderr
    }

    var testDescription: String { name }
}

private let bar =
    #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"percent": 50}}"#
private let scene = Array(progressBarDocument.utf8)

@Suite("Bad input")
struct BadInputTests {
    static let cases: [BadInput] = [
        // Files
        BadInput("missing file", nil as String?, ["inspect"], "designer.json: error: No such file or directory\n"),
        BadInput(
            "missing file for set", nil as String?, ["set", "percent=1"],
            "designer.json: error: No such file or directory\n"),
        BadInput(
            "missing -f file", bar, ["get", "percent", "-f", "other.json"],
            "other.json: error: No such file or directory\n"),
        BadInput("a folder", bar, ["inspect", "-f", "."], ".: error: is a folder, not a document\n"),
        // An output that is the document would overwrite it.
        BadInput(
            "render over the document", bar, ["render", "-o", "./designer.json"], status: 64,
            "Error: --output './designer.json' is the document itself; it would be overwritten.\n"
                + "Usage: designer render [--file <file>] [--scene <scene>] [--sources <folder>] [--fonts <folder>] [--view <id>] [--format <format>] [--output <file>] [--scale <scale>] [--width <columns>] [--from <key=value>] [--at <seconds>] [--animate] [--accessibility] [--appearance <appearance>] [--device <device>] [--orientation <orientation>] [--content-size <size>] [--pseudo <language>] [--locale <locale>] [--allow-external-images]\n"
                + "  See 'designer render --help' for more information.\n"),
        BadInput(
            "empty file", "", ["inspect"], "designer.json:1:1: error: the document is empty; expected a JSON value\n"),
        // Malformed JSON, with line and column
        BadInput(
            "trailing comma", "{\n  \"class\": \"View\",\n}", ["set", "alpha=1"],
            "designer.json:2:18: error: trailing comma before '}'\n"),
        BadInput(
            "comment", "{\n  // the root\n  \"class\": \"View\"\n}", ["inspect"],
            "designer.json:2:3: error: comments are not allowed in JSON\n"),
        BadInput(
            "duplicate key", #"{"class": "View", "class": "View"}"#, ["check"],
            "designer.json:1:19: error: duplicate key 'class' [json-syntax]\n1 error and 0 warnings in 1 file of 1 checked\n"
        ),
        BadInput(
            "unterminated", #"{"class": "View"#, ["get", "class"], "designer.json:1:11: error: unterminated string\n"),
        BadInput(
            "invalid UTF-8", [UInt8](#"{"class": "Vi"#.utf8) + [0xFF] + [UInt8](#"ew"}"#.utf8), ["inspect"],
            "designer.json:1:14: error: invalid UTF-8 byte 0xFF\n"),
        BadInput(
            "lone surrogate", #"{"id": "\udead", "class": "View"}"#, ["inspect"],
            #"designer.json:1:9: error: lone surrogate \uDEAD in a string"# + "\n"),
        BadInput(
            "deep nesting", "{\"class\": " + String(repeating: "[", count: 600), ["check"],
            "designer.json:1:522: error: nesting is deeper than 512 levels [json-syntax]\n1 error and 0 warnings in 1 file of 1 checked\n"
        ),
        BadInput(
            "NaN in a document", #"{"class": "View", "attributes": {"alpha": NaN}}"#, ["set", "alpha=1"],
            "designer.json:1:43: error: 'NaN' is not a JSON number; numbers must be finite\n"),
        BadInput(
            "number too large for a Double", #"{"class": "View", "attributes": {"alpha": 1e400}}"#, ["inspect"],
            "designer.json:1:43: error: number 1e400 is too large\n"),
        // Documents with the wrong shape
        BadInput(
            "not a view", "[1, 2]", ["inspect"],
            "designer.json:1:1: error: the document must be a view object, not an array\n"),
        BadInput(
            "no class or frame", #"{"id": "x"}"#, ["inspect"],
            "designer.json:1:1: error: view has no 'class'\ndesigner.json:1:1: error: view has no 'frame'\n"),
        BadInput(
            "misspelled view key",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "atributes": {}}"#,
            ["inspect"], "designer.json:1:71: error: unknown key 'atributes' in a view; did you mean 'attributes'?\n"),
        BadInput(
            "negative frame", #"{"class": "View", "frame": {"x": 0, "y": 0, "width": -1, "height": 1}}"#, ["check"],
            "designer.json:1:28: error: frame width -1 is negative [invalid-value]\n1 error and 0 warnings in 1 file of 1 checked\n"
        ),
        BadInput(
            "reserved id",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": [{"id": "frame", "class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
            ["set", "frame.width=5"],
            "designer.json:1:91: error: id 'frame' is reserved: 'frame…' on the command line means the root view's frame\n"
        ),
        BadInput(
            "schema on a subview",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": [{"$schema": "x", "class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
            ["check"],
            "designer.json:1:85: error: '$schema' belongs on the root view only [invalid-document]\n1 error and 0 warnings in 1 file of 1 checked\n"
        ),
        BadInput(
            "control characters",
            "{\"class\": \"\\u001b[31mEvil\\u0007\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}",
            ["check"],
            "designer.json:1:11: error: unknown class '\\u{1B}[31mEvil\\u{7}' [unknown-class]\n1 error and 0 warnings in 1 file of 1 checked\n"
        ),
        BadInput(
            "frame missing a field", #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1}}"#, ["inspect"],
            "designer.json:1:28: error: frame: Rect is missing 'height'\n"),
        // check: values in the document
        BadInput(
            "wrong type",
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"percent": "50"}}"#,
            ["check"],
            "designer.json:1:106: error: percent: expected a number for Int, found a string [invalid-value]\n1 error and 0 warnings in 1 file of 1 checked\n"
        ),
        BadInput(
            "huge integer",
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"percent": 99999999999999999999}}"#,
            ["check"],
            "designer.json:1:106: error: percent: '99999999999999999999' is out of range for Int (-9223372036854775808...9223372036854775807) [invalid-value]\n1 error and 0 warnings in 1 file of 1 checked\n"
        ),
        BadInput(
            "unknown class", #"{"class": "MyProgresBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#,
            ["check"],
            "designer.json:1:11: error: unknown class 'MyProgresBar'; did you mean 'MyProgressBar'? [unknown-class]\n1 error and 0 warnings in 1 file of 1 checked\n"
        ),
        BadInput(
            "unknown attribute",
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"precent": 5}}"#,
            ["check"],
            "designer.json:1:95: error: MyProgressBar has no attribute 'precent'; did you mean 'percent'? [unknown-attribute]\n1 error and 0 warnings in 1 file of 1 checked\n"
        ),
        BadInput(
            "out of range is a failure with --strict",
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"percent": 150}}"#,
            ["check", "--strict"],
            "designer.json:1:106: warning: percent: 150 is outside 0...100; using 100 [clamped-value]\n0 errors and 1 warning in 1 file of 1 checked\n"
        ),
        BadInput(
            "check a missing file", bar, ["check", "designer.json", "nope.json"],
            "nope.json: error: No such file or directory [unreadable-file]\n1 error and 0 warnings in 1 file of 2 checked\n"
        ),
        BadInput(
            "check format", bar, ["check", "--format", "xml"], status: 64,
            "Error: 'xml' is not a format; use text or json.\nUsage: designer check [--file <file>] [--format <format>] [--strict] [--config <file>] [--list-rules] [--sources <folder>] [--fonts <folder>] [--allow-external-images] [--verbose] [<file> ...]\n  See 'designer check --help' for more information.\n"
        ),
        // set: what the command line asks for
        BadInput(
            "not a pair", scene, ["set", "percent"], status: 64,
            "Error: Expected KEY=VALUE, such as percent=50, not 'percent'.\nUsage: designer set [--file <file>] [--scene <scene>] [--sources <folder>] [--view <id>] [--strict] [--drop-variants] [--animate] <key=value> ...\n  See 'designer set --help' for more information.\n"
        ),
        BadInput(
            "no pairs", scene, ["set"], status: 64,
            "Error: Missing expected argument '<key=value>'.\nUsage: designer set [--file <file>] [--scene <scene>] [--sources <folder>] [--view <id>] [--strict] [--drop-variants] [--animate] <key=value> ...\n  See 'designer set --help' for more information.\n"
        ),
        BadInput(
            "unknown attribute", scene, ["set", "precent=5"], status: 64,
            "Error: no view in the document has an attribute 'precent'; did you mean 'percent'?\n"),
        BadInput(
            "attribute of another class", scene, ["set", "download.progress=0.5"], status: 64,
            "Error: MyProgressBar has no attribute 'progress'\n"),
        BadInput(
            "unknown view", scene, ["set", "downlaod.percent=5"], status: 64,
            "Error: no view has the id 'downlaod'; did you mean 'download'?\n"),
        BadInput(
            "unknown --view", scene, ["set", "--view", "upload", "percent=5"], status: 64,
            "Error: no view has the id 'upload'\n"),
        BadInput(
            "wrong type", scene, ["set", "percent=half"], status: 64,
            "Error: percent: 'half' is not an Int; expected a whole number such as 42\n"),
        BadInput(
            "not finite", scene, ["set", "alpha=nan"], status: 64, "Error: alpha: 'nan' is not a finite number\n"),
        BadInput(
            "infinite", scene, ["set", "download.alpha=inf"], status: 64,
            "Error: download.alpha: 'inf' is not a finite number\n"),
        BadInput(
            "huge", scene, ["set", "percent=1e30"], status: 64,
            "Error: percent: '1e30' is out of range for Int (-9223372036854775808...9223372036854775807)\n"),
        BadInput(
            "bad color", scene, ["set", "barColor=ornage"], status: 64,
            "Error: barColor: 'ornage' is not a color; did you mean 'orange'?\n"),
        BadInput(
            "strict", scene, ["set", "percent=150", "--strict"], status: 64,
            "Error: percent: 150 is outside 0...100 (--strict); it would be 100\n"),
        BadInput(
            "all or nothing", scene, ["set", "percent=60", "barColor=#12", "alpha=2"], status: 64,
            "Error: barColor: '#12' is not a color; a hex color has 3, 4, 6 or 8 digits, not 2\n"),
        BadInput(
            "every error at once", scene, ["set", "percent=x", "colour=red"], status: 64,
            "Error: percent: 'x' is not an Int; expected a whole number such as 42\nError: no view in the document has an attribute 'colour'; did you mean 'color'?\n"
        ),
        BadInput(
            "unknown class", scene, ["set", "download.class=CustomProgres"], status: 64,
            "Error: download.class: unknown class 'CustomProgres'; did you mean 'CustomProgress'?\n"),
        BadInput(
            "negative width", scene, ["set", "frame.width=-5"], status: 64,
            "Error: frame.width: a frame cannot have a negative width or height\n"),
        BadInput(
            "unknown frame field", scene, ["set", "frame.widht=5"], status: 64,
            "Error: a frame has no 'widht'; did you mean 'frame.width'?\n"),
        BadInput(
            "bad frame", scene, ["set", "download.frame=1,2"], status: 64,
            "Error: download.frame: '1,2' is not a Rect; expected 'x,y,width,height' such as '10,20,30,40'\n"),
        BadInput(
            "ambiguous",
            Array(
                #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": [{"id": "a", "class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}, {"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#
                    .utf8),
            ["set", "percent=5"], status: 64,
            "Error: several views have 'percent': 'a', the MyProgressBar at 1:175; name one, as in 'ID.percent=…' or --view ID\n"
        ),
        BadInput(
            "unknown option", scene, ["set", "--strikt", "percent=5"], status: 64,
            "Error: Unknown option '--strikt'. Did you mean '--strict'?\nUsage: designer set [--file <file>] [--scene <scene>] [--sources <folder>] [--view <id>] [--strict] [--drop-variants] [--animate] <key=value> ...\n  See 'designer set --help' for more information.\n"
        ),
        BadInput(
            "missing option value", scene, ["get", "percent", "--file"], status: 64,
            "Error: Missing value for '--file <file>'.\nUsage: designer get [--file <file>] [--scene <scene>] [--sources <folder>] [--view <id>] [--json] <key> ...\n  See 'designer get --help' for more information.\n"
        ),
        // reset, get, new and the command itself
        BadInput(
            "reset a frame", scene, ["reset", "frame"], status: 64,
            "Error: frame: only attributes have defaults; set the frame or class instead\n"),
        BadInput(
            "get unknown", scene, ["get", "percnt"], status: 64,
            "Error: no view in the document has an attribute 'percnt'; did you mean 'percent'?\n"),
        BadInput(
            "get a bad stored value",
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"percent": true}}"#,
            ["get", "percent"], "designer.json:1:106: error: percent: expected a number for Int, found a boolean\n"),
        // Coordinates and sizes beyond a billion points
        BadInput(
            "a huge frame x", #"{"class": "View", "frame": {"x": 1e19, "y": 0, "width": 200, "height": 20}}"#,
            ["check"],
            "designer.json:1:34: error: frame: Rect 'x': '1e19' is out of range for Rect (at most 1000000000 points either way) [invalid-document]\n1 error and 0 warnings in 1 file of 1 checked\n"
        ),
        BadInput(
            "render a huge frame", #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1e300, "height": 20}}"#,
            ["render", "--format", "svg"],
            "designer.json:1:54: error: frame: Rect 'width': '1e300' is out of range for Rect (at most 1000000000 points either way)\n"
        ),
        BadInput(
            "set a huge frame field", scene, ["set", "download.frame.x=1e19"], status: 64,
            "Error: download.frame.x: '1e+19' is out of range for Rect (at most 1000000000 points either way)\n"),
        BadInput(
            "set a huge frame", scene, ["set", "frame=0,0,1e10,5"], status: 64,
            "Error: frame: '1e10' is out of range for Rect (at most 1000000000 points either way)\n"),
        BadInput(
            "render too large a picture",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1e9, "height": 1e9}, "attributes": {"backgroundColor": "red"}}"#,
            ["render", "--format", "text"],
            "designer.json: error: the document is 1000000000×1000000000 pt, too large to draw as text (at most 8192 pt wide, 16384 pt tall and 33554432 pt² in all)\n"
        ),
        BadInput(
            "new over a file", bar, ["new", "View"],
            "designer.json: error: already exists; choose another file with --file, or replace it with --force\n"),
        BadInput(
            "new unknown class", bar, ["new", "ProgressBar"], status: 64,
            "Error: unknown class 'ProgressBar'; did you mean 'MyProgressBar'?\n"),
        BadInput(
            "unknown command", bar, ["inpsect"], status: 64,
            "Error: Unknown subcommand 'inpsect'. Did you mean 'inspect'?\nUsage: designer <subcommand>\n  See 'designer --help' for more information.\n"
        ),
        BadInput(
            "unknown top-level option", bar, ["--verison"], status: 64,
            "Error: Unknown option '--verison'. Did you mean '--version'?\nUsage: designer <subcommand>\n  See 'designer --help' for more information.\n"
        ),
        BadInput(
            "help for an unknown command", bar, ["help", "sett"], status: 64,
            "Error: Unknown subcommand 'sett'. Did you mean 'set'?\nUsage: designer <subcommand>\n  See 'designer --help' for more information.\n"
        ),
        BadInput(
            "extra argument", bar, ["schema", "extra"], status: 64,
            "Error: Unexpected argument 'extra'.\nUsage: designer schema\n  See 'designer schema --help' for more information.\n"
        ),
    ]

    @Test(arguments: cases)
    func reportsAndLeavesTheFileAlone(input: BadInput) throws {
        let sandbox = try Sandbox()
        if let document = input.document {
            try sandbox.write("designer.json", Data(document))
        }
        let run = try sandbox.run(input.arguments)
        #expect(run.stderr == input.stderr)
        #expect(run.status == input.status)
        #expect(run.stdout == "")
        if let document = input.document {
            #expect(try sandbox.bytes("designer.json") == Data(document), "the document changed")
        } else {
            #expect(!FileManager.default.fileExists(atPath: sandbox.path("designer.json")))
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path).count == (input.document == nil ? 0 : 1))
    }

    /// Bytes that are not UTF-8 on the command line are refused, not written as U+FFFD.
    @Test func anArgumentThatIsNotUTF8IsRefused() throws {
        let sandbox = try Sandbox()
        let document = """
            { "class": "UILabel", "frame": { "x": 0, "y": 0, "width": 100, "height": 20 }, "attributes": { "text": "Hi" } }

            """
        try sandbox.write("designer.json", document)
        // Foundation passes arguments as Strings; the shell passes the bytes as they are.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" set "text=$(printf 'a\377b')""#, Binary.designer.path]
        process.currentDirectoryURL = sandbox.url
        process.environment = ["SWIFT_BACKTRACE": "enable=no"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(stderr == "Error: argument 2, 'text=a\\x{FF}b', is not valid UTF-8\n")
        #expect(try sandbox.read("designer.json") == document)
    }
}
