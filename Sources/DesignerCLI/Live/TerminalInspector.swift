import DesignerCore
import Inspectable
import Rendering

/// The Attributes Inspector of `designer edit` in a terminal: keys become the intents of an
/// `EditSession`, and the session's selection is drawn as a list. It also keeps what only a
/// terminal has: the text being typed into the selected attribute, and how far the list is scrolled.
struct TerminalInspector {
    /// What a key asks of the command.
    enum Action: Equatable {
        case none
        case write(EditSession.Edit)
        /// Draw the document in the other appearance, light or dark.
        case switchAppearance
        case quit
    }

    private(set) var session: EditSession
    /// The text being typed for the selected attribute, when typing.
    private(set) var typed: String?
    /// The first row of the list shown, so that the selection stays in view.
    private var scroll = 0

    init(viewIndex: Int = 0) {
        session = EditSession(viewIndex: viewIndex)
    }

    // MARK: - Keys

    /// What `key` does to the document's view now selected.
    mutating func handle(_ key: Key, in document: ResolvedDocument) -> Action {
        guard !document.allViews.isEmpty else { return key == .character("q") ? .quit : .none }
        if typed != nil { return handleTyping(key, in: document) }
        let intent: EditSession.Intent
        switch key {
        case .character("q"):
            return .quit
        case .tab, .backTab:
            intent = .selectView(by: key == .tab ? 1 : -1)
            scroll = 0
        case .up, .down: intent = .selectAttribute(by: key == .down ? 1 : -1)
        case .left: intent = .step(-1)
        case .right: intent = .step(1)
        case .shiftLeft: intent = .step(-10)
        case .shiftRight: intent = .step(10)
        case .character(" "): intent = .toggle
        case .enter:
            session.clearMessage()
            if let view = session.selectedView(in: document), let attribute = session.selectedAttribute(in: document) {
                let entry = view.entry(for: attribute)
                // A value that cannot be used starts from what the document writes, to correct it.
                typed =
                    switch entry.state {
                    case .invalid(.string(let written)): written
                    case .invalid(let written): written.serialized
                    default: entry.value.text
                    }
            }
            return .none
        case .character("a"):
            session.clearMessage()
            return .switchAppearance
        case .character("r"): intent = .reset
        case .character("u"), .control("z"): intent = .undo
        case .control("r"), .control("y"): intent = .redo
        default:
            session.clearMessage()
            return .none
        }
        return action(session.perform(intent, in: document))
    }

