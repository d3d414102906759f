import DesignerCore
import Inspectable
import Rendering

/// The Attributes Inspector of `designer edit`: which view and attribute are selected, what is
/// being typed, and the changes undo and redo replay. It turns keys into edits of one attribute
/// and draws its list; the command writes the edits to the file.
struct Inspector {
    /// A value for one attribute of one view: `nil` removes it from the document, giving the default.
    struct Edit: Equatable {
        /// The view's position among the document's views, and its class, checked before writing.
        let view: Int
        /// The view's id, which finds it again after someone else has changed the file.
        var viewID: String? = nil
        let className: String
        let attribute: String
        let value: JSONValue?
        let purpose: Purpose
        /// How a typed value was clamped into the attribute's range, to say so.
        var clamping: String? = nil
        /// For undo and redo, the file's text to put back, if the file still holds the text the
        /// change left: then the file returns byte for byte to what it was.
        var restoring: Texts? = nil
    }

    /// A file's text before and after a change, or the other way round.
    struct Texts: Equatable {
        let expected: [UInt8]
        let replacement: [UInt8]
    }

    enum Purpose: Equatable {
        case change, undo, redo
    }

    /// What a key asks of the command.
    enum Action: Equatable {
        case none
        case write(Edit)
        case quit
    }

    /// One change made, as the document stored the attribute before and after (`nil`: not at all).
    private struct Change {
        let view: Int
        let viewID: String?
        let className: String
        let attribute: String
        let before: JSONValue?
        let after: JSONValue?
        /// The file's text before and after.
        let texts: Texts
    }

    private(set) var viewIndex = 0
    private(set) var selection = 0
    /// The text being typed for the selected attribute, when typing.
    private(set) var typed: String?
    /// A line about the last action: what was saved, or what went wrong.
    private(set) var message: String?
    private var undoStack: [Change] = []
    private var redoStack: [Change] = []
    /// The first row of the list shown, so that the selection stays in view.
    private var scroll = 0

    init(viewIndex: Int = 0) {
        self.viewIndex = viewIndex
    }

    // MARK: - Keys

    /// What `key` does to the document's view now selected.
    mutating func handle(_ key: Key, in document: ResolvedDocument) -> Action {
        let views = document.allViews
        guard !views.isEmpty else { return key == .character("q") ? .quit : .none }
        viewIndex = min(viewIndex, views.count - 1)
        let view = views[viewIndex]
        let attributes = Self.attributes(of: view)
        selection = min(selection, max(0, attributes.count - 1))
        if typed != nil { return handleTyping(key, view, attributes) }
        message = nil
        switch key {
        case .character("q"):
            return .quit
        case .tab, .backTab:
            viewIndex = (viewIndex + (key == .tab ? 1 : views.count - 1)) % views.count
            selection = 0
            scroll = 0
        case .up, .down:
            guard !attributes.isEmpty else { break }
            selection = (selection + (key == .down ? 1 : attributes.count - 1)) % attributes.count
        case .left, .right, .shiftLeft, .shiftRight, .character(" "):
            return step(key, view, attributes)
        case .enter:
            guard let attribute = attributes[safe: selection], let configuration = view.configuration else { break }
            typed = configuration.value(of: attribute.name)?.text ?? ""
        case .character("r"):
            guard let attribute = attributes[safe: selection] else { break }
            return edit(view, attribute.name, to: nil)
        case .character("u"), .control("z"):
            return replay(undoStack.last, purpose: .undo, in: views)
        case .control("r"), .control("y"):
            return replay(redoStack.last, purpose: .redo, in: views)
        default:
            break
        }
        return .none
    }

    private mutating func step(_ key: Key, _ view: ResolvedView, _ attributes: [Attribute]) -> Action {
        guard let attribute = attributes[safe: selection], let configuration = view.configuration,
            let value = configuration.value(of: attribute.name)
        else { return .none }
        let count: Int
        switch key {
        case .left: count = -1
        case .shiftLeft: count = -10
        case .shiftRight: count = 10
        default: count = 1
        }
        if key == .character(" "), value.value(as: Bool.self) == nil {
            message = "space toggles a Bool; \(attribute.name) is \(attribute.typeName)"
            return .none
        }
        guard let moved = attribute.stepped(value, by: count) else {
            message = "\(attribute.name) has no steps; press Enter to type a value"
            return .none
        }
        guard moved != value else {
            // An unset optional has nothing to step from; a value at the end of its range stays.
            message =
                value.json == .null
                ? "\(attribute.name) is unset; press Enter to type a value"
                : "\(attribute.name) is already \(value.text), at the end of its range"
            return .none
        }
        return edit(view, attribute.name, to: moved.json)
    }

    private mutating func handleTyping(_ key: Key, _ view: ResolvedView, _ attributes: [Attribute]) -> Action {
        guard var text = typed else { return .none }
        message = nil
        switch key {
        case .escape:
            typed = nil
            return .none
        case .enter:
            guard let attribute = attributes[safe: selection] else { return .none }
            do {
                // What was typed stays until it is saved, so that a save that fails loses nothing.
                let assignment = try attribute.assignment(text: text)
                return edit(view, attribute.name, to: assignment.applied.json, clamping: assignment.clampDescription)
            } catch {
                message = "\(error)"
                return .none
            }
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .control("u"):
            text = ""
        case .character(let character):
            text.append(character)
        default:
            return .none
        }
        typed = text
        return .none
    }

