import Inspectable

/// The classes of a scene's objects that are not views: view controllers, bar items,
/// navigation items, gesture recognizers, custom objects.
///
/// Such an object has none of a view's standard properties (a bar button item has no
/// `backgroundColor`): a UIKit class that the sources do not subclass (`UIBarButtonItem`,
/// `UIViewController`) has no attributes designer knows, and a class the sources declare has
/// those its declarations give it.
extension ComponentRegistry {
    /// The class of a view or of another object of a scene: for a view, the registered or
    /// declared class of its name; for an object, `objectClass(named:standardClass:)`.
    public func componentClass(of node: ViewNode) -> ComponentClass? {
        guard case .object(let standardClass) = node.kind else { return componentClass(named: node.className) }
        return objectClass(named: node.className, standardClass: standardClass)
    }

    /// The class `name` of an object that is not a view, whose element stands for the UIKit
    /// class `standardClass`: a class the project declares, with the attributes its declarations
    /// give it and none of a view's; that UIKit class, or one below it, with none; `nil` for a
    /// class declared nowhere.
    public func objectClass(named name: String, standardClass: String) -> ComponentClass? {
        guard let view = componentClass(named: View.className) else { return nil }
        if name != View.className, let declared = componentClass(named: name) {
            // A declared class is given a view class as its base, whose sections (`View`'s, and
            // those extensions of `UIView` add) an object that is not a view does not have.
            let sections = declared.sections.filter { $0.className != View.className && $0.className != "UIView" }
            return ComponentClass(
                declared: name, summary: declared.summary, sections: sections + Self.sections(of: standardClass),
                base: view, drawsAsPlaceholder: false)
        }
        guard Self.isUIKitClass(name, kindOf: standardClass) else { return nil }
        return ComponentClass(
            declared: name, summary: "UIKit's \(name), an object of the scene that is not a view",
            sections: Self.sections(of: standardClass), base: view, drawsAsPlaceholder: false)
    }

    /// The attributes of UIKit's bar items that designer reads and writes, which their bars draw
    /// (`SceneChrome`): a navigation item's, a bar button item's and a tab bar item's `title`, a
    /// bar button item's `style` and a tab bar item's `badgeValue`; a static table section's
    /// `headerTitle` and `footerTitle`, which its table draws (`TableSections`); none for other
    /// objects.
    private static func sections(of standardClass: String) -> [AttributeSection] {
        let title = Attribute(
            property: "title", className: standardClass,
            kind: declaredAttributeKind(String?.self, defaultValue: nil, summary: "The title its bar shows."))
        let attributes: [Attribute]
        switch standardClass {
        case "UINavigationItem":
            attributes = [title]
        case "UIBarButtonItem":
            attributes = [
                title,
                Attribute(
                    property: "style", className: standardClass,
                    kind: declaredAttributeKind(
                        BarButtonItemStyle.self, defaultValue: .plain,
                        summary: "plain, or done: a semibold title, as a Done button has.")),
            ]
        case "UITabBarItem":
            attributes = [
                title,
                Attribute(
                    property: "badgeValue", className: standardClass,
                    kind: declaredAttributeKind(
                        String?.self, defaultValue: nil, summary: "The text of the red badge on its tab.")),
            ]
        case "UITableViewSection":
            attributes = [
                Attribute(
                    property: "headerTitle", className: standardClass,
                    kind: declaredAttributeKind(
                        String?.self, defaultValue: nil, summary: "The title above the section's cells.")),
                Attribute(
                    property: "footerTitle", className: standardClass,
                    kind: declaredAttributeKind(
                        String?.self, defaultValue: nil, summary: "The text below the section's cells.")),
            ]
        default:
            return []
        }
        return [
            AttributeSection(
                className: standardClass, title: AttributeLabel.title(ofClass: standardClass), attributes: attributes)
        ]
    }

    /// Whether `name` is `standardClass` or a UIKit class below it (`UINavigationController`
    /// for a `UIViewController`), which an element of `standardClass` may be.
    private static func isUIKitClass(_ name: String, kindOf standardClass: String) -> Bool {
        var current: String? = name
        var visited: Set<String> = []
        while let className = current, visited.insert(className).inserted {
            if className == standardClass { return true }
            current = UIKitClasses.superclass(of: className)
        }
        return false
    }
}
