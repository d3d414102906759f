import Inspectable

/// The changes an inspector session has made and undone, for undo and redo, within a limit of
/// the bytes they keep: each change keeps the file's text before and after it, so that undo can
/// put back the exact text, and the oldest changes are forgotten once they would hold too much.
struct EditHistory: Sendable {
    /// One change made, as the document stored the attribute before and after (`nil`: not at all).
    struct Change: Sendable {
        let view: Int
        let viewID: String?
        let className: String
        let attribute: String
        let before: JSONValue?
        let after: JSONValue?
        /// The file's text before and after.
        let texts: EditSession.Texts
        /// The attributes a class change removed, as they were stored.
        let removed: [EditSession.StoredAttribute]
        let scene: String?
    }

    /// The most the history keeps of texts, in bytes; the last change is kept whatever its size.
    let limit: Int
    private var undoable: [Change] = []
    private var redoable: [Change] = []
    /// The bytes of the texts both lists keep.
    private var bytes = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// The change undo would replay, the last made.
    var nextUndo: Change? { undoable.last }
    /// The change redo would replay, the last undone.
    var nextRedo: Change? { redoable.last }

    /// Records a new change: what was undone can no longer be redone.
    mutating func record(_ change: Change) {
        undoable.append(change)
        bytes -= redoable.reduce(0) { $0 + $1.texts.byteCount }
        redoable.removeAll()
        bytes += change.texts.byteCount
        while bytes > limit, undoable.count > 1 {
            let oldest = undoable.removeFirst()
            bytes -= oldest.texts.byteCount
        }
    }

    /// The last change was undone: redo can replay it.
    mutating func undid() {
        if let change = undoable.popLast() { redoable.append(change) }
    }

    /// The last change undone was redone: undo can replay it again.
    mutating func redid() {
        if let change = redoable.popLast() { undoable.append(change) }
    }
}
