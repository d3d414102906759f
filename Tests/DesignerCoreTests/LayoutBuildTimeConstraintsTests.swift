import Graphics
import Inspectable
import Layout
import Testing

@testable import DesignerCore

/// Interface Builder's build-time constraints: a view archived as placed by constraints that no
/// constraint names keeps the frame it was saved at, on every screen, as Interface Builder fixes
/// it when the app is built; one that a constraint names is placed by its constraints.
@Suite("Views without constraints keep their frames")
struct LayoutBuildTimeConstraintsTests {
    static let scene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Fix-VC-001">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Fix-Sc-001">
                    <objects>
                        <viewController id="Fix-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Fix-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fix-Fr-001">
                                        <rect key="frame" x="30" y="100" width="200" height="50"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fix-Cn-001">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Fix-Cn-001" firstAttribute="leading" secondItem="Fix-Rt-001" secondAttribute="leading" constant="40" id="Fix-C1-001"/>
                                    <constraint firstItem="Fix-Cn-001" firstAttribute="top" secondItem="Fix-Rt-001" secondAttribute="top" constant="200" id="Fix-C2-001"/>
                                    <constraint firstItem="Fix-Cn-001" firstAttribute="trailing" secondItem="Fix-Rt-001" secondAttribute="trailing" constant="-40" id="Fix-C3-001"/>
                                    <constraint firstItem="Fix-Cn-001" firstAttribute="height" constant="60" id="Fix-C4-001"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="Fix-Sa-001"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test(arguments: [("retina4_0", 320.0), ("retina6_0", 390), ("ipad10_9rounded", 820)])
    func anUnconstrainedViewKeepsItsFrame(device: String, width: Double) throws {
        let layout = try LayoutFrameTests.layout(Self.scene, on: device)
        LayoutFrameTests.expect(
            layout,
            [
                "Fix-Fr-001": LayoutFrameTests.rect(30, 100, 200, 50),
                "Fix-Cn-001": LayoutFrameTests.rect(40, 200, width - 80, 60),
            ])
        #expect(!layout.diagnostics.contains { $0.rule == .ambiguousLayout })
    }
}
