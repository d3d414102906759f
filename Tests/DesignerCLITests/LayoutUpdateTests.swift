import DesignerCore
import Foundation
import Inspectable
import Testing

@testable import DesignerCLI

/// `designer layout --update`, `check`'s layout warnings, and the bad input of `layout`, each
/// leaving the document byte for byte as it was.
@Suite struct LayoutUpdateTests {
    @Test func updateWritesOnlyTheNumbersThatChangeAndTheMark() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.headerOnly)
        let run = sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--update"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasSuffix("1 of 4 views differs from its saved frame.\nUpdated 1 frame in Header.storyboard.\n"))
        let expected = LayoutFixture.headerOnly
            .replacingOccurrences(
                of: #" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Hdr"#,
                with: #" translatesAutoresizingMaskIntoConstraints="NO" id="Hdr"#
            )
            .replacingOccurrences(
                of: #"x="0.0" y="20" width="320" height="44""#, with: #"x="0.0" y="20" width="375" height="44""#)
        #expect(expected != LayoutFixture.headerOnly)
        #expect(try sandbox.bytes("Header.storyboard") == Data(expected.utf8))
    }

    /// After an update, every view is at its saved frame but the ambiguous one, kept as saved,
    /// and a second update writes nothing.
    @Test func updateIsIdempotent() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.storyboard)
        #expect(sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--update"]).status == 0)
        let updated = try sandbox.bytes("Header.storyboard")
        let listed = sandbox.runInProcess(["layout", "-f", "Header.storyboard"])
        #expect(listed.stdout.hasSuffix("1 of 6 views differs from its saved frame.\n"))
        #expect(listed.stdout.contains(#"Lse-aa-001: x="10" y="30" width="0.0" height="0.0"; saved"#))
        #expect(!listed.stdout.contains("misplaced"))
        let again = sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--update"])
        #expect(again.stdout.hasSuffix("Nothing was written to Header.storyboard.\n"))
        #expect(try sandbox.bytes("Header.storyboard") == updated)
    }

    /// A document saved for no device is laid out in its root's saved frame, which an update
    /// leaves as it is; the views inside it are updated.
    @Test func updateLeavesTheRootOfADocumentOfNoDevice() throws {
        let sandbox = try Sandbox()
        let text = LayoutFixture.headerOnly.replacingOccurrences(
            of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
        try sandbox.write("Header.storyboard", text)
        #expect(sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--update"]).status == 0)
        let updated = try sandbox.read("Header.storyboard")
        #expect(updated.contains(#"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#))
        #expect(!updated.contains("misplaced"))
        #expect(
            sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--update"]).stdout.hasSuffix(
                "nothing was written.\n"))
    }

    /// `--json --update` prints the listing of what was laid out, and how many frames were written.
    @Test func jsonUpdateSaysHowManyFramesItWrote() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.headerOnly)
        let run = sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--update", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["updated"] as? Int == 1)
        #expect(Set(object.keys) == ["device", "scenes", "problems", "updated"])
    }

    /// A scene whose view `A` is placed 20 from the left and 100 from the top, with `sizes`
    /// (constraints on `A`), saved at 100 x 100, and `B` beside it, 60 wide, saved misplaced.
    static func unsettled(sizes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Uns-VC-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Uns-SC-001">
                    <objects>
                        <viewController id="Uns-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Uns-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Uns-A-001" userLabel="A">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    </view>
                                    <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Uns-B-001" userLabel="B">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Uns-A-001" firstAttribute="leading" secondItem="Uns-Rt-001" secondAttribute="leading" constant="20" id="Uns-C-01"/>
                                    <constraint firstItem="Uns-A-001" firstAttribute="top" secondItem="Uns-Rt-001" secondAttribute="top" constant="100" id="Uns-C-02"/>
                                    \(sizes)
                                    <constraint firstItem="Uns-B-001" firstAttribute="leading" secondItem="Uns-Rt-001" secondAttribute="leading" constant="200" id="Uns-C-05"/>
                                    <constraint firstItem="Uns-B-001" firstAttribute="top" secondItem="Uns-Rt-001" secondAttribute="top" constant="100" id="Uns-C-06"/>
                                    <constraint firstItem="Uns-B-001" firstAttribute="width" constant="60" id="Uns-C-07"/>
                                    <constraint firstItem="Uns-B-001" firstAttribute="height" constant="60" id="Uns-C-08"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A frame the constraints leave ambiguous (no size) or negative (`width = -50`) is one of
    /// many or none UIKit draws: `--update` keeps it as saved, says so, and updates the others.
    @Test(arguments: [
        "",
        #"<constraint firstItem="Uns-A-001" firstAttribute="width" constant="-50" id="Uns-C-03"/><constraint firstItem="Uns-A-001" firstAttribute="height" constant="50" id="Uns-C-04"/>"#,
    ])
    func updateKeepsTheSavedFrameOfAnUnsettledView(sizes: String) throws {
        let sandbox = try Sandbox()
        let text = Self.unsettled(sizes: sizes)
        try sandbox.write("Unsettled.storyboard", text)
        let run = sandbox.runInProcess(["layout", "-f", "Unsettled.storyboard", "--update"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Updated 1 frame in Unsettled.storyboard."))
        #expect(
            run.stderr.contains(
                "note: kept the saved frame of 1 view whose constraints leave it ambiguous or negative (see the warnings)"
            ))
        let expected =
            text
            .replacingOccurrences(
                of: #"misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Uns-B-001""#,
                with: #"translatesAutoresizingMaskIntoConstraints="NO" id="Uns-B-001""#
            )
            .replacingOccurrences(
                of: #"x="0.0" y="0.0" width="10" height="10""#, with: #"x="200" y="100" width="60" height="60""#)
        #expect(expected != text)
        #expect(try sandbox.read("Unsettled.storyboard") == expected)
    }

    /// A document saved for a device designer does not know says so once, at its `<device>`, and
    /// is laid out on a screen of its root view's saved size.
    @Test func anUnknownSavedDeviceIsAWarningAtItsPlace() throws {
        let sandbox = try Sandbox()
        let text = LayoutFixture.headerOnly.replacingOccurrences(
            of: #"<device id="retina4_7""#, with: #"<device id="retina99_9""#)
        #expect(text != LayoutFixture.headerOnly)
        try sandbox.write("Header.storyboard", text)
        let run = sandbox.runInProcess(["layout", "-f", "Header.storyboard"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("portrait: 375 x 667 points"))
        let line = try #require(text.split(separator: "\n").firstIndex { $0.contains("retina99_9") }) + 1
        let column = try #require(text.split(separator: "\n")[line - 1].range(of: "retina99_9")).lowerBound
        let columnNumber =
            text.split(separator: "\n")[line - 1].distance(
                from: text.split(separator: "\n")[line - 1].startIndex, to: column) + 1
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("[layout-unknown-device]") }
        #expect(
            warnings == [
                "Header.storyboard:\(line):\(columnNumber): warning: designer does not know the device 'retina99_9' the document was saved for; each scene is laid out on a screen of its root view's saved size [layout-unknown-device]"
            ])
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        let name: String
        let file: String
        let text: String
        let arguments: [String]
        let status: Int32
        /// What standard error starts with.
        let message: String
        var readOnly = false
        var testDescription: String { name }
    }

    static let badInputs: [BadInput] = [
        BadInput(
            name: "a device no one makes", file: "Header.storyboard", text: LayoutFixture.headerOnly,
            arguments: ["--device", "retina4_7x", "--update"], status: 64,
            message: "Error: --device 'retina4_7x' is not a device"),
        BadInput(
            name: "a read-only document", file: "Header.storyboard", text: LayoutFixture.headerOnly,
            arguments: ["--update"], status: 1, message: "Header.storyboard: error: is read-only\n", readOnly: true),
        BadInput(
            name: "a storyboard of no view, which has nothing to update", file: "Empty.storyboard",
            text:
                #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes></scenes></document>"#,
            arguments: ["--update"], status: 0, message: ""),
        BadInput(
            name: "a document that is no XML", file: "Broken.xib", text: "<document><objects></document>\n",
            arguments: ["--update"], status: 1, message: "Broken.xib:1:"),
        BadInput(
            name: "a scene that is not there", file: "Header.storyboard", text: LayoutFixture.headerOnly,
            arguments: ["--scene", "Footer", "--update"], status: 64,
            message: "Error: Header.storyboard has no scene 'Footer'"),
        BadInput(
            name: "an orientation for a document of no device", file: "Header.storyboard",
            text: LayoutFixture.headerOnly.replacingOccurrences(
                of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: ""),
            arguments: ["--orientation", "landscape"], status: 64,
            message: "Error: Header.storyboard names no device to turn to landscape; name one with --device"),
        BadInput(
            name: "an orientation for a device designer does not know", file: "Header.storyboard",
            text: LayoutFixture.headerOnly.replacingOccurrences(of: "retina4_7", with: "retina9_9"),
            arguments: ["--orientation", "landscape"], status: 64,
            message: "Error: Header.storyboard was saved for 'retina9_9', a device designer does not know"),
        BadInput(
            name: "frames for another device than the document's", file: "Header.storyboard",
            text: LayoutFixture.headerOnly, arguments: ["--device", "retina6_1", "--update"], status: 64,
            message: "Error: --update writes the frames of the device the document was saved for"),
        BadInput(
            name: "a JSON document, which has nothing to update", file: "designer.json", text: progressBarDocument,
            arguments: ["--update"], status: 0, message: ""),
    ]

    @Test(arguments: badInputs)
    func badInputLeavesTheDocumentAsItWas(_ input: BadInput) throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write(input.file, input.text)
        if input.readOnly { try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path) }
        let run = sandbox.runInProcess(["layout", "-f", input.file] + input.arguments)
        #expect(run.status == input.status, "\(run)")
        #expect(run.stderr.hasPrefix(input.message), "\(run)")
        if input.status == 1 { #expect(run.stderr.split(separator: "\n").count == 1, "one line") }
        #expect(try sandbox.bytes(input.file) == Data(input.text.utf8))
    }

    @Test func aNearDeviceIsSuggested() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.headerOnly)
        let run = sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--device", "retina4_7x"])
        #expect(run.status == 64)
        #expect(run.stderr.lowercased().contains("did you mean 'retina4_7'"), "\(run)")
    }

    @Test func aJSONDocumentSaysItHasNothingToUpdate() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = sandbox.runInProcess(["layout", "--update"])
        #expect(
            run
                == Run(
                    status: 0,
                    stdout:
                        "designer.json is a JSON document: its frames are its layout, on every device; nothing to update\n",
                    stderr: ""))
    }

    /// `check` warns of a layout's problems, with the layout's rules, and still passes.
    @Test func checkWarnsOfLayoutProblems() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.agreeing)
        try sandbox.write("Sound/Header.storyboard", LayoutFixture.headerOnly)
        let run = sandbox.runInProcess(["check", "Header.storyboard"])
        #expect(run.status == 0, "\(run)")
        let lines = run.stderr.split(separator: "\n").dropLast()
        #expect(!lines.isEmpty)
        let rules = [Diagnostic.Rule.unsatisfiableConstraints, .ambiguousLayout, .invalidConstraint].map(\.rawValue)
        for line in lines {
            #expect(line.hasPrefix("Header.storyboard:") && line.contains(": warning: "))
            #expect(rules.contains { line.hasSuffix("[\($0)]") }, "\(line)")
        }
        #expect(sandbox.runInProcess(["check", "Header.storyboard", "--strict"]).status == 1)
        #expect(
            sandbox.runInProcess(["check", "Sound/Header.storyboard"]).stderr == "checked 1 document: no problems\n")
    }

    /// A view its constraints leave loose is loose whatever its saved frame (here 50 points
    /// square, which designer leaves without a size): `check` reports it as `layout` does.
    @Test func checkReportsAmbiguityInAScenesItLaysOutOtherwise() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.storyboard)
        let rule = "[\(Diagnostic.Rule.ambiguousLayout.rawValue)]"
        #expect(sandbox.runInProcess(["check", "Header.storyboard"]).stderr.contains(rule))
        #expect(sandbox.runInProcess(["layout", "-f", "Header.storyboard"]).stderr.contains(rule))
    }

    /// A constraint UIKit cannot load is an error in any scene, laid out as Xcode saved it or not:
    /// the app cannot load the document.
    @Test func checkReportsAConstraintUIKitCannotLoadInAnyScene() throws {
        let sandbox = try Sandbox()
        var broken = LayoutFixture.storyboard
        let end = try #require(broken.range(of: "</constraints>"))
        broken.insert(
            contentsOf: "<constraint firstAttribute=\"width\" secondItem=\"Nop-aa-999\" secondAttribute=\"width\"/>\n",
            at: end.lowerBound)
        try sandbox.write("Header.storyboard", broken)
        let run = sandbox.runInProcess(["check", "Header.storyboard"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("'Nop-aa-999' is no view or layout guide of the scene; UIKit cannot load it"))
        // The loose scene's own ambiguity is reported beside it, whatever the frames.
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(run.stderr.contains(": error: ") && warnings.count == 2, "\(run.stderr)")
        #expect(warnings.allSatisfy { $0.contains("'View (Lse-aa-001)' has an ambiguous") }, "\(run.stderr)")
    }

    /// A configuration turns the layout rules off, as any other.
    @Test func aConfigurationTurnsLayoutWarningsOff() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.agreeing)
        let rules = [Diagnostic.Rule.unsatisfiableConstraints, .ambiguousLayout, .invalidConstraint]
        let disabled = rules.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        try sandbox.write(".designer-check.json", "{\"disabled\": [\(disabled)]}")
        #expect(
            sandbox.runInProcess(["check", "Header.storyboard"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    /// Another program's save while `--update` waits for the document's lock is kept: the
    /// frames are laid out again on the new version.
    @Test func updateIsMadeAgainOnAnotherProgramsSave() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("Header.storyboard", LayoutFixture.headerOnly)
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path))
        let saved = LayoutFixture.headerOnly.replacingOccurrences(of: #"title="Header""#, with: #"title="Top""#)
        var notes: [Diagnostic] = []
        var firstTime = true
        let text = try parts.documents.editDocument(at: "Header.storyboard", notes: &notes) {
            document throws(CLIError) in
            if firstTime {
                firstTime = false
                try? saved.write(toFile: path, atomically: false, encoding: .utf8)
            }
            var edit = DocumentEdit(document)
            guard let header = document.view(withID: "Hdr-aa-001") else { throw .failed }
            edit.updateFrame(Rect(x: 0, y: 20, width: 375, height: 44), of: header)
            return edit
        }
        #expect(String(decoding: text, as: UTF8.self).contains(#"title="Top""#))
        #expect(String(decoding: text, as: UTF8.self).contains(#"x="0.0" y="20" width="375" height="44""#))
        #expect(notes.contains { $0.message.contains("changed while designer was writing it") })
    }

    /// The built binary prints what the command prints in-process.
    @Test func theBinaryPrintsTheSame() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Header.storyboard", LayoutFixture.storyboard)
        for arguments in [["layout", "-f", "Header.storyboard"], ["layout", "-f", "Header.storyboard", "--json"]] {
            #expect(try sandbox.run(arguments) == sandbox.runInProcess(arguments))
        }
    }
}
