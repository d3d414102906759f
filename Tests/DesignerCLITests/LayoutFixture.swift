import Foundation

/// Documents of our own for `designer layout`, with frames computed by hand.
///
/// `Header.storyboard` is saved for the iPhone 8 (`retina4_7`: 375 x 667 points, scale 2, a safe
/// area 20 points under the top in portrait and none in landscape). Its view controller's view
/// holds a header pinned to the safe area's top, leading and trailing edges, 44 tall (saved 320
/// wide and marked misplaced, as a view designed on a smaller phone is), and a box 16 from the
/// sides and 20 above the safe area's bottom, 100 tall, with a 10-point dot at its center. A
/// second scene's view holds a view placed only by its leading and top edges: its size is ambiguous.
enum LayoutFixture {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Vc1-aa-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Header-->
                <scene sceneID="Scn-aa-001">
                    <objects>
                        <viewController title="Header" id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rot-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Hdr-aa-001" userLabel="Header">
                                        <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="Hdh-aa-001"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-aa-001">
                                        <rect key="frame" x="16" y="547" width="343" height="100"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dot-aa-001">
                                                <rect key="frame" x="166.5" y="45" width="10" height="10"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="10" id="Dtw-aa-001"/>
                                                    <constraint firstAttribute="height" constant="10" id="Dth-aa-001"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="Bxh-aa-001"/>
                                            <constraint firstItem="Dot-aa-001" firstAttribute="centerX" secondItem="Box-aa-001" secondAttribute="centerX" id="Dtx-aa-001"/>
                                            <constraint firstItem="Dot-aa-001" firstAttribute="centerY" secondItem="Box-aa-001" secondAttribute="centerY" id="Dty-aa-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Hdr-aa-001" firstAttribute="leading" secondItem="Saf-aa-001" secondAttribute="leading" id="Hdl-aa-001"/>
                                    <constraint firstItem="Saf-aa-001" firstAttribute="trailing" secondItem="Hdr-aa-001" secondAttribute="trailing" id="Hdt-aa-001"/>
                                    <constraint firstItem="Hdr-aa-001" firstAttribute="top" secondItem="Saf-aa-001" secondAttribute="top" id="Hdo-aa-001"/>
                                    <constraint firstItem="Box-aa-001" firstAttribute="leading" secondItem="Rot-aa-001" secondAttribute="leading" constant="16" id="Bxl-aa-001"/>
                                    <constraint firstAttribute="trailing" secondItem="Box-aa-001" secondAttribute="trailing" constant="16" id="Bxt-aa-001"/>
                                    <constraint firstItem="Saf-aa-001" firstAttribute="bottom" secondItem="Box-aa-001" secondAttribute="bottom" constant="20" id="Bxb-aa-001"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="Saf-aa-001"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-aa-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
                <!--Loose-->
                <scene sceneID="Scn-aa-002">
                    <objects>
                        <viewController title="Loose" id="Vc2-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rot-aa-002">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lse-aa-001">
                                        <rect key="frame" x="10" y="30" width="50" height="50"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Lse-aa-001" firstAttribute="leading" secondItem="Rot-aa-002" secondAttribute="leading" constant="10" id="Lsl-aa-001"/>
                                    <constraint firstItem="Lse-aa-001" firstAttribute="top" secondItem="Saf-aa-002" secondAttribute="top" constant="10" id="Lst-aa-001"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="Saf-aa-002"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-aa-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="400" y="0.0"/>
                </scene>
            </scenes>
        </document>

        """

    /// `Header.storyboard` with the loose view saved where designer lays it out (no size): every
    /// frame agrees with its layout, so `check` vouches for its problems.
    static var agreeing: String {
        storyboard.replacingOccurrences(
            of: #"<rect key="frame" x="10" y="30" width="50" height="50"/>"#,
            with: #"<rect key="frame" x="10" y="30" width="0.0" height="0.0"/>"#)
    }

    /// `Header.storyboard`'s first scene alone: the same views, without the ambiguous second.
    static var headerOnly: String {
        let start = storyboard.range(of: "        <!--Loose-->")
        let end = storyboard.range(of: "    </scenes>")
        guard let start, let end else { return storyboard }
        return String(storyboard[..<start.lowerBound]) + String(storyboard[end.lowerBound...])
    }
}
