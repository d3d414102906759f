import Graphics
import Inspectable
import Layout
import TestTools
import Testing

@testable import DesignerCore

/// Labels in a project's own font laid out at that font's widths and line height, and the fonts an
/// app registers in its `Info.plist`.
@Suite struct LayoutProjectFontTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Fnt-Rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label text="AVB" translatesAutoresizingMaskIntoConstraints="NO" id="Fnt-Lb-001">
                            <rect key="frame" x="10" y="10" width="50" height="30"/>
                            <fontDescription key="fontDescription" name="TestSans-Light" family="Test Sans" pointSize="20"/>
                        </label>
                        <label text="AV" translatesAutoresizingMaskIntoConstraints="NO" id="Fnt-Lb-002">
                            <rect key="frame" x="10" y="50" width="50" height="30"/>
                            <fontDescription key="fontDescription" name="TestSans-Semibold" family="Test Sans" pointSize="10"/>
                        </label>
                        <label text="AVB" translatesAutoresizingMaskIntoConstraints="NO" id="Fnt-Lb-003">
                            <rect key="frame" x="100" y="10" width="50" height="30"/>
                            <fontDescription key="fontDescription" name="Other-Light" family="Other" pointSize="20"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Fnt-Lb-001" firstAttribute="leading" secondItem="Fnt-Rt-001" secondAttribute="leading" constant="10" id="Fnt-C-01"/>
                        <constraint firstItem="Fnt-Lb-001" firstAttribute="top" secondItem="Fnt-Rt-001" secondAttribute="top" constant="10" id="Fnt-C-02"/>
                        <constraint firstItem="Fnt-Lb-002" firstAttribute="leading" secondItem="Fnt-Lb-001" secondAttribute="trailing" constant="5" id="Fnt-C-03"/>
                        <constraint firstItem="Fnt-Lb-002" firstAttribute="top" secondItem="Fnt-Lb-001" secondAttribute="bottom" id="Fnt-C-04"/>
                        <constraint firstItem="Fnt-Lb-003" firstAttribute="leading" secondItem="Fnt-Rt-001" secondAttribute="leading" constant="100" id="Fnt-C-05"/>
                        <constraint firstItem="Fnt-Lb-003" firstAttribute="top" secondItem="Fnt-Rt-001" secondAttribute="top" constant="10" id="Fnt-C-06"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    /// The test font, kerning "A" then "V" 80 units closer, as the project's only font file.
    static func fonts(_ path: String) -> ProjectFonts {
        var font = TestFont()
        font.gposPairs = [(1, 2, -80)]
        let bytes = font.bytes
        return ProjectFonts(files: [.init(path: path, modified: 1)], read: { _ in bytes })
    }

    static func frames(fonts: ProjectFonts?) throws -> [String: Rect] {
        let document = try #require(try InterfaceBuilderTexts.read(document, name: "Fonts.xib").readScene(0).document)
        let layout = document.layout(on: nil, fonts: fonts)
        return Dictionary(
            uniqueKeysWithValues: layout.document.allViews.compactMap { view in
                view.id.map { ($0, layout.frames[view.index]) }
            })
    }

    /// By hand, at 3 pixels a point: "AVB" at 20 points is (600 + 650 + 575 - 80) / 1,000 × 20 =
    /// 34.9 wide, 35 on the pixel grid, and (800 + 200 + 100) / 1,000 × 20 = 22 tall. The second
    /// label names a weight the project lacks: its family's font, "AV" at 10 points, (600 + 650 -
    /// 80) / 100 = 11.7, 35.1 pixels, 12 points on the grid, 11 tall, after the first.
    @Test func labelsInAProjectFontTakeItsSizes() throws {
        let frames = try Self.frames(fonts: Self.fonts("layout/TestSans-Light.ttf"))
        #expect(frames["Fnt-Lb-001"] == Rect(x: 10, y: 10, width: 35, height: 22))
        #expect(frames["Fnt-Lb-002"] == Rect(x: 50, y: 32, width: 12, height: 11))
        // A font the project does not have is measured as Helvetica Neue (`StandInFont`).
        let other = try #require(frames["Fnt-Lb-003"])
        #expect(abs(other.width - 35) > 1)
    }

    @Test func withoutTheProjectsFontsTheLabelIsMeasuredAsHelveticaNeue() throws {
        let frames = try Self.frames(fonts: nil)
        let label = try #require(frames["Fnt-Lb-001"])
        #expect(label.width != 35 || label.height != 22)
        #expect(try Self.frames(fonts: nil)["Fnt-Lb-003"]?.width == label.width)
    }

    @Test(arguments: [
        (
            "<plist><dict><key>UIAppFonts</key>\n\t<array>\n\t\t<string>DMSans.ttf</string>\n\t\t<string>Fonts/A&amp;B.otf</string>\n\t</array></dict></plist>",
            ["DMSans.ttf", "Fonts/A&B.otf"]
        ),
        ("<plist><dict><key>UIAppFonts</key><array/></dict></plist>", []),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\"><dict><key>UIAppFonts</key><!-- the app's --><array><string>A.ttf</string></array></dict></plist>",
            ["A.ttf"]
        ),
        (
            "<plist><dict><key>Other</key><string>UIAppFonts</string><key>UIAppFonts</key><string>A.ttf</string></dict></plist>",
            []
        ),
        ("<plist><dict><key>UILaunchStoryboardName</key><string>Launch</string></dict></plist>", []),
        ("<plist><dict><key>UIAppFonts</key><array><string>A.ttf</string>", []),
    ])
    func anInfoPlistListsItsAppsFonts(plist: String, listed: [String]) {
        #expect(AppFonts.listed(inInfoPlist: Array(plist.utf8)) == listed)
    }

    /// Only the files an app lists are its fonts: others in the project are not loaded by iOS.
    @Test func onlyListedFilesAreRegistered() {
        let files = ["App/Fonts/DMSans.ttf", "App/Fonts/Unused.ttf", "Docs/A&B.otf"]
        #expect(
            AppFonts.registered(files, listed: ["DMSans.ttf", "Fonts/A&B.otf"]) == [
                "App/Fonts/DMSans.ttf", "Docs/A&B.otf",
            ])
    }
}
