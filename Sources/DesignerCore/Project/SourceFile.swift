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

/// Something in a source file the scanner could not read, such as an `@IBInspectable` whose
/// type it cannot tell.
///
/// It is a warning, not an error: the project still builds as far as the scanner knows, but the
/// property is left out of what the sources declare.
package struct SourceProblem: Sendable, Equatable, CustomStringConvertible {
    package let path: String
    /// The 1-based line and column (in characters) of the declaration.
    package let line: Int
    package let column: Int
    package let message: String
    /// A warning for what designer cannot read; a note for what it reads but cannot use fully,
    /// which is nothing wrong with the project.
    package let severity: Diagnostic.Severity

    package init(path: String, line: Int, column: Int, message: String, severity: Diagnostic.Severity = .warning) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// `path:line:column: warning: message`, with control characters shown as escapes.
    package var description: String {
        Printable.visible("\(path):\(line):\(column): \(severity.rawValue): \(message)")
    }
}
