import Graphics
import Testing

@testable import DesignerCore

/// The status bar a controller's canvas shows, by what it simulates and the Xcode that saved it.
@Suite("Simulated status bars")
struct LayoutStatusBarTests {
    /// A storyboard of one controller saved by `toolsVersion` on an iPhone 8, its root 375 × 667,
    /// simulating no status bar where `hidesStatusBar`, with a line 40 points below its top
    /// layout guide.
    static func walkthrough(toolsVersion: String, hidesStatusBar: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Wlk-VC-001">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="Wlk-Sc-001">
                    <objects>
                        <viewController id="Wlk-VC-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Wlk-TG-001"/>
                                <viewControllerLayoutGuide type="bottom" id="Wlk-BG-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="Wlk-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Wlk-Ln-001" userLabel="Line">
                                        <rect key="frame" x="0.0" y="40" width="375" height="1"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Wlk-Ln-001" firstAttribute="top" secondItem="Wlk-TG-001" secondAttribute="bottom" constant="40" id="Wlk-C-01"/>
                                    <constraint firstItem="Wlk-Ln-001" firstAttribute="leading" secondItem="Wlk-Rt-001" secondAttribute="leading" id="Wlk-C-02"/>
                                    <constraint firstAttribute="trailing" secondItem="Wlk-Ln-001" secondAttribute="trailing" id="Wlk-C-03"/>
                                    <constraint firstItem="Wlk-Ln-001" firstAttribute="height" constant="1" id="Wlk-C-04"/>
                                </constraints>
                            </view>
                            \(hidesStatusBar ? #"<nil key="simulatedStatusBarMetrics"/>"# : "")
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A controller simulating no status bar (Interface Builder's "None") has none on a canvas
    /// before iOS 11: its top layout guide is at 0, the line at y 40 (Xcode 8); with the status
    /// bar, or on a later canvas, which keeps the device's, 20 + 40.
    @Test(
        arguments: [("12120", true, 40.0), ("12120", false, 60), ("22155", true, 60)] as [(String, Bool, Double)])
    func hiddenStatusBar(toolsVersion: String, hidesStatusBar: Bool, line: Double) throws {
        let text = Self.walkthrough(toolsVersion: toolsVersion, hidesStatusBar: hidesStatusBar)
        let layout = try LayoutFrameTests.layout(text, name: "Walkthrough.storyboard", on: nil)
        LayoutFrameTests.expect(layout, ["Wlk-Ln-001": LayoutFrameTests.rect(0, line, 375, 1)])
    }
}
