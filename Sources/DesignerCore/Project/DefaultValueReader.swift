import Inspectable

/// Reads the initial value of an `@IBInspectable` property into designer's JSON value form, and
/// tells its type from the value when the declaration does not write it.
///
/// It reads what can be read without running code: number literals and arithmetic on them,
/// `true` and `false`, string literals without interpolation, `nil`, UIKit's named and system
/// colors and the colors `UIColor` makes from numbers, and points, sizes and rectangles. Anything
/// else (a constant, a function's result, an asset by name) has no value it can tell.
///
/// `UIColor(named:)` and `UIImage(named:)` name assets of the app's catalog, which designer
/// cannot see: they have no value here, rather than a string that would read as another color
/// (`UIColor(named: "orange")` is not UIKit's orange) or as an image file that is not there.
enum DefaultValueReader {
    /// The type a value's own spelling gives it, as Swift infers it: `4` an `Int`, `4.0` a
    /// `Double`, `UIColor.white` a color, `UIImage(named: "x")` an optional image.
    static func inferredType(of expression: SwiftExpression) -> (type: DeclaredType, isOptional: Bool)? {
        switch expression {
        case .number, .negative, .binary:
            return isFloat(expression).map { ($0 ? .double : .int, false) }
        case .string: return (.string, false)
        case .bool: return (.bool, false)
        case .nilLiteral: return nil
        case .name, .member, .call: break
        }
        guard let (root, members) = path(of: expression), let root else { return nil }
        if members.last == "cgColor" { return (.other("CGColor"), false) }
        let type: DeclaredType
        switch root {
        case "#colorLiteral": type = .color
        case "#imageLiteral": type = .image
        default: type = DeclaredType(name: root)
        }
        if case .other = type { return nil }
        // The failable initializers `UIColor(named:)` and `UIImage(named:)`.
        if case .call(.name, let arguments) = expression, arguments.first?.label == "named" { return (type, true) }
        return (type, false)
    }

    /// The value in designer's JSON form for a property of `type`; `nil` when it cannot tell.
    static func value(of expression: SwiftExpression, as type: DeclaredType, isOptional: Bool) -> JSONValue? {
        if expression == .nilLiteral { return isOptional ? .null : nil }
        switch type {
        case .int:
            return number(expression, integer: true).flatMap { Int64(exactly: $0) }.map { .number(JSONNumber($0)) }
        case .double:
            return number(expression, integer: false).flatMap(JSONNumber.init).map(JSONValue.number)
        case .bool:
            if case .bool(let value) = expression { return .bool(value) }
            return nil
        case .string:
            if case .string(let value?) = expression { return .string(value) }
            return nil
        case .color:
            return colorText(expression).map(JSONValue.string)
        case .point:
            return record(expression, of: ["CGPoint", "NSPoint"], fields: ["x", "y"])
        case .size:
            return record(expression, of: ["CGSize", "NSSize"], fields: ["width", "height"])
        case .rect:
            return rect(expression)
        case .image, .other:
            return nil
        }
    }

    // MARK: - Numbers

    private static let floatTypes: Set<String> = ["CGFloat", "Double", "Float"]

    /// Whether arithmetic on literals is floating-point (`nil` if it is not such arithmetic):
    /// Swift gives every literal of `1 / 2.0` the type `Double`.
    private static func isFloat(_ expression: SwiftExpression) -> Bool? {
        switch expression {
        case .number(_, let isFloat): return isFloat
        case .negative(let operand): return Self.isFloat(operand)
        case .binary(_, let left, let right):
            guard let left = isFloat(left), let right = isFloat(right) else { return nil }
            return left || right
        case .call(.name(let type), let arguments) where arguments.count == 1 && arguments[0].label == nil:
            if floatTypes.contains(type) { return true }
            return type == "Int" ? false : nil
        case .member(let base, "pi"), .member(let base, "zero"):
            guard base.map({ if case .name(let type) = $0 { floatTypes.contains(type) } else { false } }) ?? false
            else {
                return nil
            }
            return true
        default: return nil
        }
    }

