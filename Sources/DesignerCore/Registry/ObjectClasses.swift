public import Inspectable

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
    /// class `standardClass`: a class the project declares, as declared; that UIKit class, or one
    /// below it, with no attributes; `nil` for a class declared nowhere.
    ///
    /// A declared class keeps the view attributes it was given as its base: a property it
    /// declares by the name of one of them (a controller's `@IBInspectable var cornerRadius`)
    /// is known only as that attribute.
    public func objectClass(named name: String, standardClass: String) -> ComponentClass? {
        if name != View.className, let declared = componentClass(named: name) { return declared }
        guard Self.isUIKitClass(name, kindOf: standardClass), let view = componentClass(named: View.className)
        else { return nil }
        return ComponentClass(
            declared: name, summary: "UIKit's \(name), an object of the scene that is not a view", sections: [],
            base: view, drawsAsPlaceholder: false)
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