    private mutating func handleTyping(_ key: Key, in document: ResolvedDocument) -> Action {
        guard var text = typed else { return .none }
        session.clearMessage()
        switch key {
        case .escape:
            typed = nil
            return .none
        case .enter:
            // What was typed stays until it is saved, so that a save that fails loses nothing.
            return action(session.perform(.set(text: text), in: document))
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

    private func action(_ outcome: EditSession.Outcome) -> Action {
        switch outcome {
        case .none: .none
        case .write(let edit): .write(edit)
        }
    }

    // MARK: - Outcomes

    /// Records an edit written to the file, where the attribute was `before` (`nil`: not stored).
    mutating func wrote(_ edit: EditSession.Edit, before: JSONValue?, texts: EditSession.Texts) {
        typed = nil
        session.wrote(edit, before: before, texts: texts)
    }

    /// Records an edit that could not be written; what was typed stays, to try again.
    mutating func failed(_ problem: String) {
        session.failed(problem)
    }

    /// The file reads cleanly again: a message that said it did not is dropped.
    mutating func fileIsReadable() {
        session.fileIsReadable()
    }

    /// Adds a note, such as one the save printed, to the line about the last action.
    mutating func note(_ text: String) {
        session.note(text)
    }

    /// After someone else changed the file: the session keeps its selection where it can; what
    /// is being typed is dropped if its view or attribute is gone.
    mutating func follow(from old: ResolvedDocument?, to new: ResolvedDocument) {
        switch session.follow(from: old, to: new) {
        case .kept:
            break
        case .viewGone:
            scroll = 0
            typed = nil
        case .attributeGone(let name):
            guard typed != nil else { break }
            typed = nil
            session.failed(
                "the file changed: \(name ?? "the attribute") is gone, and what you typed was not saved")
        }
    }

    // MARK: - Drawing

    /// The heading naming the selected view.
    func heading(in document: ResolvedDocument) -> String {
        let views = document.allViews
        guard let view = session.selectedView(in: document) else { return "" }
        let name = view.node.className + (view.node.id.map { " \(Printable.quoted($0))" } ?? "")
        let position = session.viewIndex + 1
        return Printable.visible(name) + (views.count > 1 ? " (\(position) of \(views.count), Tab: next)" : "")
    }

    /// The attribute list of the selected view in at most `rows` lines of `width` columns: a
    /// section per class, most derived first, as `inspect` shows them, a group's attributes
    /// indented under its title; color swatches as the picture draws them, in `appearance`.
    ///
    /// - Parameter rejected: The components the registry turned away, whose views are said to
    ///   have a rejected class rather than an unknown one.
    mutating func list(
        in document: ResolvedDocument, width: Int, rows: Int, colors: ColorSupport, appearance: Appearance = .light,
        rejected: [RejectedComponent] = []
    ) -> [String] {
        guard let view = session.selectedView(in: document) else { return [] }
        guard view.componentClass != nil else {
            let isRejected = rejected.contains { $0.className == view.node.className }
            return [
                StyledLine([("  " + InspectedView.classlessNote(isView: true, isRejected: isRejected), "")])
                    .text(width: width)
            ]
        }
        let sections = view.sections
        let labelWidth = min(
            22,
            sections.flatMap(\.groups).flatMap { group in
                group.rows.map { $0.attribute.label.columns + (group.title == nil ? 0 : 2) }
            }.max() ?? 0)
        var lines: [StyledLine] = []
        var selectedLine = 0
        var index = 0
        for section in sections {
            lines.append(StyledLine([(section.title, "\u{1B}[1m")]))
            for group in section.groups {
                if let title = group.title {
                    lines.append(StyledLine([("  " + Printable.visible(title), "\u{1B}[1m")]))
                }
                for row in group.rows {
                    let isSelected = index == session.selection
                    if isSelected { selectedLine = lines.count }
                    lines.append(
                        line(
                            row.attribute, view.entry(for: row.attribute), isSelected: isSelected,
                            label: (group.title == nil ? "" : "  ") + row.attribute.label, labelWidth: labelWidth,
                            colors: colors, appearance: appearance))
                    index += 1
                }
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

    /// One attribute's line: its label, a swatch for a color, the value (or what is being typed),
    /// then its range and whether it is the default, invalid or animates, dimmed.
    private func line(
        _ attribute: Attribute, _ entry: InspectedView.Entry, isSelected: Bool, label: String, labelWidth: Int,
        colors: ColorSupport, appearance: Appearance
    ) -> StyledLine {
        var parts: [(String, String)] = [
            ((isSelected ? "▸ " : "  ") + label.padding(to: labelWidth) + "  ", isSelected ? "\u{1B}[7m" : "")
        ]
        // An invalid value is shown as written; the others as the value in effect, a color with a swatch.
        var (shown, swatch): (String, Color?) = (entry.value.text, entry.value.value(as: Color.self))
        if swatch == nil { swatch = entry.value.value(as: Color?.self) ?? nil }
        let flag: String?
        switch entry.state {
        case .isDefault: flag = "default"
        case .set: flag = nil
        case .clamped: flag = "clamped"
        case .invalid(let written): (shown, swatch, flag) = (written.serialized, nil, "invalid")
        }
        if let swatch, colors != .none {
            parts.append(("██", ANSIColor.select(swatch.resolved(for: appearance), colors)))
            parts.append((" ", ""))
        }
        if isSelected, let typed {
            parts.append((Printable.visible(typed) + "▏", "\u{1B}[4m"))
        } else {
            parts.append((Printable.visible(shown), ""))
        }
        var notes = [attribute.range, flag].compactMap(\.self)
        if attribute.animation != nil { notes.append("animates") }
        if !notes.isEmpty { parts.append(("  " + notes.joined(separator: "  "), "\u{1B}[2m")) }
        return StyledLine(parts)
    }

    /// The line beneath the preview: what is being typed and whether it is valid, else the last
    /// message, else what the selected attribute does (its description).
    func status(in document: ResolvedDocument) -> String? {
        let message = session.message
        let attribute = session.selectedAttribute(in: document)
        guard let typed, let attribute else {
            if let message { return Printable.visible(message) }
            return attribute.flatMap { attribute in
                attribute.summary.map { summary in
                    attribute.label + ": "
                        + Printable.visible(summary.split(whereSeparator: \.isWhitespace).joined(separator: " "))
                }
            }
        }
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

    /// The keys, for the bottom line: `a` switches to the other appearance than `appearance`.
    func help(appearance: Appearance) -> String {
        typed != nil
            ? "type a value  Enter save  Esc cancel  Ctrl-U clear"
            : "↑↓ select  ←→ step ⇧×10  Enter type  r reset  u undo  ^R redo  a \(appearance.other.rawValue)  q quit"
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
