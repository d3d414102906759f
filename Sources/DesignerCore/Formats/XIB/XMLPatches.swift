/// Patches of an XML text, insertions at one place kept in the order made.
struct XMLPatches {
    let xml: XMLSyntax
    private var replacements: [Patch] = []
    /// Children for elements written `<name …/>`, which are written open once with all of them.
    private var childrenOfEmptyElements: [Int: [(rank: Int, text: String)]] = [:]
    /// What cannot be written, for the edit's check.
    private(set) var problems: [Diagnostic] = []
    /// What the edit does that the user may not expect, as warnings.
    private(set) var notes: [Diagnostic] = []

    init(xml: XMLSyntax) {
        self.xml = xml
    }

    var bytes: [UInt8] { xml.source.bytes }

    /// Says that a change cannot be written, and why: the edit is refused.
    mutating func refuse(_ message: String) {
        problems.append(.refusal(message))
    }

    /// Says what the edit does that the user may not expect.
    mutating func note(_ message: String) {
        notes.append(.editNote(message))
    }

    /// Replaces `range` with `text`, patching only the bytes that differ.
    mutating func replace(_ range: Range<Int>, with text: String) {
        let new = Array(text.utf8)
        let old = bytes[range]
        var prefix = 0
        while prefix < min(old.count, new.count), old[range.lowerBound + prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix,
            old[range.upperBound - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        guard prefix < old.count || prefix < new.count else { return }
        replacements.append(
            Patch(
                range: (range.lowerBound + prefix)..<(range.upperBound - suffix),
                bytes: Array(new[prefix..<(new.count - suffix)])))
    }

    mutating func insert(_ text: String, at offset: Int) {
        replace(offset..<offset, with: text)
    }

    /// The patches sorted, insertions at one place joined; overlapping patches are a problem.
    func result() -> [Patch] {
        var all = replacements
        let lineBreak = xml.source.lineBreak
        for (element, children) in childrenOfEmptyElements {
            // `<view …/>` becomes `<view …>`, its children in Xcode's order, `</view>`.
            let tag = xml.elements[element]
            var close = tag.startTagEnd - 2
            while close > tag.start, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[close - 1]) { close -= 1 }
            let indent = childIndentation(of: element)
            let lines = children.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
                .map { lineBreak + indent + $0.element.text }
            let text =
                ">" + lines.joined() + lineBreak + (indentation(of: element) ?? "") + "</" + xml.name(of: element) + ">"
            all.append(Patch(range: close..<tag.startTagEnd, bytes: Array(text.utf8)))
        }
        var merged: [Patch] = []
        for patch in all.enumerated().sorted(by: {
            ($0.element.range.lowerBound, $0.element.range.count > 0 ? 1 : 0, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.count > 0 ? 1 : 0, $1.offset)
        }).map(\.element) {
            if let last = merged.last, last.range.isEmpty, patch.range.isEmpty,
                last.range.lowerBound == patch.range.lowerBound
            {
                merged[merged.count - 1] = Patch(range: last.range, bytes: last.bytes + patch.bytes)
            } else {
                merged.append(patch)
            }
        }
        return merged
    }

    /// The spaces before `element` on its line, if nothing else is there.
    func indentation(of element: Int) -> String? {
        var start = xml.elements[element].start
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        return String(decoding: bytes[start..<xml.elements[element].start], as: UTF8.self)
    }

    /// The range of `element` with its line, when it has the line to itself.
    func lineRange(of element: Int) -> Range<Int> {
        let range = xml.elements[element].start..<xml.elements[element].end
        guard indentation(of: element) != nil else { return range }
        var start = range.lowerBound
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = range.upperBound
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\n") else { return range }
        return start..<(end + 1)
    }

    /// Whether the content of `element` is the elements `children` and white space between them:
    /// no other element, comment or text.
    func holdsOnly(_ children: [Int], _ element: Int) -> Bool {
        var offset = xml.elements[element].startTagEnd
        for child in children.sorted(by: { xml.elements[$0].start < xml.elements[$1].start }) {
            guard isWhiteSpace(offset..<xml.elements[child].start) else { return false }
            offset = xml.elements[child].end
        }
        return isWhiteSpace(offset..<xml.elements[element].contentEnd)
    }

    /// The end of what `element` holds other than the white space after it; `nil` when it
    /// holds only white space.
    func endOfContent(of element: Int) -> Int? {
        var end = xml.elements[element].contentEnd
        let start = xml.elements[element].startTagEnd
        while end > start, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        return end > start ? end : nil
    }

    private func isWhiteSpace(_ range: Range<Int>) -> Bool {
        range.isEmpty || bytes[range].allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// The indentation of `element`'s children: its first child's, else its own and one step more.
    func childIndentation(of element: Int) -> String {
        if let child = xml.children(of: element).first, let indent = indentation(of: child) { return indent }
        return (indentation(of: element) ?? "") + indentationStep
    }

    /// How much deeper the file indents a child than its parent: a tab in a file indented with
    /// tabs, four spaces (as Xcode writes) otherwise.
    var indentationStep: String {
        let line = bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        var offset = line
        // The first line after the prolog that is indented tells.
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\t") { return "\t" }
            if bytes[offset] == UInt8(ascii: " ") { return "    " }
            guard let next = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            offset = next + 1
        }
        return "    "
    }

    /// Sets the XML attribute `name` of `element` to `value`: in place, or added where `order`
    /// (Xcode's order of the element's attributes) puts it among those written, else before
    /// `id`, else at the end of the start tag.
    ///
    /// - Parameter escaped: Whether `value` is written escaped; `false` for text that is XML already.
    mutating func setAttribute(
        _ name: String, to value: String, of element: Int, order: [String] = [], escaped: Bool = true
    ) {
        let written = escaped ? XMLText.escaped(value) : value
        if let index = xml.attributeIndex(element, name) {
            let range = xml.attributes[index].value
            // A value in single quotes, as another program may write one, cannot hold a bare `'`.
            let quoted =
                bytes[range.lowerBound - 1] == UInt8(ascii: "'")
                ? written.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "&apos;") : written
            if xml.value(of: index) != value || bytes[range].contains(UInt8(ascii: "&")) {
                replace(range, with: quoted)
            }
            return
        }
        let text = " \(name)=\"\(written)\""
        let attributes = Array(xml.elements[element].attributes)
        let (previous, next) = Self.neighbours(
            of: order.firstIndex(of: name), among: attributes.map { order.firstIndex(of: xml.attributeName($0)) })
        if let previous {
            insert(text, at: xml.attributes[attributes[previous]].value.upperBound + 1)
        } else if let next {
            insert(text, at: xml.attributes[attributes[next]].name.lowerBound - 1)
        } else if let id = xml.attributeIndex(element, "id") {
            insert(text, at: xml.attributes[id].name.lowerBound - 1)
        } else {
            let tag = xml.elements[element]
            insert(text, at: tag.startTagEnd - (tag.isEmptyTag ? 2 : 1))
        }
    }

