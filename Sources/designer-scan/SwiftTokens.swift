/// Swift source as the tokens the scanner needs: identifiers and keywords, punctuation one
/// character at a time (`#if` as `#` and `if`), doc comments whole (`/// …` a line at a time, `/** … */` at once) and
/// attributes by name (`@Inspectable`), with other comments, string literals and attributes'
/// arguments left out.
struct SwiftTokens {
    private(set) var tokens: [String] = []

    init(_ source: String) {
        let scalars = Array(source.unicodeScalars)
        var index = 0
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", peek(1) == "/" {
                let start = index
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                if Self.isDocComment(scalars[start..<index]) { tokens.append(Self.text(scalars[start..<index])) }
            } else if scalar == "/", peek(1) == "*" {
                let start = index
                var depth = 0
                repeat {
                    if peek() == "/", peek(1) == "*" {
                        depth += 1
                        index += 2
                    } else if peek() == "*", peek(1) == "/" {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < scalars.count
                if Self.isDocComment(scalars[start..<index]) { tokens.append(Self.text(scalars[start..<index])) }
            } else if scalar == "#" || scalar == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                guard peek(hashes) == "\"" else {
                    // `#if`, `#available`: `#`, then the word after it read as a word.
                    tokens.append("#")
                    index += 1
                    continue
                }
                index += hashes
                Self.skipString(scalars, at: &index, hashes: hashes)
            } else if scalar.properties.isAlphabetic || scalar == "_" || scalar == "`" {
                var word = String.UnicodeScalarView()
                while let next = peek(), Self.isWordScalar(next) || next == "`" {
                    if next != "`" { word.append(next) }
                    index += 1
                }
                tokens.append(String(word))
            } else if scalar.properties.numericType != nil {
                while let next = peek(), Self.isWordScalar(next) || next == "." { index += 1 }
            } else if scalar == "@" {
                // An attribute: its name tells a wrapped property; its arguments are no part of a
                // declaration's shape.
                let start = index
                index += 1
                while let next = peek(), Self.isWordScalar(next) { index += 1 }
                tokens.append(Self.text(scalars[start..<index]))
                if peek() == "(" { Self.skipBalanced(scalars, at: &index) }
            } else {
                if !scalar.properties.isWhitespace || scalar == "\n" { tokens.append(String(scalar)) }
                index += 1
            }
        }
    }

    /// Whether `comment` is a doc comment: `/// …` or `/** … */`, not a rule of slashes or
    /// asterisks, nor the empty `/**/`.
    private static func isDocComment(_ comment: ArraySlice<Unicode.Scalar>) -> Bool {
        let text = Array(comment)
        guard text.count >= 3, text[2] == text[1] else { return false }
        if text[1] == "/" { return text.count == 3 || text[3] != "/" }
        return text.count > 4 && text[3] != "*" && text[3] != "/"
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    /// A letter, digit or underscore: part of an identifier.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
    }

    /// Moves past a string literal that starts at `index` (its opening quote, after `hashes` `#`).
    private static func skipString(_ scalars: [Unicode.Scalar], at index: inout Int, hashes: Int) {
        let isMultiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        let quotes = isMultiline ? 3 : 1
        index += quotes
        while index < scalars.count {
            if scalars[index] == "\\", hashes == 0 {
                index += 2
                continue
            }
            var closes = true
            for offset in 0..<(quotes + hashes) {
                let expected: Unicode.Scalar = offset < quotes ? "\"" : "#"
                if index + offset >= scalars.count || scalars[index + offset] != expected {
                    closes = false
                    break
                }
            }
            if closes {
                index += quotes + hashes
                return
            }
            if !isMultiline, scalars[index] == "\n" { return }
            index += 1
        }
    }

    /// Moves past the parenthesized text that starts at `index`, nested parentheses and strings in it.
    private static func skipBalanced(_ scalars: [Unicode.Scalar], at index: inout Int) {
        var depth = 0
        while index < scalars.count {
            switch scalars[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            case "\"":
                skipString(scalars, at: &index, hashes: 0)
                continue
            default: break
            }
            index += 1
        }
    }
}
