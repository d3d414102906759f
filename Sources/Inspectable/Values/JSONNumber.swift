/// A JSON number, kept as the literal text it was written with.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as written, in JSON's number grammar.
    public let literal: String

    /// Wraps `literal` if it follows JSON's number grammar.
    public init?(literal: String) {
        guard NumberGrammar.isJSONNumber(literal.utf8) else { return nil }
        self.literal = literal
    }

    /// The canonical literal of an integer.
    public init<Integer: BinaryInteger>(_ value: Integer) {
        self.literal = String(value)
    }

    /// The shortest literal that reads back as exactly `value`; `nil` for NaN and infinities.
    public init?<Float: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Float) {
        guard value.isFinite else { return nil }
        self.literal = DecimalText.shortest(value)
    }

    public var description: String { literal }

    /// The value as an integer, exactly, if it has no fractional part.
    ///
    /// `1e2` and `100.0` are the integer 100; `1.5` is `.fractional`; `1e30` is `.tooLarge`.
    public var integerValue: IntegerReading {
        NumberGrammar.readInteger(literal)
    }
}

/// What reading a number literal as an integer gives.
public enum IntegerReading: Sendable, Equatable {
    case integer(Int64)
    case fractional
    case tooLarge
}

extension JSONNumber {
    /// Wraps a literal the parser has already checked.
    package init(validatedLiteral literal: String) {
        self.literal = literal
    }
}
