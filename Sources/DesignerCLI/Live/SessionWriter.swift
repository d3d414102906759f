import DesignerCore
import Inspectable

/// What writing one edit of an inspector session did.
struct WrittenEdit {
    /// The value the file held before: the attribute as stored (`nil`: not at all), the frame,
    /// or the class.
    let before: JSONValue?
    let texts: EditSession.Texts
    /// What the save had to say beside it: a class change's removed attributes, other hard links.
    let notes: [Diagnostic]
    /// The attributes a class change removed, as they were stored, for its undo.
    var removed: [EditSession.StoredAttribute] = []

    /// The notes as the inspectors show them after the save's message on their status line,
    /// `note: …; warning: …`; `nil` when there are none.
    var statusNote: String? {
        notes.isEmpty ? nil : notes.map { DiagnosticStyle.plain.line($0) }.joined(separator: "; ")
    }
}

extension DocumentSource {
    /// Writes an edit an inspector session asks for as `designer set --view … KEY=VALUE` (or
    /// `designer reset`) writes it: minimal, atomic and under the document's lock, without
    /// waiting for another program's lock, since the inspector must keep answering. Undo and redo
    /// put back the file's exact earlier text where the file still holds the text the change left.
    func write(_ edit: EditSession.Edit, toDocumentAt path: String, registry: ComponentRegistry, writer: Writer)
        throws(CLIError) -> WrittenEdit
    {
        // What the save has to say (a note on other hard links) belongs with the edit's message.
        var notes: [Diagnostic] = []
        if let restoring = edit.restoring,
            try replaceDocument(
                at: path, expecting: restoring.expected, with: restoring.replacement, waiting: false, notes: &notes)
        {
            return WrittenEdit(before: nil, texts: restoring, notes: notes)
        }
        var before: JSONValue?
        var original: [UInt8] = []
        var remarks: [Diagnostic] = []
        var removed: [EditSession.StoredAttribute] = []
        let edited = try editDocument(at: path, waiting: false, notes: &notes) { document throws(CLIError) in
            // A view with an id is found by it, wherever another program's save has moved it: the
            // view now at its old position may be another of the same class.
            let index = edit.viewID.map { id in document.allViews.firstIndex { $0.id == id } } ?? edit.view
            guard let index else {
                throw .invalid(["the file changed: the view \(Printable.quoted(edit.viewID ?? "")) is no longer in it"])
            }
            guard index < document.allViews.count, document.allViews[index].className == edit.className else {
                throw .invalid(["the file changed: view \(index + 1) is no longer a \(edit.className)"])
            }
            original = document.source.bytes
            let view = document.allViews[index]
            switch edit.attribute {
            case EditSession.frameKey: before = view.frame.json
            case EditSession.classKey: before = .string(view.className)
            default: before = document.syntax.attribute(named: edit.attribute, of: view)?.value
            }
            // A class change that leaves variant keys without a meaning is refused, as `set`
            // refuses it, with the command that drops them.
            var plan = EditPlan(
                document: document, registry: registry,
                variantKeys: .refused(advice: "'\(writer.programName) set --drop-variants' removes them"))
            if let value = edit.value {
                // An undone class change writes back the attributes it removed, with the class.
                let restored = edit.restoredAttributes.map { (key: $0.name, value: EditPlan.Value.json($0.value)) }
                plan.set([(edit.attribute, .json(value))] + restored, in: view, strict: false)
                if edit.attribute == EditSession.classKey, case .string(let name) = value,
                    let newClass = registry.componentClass(named: name)
                {
                    removed = document.syntax.attributes(of: view).filter { attribute in
                        !attribute.isIntrinsic && newClass.attribute(named: attribute.name) == nil
                            && !edit.restoredAttributes.contains { $0.name == attribute.name }
                    }.map { EditSession.StoredAttribute(name: $0.name, value: $0.value) }
                }
            } else {
                plan.reset(edit.attribute, in: view)
            }
            guard plan.errors.isEmpty else { throw plan.failure(in: document.source, writer) }
            remarks = plan.remarks
            return plan.edit
        }
        return WrittenEdit(
            before: before, texts: EditSession.Texts(expected: original, replacement: edited),
            notes: remarks + notes, removed: removed)
    }
}
