/// What changed in meaning between two versions of a document, per scene and object: objects
/// added, removed or moved, classes changed, properties changed with their old and new values,
/// constraints and connections added or removed.
///
/// Objects are the same object when they have the same id. Objects Xcode saved again under new
/// ids are found by their parent (already matched), their kind and slot, and then their name or,
/// failing that, their position among their siblings; only what is left over is added or removed.
///
///     let difference = DocumentDifference(from: old, to: new)
///     if difference.isEmpty { print("same meaning") }
public struct DocumentDifference: Sendable {
    /// An object as the difference names it.
    public struct ObjectReference: Sendable, Equatable {
        public let id: String
        public let kind: String
        public let name: String?
        /// Its header line: slot, kind, name and id (`SemanticObject.header`).
        public let header: String

        init(_ object: SemanticObject, isDocument: Bool) {
            (id, kind, name) = (object.id, object.kind, object.name)
            header = isDocument ? "document" : object.header
        }
    }

    /// One change of an object.
    public enum Change: Sendable, Equatable {
        /// The object is new, at `position` (from 0) among the objects of its slot in `parent`;
        /// `count` objects in all, itself and those inside it.
        case added(parent: ObjectReference, position: Int, count: Int)
        /// The object is gone from `parent`, with `count` objects in all.
        case removed(parent: ObjectReference, count: Int)
        /// The object has a new parent, or a new place among its siblings.
        case moved(from: ObjectReference, oldPosition: Int, to: ObjectReference, newPosition: Int)
        /// Its kind (element or class, and custom class) changed.
        case kindChanged(old: String, new: String)
        /// A property was added (`old` is `nil`), removed (`new` is `nil`) or changed.
        case property(key: String, old: String?, new: String?)
        /// A constraint or connection was added (`old` is `nil`), removed (`new` is `nil`), or
        /// changed under the same id.
        case relation(SemanticRelation.Kind, old: String?, new: String?)
    }

    /// The changes of one object.
    public struct Entry: Sendable {
        public let object: ObjectReference
        public let changes: [Change]
    }

    /// The changed objects of one scene (the document's own properties are a group of their own,
    /// whose scene is the document).
    public struct SceneGroup: Sendable {
        public let scene: ObjectReference
        public internal(set) var entries: [Entry]
    }

    public let format: SemanticDocument.Format
    /// The groups of changes: the document's first, then the scenes in the new version's
    /// order, then scenes that were removed.
    public internal(set) var scenes: [SceneGroup] = []

    /// Whether the two versions mean the same.
    public var isEmpty: Bool { scenes.isEmpty }

    /// How many objects changed, were added and were removed.
    public var counts: (changed: Int, added: Int, removed: Int) {
        var counts = (changed: 0, added: 0, removed: 0)
        for entry in scenes.flatMap(\.entries) {
            switch entry.changes.first {
            case .added: counts.added += 1
            case .removed: counts.removed += 1
            default: counts.changed += 1
            }
        }
        return counts
    }
}
