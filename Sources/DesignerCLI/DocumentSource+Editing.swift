import DesignerCore
import Inspectable

/// Editing documents safely: under the document's lock, checked, written atomically, and made
/// again on what another program saved meanwhile.
///
/// What a save has to say (a file with other hard links, a file that changed while it was
/// written, the edit's warnings) comes back as diagnostics, or is printed by the writer given.
extension DocumentSource {
    /// Changes the document at `path` under its lock: `change` says what to edit, and the
    /// result is checked and written atomically. If `change` throws, or the edited text would
    /// not read back as intended, the file is left byte for byte as it was. If another program
    /// changes the file meanwhile, `change` is asked again on what is there now, so its save is
    /// kept; a document deleted meanwhile stays deleted.
    ///
    /// - Returns: The document's text as it now stands.
    @discardableResult
    func editDocument(
        at path: String, waiting: Bool = true, notes writer: Writer,
        _ change: (Document) throws(CLIError) -> DocumentEdit
    ) throws(CLIError) -> [UInt8] {
        var notes: [Diagnostic] = []
        defer { writer.report(notes) }
        return try editDocument(at: path, waiting: waiting, notes: &notes, change)
    }

    /// Changes the document at `path` as `editDocument(at:waiting:notes:_:)` does, adding what
    /// the save has to say to `notes` rather than printing it, for a caller that shows it elsewhere.
    func editDocument(
        at path: String, waiting: Bool = true, notes: inout [Diagnostic],
        _ change: (Document) throws(CLIError) -> DocumentEdit
    ) throws(CLIError) -> [UInt8] {
        guard path != "-" else { throw .invalid(["standard input cannot be edited in place; name a file with --file"]) }
        var warnings: [Diagnostic] = []
        let outcome = try replaceLocked(at: path, waiting: waiting, notes: &notes) { bytes throws(CLIError) in
            let applied = try planEdit(bytes, path: path, change)
            guard applied.refusals.isEmpty else {
                throw CLIError.invalid(applied.refusals.map { "\($0.message); nothing was written" })
            }
            warnings = applied.notes
            guard !applied.isUnchanged else { return .keep(applied.bytes) }
            let problems = applied.problems()
            guard problems.isEmpty else {
                throw CLIError.invalid(
                    [
                        "the edit would not leave the document as intended, so nothing was written: "
                            + problems.map(\.message).joined(separator: "; ")
                    ])
            }
            return .write(applied.bytes)
        }
        switch outcome {
        case .kept(let bytes), .written(let bytes):
            notes += warnings
            return bytes
        case .deleted: throw .file(FileError(path, Self.deletedWhileEditing))
        }
    }

    static let deletedWhileEditing = "was deleted while it was being edited; nothing was written"

    /// Puts `replacement` in place of the document at `path` if the file still holds exactly
    /// `expected`, as undo puts back the text an edit replaced.
    ///
    /// - Returns: Whether it did; `false` when the file has changed since.
    func replaceDocument(
        at path: String, expecting expected: [UInt8], with replacement: [UInt8], waiting: Bool = true,
        notes writer: Writer
    ) throws(CLIError) -> Bool {
        var notes: [Diagnostic] = []
        defer { writer.report(notes) }
        return try replaceDocument(at: path, expecting: expected, with: replacement, waiting: waiting, notes: &notes)
    }

    /// Puts `replacement` in place of the document at `path` as
    /// `replaceDocument(at:expecting:with:waiting:notes:)` does, adding what the save has to say
    /// to `notes` rather than printing it.
    func replaceDocument(
        at path: String, expecting expected: [UInt8], with replacement: [UInt8], waiting: Bool = true,
        notes: inout [Diagnostic]
    ) throws(CLIError) -> Bool {
        let outcome = try replaceLocked(at: path, waiting: waiting, notes: &notes) { bytes throws(CLIError) in
            bytes == expected ? .write(replacement) : .keep(bytes)
        }
        switch outcome {
        case .written: return true
        case .kept: return false
        case .deleted: throw .file(FileError(path, Self.deletedWhileEditing))
        }
    }

    /// What to do with a document's bytes, as read under its lock.
    enum LockedDecision {
        /// Leave the file as it is (these are its bytes).
        case keep([UInt8])
        /// Put these bytes in its place.
        case write([UInt8])
    }

    /// What a locked replacement did.
    enum LockedOutcome {
        case kept([UInt8])
        case written([UInt8])
        /// The file was deleted after it was read; nothing was written.
        case deleted
    }

    /// How many times a change is made again on a document another program keeps changing.
    static let replacementAttempts = 8

    /// Locks the document at `path`, removes what interrupted writes of it left, reads it, asks
    /// `decide` what to do with its bytes, and puts the result in its place if it is still the
    /// file that was read; if it is not, everything is done again on the file that is there now.
    /// What the caller should say (other hard links, a change made again) is added to `notes`.
    func replaceLocked(
        at path: String, waiting: Bool, notes: inout [Diagnostic],
        _ decide: ([UInt8]) throws(CLIError) -> LockedDecision
    ) throws(CLIError) -> LockedOutcome {
        for _ in 0..<Self.replacementAttempts {
            do {
                var file = try onFile(path) { path throws(FileError) in try LockedFile(path: path, waiting: waiting) }
                file.removeLeftovers()
                let bytes = try onFile(path) { _ throws(FileError) in try file.read() }
                let replacement: [UInt8]
                switch try decide(bytes) {
                case .keep(let kept): return .kept(kept)
                case .write(let new): replacement = new
                }
                switch try onFile(path, { _ throws(FileError) in try file.replace(with: replacement) }) {
                case .replaced:
                    if file.hasOtherLinks {
                        notes.append(Self.note("\(path) has other hard links; they keep the old contents"))
                    }
                    file.unlock()
                    return .written(replacement)
                case .deleted:
                    return .deleted
                case .changed:
                    notes.append(
                        Self.note(
                            "\(path) changed while designer was writing it; the change is made again on the new version"
                        ))
                }
            } catch let error as FileError {
                throw .file(error)
            } catch let error as CLIError {
                throw error
            } catch {
                throw .failed
            }
        }
        throw .file(
            FileError(path, "kept changing while designer was writing it; nothing was written, try again"))
    }

    /// A note on how a save went, which is no problem of the document.
    private static func note(_ message: String) -> Diagnostic {
        Diagnostic(.note, message, location: .commandLine, rule: .invalidDocument)
    }

    private func planEdit(
        _ bytes: [UInt8], path: String, _ change: (Document) throws(CLIError) -> DocumentEdit
    ) throws(CLIError) -> AppliedEdit {
        let document = try document(from: bytes, path: path)
        // Its text was decoded to be read; an edit would have to be written back in its encoding.
        if let encoding = document.source.encoding {
            throw .file(
                FileError(
                    path,
                    "is written in \(encoding), and designer writes only UTF-8, as Xcode saves documents; save it as UTF-8 to edit it; nothing was written"
                ))
        }
        return try change(document).apply()
    }
}
