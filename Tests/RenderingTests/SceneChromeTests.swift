import DesignerCore
import Foundation
import Inspectable
import Layout
import ProgressBars
import Rendering
import Testing

/// The bars a storyboard scene's controller is drawn with: the navigation bar with its item's
/// title and buttons and a back button, the tab bar with its controller's items, the status bar.
@Suite("Scene chrome")
struct SceneChromeTests {
    /// A tab bar controller of two tabs: a navigation controller (a system `favorites` item)
    /// whose root, "Inbox" with an Edit button on its left and a plus and a Done-style "Sort" on
    /// its right, pushes "Message" with a trash button; and "Settings", with a badge and a light
    /// status bar. A fourth controller, on no bar, hides its status bar.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tab-00-bar">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-tab">
                    <objects>
                        <tabBarController id="tab-00-bar" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav-00-one" kind="relationship" relationship="viewControllers" id="sg1"/>
                                <segue destination="oth-00-vc2" kind="relationship" relationship="viewControllers" id="sg2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav-00-one" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Home" systemItem="favorites" id="tbi-00-one"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1-00-bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
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
                                <color key="backgroundColor" systemColor="systemYellowColor"/>
                            </view>
                            <navigationItem key="navigationItem" title="Inbox" id="nvi-00-one">
                                <barButtonItem key="leftBarButtonItem" systemItem="edit" id="bbi-00-edt"/>
                                <rightBarButtonItems>
                                    <barButtonItem systemItem="add" id="bbi-00-add"/>
                                    <barButtonItem title="Sort" style="done" id="bbi-00-srt"/>
                                </rightBarButtonItems>
                            </navigationItem>
                            <connections>
                                <segue destination="dtl-00-vc3" kind="show" id="sg4"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-detail">
                    <objects>
                        <viewController id="dtl-00-vc3" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dtl-00-vw3">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <color key="backgroundColor" systemColor="systemYellowColor"/>
                            </view>
                            <navigationItem key="navigationItem" title="Message" id="nvi-00-two">
                                <barButtonItem key="rightBarButtonItem" systemItem="trash" id="bbi-00-trs"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-other">
                    <objects>
                        <viewController id="oth-00-vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="oth-00-vw2">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <color key="backgroundColor" systemColor="systemYellowColor"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Settings" badgeValue="3" id="tbi-00-two"/>
                            <simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-bare">
                    <objects>
                        <viewController id="bar-00-vc4" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="bar-00-vw4">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <color key="backgroundColor" systemColor="systemYellowColor"/>
                            </view>
                            <nil key="simulatedStatusBarMetrics"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The drawing of scene `id` laid out on `device`, in `appearance`.
    static func drawing(_ id: String, on device: String, appearance: Appearance = .light) throws -> Drawing {
        let file = try #require(Document.read(SourceText(name: "Chrome.storyboard", text: storyboard)).document)
        let scene = try #require(file.sceneIndex(named: id))
        let document = try #require(file.readScene(scene).document)
        let screen = try #require(Device.named(device)).screen(.portrait)
        let resolved = ResolvedDocument(document.layout(on: screen).document, registry: .progressBars)
        return ViewTreeDrawing.draw(resolved, appearance: appearance).0
    }

    /// Every text the commands draw, groups opened.
    static func texts(_ commands: [DrawingCommand]) -> [TextDrawing] {
        commands.flatMap { command -> [TextDrawing] in
            switch command {
            case .text(let text): [text]
            case .group(let group): texts(group.commands)
            default: []
            }
        }
    }

    /// The one text drawn as `string`; fails the test when there is none or more.
    static func text(_ string: String, in drawing: Drawing) throws -> TextDrawing {
        let found = texts(drawing.commands).filter { $0.text == string }
        try #require(found.count == 1, "\(string) drawn \(found.count) times")
        return found[0]
    }

