import Inspectable

/// An `@IBInspectable` property (`IBInspectable` in Objective-C) as a project's sources declare it.
struct DeclaredProperty: Sendable, Hashable {
    let name: String
    let type: DeclaredType
    /// Whether `nil` is a value it takes: a Swift `UIColor?` or `UIColor!`, an Objective-C object
    /// pointer that is not `nonnull`.
    let isOptional: Bool
    /// The value its declaration starts it with, in the JSON form of the value type of `type`
    /// (`type.valueType?.init(json:)` reads it); `nil` when it has none or the scanner cannot
    /// read it, as for `= theme.accent`.
    let defaultValue: JSONValue?
    /// The class or extended type whose declaration holds the property.
    let declaringType: String
    let path: String
    /// The 1-based line and column (in characters) of the property's name.
    let line: Int
    let column: Int
    /// Its doc comment as one paragraph (`DocComment` reads it), if it has one.
    let documentation: String?

    init(
        name: String, type: DeclaredType, isOptional: Bool, defaultValue: JSONValue?, declaringType: String,
        path: String, line: Int, column: Int, documentation: String? = nil
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.declaringType = declaringType
        self.path = path
        self.line = line
        self.column = column
        self.documentation = documentation
    }
}

/// The type of an inspectable property, among those Interface Builder can inspect.
///
/// `color` is `UIColor` (`NSColor`); a `CGColor` cannot be inspected by Interface Builder and is
/// `other("CGColor")`, as is every type it does not offer.
enum DeclaredType: Sendable, Hashable {
    /// `Int`, `NSInteger`, `NSUInteger`, `int` and the other integers.
    case int
    /// `CGFloat`, `Double`, `Float`, `double`, `float`.
    case double
    /// `Bool`, `BOOL`.
    case bool
    /// `String`, `NSString *`.
    case string
    /// `UIColor`, `NSColor`.
    case color
    /// `CGPoint`.
    case point
    /// `CGSize`.
    case size
    /// `CGRect`.
    case rect
    /// `UIImage`, `NSImage`.
    case image
    /// Any other type, as it is written.
    case other(String)

    /// The type a Swift or Objective-C type name stands for, without `?`, `!` or `*`:
    /// `CGFloat`, `NSInteger`, `unsigned int`, `UIColor`.
    init(name: String) {
        self = Self.known[name] ?? .other(name)
    }

    /// The value type of designer's that holds a value of this type: `Int`, `Double`, `Bool`,
    /// `String`, `Color`, `Point`, `Size`, `Rect` or `Image`; `nil` for `other`.
    var valueType: (any InspectableValue.Type)? {
        switch self {
        case .int: Int.self
        case .double: Double.self
        case .bool: Bool.self
        case .string: String.self
        case .color: Color.self
        case .point: Point.self
        case .size: Size.self
        case .rect: Rect.self
        case .image: Image.self
        case .other: nil
        }
    }

    private static let known: [String: DeclaredType] = {
        var types: [String: DeclaredType] = [
            "CGFloat": .double, "Double": .double, "Float": .double, "Float32": .double, "Float64": .double,
            "double": .double, "float": .double, "NSTimeInterval": .double, "TimeInterval": .double,
            "Bool": .bool, "BOOL": .bool, "bool": .bool, "_Bool": .bool,
            "String": .string, "NSString": .string,
            "UIColor": .color, "NSColor": .color,
            "CGPoint": .point, "NSPoint": .point, "CGSize": .size, "NSSize": .size, "CGRect": .rect, "NSRect": .rect,
            "UIImage": .image, "NSImage": .image,
        ]
        let integers = [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger",
            "NSUInteger", "int", "short", "long", "long long", "unsigned", "unsigned int", "unsigned short",
            "unsigned long", "unsigned long long", "signed", "signed int", "long int", "short int", "int8_t",
            "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
        ]
        for name in integers { types[name] = .int }
        return types
    }()
}
