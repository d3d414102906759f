/// What CocoaPods' Ruby files say of where pods' sources are, read as text (never run): the
/// pods a `Podfile` names, and the name, module and source files of a `.podspec`.
///
///     CocoaPodsFiles.pods(inPodfile: "pod 'Kit', :path => '../'")
///     // [Pod(name: "Kit", path: "../")]
package enum CocoaPodsFiles {
    /// A `pod` line of a Podfile.
    package struct Pod: Sendable, Equatable {
        /// The pod's name, without a subspec: `Kit` for `pod 'Kit/Core'`.
        package let name: String
        /// The `:path =>` (or `path:`) of a development pod, as written; `nil` for a pod fetched
        /// from elsewhere.
        package let path: String?

        init(name: String, path: String?) {
            (self.name, self.path) = (name, path)
        }
    }

    /// What a podspec declares.
    package struct Spec: Sendable, Equatable {
        /// `s.name`.
        package let name: String
        /// `s.module_name`, else the name, made an identifier.
        package let moduleName: String
        /// Every `source_files` pattern, its own and its subspecs', as written (relative to the
        /// podspec's folder, with `*`, `**` and `{a,b}` globs).
        package let sourcePatterns: [String]
    }

    /// The pods a Podfile names, each once, in order.
    package static func pods(inPodfile text: String) -> [Pod] {
        var result: [Pod] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let statement = withoutComment(line).drop { $0 == " " || $0 == "\t" }
            guard statement.hasPrefix("pod ") || statement.hasPrefix("pod(") else { continue }
            let strings = stringLiterals(in: statement)
            guard let first = strings.first?.value, !first.isEmpty else { continue }
            let name = String(first.prefix { $0 != "/" })
            var path: String?
            for (index, literal) in strings.enumerated() where index > 0 {
                let before = statement[..<literal.start].reversed().drop { $0 == " " || $0 == "\t" }
                let label = String(before.prefix(while: { $0 != "," && $0 != "(" }).reversed())
                    .trimmingSpaces
                if label == ":path =>" || label == "path:" || label == ":path=>" { path = literal.value }
            }
            if !result.contains(where: { $0.name == name }) { result.append(Pod(name: name, path: path)) }
        }
        return result
    }

    /// The podspec `text` declares; `nil` when it names no `name`.
    package static func spec(_ text: String) -> Spec? {
        var name: String?
        var moduleName: String?
        var patterns: [String] = []
        let statements = assignments(in: text)
        for (key, values) in statements {
            switch key {
            case "name": if name == nil { name = values.first }
            case "module_name": if moduleName == nil { moduleName = values.first }
            case "source_files": patterns += values.filter { !patterns.contains($0) }
            default: break
            }
        }
        guard let name, !name.isEmpty else { return nil }
        return Spec(name: name, moduleName: ProjectPath.moduleName(moduleName ?? name), sourcePatterns: patterns)
    }

    /// The folder a glob pattern's files lie under: its path up to the first wildcard, cut
    /// back to a whole component (`Sources` for `Sources/**/*.swift`); the pattern itself when
    /// it has none.
    package static func base(ofPattern pattern: String) -> String {
        guard let wildcard = pattern.firstIndex(where: { "*?[{".contains($0) }) else { return pattern }
        let prefix = pattern[..<wildcard]
        guard let slash = prefix.lastIndex(of: "/") else { return "." }
        return String(prefix[..<slash])
    }

    /// `x.key = value` and `x.platform.key = value` statements, with the string literals of
    /// their values (a string, or an array of strings over several lines).
    private static func assignments(in text: String) -> [(key: String, values: [String])] {
        var result: [(key: String, values: [String])] = []
        let lines = text.split(whereSeparator: \.isNewline).map(withoutComment)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let equals = line.firstIndex(of: "="), !line[equals...].hasPrefix("=="),
                !line[equals...].hasPrefix("=>")
            else { continue }
            let target = line[..<equals].trimmingSpaces
            guard let dot = target.lastIndex(of: "."), !target.contains(" ") else { continue }
            var value = String(line[line.index(after: equals)...])
            // An array written over several lines ends at its closing bracket.
            while value.count(where: { $0 == "[" }) > value.count(where: { $0 == "]" }), index < lines.count {
                value += "\n" + lines[index]
                index += 1
            }
            result.append((String(target[target.index(after: dot)...]), stringLiterals(in: value[...]).map(\.value)))
        }
        return result
    }

    /// The line up to a `#` that is not in a string.
    private static func withoutComment(_ line: Substring) -> String {
        var quote: Character?
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                return String(line[..<index])
            }
        }
        return String(line)
    }

    /// The single- and double-quoted strings of `text`, where each starts, without escapes
    /// beyond `\'` and `\"`.
    private static func stringLiterals(in text: Substring) -> [(value: String, start: String.Index)] {
        var result: [(value: String, start: String.Index)] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "'" || character == "\"" else {
                index = text.index(after: index)
                continue
            }
            let start = index
            var value = ""
            index = text.index(after: index)
            while index < text.endIndex, text[index] != character {
                if text[index] == "\\", text.index(after: index) < text.endIndex {
                    index = text.index(after: index)
                }
                value.append(text[index])
                index = text.index(after: index)
            }
            if index < text.endIndex { index = text.index(after: index) }
            result.append((value, start))
        }
        return result
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
