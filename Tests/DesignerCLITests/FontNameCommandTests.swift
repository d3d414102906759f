import Foundation
import TestTools
import Testing

/// The font a document names is every command's: `get` and `inspect` name it, `set` edits it
/// where the document names one, and `render` draws the text with the project's file of it.
@Suite struct FontNameCommandTests {
    /// A label 30 points wide in the test font, one in the system font, one in a text style.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Fnm-Rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label text="AVB" id="Fnm-Lb-001">
                            <rect key="frame" x="10" y="10" width="30" height="24"/>
                            <fontDescription key="fontDescription" name="TestSans-Light" family="Test Sans" pointSize="20"/>
                        </label>
                        <label text="System" id="Fnm-Lb-002">
                            <rect key="frame" x="10" y="40" width="80" height="24"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label text="Body" id="Fnm-Lb-003">
                            <rect key="frame" x="100" y="40" width="80" height="24"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    /// A project whose app lists the test font in `UIAppFonts` (or not), its glyphs 300 units
    /// wide: "AVB" at 20 points is 18 points wide, where Helvetica Neue's would be 39.
    static func project(listed: Bool = true) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj([.init(name: "App")]))
        let fonts = listed ? "<key>UIAppFonts</key><array><string>TestSans-Light.ttf</string></array>" : ""
        try sandbox.write("App/Info.plist", "<plist version=\"1.0\"><dict>\(fonts)</dict></plist>")
        var font = TestFont()
        font.glyphs = font.glyphs.map { TestFont.Glyph($0.scalar, advance: 300) }
        try sandbox.write("App/Fonts/TestSans-Light.ttf", Data(font.bytes))
        try sandbox.write("App/Fonts.xib", xib)
        return sandbox
    }

    @Test(arguments: [
        ("Fnm-Lb-001.fontName", "TestSans-Light"), ("Fnm-Lb-001.fontFamily", "Test Sans"),
        ("Fnm-Lb-001.textStyle", "nil"), ("Fnm-Lb-002.fontName", "nil"),
        ("Fnm-Lb-003.textStyle", "UICTFontTextStyleBody"), ("Fnm-Lb-003.fontSize", "17"),
    ])
    func getNamesTheFont(attribute: String, value: String) throws {
        let sandbox = try Self.project()
        let run = sandbox.runInProcess(["get", "-f", "App/Fonts.xib", attribute])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == value + "\n", "\(run)")
    }

    @Test func inspectShowsTheFontsName() throws {
        let sandbox = try Self.project()
        let run = sandbox.runInProcess(["inspect", "-f", "App/Fonts.xib", "--view", "Fnm-Lb-001"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("fontName         String?        TestSans-Light"), "\(run)")
        #expect(run.stdout.contains("fontFamily       String?        Test Sans"), "\(run)")
    }

    @Test(arguments: [
        ("Fnm-Lb-001.fontName=TestSans-Bold", "name=\"TestSans-Light\"", "name=\"TestSans-Bold\""),
        ("Fnm-Lb-001.fontFamily=Test Serif", "family=\"Test Sans\"", "family=\"Test Serif\""),
        ("Fnm-Lb-003.textStyle=UICTFontTextStyleTitle1", "UICTFontTextStyleBody", "UICTFontTextStyleTitle1"),
    ])
    func setEditsTheFontInPlace(assignment: String, old: String, new: String) throws {
        let sandbox = try Self.project()
        let run = sandbox.runInProcess(["set", "-f", "App/Fonts.xib", assignment])
        #expect(run.status == 0, "\(run)")
        #expect(try sandbox.read("App/Fonts.xib") == Self.xib.replacingOccurrences(of: old, with: new))
    }

    @Test(arguments: [
        (
            "Fnm-Lb-002.fontName=TestSans-Light",
            "fontName cannot be written: the font is the system font, which names no PostScript name; choose the font in Xcode; nothing was written"
        ),
        (
            "Fnm-Lb-002.textStyle=UICTFontTextStyleBody",
            "textStyle cannot be written: the font is the system font, which names no text style; choose the font in Xcode; nothing was written"
        ),
        (
            "Fnm-Lb-001.fontName=nil",
            "fontName cannot be removed: the font would be another kind of font; choose it in Xcode; nothing was written"
        ),
        (
            "Fnm-Lb-003.textStyle=UICTFontTextStyleBogus",
            "textStyle 'UICTFontTextStyleBogus' is no text style UIKit has; it is one of UICTFontTextStyleBody, "
                + "UICTFontTextStyleCallout, UICTFontTextStyleCaption1, UICTFontTextStyleCaption2, "
                + "UICTFontTextStyleFootnote, UICTFontTextStyleHeadline, UICTFontTextStyleLargeTitle, "
                + "UICTFontTextStyleSubhead, UICTFontTextStyleTitle0, UICTFontTextStyleTitle1, UICTFontTextStyleTitle2, "
                + "UICTFontTextStyleTitle3; nothing was written"
        ),
        (
            "Fnm-Lb-001.fontWeight=bold",
            "the font is 'TestSans-Light', whose weight is its own; set fontName to the font of the weight wanted; nothing was written"
        ),
    ])
    func setRefusesAFontTheDocumentCannotName(assignment: String, message: String) throws {
        let sandbox = try Self.project()
        let run = sandbox.runInProcess(["set", "-f", "App/Fonts.xib", assignment])
        #expect(run.status != 0, "\(run)")
        #expect(run.stderr.hasPrefix("Error: \(message)\n"), "\(run)")
        #expect(try sandbox.read("App/Fonts.xib") == Self.xib)
    }

    /// The project's narrow font fits "AVB" in 30 points; without the file, Helvetica Neue's
    /// widths cut it short.
    @Test(arguments: [(true, ">AVB</text>"), (false, ">A…</text>")])
    func renderDrawsWithTheProjectsFile(listed: Bool, drawn: String) throws {
        let sandbox = try Self.project(listed: listed)
        let run = sandbox.runInProcess(["render", "-f", "App/Fonts.xib", "--format", "svg"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains(drawn), "\(run)")
    }

    /// A JSON document's label names its font as an Interface Builder document's does; the
    /// `DESIGNER_FONTS` folder holds its file.
    @Test func aJSONLabelDrawsInTheFontItNames() throws {
        let sandbox = try Self.project()
        try sandbox.write(
            "label.json",
            """
            {"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 40}, "subviews": [
              {"id": "title", "class": "UILabel", "frame": {"x": 0, "y": 0, "width": 30, "height": 24},
               "attributes": {"text": "AVB", "fontSize": 20, "fontName": "TestSans-Light"}}]}
            """)
        let run = sandbox.runInProcess(
            ["render", "-f", "label.json", "--format", "svg"], environment: ["DESIGNER_FONTS": "App/Fonts"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains(">AVB</text>"), "\(run)")
        #expect(sandbox.runInProcess(["get", "-f", "label.json", "title.fontName"]).stdout == "TestSans-Light\n")
    }
}
