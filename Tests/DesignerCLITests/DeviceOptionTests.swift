import Graphics
import Layout
import Testing

@testable import DesignerCLI

/// `--device` and `--orientation` read as the screen a document is laid out on: a device or a size,
/// by default the document's own, and a usage error for a name that is neither.
@Suite("Device options")
struct DeviceOptionTests {
    /// A command that takes both options.
    static let spec = CommandSpec(
        name: "draw", abstract: "Draw.", options: [CommandSpec.device, CommandSpec.orientation])

    static func choice(_ arguments: [String]) throws -> ScreenChoice {
        try ScreenChoice(try ParsedArguments(arguments, spec: spec), of: spec)
    }

    /// The screen chosen for a document saved for `saved`, as `name orientation` or `nil`.
    @Test(
        arguments: [
            ([], ("retina4_7", Orientation.landscape), nil),
            (["--device", "iPhone 15 Pro"], ("retina4_7", .landscape), "retina6_12 852x393"),
            (["--device", "retina6_1"], ("retina4_7", .portrait), "retina6_1 414x896"),
            (["--device", "ipad9_7", "--orientation", "landscape"], ("retina4_7", .portrait), "ipad9_7 1024x768"),
            (["--orientation", "landscape"], ("retina6_1", .portrait), "retina6_1 896x414"),
            (["--device", "RETINA6_1", "--orientation", "LANDSCAPE"], ("retina4_7", .portrait), "retina6_1 896x414"),
            (["--orientation", "portrait"], ("appleTV", .landscape), nil),
            (["--device", "800x600", "--orientation", "landscape"], ("retina4_7", .portrait), "800x600 800x600"),
        ] as [([String], (String, Orientation), String?)])
    func screenChosen(_ arguments: [String], saved: (String, Orientation), expected: String?) throws {
        let screen = try Self.choice(arguments).screen(saved: (id: saved.0, orientation: saved.1))
        #expect(screen.map { "\($0.name) \(Int($0.size.width))x\(Int($0.size.height))" } == expected)
    }

    @Test func aDocumentWithNoDeviceGetsTheDeviceInPortrait() throws {
        let screen = try Self.choice(["--device", "retina5_5"]).screen(saved: nil)
        #expect(screen == Device.named("retina5_5")?.screen(.portrait))
        #expect(try Self.choice(["--orientation", "landscape"]).screen(saved: nil) == nil)
    }

    @Test(arguments: [
        (
            ["--device", "iphone 15 pr"],
            "Error: --device 'iphone 15 pr' is not a device; use an Xcode device id (retina6_1), a marketing name (\"iPhone 15 Pro\") or WIDTHxHEIGHT in points. Did you mean 'iPhone 15 Pro'?"
        ),
        (
            ["--device", "Pixel 8"],
            "Error: --device 'Pixel 8' is not a device; use an Xcode device id (retina6_1), a marketing name (\"iPhone 15 Pro\") or WIDTHxHEIGHT in points."
        ),
        (
            ["--device", "800x600", "--orientation", "portrait"],
            "Error: --orientation portrait does not turn a size: '800x600' is 800 points wide and 600 tall, landscape; for it on its side, use --device 600x800."
        ),
        (
            ["--device", "0x568"],
            "Error: --device '0x568' is no screen size: the width and the height must each be 1…10000 points."
        ),
    ])
    func aWrongDeviceIsAUsageError(_ arguments: [String], _ line: String) throws {
        let error = #expect(throws: CLIError.self) { try Self.choice(arguments) }
        #expect(error?.lines(program: "designer").first == line)
        #expect(error?.status == 64)
    }
}
