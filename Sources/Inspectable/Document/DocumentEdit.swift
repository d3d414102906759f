/// Changes to the views of a document, applied as minimal byte patches of its text.
///
///     var edit = DocumentEdit(document)
///     edit.setAttribute("percent", to: .number(JSONNumber(50)), of: bar)
///     let applied = edit.apply()
///     guard applied.problems.isEmpty else { … }   // never write a text that fails its check
public struct DocumentEdit: Sendable {
    public let document: Document
    private var editor: JSONEditor
    /// Attributes for views that have no `"attributes"` object yet, by view object.
    private var pendingAttributes: [JSONSyntax.Index: JSONObject] = [:]
    /// What each edited view must read as afterwards, by view object.
    private var intents: [JSONSyntax.Index: Intent] = [:]

    /// The state an edit promises for one view.
    struct Intent: Sendable {
        var className: String?
        var frame: Rect?
        /// New values of attributes; `nil` for an attribute removed.
        var attributes: [String: JSONValue?] = [:]
    }

    public init(_ document: Document) {
        self.document = document
        self.editor = JSONEditor(document.syntax)
    }

    /// Whether any change has been asked for.
    public var isEmpty: Bool { intents.isEmpty }

    /// Writes `value` as the attribute `name` of `view`, replacing the value it has or adding it.
    public mutating func setAttribute(_ name: String, to value: JSONValue, of view: ViewNode) {
        intents[view.object, default: Intent()].attributes[name] = .some(value)
        if let attributes = view.attributesValue {
            editor.setMember(name, to: value, in: attributes)
            return
        }
        var pending = pendingAttributes[view.object] ?? JSONObject()
        if let index = pending.members.firstIndex(where: { $0.key == name }) {
            pending.members[index].value = value
        } else {
            pending.members.append(JSONObject.Member(key: name, value: value))
        }
        pendingAttributes[view.object] = pending
    }

    /// Removes the attribute `name` from `view`, so it takes its default.
    public mutating func removeAttribute(_ name: String, of view: ViewNode) {
        intents[view.object, default: Intent()].attributes[name] = .some(nil)
        if let attributes = view.attributesValue {
            editor.removeMember(name, in: attributes)
        } else {
            pendingAttributes[view.object]?.members.removeAll { $0.key == name }
        }
    }

    /// Sets the frame, patching only the numbers that change.
    public mutating func setFrame(_ frame: Rect, of view: ViewNode) {
        intents[view.object, default: Intent()].frame = frame
        editor.replace(view.frameValue, with: frame.json)
    }

    /// Changes the view's class, as the identity inspector does.
    public mutating func setClass(_ name: String, of view: ViewNode) {
        intents[view.object, default: Intent()].className = name
        editor.replace(view.classValue, with: .string(name))
    }

    /// The document's text with every change applied, and its check.
    public func apply() -> AppliedEdit {
        var editor = editor
        for (object, attributes) in pendingAttributes where !attributes.members.isEmpty {
            editor.setMember("attributes", to: .object(attributes), in: object, layout: .expanded)
        }
        let patches = editor.patches()
        let syntax = document.syntax
        return AppliedEdit(
            name: document.source.name, bytes: Patch.apply(patches, to: document.source.bytes), patches: patches,
            views: intents.map { (syntax.range($0.key), $0.value) })
    }
}

/// The text of a document after an edit, with the means to check it before it is written.
///
/// It keeps only the edited text and where the edited views were, so the document it came from
/// can be released before the check reads the new text.
public struct AppliedEdit: Sendable {
    /// The document's name, for messages.
    let name: String
    /// The edited text.
    public let bytes: [UInt8]
    let patches: [Patch]
    /// The edited views: where each was in the old text, and what it must read as.
    let views: [(range: Range<Int>, intent: DocumentEdit.Intent)]

    /// Whether the text is the same as before.
    public var isUnchanged: Bool { patches.isEmpty }

    /// What is wrong with the edited text, if anything: it must parse as JSON, every patch must
    /// lie inside a view the edit meant to change, and each such view must read back with
    /// exactly the class, frame and attribute values asked for.
    ///
    /// This reads the whole text once but checks only the edited views, so it costs about a
    /// third of reading the document again.
    public func problems() -> [String] {
        let syntax: JSONSyntax
        do {
            syntax = try JSONSyntax(parsing: SourceText(name: name, bytes: bytes))
        } catch {
            return ["the edited text is not JSON: \(error.message)"]
        }
        var problems: [String] = []
        for patch in patches
        where !views.contains(where: {
            $0.range.contains(patch.range.lowerBound) && patch.range.upperBound <= $0.range.upperBound
        }) {
            problems.append("a change at byte \(patch.range.lowerBound) lies outside the views being edited")
        }
        for (range, intent) in views {
            let start = Patch.map(range.lowerBound, through: patches)
            guard let view = syntax.node(startingAt: start), syntax.kind(view) == .object else {
                problems.append("an edited view is no longer where it was")
                continue
            }
            problems += Self.mismatches(of: view, in: syntax, with: intent)
        }
        return problems
    }

    private static func mismatches(of view: JSONSyntax.Index, in syntax: JSONSyntax, with intent: DocumentEdit.Intent)
        -> [String]
    {
        var problems: [String] = []
        if let className = intent.className,
            syntax.member(view, named: "class").map({ syntax.value($0.value) }) != .string(className)
        {
            problems.append("the class did not become \(Printable.quoted(className))")
        }
        if let frame = intent.frame {
            let written = syntax.member(view, named: "frame").flatMap { try? Rect(json: syntax.value($0.value)) }
            if written != frame { problems.append("the frame did not become \(frame.text)") }
        }
        let attributes = syntax.member(view, named: "attributes")?.value
        for (name, value) in intent.attributes {
            let written = attributes.flatMap { syntax.member($0, named: name) }.map { syntax.value($0.value) }
            if written != value {
                problems.append(
                    value == nil
                        ? "\(Printable.quoted(name)) was not removed"
                        : "\(Printable.quoted(name)) did not become \(value?.serialized ?? "")")
            }
        }
        return problems
    }
}
