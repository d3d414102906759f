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
    var superclass: String?
    /// Whether it is `@IBDesignable` (`IB_DESIGNABLE`).
    var isDesignable: Bool
    let path: String
    /// The 1-based line and column (in characters) of the class's name in its first declaration.
    let line: Int
    let column: Int
    /// Its own `@IBInspectable` properties, in declaration order.
    var properties: [DeclaredProperty]
    /// The module of the file of its first declaration, where the project says.
    package let module: String?
    /// Its instance properties, and instance variables of Objective-C, as key-value coding may find them.
    var keys: [DeclaredMember] = []
    /// Its instance methods by selector, as an action may name them.
    var methods: [DeclaredMember] = []
    /// Whether every member is seen by the Objective-C runtime: an `@objcMembers` class.
    var exposesMembers = false
    /// The name the Objective-C runtime knows a Swift class by when `@objc(Name)` gives one,
    /// which is the name Interface Builder writes as its custom class.
    var objectiveCName: String?
}

/// A Swift `extension` or an Objective-C category that declares properties or methods.
struct DeclaredExtension: Sendable, Hashable {
    /// The type it extends, without module: `UIView` for `extension UIKit.UIView`.
    let extendedType: String
    let path: String
    /// The 1-based line and column (in characters) of the extended type's name.
    let line: Int
    let column: Int
    /// Its `@IBInspectable` properties, in declaration order.
    var properties: [DeclaredProperty]
    /// The module of its file, where the project says.
    let module: String?
    /// Its instance properties, as key-value coding may find them.
    var keys: [DeclaredMember] = []
    /// Its instance methods by selector, as an action may name them.
    var methods: [DeclaredMember] = []
    /// Whether every member is seen by the Objective-C runtime: an `@objc extension`.
    var exposesMembers = false
}

/// A property or a method of a class or an extension, as the Objective-C runtime may see it.
struct DeclaredMember: Sendable, Hashable {
    /// A property's name (`titleLabel`), or a method's selector (`tapped:`, `go`).
    let name: String
    /// A property's type as written, without `?`, `!`, `*`, generic arguments or module:
    /// `UILabel`; for a collection (`[UIButton]`, `IBOutletCollection(UIButton)`), its element's;
    /// `nil` for a method, or when it is not a plain name.
    let typeName: String?
    /// Whether the runtime sees it whatever its class says: `@objc`, `@IBOutlet`, `@IBAction`,
    /// `@IBInspectable`, `@NSManaged` or `dynamic` in Swift; every Objective-C member.
    let isExposed: Bool

    init(name: String, typeName: String? = nil, isExposed: Bool) {
        self.name = name
        self.typeName = typeName
        self.isExposed = isExposed
    }
}
