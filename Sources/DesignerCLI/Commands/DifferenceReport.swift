import DesignerCore
import Inspectable
import Rendering

/// A `DocumentDifference` printed: as text (in color on a terminal), as Markdown for a pull
/// request comment or a GitHub step summary, or as JSON.
///
/// The JSON form, stable:
///
///     {"old": PATH, "new": PATH, "format": "Interface Builder" | "JSON", "identical": BOOL,
///      "scenes": [{"id", "kind", "name", "objects": [{"id", "kind", "name", "changes": [CHANGE]}]}]}
///
/// where `name` is `null` for an object without one, and a CHANGE is one of
/// `{"change": "added", "parent": OBJECT, "position": N, "objects": N}`,
/// `{"change": "removed", "parent": OBJECT, "objects": N}`,
/// `{"change": "moved", "from": OBJECT, "oldPosition": N, "to": OBJECT, "newPosition": N}`,
/// `{"change": "class", "old": KIND, "new": KIND}`,
/// `{"change": "property", "key": KEY, "old": VALUE | null, "new": VALUE | null}`,
/// `{"change": "constraint" | "connection", "old": LINE | null, "new": LINE | null}`;
/// an OBJECT is `{"id", "kind", "name"}`, positions count from 0 among the objects of the same
/// slot, and values and lines are as `designer textconv` prints them. With `pictures`, the
/// root has `"images"` too (`Pictures.json`).
struct DifferenceReport {
    let difference: DocumentDifference
    let oldName: String
    let newName: String
    let colors: ColorSupport
    /// The pictures `--images` wrote of this document's changed scenes; `nil` without it.
    var pictures: Pictures? = nil

    /// `text` with its hidden characters escaped, in the color `code` names on a color terminal.
    private func paint(_ text: String, _ code: String) -> String {
        colors == .none ? Printable.visible(text) : "\u{1B}[\(code)m" + Printable.visible(text) + "\u{1B}[0m"
    }

    // MARK: - Text

