import Inspectable

/// A source file of a project, as the scanner reads it: its path and its bytes.
///
/// The path is only a name, used in messages as it was given; nothing is read from it.
package struct SourceFile: Sendable {
    package let path: String
    package let bytes: [UInt8]
    /// The module the file is built into, where the project says.
    package let module: String?

    package init(path: String, bytes: [UInt8], module: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.module = module
    }

    package init(path: String, text: String, module: String? = nil) {
        self.init(path: path, bytes: Array(text.utf8), module: module)
    }

    /// The language the file is read as: Objective-C for `.h`, `.m` and `.mm`, Swift otherwise.
    var language: SourceLanguage {
        let name = path.utf8.split(separator: UInt8(ascii: "/")).last ?? []
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return .swift }
        switch String(decoding: name[name.index(after: dot)...], as: UTF8.self) {
        case "h", "m", "mm": return .objectiveC
        default: return .swift
        }
    }
}

/// The languages whose declarations Interface Builder reads.
enum SourceLanguage: Sendable, Equatable {
    case swift, objectiveC
}

extension Diagnostic {
    /// Something in a file of a document's project that designer could not read, such as an
    /// `@IBInspectable` whose type it cannot tell, at a 1-based line and column (in characters),
    /// or for the file as a whole when `line` is 0.
    ///
    /// It is a warning, not an error: the project still builds as far as designer knows, but what
    /// could not be read is left out; a note for what it reads but cannot use fully, which is
    /// nothing wrong with the project.
    package static func unreadable(
        _ message: String, path: String, line: Int = 0, column: Int = 0, severity: Severity = .warning
    ) -> Diagnostic {
        let location = line > 0 ? SourceLocation(line: line, column: column) : nil
        return Diagnostic(severity, message, location: .file(path: path, location), rule: .unreadableSource)
    }
}

extension Diagnostic.Rule {
    /// A source file, folder or asset catalog entry of a project that cannot be read.
    public static let unreadableSource = Diagnostic.Rule(
        "unreadable-source", .warning,
        "A source file, folder or asset catalog entry of an Interface Builder document's project that cannot be read.")
}
