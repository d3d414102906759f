import Testing

@testable import DesignerCLI

/// `designer layout` of a storyboard whose initial controller another storyboard of the
/// project opens as a navigation controller's root: its view is under that controller's bar.
@Suite struct LayoutReferencedBarsTests {
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

    static let main = storyboard(
        initial: "Man-NC-001",
        scenes: """
            <scene sceneID="Man-Sc-001">
                <objects>
                    <navigationController id="Man-NC-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="Man-NB-001">
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
            """)

    /// A heading 10 points under the root view's top: the root starts under the opaque bar, at
    /// 47 + 44 = 91, 753 tall.
    static let detail = storyboard(
        initial: "Det-VC-001",
        scenes: """
            <scene sceneID="Det-Sc-001">
                <objects>
                    <viewController id="Det-VC-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Det-Rt-001">
                            <rect key="frame" x="0.0" y="91" width="390" height="753"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Det-Hd-001">
                                    <rect key="frame" x="0.0" y="10" width="390" height="20"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Det-SA-001"/>
                            <constraints>
                                <constraint firstItem="Det-Hd-001" firstAttribute="top" secondItem="Det-Rt-001" secondAttribute="top" constant="10" id="Det-C-01"/>
                                <constraint firstItem="Det-Hd-001" firstAttribute="leading" secondItem="Det-Rt-001" secondAttribute="leading" id="Det-C-02"/>
                                <constraint firstItem="Det-Hd-001" firstAttribute="trailing" secondItem="Det-Rt-001" secondAttribute="trailing" id="Det-C-03"/>
                                <constraint firstItem="Det-Hd-001" firstAttribute="height" constant="20" id="Det-C-04"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)

    /// With `Main.storyboard` in the project (in another folder), the root view is under its bar;
    /// without it, the root fills the screen.
    @Test(arguments: [(true, [0.0, 91, 390, 753]), (false, [0, 0, 390, 844])])
    func underTheReferencingNavigationBar(withMain: Bool, root: [Double]) throws {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n}\n")
        try sandbox.write("App/Screens/Detail.storyboard", Self.detail)
        if withMain { try sandbox.write("App/Main.storyboard", Self.main) }
        let frames = try LayoutCommandTests.frames(sandbox, ["--file", "App/Screens/Detail.storyboard"])
        #expect(frames["Det-Rt-001"] == root)
        #expect(frames["Det-Hd-001"] == [0, 10, 390, 20])
    }
}
