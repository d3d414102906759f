import Inspectable

/// Values written the one way `SemanticDocument` writes them, so that two spellings of the same
/// value read the same: `0.0`, `0` and `0.00` are `0`; text is quoted with its line breaks and
/// control characters escaped, so every value fits on one line.
///
///     SemanticValue.number("20.000")          // "20"
///     SemanticValue.plain("Sign in", isText: true)   // "\"Sign in\""
enum SemanticValue {
    /// `text` as a number in its shortest spelling, if it is one; else `nil`.
    static func number(_ text: String) -> String? {
        if let plain = plainDecimal(text) { return plain }
        guard isNumeric(text.utf8), let value = Double(text), value.isFinite else { return nil }
        return number(value)
    }

    /// A decimal of up to 15 significant digits without an exponent (`20`, `140.50`, `-0.0`)
    /// in its shortest spelling, found from its text alone: such a decimal is exactly the
    /// shortest text of the double it reads as, so `number(_ value:)` would write the same.
    /// `nil` for any other text, and for one too small to be written without an exponent.
    private static func plainDecimal(_ text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var position = 0
            let negative = bytes.first == UInt8(ascii: "-")
            if negative { position = 1 }
            let integerStart = position
            while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
            let integerEnd = position
            guard integerEnd > integerStart else { return nil }
            var end = integerEnd
            if position < bytes.count {
                guard bytes[position] == UInt8(ascii: ".") else { return nil }
                position += 1
                let fractionStart = position
                while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
                guard position == bytes.count, position > fractionStart else { return nil }
                end = position
                while end > fractionStart, bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
                if end == fractionStart { end = integerEnd }
            }
            // Leading zeros of the whole part go, but one before the point or the end.
            var start = integerStart
            while start < integerEnd - 1, bytes[start] == UInt8(ascii: "0") { start += 1 }
            var significant = 0
            var leadingZeros = true
            var fractionZeros = 0
            for index in start..<end where bytes[index] != UInt8(ascii: ".") {
                if leadingZeros, bytes[index] == UInt8(ascii: "0") {
                    if index > integerEnd { fractionZeros += 1 }
                    continue
                }
                leadingZeros = false
                significant += 1
            }
            // Swift writes 0.00001 as 1e-05; such numbers take the general way.
            guard significant <= 15, fractionZeros < 4 || significant == 0 else { return nil }
            if significant == 0 { return "0" }
            if negative {
                guard start == integerStart else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
            }
            if start == 0, end == bytes.count { return text }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        } ?? nil
    }

    /// `value` in its shortest spelling: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A value as written: text that is meant as text (`isText`, a label's text, a title) always
    /// quoted, and as written; other values a number in its shortest spelling, or as is, quoted
    /// when it would not read as one word.
    static func plain(_ text: String, isText: Bool = false) -> String {
        if isText { return quoted(text) }
        if let number = number(text) { return number }
        return needsQuotes(text) ? quoted(text) : text
    }

    /// A constraint's multiplier as one value: a ratio of equal parts (`1:1`, `4:4`) is 1, as
    /// UIKit reads it; any other ratio keeps its spelling (`16:9`), and a number is `plain`.
    static func multiplier(_ text: String) -> String {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Double(parts[0]), let second = Double(parts[1]) else { return plain(text) }
        guard first != second || first == 0 else { return "1" }
        return parts.map { number(String($0)) ?? String($0) }.joined(separator: ":")
    }

    /// `text` in double quotes, its quotes, backslashes, line breaks and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if Printable.isHidden(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether `text` would not read as one value without quotes: empty, or holding space, a
    /// quote, a comma, an arrow or a hidden character.
    private static func needsQuotes(_ text: String) -> Bool {
        if text.isEmpty { return true }
        var isASCII = true
        for byte in text.utf8 {
            switch byte {
            case 0..<0x21, UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "\\"), 0x7F: return true
            case 0x80...: isASCII = false
            default: continue
            }
        }
        return !isASCII && text.unicodeScalars.contains { Printable.isHidden($0) || $0 == "→" || $0 == "←" }
    }

    /// Whether `bytes` spell a decimal number: an optional sign, digits with an optional
    /// fraction, and an optional exponent.
    private static func isNumeric(_ bytes: some Collection<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var byte = iterator.next()
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { byte = iterator.next() }
        var digits = 0
        var state = 0  // 0 whole part, 1 fraction, 2 exponent sign, 3 exponent digits
        while let current = byte {
            switch current {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                if state == 2 { state = 3 }
            case UInt8(ascii: ".") where state == 0:
                state = 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard state < 2, digits > 0 else { return false }
                state = 2
                byte = iterator.next()
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { byte = iterator.next() }
                continue
            default:
                return false
            }
            byte = iterator.next()
        }
        return digits > 0 && state != 2
    }
}
