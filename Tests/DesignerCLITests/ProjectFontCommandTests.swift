import Foundation
import TestTools
import Testing

/// `designer layout` measures a label in the project's own font when the app registers the font
/// file in its `Info.plist` (`UIAppFonts`), and in the fallback when the file is only lying there.
@Suite struct ProjectFontCommandTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Fnt-Rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label text="AVB" translatesAutoresizingMaskIntoConstraints="NO" id="Fnt-Lb-001">
                            <rect key="frame" x="10" y="10" width="50" height="30"/>
                            <fontDescription key="fontDescription" name="TestSans-Light" family="Test Sans" pointSize="20"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Fnt-Lb-001" firstAttribute="leading" secondItem="Fnt-Rt-001" secondAttribute="leading" constant="10" id="Fnt-C-01"/>
                        <constraint firstItem="Fnt-Lb-001" firstAttribute="top" secondItem="Fnt-Rt-001" secondAttribute="top" constant="10" id="Fnt-C-02"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    /// "AVB" at 20 points of the test font: (600 + 650 + 575 - 80) / 1,000 × 20 = 34.9, 35 on
    /// the 3× grid, and 22 tall.
    @Test(arguments: [(true, true), (false, false)])
    func aRegisteredFontMeasuresTheLabel(listed: Bool, measured: Bool) throws {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj([.init(name: "App")]))
        let fonts = listed ? "<key>UIAppFonts</key><array><string>TestSans-Light.ttf</string></array>" : ""
        try sandbox.write("App/Info.plist", "<plist version=\"1.0\"><dict>\(fonts)</dict></plist>")
        var font = TestFont()
        font.gposPairs = [(1, 2, -80)]
        try sandbox.write("App/Fonts/TestSans-Light.ttf", Data(font.bytes))
        try sandbox.write("App/Fonts.xib", Self.xib)
        let run = sandbox.runInProcess(["layout", "-f", "App/Fonts.xib"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("Fnt-Lb-001: x=\"10\" y=\"10\" width=\"35\" height=\"22\"") == measured, "\(run)")
    }

    /// The fonts of the folder `DESIGNER_FONTS` names are every document's, in a project or not.
    @Test func theDesignerFontsFolderHoldsFontsForEveryDocument() throws {
        let sandbox = try Sandbox()
        var font = TestFont()
        font.gposPairs = [(1, 2, -80)]
        try sandbox.write("MyFonts/Test/TestSans-Light.ttf", Data(font.bytes))
        try sandbox.write("Fonts.xib", Self.xib)
        let run = sandbox.runInProcess(["layout", "-f", "Fonts.xib"], environment: ["DESIGNER_FONTS": "MyFonts"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("Fnt-Lb-001: x=\"10\" y=\"10\" width=\"35\" height=\"22\""), "\(run)")
    }

    /// A font file that cannot be read is said once, at its path, by each command that looks a
    /// font up in it: its text is measured as Helvetica Neue, and nothing fails.
    @Test(arguments: ["layout", "render", "check"])
    func aDamagedFontFileIsAWarningAtTheFile(command: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("MyFonts/TestSans-Light.ttf", Data(TestFont().bytes.prefix(40)))
        try sandbox.write("Fonts.xib", Self.xib)
        let arguments =
            switch command {
            case "render": ["render", "-f", "Fonts.xib", "-o", "Fonts.svg"]
            case "check": ["check", "Fonts.xib"]
            default: ["layout", "-f", "Fonts.xib"]
            }
        let run = sandbox.runInProcess(arguments, environment: ["DESIGNER_FONTS": "MyFonts"])
        #expect(run.status == 0, "\(run)")
        let lines = (run.stdout + run.stderr).split(separator: "\n").filter { $0.contains("TestSans-Light.ttf") }
        #expect(lines.count == 1, "\(run)")
        #expect(
            lines.first?.contains("MyFonts/TestSans-Light.ttf: warning: font: ") == true
                && lines.first?.contains("; the fonts it holds are measured as Helvetica Neue") == true, "\(run)")
    }

    /// A `DESIGNER_FONTS` that names no folder is one line, without the command's usage: it is
    /// not an argument.
    @Test func aDesignerFontsFolderThatIsMissingIsAUsageError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fonts.xib", Self.xib)
        let run = sandbox.runInProcess(["layout", "-f", "Fonts.xib"], environment: ["DESIGNER_FONTS": "Nowhere"])
        #expect(run.status == 64)
        #expect(run.stderr == "Error: DESIGNER_FONTS 'Nowhere' does not exist.\n", "\(run)")
    }
}
