import Graphics
import Inspectable
import Layout
import Testing

@testable import DesignerCore

/// The navigation bar of a controller shown from one that says which bar it simulates.
@Suite("Bars of a controller shown from another")
struct LayoutShownBarsTests {
    /// The initial controller says it is under a navigation bar (translucent unless written
    /// otherwise) or under none, and shows a second, whose heading is pinned to the safe area's
    /// top: 47 on the bare screen, 47 + 44 = 91 under a translucent bar.
    static func storyboard(bar: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Shw-VC-001">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="Shw-Sc-001">
                    <objects>
                        <viewController id="Shw-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Shw-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="Shw-SA-001"/>
                            </view>
                            \(bar)
                            <connections>
                                <segue destination="Shw-VC-002" kind="show" id="Shw-Sg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Shw-Sc-002">
                    <objects>
                        <viewController id="Shw-VC-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Shw-Rt-002">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Shw-Hd-001">
                                        <rect key="frame" x="0.0" y="91" width="390" height="20"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Shw-SA-002"/>
                                <constraints>
                                    <constraint firstItem="Shw-Hd-001" firstAttribute="top" secondItem="Shw-SA-002" secondAttribute="top" id="Shw-C-01"/>
                                    <constraint firstItem="Shw-Hd-001" firstAttribute="leading" secondItem="Shw-Rt-002" secondAttribute="leading" id="Shw-C-02"/>
                                    <constraint firstItem="Shw-Hd-001" firstAttribute="trailing" secondItem="Shw-Rt-002" secondAttribute="trailing" id="Shw-C-03"/>
                                    <constraint firstItem="Shw-Hd-001" firstAttribute="height" constant="20" id="Shw-C-04"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test(arguments: [
        (#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, 91.0),
        (#"<nil key="simulatedTopBarMetrics"/>"#, 47),
        ("", 47),
    ])
    func shownFromAControllerThatSaysItsBar(bar: String, top: Double) throws {
        let file = try InterfaceBuilderTexts.read(Self.storyboard(bar: bar), name: "Shown.storyboard")
        let layout = try #require(file.readScene(1).document).layout(on: nil)
        let heading = try #require(layout.document.view(withID: "Shw-Hd-001"))
        #expect(layout.diagnostics == [])
        #expect(layout.frames[heading.index] == Rect(x: 0, y: top, width: 390, height: 20))
    }
}
