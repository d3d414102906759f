/// The number syntax shared by JSON and the command-line text forms.
package enum NumberGrammar {
    /// Whether `bytes` is a number in JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    package static func isJSONNumber(_ bytes: some Collection<UInt8>) -> Bool {
        var index = bytes.startIndex
        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        func advance() { index = bytes.index(after: index) }
        func digits() -> Int {
            var count = 0
            while let byte = peek(), isDigit(byte) {
                advance()
                count += 1
            }
            return count
        }
        if peek() == UInt8(ascii: "-") { advance() }
        guard let first = peek(), isDigit(first) else { return false }
        if first == UInt8(ascii: "0") {
            advance()
        } else {
            _ = digits()
        }
        if peek() == UInt8(ascii: ".") {
            advance()
            guard digits() > 0 else { return false }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            advance()
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }

    /// Whether `text` is a decimal number as a person types it on a command line:
    /// JSON's grammar, plus a leading `+`, leading zeros, and `.5` or `5.`.
    package static func isDecimalText(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        let mantissaEnd = bytes.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? bytes.endIndex
        let mantissa = bytes[..<mantissaEnd]
        let dot = mantissa.firstIndex(of: UInt8(ascii: "."))
        let whole = mantissa[..<(dot ?? mantissa.endIndex)]
        let fraction = dot.map { mantissa[mantissa.index(after: $0)...] } ?? mantissa[mantissa.endIndex...]
        guard whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit), whole.count + fraction.count > 0 else {
            return false
        }
        guard mantissaEnd < bytes.endIndex else { return true }
        var exponent = bytes[bytes.index(after: mantissaEnd)...]
        if let sign = exponent.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            exponent = exponent.dropFirst()
        }
        return !exponent.isEmpty && exponent.allSatisfy(isDigit)
    }

    /// Reads a decimal literal (in either grammar) as an exact integer.
    package static func readInteger(_ literal: String) -> IntegerReading {
        var bytes = Substring(literal).utf8[...]
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        // Split into significant digits and a power of ten.
        var digits: [UInt8] = []
        var exponent = 0
        var afterDot = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                afterDot = true
            } else if isDigit(byte) {
                digits.append(byte - UInt8(ascii: "0"))
                if afterDot { exponent -= 1 }
            } else {
                break
            }
            index = bytes.index(after: index)
        }
        if index < bytes.endIndex {
            // An exponent: `e`, optional sign, digits. Anything beyond a few digits is decided by the sign.
            var rest = bytes[bytes.index(after: index)...]
            var exponentNegative = false
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                exponentNegative = sign == UInt8(ascii: "-")
                rest = rest.dropFirst()
            }
            let trimmed = rest.drop { $0 == UInt8(ascii: "0") }
            var written = 0
            if trimmed.count > 6 {
                written = 1_000_000
            } else {
                for byte in trimmed { written = written * 10 + Int(byte - UInt8(ascii: "0")) }
            }
            exponent += exponentNegative ? -written : written
        }
        // Drop trailing zeros into the exponent and leading zeros entirely.
        while let last = digits.last, last == 0, digits.count > 1 {
            digits.removeLast()
            exponent += 1
        }
        let significant = digits.drop { $0 == 0 }
        if significant.isEmpty { return .integer(0) }
        if exponent < 0 { return .fractional }
        if significant.count + exponent > 19 { return .tooLarge }
        var magnitude: UInt64 = 0
        for digit in significant { magnitude = magnitude * 10 + UInt64(digit) }
        for _ in 0..<exponent {
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            if overflow { return .tooLarge }
            magnitude = product
        }
        if negative {
            if magnitude == UInt64(Int64.max) + 1 { return .integer(Int64.min) }
            return magnitude <= UInt64(Int64.max) ? .integer(-Int64(magnitude)) : .tooLarge
        }
        return magnitude <= UInt64(Int64.max) ? .integer(Int64(magnitude)) : .tooLarge
    }

    package static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
