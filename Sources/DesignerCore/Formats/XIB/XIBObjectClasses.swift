import Inspectable

/// The class of each object of an Interface Builder document, as the runtime makes it: its
/// `customClass`, else the UIKit class its element stands for (`label` is `UILabel`,
/// `tableViewController` is `UITableViewController`), views and the objects that are no views.
enum XIBObjectClasses {
    /// The UIKit classes of the elements that are no views, nor stand for a class of their own
    /// in `XIBViewKinds`.
    private static let objects: [String: String] = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "pageViewController": "UIPageViewController",
        "splitViewController": "UISplitViewController", "navigationItem": "UINavigationItem",
        "barButtonItem": "UIBarButtonItem", "tabBarItem": "UITabBarItem",
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        // Interface Builder writes a long press recognizer so.
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "hoverGestureRecognizer": "UIHoverGestureRecognizer", "constraint": "NSLayoutConstraint",
        "viewLayoutGuide": "UILayoutGuide", "window": "UIWindow", "customObject": "NSObject",
        "refreshControl": "UIRefreshControl", "webView": "UIWebView", "tableViewCellContentView": "UIView",
        "collectionViewCellContentView": "UIView", "containerView": "UIView", "view": "UIView",
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
    ]

    /// The class of the object `element`; `nil` for a placeholder without a custom class (First
    /// Responder among them) and for an element that stands for no class this table knows.
    static func className(of element: Int, in xml: XMLSyntax) -> String? {
        if let custom = xml.attribute(element, "customClass"), !custom.isEmpty {
            return xml.attribute(element, "placeholderIdentifier") == "IBFirstResponder" ? nil : custom
        }
        let name = xml.name(of: element)
        return objects[name] ?? XIBViewKinds.classes[name]
    }
}
