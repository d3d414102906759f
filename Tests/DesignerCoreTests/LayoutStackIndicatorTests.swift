import Graphics
import Layout
import Testing

@testable import DesignerCore

/// An activity indicator that hides when stopped: Interface Builder archives it hidden but lays
/// its stack view out with it shown, so the views after it move on by its width and a spacing.
@Suite("Interface Builder stack views' stopped activity indicators")
struct LayoutStackIndicatorTests {
    /// A freeform view 300 × 100 with a row at its top-left: a 16-point square, a 16-point
    /// activity indicator with the attributes given, and another 16-point square, 5 points apart.
    static func xib(indicator attributes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Sai-Rt-001" userLabel="Panel">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="Sai-St-001">
                            <rect key="frame" x="0.0" y="0.0" width="58" height="16"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sai-Sq-001">
                                    <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="16" id="Sai-C-01"/>
                                        <constraint firstAttribute="height" constant="16" id="Sai-C-02"/>
                                    </constraints>
                                </view>
                                <activityIndicatorView \(attributes) opaque="NO" contentMode="scaleToFill" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="Sai-In-001">
                                    <rect key="frame" x="21" y="0.0" width="16" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="16" id="Sai-C-03"/>
                                        <constraint firstAttribute="height" constant="16" id="Sai-C-04"/>
                                    </constraints>
                                </activityIndicatorView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sai-Sq-002">
                                    <rect key="frame" x="42" y="0.0" width="16" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="16" id="Sai-C-05"/>
                                        <constraint firstAttribute="height" constant="16" id="Sai-C-06"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sai-St-001" firstAttribute="leading" secondItem="Sai-Rt-001" secondAttribute="leading" id="Sai-C-11"/>
                        <constraint firstItem="Sai-St-001" firstAttribute="top" secondItem="Sai-Rt-001" secondAttribute="top" id="Sai-C-12"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    /// Shown, or hidden only because it is stopped: the second square 16 + 5 + 16 + 5 = 42 points
    /// in and the row 58 wide; hidden otherwise (no hiding when stopped, or hidden while it
    /// animates): the indicator takes no room, the square is 21 in and the row 37 wide.
    @Test(
        arguments: [
            ("", 42.0, 58.0),
            (#"hidden="YES" hidesWhenStopped="YES""#, 42, 58),
            (#"hidden="YES""#, 21, 37),
            (#"hidden="YES" hidesWhenStopped="YES" animating="YES""#, 21, 37),
        ])
    func secondSquareFollowsTheIndicator(attributes: String, x: Double, width: Double) throws {
        let layout = try LayoutFrameTests.layout(Self.xib(indicator: attributes), name: "Row.xib", on: nil)
        LayoutFrameTests.expect(
            layout,
            [
                "Sai-St-001": LayoutFrameTests.rect(0, 0, width, 16),
                "Sai-Sq-002": LayoutFrameTests.rect(x, 0, 16, 16),
            ])
    }
}
