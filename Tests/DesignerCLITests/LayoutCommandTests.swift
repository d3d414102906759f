import DesignerCore
import Foundation
import Inspectable
import Layout
import Testing

@testable import DesignerCLI

/// `designer layout`: frames laid out on the saved device and on others, as text and JSON, the
/// problems of a layout, and `--update`.
@Suite struct LayoutCommandTests {
    /// The frames `layout --json` gives, by view id, for `arguments`.
    static func frames(_ sandbox: Sandbox, _ arguments: [String]) throws -> [String: [Double]] {
        let run = sandbox.runInProcess(["layout", "--json"] + arguments)
        #expect(run.status == 0, "\(run)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var frames: [String: [Double]] = [:]
        for scene in try #require(object["scenes"] as? [[String: Any]]) {
            for view in try #require(scene["views"] as? [[String: Any]]) {
                let frame = try #require(view["frame"] as? [String: Double])
                let id = try #require(view["id"] as? String)
                frames[id] = ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
            }
        }
        return frames
    }

    /// Frames computed by hand: the header fills the safe area's width under its top, the box
    /// is 16 from the sides and 20 above the safe area's bottom, the dot at the box's center.
    static let screens: [(arguments: [String], frames: [String: [Double]])] = [
        // The iPhone 8 the document was saved for: 375 x 667, the safe area 20 under the top.
        (
            [],
            [
                "Rot-aa-001": [0, 0, 375, 667], "Hdr-aa-001": [0, 20, 375, 44], "Box-aa-001": [16, 547, 343, 100],
                "Dot-aa-001": [166.5, 45, 10, 10],
            ]
        ),
        // On its side: 667 x 375, no status bar, no safe area insets.
        (
            ["--orientation", "landscape"],
            [
                "Rot-aa-001": [0, 0, 667, 375], "Hdr-aa-001": [0, 0, 667, 44], "Box-aa-001": [16, 255, 635, 100],
                "Dot-aa-001": [312.5, 45, 10, 10],
            ]
        ),
        // A size of one's own, with no safe area.
        (
            ["--device", "320x480"],
            [
                "Rot-aa-001": [0, 0, 320, 480], "Hdr-aa-001": [0, 0, 320, 44], "Box-aa-001": [16, 360, 288, 100],
                "Dot-aa-001": [139, 45, 10, 10],
            ]
        ),
    ]

    @Test(arguments: screens)
    func framesAreLaidOutOnTheScreenAsked(_ arguments: [String], _ expected: [String: [Double]]) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.headerOnly)
        #expect(try Self.frames(sandbox, ["-f", "Header.storyboard"] + arguments) == expected)
    }

    @Test func textListsEachViewUnderItsSuperviewMarkingTheMisplacedOne() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.headerOnly)
        let run = sandbox.runInProcess(["layout", "-f", "Header.storyboard"])
        let device = try #require(Device.named("retina4_7")?.names.first)
        #expect(
            run
                == Run(
                    status: 0,
                    stdout: """
                        Header.storyboard on \(device) (retina4_7), portrait: 375 x 667 points, scale 2
                        Scene 'Header (Scn-aa-001)'
                          View Rot-aa-001: x="0.0" y="0.0" width="375" height="667"
                            View 'Header' Hdr-aa-001: x="0.0" y="20" width="375" height="44"; saved x="0.0" y="20" width="320" height="44", misplaced
                            View Box-aa-001: x="16" y="547" width="343" height="100"
                              View Dot-aa-001: x="166.5" y="45" width="10" height="10"
                        1 of 4 views differs from its saved frame.

                        """, stderr: ""))
    }

    @Test func jsonHasTheDeviceTheScenesTheirViewsAndTheProblems() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.storyboard)
        let run = sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--json"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["device", "scenes", "problems"])
        let device = try #require(object["device"] as? [String: Any])
        #expect(device["id"] as? String == "retina4_7")
        #expect(device["orientation"] as? String == "portrait")
        #expect(
            device["width"] as? Double == 375 && device["height"] as? Double == 667 && device["scale"] as? Double == 2)
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["id"] as? String } == ["Scn-aa-001", "Scn-aa-002"])
        let header = try #require((scenes[0]["views"] as? [[String: Any]])?[1])
        #expect(
            Set(header.keys) == ["id", "class", "label", "superview", "frame", "savedFrame", "differs", "misplaced"])
        #expect(header["superview"] as? String == "Rot-aa-001")
        #expect(header["label"] as? String == "Header")
        #expect(header["savedFrame"] as? [String: Double] == ["x": 0, "y": 20, "width": 320, "height": 44])
        #expect(header["differs"] as? Bool == true && header["misplaced"] as? Bool == true)
        // The loose view's size is ambiguous: a problem, as check's JSON gives one, at its place.
        let problems = try #require(object["problems"] as? [[String: Any]])
        #expect(!problems.isEmpty)
        for problem in problems {
            #expect(problem["file"] as? String == "Header.storyboard")
            #expect(problem["severity"] as? String == "warning")
            #expect((problem["line"] as? Int).map { $0 > 60 } == true, "in the second scene")
            #expect(RuleCatalog.rules.map(\.rawValue).contains(problem["rule"] as? String ?? ""))
        }
    }

    /// Problems are warnings on standard error, placed, with their rules, as check's are.
    @Test func problemsArePlacedWarnings() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.storyboard)
        let run = sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--scene", "Loose"])
        #expect(run.status == 0)
        let lines = run.stderr.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix("Header.storyboard:"))
            #expect(line.contains(": warning: "))
            #expect(line.hasSuffix("]"))
        }
    }
}
