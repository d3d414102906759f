import DesignerCore
import Foundation
import Inspectable
import Layout
import Rendering
import Testing

/// What a table view draws around its cells: its sections' header and footer titles, its
/// separators, and the grouped styles' backgrounds and rounded sections.
@Suite("Table sections")
struct TableSectionsTests {
    /// Three table view controllers on an iPhone 8 (375 points wide):
    /// - a grouped static table: "Account" (headed and footed) with a basic-style cell whose
    ///   text label is at 20 and a cell showing a list content configuration, then an untitled
    ///   section of two cells, the first with its own separator inset;
    /// - a plain static table: "Recent" of two cells, "Older" of one;
    /// - an inset grouped prototype table of two cells without separators.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="grp-00-tvc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-grouped">
                    <objects>
                        <tableViewController id="grp-00-tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="grp-00-tbl">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" footerTitle="Signed in since May." id="grp-00-sc1">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" textLabel="grp-00-lb1" style="IBUITableViewCellStyleDefault" id="grp-00-cl1">
                                                <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="grp-00-cl1" id="grp-00-cv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" id="grp-00-lb1">
                                                            <rect key="frame" x="20" y="0.0" width="335" height="44"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" id="grp-00-cl2">
                                                <rect key="frame" x="0.0" y="99.5" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="grp-00-cl2" id="grp-00-cv2">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                                <listContentConfiguration key="contentConfiguration" text="Email" secondaryText="me@example.com"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection id="grp-00-sc2">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="grp-00-cl3">
                                                <rect key="frame" x="0.0" y="200" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="grp-00-cl3" id="grp-00-cv3">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                                <inset key="separatorInset" minX="40" minY="0.0" maxX="10" maxY="0.0"/>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" id="grp-00-cl4">
                                                <rect key="frame" x="0.0" y="244" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="grp-00-cl4" id="grp-00-cv4">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s-plain">
                    <objects>
                        <tableViewController id="pln-00-tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="pln-00-tbl">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <sections>
                                    <tableViewSection headerTitle="Recent" id="pln-00-sc1">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="pln-00-cl1">
                                                <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" id="pln-00-cl2">
                                                <rect key="frame" x="0.0" y="94" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="Older" id="pln-00-sc2">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="pln-00-cl3">
                                                <rect key="frame" x="0.0" y="188" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s-inset">
                    <objects>
                        <tableViewController id="ins-00-tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="insetGrouped" separatorStyle="none" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="ins-00-tbl">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="ins-00-cl1">
                                        <rect key="frame" x="16" y="38" width="343" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Other" id="ins-00-cl2">
                                        <rect key="frame" x="16" y="82" width="343" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The drawing of scene `id`'s table laid out on the device it is saved for: the table view
    /// alone, in its own points; with `whole`, the scene's screen with its bars, where the
    /// table's content sits below the status bar.
    static func drawing(_ id: String, whole: Bool = false) throws -> Drawing {
        let file = try #require(Document.read(SourceText(name: "Tables.storyboard", text: storyboard)).document)
        let scene = try #require(file.sceneIndex(named: id))
        let document = try #require(file.readScene(scene).document)
        let resolved = ResolvedDocument(document.layout(on: nil).document, registry: .shipped)
        return ViewTreeDrawing.draw(resolved, view: whole ? nil : resolved.root.node.id).0
    }

    /// Every command the drawing makes, groups opened.
    static func flattened(_ commands: [DrawingCommand]) -> [DrawingCommand] {
        commands.flatMap { command -> [DrawingCommand] in
            if case .group(let group) = command { return flattened(group.commands) }
            return [command]
        }
    }

    /// The one text drawn as `string`; fails the test when there is none or more.
    static func text(_ string: String, in drawing: Drawing) throws -> TextDrawing {
        let found = flattened(drawing.commands).compactMap { command -> TextDrawing? in
            if case .text(let text) = command, text.text == string { return text }
            return nil
        }
        try #require(found.count == 1, "\(string) drawn \(found.count) times")
        return found[0]
    }

    /// The rectangles filled half a point high: the separators.
    static func separators(in drawing: Drawing) -> [Rect] {
        flattened(drawing.commands).compactMap { command -> Rect? in
            guard case .fill(.rect(let rect), _) = command, rect.height == 0.5 else { return nil }
            return rect
        }
    }

    /// A grouped section's header is its title in capitals, 13-point `secondaryLabel`, ending 7
    /// points above its first cell at the content margin; its footer the same font from 7
    /// points below its last cell.
    @Test func groupedHeaderAndFooter() throws {
        let drawing = try Self.drawing("grp-00-tvc")
        let header = try Self.text("ACCOUNT", in: drawing)
        #expect(header.font == .system(size: 13) && header.color == Color.secondaryLabel.resolved(for: .light))
        #expect(header.rect.x == 16 && header.rect.maxY == 55.5 - 7 && header.rect.width == 375 - 32)
        let footer = try Self.text("Signed in since May.", in: drawing)
        #expect(footer.font == .system(size: 13) && footer.color == Color.secondaryLabel.resolved(for: .light))
        #expect(footer.rect.x == 16 && footer.rect.y == 143.5 + 7)
    }

