import Graphics
import Inspectable
import Layout
import Testing

@testable import DesignerCore

/// Bars a storyboard's controllers get from containers in another storyboard that open them
/// through a storyboard reference, as Xcode infers them across files.
@Suite("Bars given through storyboard references")
struct LayoutReferencedBarsTests {
    /// `Main.storyboard`: a navigation controller whose root is `Detail`'s initial controller,
    /// and a tab bar controller whose child is `Detail`'s controller `Other`.
    static let main = storyboard(
        initial: "Man-NC-001",
        scenes: """
            <scene sceneID="Man-Sc-001">
                <objects>
                    <navigationController id="Man-NC-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Man-NB-001">
                            <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Man-PH-001" kind="relationship" relationship="rootViewController" id="Man-Sg-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="Man-Sc-002">
                <objects>
                    <viewControllerPlaceholder storyboardName="Detail" id="Man-PH-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="Man-Sc-003">
                <objects>
                    <tabBarController id="Man-TC-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="Man-TB-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="Man-PH-002" kind="relationship" relationship="viewControllers" id="Man-Sg-002"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="Man-Sc-004">
                <objects>
                    <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="Other" id="Man-PH-002" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)

    /// `Detail.storyboard`, which says nothing of bars: its initial controller has a heading
    /// pinned to the safe area's top (y 47 on the bare screen, 47 + 44 under a translucent
    /// navigation bar), `Other` a tray pinned to its bottom (844 - 34 - 40 = 770 bare, 49 higher
    /// over a tab bar). A third controller says it is under a translucent navigation bar and
    /// shows a fourth, which is under that bar too, with or without references.
    static let detail = storyboard(
        initial: "Det-VC-001",
        scenes: """
            <scene sceneID="Det-Sc-001">
                <objects>
                    <viewController id="Det-VC-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Det-Rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Det-Hd-001">
                                    <rect key="frame" x="0.0" y="91" width="390" height="20"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Det-SA-001"/>
                            <constraints>
                                <constraint firstItem="Det-Hd-001" firstAttribute="top" secondItem="Det-SA-001" secondAttribute="top" id="Det-C-01"/>
                                <constraint firstItem="Det-Hd-001" firstAttribute="leading" secondItem="Det-Rt-001" secondAttribute="leading" id="Det-C-02"/>
                                <constraint firstItem="Det-Hd-001" firstAttribute="trailing" secondItem="Det-Rt-001" secondAttribute="trailing" id="Det-C-03"/>
                                <constraint firstItem="Det-Hd-001" firstAttribute="height" constant="20" id="Det-C-04"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="Det-Sc-002">
                <objects>
                    <viewController storyboardIdentifier="Other" id="Det-VC-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Det-Rt-002">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Det-Ft-001">
                                    <rect key="frame" x="0.0" y="721" width="390" height="40"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Det-SA-002"/>
                            <constraints>
                                <constraint firstItem="Det-SA-002" firstAttribute="bottom" secondItem="Det-Ft-001" secondAttribute="bottom" id="Det-C-05"/>
                                <constraint firstItem="Det-Ft-001" firstAttribute="leading" secondItem="Det-Rt-002" secondAttribute="leading" id="Det-C-06"/>
                                <constraint firstItem="Det-Ft-001" firstAttribute="trailing" secondItem="Det-Rt-002" secondAttribute="trailing" id="Det-C-07"/>
                                <constraint firstItem="Det-Ft-001" firstAttribute="height" constant="40" id="Det-C-08"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="Det-Sc-003">
                <objects>
                    <viewController id="Det-VC-003" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Det-Rt-003">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="Det-SA-003"/>
                        </view>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        <connections>
                            <segue destination="Det-VC-004" kind="show" id="Det-Sg-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="Det-Sc-004">
                <objects>
                    <viewController id="Det-VC-004" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Det-Rt-004">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Det-Hd-004">
                                    <rect key="frame" x="0.0" y="91" width="390" height="20"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Det-SA-004"/>
                            <constraints>
                                <constraint firstItem="Det-Hd-004" firstAttribute="top" secondItem="Det-SA-004" secondAttribute="top" id="Det-C-09"/>
                                <constraint firstItem="Det-Hd-004" firstAttribute="leading" secondItem="Det-Rt-004" secondAttribute="leading" id="Det-C-10"/>
                                <constraint firstItem="Det-Hd-004" firstAttribute="trailing" secondItem="Det-Rt-004" secondAttribute="trailing" id="Det-C-11"/>
                                <constraint firstItem="Det-Hd-004" firstAttribute="height" constant="20" id="Det-C-12"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)

    static func storyboard(initial: String, scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// The frame of `id` in the scene `scene` of `Detail` read as `name`, laid out on its own
    /// device with the bars `Main` (and a text that is no storyboard, which is left out) give.
    static func frame(of id: String, scene: Int, name: String, referenced: Bool) throws -> Rect {
        let bars = XIBReferencedBars(storyboards: [
            SourceText(name: "App/Main.storyboard", text: main),
            SourceText(name: "App/Broken.storyboard", text: "<docu"),
        ])
        let file = try InterfaceBuilderTexts.read(detail, name: name)
        let layout = try #require(file.readScene(scene).document).layout(
            on: nil, referencedBars: referenced ? bars : nil)
        let view = try #require(layout.document.view(withID: id))
        #expect(layout.diagnostics == [])
        return layout.frames[view.index]
    }

    @Test(arguments: [
        // Under Main's translucent navigation bar, over its tab bar.
        ("Det-Hd-001", 0, "App/Detail.storyboard", true, Rect(x: 0, y: 91, width: 390, height: 20)),
        ("Det-Ft-001", 1, "App/Detail.storyboard", true, Rect(x: 0, y: 721, width: 390, height: 40)),
        // With no references read, or in a storyboard of another name, no bars.
        ("Det-Hd-001", 0, "App/Detail.storyboard", false, Rect(x: 0, y: 47, width: 390, height: 20)),
        ("Det-Ft-001", 1, "App/Detail.storyboard", false, Rect(x: 0, y: 770, width: 390, height: 40)),
        ("Det-Hd-001", 0, "App/Elsewhere.storyboard", true, Rect(x: 0, y: 47, width: 390, height: 20)),
        ("Det-Ft-001", 1, "App/Elsewhere.storyboard", true, Rect(x: 0, y: 770, width: 390, height: 40)),
        // Shown from a controller that says it simulates a navigation bar.
        ("Det-Hd-004", 3, "App/Elsewhere.storyboard", false, Rect(x: 0, y: 91, width: 390, height: 20)),
    ])
    func barsThroughReferences(id: String, scene: Int, name: String, referenced: Bool, expected: Rect) throws {
        #expect(try Self.frame(of: id, scene: scene, name: name, referenced: referenced) == expected)
    }
}
