import DesignerCLI
import DesignerCore
import Foundation
import Testing

@Suite("Interface Builder edits a hostile user tries") struct InterfaceBuilderEditTests {
    let registry = IBFixture.registry

    static let controls = """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="g-1" userLabel="gauge" customClass="MyProgressBar" customModule="App" customModuleProvider="target"/>
                        <label opaque="NO" contentMode="left" text="Hi" lineBreakMode="tailTruncation" id="lab">
                            <rect key="frame" x="10" y="70" width="100" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                        </label>
                        <switch opaque="NO" contentMode="scaleToFill" id="sw">
                            <rect key="frame" x="10" y="140" width="51" height="31"/>
                        </switch>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg">
                            <rect key="frame" x="10" y="180" width="200" height="32"/>
                            <segments>
                                <segment title="First"/>
                                <segment title="Second"/>
                            </segments>
                        </segmentedControl>
                    </subviews>
                </view>

        """

    @Test func aSelfClosingViewTakesItsFirstRuntimeAttribute() throws {
        let sandbox = try Sandbox()
        try sandbox.write("t.xib", IBFixture.xib(Self.controls))
        #expect(
            sandbox.runInProcess(["set", "-f", "t.xib", "gauge.percent=5"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(
            try sandbox.read("t.xib").contains(
                """
                customModuleProvider="target">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="percent">
                                            <integer key="value" value="5"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </view>
                """))
        #expect(sandbox.runInProcess(["get", "-f", "t.xib", "gauge.percent"]).stdout == "5\n")
    }

    @Test func aSwitchXcodeWroteWithoutOnIsOffAndIsWrittenSo() throws {
        let sandbox = try Sandbox()
        try sandbox.write("t.xib", IBFixture.xib(Self.controls))
        #expect(sandbox.runInProcess(["get", "-f", "t.xib", "sw.on"]).stdout == "false\n")
        #expect(sandbox.runInProcess(["set", "-f", "t.xib", "sw.on=true"]).status == 0)
        #expect(
            try sandbox.read("t.xib").contains(
                "<switch opaque=\"NO\" contentMode=\"scaleToFill\" on=\"YES\" id=\"sw\">"))
        #expect(sandbox.runInProcess(["set", "-f", "t.xib", "sw.on=false"]).status == 0)
        #expect(try sandbox.read("t.xib") == IBFixture.xib(Self.controls))
    }

    static let cell = """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>

        """

    /// A cell's accessory is written where Xcode writes it, left out for none, and a name UIKit
    /// does not have is refused at its place with the file unchanged.
    @Test func aCellsAccessoryIsWrittenAsXcodeWritesIt() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(Self.cell)
        try sandbox.write("t.xib", original)
        #expect(sandbox.runInProcess(["get", "-f", "t.xib", "cell.accessoryType"]).stdout == "none\n")
        #expect(sandbox.runInProcess(["set", "-f", "t.xib", "cell.accessoryType=checkmark"]).status == 0)
        #expect(
            try sandbox.read("t.xib").contains(
                #"<tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="checkmark" indentationWidth="10" id="cell">"#
            ))
        #expect(sandbox.runInProcess(["get", "-f", "t.xib", "cell.accessoryType"]).stdout == "checkmark\n")
        let refused = sandbox.runInProcess(["set", "-f", "t.xib", "cell.accessoryType=chevron"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("chevron") && refused.stderr.contains("disclosureIndicator"))
        #expect(try sandbox.read("t.xib").contains(#"accessoryType="checkmark""#))
        #expect(sandbox.runInProcess(["set", "-f", "t.xib", "cell.accessoryType=none"]).status == 0)
        #expect(try sandbox.read("t.xib") == original)
        // A cell's colours follow its content view, as Xcode writes them.
        #expect(sandbox.runInProcess(["set", "-f", "t.xib", "cell.tintColor=#FF0000"]).status == 0)
        let tinted = try sandbox.read("t.xib")
        let contentEnd = try #require(tinted.range(of: "</tableViewCellContentView>"))
        let color = try #require(tinted.range(of: #"<color key="tintColor""#))
        #expect(contentEnd.upperBound < color.lowerBound)
    }

