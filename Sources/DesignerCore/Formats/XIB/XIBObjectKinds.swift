/// The elements of an Interface Builder document that stand for objects other than views: view
/// controllers, bar button, tab bar and navigation items, gesture recognizers, custom objects
/// and a static table's sections, each with the UIKit class it stands for (a section with
/// `UITableViewSection`, Interface Builder's name for what UIKit keeps in its data source). They are read, addressed and checked as
/// views are, but never drawn.
enum XIBObjectKinds {
    /// Each object element's class, where its name does not say it by Interface Builder's rules
    /// (`tapGestureRecognizer` is a `UITapGestureRecognizer`, `tableViewController` a
    /// `UITableViewController`).
    private static let classes: [String: String] = [
        "barButtonItem": "UIBarButtonItem", "tabBarItem": "UITabBarItem", "navigationItem": "UINavigationItem",
        "customObject": "NSObject", "hostingController": "UIHostingController",
        "tableViewSection": "UITableViewSection",
        "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
        // Interface Builder writes a long press recognizer so.
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
    ]

    /// The UIKit class the element `name` stands for, if it is an object other than a view.
    static func standardClass(of name: String) -> String? {
        if let known = classes[name] { return known }
        // A storyboard reference (`viewControllerPlaceholder`) and the placeholders of a file's
        // owner and first responder are none.
        guard let first = name.first, first.isLowercase,
            name.hasSuffix("GestureRecognizer") || name.hasSuffix("Controller")
        else { return nil }
        return "UI" + first.uppercased() + name.dropFirst()
    }

    static func isObject(_ name: String) -> Bool {
        standardClass(of: name) != nil
    }

    /// The object elements in and under `element` (itself included), in the order written.
    static func objects(in element: Int, of xml: XMLSyntax) -> [Int] {
        var result: [Int] = []
        let bytes = xml.source.bytes
        // Every object element's name ends in one of `endings`: the others (a view's many `rect`s
        // and `color`s) are passed over by their bytes, without a string being made of their names.
        for candidate in element..<xml.elements[element].after {
            let name = xml.elements[candidate].name
            guard
                endings.contains(where: { ending in
                    name.count > ending.count
                        && bytes[(name.upperBound - ending.count)..<name.upperBound] == ending[...]
                })
            else { continue }
            if isObject(xml.name(of: candidate)) { result.append(candidate) }
        }
        return result
    }

    /// How the name of every object element ends: `Item`, `Object`, `Recognizer`, `Controller`, `Section`.
    private static let endings: [[UInt8]] = ["Item", "Object", "Recognizer", "Controller", "Section"].map {
        Array($0.utf8)
    }
}