    /// Separators run along the foot of each cell but a grouped section's last: under a basic
    /// cell's text label, or from a cell's own inset to its own right inset.
    /// A table view controller's table reaches under the status bar, and UIKit's automatic
    /// content inset moves its content below it: the scene drawn whole has every cell, title
    /// and separator 20 points lower on this phone than the table drawn alone.
    @Test func theContentSitsBelowTheStatusBar() throws {
        let alone = try Self.drawing("s-grouped")
        let whole = try Self.drawing("s-grouped", whole: true)
        #expect(try Self.text("ACCOUNT", in: whole).rect.y == Self.text("ACCOUNT", in: alone).rect.y + 20)
        #expect(Self.separators(in: whole).map(\.y) == Self.separators(in: alone).map { $0.y + 20 })
        // The grouped background fills the table under its inset too, behind the status bar.
        let canvas = try RasterRenderer(scale: 1).render(whole)
        #expect(canvas.rgba(x: 200, y: 5) == rgba(.systemGroupedBackground))
    }

    @Test func groupedSeparators() throws {
        let separators = try Self.separators(in: Self.drawing("grp-00-tvc"))
        #expect(
            separators == [Rect(x: 20, y: 99, width: 355, height: 0.5), Rect(x: 40, y: 243.5, width: 325, height: 0.5)])
    }

    /// A separator inset's edges are Interface Builder's decimal numbers, as every number the
    /// document writes; another spelling is an error at its place, and the cell keeps the
    /// table's inset.
    @Test(arguments: [
        ("1e1", 10.0 as Double?), (".5", 0.5), ("40.0", 40), ("0x10", nil), ("4O", nil), ("nan", nil),
    ])
    func aSeparatorInsetsEdgesAreDecimalNumbers(minX: String, left: Double?) throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<inset key="separatorInset" minX="40""#, with: #"<inset key="separatorInset" minX="\#(minX)""#)
        let source = SourceText(name: "Tables.storyboard", text: text)
        let file = try #require(Document.read(source).document)
        let scene = try #require(file.sceneIndex(named: "grp-00-tvc"))
        let document = try #require(file.readScene(scene).document)
        let layout = document.layout(on: nil)
        let resolved = ResolvedDocument(layout.document, registry: .shipped)
        let separators = Self.separators(in: ViewTreeDrawing.draw(resolved, view: resolved.root.node.id).0)
        let errors = layout.diagnostics.filter { $0.severity == .error }.map { $0.formatted(in: source) }
        if let left {
            #expect(errors.isEmpty, "\(errors)")
            #expect(separators.last == Rect(x: left, y: 243.5, width: 375 - left - 10, height: 0.5))
        } else {
            let offset = try #require(text.range(of: #"minX="\#(minX)""#)).lowerBound
            let before = text[..<offset]
            let line = before.count { $0 == "\n" } + 1
            let column =
                before.count
                - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 7
            #expect(
                errors == ["Tables.storyboard:\(line):\(column): error: separatorInset minX '\(minX)' is not a number"])
            // The table's own inset: its 16-point margin.
            #expect(separators.last?.x == 16, "\(separators)")
        }
    }

    /// A plain table's header is a 28-point bar right above its first cell with its title in
    /// 17-point semibold `label`; every cell has a separator, the last of a section too.
    @Test func plainHeadersAndSeparators() throws {
        let drawing = try Self.drawing("pln-00-tvc")
        let recent = try Self.text("Recent", in: drawing)
        #expect(recent.font == .system(size: 17, weight: .semibold))
        #expect(recent.rect == Rect(x: 16, y: 50 - 28, width: 375 - 32, height: 28))
        #expect(try Self.text("Older", in: drawing).rect.y == 188 - 28)
        #expect(Self.separators(in: drawing).map(\.y) == [93.5, 137.5, 231.5])
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        #expect(canvas.rgba(x: 200, y: 30) == rgba(.secondarySystemBackground))
    }

    /// A grouped table without a background of its own is `systemGroupedBackground`, its cells
    /// `secondarySystemGroupedBackground`.
    @Test func groupedBackgrounds() throws {
        let canvas = try RasterRenderer(scale: 1).render(Self.drawing("grp-00-tvc"))
        #expect(canvas.rgba(x: 200, y: 180) == rgba(.systemGroupedBackground))
        #expect(canvas.rgba(x: 200, y: 220) == rgba(.secondarySystemGroupedBackground))
    }

    /// An inset grouped section's first and last cells are rounded at its outer corners; a
    /// table whose separator style is none draws no separators.
    @Test func insetGroupedCornersAndNoSeparators() throws {
        let drawing = try Self.drawing("ins-00-tvc")
        #expect(Self.separators(in: drawing).isEmpty)
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        // Inside the first cell's rounded top corner, the table's background shows.
        #expect(canvas.rgba(x: 16, y: 38) == rgba(.systemGroupedBackground))
        #expect(canvas.rgba(x: 17, y: 81) == rgba(.secondarySystemGroupedBackground))
        #expect(canvas.rgba(x: 16, y: 125) == rgba(.systemGroupedBackground))
        #expect(canvas.rgba(x: 200, y: 60) == rgba(.secondarySystemGroupedBackground))
    }

    /// A cell's list content configuration is drawn as UIKit's default cell content: its text
    /// in 17-point `label` at the margin, its secondary text under it in 15-point `secondaryLabel`.
    @Test func listContentConfiguration() throws {
        let drawing = try Self.drawing("grp-00-tvc")
        let text = try Self.text("Email", in: drawing)
        let secondary = try Self.text("me@example.com", in: drawing)
        #expect(text.font == .system(size: 17) && text.color == Color.label.resolved(for: .light))
        #expect(secondary.font == .system(size: 15) && secondary.color == Color.secondaryLabel.resolved(for: .light))
        #expect(text.rect.x == 16 && secondary.rect.x == 16 && secondary.rect.y == text.rect.maxY + 2)
        #expect(abs((text.rect.y + secondary.rect.maxY) / 2 - (99.5 + 22)) < 0.001)
    }
}
