import DesignerCore
import Foundation
import Testing

/// An app's project written for these tests: `SceneFixture`'s storyboard, the storyboard it
/// refers to, and the sources that declare its classes.
private func project(
    _ storyboard: String = SceneFixture.storyboard, help: String = "App/Base.lproj/Help.storyboard",
    helpHasInitialController: Bool = true
) throws -> Sandbox {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(
        atPath: sandbox.path("App.xcodeproj"), withIntermediateDirectories: true)
    try sandbox.write("App/Base.lproj/Main.storyboard", storyboard)
    var helpText = SceneFixture.storyboard.replacingOccurrences(
        of: "storyboardIdentifier=\"About\"", with: "storyboardIdentifier=\"Contact\"")
    if !helpHasInitialController {
        helpText = helpText.replacingOccurrences(of: " initialViewController=\"nav-ctl-001\"", with: "")
    }
    try sandbox.write(help, helpText)
    try sandbox.write(
        "App/Classes.swift",
        """
        import UIKit

        class SettingsController: UITableViewController {}
        class RootNavigation: UINavigationController {}
        class ToggleCell: UITableViewCell {
            @IBInspectable var isOn: Bool = false
        }
        class SpinningItem: UIBarButtonItem {
            @IBInspectable var turns: Int = 0
        }
        class Analytics: NSObject {
            @IBInspectable var category: String = ""
        }

        """)
    return sandbox
}

private let main = "App/Base.lproj/Main.storyboard"

