import Testing

@testable import DesignerCore

/// Interface Builder documents written for these tests in the shapes Xcode writes: a xib of a
/// card with a label, a button and an image view, colors in each color space, runtime
/// attributes, an outlet and constraints; a storyboard of two scenes and a navigation
/// controller's scene without a view, whose root is the second scene.
enum InterfaceBuilderTexts {
    static let card = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="titleLabel" destination="Crd-Lb-001" id="Crd-Ot-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Crd-Vw-001" customClass="Card" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Crd-Lb-001">
                            <rect key="frame" x="16" y="16" width="288" height="24.5"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                            <color key="textColor" systemColor="labelColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Crd-Bt-001">
                            <rect key="frame" x="16" y="150" width="80" height="34"/>
                            <state key="normal" title="Open"/>
                        </button>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" alpha="0.5" contentMode="scaleAspectFit" image="star" translatesAutoresizingMaskIntoConstraints="NO" id="Crd-Im-001">
                            <rect key="frame" x="272" y="150" width="32" height="32"/>
                            <color key="tintColor" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </imageView>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="Crd-Lb-001" firstAttribute="top" secondItem="Crd-Vw-001" secondAttribute="top" constant="16" id="Crd-Cn-001"/>
                        <constraint firstItem="Crd-Lb-001" firstAttribute="leading" secondItem="Crd-Vw-001" secondAttribute="leading" constant="16" id="Crd-Cn-002"/>
                    </constraints>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                            <real key="value" value="12"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="lines">
                            <integer key="value" value="2"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="isElevated" value="YES"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="caption" value="Fish &amp; chips"/>
                        <userDefinedRuntimeAttribute type="color" keyPath="accent">
                            <color key="value" red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="point" keyPath="offset">
                            <point key="value" x="2" y="-3"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                    <point key="canvasLocation" x="138" y="20"/>
                </view>
            </objects>
            <resources>
                <image name="star" width="32" height="32"/>
                <systemColor name="labelColor">
                    <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-Ct-001">
            <scenes>
                <scene sceneID="Dtl-Sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Dtl-Ct-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Dtl-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" red="0.20000000000000001" green="0.40000000000000002" blue="0.59999999999999998" alpha="0.80000000000000004" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Dtl-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Lst-Sc-001">
                    <objects>
                        <viewController storyboardIdentifier="List" title="Inbox" id="Lst-Ct-001" customClass="ListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Lst-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Lst-Sw-001">
                                        <rect key="frame" x="20" y="100" width="51" height="31"/>
                                        <color key="onTintColor" cocoaTouchSystemColor="darkTextColor"/>
                                    </switch>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Lst-Sa-001"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="Lst-Sw-001" firstAttribute="leading" secondItem="Lst-Sa-001" secondAttribute="leading" constant="20" id="Lst-Cn-001"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="toggle" destination="Lst-Sw-001" id="Lst-Ot-001"/>
                                <segue destination="Dtl-Ct-001" kind="show" identifier="detail" id="Lst-Sg-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Lst-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="100" y="100"/>
                </scene>
                <scene sceneID="Nav-Sc-001">
                    <objects>
                        <navigationController id="Nav-Ct-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-Br-001">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Lst-Ct-001" kind="relationship" relationship="rootViewController" id="Nav-Sg-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """

    /// Reads `text` as an Interface Builder document named `name`; fails the test if it is none.
    static func read(_ text: String, name: String = "Card.xib") throws -> Document {
        let reading = Document.read(SourceText(name: name, text: text))
        return try #require(reading.document, "\(reading.diagnostics.map(\.message))")
    }

    /// The view with `id`; fails the test if there is none.
    static func view(_ id: String, in document: Document) throws -> ViewNode {
        try #require(document.view(withID: id), "no view \(id)")
    }

    /// The written attributes of the view with `id`, by name, as JSON text.
    static func attributes(of id: String, in document: Document) throws -> [String: String] {
        let view = try view(id, in: document)
        var result: [String: String] = [:]
        for attribute in document.syntax.attributes(of: view) {
            result[attribute.name] = attribute.value.serialized
        }
        return result
    }

    /// The text after applying `change` to `text`: the edit must pass its own check.
    static func edit(
        _ text: String, name: String = "Card.xib", _ change: (inout DocumentEdit, Document) throws -> Void
    ) throws -> String {
        let document = try read(text, name: name)
        var edit = DocumentEdit(document)
        try change(&edit, document)
        let applied = edit.apply()
        #expect(applied.refusals == [])
        #expect(applied.problems() == [])
        return String(decoding: applied.bytes, as: UTF8.self)
    }

    /// The bytes an edit changed: what was there and what is there now, between the longest
    /// prefix and suffix the texts share.
    static func difference(_ before: String, _ after: String) -> (removed: String, added: String) {
        let (old, new) = (Array(before.utf8), Array(after.utf8))
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        return (
            String(decoding: old[prefix..<(old.count - suffix)], as: UTF8.self),
            String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
        )
    }
}

extension String {
    /// The text with its only occurrence of `original` replaced: a test that names text that is
    /// not there, or more than once, fails.
    func replacingOnly(_ original: String, with replacement: String) -> String {
        let count = ranges(of: original).count
        #expect(count == 1, "'\(original)' is in the text \(count) times")
        return replacing(original, with: replacement)
    }
}