    /// One line per scene, per changed object and per change, indented; nothing when the two
    /// documents mean the same.
    var text: String {
        guard !difference.isEmpty else { return "" }
        var lines: [String] = []
        for group in difference.scenes {
            lines.append(paint(group.scene.header, "1"))
            for entry in group.entries {
                lines += entryLines(entry, isScene: entry.object.id == group.scene.id)
            }
            lines += pictures?.textLines(ofScene: group.scene.id) ?? []
        }
        lines += pictures?.textLines(ofScene: nil) ?? []
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one object's changes: under its header, or, for the scene itself (a
    /// xib's top-level view), under the scene's.
    private func entryLines(_ entry: DocumentDifference.Entry, isScene: Bool) -> [String] {
        var lines: [String] = []
        let indent = isScene ? "  " : "    "
        switch entry.changes.first {
        case .added(let parent, let position, let count):
            // Then what ties the new object to the rest, beneath it.
            lines.append(
                "  " + paint("+ " + entry.object.header, "32")
                    + " in \(Printable.visible(parent.header)) at \(position + 1)"
                    + inside(count))
        case .removed(let parent, let count):
            return [
                "  " + paint("- " + entry.object.header, "31") + " from \(Printable.visible(parent.header))"
                    + inside(count)
            ]
        default:
            if !isScene { lines.append("  " + paint(entry.object.header, "1")) }
        }
        for change in entry.changes {
            switch change {
            case .added, .removed: break
            case .moved(let from, let oldPosition, let to, let newPosition):
                lines.append(
                    indent + "moved: "
                        + (from == to
                            ? "in \(Printable.visible(to.header)) from \(oldPosition + 1) to \(newPosition + 1)"
                            : "from \(Printable.visible(from.header)) at \(oldPosition + 1) to \(Printable.visible(to.header)) at \(newPosition + 1)")
                )
            case .kindChanged(let old, let new):
                lines.append(indent + "class: " + paint(old, "31") + " → " + paint(new, "32"))
            case .property(let key, let old, let new):
                switch (old, new) {
                case (let old?, let new?):
                    lines.append(indent + "\(Printable.visible(key)): " + paint(old, "31") + " → " + paint(new, "32"))
                case (nil, let new?): lines.append(indent + paint("+ \(key) = \(new)", "32"))
                case (let old?, nil): lines.append(indent + paint("- \(key) = \(old)", "31"))
                case (nil, nil): break
                }
            case .relation(_, let old, let new):
                if let old { lines.append(indent + paint("- " + old, "31")) }
                if let new { lines.append(indent + paint("+ " + new, "32")) }
            }
        }
        return lines
    }

    private func inside(_ count: Int) -> String {
        count > 1 ? ", with \(count - 1) object\(count == 2 ? "" : "s") inside" : ""
    }

    /// `2 objects changed, 1 added, 1 removed.`
    private var summary: String {
        let counts = difference.counts
        var parts: [String] = []
        if counts.changed > 0 { parts.append("\(counts.changed) object\(counts.changed == 1 ? "" : "s") changed") }
        if counts.added > 0 { parts.append("\(counts.added) added") }
        if counts.removed > 0 { parts.append("\(counts.removed) removed") }
        return parts.joined(separator: ", ") + "."
    }

    // MARK: - Markdown

    /// A heading naming the two files, then per scene a list of the changed objects, each with
    /// its changes as a nested list; values in code spans.
    var markdown: String {
        var lines = ["### \(code(oldName)) → \(code(newName))", ""]
        guard !difference.isEmpty else { return (lines + ["No change in meaning."]).joined(separator: "\n") + "\n" }
        for group in difference.scenes {
            lines.append("**\(escaped(group.scene.header))**")
            lines.append("")
            for entry in group.entries {
                let isScene = entry.object.id == group.scene.id
                let indent = isScene ? "- " : "  - "
                switch entry.changes.first {
                case .added(let parent, let position, let count):
                    lines.append(
                        "- Added \(code(entry.object.header)) in \(code(parent.header)) at \(position + 1)\(inside(count))"
                    )
                case .removed(let parent, let count):
                    lines.append("- Removed \(code(entry.object.header)) from \(code(parent.header))\(inside(count))")
                    continue
                default:
                    if !isScene { lines.append("- \(code(entry.object.header))") }
                }
                for change in entry.changes {
                    switch change {
                    case .added, .removed: break
                    case .moved(let from, let oldPosition, let to, let newPosition):
                        lines.append(
                            indent
                                + "moved from \(code(from.header)) at \(oldPosition + 1) to \(code(to.header)) at \(newPosition + 1)"
                        )
                    case .kindChanged(let old, let new):
                        lines.append(indent + "class: \(code(old)) → \(code(new))")
                    case .property(let key, let old, let new):
                        lines.append(
                            indent + "\(code(key)): \(old.map(code) ?? "*none*") → \(new.map(code) ?? "*none*")")
                    case .relation(let kind, let old, let new):
                        switch (old, new) {
                        case (let old?, let new?):
                            lines.append(indent + "\(kind.rawValue) changed: \(code(old)) → \(code(new))")
                        case (nil, let new?): lines.append(indent + "added \(code(new))")
                        case (let old?, nil): lines.append(indent + "removed \(code(old))")
                        case (nil, nil): break
                        }
                    }
                }
            }
            lines += pictures?.markdownLines(ofScene: group.scene.id) ?? []
            lines.append("")
        }
        if let document = pictures?.markdownLines(ofScene: nil), !document.isEmpty { lines += document + [""] }
        lines.append(summary)
        return lines.map(Printable.visible).joined(separator: "\n") + "\n"
    }

    /// `text` as a code span, with as many backticks around it as it needs.
    private func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// `text` with Markdown's punctuation escaped, for bold text.
    private func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>#|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    // MARK: - JSON

    /// The difference as the JSON documented above, pretty-printed.
    var json: String { jsonValue.prettyPrinted() + "\n" }

    /// The difference as the JSON documented above.
    var jsonValue: JSONValue {
        let scenes = difference.scenes.map { group in
            JSONValue.object(
                JSONObject(
                    reference(group.scene).members + [
                        .init(
                            key: "objects",
                            value: .array(
                                group.entries.map { entry in
                                    .object(
                                        JSONObject(
                                            reference(entry.object).members + [
                                                .init(key: "changes", value: .array(entry.changes.map(change)))
                                            ]))
                                }))
                    ]))
        }
        var root = JSONObject([
            "old": .string(oldName), "new": .string(newName), "format": .string(difference.format.rawValue),
            "identical": .bool(difference.isEmpty), "scenes": .array(scenes),
        ])
        if let pictures { root.members.append(.init(key: "images", value: pictures.json)) }
        return .object(root)
    }

    private func reference(_ object: DocumentDifference.ObjectReference) -> JSONObject {
        JSONObject([
            "id": .string(object.id), "kind": .string(object.kind), "name": object.name.map(JSONValue.string) ?? .null,
        ])
    }

    private func change(_ change: DocumentDifference.Change) -> JSONValue {
        func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        let object: JSONObject =
            switch change {
            case .added(let parent, let position, let count):
                JSONObject([
                    "change": .string("added"), "parent": .object(reference(parent)), "position": number(position),
                    "objects": number(count),
                ])
            case .removed(let parent, let count):
                JSONObject([
                    "change": .string("removed"), "parent": .object(reference(parent)), "objects": number(count),
                ])
            case .moved(let from, let oldPosition, let to, let newPosition):
                JSONObject([
                    "change": .string("moved"), "from": .object(reference(from)), "oldPosition": number(oldPosition),
                    "to": .object(reference(to)), "newPosition": number(newPosition),
                ])
            case .kindChanged(let old, let new):
                JSONObject(["change": .string("class"), "old": .string(old), "new": .string(new)])
            case .property(let key, let old, let new):
                JSONObject([
                    "change": .string("property"), "key": .string(key), "old": optional(old), "new": optional(new),
                ])
            case .relation(let kind, let old, let new):
                JSONObject(["change": .string(kind.rawValue), "old": optional(old), "new": optional(new)])
            }
        return .object(object)
    }
}