    /// The navigation bar lies below the status bar (20 points on an iPhone 8, the sensor
    /// housing's 48 on an iPhone 11), its title centred on it in 17-point semibold `label`,
    /// Edit at its leading margin and the right items from its trailing margin in.
    @Test(arguments: [("retina4_7", 20.0, 375.0, 16.0), ("retina6_1", 48.0, 414.0, 20.0)])
    func navigationBarTitleAndButtons(device: String, top: Double, width: Double, margin: Double) throws {
        let drawing = try Self.drawing("lst-00-vc1", on: device)
        let title = try Self.text("Inbox", in: drawing)
        #expect(title.rect.midX == width / 2)
        #expect(title.rect.y == top && title.rect.height == 44)
        #expect(title.font == .system(size: 17, weight: .semibold))
        #expect(title.color == Color.label.resolved(for: .light))
        let edit = try Self.text("Edit", in: drawing)
        #expect(edit.rect.x == margin && edit.rect.y == top)
        #expect(edit.color == Color.systemBlue.resolved(for: .light) && edit.font == .system(size: 17))
        let sort = try Self.text("Sort", in: drawing)
        #expect(sort.font == .system(size: 17, weight: .semibold))
        // The plus is the first right item, at the trailing margin; Sort is left of it.
        #expect(sort.rect.maxX == width - margin - 24 - 8)
    }

    /// A pushed controller's back button names the controller that pushed it, after a chevron.
    @Test(arguments: ["retina4_7", "retina6_1"])
    func backButtonNamesThePreviousItem(device: String) throws {
        let drawing = try Self.drawing("dtl-00-vc3", on: device)
        let back = try Self.text("Inbox", in: drawing)
        #expect(back.rect.x == 8 + 13 + 6)
        #expect(back.color == Color.systemBlue.resolved(for: .light))
        #expect(try Self.text("Message", in: drawing).font == .system(size: 17, weight: .semibold))
    }

