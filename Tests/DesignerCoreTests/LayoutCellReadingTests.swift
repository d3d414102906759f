import Graphics
import Inspectable
import Layout
import Testing

@testable import DesignerCore

/// Table and collection view cells as Interface Builder writes them, read for layout.
@Suite("Interface Builder cells read for layout")
struct LayoutCellReadingTests {
    /// A prototype cell of a size of its own (`customSize`, 80 × 40) has it, not its flow
    /// layout's item size; a cell's content view fills the cell whatever mask the document
    /// writes for it (Xcode writes none, or a fixed one).
    @Test func collectionCellOfItsOwnSize() throws {
        let (tree, _, _) = try LayoutViewReadingTests.read(
            """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                    <size key="itemSize" width="68" height="90"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                        <size key="customSize" width="80" height="40"/>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """)
        #expect(tree.items[2].view.role == .collectionCell(size: Size(width: 80, height: 40)))
        #expect(tree.items[3].view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    /// A cell of a table of the inset grouped style is read as such; a plain table's is not.
    @Test(arguments: [("insetGrouped", true), ("grouped", false), ("plain", false)])
    func insetGroupedCells(style: String, isInset: Bool) throws {
        let (tree, _, _) = try LayoutViewReadingTests.read(
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="\(style)" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="50" id="cell">
                        <rect key="frame" x="20" y="18" width="260" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="260" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)
        #expect(tree.items[2].view.role == .tableCell(height: 50, insetGrouped: isInset))
        #expect(tree.items[3].view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    /// A navigation bar, toolbar or tab bar that constraints place has UIKit's natural height:
    /// 44, 44 and 49 on a phone, 50 each on an iPad (regular in both size classes).
    @Test(arguments: [("navigationBar", 44.0), ("toolbar", 44), ("tabBar", 49)])
    func barHeights(element: String, phoneHeight: Double) throws {
        let text = LayoutViewReadingTests.xib(
            #"<\#(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0.0" y="0.0" width="300" height="10"/></\#(element)>"#
        )
        let document = try InterfaceBuilderTexts.read(text, name: "Bar.xib")
        let syntax = try #require(document.syntax as? XIBDocumentSyntax)
        for (sizeClass, height) in [(SizeClass.compact, phoneHeight), (.regular, 50)] {
            let reading = XIBLayoutReader.tree(of: document, syntax: syntax, horizontal: sizeClass, vertical: .regular)
            #expect(reading.tree.items[1].view.intrinsicContentSize == .fixed(width: nil, height: height))
        }
    }

    /// Older Xcodes write no frame for a cell's content view that fills the cell: it is read at
    /// the cell's bounds (599 × 194), and a label pinned 8 inside its sides is 583 wide.
    @Test func contentViewWithoutAFrame() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7528.3" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="Old-Cl-001">
                        <rect key="frame" x="0.0" y="0.0" width="599" height="194"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Old-Cl-001" id="Old-Cv-001">
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Old-Vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Old-Vw-001" firstAttribute="leading" secondItem="Old-Cv-001" secondAttribute="leading" constant="8" id="Old-C-01"/>
                                <constraint firstAttribute="trailing" secondItem="Old-Vw-001" secondAttribute="trailing" constant="8" id="Old-C-02"/>
                                <constraint firstItem="Old-Vw-001" firstAttribute="top" secondItem="Old-Cv-001" secondAttribute="top" constant="13" id="Old-C-03"/>
                                <constraint firstItem="Old-Vw-001" firstAttribute="height" constant="21" id="Old-C-04"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = try LayoutFrameTests.layout(text, name: "OldCell.xib", on: nil)
        LayoutFrameTests.expect(layout, ["Old-Vw-001": LayoutFrameTests.rect(8, 13, 583, 21)])
    }
}
