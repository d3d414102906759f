import Inspectable

/// Edits of an Interface Builder document as Xcode writes them: a value replaced in its own
/// spelling (`<integer key="value" value="50"/>`, `YES`, sRGB components), a new attribute or
/// element placed where Xcode places it and indented as the file is, a runtime attribute added
/// to the view's `<userDefinedRuntimeAttributes>` (made when it has none, removed with its last).
struct XIBDocumentEditor: DocumentEditor {
    let file: XIBFile
    /// The changes asked of each view element, in the order asked.
    private var changes: [Int: ViewChanges] = [:]
    private var order: [Int] = []

    struct ViewChanges {
        /// New values (`nil`: removed) by attribute name as given, with the type of each.
        var attributes: [(name: String, value: JSONValue?, typeName: String?)] = []
        var frame: Rect?
        var className: String?
    }

    init(file: XIBFile) {
        self.file = file
    }

    private mutating func change(_ view: ViewNode, _ update: (inout ViewChanges) -> Void) {
        if changes[view.node] == nil { order.append(view.node) }
        update(&changes[view.node, default: ViewChanges()])
    }

    mutating func setAttribute(_ name: String, to value: JSONValue, typeName: String?, of view: ViewNode) {
        change(view) { changes in
            changes.attributes.removeAll { KeyPathAliases.attributeName($0.name) == KeyPathAliases.attributeName(name) }
            changes.attributes.append((name, value, typeName))
        }
    }

    mutating func removeAttribute(_ name: String, of view: ViewNode) {
        change(view) { changes in
            changes.attributes.removeAll { KeyPathAliases.attributeName($0.name) == KeyPathAliases.attributeName(name) }
            changes.attributes.append((name, nil, nil))
        }
    }

    mutating func setFrame(_ frame: Rect, of view: ViewNode) {
        change(view) { $0.frame = frame }
    }

    mutating func setClass(_ name: String, of view: ViewNode) {
        change(view) { $0.className = name }
    }

    func apply() -> AppliedEdit {
        var patches = XMLPatches(xml: file.xml)
        var intents: [(id: String?, element: Int, changes: ViewChanges)] = []
        for element in order {
            guard let changes = changes[element] else { continue }
            var writer = XIBViewWriter(file: file, element: element, patches: patches)
            writer.write(changes)
            patches = writer.patches
            intents.append((file.xml.attribute(element, "id"), element, changes))
        }
        let resources = updateSystemColors(&patches, views: intents.map(\.element))
        let result = patches.result()
        // Two changes of one place would make a text neither of them meant.
        if zip(result, result.dropFirst()).contains(where: { $0.range.upperBound > $1.range.lowerBound }) {
            patches.problems.append("two of the changes overlap; make them one at a time")
        }
        let check = XIBEditCheck(
            name: file.xml.source.name, assets: file.assets, resources: file.resources, problems: patches.problems,
            views: intents.map {
                (file.xml.elements[$0.element].start..<file.xml.elements[$0.element].end, $0.id, $0.changes)
            }, resourcesRange: resources)
        return AppliedEdit(
            bytes: Patch.apply(result, to: file.xml.source.bytes), patches: result, check: check,
            refusals: patches.problems)
    }
}

extension XIBDocumentEditor {
    /// Adds to `patches` the changes of the document's `<resources>` that the changes of the
    /// view elements `views` call for, and returns the range of the text they change.
    private func updateSystemColors(_ patches: inout XMLPatches, views: [Int]) -> Range<Int>? {
        let xml = file.xml
        // The outermost edited views, whose text the edit replaces; the rest of the text stays.
        let outermost = views.filter { view in
            !views.contains { $0 != view && $0 < view && view < xml.elements[$0].after }
        }
        let viewPatches = patches.result()
        // How many more (or fewer) uses of each system color the edited views have.
        var change: [String: Int] = [:]
        let edited = Patch.apply(viewPatches, to: xml.source.bytes)
        for view in Set(outermost) {
            for (name, count) in XIBSystemColorResources.uses(in: xml, elements: view..<xml.elements[view].after) {
                change[name, default: 0] -= count
            }
            let start = Patch.map(xml.elements[view].start, through: viewPatches)
            let end = Patch.map(xml.elements[view].end, through: viewPatches)
            guard start <= end, end <= edited.count,
                let text = try? XMLSyntax(parsing: SourceText(name: xml.source.name, bytes: Array(edited[start..<end])))
            else { return nil }
            for (name, count) in XIBSystemColorResources.uses(in: text, elements: 0..<text.elements.count) {
                change[name, default: 0] += count
            }
        }
        // Most edits use the colors they used; only others are counted in the whole document.
        guard change.values.contains(where: { $0 != 0 }) else { return nil }
        let before = XIBSystemColorResources.uses(in: xml, elements: 0..<xml.elements.count)
        let after = before.merging(change, uniquingKeysWith: +)
        return XIBSystemColorResources(xml: xml).update(&patches, usesBefore: before, usesAfter: after)
    }
}

