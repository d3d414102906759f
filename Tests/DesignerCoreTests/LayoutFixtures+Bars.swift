extension LayoutFixtures {
    /// Bars Xcode infers from where a controller is shown: under a translucent navigation bar
    /// (the safe area grows by the bar), over a tab bar (likewise at the bottom), under an
    /// opaque navigation bar (the root view starts below it).
    static let bars = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-NC-001">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="Nav-Sc-001">
                    <objects>
                        <navigationController id="Nav-NC-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-NB-001">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Nav-VC-001" kind="relationship" relationship="rootViewController" id="Nav-Sg-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="Nav-Sc-002">
                    <objects>
                        <viewController title="Under a bar" id="Nav-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Nav-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nav-Hd-001" userLabel="Heading">
                                        <rect key="frame" x="20" y="91" width="100" height="20"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Nav-SA-001"/>
                                <constraints>
                                    <constraint firstItem="Nav-Hd-001" firstAttribute="top" secondItem="Nav-SA-001" secondAttribute="top" id="Nav-C-01"/>
                                    <constraint firstItem="Nav-Hd-001" firstAttribute="leading" secondItem="Nav-SA-001" secondAttribute="leading" constant="20" id="Nav-C-02"/>
                                    <constraint firstItem="Nav-Hd-001" firstAttribute="width" constant="100" id="Nav-C-03"/>
                                    <constraint firstItem="Nav-Hd-001" firstAttribute="height" constant="20" id="Nav-C-04"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="Nav-NI-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Tab-Sc-001">
                    <objects>
                        <tabBarController id="Tab-TC-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="Tab-TB-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="Tab-VC-001" kind="relationship" relationship="viewControllers" id="Tab-Sg-001"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="Tab-Sc-002">
                    <objects>
                        <viewController title="Over tabs" id="Tab-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Tab-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tab-Ft-001" userLabel="Tray">
                                        <rect key="frame" x="0.0" y="721" width="390" height="40"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Tab-SA-001"/>
                                <constraints>
                                    <constraint firstItem="Tab-SA-001" firstAttribute="bottom" secondItem="Tab-Ft-001" secondAttribute="bottom" id="Tab-C-01"/>
                                    <constraint firstItem="Tab-Ft-001" firstAttribute="leading" secondItem="Tab-SA-001" secondAttribute="leading" id="Tab-C-02"/>
                                    <constraint firstItem="Tab-SA-001" firstAttribute="trailing" secondItem="Tab-Ft-001" secondAttribute="trailing" id="Tab-C-03"/>
                                    <constraint firstItem="Tab-Ft-001" firstAttribute="height" constant="40" id="Tab-C-04"/>
                                </constraints>
                            </view>
                            <tabBarItem key="tabBarItem" title="Item" id="Tab-TI-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Opq-Sc-001">
                    <objects>
                        <navigationController id="Opq-NC-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="Opq-NB-001">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Opq-VC-001" kind="relationship" relationship="rootViewController" id="Opq-Sg-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="Opq-Sc-002">
                    <objects>
                        <viewController title="Below a bar" id="Opq-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Opq-Rt-001">
                                <rect key="frame" x="0.0" y="91" width="390" height="753"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Opq-Tp-001" userLabel="Strip">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="10"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Opq-SA-001"/>
                                <constraints>
                                    <constraint firstItem="Opq-Tp-001" firstAttribute="top" secondItem="Opq-SA-001" secondAttribute="top" id="Opq-C-01"/>
                                    <constraint firstItem="Opq-Tp-001" firstAttribute="leading" secondItem="Opq-Rt-001" secondAttribute="leading" id="Opq-C-02"/>
                                    <constraint firstAttribute="trailing" secondItem="Opq-Tp-001" secondAttribute="trailing" id="Opq-C-03"/>
                                    <constraint firstItem="Opq-Tp-001" firstAttribute="height" constant="10" id="Opq-C-04"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="Opq-NI-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