    private func edit(
        _ view: ResolvedView, _ attribute: String, to value: JSONValue?, clamping: String? = nil
    ) -> Action {
        .write(
            Edit(
                view: viewIndex, viewID: view.node.id, className: view.node.className, attribute: attribute,
                value: value, purpose: .change, clamping: clamping))
    }

    private mutating func replay(_ change: Change?, purpose: Purpose, in views: [ResolvedView]) -> Action {
        guard let change else {
            message = purpose == .undo ? "nothing to undo" : "nothing to redo"
            return .none
        }
        // The view is found by its id, wherever others' changes have moved it.
        var index = change.view
        if let id = change.viewID {
            guard let found = views.firstIndex(where: { $0.node.id == id }) else {
                message =
                    "cannot \(purpose == .undo ? "undo" : "redo"): the view \(Printable.quoted(id)) is no longer in the file"
                return .none
            }
            index = found
        }
        let texts = change.texts
        return .write(
            Edit(
                view: index, viewID: change.viewID, className: change.className, attribute: change.attribute,
                value: purpose == .undo ? change.before : change.after, purpose: purpose,
                restoring: purpose == .redo ? texts : Texts(expected: texts.replacement, replacement: texts.expected)))
    }

    /// A view's attributes in the order the list shows them: by section, most derived class first.
    private static func attributes(of view: ResolvedView) -> [Attribute] {
        view.componentClass?.sections.flatMap(\.attributes) ?? []
    }

    // MARK: - Outcomes

    /// Records an edit written to the file, where the attribute was `before` (`nil`: not stored)
    /// and the file's text went from `texts.expected` to `texts.replacement`.
    mutating func wrote(_ edit: Edit, before: JSONValue?, texts: Texts) {
        typed = nil
        let shown = edit.value?.serialized ?? "its default"
        switch edit.purpose {
        case .change:
            guard before != edit.value else {
                message = "\(edit.attribute) is already \(shown)" + (edit.clamping.map { " (\($0))" } ?? "")
                return
            }
            undoStack.append(
                Change(
                    view: edit.view, viewID: edit.viewID, className: edit.className, attribute: edit.attribute,
                    before: before, after: edit.value, texts: texts))
            redoStack.removeAll()
            message = "saved: \(edit.attribute) = \(shown)" + (edit.clamping.map { " (\($0))" } ?? "")
        case .undo:
            redoStack.append(undoStack.removeLast())
            message = "undone: \(edit.attribute) back to \(shown)"
        case .redo:
            undoStack.append(redoStack.removeLast())
            message = "redone: \(edit.attribute) = \(shown)"
        }
        if edit.view != viewIndex {
            viewIndex = edit.view
            selection = 0
        }
    }

    /// Records an edit that could not be written; what was typed stays, to try again.
    mutating func failed(_ problem: String) {
        message = problem
    }

    /// What `failed` says while the file does not read cleanly.
    static let fileHasProblems = "the file has problems (below); fix them before editing here"

    /// The file reads cleanly again: a message that said it did not is dropped.
    mutating func fileIsReadable() {
        if message == Self.fileHasProblems { message = nil }
    }

    /// Adds a note, such as one the save printed, to the line about the last action.
    mutating func note(_ text: String) {
        message = (message.map { $0 + "; " } ?? "") + text
    }

    /// After someone else changed the file: keeps the same view selected (found by its id) and
    /// the same attribute; what is being typed is dropped if its attribute is gone.
    mutating func follow(from old: ResolvedDocument?, to new: ResolvedDocument) {
        guard let old, let oldView = old.allViews[safe: viewIndex] else { return }
        let attributeName = Self.attributes(of: oldView)[safe: selection]?.name
        let views = new.allViews
        guard !views.isEmpty else { return }
        if let id = oldView.node.id {
            guard let found = views.firstIndex(where: { $0.node.id == id }) else {
                viewIndex = min(viewIndex, views.count - 1)
                selection = 0
                scroll = 0
                if typed != nil { typed = nil }
                message = "the view \(Printable.quoted(id)) is no longer in the file"
                return
            }
            viewIndex = found
        }
        viewIndex = min(viewIndex, views.count - 1)
        let attributes = Self.attributes(of: views[viewIndex])
        if let attributeName, let index = attributes.firstIndex(where: { $0.name == attributeName }) {
            selection = index
        } else if typed != nil {
            typed = nil
            message = "the file changed: \(attributeName ?? "the attribute") is gone, and what you typed was not saved"
        }
    }

    // MARK: - Drawing

    /// The heading naming the selected view.
    func heading(in document: ResolvedDocument) -> String {
        let views = document.allViews
        guard let view = views[safe: viewIndex] else { return "" }
        let name = view.node.className + (view.node.id.map { " \(Printable.quoted($0))" } ?? "")
        return Printable.visible(name) + (views.count > 1 ? " (\(viewIndex + 1) of \(views.count), Tab: next)" : "")
    }

