public import Inspectable

/// Changes a JSON text by patching the bytes of the values it touches, so key order,
/// indentation, line endings, spacing and everything else stay as the author wrote them.
///
/// A member that exists is replaced minimally: an equal value is left alone, and an object
/// given the same keys is patched member by member. A new member goes after the object's last
/// one, in the object's own layout (same indentation, same spacing around `:`, same line
/// breaks); removing a member takes its comma and line with it.
public struct JSONEditor: Sendable {
    /// How a new object value is laid out: on one line, or a member per line like the file.
    public enum Layout: Sendable {
        case inline, expanded
    }

    public let syntax: JSONSyntax
    private var objectEdits: [JSONSyntax.Index: ObjectEdit] = [:]
    private var replacements: [JSONSyntax.Index: JSONValue] = [:]

    private struct ObjectEdit {
        /// New members in the order they were first set.
        var insertions: [(key: String, value: JSONValue, layout: Layout)] = []
        var removals: Set<JSONSyntax.Index> = []
    }

    public init(_ syntax: JSONSyntax) {
        self.syntax = syntax
    }

    /// Whether any change has been asked for.
    public var isEmpty: Bool { objectEdits.isEmpty && replacements.isEmpty }

    /// Replaces the value at `node` with `value`, minimally.
    public mutating func replace(_ node: JSONSyntax.Index, with value: JSONValue) {
        replacements[node] = value
    }

    /// Gives `object` the member `key` with `value`: replaced if it exists, added otherwise.
    public mutating func setMember(
        _ key: String, to value: JSONValue, in object: JSONSyntax.Index, layout: Layout = .inline
    ) {
        if let existing = syntax.member(object, named: key) {
            objectEdits[object]?.removals.remove(existing.key)
            replace(existing.value, with: value)
            return
        }
        var edit = objectEdits[object] ?? ObjectEdit()
        if let index = edit.insertions.firstIndex(where: { $0.key == key }) {
            edit.insertions[index] = (key, value, layout)
        } else {
            edit.insertions.append((key, value, layout))
        }
        objectEdits[object] = edit
    }

    /// Removes the member `key` of `object`, if it has one.
    public mutating func removeMember(_ key: String, in object: JSONSyntax.Index) {
        objectEdits[object]?.insertions.removeAll { $0.key == key }
        guard let existing = syntax.member(object, named: key) else { return }
        replacements[existing.value] = nil
        objectEdits[object, default: ObjectEdit()].removals.insert(existing.key)
    }

    /// The text with every change applied.
    public func editedBytes() -> [UInt8] {
        Patch.apply(patches(), to: syntax.source.bytes)
    }

    /// The byte patches that make the changes, in text order.
    func patches() -> [Patch] {
        var patches: [Patch] = []
        for (node, value) in replacements {
            patches += replacementPatches(node, value)
        }
        let file = ObjectStyle.FileStyle(syntax)
        for (object, edit) in objectEdits {
            patches += objectPatches(object, edit, file: file)
        }
        return patches.sorted()
    }

    // MARK: - Replacing

    private func replacementPatches(_ node: JSONSyntax.Index, _ value: JSONValue) -> [Patch] {
        if syntax.value(node) == value { return [] }
        if case .object(let object) = value, syntax.kind(node) == .object,
            Set(object.keys) == Set(syntax.members(node).map { syntax.string($0.key) }),
            object.keys.count == syntax.count(node)
        {
            return syntax.members(node).flatMap { member in
                replacementPatches(member.value, object[syntax.string(member.key)] ?? .null)
            }
        }
        return [Patch(range: syntax.range(node), bytes: Array(value.serialized.utf8))]
    }

    // MARK: - Adding and removing members

    private func objectPatches(_ object: JSONSyntax.Index, _ edit: ObjectEdit, file: ObjectStyle.FileStyle) -> [Patch] {
        let members = syntax.members(object)
        let style = ObjectStyle(of: object, in: syntax, file: file)
        let surviving = members.filter { !edit.removals.contains($0.key) }
        let range = syntax.range(object)
        let interior = range.lowerBound + 1..<range.upperBound - 1
        if surviving.isEmpty {
            guard let first = members.first, let last = members.last else {
                // An empty object: write its inside.
                guard !edit.insertions.isEmpty else { return [] }
                return [Patch(range: interior, bytes: Array(style.body(of: edit.insertions).utf8))]
            }
            if edit.insertions.isEmpty {
                return [Patch(range: interior, bytes: [])]
            }
            // New members take the place of the old ones, inside the same padding.
            let text = edit.insertions.map { style.member($0.key, $0.value, $0.layout) }
            let joined = text.joined(separator: style.beforeComma + "," + style.separator)
            let range = syntax.range(first.key).lowerBound..<syntax.range(last.value).upperBound
            return [Patch(range: range, bytes: Array(joined.utf8))]
        }
        var patches: [Patch] = []
        // Each run of consecutive removed members goes as one range, so that no two ranges overlap.
        var position = 0
        while position < members.count {
            guard edit.removals.contains(members[position].key) else {
                position += 1
                continue
            }
            var end = position
            while end + 1 < members.count, edit.removals.contains(members[end + 1].key) { end += 1 }
            if position > 0 {
                // From the end of the member before the run: its comma, line and the run go.
                let start = syntax.range(members[position - 1].value).upperBound
                patches.append(Patch(range: start..<syntax.range(members[end].value).upperBound, bytes: []))
            } else {
                // A run at the start: it, its commas and the space up to the next key go.
                let nextKey = syntax.range(members[end + 1].key).lowerBound
                patches.append(Patch(range: syntax.range(members[0].key).lowerBound..<nextKey, bytes: []))
            }
            position = end + 1
        }
        if !edit.insertions.isEmpty, let last = surviving.last {
            let anchor = syntax.range(last.value).upperBound
            let text = edit.insertions.map {
                style.beforeComma + "," + style.separator + style.member($0.key, $0.value, $0.layout)
            }
            patches.append(Patch(range: anchor..<anchor, bytes: Array(text.joined().utf8)))
        }
        return patches
    }
}
