import DesignerCore
import Foundation
import Inspectable
import Layout
import Rendering
import Testing

/// A controller's toolbar, its navigation controller's, along the bottom of the screen; a
/// toolbar view's items; a search bar's field.
@Suite("Scene toolbars and search bars")
struct SceneToolbarTests {
    /// A navigation controller that shows its toolbar, whose root has a Done item pushed to the
    /// trailing edge by a flexible space after an Edit item, and a view pinned to its safe
    /// area's bottom; a toolbar view with a Cancel item; a search bar with a placeholder.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-00-one">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController toolbarHidden="NO" id="nav-00-one" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1-00-bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="tb1-00-bar">
                                <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </toolbar>
                            <connections>
                                <segue destination="lst-00-vc1" kind="relationship" relationship="rootViewController" id="sg3"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s-list">
                    <objects>
                        <viewController id="lst-00-vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lst-00-vw1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foo-00-ter">
                                        <rect key="frame" x="0.0" y="603" width="375" height="20"/>
                                    </view>
                                    <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tbv-00-bar">
                                        <rect key="frame" x="0.0" y="100" width="375" height="44"/>
                                        <items>
                                            <barButtonItem systemItem="cancel" id="bbi-00-cnl"/>
                                        </items>
                                    </toolbar>
                                    <searchBar contentMode="redraw" placeholder="Find a place" translatesAutoresizingMaskIntoConstraints="NO" id="sch-00-bar">
                                        <rect key="frame" x="0.0" y="200" width="375" height="56"/>
                                    </searchBar>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-00-gde"/>
                                <constraints>
                                    <constraint firstItem="foo-00-ter" firstAttribute="bottom" secondItem="saf-00-gde" secondAttribute="bottom" id="c-1"/>
                                    <constraint firstItem="foo-00-ter" firstAttribute="leading" secondItem="saf-00-gde" secondAttribute="leading" id="c-2"/>
                                    <constraint firstItem="foo-00-ter" firstAttribute="trailing" secondItem="saf-00-gde" secondAttribute="trailing" id="c-3"/>
                                    <constraint firstItem="foo-00-ter" firstAttribute="height" constant="20" id="c-4"/>
                                    <constraint firstItem="tbv-00-bar" firstAttribute="top" secondItem="lst-00-vw1" secondAttribute="top" constant="100" id="c-5"/>
                                    <constraint firstItem="tbv-00-bar" firstAttribute="leading" secondItem="lst-00-vw1" secondAttribute="leading" id="c-6"/>
                                    <constraint firstAttribute="trailing" secondItem="tbv-00-bar" secondAttribute="trailing" id="c-7"/>
                                    <constraint firstItem="sch-00-bar" firstAttribute="top" secondItem="lst-00-vw1" secondAttribute="top" constant="200" id="c-8"/>
                                    <constraint firstItem="sch-00-bar" firstAttribute="leading" secondItem="lst-00-vw1" secondAttribute="leading" id="c-9"/>
                                    <constraint firstAttribute="trailing" secondItem="sch-00-bar" secondAttribute="trailing" id="c-10"/>
                                </constraints>
                            </view>
                            <toolbarItems>
                                <barButtonItem systemItem="edit" id="bbi-00-edt"/>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="bbi-00-flx"/>
                                <barButtonItem title="Send" style="done" id="bbi-00-snd"/>
                            </toolbarItems>
                            <navigationItem key="navigationItem" title="Inbox" id="nvi-00-one"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The scene laid out on `device`.
    static func laidOut(on device: String, text: String = storyboard) throws -> Document {
        let file = try #require(Document.read(SourceText(name: "Toolbar.storyboard", text: text)).document)
        let scene = try #require(file.sceneIndex(named: "lst-00-vc1"))
        let document = try #require(file.readScene(scene).document)
        return document.layout(on: try #require(Device.named(device)).screen(.portrait)).document
    }

    /// The drawing of the scene laid out on `device`.
    static func drawing(on device: String) throws -> Drawing {
        ViewTreeDrawing.draw(ResolvedDocument(try laidOut(on: device), registry: .shipped)).0
    }

    /// The navigation controller's toolbar lies along the bottom, 44 points tall on an iPhone 8
    /// and 49 above an iPhone 11's home indicator, its background reaching the screen's edge;
    /// the root view's safe area ends at its top, where the footer pinned to it sits.
    @Test(arguments: [("retina4_7", 667.0, 44.0, 0.0), ("retina6_1", 896.0, 49.0, 34.0)])
    func aNavigationControllersToolbar(device: String, height: Double, bar: Double, indicator: Double) throws {
        let document = try Self.laidOut(on: device)
        let toolbar = try #require(document.chrome?.toolbar)
        #expect(toolbar.frame.y == height - indicator - bar && toolbar.frame.maxY == height)
        #expect(toolbar.itemHeight == bar)
        let footer = try #require(document.allViews.first { $0.id == "foo-00-ter" })
        #expect(footer.frame.maxY == height - indicator - bar)
    }

    /// In a tab bar controller, UIKit stacks the navigation controller's toolbar, 44 points
    /// tall, on the tab bar; the root view's safe area ends at the toolbar's top.
    @Test(arguments: [("retina4_7", 667.0, 0.0), ("retina6_1", 896.0, 34.0)])
    func aToolbarStandsOnTheTabBar(device: String, height: Double, indicator: Double) throws {
        let tabs = """
                    <scene sceneID="s-tab">
                        <objects>
                            <tabBarController id="tab-00-one" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="tbr-00-bar">
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
                                    <segue destination="nav-00-one" kind="relationship" relationship="viewControllers" id="sg1"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="s-nav">
            """
        let text = Self.storyboard.replacingOccurrences(of: #"        <scene sceneID="s-nav">\#n"#, with: tabs)
            .replacingOccurrences(
                of: #"initialViewController="nav-00-one""#, with: #"initialViewController="tab-00-one""#
            )
            .replacingOccurrences(
                of: #"<navigationBar key="navigationBar""#,
                with: #"<tabBarItem key="tabBarItem" title="Mail" id="tbi-00-one"/><navigationBar key="navigationBar""#)
        let document = try Self.laidOut(on: device, text: text)
        let chrome = try #require(document.chrome)
        let tabBar = try #require(chrome.tabBar)
        let toolbar = try #require(chrome.toolbar)
        #expect(tabBar.frame.y == height - indicator - 49 && tabBar.frame.maxY == height)
        #expect(toolbar.frame.maxY == tabBar.frame.y && toolbar.frame.height == 44 && toolbar.itemHeight == 44)
        let footer = try #require(document.allViews.first { $0.id == "foo-00-ter" })
        #expect(footer.frame.maxY == toolbar.frame.y)
        let drawing = ViewTreeDrawing.draw(ResolvedDocument(document, registry: .shipped)).0
        let send = try SceneChromeTests.text("Send", in: drawing)
        #expect(send.rect.y == toolbar.frame.y)
        #expect(try SceneChromeTests.text("Mail", in: drawing).rect.y > tabBar.frame.y)
    }

    /// Edit sits at the leading margin; the flexible space pushes Send, semibold, to the
    /// trailing margin; both are centred down the bar's item height in the tint.
    @Test(arguments: [("retina4_7", 375.0, 16.0, 623.0), ("retina6_1", 414.0, 20.0, 813.0)])
    func toolbarItemsAreLaidOutAsUIKitDoes(device: String, width: Double, margin: Double, top: Double) throws {
        let drawing = try Self.drawing(on: device)
        let edit = try SceneChromeTests.text("Edit", in: drawing)
        #expect(edit.rect.x == margin && edit.rect.y == top)
        #expect(edit.color == Color.systemBlue.resolved(for: .light))
        let send = try SceneChromeTests.text("Send", in: drawing)
        #expect(abs(send.rect.maxX - (width - margin)) < 0.001)
        #expect(send.font == .system(size: 17, weight: .semibold))
    }

    /// A controller that says it simulates no bottom bar has no toolbar, and its safe area
    /// reaches the screen's bottom inset.
    @Test func noToolbarWhereTheControllerSaysNone() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<navigationItem key="navigationItem" title="Inbox" id="nvi-00-one"/>"#,
            with:
                #"<navigationItem key="navigationItem" title="Inbox" id="nvi-00-one"/><nil key="simulatedBottomBarMetrics"/>"#
        )
        let document = try Self.laidOut(on: "retina4_7", text: text)
        #expect(document.chrome?.toolbar == nil)
        #expect(document.allViews.first { $0.id == "foo-00-ter" }?.frame.maxY == 667)
    }

    /// A toolbar view in the scene draws its items over itself, from its leading margin.
    @Test func aToolbarViewDrawsItsItems() throws {
        let cancel = try SceneChromeTests.text("Cancel", in: Self.drawing(on: "retina4_7"))
        #expect(cancel.rect.x == 16 && cancel.rect.y == 100 && cancel.rect.height == 44)
    }

    /// A toolbar view's bar tint fills it, under its items.
    @Test func aToolbarViewDrawsItsBarTint() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: "</items>",
            with: #"""
                </items>
                <color key="barTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                """#)
        let document = try Self.laidOut(on: "retina4_7", text: text)
        let drawing = ViewTreeDrawing.draw(ResolvedDocument(document, registry: .shipped)).0
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        #expect(canvas.rgba(x: 300, y: 120) == [255, 0, 0, 255])
        #expect(try SceneChromeTests.text("Cancel", in: drawing).rect.y == 100)
    }

