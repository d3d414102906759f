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

    /// Whether the canvas is iOS 12's or older.
    var isBeforeIOS13: Bool { toolsVersion.map { $0 < 15000 } ?? false }

    /// Whether the canvas gives every housing the same 44-point top inset.
    var hasUniformSensorInset: Bool { toolsVersion.map { $0 < 21000 } ?? false }

    /// A rounded text field's least height.
    var roundedTextFieldHeight: Double { isBeforeIOS13 ? 30 : 34 }

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
