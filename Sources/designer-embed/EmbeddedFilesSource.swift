/// The Swift source designer-embed writes: an enum of static string constants, one for each text
/// file, each the file's text byte for byte as a raw multi-line string literal.
///
/// For `inspector.css` holding `body { color: #333; }` and a line break, in `EmbeddedFiles`:
///
/// ```swift
/// enum EmbeddedFiles {
///     /// The text of `inspector.css`.
///     static let `inspectorCss` = #"""
/// body { color: #333; }
///
/// """#
/// }
/// ```
///
/// The literal's `#` are one more than any run of `#` in the text after a quote or a backslash,
/// so the text can neither close it nor start an escape in it; the characters a literal cannot
/// hold as they are (a carriage return, the other control characters but tab and line feed) are
/// written as `\#u{…}` escapes.
struct EmbeddedFilesSource {
    /// A file to embed: its name (the last component of its path) and its text.
    struct File {
        let name: String
        let text: String
    }

    /// Why a set of files cannot be written as constants.
    struct Problem: Error, Equatable {
        let message: String
    }

    /// The enum's name.
    let typeName: String
    /// The constants' names and the files they hold, in the order given.
    let constants: [(name: String, file: File)]

    /// The source for `files` in an enum named `typeName`; a problem when the enum's name is not
    /// an identifier, or a file's name gives no identifier or the name another file gives.
    init(typeName: String, files: [File]) throws(Problem) {
        guard Self.isIdentifier(typeName) else { throw Problem(message: "'\(typeName)' is not a Swift identifier") }
        var constants: [(name: String, file: File)] = []
        for file in files {
            guard let name = Self.constantName(fileName: file.name) else {
                throw Problem(message: "'\(file.name)' gives no Swift identifier; rename the file")
            }
            if let other = constants.first(where: { $0.name == name }) {
                throw Problem(message: "'\(file.name)' and '\(other.file.name)' both give the name '\(name)'")
            }
            constants.append((name, file))
        }
        self.typeName = typeName
        self.constants = constants
    }

    /// The whole Swift file.
    var text: String {
        var text = "// Written by designer-embed from the files it names; edit those, not this.\n\n"
        text += "/// Text files embedded at build time, each a constant named after its file.\n"
        text += "enum \(typeName) {\n"
        for (index, constant) in constants.enumerated() {
            if index > 0 { text += "\n" }
            text += "    /// The text of `\(constant.file.name)`.\n"
            text += "    static let `\(constant.name)` = \(Self.literal(constant.file.text))\n"
        }
        return text + "}\n"
    }

    /// `text` as a raw multi-line string literal that holds it byte for byte.
    static func literal(_ text: String) -> String {
        let delimiter = String(repeating: "#", count: longestRunOfHashes(after: ["\"", "\\"], in: text) + 1)
        var body = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\t": body.unicodeScalars.append(scalar)
            case "\0"..."\u{1F}", "\u{7F}":
                body += "\\\(delimiter)u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: body.unicodeScalars.append(scalar)
            }
        }
        return "\(delimiter)\"\"\"\n\(body)\n\"\"\"\(delimiter)"
    }

    /// The longest run of `#` in `text` right after one of `characters`.
    ///
    /// Counted in Unicode scalars, as the compiler reads a literal, not in characters: a `#` a
    /// combining mark follows still closes one.
    static func longestRunOfHashes(after characters: Set<Unicode.Scalar>, in text: String) -> Int {
        var longest = 0
        var run: Int?
        for scalar in text.unicodeScalars {
            if scalar == "#", let count = run {
                run = count + 1
                longest = max(longest, count + 1)
            } else {
                run = characters.contains(scalar) ? 0 : nil
            }
        }
        return longest
    }

    /// The constant's name for a file named `fileName`: its words (runs of ASCII letters and
    /// digits) in lower camel case, `inspector.css` giving `inspectorCss`; nil when there is no
    /// word or the name would start with a digit.
    static func constantName(fileName: String) -> String? {
        let words = fileName.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard let first = words.first, let initial = first.first, !initial.isNumber else { return nil }
        return first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Whether `name` is a Swift identifier of ASCII letters, digits and underscores.
    static func isIdentifier(_ name: String) -> Bool {
        guard let initial = name.first, !initial.isNumber else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