@Suite("Every object of a scene, through the commands") struct SceneObjectsCommandTests {
    @Test func aSoundProjectPasses() throws {
        let sandbox = try project()
        let run = sandbox.runInProcess(["check", "."])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "checked 2 documents: no problems\n")
    }

    /// Each defect planted in the storyboard, with the error `check` reports for it.
    @Test(arguments: [
        (
            "destination=\"abt-ctl-001\"", "destination=\"abt-ctl-002\"",
            "./\(main):53:53: error: the segue leads to 'abt-ctl-002', but no object of the storyboard has that id"
        ),
        (
            "storyboardName=\"Help\"", "storyboardName=\"Helper\"",
            "./\(main):76:60: error: the storyboard reference names 'Helper', but the project has no 'Helper.storyboard'"
        ),
        (
            "referencedIdentifier=\"Contact\"", "referencedIdentifier=\"Contacts\"",
            "./\(main):76:88: error: the storyboard reference names the identifier 'Contacts', but no view controller of 'App/Base.lproj/Help.storyboard' has it; did you mean 'Contact'?"
        ),
        (
            "storyboardIdentifier=\"About\"", "storyboardIdentifier=\"Settings\"",
            "./\(main):69:55: error: duplicate storyboard identifier 'Settings'; it is also at 6:60"
        ),
        (
            "id=\"cel-tog-001\" customClass=\"ToggleCell\"", "id=\"cel-tog-001\" customClass=\"ToggelCell\"",
            "./\(main):13:172: error: unknown class 'ToggelCell'; did you mean 'ToggleCell'?"
        ),
        (
            "keyPath=\"isOn\"", "keyPath=\"isOff\"",
            "./\(main):29:98: error: ToggleCell has no "
        ),
        (
            "keyPath=\"turns\"", "keyPath=\"spins\"",
            "./\(main):48:85: error: SpinningItem has no "
        ),
        (
            "keyPath=\"category\"", "keyPath=\"categroy\"",
            "./\(main):62:77: error: Analytics has no "
        ),
        (
            "customClass=\"SettingsController\"", "customClass=\"SettingController\"",
            "./\(main):6:100: error: unknown class 'SettingController'; did you mean 'SettingsController'?"
        ),
        (
            "customClass=\"RootNavigation\"", "customClass=\"RootNav\"",
            "./\(main):81:69: error: unknown class 'RootNav'"
        ),
    ])
    func aPlantedDefectIsReportedAtItsLine(original: String, planted: String, expected: String) throws {
        let text = SceneFixture.storyboard(replacing: original, with: planted)
        #expect(text != SceneFixture.storyboard)
        let sandbox = try project(text)
        let run = sandbox.runInProcess(["check", "."])
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(run)")
        // A rule's id may follow the message; one of a runtime attribute names its key.
        #expect(lines.first?.hasPrefix(expected) == true, "\(run)")
        if let keyPath = planted.firstMatch(of: /keyPath="(.*)"/)?.1 {
            #expect(lines.first?.contains("'\(keyPath)'") == true, "\(run)")
        }
        #expect(try sandbox.read(main) == text)
    }

    /// A referenced storyboard is found where the app's bundle would have it.
    @Test(arguments: [
        "App/Base.lproj/Help.storyboard", "App/en.lproj/Help.storyboard", "App/Help.storyboard",
        "Features/Help/Help.storyboard", "Pods/HelpKit/Help.storyboard",
    ])
    func aReferencedStoryboardIsFoundNearTheDocumentOrInTheProject(help: String) throws {
        let sandbox = try project(help: help)
        let run = sandbox.runInProcess(["check", main, help])
        #expect(run.status == 0, "\(run)")
    }

    /// A build's or a download's copy of a storyboard is not the app's.
    @Test(arguments: ["build/Help.storyboard", "node_modules/help/Help.storyboard", ".git/Help.storyboard"])
    func aStoryboardInABuildIsNotFound(help: String) throws {
        let run = try project(help: help).runInProcess(["check", main])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "\(main):76:60: error: the storyboard reference names 'Help', but the project has no 'Help.storyboard'"),
            "\(run)")
    }

    @Test func aReferenceWithoutIdentifierNeedsAnInitialViewController() throws {
        let text = SceneFixture.storyboard(replacing: " referencedIdentifier=\"Contact\"", with: "")
        #expect(try project(text).runInProcess(["check", main]).status == 0)
        let run = try project(text, helpHasInitialController: false).runInProcess(["check", main])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "\(main):76:60: error: the storyboard reference names no identifier, so it opens the initial view controller of 'App/Base.lproj/Help.storyboard', which has none"
            ), "\(run)")
    }

    /// A storyboard of SwiftUI hosting controllers has no view to draw, but is checked.
    @Test(arguments: [
        ("Downloads", "checked 3 documents: no problems"),
        ("Uploads", "./App/Base.lproj/Hosted.storyboard:6:66: error: unknown class 'Uploads' [unknown-class]"),
    ])
    func aStoryboardWithoutViewsHasItsObjectsChecked(className: String, expected: String) throws {
        let sandbox = try project()
        try sandbox.write("App/Downloads.swift", "import SwiftUI\n\nclass Downloads: UIHostingController<Text> {}\n")
        let storyboard =
            SceneFixture.storyboard.components(separatedBy: "\n").prefix(3).joined(separator: "\n") + """

                        <scene sceneID="hst-scn-001">
                            <objects>
                                <hostingController id="hst-ctl-001" customClass="\(className)" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>

                """
        try sandbox.write("App/Base.lproj/Hosted.storyboard", storyboard)
        let run = sandbox.runInProcess(["check", "."])
        #expect(run.stderr.components(separatedBy: "\n").first == expected, "\(run)")
        #expect(run.status == (expected.contains("error") ? 1 : 0))
    }

    /// A xib's top-level objects belong to each of its views' scenes, and are reported once.
    @Test func aXibsTopLevelObjectsAreCheckedOnce() throws {
        let sandbox = try Sandbox()
        let views =
            IBFixture.view("top-viw-001", className: "View") + IBFixture.view("top-viw-002", className: "View")
        let objects =
            "        <customObject id=\"top-obj-001\" customClass=\"Presenter\"/>\n"
            + "        <swipeGestureRecognizer direction=\"left\" id=\"top-swp-001\"/>\n"
        try sandbox.write("Card.xib", IBFixture.xib(views + objects))
        let run = sandbox.runInProcess(["check", "Card.xib"])
        #expect(
            run.stderr.hasPrefix("Card.xib:11:53: error: unknown class 'Presenter' [unknown-class]\n1 error"), "\(run)")
        let swipe = sandbox.runInProcess(["get", "-f", "Card.xib", "--scene", "top-viw-002", "top-swp-001.class"])
        #expect(swipe.stdout == "UISwipeGestureRecognizer\n", "\(swipe)")
    }

    @Test func objectsAreReadAndEditedByID() throws {
        let sandbox = try project()
        let get = { (arguments: [String]) in sandbox.runInProcess(["get", "-f", main] + arguments) }
        #expect(get(["--view", "cel-tog-001", "isOn"]).stdout == "true\n")
        #expect(get(["itm-spn-001.turns"]).stdout == "3\n")
        #expect(get(["obj-ana-001.category"]).stdout == "settings\n")
        #expect(get(["--view", "itm-spn-001", "class"]).stdout == "SpinningItem\n")

        let set = sandbox.runInProcess(["set", "-f", main, "--view", "itm-spn-001", "turns=5"])
        #expect(set.status == 0, "\(set)")
        #expect(get(["itm-spn-001.turns"]).stdout == "5\n")
        #expect(try sandbox.read(main).contains("<integer key=\"value\" value=\"5\"/>"))
        #expect(sandbox.runInProcess(["set", "-f", main, "cel-tog-001.isOn=false"]).status == 0)
        #expect(get(["cel-tog-001.isOn"]).stdout == "false\n")
        #expect(sandbox.runInProcess(["reset", "-f", main, "--view", "obj-ana-001", "category"]).status == 0)
        #expect(get(["obj-ana-001.category"]).stdout == "\n")
        let reset = try sandbox.read(main)
        #expect(!reset.contains("keyPath=\"category\""))
        #expect(sandbox.runInProcess(["check", "."]).status == 0)
    }

    @Test(arguments: [
        (
            ["get", "-f", main, "--view", "itm-don-001", "backgroundColor"],
            "Error: UIBarButtonItem has no attribute 'backgroundColor'"
        ),
        // A declared class keeps its own attributes only.
        (
            ["set", "-f", main, "--view", "set-ctl-001", "backgroundColor=red"],
            "Error: SettingsController has no attribute 'backgroundColor'"
        ),
        (["get", "-f", main, "itm-spn-001.alpha"], "Error: SpinningItem has no attribute 'alpha'"),
        (
            ["get", "-f", main, "--view", "itm-don-001", "frame"],
            "Error: 'itm-don-001' is a UIBarButtonItem, not a view: it has no frame"
        ),
        (
            ["set", "-f", main, "set-ctl-001.frame.x=4"],
            "Error: 'set-ctl-001' is a SettingsController, not a view: it has no frame"
        ),
        (
            ["render", "-f", main, "--view", "tap-rec-001"],
            "Error: 'tap-rec-001' is a UITapGestureRecognizer, not a view: it is not drawn"
        ),
    ])
    func anObjectIsNoView(arguments: [String], expected: String) throws {
        let sandbox = try project()
        let run = sandbox.runInProcess(arguments)
        #expect(run.status != 0)
        #expect(run.stderr.hasPrefix(expected), "\(run)")
        #expect(try sandbox.read(main) == SceneFixture.storyboard)
    }

    @Test func inspectListsTheObjectsAfterTheViews() throws {
        let sandbox = try project()
        let run = sandbox.runInProcess(["inspect", "-f", main, "--scene", "set-scn-001"])
        #expect(run.status == 0, "\(run)")
        let headings = run.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(
            headings.suffix(7) == [
                "SettingsController 'set-ctl-001', not a view", "UITableViewSection 'set-sec-001', not a view",
                "UINavigationItem 'set-nav-001', not a view",
                "UIBarButtonItem 'itm-don-001', not a view", "SpinningItem 'itm-spn-001', not a view",
                "UITapGestureRecognizer 'tap-rec-001', not a view", "Analytics 'obj-ana-001', not a view",
            ])
        let unknown = try project(SceneFixture.storyboard(replacing: "\"Analytics\"", with: "\"Analytix\""))
        let lines = unknown.runInProcess(["inspect", "-f", main, "--scene", "set-scn-001"]).stdout.split(
            separator: "\n")
        #expect(lines.suffix(2) == ["Analytix 'obj-ana-001', not a view", "  unknown class: no attributes"])
    }

    /// The objects that are not views are not drawn as views: the scene draws as it does without
    /// its gesture recognizer and custom object (its navigation item shows only in the navigation
    /// bar drawn over it, `SceneChromeTests`).
    @Test(arguments: [["--format", "svg"], ["--format", "text", "--width", "40"]])
    func objectsAreNotDrawn(format: [String]) throws {
        let sandbox = try project()
        var bare = SceneFixture.storyboard
        for object in ["<tapGestureRecognizer", "<customObject"] {
            let found = try #require(bare.range(of: object))
            // From the start of its line.
            let start = try #require(
                bare.range(of: "\n", options: .backwards, range: bare.startIndex..<found.lowerBound))
            let name = String(object.dropFirst().prefix { $0 != " " })
            let end = try #require(
                bare.range(of: "</\(name)>\n", range: start.upperBound..<bare.endIndex)
                    ?? bare.range(of: "/>\n", range: start.upperBound..<bare.endIndex))
            bare.removeSubrange(start.upperBound..<end.upperBound)
        }
        try sandbox.write("App/Base.lproj/Bare.storyboard", bare)
        let render = { (file: String) in
            sandbox.runInProcess(["render", "-f", file, "--scene", "set-scn-001"] + format)
        }
        let full = render(main)
        #expect(full.status == 0, "\(full)")
        #expect(!full.stdout.isEmpty)
        #expect(full.stdout == render("App/Base.lproj/Bare.storyboard").stdout)
    }
}
