import Graphics
import Inspectable
import Layout
import Testing

@testable import DesignerCore

/// What the canvas of the Xcode that saved a document gives its scenes: the safe area of a xib's
/// top-level view, and the screen of a document that names no device.
@Suite("Interface Builder canvases by the Xcode that saved them")
struct LayoutCanvasTests {
    /// A xib of one top-level view `width` × `height` (freeform where `freeform`), saved by
    /// `toolsVersion` on `device`, with a bar pinned to its safe area's top and another to its
    /// safe area's bottom, each 10 points tall and inset 8 at the sides.
    static func banner(
        toolsVersion: String, device: String, width: Double, height: Double, freeform: Bool = true
    ) -> String {
        let (w, h) = (LayoutCanvasTests.number(width), LayoutCanvasTests.number(height))
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <dependencies>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="Ban-Vw-001" userLabel="Banner">
                        <rect key="frame" x="0.0" y="0.0" width="\(w)" height="\(h)"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ban-Tp-001" userLabel="Top">
                                <rect key="frame" x="8" y="0.0" width="100" height="10"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ban-Bt-001" userLabel="Bottom">
                                <rect key="frame" x="8" y="0.0" width="100" height="10"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Ban-SA-001"/>
                        <constraints>
                            <constraint firstItem="Ban-Tp-001" firstAttribute="top" secondItem="Ban-SA-001" secondAttribute="top" id="Ban-C-01"/>
                            <constraint firstItem="Ban-Tp-001" firstAttribute="leading" secondItem="Ban-SA-001" secondAttribute="leading" constant="8" id="Ban-C-02"/>
                            <constraint firstItem="Ban-SA-001" firstAttribute="trailing" secondItem="Ban-Tp-001" secondAttribute="trailing" constant="8" id="Ban-C-03"/>
                            <constraint firstItem="Ban-Tp-001" firstAttribute="height" constant="10" id="Ban-C-04"/>
                            <constraint firstItem="Ban-SA-001" firstAttribute="bottom" secondItem="Ban-Bt-001" secondAttribute="bottom" id="Ban-C-05"/>
                            <constraint firstItem="Ban-Bt-001" firstAttribute="leading" secondItem="Ban-SA-001" secondAttribute="leading" constant="8" id="Ban-C-06"/>
                            <constraint firstItem="Ban-SA-001" firstAttribute="trailing" secondItem="Ban-Bt-001" secondAttribute="trailing" constant="8" id="Ban-C-07"/>
                            <constraint firstItem="Ban-Bt-001" firstAttribute="height" constant="10" id="Ban-C-08"/>
                        </constraints>
            \(freeform ? #"            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                    </view>
                </objects>
            </document>
            """
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// A xib's top-level view, on the device it was saved for, has that device's safe area as a
    /// screen of its own size: a banner 390 × 120 on an iPhone 12 (Xcode 15) is inset 47 at the
    /// top and 34 at the bottom, so its top bar is at y 47 and its bottom bar at 120 − 34 − 10 =
    /// 76; on an iPhone 8 the status bar's 20 and no bottom inset (bottom bar at 110). Xcode 12 to
    /// 14.2 leave a home-button iPhone's status bar out (0), Xcode 14.3 has it again (20); Xcode
    /// 12 and 13 show the view in the screen's top left corner, inset only where it meets the
    /// screen's edges: the top's 44 (their
    /// uniform sensor housing) and no bottom inset for a view shorter than the screen; a
    /// screen-sized view keeps the home indicator's 34 (844 − 34 − 10 = 800).
    @Test(
        arguments: [
            ("22155", "retina6_0", 390, 120, 47, 76), ("22155", "retina4_7", 375, 120, 20, 110),
            ("21223", "retina4_7", 375, 120, 0, 110), ("21701", "retina4_7", 375, 120, 20, 110),
            ("21701", "retina6_0", 390, 120, 47, 76),
            ("17701", "retina6_0", 390, 120, 44, 110), ("17701", "retina6_0", 390, 844, 44, 800),
            ("14490", "retina4_7", 375, 120, 20, 110),
        ] as [(String, String, Double, Double, Double, Double)])
    func topLevelViewSafeArea(
        toolsVersion: String, device: String, width: Double, height: Double, top: Double, bottomBar: Double
    ) throws {
        let text = Self.banner(toolsVersion: toolsVersion, device: device, width: width, height: height)
        let layout = try LayoutFrameTests.layout(text, name: "Banner.xib", on: nil)
        LayoutFrameTests.expect(
            layout,
            [
                "Ban-Tp-001": LayoutFrameTests.rect(8, top, width - 16, 10),
                "Ban-Bt-001": LayoutFrameTests.rect(8, bottomBar, width - 16, 10),
            ])
    }

    /// A screen-sized top-level view that is not freeform fills the screen it is laid out on,
    /// with the canvas's insets on the document's own device: an iPhone 8's xib saved by Xcode
    /// 14 has no status bar (its top bar at 0), one saved by Xcode 15 has it (20).
    @Test(arguments: [("21223", 0.0), ("22155", 20)])
    func screenSizedView(toolsVersion: String, top: Double) throws {
        let text = Self.banner(
            toolsVersion: toolsVersion, device: "retina4_7", width: 375, height: 667, freeform: false)
        let layout = try LayoutFrameTests.layout(text, name: "Screen.xib", on: nil)
        LayoutFrameTests.expect(
            layout,
            [
                "Ban-Tp-001": LayoutFrameTests.rect(8, top, 359, 10),
                "Ban-Bt-001": LayoutFrameTests.rect(8, 657, 359, 10),
            ])
    }

    /// A xib's top-level view smaller than the screen has the bars it says it simulates
    /// (`simulatedTopBarMetrics`) over its top: an opaque navigation bar covers the status bar,
    /// leaving no safe area at its top (a view 375 × 603 on an iPhone 8 has its top bar at y 0);
    /// a translucent one adds its 44 points to the status bar's 20 (64); with none, the status
    /// bar's 20. Its bottom is not under a bar: the bottom bar is at 603 − 10.
    @Test(arguments: [(#"translucent="NO""#, 0.0), ("", 64), (nil, 20)] as [(String?, Double)])
    func topLevelViewUnderItsBar(translucency: String?, top: Double) throws {
        let bar = translucency.map {
            #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" \#($0) prompted="NO"/>"#
        }
        let text = Self.banner(toolsVersion: "22155", device: "retina4_7", width: 375, height: 603, freeform: false)
            .replacing(
                #"<viewLayoutGuide key="safeArea" id="Ban-SA-001"/>"#,
                with: (bar ?? "") + #"<viewLayoutGuide key="safeArea" id="Ban-SA-001"/>"#)
        let layout = try LayoutFrameTests.layout(text, name: "Under.xib", on: nil)
        LayoutFrameTests.expect(
            layout,
            [
                "Ban-Tp-001": LayoutFrameTests.rect(8, top, 359, 10),
                "Ban-Bt-001": LayoutFrameTests.rect(8, 593, 359, 10),
            ])
    }

    /// A placeholder constraint ("Remove at build time") holds on the canvas, which saves the
    /// frames it gives, and is gone on any other screen, as in the app: the top bar 50 points
    /// below the safe area's top by a placeholder alone is at 47 + 50 on the document's iPhone 12,
    /// and has no vertical position on an iPhone 8.
    @Test func placeholderConstraints() throws {
        let text = Self.banner(toolsVersion: "22155", device: "retina6_0", width: 390, height: 120)
            .replacing(
                #"secondAttribute="top" id="Ban-C-01""#,
                with: #"secondAttribute="top" constant="50" placeholder="YES" id="Ban-C-01""#)
        let canvas = try LayoutFrameTests.layout(text, name: "Banner.xib", on: nil)
        LayoutFrameTests.expect(canvas, ["Ban-Tp-001": LayoutFrameTests.rect(8, 97, 374, 10)])
        #expect(canvas.diagnostics.isEmpty)
        let built = try LayoutFrameTests.layout(text, name: "Banner.xib", on: "retina4_7")
        #expect(
            built.diagnostics.contains {
                $0.rule == .ambiguousLayout && $0.message.contains("'Top' has an ambiguous vertical position")
            })
    }

    /// A xib's screen-sized top-level view with the simulated navigation bar it says it has
    /// (`simulatedTopBarMetrics`), a line pinned to its top margin and a bar to its safe area's top.
    static func ownersView(toolsVersion: String, isOwnersView: Bool) -> String {
        let outlet = isOwnersView ? #"<outlet property="view" destination="Own-Rt-001" id="Own-O-01"/>"# : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ListViewController">
                        <connections>
                            \(outlet)
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="Own-Rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Own-Ln-001" userLabel="Line">
                                <rect key="frame" x="0.0" y="44" width="375" height="1"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Own-Br-001" userLabel="Bar">
                                <rect key="frame" x="0.0" y="44" width="375" height="10"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Own-SA-001"/>
                        <constraints>
                            <constraint firstItem="Own-Ln-001" firstAttribute="top" secondItem="Own-Rt-001" secondAttribute="topMargin" id="Own-C-01"/>
                            <constraint firstItem="Own-Ln-001" firstAttribute="leading" secondItem="Own-Rt-001" secondAttribute="leading" id="Own-C-02"/>
                            <constraint firstAttribute="trailing" secondItem="Own-Ln-001" secondAttribute="trailing" id="Own-C-03"/>
                            <constraint firstItem="Own-Ln-001" firstAttribute="height" constant="1" id="Own-C-04"/>
                            <constraint firstItem="Own-Br-001" firstAttribute="top" secondItem="Own-SA-001" secondAttribute="top" id="Own-C-05"/>
                            <constraint firstItem="Own-Br-001" firstAttribute="leading" secondItem="Own-Rt-001" secondAttribute="leading" id="Own-C-06"/>
                            <constraint firstAttribute="trailing" secondItem="Own-Br-001" secondAttribute="trailing" id="Own-C-07"/>
                            <constraint firstItem="Own-Br-001" firstAttribute="height" constant="10" id="Own-C-08"/>
                        </constraints>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </view>
                </objects>
            </document>
            """
    }

    /// A xib's top-level view that is its File's Owner's `view` is shown as a view controller's
    /// root, under the navigation bar it simulates: its safe area's top is the bar's bottom (44
    /// from Xcode 13, which leaves the status bar out; 64 from Xcode 15), and its top margin is
    /// that, as a root view's top margin adds nothing to its safe area. Another top-level view
    /// keeps `UIView`'s 8 points of margin inside its safe area.
    @Test(
        arguments: [("19162", true, 44.0, 44.0), ("22155", true, 64, 64), ("19162", false, 44, 52)]
            as [(String, Bool, Double, Double)])
    func ownersViewUnderItsBar(toolsVersion: String, isOwnersView: Bool, bar: Double, line: Double) throws {
        let text = Self.ownersView(toolsVersion: toolsVersion, isOwnersView: isOwnersView)
        let layout = try LayoutFrameTests.layout(text, name: "List.xib", on: nil)
        LayoutFrameTests.expect(
            layout,
            [
                "Own-Br-001": LayoutFrameTests.rect(0, bar, 375, 10),
                "Own-Ln-001": LayoutFrameTests.rect(0, line, 375, 1),
            ])
    }

    /// A document that names no device (saved before Xcode 8) is laid out on the device with a
    /// home button of its root's size: a view of 320 × 568 on a 4-inch iPhone, the status bar's
    /// 20 points in its safe area; a top-level view of a xib of the time keeps no safe area.
    @Test func withoutADevice() throws {
        let text = Self.banner(toolsVersion: "11542", device: "retina4_0", width: 320, height: 568, freeform: false)
            .replacing(#"<device id="retina4_0" orientation="portrait" appearance="light"/>"#, with: "")
        let layout = try LayoutFrameTests.layout(text, name: "Old.xib", on: nil)
        #expect(layout.screen?.name == "retina4_0")
        #expect(layout.screen?.safeAreaInsets.top == 20)
        LayoutFrameTests.expect(layout, ["Ban-Tp-001": LayoutFrameTests.rect(8, 0, 304, 10)])
    }

    /// A controller Xcode 14 or later sizes freely writes only its size (`freeformSize`): its
    /// root keeps it (355 × 403 on an iPad) and a view pinned 20 inside its edges is 315 × 363.
    @Test(arguments: [true, false])
    func freeformController(writesMetrics: Bool) throws {
        let metrics = writesMetrics ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21219" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="ipad9_7" orientation="portrait" layout="fullscreen" appearance="light"/>
                <scenes>
                    <scene sceneID="Alr-Sc-001">
                        <objects>
                            <viewController id="Alr-VC-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Alr-Rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="355" height="403"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Alr-Bx-001">
                                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Alr-Bx-001" firstAttribute="leading" secondItem="Alr-Rt-001" secondAttribute="leading" constant="20" id="Alr-C-01"/>
                                        <constraint firstItem="Alr-Bx-001" firstAttribute="top" secondItem="Alr-Rt-001" secondAttribute="top" constant="20" id="Alr-C-02"/>
                                        <constraint firstAttribute="trailing" secondItem="Alr-Bx-001" secondAttribute="trailing" constant="20" id="Alr-C-03"/>
                                        <constraint firstAttribute="bottom" secondItem="Alr-Bx-001" secondAttribute="bottom" constant="20" id="Alr-C-04"/>
                                    </constraints>
                                </view>
                                \(metrics)
                                <size key="freeformSize" width="355" height="403"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let layout = try LayoutFrameTests.layout(text, name: "Alert.storyboard", on: nil)
        #expect(layout.frames[0] == LayoutFrameTests.rect(0, 0, 355, 403))
        LayoutFrameTests.expect(layout, ["Alr-Bx-001": LayoutFrameTests.rect(20, 20, 315, 363)])
    }

    /// A controller shown in a container view (an `embed` segue) has the container's size, as
    /// its root is saved (300 × 200), not the screen's: a view centred in it is at (140, 90).
    @Test func embeddedController() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_0" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Hst-Sc-001">
                        <objects>
                            <viewController id="Hst-VC-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Hst-Rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <containerView opaque="NO" contentMode="scaleToFill" id="Hst-Cn-001">
                                            <rect key="frame" x="45" y="300" width="300" height="200"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <connections>
                                                <segue destination="Emb-VC-001" kind="embed" id="Hst-Sg-001"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Emb-Sc-001">
                        <objects>
                            <viewController id="Emb-VC-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Emb-Rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Emb-Bx-001">
                                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Emb-Bx-001" firstAttribute="centerX" secondItem="Emb-Rt-001" secondAttribute="centerX" id="Emb-C-01"/>
                                        <constraint firstItem="Emb-Bx-001" firstAttribute="centerY" secondItem="Emb-Rt-001" secondAttribute="centerY" id="Emb-C-02"/>
                                        <constraint firstItem="Emb-Bx-001" firstAttribute="width" constant="20" id="Emb-C-03"/>
                                        <constraint firstItem="Emb-Bx-001" firstAttribute="height" constant="20" id="Emb-C-04"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let layout = try LayoutFrameTests.layout(text, name: "Host.storyboard", scene: 1, on: nil)
        #expect(layout.frames[0] == LayoutFrameTests.rect(0, 0, 300, 200))
        LayoutFrameTests.expect(layout, ["Emb-Bx-001": LayoutFrameTests.rect(140, 90, 20, 20)])
    }

    /// A xib's top-level collection cell is shown as a screen of its own size too (an iPhone 11
    /// in Xcode 14: 48 at the top, 34 at the bottom), so a view pinned to its safe area in a cell
    /// 124 × 200 is 118 tall at y 48; a table cell is shown with none (0 and 200).
    @Test(arguments: [("collectionViewCell", 48.0, 118.0), ("tableViewCell", 0, 200)])
    func topLevelCellSafeArea(element: String, top: Double, height: Double) throws {
        let content =
            element == "tableViewCell"
            ? #"<tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="Cel-Cl-001" id="Cel-Cv-001">"#
            : #"<view key="contentView" opaque="NO" contentMode="center" id="Cel-Cv-001">"#
        let close = element == "tableViewCell" ? "</tableViewCellContentView>" : "</view>"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <\(element) opaque="NO" contentMode="center" id="Cel-Cl-001">
                        <rect key="frame" x="0.0" y="0.0" width="124" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        \(content)
                            <rect key="frame" x="0.0" y="0.0" width="124" height="200"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cel-Vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
                            </subviews>
                        \(close)
                        <viewLayoutGuide key="safeArea" id="Cel-SA-001"/>
                        <constraints>
                            <constraint firstItem="Cel-Vw-001" firstAttribute="top" secondItem="Cel-SA-001" secondAttribute="top" id="Cel-C-01"/>
                            <constraint firstItem="Cel-SA-001" firstAttribute="bottom" secondItem="Cel-Vw-001" secondAttribute="bottom" id="Cel-C-02"/>
                            <constraint firstItem="Cel-Vw-001" firstAttribute="leading" secondItem="Cel-SA-001" secondAttribute="leading" id="Cel-C-03"/>
                            <constraint firstItem="Cel-Vw-001" firstAttribute="width" constant="50" id="Cel-C-04"/>
                        </constraints>
                    </\(element)>
                </objects>
            </document>
            """
        let layout = try LayoutFrameTests.layout(text, name: "Cell.xib", on: nil)
        LayoutFrameTests.expect(layout, ["Cel-Vw-001": LayoutFrameTests.rect(0, top, 50, height)])
    }
}
