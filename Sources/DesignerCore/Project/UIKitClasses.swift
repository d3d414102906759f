import Synchronization

/// UIKit's classes as key-value coding sees them: each class's superclass and the keys its
/// instances answer to, so that a runtime attribute or an outlet naming a key the class does
/// not have (a launch crash: "this class is not key value coding-compliant for the key …") is
/// found, and what an extension of `UIView` or `UIControl` declares reaches every class below it.
///
///     UIKitClasses.superclass(of: "UIButton")                   // "UIControl"
///     UIKitClasses.hasKey("text", in: "UILabel")               // true
///     UIKitClasses.hasKey("cornerRadius", in: "UILabel")       // false
///     UIKitClasses.hasKey("text", in: "MyLabel")               // nil: not a UIKit class
///
/// A key is an Objective-C property name (`hidden`, `enabled`, `on`); the Swift spelling of a
/// Boolean's getter (`isHidden`, `isEnabled`) counts as the key too, as Xcode users write both.
/// `CALayer` is here for `layer.` key paths, though a layer, unlike a view, takes any key.
package enum UIKitClasses {
    /// The superclass of a UIKit class; `nil` for `NSObject` and classes it does not know.
    static func superclass(of name: String) -> String? {
        rows[name]?.superclass
    }

    /// Whether `name` is a UIKit (or CoreAnimation, MapKit, WebKit) class this table knows.
    package static func isKnown(_ name: String) -> Bool {
        rows[name] != nil
    }

    /// Whether instances of the UIKit class `className` have `key`, by the class's own keys and
    /// its superclasses'; `nil` when the class is not one this table knows.
    static func hasKey(_ key: String, in className: String) -> Bool? {
        guard rows[className] != nil else { return nil }
        let spellings = spellings(of: key)
        return chain(from: className).contains { entry in spellings.contains(where: entry.keys.contains) }
    }

    /// The private setter that key-value coding finds for `key` on instances of the UIKit class
    /// `className` though the class has no such property (it calls `_setKey:` when there is no
    /// `setKey:`): `_setCornerRadius:` of `UIView`, which current iOS versions have, for
    /// `cornerRadius`; `nil` for every other key.
    static func privateSetter(ofKey key: String, in className: String) -> String? {
        var current: String? = className
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted {
            if let setter = privateSetters[name]?[key] { return setter }
            current = superclass(of: name)
        }
        return nil
    }

    /// The private setters of `privateSetter(ofKey:in:)`, by class and key: only those seen in
    /// UIKit's own method list.
    private static let privateSetters: [String: [String: String]] = [
        "UIView": ["cornerRadius": "_setCornerRadius:", "continuousCornerRadius": "_setContinuousCornerRadius:"]
    ]

    /// Every key of the UIKit class `className` and its superclasses, nearest first.
    static func keys(of className: String) -> [String] {
        chain(from: className).flatMap { $0.keys.sorted() }
    }

    /// Whether instances of the UIKit class `className` implement the method `selector`
    /// (`copy:`, `goBack`) that an action may name, by the class and its superclasses; `nil`
    /// when the class is not one this table knows.
    ///
    /// Only the methods an action is wired to are listed: the standard edit actions of
    /// `UIResponder`, and the few of views and controllers that take no argument or a sender.
    static func hasMethod(_ selector: String, in className: String) -> Bool? {
        guard rows[className] != nil else { return nil }
        return chain(from: className).contains { $0.methods.contains(selector) }
    }

    /// Whether a layer has `key`: `CALayer`, or one of its subclasses a view's `layerClass` may
    /// be (`CAGradientLayer`, `CAShapeLayer`, `CATextLayer`, `CAReplicatorLayer`).
    static func layerHasKey(_ key: String) -> Bool {
        ["CALayer", "CAGradientLayer", "CAShapeLayer", "CATextLayer", "CAReplicatorLayer"].contains {
            hasKey(key, in: $0) == true
        }
    }

    /// The names a key is found under: itself and, for a Swift getter's spelling (`isHidden`),
    /// the Objective-C property's (`hidden`), or the reverse.
    static func spellings(of key: String) -> [String] {
        if key.hasPrefix("is"), let third = key.dropFirst(2).first, third.isUppercase {
            return [key, third.lowercased() + key.dropFirst(3)]
        }
        guard let first = key.first else { return [key] }
        return [key, "is" + first.uppercased() + key.dropFirst()]
    }

    /// The entries of a class and its superclasses, nearest first.
    private static func chain(from className: String) -> [Entry] {
        var result: [Entry] = []
        var current: String? = className
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted, let entry = entry(named: name) {
            result.append(entry)
            current = entry.superclass
        }
        return result
    }

    struct Entry {
        let superclass: String?
        let keys: Set<String>
        let methods: Set<String>
    }

    /// Each class's row, by name, a later row of a name taking the place of an earlier.
    private static let rows: [String: UIKitClassTable.Row] = {
        var table: [String: UIKitClassTable.Row] = [:]
        for row in UIKitClassTable.rows { table[row.name] = row }
        return table
    }()

    /// The entries asked for so far: a class's lists are split into sets when it is first
    /// asked about, not every class's whenever one is (a scene names a few).
    private static let entries = Mutex<[String: Entry]>([:])

    /// The entry of the class `name`, if the table has it.
    private static func entry(named name: String) -> Entry? {
        if let known = entries.withLock({ $0[name] }) { return known }
        guard let row = rows[name] else { return nil }
        let entry = Entry(
            superclass: row.superclass, keys: Set(row.keys.split(separator: " ").map(String.init)),
            methods: Set(row.methods.split(separator: " ").map(String.init)))
        entries.withLock { $0[name] = entry }
        return entry
    }
}
