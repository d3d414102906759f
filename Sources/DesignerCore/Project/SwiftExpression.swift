import Inspectable

/// A Swift expression of the few shapes an initial value takes: literals, names, members,
/// calls with labeled arguments, and arithmetic.
///
///     UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
///     // .call(.name("UIColor"), [red: .number(1), green: .number(0.5), …])
indirect enum SwiftExpression: Equatable {
    /// A number literal's value, and whether it is a floating-point literal (`4.0`, `1e3`).
    case number(Double, isFloat: Bool)
    /// A string literal, decoded; `nil` when it interpolates.
    case string(String?)
    case bool(Bool)
    case nilLiteral
    /// A name, or a `#` literal's name such as `#colorLiteral`.
    case name(String)
    /// `base.name`, or `.name` without a base.
    case member(SwiftExpression?, String)
    case call(SwiftExpression, [Argument])
    case negative(SwiftExpression)
    /// `+`, `-`, `*` or `/`, by its byte.
    case binary(UInt8, SwiftExpression, SwiftExpression)

    struct Argument: Equatable {
        let label: String?
        let value: SwiftExpression
    }
}

/// Reads a `SwiftExpression` from a range of tokens, all of which it must take.
struct SwiftExpressionParser {
    private let source: ScannedSource
    private var index: Int
    private let end: Int
    private var depth = 0

    /// The deepest nesting read: deeper expressions are not read, rather than overflow the stack.
    private static let maximumDepth = 64

    static func parse(_ source: ScannedSource, _ range: Range<Int>) -> SwiftExpression? {
        var parser = SwiftExpressionParser(source: source, index: range.lowerBound, end: range.upperBound)
        guard !range.isEmpty, let expression = parser.sum(), parser.index == range.upperBound else { return nil }
        return expression
    }

    private init(source: ScannedSource, index: Int, end: Int) {
        self.source = source
        self.index = index
        self.end = end
    }

    private func punctuation(_ offset: Int = 0) -> UInt8? {
        index + offset < end ? source.punctuation(index + offset) : nil
    }

    private mutating func sum() -> SwiftExpression? {
        guard var left = product() else { return nil }
        while let byte = punctuation(), byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            index += 1
            guard let right = product() else { return nil }
            left = .binary(byte, left, right)
        }
        return left
    }

    private mutating func product() -> SwiftExpression? {
        guard var left = prefixed() else { return nil }
        while let byte = punctuation(), byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/") {
            index += 1
            guard let right = prefixed() else { return nil }
            left = .binary(byte, left, right)
        }
        return left
    }

    private mutating func prefixed() -> SwiftExpression? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return nil }
        if punctuation() == UInt8(ascii: "-") {
            index += 1
            return prefixed().map(SwiftExpression.negative)
        }
        if punctuation() == UInt8(ascii: "+") {
            index += 1
            return prefixed()
        }
        return postfixed()
    }

    /// A primary expression and its members, calls and `!`s.
    private mutating func postfixed() -> SwiftExpression? {
        guard var expression = primary() else { return nil }
        while index < end {
            if punctuation() == UInt8(ascii: "."), index + 1 < end, source.isName(index + 1) {
                expression = .member(expression, source.text(index + 1))
                index += 2
            } else if punctuation() == UInt8(ascii: "("), !source.tokens[index].startsLine {
                guard let arguments = arguments() else { return nil }
                expression = .call(expression, arguments)
            } else if punctuation() == UInt8(ascii: "!") {
                index += 1
            } else {
                break
            }
        }
        return expression
    }

    private mutating func primary() -> SwiftExpression? {
        guard index < end else { return nil }
        let token = source.tokens[index]
        switch token.kind {
        case .number:
            index += 1
            return Self.number(source.text(index - 1))
        case .string:
            index += 1
            return .string(SwiftStringLiteral.value(source.text(index - 1)))
        case .identifier, .escapedIdentifier, .pound:
            index += 1
            let name = source.text(index - 1)
            if token.kind == .identifier {
                switch name {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "nil": return .nilLiteral
                default: break
                }
            }
            return .name(name)
        case .punctuation:
            if punctuation() == UInt8(ascii: "."), index + 1 < end, source.isName(index + 1) {
                index += 2
                return .member(nil, source.text(index - 1))
            }
            if punctuation() == UInt8(ascii: "(") {
                index += 1
                guard let inner = sum(), punctuation() == UInt8(ascii: ")") else { return nil }
                index += 1
                return inner
            }
            return nil
        default:
            return nil
        }
    }

    /// `(label: value, value)`, from the `(`.
    private mutating func arguments() -> [SwiftExpression.Argument]? {
        index += 1
        var arguments: [SwiftExpression.Argument] = []
        if punctuation() == UInt8(ascii: ")") {
            index += 1
            return arguments
        }
        while true {
            var label: String?
            if index + 1 < end, source.isName(index), source.isPunctuation(index + 1, ":") {
                label = source.text(index)
                index += 2
            }
            guard let value = sum() else { return nil }
            arguments.append(SwiftExpression.Argument(label: label, value: value))
            if punctuation() == UInt8(ascii: ",") {
                index += 1
            } else if punctuation() == UInt8(ascii: ")") {
                index += 1
                return arguments
            } else {
                return nil
            }
        }
    }

    /// A Swift number literal: decimal with `_`, a fraction and an exponent, or a hexadecimal,
    /// octal or binary integer; `nil` for a hexadecimal float or anything malformed.
    static func number(_ literal: String) -> SwiftExpression? {
        let digits = literal.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix).map { .number(Double($0), isFloat: false) }
        }
        guard digits.utf8.allSatisfy({ NumberGrammar.isDigit($0) || ".eE+-".utf8.contains($0) }),
            let value = Double(digits), value.isFinite
        else {
            return nil
        }
        return .number(value, isFloat: digits.contains { $0 == "." || $0 == "e" || $0 == "E" })
    }
}
