import Foundation

/// A storyboard written for these tests, as Xcode writes one: a settings scene whose table view
/// is static, with a navigation item, bar button items, a gesture recognizer and a custom object;
/// a navigation controller's scene without a view; a reference to another storyboard.
enum SceneFixture {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-ctl-001">
            <scenes>
                <scene sceneID="set-scn-001">
                    <objects>
                        <tableViewController storyboardIdentifier="Settings" id="set-ctl-001" customClass="SettingsController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="set-tbl-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="Sync" id="set-sec-001">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cel-tog-001" customClass="ToggleCell" customModule="App" customModuleProvider="target">
                                                <rect key="frame" x="0.0" y="18" width="390" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-tog-001" id="cel-cnt-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sync over cellular" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cel-lbl-001">
                                                            <rect key="frame" x="20" y="11" width="250" height="21"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <userDefinedRuntimeAttributes>
                                                    <userDefinedRuntimeAttribute type="boolean" keyPath="isOn" value="YES"/>
                                                </userDefinedRuntimeAttributes>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-pln-002">
                                                <rect key="frame" x="0.0" y="62" width="390" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-pln-002" id="cel-cnt-002">
                                                    <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Settings" id="set-nav-001">
                                <barButtonItem key="leftBarButtonItem" systemItem="done" id="itm-don-001"/>
                                <barButtonItem key="rightBarButtonItem" image="gear" id="itm-spn-001" customClass="SpinningItem" customModule="App" customModuleProvider="target">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="turns">
                                            <integer key="value" value="3"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                    <connections>
                                        <segue destination="abt-ctl-001" kind="show" id="seg-abt-001"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="set-fr-001" sceneMemberID="firstResponder"/>
                        <tapGestureRecognizer id="tap-rec-001"/>
                        <customObject id="obj-ana-001" customClass="Analytics" customModule="App" customModuleProvider="target">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="category" value="settings"/>
                            </userDefinedRuntimeAttributes>
                        </customObject>
                    </objects>
                </scene>
                <scene sceneID="abt-scn-001">
                    <objects>
                        <viewController storyboardIdentifier="About" id="abt-ctl-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="abt-viw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                        <viewControllerPlaceholder storyboardName="Help" referencedIdentifier="Contact" id="ref-hlp-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="nav-scn-001">
                    <objects>
                        <navigationController id="nav-ctl-001" customClass="RootNavigation" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar-001">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="set-ctl-001" kind="relationship" relationship="rootViewController" id="seg-rot-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The storyboard with `text` written in place of `original`.
    static func storyboard(replacing original: String, with text: String) -> String {
        storyboard.replacingOccurrences(of: original, with: text)
    }
}
