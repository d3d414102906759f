import DesignerCore
import Inspectable
import TestTools
import Testing

@testable import DesignerCLI

/// `watch` lays each save out as `layout` does: a constraint UIKit cannot load breaks the save
/// (the last good picture stays, the problem beneath it), and the layout's warnings are listed
/// beneath the picture.
@Suite("Live documents show their layout's problems")
struct LiveLayoutProblemTests {
    /// A storyboard of one red view 160 points wide, its height 16:9 of its width; `extra`
    /// constraints are added to the root view's.
    static func storyboard(width: String = "160", extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Lvl-Vc-001">
            <device id="retina4_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Lvl-Sc-001">
                    <objects>
                        <viewController id="Lvl-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Lvl-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lvl-Vw-002">
                                        <rect key="frame" x="0.0" y="10" width="160" height="284.5"/>
                                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Lvl-Vw-002" firstAttribute="leading" secondItem="Lvl-Vw-001" secondAttribute="leading" id="Lvl-Cn-001"/>
                                    <constraint firstItem="Lvl-Vw-002" firstAttribute="top" secondItem="Lvl-Vw-001" secondAttribute="top" constant="10" id="Lvl-Cn-002"/>
                                    <constraint firstItem="Lvl-Vw-002" firstAttribute="width" constant="\(width)" id="Lvl-Cn-003"/>
                                    <constraint firstItem="Lvl-Vw-002" firstAttribute="height" secondItem="Lvl-Vw-002" secondAttribute="width" multiplier="16:9" id="Lvl-Cn-004"/>\(extra)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    @Test func aConstraintUIKitCannotLoadKeepsTheLastPictureAndWarningsAreListed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("w.storyboard", Self.storyboard())
        let parts = CommandParts(
            CommandContext(registry: .shipped, workingDirectory: sandbox.path), document: "w.storyboard")
        var live = LiveDocument(
            path: "w.storyboard", view: nil, allowExternalImages: false, documents: parts.documents)
        func reload() { live.reload(parts.documents, parts.project.registry, parts.writer, now: 0) }
        func width() -> Double? { live.current?.document.view(withID: "Lvl-Vw-002")?.frame.width }
        reload()
        #expect(live.problemLines(parts.writer) == [])
        #expect(width() == 160)

        // A constant UIKit cannot load: the picture of 160 points stays, the error beneath it.
        try sandbox.write("w.storyboard", Self.storyboard(width: "NaN"))
        reload()
        #expect(width() == 160)
        #expect(!live.isCurrentOnDisk)
        let broken = live.problemLines(parts.writer)
        #expect(broken.contains { $0.contains("w.storyboard:") && $0.contains("error:") && $0.contains("'NaN'") })

        // A required width that conflicts: drawn, with the conflict listed beneath.
        let conflict =
            #"<constraint firstItem="Lvl-Vw-002" firstAttribute="width" constant="50" id="Lvl-Cn-005"/>"#
        try sandbox.write("w.storyboard", Self.storyboard(extra: conflict))
        reload()
        #expect(live.isCurrentOnDisk)
        let warnings = live.problemLines(parts.writer)
        #expect(warnings.contains { $0.contains("warning:") && $0.contains("layout-unsatisfiable") }, "\(warnings)")
    }
}
