import Inspectable

/// How an object in a JSON text is laid out, read from its own members (or its surroundings),
/// so that a member added to it looks as if the author had typed it.
struct ObjectStyle {
    /// What is true of the whole text, found once for all the objects an edit touches.
    struct FileStyle {
        let lineBreak: String
        let unit: String
        let hasLineBreaks: Bool

        init(_ syntax: JSONSyntax) {
            lineBreak = syntax.source.lineBreak
            unit = ObjectStyle.fileUnit(of: syntax)
            hasLineBreaks = syntax.source.bytes.contains(UInt8(ascii: "\n"))
        }
    }

    /// What goes between a value and the comma after it: usually nothing, " " in some styles.
    let beforeComma: String
    /// What goes between a comma and the next key: "\n    " in an expanded object, " " inline.
    let separator: String
    /// What goes between a key and its value: ": ", ":" or " : ".
    let colon: String
    /// The indentation of the line with the object's `{`, and of its members' lines.
    let objectIndent: String
    let memberIndent: String
    /// One level of indentation.
    let unit: String
    let lineBreak: String
    /// Whether the object has a member per line.
    let isExpanded: Bool

    init(of object: JSONSyntax.Index, in syntax: JSONSyntax, file: FileStyle) {
        let bytes = syntax.source.bytes
        let members = syntax.members(object)
        let open = syntax.range(object).lowerBound
        let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
        lineBreak = file.lineBreak
        var separator: String?
        var beforeComma = ""
        let isExpanded: Bool
        if members.count >= 2 {
            // The spaces around the comma before the last key.
            let lastKey = syntax.range(members[members.count - 1].key).lowerBound
            let previousEnd = syntax.range(members[members.count - 2].value).upperBound
            let comma = (previousEnd..<lastKey).first { bytes[$0] == UInt8(ascii: ",") } ?? previousEnd
            beforeComma = text(previousEnd..<comma)
            separator = text(comma + 1..<lastKey)
            isExpanded = separator?.utf8.contains(UInt8(ascii: "\n")) == true
        } else if let first = members.first {
            isExpanded = bytes[open + 1..<syntax.range(first.key).lowerBound].contains(UInt8(ascii: "\n"))
        } else {
            isExpanded = file.hasLineBreaks
        }
        self.isExpanded = isExpanded
        self.beforeComma = beforeComma.utf8.contains(UInt8(ascii: "\n")) ? "" : beforeComma
        // Indentation is read only for an object laid out over lines: walking back to the start
        // of a line costs nothing there, and would cost the whole text on a one-line document.
        objectIndent = isExpanded ? Self.lineIndent(at: open, in: bytes) : ""
        if let last = members.last, isExpanded {
            memberIndent = Self.lineIndent(at: syntax.range(last.key).lowerBound, in: bytes)
        } else {
            memberIndent = isExpanded ? objectIndent + file.unit : ""
        }
        unit =
            memberIndent.hasPrefix(objectIndent) && memberIndent.count > objectIndent.count
            ? String(memberIndent.dropFirst(objectIndent.count)) : file.unit
        let colon: String
        if let last = members.last {
            // New members go after the last one, so they take its spacing around the colon.
            colon = text(syntax.range(last.key).upperBound..<syntax.range(last.value).lowerBound)
        } else if object > 0, syntax.kind(object - 1) == .string,
            bytes[syntax.range(object - 1).upperBound..<open].contains(UInt8(ascii: ":"))
        {
            // An empty object: the spacing of the colon before it.
            colon = text(syntax.range(object - 1).upperBound..<open)
        } else {
            colon = ": "
        }
        self.colon = colon
        // Without a comma to copy, a compact text (no space after its colons) gets none after commas.
        self.separator = separator ?? (isExpanded ? lineBreak + memberIndent : colon.hasSuffix(" ") ? " " : "")
    }

    /// `"key": value`, with an expanded object laid out a member per line one level deeper.
    func member(_ key: String, _ value: JSONValue, _ layout: JSONEditor.Layout) -> String {
        var text = ""
        JSONValue.writeQuoted(key, to: &text)
        text += colon
        if layout == .expanded, isExpanded, case .object(let object) = value, !object.members.isEmpty {
            text += "{"
            for (index, child) in object.members.enumerated() {
                text += (index > 0 ? "," : "") + lineBreak + memberIndent + unit
                JSONValue.writeQuoted(child.key, to: &text)
                text += colon + child.value.serialized
            }
            text += lineBreak + memberIndent + "}"
        } else {
            text += value.serialized
        }
        return text
    }

    /// The inside of an object holding just `members`, between its braces.
    func body(of members: [(key: String, value: JSONValue, layout: JSONEditor.Layout)]) -> String {
        let items = members.map { member($0.key, $0.value, $0.layout) }
        guard isExpanded else { return items.joined(separator: beforeComma + "," + separator) }
        return lineBreak + memberIndent + items.joined(separator: beforeComma + "," + separator) + lineBreak
            + objectIndent
    }

    /// The spaces and tabs that begin the line holding `offset`.
    static func lineIndent(at offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < offset, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// One level of indentation as the file uses it, read from the first indented line; two spaces if none.
    static func fileUnit(of syntax: JSONSyntax) -> String {
        let bytes = syntax.source.bytes
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "  " }
        var end = newline + 1
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        let unit = String(decoding: bytes[newline + 1..<end], as: UTF8.self)
        return unit.isEmpty ? "  " : unit
    }
}
