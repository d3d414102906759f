import Graphics
import Inspectable
import Layout
import Testing

@testable import DesignerCore

/// What a scene keeps of its document's canvas on a device asked for: a xib's top-level view is
/// inset as the Xcode that saved it shows one, and a controller embedded in a container view
/// takes the container's size on that device.
@Suite("Interface Builder scenes on a device asked for")
struct LayoutCanvasOnDevicesTests {
    /// A banner 390 × 120 (see `LayoutCanvasTests.banner`) saved on an iPhone 12 keeps the
    /// canvas rules of the Xcode that saved it on every device: Xcode 12 and 13 (17701) show it in
    /// the screen's top left corner, with no bottom inset (its bottom bar at 120 − 10 = 110 on an
    /// iPhone 15 Pro Max and an iPad as on the iPhone 12) and the top inset of the device's own
    /// sensor housing or status bar (59, 24; an iPhone 8's status bar is left out by Xcode 12 to
    /// 14.2: 0); Xcode 15 (22155) shows it as a screen of its own size, with the home indicator's 34
    /// (120 − 34 − 10 = 76) and the iPad's 20 (90) at its bottom.
    @Test(
        arguments: [
            ("17701", "retina6_72", 59, 110), ("17701", "ipad12_9rounded", 24, 110), ("17701", "retina4_7", 0, 110),
            ("22155", "retina6_72", 59, 76), ("22155", "ipad12_9rounded", 24, 90), ("22155", "retina4_7", 20, 110),
        ] as [(String, String, Double, Double)])
    func topLevelViewOnAnotherDevice(toolsVersion: String, device: String, top: Double, bottomBar: Double) throws {
        let text = LayoutCanvasTests.banner(toolsVersion: toolsVersion, device: "retina6_0", width: 390, height: 120)
        let layout = try LayoutFrameTests.layout(text, name: "Banner.xib", on: device)
        LayoutFrameTests.expect(
            layout,
            [
                "Ban-Tp-001": LayoutFrameTests.rect(8, top, 374, 10),
                "Ban-Bt-001": LayoutFrameTests.rect(8, bottomBar, 374, 10),
            ])
    }

    /// A screen-sized top-level view fills any screen it is laid out on and shares each of its
    /// edges, so it keeps the device's insets at all of them, whatever its saved size: a view
    /// saved 390 × 844 by Xcode 12 has the iPad's 20 at its bottom (1366 − 20 − 10 = 1336).
    @Test func screenSizedViewOnALargerDevice() throws {
        let text = LayoutCanvasTests.banner(
            toolsVersion: "17701", device: "retina6_0", width: 390, height: 844, freeform: false)
        let layout = try LayoutFrameTests.layout(text, name: "Screen.xib", on: "ipad12_9rounded")
        LayoutFrameTests.expect(
            layout,
            [
                "Ban-Tp-001": LayoutFrameTests.rect(8, 24, 1008, 10),
                "Ban-Bt-001": LayoutFrameTests.rect(8, 1336, 1008, 10),
            ])
    }

