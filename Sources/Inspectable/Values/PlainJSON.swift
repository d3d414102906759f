/// A JSON scalar as a document reader has it in hand, before any `JSONValue` is made: the form
/// most values of a large document are written in, for `InspectableValue.read(plain:into:)` to read
/// straight from its bytes.
///
/// The bytes are the reader's own, lent for the call they are passed to.
public enum PlainJSONScalar {
    /// A number: its literal, as JSON's grammar has it.
    case number(UnsafeBufferPointer<UInt8>)
    case bool(Bool)
    /// A string without escapes: its bytes between the quotes.
    case string(UnsafeBufferPointer<UInt8>)
}

extension InspectableValue {
    /// Reads none: every value is read by `init(json:)`.
    public static func read(plain scalar: PlainJSONScalar, into value: inout Self) -> Bool { false }
}

extension Int {
    /// A whole number of up to 18 digits.
    public static func read(plain scalar: PlainJSONScalar, into value: inout Int) -> Bool {
        guard case .number(let literal) = scalar, let whole = wholeNumber(literal) else { return false }
        value = Int(whole)
        return true
    }
}

extension Double {
    /// A whole number of up to 15 digits, exact as it is; any other number as `Double` parses
    /// its literal, as `init(json:)` does.
    public static func read(plain scalar: PlainJSONScalar, into value: inout Double) -> Bool {
        guard case .number(let literal) = scalar else { return false }
        if let whole = wholeNumber(literal), whole.magnitude < 1_000_000_000_000_000 {
            // `-0` is negative zero, as `Double("-0")` reads it.
            value = literal.first == UInt8(ascii: "-") && whole == 0 ? -0.0 : Double(whole)
            return true
        }
        guard let parsed = Double(String(decoding: literal, as: UTF8.self)), parsed.isFinite else { return false }
        value = parsed
        return true
    }
}

extension Bool {
    public static func read(plain scalar: PlainJSONScalar, into value: inout Bool) -> Bool {
        guard case .bool(let flag) = scalar else { return false }
        value = flag
        return true
    }
}

extension Color {
    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
    public static func read(plain scalar: PlainJSONScalar, into value: inout Color) -> Bool {
        guard case .string(let text) = scalar, let color = ColorText.plainHex(text) else { return false }
        value = color
        return true
    }
}

/// The integer a literal of an optional minus and 1 to 18 digits writes; `nil` for any other.
private func wholeNumber(_ literal: UnsafeBufferPointer<UInt8>) -> Int64? {
    var index = 0
    let negative = literal.first == UInt8(ascii: "-")
    if negative { index = 1 }
    guard literal.count > index, literal.count - index <= 18 else { return nil }
    var value: Int64 = 0
    while index < literal.count {
        let digit = literal[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int64(digit)
        index += 1
    }
    return negative ? -value : value
}