    /// The value of arithmetic on literals: with Swift's `Int` arithmetic when `integer` (a
    /// fractional literal is no `Int`, `7 / 2` is 3), with `Double`'s otherwise.
    static func number(_ expression: SwiftExpression, integer: Bool) -> Double? {
        let result: Double?
        switch expression {
        case .number(let value, let isFloat):
            result = integer && isFloat ? nil : value
        case .negative(let operand):
            result = number(operand, integer: integer).map { -$0 }
        case .binary(let byte, let left, let right):
            guard let left = number(left, integer: integer), let right = number(right, integer: integer) else {
                return nil
            }
            switch byte {
            case UInt8(ascii: "+"): result = left + right
            case UInt8(ascii: "-"): result = left - right
            case UInt8(ascii: "*"): result = left * right
            default:
                if integer, right == 0 { return nil }
                result = integer ? (left / right).rounded(.towardZero) : left / right
            }
        case .call(.name(let type), let arguments) where arguments.count == 1 && arguments[0].label == nil:
            if floatTypes.contains(type), !integer {
                result = number(arguments[0].value, integer: false)
            } else if type == "Int", integer {
                let inner = arguments[0].value
                result = number(inner, integer: !(isFloat(inner) ?? false)).map { $0.rounded(.towardZero) }
            } else {
                result = nil
            }
        case .member(let base, let name) where !integer && (name == "pi" || name == "zero"):
            if let base, base != .name("CGFloat"), base != .name("Double"), base != .name("Float") { return nil }
            result = name == "pi" ? Double.pi : 0
        default:
            result = nil
        }
        guard let result, result.isFinite, !integer || result.magnitude <= 0x1p53 else { return nil }
        return result
    }

    // MARK: - Colors

    /// UIKit's named colors (`white`, `lightGray`) and system colors (`systemBlue`, `label`,
    /// `tintColor`), by the names `UIColor` gives them.
    private static let uikitColors: [String: Color] = {
        var colors: [String: Color] = [:]
        for (name, color) in Color.named { colors[name] = color }
        for color in Color.systemColors {
            if let name = color.name { colors[name] = color }
        }
        return colors
    }()

    private static let colorTypes: Set<String> = ["UIColor", "NSColor"]

    /// The text form of a color `Color(text:)` reads: the UIKit name of a named or system color
    /// (`white`, `systemBlue`), and for any other color its canonical text (`#FF8000`,
    /// `rgba(systemBlue, 0.5)`, `rgb(…)` when it is between 8-bit steps).
    private static func colorText(_ expression: SwiftExpression) -> String? {
        if case .member(let base, let name) = expression, isColorType(base), uikitColors[name] != nil { return name }
        return color(expression)?.text
    }

    /// `.white`, `UIColor.white`, `.white.withAlphaComponent(0.5)`, and `UIColor(red:green:blue:alpha:)`,
    /// `(white:alpha:)`, `(hue:saturation:brightness:alpha:)`, `(displayP3Red:green:blue:alpha:)`
    /// (taken as sRGB, which it nearly is for colors inside sRGB) and `#colorLiteral(red:…)`.
    private static func color(_ expression: SwiftExpression) -> Color? {
        switch expression {
        case .member(let base, let name) where isColorType(base):
            return uikitColors[name]
        case .call(.member(let base?, "withAlphaComponent"), let arguments):
            guard arguments.count == 1, arguments[0].label == nil, let color = color(base),
                let alpha = number(arguments[0].value, integer: false)
            else {
                return nil
            }
            return color.withAlpha(alpha)
        case .call(let callee, let arguments):
            guard callee == .name("#colorLiteral") || isInitializer(callee, of: colorTypes) else { return nil }
            return color(arguments)
        default:
            return nil
        }
    }

    private static func color(_ arguments: [SwiftExpression.Argument]) -> Color? {
        let labels = arguments.map { $0.label ?? "_" }
        var values: [Double] = []
        for argument in arguments {
            guard let value = number(argument.value, integer: false) else { return nil }
            values.append(value)
        }
        switch labels {
        case ["red", "green", "blue", "alpha"], ["displayP3Red", "green", "blue", "alpha"]:
            return rgb(values[0], values[1], values[2], alpha: values[3])
        case ["red", "green", "blue"]:
            return rgb(values[0], values[1], values[2], alpha: 1)
        case ["white", "alpha"]:
            return rgb(values[0], values[0], values[0], alpha: values[1])
        case ["hue", "saturation", "brightness", "alpha"]:
            return hsb(values[0], values[1], values[2], alpha: values[3])
        default:
            return nil
        }
    }