    @Test func whatXcodeWritesInPlaceOfAValueIsReplaced() throws {
        let sandbox = try Sandbox()
        try sandbox.write("t.xib", IBFixture.xib(Self.controls))
        let run = sandbox.runInProcess([
            "set", "-f", "t.xib", "lab.textColor=red", "seg.segments=A,B,C", "seg.selectedSegmentIndex=0",
            "lab.numberOfLines=0",
        ])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let text = try sandbox.read("t.xib")
        #expect(!text.contains("<nil key=\"textColor\"/>"))
        #expect(
            text.contains(
                "<color key=\"textColor\" red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
            ))
        #expect(text.contains("numberOfLines=\"0\""))
        #expect(sandbox.runInProcess(["get", "-f", "t.xib", "seg.segments"]).stdout == "A,B,C\n")
    }

    @Test func whatXMLCannotHoldIsRefusedAndTheFileKept() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(Self.controls)
        try sandbox.write("t.xib", original)
        let run = sandbox.runInProcess(["set", "-f", "t.xib", "lab.text=a\u{1B}b"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("text holds U+1B, which an XML document cannot hold"))
        #expect(try sandbox.read("t.xib") == original)
        try sandbox.write("c.xib", original.replacingOccurrences(of: "text=\"Hi\"", with: "text=\"H\u{1}i\""))
        #expect(
            sandbox.runInProcess(["check", "c.xib"]).stderr.hasPrefix(
                "c.xib:9:62: error: the control character U+0001 is not allowed in XML"))
    }

    @Test func aViewKeepsItsKindOfElementWhenItsClassChanges() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(Self.controls)
        try sandbox.write("t.xib", original)
        let run = sandbox.runInProcess(["set", "-f", "t.xib", "lab.class=UIButton"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("a <label> is a UILabel or a subclass of it; it cannot become a UIButton"))
        #expect(try sandbox.read("t.xib") == original)
        // A Swift class takes the module the file's other custom classes name.
        #expect(sandbox.runInProcess(["set", "-f", "t.xib", "root.class=MyProgressBar"]).status == 0)
        #expect(
            try sandbox.read("t.xib").contains(
                "<view contentMode=\"scaleToFill\" id=\"root\" customClass=\"MyProgressBar\" customModule=\"App\" customModuleProvider=\"target\">"
            ))
    }

    @Test func twoChildrenOfASelfClosingViewAndFontsResetInTheirFamily() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="box"/>
                            <label opaque="NO" text='Hello' id="lab">
                                <rect key="frame" x="10" y="70" width="100" height="20"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                            </label>
                        </subviews>
                    </view>

            """)
        try sandbox.write("t.xib", original)
        let run = sandbox.runInProcess([
            "set", "-f", "t.xib", "box.backgroundColor=red", "box.layer.cornerRadius=2", "lab.text=it's",
        ])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        #expect(sandbox.runInProcess(["reset", "-f", "t.xib", "lab.fontSize"]).status == 0)
        let text = try sandbox.read("t.xib")
        #expect(
            text.contains(
                """
                                <view contentMode="scaleToFill" id="box">
                                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <userDefinedRuntimeAttributes>
                """))
        #expect(text.contains("text='it&apos;s'"))
        #expect(text.contains("<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"17\"/>"))
        #expect(
            sandbox.runInProcess(["get", "-f", "t.xib", "box.cornerRadius", "lab.text", "lab.fontWeight"]).stdout
                == "2\nit's\nbold\n")
    }

    @Test func convertNeverWritesOverAFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("t.xib", IBFixture.xib(Self.controls))
        try sandbox.write("other.xib", "keep")
        try sandbox.write("scene.json", "keep")
        let notJSON = sandbox.runInProcess(["convert", "t.xib", "-o", "other.xib"])
        #expect(notJSON.status == 64)
        #expect(notJSON.stderr.hasPrefix("Error: --output 'other.xib' is no .json file"))
        let exists = sandbox.runInProcess(["convert", "t.xib", "-o", "scene.json"])
        #expect(exists.status != 0)
        #expect(exists.stderr.hasPrefix("scene.json: error: already exists"))
        #expect(try sandbox.read("other.xib") == "keep" && sandbox.read("scene.json") == "keep")
        #expect(sandbox.runInProcess(["convert", "t.xib", "-o", "scene.json", "--force"]).status == 0)
        #expect(sandbox.runInProcess(["check", "scene.json"]).status == 0)
        // `-` is standard output, as no --output is.
        let printed = sandbox.runInProcess(["convert", "t.xib", "-o", "-"])
        #expect(printed.status == 0 && printed.stdout == sandbox.runInProcess(["convert", "t.xib"]).stdout)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("-")))
    }

    @Test func aSourcesFolderThatIsNoneIsAUsageError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("t.xib", IBFixture.xib(Self.controls))
        let missing = sandbox.runInProcess(["check", "--sources", "nowhere", "t.xib"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: --sources 'nowhere' does not exist."))
        let file = sandbox.runInProcess(["check", "--sources", "t.xib", "t.xib"])
        #expect(file.status == 64)
        #expect(file.stderr.hasPrefix("Error: --sources 't.xib' is not a folder."))
    }
}
