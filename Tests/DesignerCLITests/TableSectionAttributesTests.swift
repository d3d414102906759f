import Foundation
import Testing

/// A static table's sections are objects of the scene, addressed by their ids: inspect lists
/// their `headerTitle` and `footerTitle`, get reads them, set writes them in place, and the
/// table draws what was set.
@Suite("Table section attributes") struct TableSectionAttributesTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tbl-VC-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Tbl-Sc-001">
                    <objects>
                        <tableViewController id="Tbl-VC-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="Tbl-Tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" id="Tbl-Se-001">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="Tbl-Ce-001">
                                                <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test func inspectAndGetReadTheTitles() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["inspect", "-f", "Main.storyboard", "--view", "Tbl-Se-001"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("UITableViewSection 'Tbl-Se-001', not a view\n  Table View Section\n"), "\(run)")
        let get = sandbox.runInProcess([
            "get", "-f", "Main.storyboard", "Tbl-Se-001.headerTitle", "Tbl-Se-001.footerTitle",
        ])
        #expect(get == Run(status: 0, stdout: "Account\nnil\n", stderr: ""))
    }

    /// A set changes the titles where Xcode writes them, before the id, and the drawing shows
    /// the new header in capitals, the footer as written.
    @Test func setWritesTheTitlesAndTheTableDrawsThem() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        let set = sandbox.runInProcess([
            "set", "-f", "Main.storyboard", "Tbl-Se-001.headerTitle=Profile",
            "Tbl-Se-001.footerTitle=Shown to friends.",
        ])
        #expect(set.status == 0, "\(set)")
        let written = try sandbox.read("Main.storyboard")
        #expect(
            written
                == Self.storyboard.replacingOccurrences(
                    of: #"<tableViewSection headerTitle="Account" id="Tbl-Se-001">"#,
                    with: #"<tableViewSection headerTitle="Profile" footerTitle="Shown to friends." id="Tbl-Se-001">"#))
        let render = sandbox.runInProcess(["render", "-f", "Main.storyboard", "--format", "svg"])
        #expect(render.status == 0, "\(render)")
        #expect(render.stdout.contains(">PROFILE<") && render.stdout.contains(">Shown to friends.<"), "\(render)")
        #expect(!render.stdout.contains("ACCOUNT"))
    }
}