    /// A storyboard whose first scene holds a container view 20 points inside the screen's sides,
    /// 200 tall, embedding the second scene's controller (saved 350 × 200 on an iPhone 12), whose
    /// box is 10 points inside its root's sides; `loop` makes the second scene embed the first
    /// one's controller too.
    static func host(loop: Bool = false) -> String {
        let back =
            loop
            ? """
            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Emb-Cn-001">
                <rect key="frame" x="0.0" y="0.0" width="350" height="20"/>
                <connections>
                    <segue destination="Hst-VC-001" kind="embed" id="Emb-Sg-001"/>
                </connections>
            </containerView>
            """ : ""
        return """
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
                                        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hst-Cn-001">
                                            <rect key="frame" x="20" y="322" width="350" height="200"/>
                                            <connections>
                                                <segue destination="Emb-VC-001" kind="embed" id="Hst-Sg-001"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Hst-Cn-001" firstAttribute="leading" secondItem="Hst-Rt-001" secondAttribute="leading" constant="20" id="Hst-C-01"/>
                                        <constraint firstAttribute="trailing" secondItem="Hst-Cn-001" secondAttribute="trailing" constant="20" id="Hst-C-02"/>
                                        <constraint firstItem="Hst-Cn-001" firstAttribute="centerY" secondItem="Hst-Rt-001" secondAttribute="centerY" id="Hst-C-03"/>
                                        <constraint firstItem="Hst-Cn-001" firstAttribute="height" constant="200" id="Hst-C-04"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Emb-Sc-001">
                        <objects>
                            <viewController id="Emb-VC-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Emb-Rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="350" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Emb-Bx-001">
                                            <rect key="frame" x="10" y="90" width="330" height="20"/>
                                        </view>
                                        \(back)
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Emb-Bx-001" firstAttribute="leading" secondItem="Emb-Rt-001" secondAttribute="leading" constant="10" id="Emb-C-01"/>
                                        <constraint firstAttribute="trailing" secondItem="Emb-Bx-001" secondAttribute="trailing" constant="10" id="Emb-C-02"/>
                                        <constraint firstItem="Emb-Bx-001" firstAttribute="centerY" secondItem="Emb-Rt-001" secondAttribute="centerY" id="Emb-C-03"/>
                                        <constraint firstItem="Emb-Bx-001" firstAttribute="height" constant="20" id="Emb-C-04"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// An embedded controller's root takes its container's size on the device asked for: 280 ×
    /// 200 on a 320-point phone, 780 × 200 on an iPad, its box 20 narrower; on its own device,
    /// the 350 × 200 Xcode saved.
    @Test(arguments: [("retina4_0", 280.0), ("ipad10_9rounded", 780), (nil, 350)] as [(String?, Double)])
    func embeddedControllerOnADevice(device: String?, width: Double) throws {
        let layout = try LayoutFrameTests.layout(Self.host(), name: "Host.storyboard", scene: 1, on: device)
        #expect(layout.frames[0] == LayoutFrameTests.rect(0, 0, width, 200))
        LayoutFrameTests.expect(layout, ["Emb-Bx-001": LayoutFrameTests.rect(10, 90, width - 20, 20)])
    }

    /// Two controllers each embedded in the other's container are laid out once each: the scene
    /// comes out at its container's size, and the host, embedded in turn, keeps its saved size.
    @Test func embeddingThatGoesRound() throws {
        let layout = try LayoutFrameTests.layout(
            Self.host(loop: true), name: "Loop.storyboard", scene: 1, on: "retina4_0")
        #expect(layout.frames[0] == LayoutFrameTests.rect(0, 0, 350, 200))
        let host = try LayoutFrameTests.layout(Self.host(loop: true), name: "Loop.storyboard", on: "retina4_0")
        #expect(host.frames[0] == LayoutFrameTests.rect(0, 0, 350, 20))
    }
    /// A storyboard of `count` scenes, each but the last with a container view 1 point inside
    /// its root's sides embedding the next scene's controller, saved 300 × 100.
    static func chain(_ count: Int) -> String {
        let scenes = (0..<count).map { index in
            let (width, height) = index == 0 ? ("390", "844") : ("300", "100")
            let container =
                index == count - 1
                ? ""
                : """
                <subviews>
                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cn-\(index)">
                        <rect key="frame" x="1" y="0.0" width="298" height="100"/>
                        <connections>
                            <segue destination="VC-\(index + 1)" kind="embed" id="Sg-\(index)"/>
                        </connections>
                    </containerView>
                </subviews>
                <constraints>
                    <constraint firstItem="Cn-\(index)" firstAttribute="leading" secondItem="Rt-\(index)" secondAttribute="leading" constant="1" id="Cl-\(index)"/>
                    <constraint firstAttribute="trailing" secondItem="Cn-\(index)" secondAttribute="trailing" constant="1" id="Ct-\(index)"/>
                    <constraint firstItem="Cn-\(index)" firstAttribute="top" secondItem="Rt-\(index)" secondAttribute="top" id="Cy-\(index)"/>
                    <constraint firstItem="Cn-\(index)" firstAttribute="height" constant="100" id="Ch-\(index)"/>
                </constraints>
                """
            return """
                <scene sceneID="Sc-\(index)">
                    <objects>
                        <viewController id="VC-\(index)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rt-\(index)">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                \(container)
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_0" orientation="portrait" appearance="light"/>
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
    }

    /// Each scene of a chain of embeddings is 2 points narrower than its host on a 320-point
    /// phone (the fifth 310 wide); the sizes are looked for at most `maximumHosts` (16)
    /// containers out, where a scene keeps its saved 300: the fortieth is 300 − 2 × 16 = 268
    /// wide, not 320 − 2 × 40 = 240.
    @Test(arguments: [(5, 310.0), (40, 268)])
    func chainOfEmbeddings(scene: Int, width: Double) throws {
        let layout = try LayoutFrameTests.layout(
            Self.chain(41), name: "Chain.storyboard", scene: scene, on: "retina4_0")
        #expect(layout.frames[0] == LayoutFrameTests.rect(0, 0, width, 100))
    }
}
