// Integers and floating-point numbers: JSON numbers, decimal text, NaN and infinities rejected.

extension InspectableValue where Self: FixedWidthInteger {
    /// Reads a decimal integer; spaces around it are ignored, as for every text form.
    public init(text: String) throws(ValueError) {
        let number = text.trimmingASCIIWhitespace()
        guard NumberGrammar.isDecimalText(number) else {
            throw .invalidText(text, type: Self.typeName, expected: "a whole number such as 42")
        }
        try self.init(reading: NumberGrammar.readInteger(number), text: text)
    }

    public var text: String { String(self) }

    public init(json: JSONValue) throws(ValueError) {
        guard case .number(let number) = json else {
            throw .wrongJSONKind(type: Self.typeName, expected: "a number", found: json.kindDescription)
        }
        try self.init(reading: number.integerValue, text: number.literal)
    }

    public var json: JSONValue { .number(JSONNumber(self)) }

    public static var jsonSchema: JSONObject {
        JSONObject(["type": .string("integer")])
    }

    private init(reading: IntegerReading, text: String) throws(ValueError) {
        switch reading {
        case .fractional:
            throw .notAnInteger(text, type: Self.typeName)
        case .integer(let value):
            if let exact = Self(exactly: value) {
                self = exact
                return
            }
        case .tooLarge:
            break
        }
        throw .integerOutOfRange(text, type: Self.typeName, range: "\(Self.min)...\(Self.max)")
    }
}

extension InspectableValue where Self: BinaryFloatingPoint & LosslessStringConvertible {
    /// Reads a decimal number; spaces around it are ignored, as for every text form.
    public init(text: String) throws(ValueError) {
        let number = text.trimmingASCIIWhitespace()
        let spelled = number.lowercased()
        if ["nan", "+nan", "-nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"].contains(spelled) {
            throw .notFinite(text)
        }
        guard NumberGrammar.isDecimalText(number), let value = Self(number) else {
            throw .invalidText(text, type: Self.typeName, expected: "a number such as 0.5")
        }
        guard value.isFinite else { throw .floatOutOfRange(text, type: Self.typeName) }
        self = value
    }

    public var text: String { DecimalText.shortest(self) }

    public init(json: JSONValue) throws(ValueError) {
        guard case .number(let number) = json else {
            throw .wrongJSONKind(type: Self.typeName, expected: "a number", found: json.kindDescription)
        }
        guard let value = Self(number.literal), value.isFinite else {
            throw .floatOutOfRange(number.literal, type: Self.typeName)
        }
        self = value
    }

    // Values are finite by `validate()`, so the literal always exists.
    public var json: JSONValue { JSONNumber(self).map(JSONValue.number) ?? .null }

    public static var jsonSchema: JSONObject {
        JSONObject(["type": .string("number")])
    }

    public func validate() throws(ValueError) {
        guard isFinite else { throw .notFinite(description) }
    }
}

// Type names are spelled out: `String(describing:)` on a type demangles its name, which costs
// more at start-up than everything else a command does on a small document.

extension Int: InspectableValue {
    public static var typeName: String { "Int" }
}

extension Double: InspectableValue {
    public static var typeName: String { "Double" }
}

extension Float: InspectableValue {
    public static var typeName: String { "Float" }
}
