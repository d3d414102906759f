/// A class a project's sources declare: a Swift `class` or an Objective-C `@interface`.
///
/// A class declared more than once (an Objective-C class and its class extension `@interface
/// Foo ()`, or a Swift class in both branches of an `#if`) is one `DeclaredClass`, at its first
/// declaration: it is designable if any declaration says so, its superclass is the first one
/// stated, and its properties are all of theirs, the first of each name.
package struct DeclaredClass: Sendable, Hashable {
    package let name: String
    /// The superclass its declaration names: the first type of a Swift inheritance clause, unless
    /// that is a protocol the sources declare, without module or generic arguments.
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
}

/// A Swift `extension` or an Objective-C category that declares `@IBInspectable` properties.
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
}
