import Foundation
import Testing

@testable import DesignerCLI

/// The screen a scene is laid out on, as the commands name it and size it: the device by the
/// name it was asked by, a `WIDTHxHEIGHT` screen by its sides, and a freeform view controller
/// at its saved size on its own canvas but filling a screen asked for, the same in `layout`,
/// `inspect`, `render` and `snapshot`.
@Suite("Screens laid out on")
struct LayoutScreenTests {
    /// `DeviceCommandTests.storyboard` with its controller sized freely, 300 × 400: a bar 16
    /// points in from the safe area's sides, 8 below its top, 44 tall.
    static let freeform = DeviceCommandTests.storyboard
        .replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
            with: #"<rect key="frame" x="0.0" y="0.0" width="300" height="400"/>"#
        )
        .replacingOccurrences(
            of: "</viewController>",
            with: """
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="300" height="400"/>
                </viewController>
                """)

    /// The first line of `layout`'s text for `arguments`, and its status.
    static func title(_ arguments: [String]) throws -> (status: Int32, line: String) {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", DeviceCommandTests.storyboard)
        let run = sandbox.runInProcess(["layout", "-f", "Main.storyboard"] + arguments)
        let stream = run.status == 0 ? run.stdout : run.stderr
        return (run.status, stream.split(separator: "\n").first.map(String.init) ?? "")
    }

    @Test(arguments: [
        ([], "Main.storyboard on iPhone SE (3rd generation) (retina4_7), portrait: 375 x 667 points, scale 2"),
        (
            ["--device", "iPhone 15 Pro Max"],
            "Main.storyboard on iPhone 15 Pro Max (retina6_72), portrait: 430 x 932 points, scale 3"
        ),
        (
            ["--device", " iphone 14 pro max ", "--orientation", "landscape"],
            "Main.storyboard on iPhone 14 Pro Max (retina6_72), landscape: 932 x 430 points, scale 3"
        ),
        (
            ["--device", "retina6_72"],
            "Main.storyboard on iPhone 16 Plus (retina6_72), portrait: 430 x 932 points, scale 3"
        ),
        (["--device", "600x400"], "Main.storyboard on 600x400, landscape: 600 x 400 points, scale 2"),
        (
            ["--device", "600x400", "--orientation", "landscape"],
            "Main.storyboard on 600x400, landscape: 600 x 400 points, scale 2"
        ),
        (["--device", "400x400"], "Main.storyboard on 400x400, portrait: 400 x 400 points, scale 2"),
    ])
    func theTitleNamesTheScreenAsAskedFor(_ arguments: [String], _ line: String) throws {
        let title = try Self.title(arguments)
        #expect(title.status == 0)
        #expect(title.line == line)
    }

    /// A size has the orientation its sides give; another is a usage error that says how to ask.
    @Test(arguments: [
        (
            ["--device", "400x600", "--orientation", "landscape"],
            "Error: --orientation landscape does not turn a size: '400x600' is 400 points wide and 600 tall, portrait; for it on its side, use --device 600x400."
        ),
        (
            ["--device", "800x600", "--orientation", "portrait"],
            "Error: --orientation portrait does not turn a size: '800x600' is 800 points wide and 600 tall, landscape; for it on its side, use --device 600x800."
        ),
        (
            ["--device", "iphone15"],
            "Error: --device 'iphone15' is not a device; use an Xcode device id (retina6_1), a marketing name (\"iPhone 15 Pro\") or WIDTHxHEIGHT in points. Did you mean 'iPhone 15'?"
        ),
    ])
    func aScreenThatIsNotAsAskedIsAUsageError(_ arguments: [String], _ line: String) throws {
        let title = try Self.title(arguments)
        #expect(title.status == 64)
        #expect(title.line == line)
    }

    @Test func theJSONNamesTheDeviceAsAskedFor() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", DeviceCommandTests.storyboard)
        let run = sandbox.runInProcess(["layout", "-f", "Main.storyboard", "--json", "--device", "iphone 15 plus"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let device = try #require(object["device"] as? [String: Any])
        #expect(device["id"] as? String == "retina6_72")
        #expect(device["name"] as? String == "iPhone 15 Plus")
    }

    /// The root's and the bar's frames `layout --json` gives.
    static func layoutFrames(_ sandbox: Sandbox, _ options: [String]) throws -> [String: [Double]] {
        let run = sandbox.runInProcess(["layout", "-f", "Main.storyboard", "--json"] + options)
        try #require(run.status == 0, "\(run)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let scene = try #require((object["scenes"] as? [[String: Any]])?.first)
        var frames: [String: [Double]] = [:]
        for view in scene["views"] as? [[String: Any]] ?? [] {
            guard let id = view["id"] as? String, let frame = view["frame"] as? [String: Double] else { continue }
            frames[id] = ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
        }
        return frames
    }

    /// On its own canvas a freeform controller keeps its size (no safe area: the bar 8 under
    /// its top); on a device asked for, even the one it was saved for, it fills the screen
    /// under the safe area, as at run time; `layout`, `render` and `snapshot` agree.
    @Test(arguments: [
        ([], ["root": [0, 0, 300, 400], "bar": [16, 8, 268, 44]]),
        (["--device", "retina4_7"], ["root": [0, 0, 375, 667], "bar": [16, 28, 343, 44]]),
        (["--device", "iPhone 15 Pro"], ["root": [0, 0, 393, 852], "bar": [16, 67, 361, 44]]),
        (["--orientation", "landscape"], ["root": [0, 0, 667, 375], "bar": [16, 8, 635, 44]]),
        (["--device", "500x300"], ["root": [0, 0, 500, 300], "bar": [16, 8, 468, 44]]),
    ])
    func aFreeformControllerFillsAScreenAskedFor(_ options: [String], _ expected: [String: [Double]]) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.freeform)
        #expect(try Self.layoutFrames(sandbox, options) == expected)
        let (width, height) = try #require(expected["root"].map { (Int($0[2]), Int($0[3])) })
        let render = sandbox.runInProcess(["render", "-f", "Main.storyboard", "--format", "svg"] + options)
        #expect(render.status == 0, "\(render)")
        #expect(render.stdout.contains(#"width="\#(width)" height="\#(height)""#))
        guard !options.isEmpty, options.first == "--device" else { return }
        let snapshot = sandbox.runInProcess(["snapshot", "--format", "svg", "--record", "all"] + options)
        #expect(snapshot.status == 0, "\(snapshot)")
        let files = try SnapshotTests.files(in: sandbox, "__snapshots__")
        #expect(files.count == 1)
        let sizes = files.values.map { String(decoding: $0, as: UTF8.self) }
        #expect(sizes.allSatisfy { $0.contains(#"width="\#(width)" height="\#(height)""#) })
        #expect(try sandbox.read("Main.storyboard") == Self.freeform)
    }
}