    /// A search bar draws its rounded field and its placeholder in gray after the magnifier;
    /// with no placeholder it shows "Search".
    @Test func aSearchBarDrawsItsFieldAndPlaceholder() throws {
        let drawing = try Self.drawing(on: "retina4_7")
        let placeholder = try SceneChromeTests.text("Find a place", in: drawing)
        #expect(placeholder.color == Color.secondaryLabel.resolved(for: .light))
        #expect(placeholder.rect.x > 8 + 15 && placeholder.rect.midY == 200 + 28, "\(placeholder.rect)")
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        #expect(canvas.rgba(x: 4, y: 228) != canvas.rgba(x: 12, y: 228))
        let bare = Self.storyboard.replacingOccurrences(of: #" placeholder="Find a place""#, with: "")
        let document = try Self.laidOut(on: "retina4_7", text: bare)
        let drawn = ViewTreeDrawing.draw(ResolvedDocument(document, registry: .shipped)).0
        #expect(try SceneChromeTests.text("Search", in: drawn).rect.midY == 228)
    }

    /// A navigation bar's own colors: its bar tint behind it, its tint on its items, a dark bar's
    /// white title; its standard appearance's background before its bar tint; its toolbar's tint
    /// on the toolbar's items.
    @Test func barColors() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1-00-bar">"#,
            with: #"""
                <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" id="nb1-00-bar">
                <color key="barTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="tintColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                """#
        ).replacingOccurrences(
            of: #"<toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="tb1-00-bar">"#,
            with: #"""
                <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="tb1-00-bar">
                <color key="tintColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <toolbarAppearance key="standardAppearance">
                <color key="backgroundColor" red="1" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </toolbarAppearance>
                """#)
        let document = try Self.laidOut(on: "retina4_7", text: text)
        let drawing = ViewTreeDrawing.draw(ResolvedDocument(document, registry: .shipped)).0
        let title = try SceneChromeTests.text("Inbox", in: drawing)
        #expect(title.color == .white)
        #expect(try SceneChromeTests.text("Edit", in: drawing).color == Color(red: 0, green: 0, blue: 1))
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        #expect(canvas.rgba(x: 300, y: 40) == [255, 0, 0, 255])
        #expect(canvas.rgba(x: 200, y: 660) == [255, 255, 0, 255])
        #expect(document.chrome?.navigationBar?.colors.tint == Color(red: 0, green: 1, blue: 0))
        // A black bar asks for the status bar's light content; the default bar for dark.
        #expect(document.chrome?.statusBar?.isLightContent == true)
        #expect(try Self.laidOut(on: "retina4_7").chrome?.statusBar?.isLightContent == false)
    }

    /// A prompt adds a 30-point row above the bar's buttons and a large title a 52-point row
    /// below them, with the title in 34-point bold at the leading margin; an item that never
    /// shows a large title keeps the one row.
    @Test(
        arguments: [
            (#"prompt="Pick one""#, "", 74.0), ("", #"largeTitles="YES""#, 96.0),
            (#"prompt="Pick one""#, #"largeTitles="YES""#, 126.0),
            (#"largeTitleDisplayMode="never""#, #"largeTitles="YES""#, 44.0),
        ] as [(String, String, Double)])
    func promptsAndLargeTitles(item: String, bar: String, height: Double) throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"title="Inbox" id="nvi-00-one""#, with: #"title="Inbox" \#(item) id="nvi-00-one""#
        ).replacingOccurrences(of: #"id="nb1-00-bar""#, with: #"\#(bar) id="nb1-00-bar""#)
        let document = try Self.laidOut(on: "retina6_1", text: text)
        let navigationBar = try #require(document.chrome?.navigationBar)
        #expect(navigationBar.frame == Rect(x: 0, y: 48, width: 414, height: height))
        let drawing = ViewTreeDrawing.draw(ResolvedDocument(document, registry: .shipped)).0
        let title = try SceneChromeTests.text("Inbox", in: drawing)
        if bar.isEmpty || item.contains("never") {
            #expect(title.font == .system(size: 17, weight: .semibold))
            #expect(title.rect.maxY == 48 + height)
        } else {
            #expect(title.font == .system(size: 34, weight: .bold) && title.rect.x == 20)
            #expect(title.rect.y > 48 + height - 52)
        }
        if item.hasPrefix("prompt") {
            #expect(try SceneChromeTests.text("Pick one", in: drawing).rect.y == 48)
        }
    }
}
