import Foundation

/// A storyboard of a sign-in screen, written for the review tests, and the same storyboard as
/// another Xcode saves it: attributes in another order, other number spellings and indentation,
/// a newer tools version, its dependencies and derived system-color resources.
enum ReviewFixtures {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-1">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
                        <viewController title="Sign In" id="vc-1" customClass="SignInViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="title-1" userLabel="Title">
                                        <rect key="frame" x="20" y="100" width="353" height="21"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                        <color key="textColor" systemColor="labelColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button-1">
                                        <rect key="frame" x="20" y="140.5" width="353" height="44"/>
                                        <color key="backgroundColor" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <state key="normal" title="Sign In"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                                <real key="value" value="8"/>
                                            </userDefinedRuntimeAttribute>
                                        </userDefinedRuntimeAttributes>
                                        <connections>
                                            <action selector="signIn:" destination="vc-1" eventType="touchUpInside" id="action-1"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe-1"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="title-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="20" id="c-1"/>
                                    <constraint firstItem="title-1" firstAttribute="top" secondItem="safe-1" secondAttribute="top" constant="41" id="c-2"/>
                                    <constraint firstItem="button-1" firstAttribute="top" secondItem="title-1" secondAttribute="bottom" constant="19.5" id="c-3"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="title-1" id="outlet-1"/>
                                <segue destination="vc-2" kind="show" identifier="showHome" id="segue-1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="40" y="-20"/>
                </scene>
                <scene sceneID="scene-2">
                    <objects>
                        <viewController title="Home" id="vc-2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-2">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="800" y="-20"/>
                </scene>
            </scenes>
        </document>

        """

    /// `storyboard` saved again by a newer Xcode: nothing changed in meaning.
    static let resaved = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-1">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
          </dependencies>
          <scenes>
            <scene sceneID="scene-1">
              <objects>
                <viewController id="vc-1" title="Sign In" sceneMemberID="viewController" customClass="SignInViewController" customModuleProvider="target" customModule="App">
                  <view contentMode="scaleToFill" key="view" id="root-1">
                    <rect key="frame" y="0" x="0" height="852.0" width="393.00"/>
                    <autoresizingMask key="autoresizingMask" heightSizable="YES" widthSizable="YES"/>
                    <subviews>
                      <label id="title-1" userLabel="Title" text="Welcome" opaque="NO" contentMode="left" userInteractionEnabled="NO" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO">
                        <rect key="frame" x="20.0" y="100.0" width="353.0" height="21.0"/>
                        <fontDescription key="fontDescription" pointSize="17.0" type="boldSystem"/>
                        <color key="textColor" systemColor="labelColor"/>
                        <nil key="highlightedColor"/>
                      </label>
                      <button id="button-1" opaque="NO" buttonType="system" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO">
                        <rect key="frame" x="20" y="140.50" width="353" height="44"/>
                        <color key="backgroundColor" red="0" green="0.47843137250000001" blue="1" alpha="1.0" colorSpace="custom" customColorSpace="sRGB"/>
                        <state key="normal" title="Sign In"/>
                        <userDefinedRuntimeAttributes>
                          <userDefinedRuntimeAttribute keyPath="layer.cornerRadius" type="number">
                            <real key="value" value="8.0"/>
                          </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                        <connections>
                          <action eventType="touchUpInside" selector="signIn:" destination="vc-1" id="action-1"/>
                        </connections>
                      </button>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe-1"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                      <constraint firstItem="button-1" firstAttribute="top" secondItem="title-1" secondAttribute="bottom" constant="19.50" id="c-3"/>
                      <constraint firstItem="title-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="20.0" id="c-1"/>
                      <constraint firstItem="title-1" firstAttribute="top" secondItem="safe-1" secondAttribute="top" constant="41" id="c-2"/>
                    </constraints>
                  </view>
                  <connections>
                    <segue identifier="showHome" destination="vc-2" kind="show" id="segue-1"/>
                    <outlet property="titleLabel" destination="title-1" id="outlet-1"/>
                  </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
              </objects>
              <point key="canvasLocation" x="40.0" y="-20.0"/>
            </scene>
            <scene sceneID="scene-2">
              <objects>
                <viewController title="Home" id="vc-2" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root-2">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <color key="backgroundColor" white="1.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                  </view>
                </viewController>
              </objects>
              <point key="canvasLocation" x="800" y="-20"/>
            </scene>
          </scenes>
          <resources>
            <systemColor name="labelColor">
              <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
              <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
          </resources>
        </document>

        """

    /// `storyboard` with its objects saved under new ids, as Xcode does when a scene is pasted
    /// back: the same meaning.
    static var renumbered: String {
        var text = storyboard
        for (old, new) in [
            ("title-1", "Lb3-x9-Q1a"), ("button-1", "Bt7-k2-P0z"), ("root-1", "8bC-Xf-vdC"), ("safe-1", "6Tk-OE-BBY"),
            ("c-1", "q1W-e2-R3t"), ("c-2", "y4U-i5-O6p"), ("c-3", "a7S-d8-F9g"), ("action-1", "h0J-k1-L2z"),
            ("outlet-1", "x3C-v4-B5n"),
        ] {
            text = text.replacingOccurrences(of: "\"\(old)\"", with: "\"\(new)\"")
        }
        return text
    }

    /// `storyboard` with `edits` applied, each replacing text that must be there once.
    static func edited(_ edits: [(String, String)], of text: String = storyboard) -> String {
        var result = text
        for (old, new) in edits {
            precondition(result.components(separatedBy: old).count == 2, "\(old) is not in the fixture once")
            result = result.replacingOccurrences(of: old, with: new)
        }
        return result
    }

    /// A JSON document of two views.
    static let json = """
        {
          "$schema": "designer.schema.json",
          "class": "View",
          "frame": { "x": 0, "y": 0, "width": 320, "height": 200 },
          "attributes": { "backgroundColor": "#1C1C1E" },
          "subviews": [
            { "id": "download", "class": "MyProgressBar", "frame": { "x": 20, "y": 30, "width": 280, "height": 24 },
              "attributes": { "percent": 72, "barColor": "#0A84FF" } },
            { "id": "upload", "class": "MyProgressBar", "frame": { "x": 20, "y": 80, "width": 280, "height": 24 },
              "attributes": { "percent": 35.0 } }
          ]
        }

        """
}
