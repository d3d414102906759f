import Inspectable

/// The view elements Interface Builder writes, the UIKit class each stands for, and where a
/// view's subviews are.
enum XIBViewKinds {
    /// Each view element's class: `View` for a plain `<view>`, UIKit's class name for the rest.
    static let classes: [String: String] = [
        "view": View.className, "containerView": View.className, "tableViewCellContentView": View.className,
        "collectionViewCellContentView": View.className, "label": "UILabel", "button": "UIButton",
        "imageView": "UIImageView", "progressView": "UIProgressView", "switch": "UISwitch", "slider": "UISlider",
        "textField": "UITextField", "textView": "UITextView", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "stepper": "UIStepper", "pageControl": "UIPageControl",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView",
        "tableViewCell": "UITableViewCell", "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell", "collectionReusableView": "UICollectionReusableView",
        "visualEffectView": "UIVisualEffectView", "navigationBar": "UINavigationBar", "tabBar": "UITabBar",
        "toolbar": "UIToolbar", "searchBar": "UISearchBar", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "wkWebView": "WKWebView", "mapView": "MKMapView",
    ]

    static func isView(_ elementName: String) -> Bool {
        classes[elementName] != nil
    }

    /// The class of a view element: its custom class, else the UIKit class its element stands for.
    static func className(of element: Int, in xml: XMLSyntax) -> String {
        if let custom = xml.attribute(element, "customClass"), !custom.isEmpty { return custom }
        let name = xml.name(of: element)
        return classes[name] ?? XIBObjectKinds.standardClass(of: name) ?? name
    }

    /// The elements that hold views: `<subviews>`, a table view's `<prototypes>`, a collection view's `<cells>`.
    private static let containers: Set<String> = ["subviews", "prototypes", "cells"]

    /// A view's subviews, back to front: the elements in its `<subviews>` (and cells), its
    /// keyed views, such as a cell's content view, and a static table view's cells, section by
    /// section (`<sections><tableViewSection><cells>`), with each section's keyed views.
    static func subviews(of element: Int, in xml: XMLSyntax) -> [Int] {
        var result: [Int] = []
        for child in xml.children(of: element) {
            let name = xml.name(of: child)
            if containers.contains(name) {
                result += xml.children(of: child)
            } else if isView(name), xml.attributeIndex(child, "key") != nil {
                result.append(child)
            } else if name == "sections" {
                for section in xml.children(of: child) where xml.isElement(section, named: "tableViewSection") {
                    result += subviews(of: section, in: xml)
                }
            }
        }
        return result
    }
}
