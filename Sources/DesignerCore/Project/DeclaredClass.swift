/// A class a project's sources declare: a Swift `class` or an Objective-C `@interface`.
///
/// A class declared more than once (an Objective-C class and its class extension `@interface
/// Foo ()`, or a Swift class in both branches of an `#if`) is one `DeclaredClass`, at its first
/// declaration: it is designable if any declaration says so, its superclass is the first one
/// stated, and its properties are all of theirs, the first of each name.
package struct DeclaredClass: Sendable, Hashable {
    package let name: String
    /// The superclass its declaration names: the first type of a Swift inheritance clause, unless
    /// that is a protocol the sources declare, without module or generic arguments; a top-level
    /// `typealias` it names stands for the type it names.
    package internal(set) var superclass: String?
    /// Whether it is `@IBDesignable` (`IB_DESIGNABLE`).
    package internal(set) var isDesignable: Bool
    package let path: String
    /// The 1-based line and column (in characters) of the class's name in its first declaration.
    package let line: Int
    package let column: Int
    /// Its own `@IBInspectable` properties, in declaration order.
    package internal(set) var properties: [DeclaredProperty]
    /// The module of the file of its first declaration, where the project says.
    package let module: String?
    /// Its instance properties, and instance variables of Objective-C, as key-value coding may find them.
    package internal(set) var keys: [DeclaredMember] = []
    /// Its instance methods by selector, as an action may name them.
    package internal(set) var methods: [DeclaredMember] = []
    /// Whether every member is seen by the Objective-C runtime: an `@objcMembers` class.
    package internal(set) var exposesMembers = false
    /// The name the Objective-C runtime knows a Swift class by when `@objc(Name)` gives one,
    /// which is the name Interface Builder writes as its custom class.
    package internal(set) var objectiveCName: String?
}

/// A Swift `extension` or an Objective-C category that declares properties or methods.
package struct DeclaredExtension: Sendable, Hashable {
    /// The type it extends, without module: `UIView` for `extension UIKit.UIView`.
    package let extendedType: String
    package let path: String
    /// The 1-based line and column (in characters) of the extended type's name.
    package let line: Int
    package let column: Int
    /// Its `@IBInspectable` properties, in declaration order.
    package internal(set) var properties: [DeclaredProperty]
    /// The module of its file, where the project says.
    package let module: String?
    /// Its instance properties, as key-value coding may find them.
    package internal(set) var keys: [DeclaredMember] = []
    /// Its instance methods by selector, as an action may name them.
    package internal(set) var methods: [DeclaredMember] = []
    /// Whether every member is seen by the Objective-C runtime: an `@objc extension`.
    package internal(set) var exposesMembers = false
}

/// A property or a method of a class or an extension, as the Objective-C runtime may see it.
package struct DeclaredMember: Sendable, Hashable {
    /// A property's name (`titleLabel`), or a method's selector (`tapped:`, `go`).
    package let name: String
    /// A property's type as written, without `?`, `!`, `*`, generic arguments or module:
    /// `UILabel`; for a collection (`[UIButton]`, `IBOutletCollection(UIButton)`), its element's;
    /// `nil` for a method, or when it is not a plain name.
    package let typeName: String?
    /// Whether the runtime sees it whatever its class says: `@objc`, `@IBOutlet`, `@IBAction`,
    /// `@IBInspectable`, `@NSManaged` or `dynamic` in Swift; every Objective-C member.
    package let isExposed: Bool

    package init(name: String, typeName: String? = nil, isExposed: Bool) {
        self.name = name
        self.typeName = typeName
        self.isExposed = isExposed
    }
}
