/// Paths as the project files write them, joined and tidied without asking the file system.
package enum ProjectPath {
    /// `relative` from `folder`, with `.` and `..` steps taken: `join("/p/App", "../Lib")` is
    /// `/p/Lib`. An absolute `relative` stands alone; a `..` above the root stays at it.
    package static func join(_ folder: String, _ relative: String) -> String {
        // Most paths of a project file are plain names below a tidy folder: nothing to take.
        let slash = UInt8(ascii: "/")
        if folder.utf8.first == slash, isPlain(folder), relative.utf8.first != slash, isPlain(relative) {
            if folder.utf8.count == 1 { return "/" + relative }
            var joined = folder
            joined.reserveCapacity(folder.utf8.count + 1 + relative.utf8.count)
            joined += "/"
            joined += relative
            return joined
        }
        let start = relative.hasPrefix("/") ? relative : folder + "/" + relative
        return normalized(start)
    }

    /// Whether `path` has no empty, `.` or `..` step, and no `/` at its end.
    private static func isPlain(_ path: String) -> Bool {
        if path == "/" { return true }
        // Read from the string's own bytes: a project's thousands of paths are each looked at.
        if let plain = path.utf8.withContiguousStorageIfAvailable({ isPlain($0) }) { return plain }
        return isPlain(Array(path.utf8))
    }

    /// Whether the bytes of a path have no empty, `.` or `..` step, and no `/` at their end.
    private static func isPlain(_ path: some Collection<UInt8>) -> Bool {
        var length = 0
        var dots = 0
        var isFirst = true
        for byte in path {
            if byte == UInt8(ascii: "/") {
                if !isFirst && (length == 0 || dots == length && length <= 2) { return false }
                (length, dots) = (0, 0)
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            isFirst = false
        }
        return length > 0 && !(dots == length && length <= 2)
    }

    /// `path` with empty, `.` and `..` steps taken, keeping a leading `/`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !path.hasPrefix("/") {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder holding `path`: `/p/App` for `/p/App/Main.storyboard`.
    package static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `path` is `folder` or lies inside it.
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder + "/")
    }

    /// A module's name as Swift spells it from a product or target name: characters that
    /// cannot be in an identifier become `_`, as Xcode makes `My App` the module `My_App`.
    package static func moduleName(_ name: String) -> String {
        var result = ""
        for (index, character) in name.enumerated() {
            let isAllowed = character.isLetter || character == "_" || (index > 0 && character.isNumber)
            result.append(isAllowed ? character : "_")
        }
        return result
    }
}
