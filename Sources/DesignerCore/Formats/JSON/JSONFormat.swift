public import Inspectable

/// JSON documents: a view is an object with `id`, `class`, `frame`, `attributes` and `subviews`,
/// read with its key order and the position of everything in it, and edited by patching only
/// the bytes that change.
public enum JSONFormat: DocumentFormat {
    public static let name = "JSON"

    /// A name ending in `.json`; JSON is also what a source no other format accepts is read as.
    public static func accepts(_ source: SourceText) -> Bool {
        source.name.lowercased().hasSuffix(".json")
    }

    /// Whether a JSON file found in a folder is meant as a document, rather than one of the
    /// other JSON files a project holds (localizations, fixtures, animations, `package.json`):
    /// its root is an object with a `"class"` (its root view's) or a `"$schema"` naming
    /// designer's schema. A file that does not parse is taken as a document when its text has a
    /// `"class"` anywhere, so a broken document is reported rather than passed over.
    ///
    ///     JSONFormat.isDocument(SourceText(name: "a.json", text: #"{"class": "View"}"#))   // true
    ///     JSONFormat.isDocument(SourceText(name: "b.json", text: #"{"name": "app"}"#))     // false
    public static func isDocument(_ source: SourceText) -> Bool {
        guard let syntax = try? JSONSyntax(parsing: source) else {
            return source.bytes.firstRange(of: Array(#""class""#.utf8)) != nil
        }
        guard syntax.kind(syntax.root) == .object else { return false }
        if syntax.member(syntax.root, named: "class") != nil { return true }
        guard let schema = syntax.member(syntax.root, named: "$schema"), syntax.kind(schema.value) == .string else {
            return false
        }
        return syntax.string(schema.value).hasSuffix("designer.schema.json")
    }

    public static func read(_ source: SourceText, assets: ProjectAssets) -> Document.Reading {
        let syntax: JSONSyntax
        do {
            syntax = try JSONSyntax(parsing: source)
        } catch {
            return Document.Reading(
                document: nil, diagnostics: [.error(error.message, at: error.offset, rule: .jsonSyntax)])
        }
        var reader = JSONDocumentReader(syntax: syntax)
        reader.readView(syntax.root, isRoot: true)
        guard !reader.views.isEmpty else { return Document.Reading(document: nil, diagnostics: reader.diagnostics) }
        var diagnostics = reader.diagnostics
        let document = Document(
            syntax: JSONDocumentSyntax(json: syntax, attributeObjects: reader.attributeObjects),
            views: reader.views, variants: reader.variants, variantDiagnostics: reader.variantDiagnostics,
            assets: assets, diagnostics: &diagnostics)
        return Document.Reading(document: document, diagnostics: diagnostics)
    }

    public static func newDocument(
        className: String, frame: Rect, attributes: [(name: String, value: JSONValue, typeName: String)]
    ) -> String {
        let root = JSONValue.object(
            JSONObject([
                "class": .string(className),
                "frame": frame.json,
                "attributes": .object(JSONObject(attributes.map { .init(key: $0.name, value: $0.value) })),
            ]))
        return root.prettyPrinted() + "\n"
    }
}

/// A JSON document's syntax tree, with each view's `"attributes"` object.
struct JSONDocumentSyntax: DocumentSyntax {
    /// In `attributeObjects`, a view that has no `"attributes"` object.
    static let noAttributes: JSONSyntax.Index = -1

    let json: JSONSyntax
    /// The `"attributes"` object of each view, by its position in the document's views.
    let attributeObjects: [JSONSyntax.Index]

    var source: SourceText { json.source }

    func attributes(of view: ViewNode) -> [WrittenAttribute] {
        let object = attributeObjects[view.index]
        guard object != Self.noAttributes else { return [] }
        return json.members(object).map(written)
    }

    /// Each attribute whose key has no escapes and whose value is plain is found and read from
    /// the bytes; the rest are read as written.
    func readAttributes(of view: ViewNode, into reader: inout AttributeReader) {
        let object = attributeObjects[view.index]
        guard object != Self.noAttributes else { return }
        let end = json.after(object)
        // Each member takes two nodes or more: room for them all, without counting them first.
        reader.reserveCapacity(min(16, (end - object - 1) / 2))
        json.source.bytes.withUnsafeBufferPointer { source in
            var key = object + 1
            while key < end {
                let value = key + 1
                let isRead =
                    if let name = json.plainString(key, in: source), let scalar = json.plainScalar(value, in: source) {
                        reader.readPlain(scalar, named: name)
                    } else {
                        false
                    }
                if !isRead { reader.read(written((key, value))) }
                key = json.after(value)
            }
        }
    }

    func attribute(named name: String, of view: ViewNode) -> WrittenAttribute? {
        let object = attributeObjects[view.index]
        guard object != Self.noAttributes else { return nil }
        return json.member(object, named: name).map(written)
    }

    func attributesText(of view: ViewNode) -> ArraySlice<UInt8> {
        let object = attributeObjects[view.index]
        guard object != Self.noAttributes else { return [] }
        return source.bytes[json.range(object)]
    }

    func editor() -> any DocumentEditor {
        JSONDocumentEditor(syntax: self)
    }

    private func written(_ member: (key: JSONSyntax.Index, value: JSONSyntax.Index)) -> WrittenAttribute {
        WrittenAttribute(
            name: json.string(member.key), value: json.value(member.value), nameOffset: json.start(member.key),
            valueOffset: json.start(member.value))
    }
}

/// Edits of a JSON document as patches of its text: a value replaced in place, a member added
/// in the style of its neighbours, an `"attributes"` object added where a view has none.
struct JSONDocumentEditor: DocumentEditor {
    private let syntax: JSONDocumentSyntax
    private var editor: JSONEditor
    /// Attributes for views that have no `"attributes"` object yet, by view object.
    private var pendingAttributes: [JSONSyntax.Index: JSONObject] = [:]
    /// What each edited view must read as afterwards, by view object.
    private var intents: [JSONSyntax.Index: EditIntent] = [:]

    init(syntax: JSONDocumentSyntax) {
        self.syntax = syntax
        self.editor = JSONEditor(syntax.json)
    }

    mutating func setAttribute(_ name: String, to value: JSONValue, typeName: String?, of view: ViewNode) {
        intents[view.node, default: EditIntent()].attributes[name] = .some(value)
        let attributes = syntax.attributeObjects[view.index]
        if attributes != JSONDocumentSyntax.noAttributes {
            editor.setMember(name, to: value, in: attributes)
            return
        }
        var pending = pendingAttributes[view.node] ?? JSONObject()
        if let index = pending.members.firstIndex(where: { $0.key == name }) {
            pending.members[index].value = value
        } else {
            pending.members.append(JSONObject.Member(key: name, value: value))
        }
        pendingAttributes[view.node] = pending
    }

    mutating func removeAttribute(_ name: String, of view: ViewNode) {
        intents[view.node, default: EditIntent()].attributes[name] = .some(nil)
        let attributes = syntax.attributeObjects[view.index]
        if attributes != JSONDocumentSyntax.noAttributes {
            editor.removeMember(name, in: attributes)
        } else {
            pendingAttributes[view.node]?.members.removeAll { $0.key == name }
        }
    }

    mutating func setFrame(_ frame: Rect, of view: ViewNode) {
        intents[view.node, default: EditIntent()].frame = frame
        if let value = syntax.json.node(startingAt: view.place.frame) { editor.replace(value, with: frame.json) }
    }

    mutating func setClass(_ name: String, of view: ViewNode) {
        intents[view.node, default: EditIntent()].className = name
        if let value = syntax.json.node(startingAt: view.place.className) { editor.replace(value, with: .string(name)) }
    }

    mutating func removeVariantValue(_ key: String, of variant: String) {
        let json = syntax.json
        guard let variants = json.member(json.root, named: "variants"), json.kind(variants.value) == .object,
            let values = json.member(variants.value, named: variant), json.kind(values.value) == .object
        else { return }
        // The root view holds the variants: the check reads it back without the key.
        intents[json.root, default: EditIntent()].removedVariantKeys[variant, default: []].insert(key)
        editor.removeMember(key, in: values.value)
    }

    func apply() -> AppliedEdit {
        var editor = editor
        for (object, attributes) in pendingAttributes where !attributes.members.isEmpty {
            editor.setMember("attributes", to: .object(attributes), in: object, layout: .expanded)
        }
        let patches = editor.patches()
        let json = syntax.json
        let check = JSONEditCheck(name: json.source.name, views: intents.map { (json.range($0.key), $0.value) })
        return AppliedEdit(bytes: Patch.apply(patches, to: json.source.bytes), patches: patches, check: check)
    }
}

/// The check of an edited JSON text: it reads the whole text once but checks only the edited
/// views, so it costs about a third of reading the document again.
private struct JSONEditCheck: AppliedEditCheck {
    /// The document's name, for messages.
    let name: String
    /// The edited views: where each was in the old text, and what it must read as.
    let views: [(range: Range<Int>, intent: EditIntent)]

    func problems(in bytes: [UInt8], patches: [Patch]) -> [Diagnostic] {
        messages(in: bytes, patches: patches).map(Diagnostic.editCheck)
    }

    /// What is wrong with the edited text, as the messages of its problems.
    private func messages(in bytes: [UInt8], patches: [Patch]) -> [String] {
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

    private static func mismatches(of view: JSONSyntax.Index, in syntax: JSONSyntax, with intent: EditIntent)
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
        for (variant, keys) in intent.removedVariantKeys {
            let values = syntax.member(view, named: "variants").flatMap { syntax.member($0.value, named: variant) }
            for key in keys where values.flatMap({ syntax.member($0.value, named: key) }) != nil {
                problems.append(
                    "\(Printable.quoted(key)) was not removed from the variant \(Printable.quoted(variant))")
            }
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

extension Diagnostic.Rule {
    /// A JSON document that is not JSON.
    public static let jsonSyntax = Diagnostic.Rule(
        "json-syntax", .error,
        "A JSON document that is not valid JSON: a missing comma, a stray character, a string left open.")
}