    /// The tab bar's items share its width, the scene's own in the tint and the other in
    /// `systemGray`, their titles in 10-point medium near the bar's foot; the badge is a red
    /// capsule with white text.
    @Test(arguments: [("retina4_7", 618.0, 375.0), ("retina6_1", 813.0, 414.0)])
    func tabBarItems(device: String, barTop: Double, width: Double) throws {
        let drawing = try Self.drawing("oth-00-vc2", on: device)
        let favorites = try Self.text("Favorites", in: drawing)
        let settings = try Self.text("Settings", in: drawing)
        #expect(favorites.rect.midX == width / 4 && settings.rect.midX == width * 3 / 4)
        #expect(favorites.rect.y == barTop + 33 && settings.rect.y == barTop + 33)
        #expect(
            favorites.color == Color.systemGray.resolved(for: .light)
                && settings.color == Color.systemBlue.resolved(for: .light))
        #expect(settings.font == .system(size: 10, weight: .medium))
        let badge = try Self.text("3", in: drawing)
        #expect(badge.color == .white)
        #expect(badge.rect.y == barTop + 2 && badge.rect.x == width * 3 / 4 + 6)
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        #expect(canvas.rgba(x: Int(badge.rect.x) + 2, y: Int(badge.rect.midY)) == rgba(.systemRed))
        // Below the items, the bar's background reaches the screen's bottom edge.
        #expect(canvas.rgba(x: 2, y: Int(width == 375 ? 666 : 895)) == rgba(.systemBackground))
    }

    /// The status bar's time, "9:41 AM" across a 20-point bar, "9:41" in a sensor housing's
    /// left ear; white over a light-content status bar; none where the controller hides it.
    @Test func statusBar() throws {
        let small = try Self.text("9:41 AM", in: Self.drawing("lst-00-vc1", on: "retina4_7"))
        #expect(
            small.rect == Rect(x: 0, y: 0, width: 375, height: 20) && small.color == Color.label.resolved(for: .light))
        let large = try Self.text("9:41", in: Self.drawing("lst-00-vc1", on: "retina6_1"))
        #expect(
            large.rect.height == 48 && large.rect.maxX < 414 / 2 && large.font == .system(size: 17, weight: .semibold))
        #expect(try Self.text("9:41", in: Self.drawing("oth-00-vc2", on: "retina6_1")).color == .white)
        let bare = try Self.drawing("bar-00-vc4", on: "retina6_1")
        #expect(!Self.texts(bare.commands).contains { $0.text.hasPrefix("9:41") })
    }

    /// In the dark appearance the bars are black, their title white and their buttons the dark
    /// tint; the hairline under the navigation bar is the dark separator over the content.
    @Test(arguments: ["retina4_7", "retina6_1"])
    func darkAppearance(device: String) throws {
        let drawing = try Self.drawing("lst-00-vc1", on: device, appearance: .dark)
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        let title = try Self.text("Inbox", in: drawing)
        // Right of the title, the bar's background; below it, the content's yellow.
        #expect(canvas.rgba(x: Int(title.rect.midX) + 60, y: Int(title.rect.midY)) == [0, 0, 0, 255])
        #expect(canvas.rgba(x: 100, y: Int(title.rect.maxY) + 3) == rgba(Color.systemYellow.resolved(for: .dark)))
        #expect(canvas.rgba(x: 100, y: Int(title.rect.maxY) + 3) != canvas.rgba(x: 100, y: Int(title.rect.maxY)))
        // The title's glyphs are drawn in white.
        let row = Int(title.rect.midY)
        let xs = Int(title.rect.x)..<Int(title.rect.maxX)
        #expect(xs.contains { canvas.rgba(x: $0, y: row) == [255, 255, 255, 255] })
    }

    /// A bar button item's image is drawn by its name, as the image views' are, in the tint as
    /// a template, and is among the images the renderer loads, at its name's place.
    @Test func barButtonImagesAreLoadedAndTinted() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<barButtonItem key="rightBarButtonItem" systemItem="trash" id="bbi-00-trs"/>"#,
            with: #"<barButtonItem key="rightBarButtonItem" image="gear" id="bbi-00-trs"/>"#)
        let file = try #require(Document.read(SourceText(name: "Chrome.storyboard", text: text)).document)
        let scene = try #require(file.sceneIndex(named: "dtl-00-vc3"))
        let document = try #require(file.readScene(scene).document)
        let resolved = ResolvedDocument(document.layout(on: nil).document, registry: .progressBars)
        let images = Self.images(ViewTreeDrawing.draw(resolved).0.commands)
        #expect(images.map(\.image) == [Image(path: "gear")])
        #expect(images.first?.tint == Color.systemBlue.resolved(for: .light))
        #expect(images.first?.rect == Rect(x: 375 - 16 - 24, y: 20 + 10, width: 24, height: 24))
        let references = ImageReference.all(in: resolved)
        #expect(references.map(\.path) == ["gear"])
        let name = try #require(text.range(of: #"image="gear""#)).lowerBound
        #expect(
            references.first?.offset == text.utf8.distance(from: text.startIndex, to: name) + #"image=""#.utf8.count)
    }

    /// The selected tab shows its item's `selectedImage`, the others their `image`.
    @Test func theSelectedTabShowsItsSelectedImage() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"title="Settings" badgeValue="3""#, with: #"title="Settings" image="gear" selectedImage="gear.fill""#)
        let file = try #require(Document.read(SourceText(name: "Chrome.storyboard", text: text)).document)
        func images(of id: String) throws -> [Image] {
            let scene = try #require(file.sceneIndex(named: id))
            let document = try #require(file.readScene(scene).document)
            let resolved = ResolvedDocument(document.layout(on: nil).document, registry: .progressBars)
            return Self.images(ViewTreeDrawing.draw(resolved).0.commands).map(\.image)
        }
        #expect(try images(of: "oth-00-vc2") == [Image(path: "gear.fill")])
        #expect(try images(of: "lst-00-vc1") == [Image(path: "gear")])
    }

    /// Every image the commands draw, groups opened.
    static func images(_ commands: [DrawingCommand]) -> [ImageDrawing] {
        commands.flatMap { command -> [ImageDrawing] in
            switch command {
            case .image(let image): [image]
            case .group(let group): images(group.commands)
            default: []
            }
        }
    }

    /// Under an opaque navigation bar the root view sits below the bar: the scene is drawn as
    /// its screen, the bar above the root view, which keeps its place.
    @Test(arguments: [("retina4_7", 20.0, 375.0, 667.0), ("retina6_1", 48.0, 414.0, 896.0)])
    func anOpaqueBarIsDrawnAboveTheRootView(device: String, top: Double, width: Double, height: Double) throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"contentMode="scaleToFill" id="nb1-00-bar""#,
            with: #"contentMode="scaleToFill" translucent="NO" id="nb1-00-bar""#)
        let file = try #require(Document.read(SourceText(name: "Chrome.storyboard", text: text)).document)
        let scene = try #require(file.sceneIndex(named: "lst-00-vc1"))
        let document = try #require(file.readScene(scene).document)
        let screen = try #require(Device.named(device)).screen(.portrait)
        let laidOut = document.layout(on: screen).document
        #expect(laidOut.root.frame.y == top + 44)
        let resolved = ResolvedDocument(laidOut, registry: .progressBars)
        #expect(ViewTreeDrawing.bounds(of: resolved) == Rect(x: 0, y: 0, width: width, height: height))
        let drawing = ViewTreeDrawing.draw(resolved).0
        #expect(drawing.size == Size(width: width, height: height))
        #expect(try Self.text("Inbox", in: drawing).rect.y == top)
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        #expect(canvas.rgba(x: 100, y: Int(top) + 50) == rgba(Color.systemYellow.resolved(for: .light)))
        #expect(canvas.rgba(x: 100, y: Int(top) + 30) == rgba(Color.systemBackground.resolved(for: .light)))
        // A view drawn alone is drawn at its own size.
        #expect(ViewTreeDrawing.draw(resolved, view: "lst-00-vw1").0.size.height == laidOut.root.frame.height)
    }

    /// A xib's top-level view has no controller: nothing is drawn over it.
    @Test func noChromeWithoutAController() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="top-00-vw1">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    </view>
                </objects>
            </document>
            """
        let document = try #require(Document.read(SourceText(name: "Top.xib", text: xib)).document)
        let laidOut = document.layout(on: nil).document
        #expect(laidOut.chrome == nil)
        let drawing = ViewTreeDrawing.draw(ResolvedDocument(laidOut, registry: .progressBars)).0
        #expect(Self.texts(drawing.commands).isEmpty)
    }

    /// A pushed controller that hides the bottom bar when pushed has no tab bar; the root it
    /// was pushed from keeps its.
    @Test func aPushedControllerHidesTheTabBarWhenItSaysSo() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<viewController id="dtl-00-vc3" sceneMemberID="viewController">"#,
            with: #"<viewController hidesBottomBarWhenPushed="YES" id="dtl-00-vc3" sceneMemberID="viewController">"#
        ).replacingOccurrences(
            of: #"<viewController id="lst-00-vc1" sceneMemberID="viewController">"#,
            with: #"<viewController hidesBottomBarWhenPushed="YES" id="lst-00-vc1" sceneMemberID="viewController">"#)
        let file = try #require(Document.read(SourceText(name: "Chrome.storyboard", text: text)).document)
        func chrome(of id: String) throws -> SceneChrome? {
            let scene = try #require(file.sceneIndex(named: id))
            return try #require(file.readScene(scene).document).layout(on: nil).document.chrome
        }
        #expect(try chrome(of: "dtl-00-vc3")?.tabBar == nil)
        #expect(try chrome(of: "dtl-00-vc3")?.navigationBar != nil)
        #expect(try chrome(of: "lst-00-vc1")?.tabBar != nil)
    }
}