/// Patches of an XML text, insertions at one place kept in the order made.
struct XMLPatches {
    let xml: XMLSyntax
    private var replacements: [Patch] = []
    /// Children for elements written `<name …/>`, which are written open once with all of them.
    private var childrenOfEmptyElements: [Int: [(rank: Int, text: String)]] = [:]
    /// What cannot be written, for the edit's check.
    var problems: [String] = []

    init(xml: XMLSyntax) {
        self.xml = xml
    }

    var bytes: [UInt8] { xml.source.bytes }

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

/// The check of an edited Interface Builder text: every patch must lie inside an edited view,
/// and each edited view, read again from the new text, must be one well-formed element that
/// reads back with the class, frame and values asked for. (The rest of the text is the old
/// one, well-formed, around an element put in the place of another: so the whole is well-formed.)
private struct XIBEditCheck: AppliedEditCheck {
    let name: String
    let assets: ProjectAssets
    let resources: XIBResources
    /// What the editor could not write.
    let problems: [String]
    let views: [(range: Range<Int>, id: String?, changes: XIBDocumentEditor.ViewChanges)]
    /// The text of the document's `<resources>` the edit changes, if it changes them.
    let resourcesRange: Range<Int>?

    func problems(in bytes: [UInt8], patches: [Patch]) -> [String] {
        guard problems.isEmpty else { return problems }
        var found: [String] = []
        for patch in patches
        where !views.contains(where: {
            $0.range.contains(patch.range.lowerBound) && patch.range.upperBound <= $0.range.upperBound
        })
            && !(resourcesRange.map {
                $0.lowerBound <= patch.range.lowerBound && patch.range.upperBound <= $0.upperBound
            } ?? false)
        {
            found.append("a change at byte \(patch.range.lowerBound) lies outside the views being edited")
        }
        guard found.isEmpty else { return found }
        for (range, id, changes) in views {
            let start = Patch.map(range.lowerBound, through: patches)
            let end = Patch.map(range.upperBound, through: patches)
            guard start <= end, end <= bytes.count else {
                found.append("an edited view is no longer where it was")
                continue
            }
            let xml: XMLSyntax
            do {
                xml = try XMLSyntax(parsing: SourceText(name: name, bytes: Array(bytes[start..<end])))
            } catch {
                found.append("the edited view is not well-formed XML: \(error.message)")
                continue
            }
            let element = xml.root
            guard XIBViewKinds.isView(xml.name(of: element)), xml.attribute(element, "id") == id else {
                found.append("an edited view is no longer where it was")
                continue
            }
            let file = XIBFile(xml: xml, assets: assets, resources: resources, findsProblems: false)
            found += mismatches(of: element, in: file, with: changes)
        }
        return found
    }

    private func mismatches(of element: Int, in file: XIBFile, with changes: XIBDocumentEditor.ViewChanges)
        -> [String]
    {
        var found: [String] = []
        let xml = file.xml
        if let className = changes.className, XIBViewKinds.className(of: element, in: xml) != className {
            found.append("the class did not become \(Printable.quoted(className))")
        }
        if let frame = changes.frame {
            var reading = XIBViewReader(xml: xml)
            reading.readView(element)
            if reading.views.first?.frame != frame { found.append("the frame did not become \(frame.text)") }
        }
        let attributes = XIBAttributeReader(file: file).attributes(of: element).attributes
        let properties = XIBProperties.of(xml.name(of: element))
        for change in changes.attributes {
            let canonical = KeyPathAliases.attributeName(change.name)
            let written = attributes.last { KeyPathAliases.attributeName($0.name) == canonical }?.value
            guard !same(written, change.value) else { continue }
            // A property left out reads as the value UIKit gives it.
            let property = properties.first { $0.name == canonical }
            if change.value == nil, let implied = property?.implied, written == implied { continue }
            if written == nil, let value = change.value, property?.isLeftOut(value) == true { continue }
            found.append(
                change.value == nil
                    ? "\(Printable.quoted(change.name)) was not removed"
                    : "\(Printable.quoted(change.name)) did not become \(change.value?.serialized ?? "")")
        }
        return found
    }

    /// Whether a value read back is the one written: numbers and colors as values.
    private func same(_ written: JSONValue?, _ intended: JSONValue?) -> Bool {
        switch (written, intended) {
        case (nil, nil): return true
        case (.number(let a)?, .number(let b)?): return Double(a.literal) == Double(b.literal)
        case (.string(let a)?, .string(let b)?):
            if a == b { return true }
            guard let first = try? Color(text: a), let second = try? Color(text: b) else { return false }
            return [Appearance.light, .dark].allSatisfy { appearance in
                let (x, y) = (first.resolved(for: appearance), second.resolved(for: appearance))
                return abs(x.red255 - y.red255) < 1e-6 && abs(x.green255 - y.green255) < 1e-6
                    && abs(x.blue255 - y.blue255) < 1e-6 && abs(x.alpha - y.alpha) < 1e-9
            }
        case (.object(let a)?, .object(let b)?):
            return a.keys == b.keys && zip(a.members, b.members).allSatisfy { same($0.value, $1.value) }
        default: return written == intended
        }
    }
}