    /// The attribute list of the selected view in at most `rows` lines of `width` columns: a
    /// section per class, most derived first, as `inspect` shows them.
    mutating func list(in document: ResolvedDocument, width: Int, rows: Int, colors: ColorSupport) -> [String] {
        guard let view = document.allViews[safe: viewIndex] else { return [] }
        guard let componentClass = view.componentClass, let configuration = view.configuration else {
            return [
                StyledLine([("  unknown class: shown as a placeholder, with no attributes", "")]).text(width: width)
            ]
        }
        let labelWidth = min(22, componentClass.attributes.map(\.label.columns).max() ?? 0)
        var lines: [StyledLine] = []
        var selectedLine = 0
        var index = 0
        for section in componentClass.sections {
            lines.append(StyledLine([(section.title, "\u{1B}[1m")]))
            for attribute in section.attributes {
                let value = configuration.value(of: attribute.name) ?? attribute.defaultValue
                let isSelected = index == selection
                if isSelected { selectedLine = lines.count }
                let label = attribute.label.padding(to: labelWidth)
                var parts: [(String, String)] = [
                    ((isSelected ? "▸ " : "  ") + label + "  ", isSelected ? "\u{1B}[7m" : "")
                ]
                if let color = value.value(as: Color.self) ?? value.value(as: Color?.self) ?? nil, colors != .none {
                    parts.append(("██", ANSIColor.select(color, colors)))
                    parts.append((" ", ""))
                }
                if isSelected, let typed {
                    parts.append((Printable.visible(typed) + "▏", "\u{1B}[4m"))
                } else {
                    parts.append((Printable.visible(value.text), ""))
                }
                var notes = [attribute.range, value == attribute.defaultValue ? "default" : nil].compactMap(\.self)
                if attribute.animation != nil { notes.append("animates") }
                if !notes.isEmpty { parts.append(("  " + notes.joined(separator: "  "), "\u{1B}[2m")) }
                lines.append(StyledLine(parts))
                index += 1
            }
        }
        // Scroll only as far as keeps the selection, and its section's title when it fits, in view.
        let rows = max(1, rows)
        if selectedLine < scroll + 1 { scroll = max(0, selectedLine - 1) }
        if selectedLine >= scroll + rows { scroll = selectedLine - rows + 1 }
        scroll = min(scroll, max(0, lines.count - rows))
        return lines[scroll..<min(lines.count, scroll + rows)].map { line in
            colors == .none ? line.plain(width: width) : line.text(width: width)
        }
    }

    /// The line beneath the preview: what is being typed and whether it is valid, or the last message.
    func status(in document: ResolvedDocument) -> String? {
        guard let typed, let view = document.allViews[safe: viewIndex],
            let attribute = Self.attributes(of: view)[safe: selection]
        else { return message.map(Printable.visible) }
        let prompt = "\(attribute.name) = \(Printable.visible(typed))  "
        // A save that failed says why, until the next key.
        if let message { return prompt + "✗ " + Printable.visible(message) }
        do {
            let assignment = try attribute.assignment(text: typed)
            return prompt + (assignment.clampDescription.map { "⚠ " + $0 } ?? "✓ Enter saves, Esc cancels")
        } catch {
            return prompt + "✗ " + Printable.visible("\(error)")
        }
    }

    /// The keys, for the bottom line.
    var help: String {
        typed != nil
            ? "type a value  Enter save  Esc cancel  Ctrl-U clear"
            : "↑↓ select  ←→ step, Shift ×10  Enter type  r reset  u undo  ^R redo  q quit"
    }
}

/// A line of text in styled runs, cut to a width without cutting an escape sequence.
struct StyledLine {
    let parts: [(text: String, style: String)]

    init(_ parts: [(String, String)]) {
        self.parts = parts.map { (text: $0.0, style: $0.1) }
    }

    /// With its styles, at most `width` columns.
    func text(width: Int) -> String {
        var remaining = width
        var result = ""
        for part in parts where remaining > 0 {
            let text = part.text.prefix(columns: remaining)
            remaining -= text.columns
            result += part.style.isEmpty ? text : part.style + text + ANSIColor.reset
        }
        return result
    }

    /// Without styles, for a terminal that shows no color.
    func plain(width: Int) -> String {
        parts.map(\.text).joined().prefix(columns: width)
    }
}

extension String {
    /// The string padded with spaces, or cut, to `width` columns.
    fileprivate func padding(to width: Int) -> String {
        let cut = prefix(columns: width)
        return cut + String(repeating: " ", count: width - cut.columns)
    }

    /// The columns a terminal gives the string.
    var columns: Int { reduce(0) { $0 + TerminalWidth.columns(of: $1) } }

    /// The longest start of the string that fits in `width` columns.
    func prefix(columns width: Int) -> String {
        var used = 0
        var end = startIndex
        for character in self {
            let next = used + TerminalWidth.columns(of: character)
            guard next <= width else { break }
            used = next
            end = index(after: end)
        }
        return String(self[..<end])
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
