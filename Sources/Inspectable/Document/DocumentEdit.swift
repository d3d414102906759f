/// Changes to the views of a document, applied as minimal byte patches of its text.
///
///     var edit = DocumentEdit(document)
///     edit.setAttribute("percent", to: .number(JSONNumber(50)), of: bar)
///     let bytes = edit.editedBytes()
public struct DocumentEdit: Sendable {
    public let document: Document
    private var editor: JSONEditor
    /// Attributes for views that have no `"attributes"` object yet, by view object.
    private var pendingAttributes: [JSONSyntax.Index: JSONObject] = [:]

    public init(_ document: Document) {
        self.document = document
        self.editor = JSONEditor(document.syntax)
    }

    /// Whether any change has been asked for.
    public var isEmpty: Bool { editor.isEmpty && pendingAttributes.isEmpty }

    /// Writes `value` as the attribute `name` of `view`, replacing the value it has or adding it.
    public mutating func setAttribute(_ name: String, to value: JSONValue, of view: ViewNode) {
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
        if let attributes = view.attributesValue {
            editor.removeMember(name, in: attributes)
        } else {
            pendingAttributes[view.object]?.members.removeAll { $0.key == name }
        }
    }

    /// Sets the frame, patching only the numbers that change.
    public mutating func setFrame(_ frame: Rect, of view: ViewNode) {
        editor.replace(view.frameValue, with: frame.json)
    }

    /// Changes the view's class, as the identity inspector does.
    public mutating func setClass(_ name: String, of view: ViewNode) {
        editor.replace(view.classValue, with: .string(name))
    }

    /// The document's text with every change applied.
    public func editedBytes() -> [UInt8] {
        var editor = editor
        for (object, attributes) in pendingAttributes where !attributes.members.isEmpty {
            editor.setMember("attributes", to: .object(attributes), in: object, layout: .expanded)
        }
        return editor.editedBytes()
    }
}
