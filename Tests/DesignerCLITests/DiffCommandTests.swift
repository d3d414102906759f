import DesignerCLI
import DesignerCore
import Foundation
import Testing

/// A xib of one card, written for these tests, and versions of it.
enum DiffFixture {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView" customModule="App"/>
                <view contentMode="scaleToFill" id="card" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="16" width="288" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" systemColor="labelColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="16" id="c1"/>
                    </constraints>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="o1"/>
                    </connections>
                </view>
            </objects>
        </document>

        """

    /// `xib` saved again: attributes in another order, other spellings, a newer tools version.
    static let resaved =
        xib
        .replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"23504\"")
        .replacingOccurrences(
            of: "<rect key=\"frame\" x=\"16\" y=\"16\" width=\"288\" height=\"21\"/>",
            with: "<rect key=\"frame\" height=\"21.0\" width=\"288.0\" y=\"16.0\" x=\"16\"/>"
        )
        .replacingOccurrences(of: "constant=\"16\" id=\"c1\"", with: "id=\"c1\" constant=\"16.00\"")
        .replacingOccurrences(of: "\n        ", with: "\n\t")
        .replacingOccurrences(
            of: "</objects>",
            with:
                "</objects>\n<resources><systemColor name=\"labelColor\"><color white=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/></systemColor></resources>"
        )

    /// `xib` with the label's text and frame changed, a constraint's constant, and a switch added.
    static let edited =
        xib
        .replacingOccurrences(of: "text=\"Title\"", with: "text=\"Headline\"")
        .replacingOccurrences(of: "x=\"16\" y=\"16\"", with: "x=\"24\" y=\"16\"")
        .replacingOccurrences(of: "constant=\"16\" id=\"c1\"", with: "constant=\"24\" id=\"c1\"")
        .replacingOccurrences(
            of: "</subviews>",
            with: "    <switch opaque=\"NO\" contentMode=\"scaleToFill\" on=\"YES\" id=\"toggle\"/>\n</subviews>")
}

@Suite struct DiffCommandTests {
    @Test func aResaveDiffsToNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Card.xib", DiffFixture.xib)
        try sandbox.write("Resaved.xib", DiffFixture.resaved)
        let run = sandbox.runInProcess(["diff", "Card.xib", "Resaved.xib"])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
    }

    @Test func changesAreListedPerSceneAndView() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Card.xib", DiffFixture.xib)
        try sandbox.write("Edited.xib", DiffFixture.edited)
        let run = sandbox.runInProcess(["diff", "Card.xib", "Edited.xib"])
        #expect(run.status == 1)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                view "Card" #card
                  - constraint "Title".leading = superview.leading + 16
                  + constraint "Headline".leading = superview.leading + 24
                  label "Headline" #title
                    frame: (16, 16, 288, 21) → (24, 16, 288, 21)
                    text: "Title" → "Headline"
                  + switch #toggle in view "Card" #card at 2
                2 objects changed, 1 added.

                """)
    }

    @Test func jsonFormatIsStable() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Card.xib", DiffFixture.xib)
        try sandbox.write("Edited.xib", DiffFixture.edited)
        let run = sandbox.runInProcess(["diff", "Card.xib", "Edited.xib", "--format", "json"])
        #expect(run.status == 1)
        let json = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["old"] as? String == "Card.xib")
        #expect(json["identical"] as? Bool == false)
        #expect(json["format"] as? String == "Interface Builder")
        let scenes = try #require(json["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["id"] as? String } == ["card"])
        let objects = try #require(scenes.first?["objects"] as? [[String: Any]])
        #expect(objects.map { $0["id"] as? String } == ["card", "title", "toggle"])
        let titleChanges = try #require(objects[1]["changes"] as? [[String: Any]])
        #expect(titleChanges.map { $0["change"] as? String } == ["property", "property"])
        #expect(titleChanges.last?["old"] as? String == "\"Title\"")
        #expect(titleChanges.last?["new"] as? String == "\"Headline\"")
        let added = try #require((objects[2]["changes"] as? [[String: Any]])?.first)
        #expect(added["change"] as? String == "added")
        #expect((added["parent"] as? [String: Any])?["id"] as? String == "card")
        #expect(added["position"] as? Int == 1)
        let same = sandbox.runInProcess(["diff", "Card.xib", "Card.xib", "--format", "json"])
        #expect(same.status == 0)
        #expect(same.stdout.contains("\"identical\": true"))
    }

    @Test func markdownFormatIsAPullRequestComment() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Card.xib", DiffFixture.xib)
        try sandbox.write("Edited.xib", DiffFixture.edited)
        let run = sandbox.runInProcess(["diff", "Card.xib", "Edited.xib", "--format", "markdown"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "### `Card.xib` → `Edited.xib`")
        for expected in [
            "**view \"Card\" \\#card**",
            "- `label \"Headline\" #title`",
            "  - `text`: `\"Title\"` → `\"Headline\"`",
            "- Added `switch #toggle` in `view \"Card\" #card` at 2",
            "- constraint changed: `constraint \"Title\".leading = superview.leading + 16` → `constraint \"Headline\".leading = superview.leading + 24`",
        ] {
            #expect(lines.contains(expected), "\(expected) in\n\(run.stdout)")
        }
        let same = sandbox.runInProcess(["diff", "Card.xib", "Card.xib", "--format", "markdown"])
        #expect(same == Run(status: 0, stdout: "### `Card.xib` → `Card.xib`\n\nNo change in meaning.\n", stderr: ""))
    }

    @Test func textIsColoredOnATerminalOnly() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Card.xib", DiffFixture.xib)
        try sandbox.write("Edited.xib", DiffFixture.edited)
        var context = CommandContext(
            registry: .shipped, environment: ["TERM": "xterm-256color"], isOutputTerminal: true,
            workingDirectory: sandbox.path)
        #expect(DesignerCLI.run(["diff", "Card.xib", "Edited.xib"], context: &context) == 1)
        let colored = (context.output as? StringSink)?.text ?? ""
        #expect(colored.contains("\u{1B}[32m+ switch #toggle\u{1B}[0m"))
        #expect(!sandbox.runInProcess(["diff", "Card.xib", "Edited.xib"]).stdout.contains("\u{1B}["))
    }

    @Test func jsonDocumentsAreCompared() throws {
        let sandbox = try Sandbox()
        let document =
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 50}, "subviews": ["#
            + #"{"id": "bar", "class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}, "attributes": {"percent": 50}}]}"#
        try sandbox.write("a.json", document)
        try sandbox.write("b.json", document.replacingOccurrences(of: "\"percent\": 50", with: "\"percent\": 50.0"))
        try sandbox.write("c.json", document.replacingOccurrences(of: "\"percent\": 50", with: "\"percent\": 75"))
        #expect(sandbox.runInProcess(["diff", "a.json", "b.json"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(
            sandbox.runInProcess(["diff", "a.json", "c.json"])
                == Run(
                    status: 1,
                    stdout: "View #root\n  MyProgressBar #bar\n    percent: 50 → 75\n1 object changed.\n", stderr: ""))
    }

    static let errors: [(name: String, files: [String: String], arguments: [String], status: Int32, stderr: String)] = [
        (
            "missing file", ["Card.xib": DiffFixture.xib], ["diff", "Card.xib", "Missing.xib"], 2,
            "Missing.xib: error: No such file or directory\n"
        ),
        (
            "malformed XML",
            ["Card.xib": DiffFixture.xib, "Broken.xib": "<document type=\"x\">\n  <objects>\n</document>\n"],
            ["diff", "Card.xib", "Broken.xib"], 2,
            "Broken.xib:3:1: error: </document> does not close <objects>, opened at 2:3\n"
        ),
        (
            "malformed JSON", ["a.json": "{\"class\": \"View\",\n}", "b.json": "{}"], ["diff", "a.json", "b.json"], 2,
            "a.json:1:17: error: trailing comma before '}'\n"
        ),
        (
            "standard input twice", ["Card.xib": DiffFixture.xib], ["diff", "-", "-"], 64,
            "Error: Standard input ('-') can be read once: give it for OLD or for NEW.\nUsage: designer diff [--format <format>] [--images <folder>] [--device <device>] [--orientation <orientation>] [--scale <scale>] <old> <new> ...\n  See 'designer diff --help' for more information.\n"
        ),
        (
            "an empty file", ["Card.xib": DiffFixture.xib, "Empty.xib": ""], ["diff", "Empty.xib", "Card.xib"], 2,
            "Empty.xib:1:1: error: the document is empty; expected a JSON value\n"
        ),
        (
            "mixed formats", ["Card.xib": DiffFixture.xib, "a.json": "{}"], ["diff", "Card.xib", "a.json"], 64,
            "Error: 'Card.xib' is an Interface Builder document and 'a.json' a JSON document; diff compares two documents of the same format\n"
        ),
    ]

    @Test(arguments: errors)
    func aFileThatCannotBeReadIsAnErrorAtItsPlaceAndLeftAlone(
        name: String, files: [String: String], arguments: [String], status: Int32, stderr: String
    ) throws {
        let sandbox = try Sandbox()
        for (file, text) in files { try sandbox.write(file, text) }
        let run = sandbox.runInProcess(arguments)
        #expect(run.status == status, "\(name)")
        #expect(run.stderr == stderr, "\(name)")
        #expect(run.stdout == "")
        for (file, text) in files { #expect(try sandbox.read(file) == text) }
    }

    /// git stops a whole `git log -p` at a textconv that fails, so a version that is no readable
    /// document is printed as written, and its error said on standard error.
    @Test(arguments: [
        (
            "Broken.xib", "<document type=\"x\">\n  <objects>\n</document>\n",
            "Broken.xib:3:1: error: </document> does not close <objects>, opened at 2:3\n"
        ),
        (
            "Info.plist", "<plist version=\"1.0\">\n<dict/>\n</plist>\n",
            "Info.plist:1:1: error: not an Interface Builder document: its root is not <document type=\"com.apple.InterfaceBuilder3.…\">\n"
        ),
    ])
    func textconvPrintsAnUnreadableFileAsWrittenAndSaysWhy(file: String, text: String, stderr: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(file, text)
        #expect(sandbox.runInProcess(["textconv", file]) == Run(status: 0, stdout: text, stderr: stderr))
        #expect(try sandbox.read(file) == text)
    }

    @Test func textconvPrintsOneLinePerViewAndAttribute() throws {
        let sandbox = try Sandbox()
        // git hands textconv a temporary file whose name says nothing of its format.
        try sandbox.write("XXXXXX_blob", DiffFixture.xib)
        let run = sandbox.runInProcess(["textconv", "XXXXXX_blob"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                document (Interface Builder)
                    colorMatched = YES
                    propertyAccessControl = none
                    targetRuntime = iOS.CocoaTouch
                    type = com.apple.InterfaceBuilder3.CocoaTouch.XIB
                    useAutolayout = YES
                    placeholder CardView "File's Owner" #-1
                        customModule = App
                        placeholderIdentifier = IBFilesOwner
                        userLabel = "File's Owner"
                    view "Card" #card
                        backgroundColor = systemBackgroundColor
                        contentMode = scaleToFill
                        frame = (0, 0, 320, 120)
                        userLabel = "Card"
                        constraint "Title".leading = superview.leading + 16
                        outlet titleLabel → "Title"
                        label "Title" #title
                            contentMode = left
                            fontDescription = pointSize: 17, type: system
                            frame = (16, 16, 288, 21)
                            opaque = NO
                            text = "Title"
                            textColor = labelColor
                            translatesAutoresizingMaskIntoConstraints = NO

                """)
        #expect(sandbox.runInProcess(["textconv", "XXXXXX_blob"]).stdout == run.stdout)
    }
}
