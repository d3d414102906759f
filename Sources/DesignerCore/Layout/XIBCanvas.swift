import Inspectable
import Layout

/// What Xcode's canvas simulates for a document, by the Xcode that saved it (`toolsVersion` on
/// `<document>`): Xcode lays a document out on the iOS of its own SDK, and real projects' saved
/// frames follow that iOS, not today's.
///
/// Before Xcode 11 (tools versions below 15000, iOS 12), a rounded text field is 30 points tall
/// and a progress view 2; from iOS 13 they are 34 and 4. Before Xcode 14 (below 21000), the
/// canvas gives every iPhone with a sensor housing 44 points of safe area at its top held upright,
/// where later ones give each its own (48 on an iPhone 11, 47 on an iPhone 12).
struct XIBCanvas: Sendable, Hashable {
    /// The document's tools version's major number; `nil` when it has none (today's Xcode).
    let toolsVersion: Int?

    init(xml: XMLSyntax) {
        let version = xml.attribute(xml.root, "toolsVersion")
        toolsVersion = version.flatMap { Int($0.prefix { $0.isNumber }) }
    }

    /// Whether the canvas is iOS 10's or older (before Xcode 9, tools versions below 13000), where
    /// a table cell's content view keeps `UIView`'s 8-point margins: an Xcode 8 storyboard's
    /// cells have views 8 points inside their content's margins where later ones have 16 or 20
    /// at the sides and 11 above and below.
    var isBeforeIOS11: Bool { toolsVersion.map { $0 < 13000 } ?? false }

    /// Whether the canvas is iOS 12's or older.
    var isBeforeIOS13: Bool { toolsVersion.map { $0 < 15000 } ?? false }

    /// Whether the canvas gives every housing the same 44-point top inset.
    var hasUniformSensorInset: Bool { toolsVersion.map { $0 < 21000 } ?? false }

    /// Whether the canvas leaves an iPhone's status bar out of a xib's top-level view: Xcode 12 to
    /// 14.2 (tools versions 17000 to 21499) inset such a view only by the phone's hardware (a
    /// sensor housing, a home indicator). Real files show it: screen-sized views of six xibs saved
    /// by those Xcodes on iPhones with a home button (the last by Xcode 14.1, 21223) have no safe
    /// area at the top (a table pinned to it at y 0), where those saved by Xcode 10 and by Xcode
    /// 14.3 (21701: a view pinned 10 below the safe area's top at y 30) or later have the status
    /// bar's 20; an iPad's view saved by Xcode 14 keeps its status bar's 24.
    var omitsStatusBarOfTopLevelViews: Bool { toolsVersion.map { (17000..<21500).contains($0) } ?? false }

    /// Whether the canvas shows a xib's top-level view smaller than the screen at the screen's top
    /// left corner, inset only at the edges it shares with the screen, rather than as a screen of
    /// its own size inset at every edge: Xcode 12 and 13 (tools versions 17000 to 20999). Their
    /// freeform views 34, 49 and 94 points tall have no inset at the bottom, those 155 and 258
    /// tall the sensor housing's at the top; views saved by other Xcodes have the home
    /// indicator's 34 at the bottom whatever their height (72, 200, 488).
    var placesTopLevelViewsInScreenCorner: Bool { toolsVersion.map { (17000..<21000).contains($0) } ?? false }

    /// A rounded text field's least height.
    var roundedTextFieldHeight: Double { isBeforeIOS13 ? 30 : 34 }

    /// What a rounded text field's border adds above and below its line, together: 14 points
    /// from iOS 13 on; less before, where every rounded field of a 14-point font that nothing
    /// else sizes is saved 30 tall (twelve in four projects, Xcode 8 to 10): its line, 16.7 points
    /// rounded up to 17, and its border fit in the 30-point least height, 14 more would not.
    var roundedTextFieldPadding: Double { isBeforeIOS13 ? 12 : 14 }

    /// A progress view's height.
    var progressViewHeight: Double { isBeforeIOS13 ? 2 : 4 }

    /// `screen` as the canvas gives it: on older canvases an upright phone's housing insets its
    /// top by 44 points, and its status bar is as tall.
    func screen(_ screen: Screen) -> Screen {
        var screen = screen
        if hasUniformSensorInset, screen.safeAreaInsets.top > 44, screen.size.height > screen.size.width {
            screen.safeAreaInsets.top = 44
            screen.statusBarHeight = min(screen.statusBarHeight, 44)
        }
        return screen
    }
}
