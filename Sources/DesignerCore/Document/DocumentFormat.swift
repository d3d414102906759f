public import Inspectable

/// A way of writing documents down: JSON today, Interface Builder's XML next.
///
/// A format reads source text into format-neutral view nodes (with the byte offsets of what
/// they were read from, for diagnostics) and turns edits into byte patches of the same text,
/// so that nothing outside it knows its syntax.
public protocol DocumentFormat: Sendable {
    /// The format's name in messages: "JSON".
    static var name: String { get }

    /// Whether `source` is written in this format, judged by its name (and, where that says
    /// nothing, by its first bytes).
    static func accepts(_ source: SourceText) -> Bool

    /// Reads the view tree of `source`, reporting every problem of its structure; the names
    /// of colors and images it uses are looked up in `assets`. A format whose documents hold
    /// several scenes reads its default scene, and lists the others in `Document.scenes`.
    static func read(_ source: SourceText, assets: ProjectAssets) -> Document.Reading

    /// The text of a new document of one view of `className`, as `designer new` writes it, with
    /// `attributes` of the types named (`Double`, `Color?`), for formats that spell values by type.
    static func newDocument(
        className: String, frame: Rect, attributes: [(name: String, value: JSONValue, typeName: String)]
    ) -> String
}

/// A document's text as its format read it: the half of a `Document` that knows the syntax.
public protocol DocumentSyntax: Sendable {
    var source: SourceText { get }

    /// The attributes `view` writes, in the order they are written.
    func attributes(of view: ViewNode) -> [WrittenAttribute]

    /// Reads the attributes `view` writes into `reader`, in the order written; by default each
    /// as `attributes(of:)` gives it.
    func readAttributes(of view: ViewNode, into reader: inout AttributeReader)

    /// The attribute `name` of `view`, if it is written.
    func attribute(named name: String, of view: ViewNode) -> WrittenAttribute?

    /// The text of `view`'s attributes: two views of one class whose attributes are written
    /// alike resolve alike, as long as `sharedAttributesText` is the same too.
    func attributesText(of view: ViewNode) -> ArraySlice<UInt8>

    /// The text every view's attributes are read with besides their own, such as the named
    /// colors an Interface Builder document's `<resources>` give; by default none.
    var sharedAttributesText: ArraySlice<UInt8> { get }

    /// The SF Symbols the text names, by name; by default none.
    var systemSymbols: [String: SystemSymbol] { get }

    /// An editor that turns changes to the document's views into patches of this text.
    func editor() -> any DocumentEditor

    /// The view tree of another of the text's scenes, by its position in `Document.scenes`.
    func readScene(_ index: Int) -> Document.Reading
}

extension DocumentEditor {
    public mutating func updateFrame(_ frame: Rect, of view: ViewNode) {
        setFrame(frame, of: view)
    }
}

extension DocumentSyntax {
    public var sharedAttributesText: ArraySlice<UInt8> { [] }

    public var systemSymbols: [String: SystemSymbol] { [:] }

    public func readScene(_ index: Int) -> Document.Reading {
        Document.Reading(document: nil, diagnostics: [])
    }

    public func readAttributes(of view: ViewNode, into reader: inout AttributeReader) {
        let attributes = attributes(of: view)
        reader.reserveCapacity(attributes.count)
        for attribute in attributes { reader.read(attribute) }
    }
}

/// Changes to the views of a document, as its format writes them.
public protocol DocumentEditor: Sendable {
    /// Writes `value` as the attribute `name`; `typeName` (`Color`, `Int?`) tells a format
    /// that writes values by type how to spell it.
    mutating func setAttribute(_ name: String, to value: JSONValue, typeName: String?, of view: ViewNode)
    mutating func removeAttribute(_ name: String, of view: ViewNode)
    mutating func setFrame(_ frame: Rect, of view: ViewNode)
    /// Sets the frame layout gives the view, as Xcode's Update Frames does; by default as
    /// `setFrame`, for a format that marks no frame out of date.
    mutating func updateFrame(_ frame: Rect, of view: ViewNode)
    mutating func setClass(_ name: String, of view: ViewNode)
    /// Removes the member `key` of the variant `variant` the root declares.
    mutating func removeVariantValue(_ key: String, of variant: String)
    /// The text with every change applied, and the means to check it; a change the format
    /// cannot write is among its check's problems.
    func apply() -> AppliedEdit
}

/// The formats designer reads, and which one a source is written in.
public enum DocumentFormats {
    /// Every format, the one taken when no other accepts a source first.
    public static let all: [any DocumentFormat.Type] = [JSONFormat.self, XIBFormat.self]

    /// The format `source` is written in: the first that accepts it, else JSON.
    public static func format(of source: SourceText) -> any DocumentFormat.Type {
        all.first { $0.accepts(source) } ?? JSONFormat.self
    }
}
