/// The superclasses of the UIKit classes Interface Builder offers (and of MapKit's and WebKit's
/// views), so that what an extension of `UIView` or `UIControl` declares reaches every class
/// below it.
///
///     UIKitClasses.superclass(of: "UIButton")   // "UIControl"
package enum UIKitClasses {
    /// The superclass of a UIKit class; `nil` for `NSObject` and classes it does not know.
    package static func superclass(of name: String) -> String? {
        superclasses[name]
    }

    private static let superclasses: [String: String] = {
        var table: [String: String] = [
            "UIResponder": "NSObject", "UIView": "UIResponder", "UIViewController": "UIResponder",
            "UIControl": "UIView", "UIScrollView": "UIView", "UICollectionReusableView": "UIView",
            "UICollectionViewCell": "UICollectionReusableView", "UITableView": "UIScrollView",
            "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
            "UIBarItem": "NSObject", "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem",
            "UINavigationItem": "NSObject", "UIGestureRecognizer": "NSObject",
        ]
        let views = [
            "UILabel", "UIImageView", "UIProgressView", "UIActivityIndicatorView", "UIStackView",
            "UITableViewCell", "UITableViewHeaderFooterView", "UIVisualEffectView", "UINavigationBar", "UITabBar",
            "UIToolbar", "UISearchBar", "UIPickerView", "UIWindow", "UIInputView", "WKWebView", "MKMapView",
        ]
        let controls = [
            "UIButton", "UISwitch", "UISlider", "UITextField", "UISegmentedControl", "UIStepper", "UIPageControl",
            "UIDatePicker", "UIRefreshControl", "UIColorWell",
        ]
        let viewControllers = [
            "UINavigationController", "UITabBarController", "UITableViewController", "UICollectionViewController",
            "UIPageViewController", "UISplitViewController",
        ]
        for view in views { table[view] = "UIView" }
        for control in controls { table[control] = "UIControl" }
        for controller in viewControllers { table[controller] = "UIViewController" }
        return table
    }()
}
