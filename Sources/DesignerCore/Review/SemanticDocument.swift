import Inspectable

/// A document as a reviewer reads it: its objects (scenes, view controllers, views, bar items…)
/// by id, each with its class, a name, its properties as sorted `key = value` lines, its
/// constraints and connections, and the objects inside it in order.
///
/// Everything that only spells the same document differently reads the same: the order of
/// attributes, white space, `0.0` against `0`, the tools version and dependencies Xcode writes,
/// and the resources it derives (system colors, image sizes). `designer textconv` prints it
/// (`canonicalText`), and `designer diff` compares two (`DocumentDifference`).
///
///     let old = try SemanticDocument.read(SourceText(name: "Main.storyboard", bytes: bytes))
///     print(old.canonicalText())
public struct SemanticDocument: Sendable {
    /// The format a document is written in.
    public enum Format: String, Sendable {
        case interfaceBuilder = "Interface Builder"
        case json = "JSON"
    }

    public let format: Format
    /// The objects depth first; the first is the document itself, whose children are its
    /// scenes (a storyboard's scenes, a xib's top-level objects, a JSON document's root view).
    public let objects: [SemanticObject]
    /// The position in `objects` of each id, the first object's where two share one.
    let indexByID: [String: Int]
    /// The names two or more objects have, which a reference tells apart by id.
    let sharedNames: Set<String>

    init(format: Format, objects: [SemanticObject]) {
        self.format = format
        self.objects = objects
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(objects.count)
        for (index, object) in objects.enumerated() where indexByID[object.id] == nil {
            indexByID[object.id] = index
        }
        self.indexByID = indexByID
        var named: Set<String> = []
        var shared: Set<String> = []
        // A scene is named after its view controller: that name is the controller's alone.
        for object in objects where object.kind != "scene" {
            if let name = object.name, !named.insert(name).inserted { shared.insert(name) }
        }
        sharedNames = shared
    }

    /// The format of a document's text, by its content: an XML text is an Interface Builder
    /// document, any other a JSON document. A name says nothing, since git hands a tool its
    /// versions of a file under names of its own.
    public static func format(of bytes: [UInt8]) -> Format {
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "<") ? .interfaceBuilder : .json
    }

    /// Reads `source`, in the format its content shows; a text that is not a well-formed
    /// document of that format is an error at its place.
    public static func read(_ source: SourceText) throws(SemanticReadError) -> SemanticDocument {
        switch format(of: source.bytes) {
        case .interfaceBuilder: try readInterfaceBuilder(source)
        case .json: try readJSON(source)
        }
    }

    /// The position of the object `id`.
    public func index(ofID id: String) -> Int? { indexByID[id] }

    /// How a constraint or connection names the object `id`: its name, quoted (with its id
    /// where another object has the same name: `"Title"#a1-b2`), or else its class and id
    /// (`MainViewController#BYZ-38-t0r`); an id no object has, as written.
    public func referenceName(_ id: String) -> String {
        guard let index = indexByID[id] else { return id }
        if let name = objects[index].name {
            return SemanticDocument.shortName(name) + (sharedNames.contains(name) ? "#" + id : "")
        }
        return (objects[index].kind.split(separator: " ").last.map(String.init) ?? "") + "#" + id
    }

    /// The scene `index` is in: itself or its ancestor that is a child of the document; `nil`
    /// for the document.
    public func scene(of index: Int) -> Int? {
        var current = index
        while let parent = objects[current].parent {
            if parent == 0 { return current }
            current = parent
        }
        return nil
    }

    /// A name as a header or a reference shows it: quoted, and cut to 40 characters.
    static func shortName(_ name: String) -> String {
        let cut = name.count > 40 ? String(name.prefix(39)) + "…" : name
        return SemanticValue.quoted(cut)
    }
}

/// One object of a `SemanticDocument`.
public struct SemanticObject: Sendable {
    /// The object's id: Interface Builder's `id` (a scene's `sceneID`); a JSON view's `id`, or
    /// its path (`subviews[0].subviews[2]`) if it has none.
    public let id: String
    /// What it is: its element or class, then its custom class (`view GaugeView`).
    public let kind: String
    /// What a reader calls it: its label in the document outline, else its text or title.
    public internal(set) var name: String?
    /// Where it is in its parent: the key it is held by (`view`, `contentView`), or the list
    /// it is in (`subviews`, `objects`, `prototypes`).
    public let slot: String
    public let parent: Int?
    /// The objects inside it, in document order.
    public internal(set) var children: [Int] = []
    /// Its properties, sorted by key.
    public internal(set) var properties: [SemanticProperty] = []
    /// Its constraints and connections, in document order.
    public internal(set) var relations: [SemanticRelation] = []

    /// The header line of the object, as textconv and diff show it: its slot when it is not a
    /// list, its kind, its name and its id (`view: view #8bC-Xf-vdC`, `label "Title" #abc`).
    public var header: String {
        var text = ""
        if !["subviews", "objects", "scenes", ""].contains(slot) { text += slot + ": " }
        text += kind
        if let name { text += " " + SemanticDocument.shortName(name) }
        return text + " #" + id
    }
}

/// A `key = value` line of an object.
public struct SemanticProperty: Sendable, Equatable {
    public let key: String
    public let value: String
}

/// A constraint or a connection of an object: a line of text naming other objects, kept by id
/// so that it reads the same when an object's name changes and compares across documents.
public struct SemanticRelation: Sendable {
    public enum Kind: String, Sendable {
        case constraint, connection
    }

    /// A piece of the line: text, or the object of an id.
    public enum Part: Sendable, Hashable {
        case text(String)
        case object(String)
    }

    public let kind: Kind
    /// The relation's own id (Interface Builder's), which a re-save may change.
    public let id: String?
    public let parts: [Part]

    /// The line with each object named by `name`.
    public func text(naming name: (String) -> String) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .text(let text): result += text
            case .object(let id): result += name(id)
            }
        }
        return result
    }
}

/// Why a text cannot be read as a document: a message at a byte offset.
public struct SemanticReadError: Error, Sendable {
    public let message: String
    public let offset: Int
    /// The rule of the diagnostic: the XML or JSON syntax, or the document's shape.
    public let rule: Diagnostic.Rule

    /// The error as a diagnostic of its document.
    public var diagnostic: Diagnostic { .error(message, at: offset, rule: rule) }
}
