/// UIKit's classes as key-value coding sees them: each class's superclass and the keys its
/// instances answer to, so that a runtime attribute or an outlet naming a key the class does
/// not have (a launch crash: "this class is not key value coding-compliant for the key …") is
/// found, and what an extension of `UIView` or `UIControl` declares reaches every class below it.
///
///     UIKitClasses.superclass(of: "UIButton")                   // "UIControl"
///     UIKitClasses.hasKey("text", in: "UILabel")               // true
///     UIKitClasses.hasKey("cornerRadius", in: "UILabel")       // false
///     UIKitClasses.hasKey("text", in: "MyLabel")               // nil: not a UIKit class
package enum UIKitClasses {
    /// The superclass of a UIKit class; `nil` for `NSObject` and classes it does not know.
    package static func superclass(of name: String) -> String? {
        classes[name]?.superclass
    }

    /// Whether `name` is a UIKit (or CoreAnimation, MapKit, WebKit) class this table knows.
    package static func isKnown(_ name: String) -> Bool {
        classes[name] != nil
    }

    /// Whether instances of the UIKit class `className` have `key`, by the class's own keys and
    /// its superclasses'; `nil` when the class is not one this table knows.
    package static func hasKey(_ key: String, in className: String) -> Bool? {
        guard classes[className] != nil else { return nil }
        var current: String? = className
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted, let entry = classes[name] {
            if entry.keys.contains(key) { return true }
            current = entry.superclass
        }
        return false
    }

    private struct Entry {
        let superclass: String?
        let keys: Set<String>
    }

    private static let classes: [String: Entry] = {
        var table: [String: Entry] = [:]
        func add(_ name: String, _ superclass: String?, _ keys: [String] = []) {
            table[name] = Entry(superclass: superclass, keys: Set(keys))
        }
        add(
            "NSObject", nil,
            [
                "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
                "isAccessibilityElement", "accessibilityTraits",
            ])
        add(
            "CALayer", "NSObject",
            [
                "cornerRadius", "borderWidth", "borderColor", "masksToBounds", "shadowColor",
                "shadowOpacity", "shadowOffset", "shadowRadius", "opacity", "hidden", "backgroundColor",
            ])
        add("UIResponder", "NSObject", ["restorationIdentifier"])
        add(
            "UIView", "UIResponder",
            [
                "layer", "tag", "tintColor", "contentMode", "userInteractionEnabled",
                "backgroundColor", "alpha", "hidden", "clipsToBounds", "frame", "bounds", "center", "transform",
            ])
        add("UIViewController", "UIResponder", ["view", "title", "navigationItem", "tabBarItem"])
        add("UIControl", "UIView", ["enabled", "selected", "highlighted"])
        add("UIScrollView", "UIView", ["delegate", "bounces", "scrollEnabled"])
        add("UITableView", "UIScrollView", ["dataSource", "rowHeight", "estimatedRowHeight"])
        add("UICollectionView", "UIScrollView", ["dataSource", "collectionViewLayout"])
        add("UITextView", "UIScrollView", ["text", "editable", "selectable"])
        add("UICollectionReusableView", "UIView")
        add("UICollectionViewCell", "UICollectionReusableView", ["contentView"])
        add("UIBarItem", "NSObject", ["title", "image", "enabled", "tag"])
        add("UIBarButtonItem", "UIBarItem", ["target", "action", "customView"])
        add("UITabBarItem", "UIBarItem", ["badgeValue", "selectedImage"])
        add("UINavigationItem", "NSObject", ["title", "titleView", "leftBarButtonItem", "rightBarButtonItem"])
        add("UIGestureRecognizer", "NSObject", ["delegate", "enabled"])
        let views: [(String, [String])] = [
            ("UILabel", ["text", "font", "textColor", "textAlignment", "numberOfLines", "adjustsFontSizeToFitWidth"]),
            ("UIImageView", ["image", "highlightedImage"]), ("UIProgressView", ["progress", "progressTintColor"]),
            ("UIActivityIndicatorView", ["color"]), ("UIStackView", ["axis", "spacing", "distribution", "alignment"]),
            ("UITableViewCell", ["contentView", "textLabel", "detailTextLabel", "imageView", "accessoryView"]),
            ("UITableViewHeaderFooterView", ["contentView", "textLabel"]), ("UIVisualEffectView", ["contentView"]),
            ("UINavigationBar", ["delegate", "barTintColor"]), ("UITabBar", ["delegate", "barTintColor"]),
            ("UIToolbar", ["barTintColor"]), ("UISearchBar", ["delegate", "text", "placeholder"]),
            ("UIPickerView", ["delegate", "dataSource"]), ("UIWindow", ["rootViewController"]), ("UIInputView", []),
            ("WKWebView", ["navigationDelegate", "UIDelegate"]), ("MKMapView", ["delegate"]),
        ]
        let controls: [(String, [String])] = [
            ("UIButton", ["titleLabel", "imageView"]), ("UISwitch", ["on", "onTintColor"]),
            ("UISlider", ["value", "minimumValue", "maximumValue"]),
            ("UITextField", ["delegate", "text", "placeholder", "font", "textColor"]),
            ("UISegmentedControl", ["selectedSegmentIndex"]), ("UIStepper", ["value"]),
            ("UIPageControl", ["numberOfPages", "currentPage"]), ("UIDatePicker", ["date"]),
            ("UIRefreshControl", []), ("UIColorWell", ["selectedColor"]),
        ]
        let viewControllers: [(String, [String])] = [
            ("UINavigationController", ["navigationBar", "toolbar"]), ("UITabBarController", ["tabBar", "delegate"]),
            ("UITableViewController", ["tableView"]), ("UICollectionViewController", ["collectionView"]),
            ("UIPageViewController", ["delegate", "dataSource"]), ("UISplitViewController", ["delegate"]),
        ]
        for (view, keys) in views { add(view, "UIView", keys) }
        for (control, keys) in controls { add(control, "UIControl", keys) }
        for (controller, keys) in viewControllers { add(controller, "UIViewController", keys) }
        return table
    }()
}