    /// A color of channels in 0...1; a channel within a millionth of an 8-bit step is that step,
    /// so `UIColor(red: 51/255, …)` is 51 exactly, not the 51.00000000000001 of its arithmetic.
    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, alpha: Double) -> Color {
        func channel(_ value: Double) -> Double {
            let scaled = value * 255
            return abs(scaled - scaled.rounded()) < 1e-6 ? scaled.rounded() : scaled
        }
        return Color(red255: channel(red), green255: channel(green), blue255: channel(blue), alpha: alpha)
    }

    /// The color of a hue, saturation and brightness in 0...1, as `UIColor` converts them.
    private static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double, alpha: Double) -> Color {
        let (hue, saturation, value) = (min(max(hue, 0), 1) * 6, min(max(saturation, 0), 1), min(max(brightness, 0), 1))
        let sector = min(Int(hue), 5)
        let fraction = hue - Double(sector)
        let (p, q, t) = (
            value * (1 - saturation), value * (1 - saturation * fraction), value * (1 - saturation * (1 - fraction))
        )
        let channels: (Double, Double, Double) =
            switch sector {
            case 0: (value, t, p)
            case 1: (q, value, p)
            case 2: (p, value, t)
            case 3: (p, q, value)
            case 4: (t, p, value)
            default: (value, p, q)
            }
        return rgb(channels.0, channels.1, channels.2, alpha: alpha)
    }

    /// Whether a member's base leaves it a member of `UIColor`: none (`.white`) or `UIColor`.
    private static func isColorType(_ base: SwiftExpression?) -> Bool {
        guard let base else { return true }
        if case .name(let name) = base { return colorTypes.contains(name) }
        return false
    }

    // MARK: - Geometry

    /// `CGPoint(x: 1, y: 2)`, `.init(x:y:)`, `.zero`, as a JSON object of the fields.
    private static func record(_ expression: SwiftExpression, of types: Set<String>, fields: [String]) -> JSONValue? {
        var values: [Double]
        switch expression {
        case .member(let base, "zero"):
            if let base, !types.contains(where: { base == .name($0) }) { return nil }
            values = fields.map { _ in 0 }
        case .call(let callee, let arguments) where isInitializer(callee, of: types):
            guard arguments.map(\.label) == fields else { return nil }
            values = []
            for argument in arguments {
                guard let value = number(argument.value, integer: false) else { return nil }
                values.append(value)
            }
        default:
            return nil
        }
        var members: [JSONObject.Member] = []
        for (field, value) in zip(fields, values) {
            guard let number = JSONNumber(value) else { return nil }
            members.append(JSONObject.Member(key: field, value: .number(number)))
        }
        return .object(JSONObject(members))
    }

    /// `CGRect(x:y:width:height:)`, `CGRect(origin:size:)`, `.zero`.
    private static func rect(_ expression: SwiftExpression) -> JSONValue? {
        let types: Set<String> = ["CGRect", "NSRect"]
        if case .call(let callee, let arguments) = expression, isInitializer(callee, of: types),
            arguments.map(\.label) == ["origin", "size"]
        {
            guard case .object(let origin)? = record(arguments[0].value, of: ["CGPoint"], fields: ["x", "y"]),
                case .object(let size)? = record(arguments[1].value, of: ["CGSize"], fields: ["width", "height"])
            else {
                return nil
            }
            return .object(JSONObject(origin.members + size.members))
        }
        return record(expression, of: types, fields: ["x", "y", "width", "height"])
    }

    /// Whether a callee makes a value of one of `types`: `UIColor(…)`, `UIColor.init(…)`, or
    /// `.init(…)`, whose type the property's gives.
    private static func isInitializer(_ callee: SwiftExpression, of types: Set<String>) -> Bool {
        switch callee {
        case .name(let name): types.contains(name)
        case .member(nil, "init"): true
        case .member(.name(let name)?, "init"): types.contains(name)
        default: false
        }
    }

    /// The root name of a chain of members and calls and the members after it: `UIColor.black
    /// .withAlphaComponent(0.5)` is `UIColor` and `[black, withAlphaComponent]`; `.white` has no
    /// root.
    private static func path(of expression: SwiftExpression) -> (root: String?, members: [String])? {
        switch expression {
        case .name(let name): return (name, [])
        case .member(nil, let name): return (nil, [name])
        case .member(let base?, let name):
            return path(of: base).map { ($0.root, $0.members + [name]) }
        case .call(let callee, _): return path(of: callee)
        default: return nil
        }
    }
}