    /// Removes the XML attribute `name` of `element`, with the space before it.
    mutating func removeAttribute(_ name: String, of element: Int) {
        guard let index = xml.attributeIndex(element, name) else { return }
        var start = xml.attributes[index].name.lowerBound
        while start > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start - 1]) { start -= 1 }
        replace(start..<(xml.attributes[index].value.upperBound + 1), with: "")
    }

    /// Where an item of `rank` goes among items of `ranks` (`nil` for those the order does not
    /// list): the index of the last ranked before it, and of the first ranked after it.
    private static func neighbours(of rank: Int?, among ranks: [Int?]) -> (previous: Int?, next: Int?) {
        guard let rank else { return (nil, nil) }
        return (
            ranks.lastIndex { $0.map { $0 < rank } ?? false }, ranks.firstIndex { $0.map { $0 > rank } ?? false }
        )
    }

    /// How `XIBElementOrder` names the child `element`: its name, with its key in brackets.
    private func token(of element: Int) -> String {
        XIBElementOrder.token(name: xml.name(of: element), key: xml.attribute(element, "key"))
    }

    /// Adds `text` (one element, possibly over several lines already indented past the first)
    /// as a child of `element`, where `order` (Xcode's order of its children, as
    /// `XIBElementOrder.children(of:)` names them) puts `token` among the children written,
    /// else after the last.
    mutating func insertChild(_ text: String, as token: String, in element: Int, order: [String]) {
        let tag = xml.elements[element]
        let indent = childIndentation(of: element)
        let lineBreak = xml.source.lineBreak
        let rank = order.firstIndex(of: token)
        guard !tag.isEmptyTag else {
            childrenOfEmptyElements[element, default: []].append((rank ?? order.count, text))
            return
        }
        let children = xml.children(of: element)
        let (previous, next) = Self.neighbours(
            of: rank, among: children.map { order.firstIndex(of: self.token(of: $0)) })
        if let previous {
            insert(lineBreak + indent + text, at: xml.elements[children[previous]].end)
        } else if let next, indentation(of: children[next]) != nil {
            insert(indent + text + lineBreak, at: lineRange(of: children[next]).lowerBound)
        } else if let last = children.last {
            insert(lineBreak + indent + text, at: xml.elements[last].end)
        } else {
            insert(lineBreak + indent + text + lineBreak + (indentation(of: element) ?? ""), at: tag.startTagEnd)
        }
    }
}
