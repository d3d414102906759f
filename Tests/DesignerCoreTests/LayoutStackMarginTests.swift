import Graphics
import Layout
import Testing

@testable import DesignerCore

/// A stack view's layout margins: none until the document sets them, where any other view has
/// 8 points, so a view pinned to a stack view's margins sits at its edges.
@Suite("Interface Builder stack views' layout margins")
struct LayoutStackMarginTests {
    /// A freeform view 300 × 200 with a vertical stack view across its top, centring one bar that
    /// is pinned 20 points inside the stack view's leading and trailing margins and is 40 tall.
    /// The stack view's margins are its own, not grown by the canvas's safe area at the top.
    static func xib(stackMargins: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Stm-Rt-001" userLabel="Panel">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Stm-St-001">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stm-Br-001" userLabel="Bar">
                                    <rect key="frame" x="20" y="0.0" width="260" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="Stm-C-01"/>
                                    </constraints>
                                </view>
                            </subviews>
                            \(stackMargins)
                            <constraints>
                                <constraint firstItem="Stm-Br-001" firstAttribute="leading" secondItem="Stm-St-001" secondAttribute="leadingMargin" constant="20" id="Stm-C-02"/>
                                <constraint firstAttribute="trailingMargin" secondItem="Stm-Br-001" secondAttribute="trailing" constant="20" id="Stm-C-03"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Stm-St-001" firstAttribute="leading" secondItem="Stm-Rt-001" secondAttribute="leading" id="Stm-C-11"/>
                        <constraint firstAttribute="trailing" secondItem="Stm-St-001" secondAttribute="trailing" id="Stm-C-12"/>
                        <constraint firstItem="Stm-St-001" firstAttribute="top" secondItem="Stm-Rt-001" secondAttribute="top" id="Stm-C-13"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    /// No margins set: the bar is 20 points in from the stack view's edges (300 - 2 × 20 = 260
    /// wide); margins of 10 set in the document: 30 points in (300 - 2 × 30 = 240 wide).
    @Test(
        arguments: [
            ("", 20.0, 260.0),
            (#"<edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="10"/>"#, 30, 240),
            (
                #"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="10" bottom="0.0" trailing="10"/>"#,
                30, 240
            ),
        ])
    func barSitsInsideTheStackViewsMargins(margins: String, x: Double, width: Double) throws {
        let layout = try LayoutFrameTests.layout(Self.xib(stackMargins: margins), name: "Stack.xib", on: nil)
        LayoutFrameTests.expect(
            layout,
            [
                "Stm-Rt-001": LayoutFrameTests.rect(0, 0, 300, 200),
                "Stm-St-001": LayoutFrameTests.rect(0, 0, 300, 40),
                "Stm-Br-001": LayoutFrameTests.rect(x, 0, width, 40),
            ])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    /// A freeform view 300 × 200 with a horizontal stack view across its top, 40 tall, sharing its
    /// width equally between two views, with the layout margins given (not grown by the safe area).
    static func equalRow(stackMargins: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Stm-Rt-002" userLabel="Panel">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Stm-St-002">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stm-Lf-002" userLabel="Left">
                                    <rect key="frame" x="0.0" y="0.0" width="150" height="40"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stm-Rg-002" userLabel="Right">
                                    <rect key="frame" x="150" y="0.0" width="150" height="40"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="Stm-C-21"/>
                            </constraints>
                            \(stackMargins)
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Stm-St-002" firstAttribute="leading" secondItem="Stm-Rt-002" secondAttribute="leading" id="Stm-C-22"/>
                        <constraint firstAttribute="trailing" secondItem="Stm-St-002" secondAttribute="trailing" id="Stm-C-23"/>
                        <constraint firstItem="Stm-St-002" firstAttribute="top" secondItem="Stm-Rt-002" secondAttribute="top" id="Stm-C-24"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    /// Margins archived on a stack view are the ones its views are arranged in, as Interface
    /// Builder saves them (no document archives a separate switch for it): none, the two views
    /// share 300 points (150 each); left 10 and right 20 (or leading and trailing), they share
    /// 270 (135 each) from x = 10.
    @Test(
        arguments: [
            ("", 0.0, 150.0),
            (#"<edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="20"/>"#, 10, 135),
            (
                #"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="10" bottom="0.0" trailing="20"/>"#,
                10, 135
            ),
        ])
    func viewsAreArrangedInsideTheStackViewsMargins(margins: String, x: Double, width: Double) throws {
        let layout = try LayoutFrameTests.layout(Self.equalRow(stackMargins: margins), name: "Row.xib", on: nil)
        LayoutFrameTests.expect(
            layout,
            [
                "Stm-St-002": LayoutFrameTests.rect(0, 0, 300, 40),
                "Stm-Lf-002": LayoutFrameTests.rect(x, 0, width, 40),
                "Stm-Rg-002": LayoutFrameTests.rect(x + width, 0, width, 40),
            ])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }
}
