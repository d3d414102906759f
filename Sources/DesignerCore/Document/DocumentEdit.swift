public import Inspectable

/// Changes to the views of a document, applied as minimal byte patches of its text by the
/// document's format.
///
///     var edit = DocumentEdit(document)
///     edit.setAttribute("percent", to: .number(JSONNumber(50)), of: bar)
///     let applied = edit.apply()
///     guard applied.refusals.isEmpty, applied.problems().isEmpty else { … }   // never write a text that fails its check
public struct DocumentEdit: Sendable {
    public let document: Document
    private var editor: any DocumentEditor
    /// Whether any change has been asked for.
    public private(set) var isEmpty = true

    public init(_ document: Document) {
        self.document = document
        self.editor = document.syntax.editor()
    }

    /// Writes `value` as the attribute `name` of `view`, replacing the value it has or adding it;
    /// `typeName`, the attribute's type (`Color`, `Int?`), tells formats that spell values by
    /// type how to write it.
    public mutating func setAttribute(_ name: String, to value: JSONValue, typeName: String? = nil, of view: ViewNode) {
        isEmpty = false
        editor.setAttribute(name, to: value, typeName: typeName, of: view)
    }

    /// Removes the attribute `name` from `view`, so it takes its default.
    public mutating func removeAttribute(_ name: String, of view: ViewNode) {
        isEmpty = false
        editor.removeAttribute(name, of: view)
    }

    /// Sets the frame, patching only the numbers that change.
    public mutating func setFrame(_ frame: Rect, of view: ViewNode) {
        isEmpty = false
        editor.setFrame(frame, of: view)
    }

    /// Writes the frame layout gives the view, as Xcode's Update Frames does: only the numbers
    /// that differ from the saved ones by more than `frameTolerance`, in the format's spelling,
    /// and without the mark of a frame out of date (an Interface Builder document's
    /// `misplaced="YES"`). A view whose frame and mark need no change is left as it is.
    ///
    /// The views of every scene of a storyboard share its text: one edit updates them all.
    public mutating func updateFrame(_ frame: Rect, of view: ViewNode) {
        isEmpty = false
        editor.updateFrame(frame, of: view)
    }

    /// How far a laid-out number may lie from the saved one and still be the same: the noise of
    /// the numbers Xcode writes (`225.33333206176758`), far below a pixel of any screen.
    public static let frameTolerance = 1e-3

    /// Whether a laid-out frame differs from the saved one by more than `frameTolerance`.
    public static func frame(_ frame: Rect, differsFrom saved: Rect) -> Bool {
        savedFrame(frame, keeping: saved) != saved
    }

    /// `frame` with each number within `frameTolerance` of the saved one's replaced by it, as
    /// `updateFrame` writes it.
    public static func savedFrame(_ frame: Rect, keeping saved: Rect) -> Rect {
        let fields = zip(frame.fieldValues, saved.fieldValues).map { abs($0 - $1) <= frameTolerance ? $1 : $0 }
        return Rect(fieldValues: fields)
    }

    /// Changes the view's class, as the identity inspector does.
    public mutating func setClass(_ name: String, of view: ViewNode) {
        isEmpty = false
        editor.setClass(name, of: view)
    }

    /// Removes the member `key` of the variant `variant`, as a class change that leaves the key
    /// without a meaning there may.
    public mutating func removeVariantValue(_ key: String, of variant: String) {
        isEmpty = false
        editor.removeVariantValue(key, of: variant)
    }

    /// The document's text with every change applied, and its check.
    public func apply() -> AppliedEdit {
        editor.apply()
    }
}

/// What an edit promises for one view: what it must read as afterwards.
struct EditIntent: Sendable {
    var className: String?
    var frame: Rect?
    /// New values of attributes; `nil` for an attribute removed.
    var attributes: [String: JSONValue?] = [:]
    /// Keys removed from variants, by variant name: the root's alone.
    var removedVariantKeys: [String: Set<String>] = [:]

    init() {}
}

/// The text of a document after an edit, with the means to check it before it is written.
///
/// It keeps only the edited text and what the format needs to check it, so the document it
/// came from can be released before the check reads the new text.
public struct AppliedEdit: Sendable {
    /// The edited text.
    public let bytes: [UInt8]
    let patches: [Patch]
    let check: any AppliedEditCheck
    /// The changes the format cannot write, and why: the edit must not be made.
    public let refusals: [Diagnostic]
    /// What the edit does that the user may not expect: warnings.
    public let notes: [Diagnostic]

    init(
        bytes: [UInt8], patches: [Patch], check: any AppliedEditCheck, refusals: [Diagnostic] = [],
        notes: [Diagnostic] = []
    ) {
        (self.bytes, self.patches, self.check, self.refusals, self.notes) = (bytes, patches, check, refusals, notes)
    }

    /// Whether the text is the same as before.
    public var isUnchanged: Bool { patches.isEmpty }

    /// What is wrong with the edited text, if anything: it must read in its format, every patch
    /// must lie inside a view the edit meant to change, and each such view must read back with
    /// exactly the class, frame and attribute values asked for.
    public func problems() -> [Diagnostic] {
        check.problems(in: bytes, patches: patches)
    }
}

/// A format's check of the text an edit gave.
protocol AppliedEditCheck: Sendable {
    func problems(in bytes: [UInt8], patches: [Patch]) -> [Diagnostic]
}

extension Diagnostic {
    /// A change asked for that the document's format cannot write: an error of the edit asked
    /// for, which is not made.
    static func refusal(_ message: String) -> Diagnostic {
        Diagnostic(.error, message, location: .commandLine, rule: .invalidValue)
    }

    /// Something an edit does that the user may not expect, such as a text style given up for
    /// a fixed size: a warning of the edit asked for.
    static func editNote(_ message: String) -> Diagnostic {
        Diagnostic(.warning, message, location: .commandLine, rule: .invalidValue)
    }

    /// A way the edited text fails its check: it does not read as the edit intended.
    static func editCheck(_ message: String) -> Diagnostic {
        Diagnostic(.error, message, location: .commandLine, rule: .invalidDocument)
    }
}
