/// A path pattern of a check configuration's `exclude`, matched against paths relative to the
/// configuration's folder, component by component.
///
/// `*` matches any run of characters within a component, `?` one character, and a component
/// `**` any number of components, none included. A pattern that matches a folder matches
/// everything in it:
///
///     PathPattern("Pods")           // Pods, Pods/A/B.xib
///     PathPattern("Legacy/*.xib")   // Legacy/Old.xib, not Legacy/Sub/Old.xib
///     PathPattern("**/Generated")   // Generated, App/Generated/View.xib
struct PathPattern: Sendable, Equatable {
    /// The pattern as written.
    let text: String
    private let components: [Substring]

    /// Why a pattern cannot be used, and where in it the problem is.
    struct Problem: Error, Equatable {
        let message: String
        /// The offset in the pattern's UTF-8 bytes.
        let offset: Int
    }

    init(_ text: String) throws(Problem) {
        guard !text.isEmpty else { throw Problem(message: "is empty, and matches nothing", offset: 0) }
        if text.hasPrefix("/") {
            throw Problem(message: "is absolute; patterns are relative to the configuration's folder", offset: 0)
        }
        if let special = text.utf8.firstIndex(where: { "[]{}\\".utf8.contains($0) }) {
            let character = text[special]
            throw Problem(
                message:
                    "has '\(character)'; patterns have '*', '?' and '**', not character classes, braces or escapes",
                offset: text.utf8.distance(from: text.utf8.startIndex, to: special))
        }
        let trimmed = text.hasSuffix("/") ? text.dropLast() : Substring(text)
        var offset = 0
        for component in trimmed.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty {
                throw Problem(message: "has an empty component ('//')", offset: offset)
            }
            if component == "." || component == ".." {
                throw Problem(
                    message: "has '\(component)'; patterns are relative to the configuration's folder", offset: offset)
            }
            if component != "**", component.contains("**") {
                throw Problem(
                    message: "has '**' within a component; '**' stands alone, as in 'Pods/**'", offset: offset)
            }
            offset += component.utf8.count + 1
        }
        self.text = text
        self.components = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    }

    /// Whether `path` (relative, components separated by `/`) or a folder it lies in matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard !parts.isEmpty else { return false }
        return (1...parts.count).contains { Self.match(components[...], parts[..<$0]) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
        }
        guard let component = path.first,
            matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...])
        else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>)
        -> Bool
    {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return (name.startIndex...name.endIndex).contains { matchComponent(pattern.dropFirst(), name[$0...]) }
        case "?":
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
