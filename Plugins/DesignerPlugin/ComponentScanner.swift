/// The components a module's Swift sources declare, found by reading the sources as text: a
/// plugin cannot load the module it would ask.
///
/// A component is a type declared at the top level of a file (`struct`, `class`, `enum` or
/// `actor`, not generic, not `private` or `fileprivate`) whose inheritance clause names
/// `Component`, or is extended with it at the top level. A subclass of a component class is
/// not one of its own (designer reads a class's own stored attributes only). Types nested in other types, generic types
/// and conformances made in `#if` branches the build leaves out are not told apart from the
/// rest: the first two are skipped, the last is counted.
struct ComponentScanner {
    /// A type the sources declare at the top level.
    struct Declaration {
        let name: String
        let isReachable: Bool
        let inherits: [String]
    }

    private(set) var declarations: [Declaration] = []
    /// Types extended with `Component` at the top level.
    private(set) var extendedAsComponents: [String] = []

    /// Reads one source file's top-level declarations.
    mutating func scan(_ source: String) {
        let tokens = SwiftTokens(source).tokens
        var index = 0
        var depth = 0
        var modifiers: [String] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case "{":
                depth += 1
                modifiers = []
            case "}":
                depth = max(0, depth - 1)
                modifiers = []
            case "struct", "class", "enum", "actor", "extension":
                // `class func`, `class var`: a member, not a type.
                guard depth == 0, index < tokens.count, tokens[index].first.map({ $0.isLetter || $0 == "_" }) == true,
                    !["func", "var", "let", "subscript", "init"].contains(tokens[index])
                else { continue }
                let name = tokens[index]
                index += 1
                let isGeneric = index < tokens.count && tokens[index] == "<"
                var inherits: [String] = []
                if index < tokens.count, tokens[index] == ":" {
                    index += 1
                    inherits = Self.inheritanceClause(tokens, from: &index)
                }
                if token == "extension" {
                    if inherits.contains("Component") { extendedAsComponents.append(name) }
                } else if !isGeneric {
                    declarations.append(
                        Declaration(
                            name: name,
                            isReachable: !modifiers.contains("private") && !modifiers.contains("fileprivate"),
                            inherits: inherits))
                }
                modifiers = []
            default:
                if depth == 0 { modifiers.append(token) }
                if token == ";" || token == "\n" { modifiers = [] }
            }
        }
    }

    /// The names of an inheritance clause up to its `where` or body, a qualified name by its last part.
    private static func inheritanceClause(_ tokens: [String], from index: inout Int) -> [String] {
        var names: [String] = []
        var angle = 0
        while index < tokens.count, tokens[index] != "{", tokens[index] != "where" {
            let token = tokens[index]
            index += 1
            if token == "<" { angle += 1 } else if token == ">" { angle -= 1 }
            guard angle == 0, token.first.map({ $0.isLetter || $0 == "_" }) == true else { continue }
            if index >= 2, tokens[index - 2] == ".", !names.isEmpty {
                names[names.count - 1] = token
            } else {
                names.append(token)
            }
        }
        return names
    }

    /// The components of what was scanned, in the order they were declared.
    var components: [String] {
        var conforming = Set(extendedAsComponents)
        for declaration in declarations where declaration.inherits.contains("Component") {
            conforming.insert(declaration.name)
        }
        return declarations.filter { $0.isReachable && conforming.contains($0.name) }.map(\.name)
    }
}

/// Swift source as the tokens the scanner needs: identifiers and keywords, punctuation one
/// character at a time, with comments, string literals and attributes' arguments left out.
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
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", peek(1) == "*" {
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
            } else if scalar == "#" || scalar == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                guard peek(hashes) == "\"" else {
                    // `#if`, `#available`: the word after it is read as a word.
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
                // An attribute: its name and any arguments are no part of a declaration's shape.
                index += 1
                while let next = peek(), Self.isWordScalar(next) { index += 1 }
                if peek() == "(" { Self.skipBalanced(scalars, at: &index) }
            } else {
                if !scalar.properties.isWhitespace || scalar == "\n" { tokens.append(String(scalar)) }
                index += 1
            }
        }
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
