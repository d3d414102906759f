/// A designer document: one view tree, like a storyboard scene, read from JSON with the
/// position of everything in it.
///
///     {
///       "class": "View",
///       "frame": { "x": 0, "y": 0, "width": 300, "height": 120 },
///       "attributes": { "backgroundColor": "white" },
///       "subviews": [
///         { "id": "download", "class": "MyProgressBar",
///           "frame": { "x": 50, "y": 50, "width": 200, "height": 20 },
///           "attributes": { "percent": 50 } }
///       ]
///     }
public struct Document: Sendable {
    /// The keys a view object may have; `$schema` is allowed on the root only.
    public static let viewKeys = ["id", "class", "frame", "attributes", "subviews"]

    public let syntax: JSONSyntax
    public let root: ViewNode

    public var source: SourceText { syntax.source }

    /// The outcome of reading a document: the tree if its JSON and root are sound, and
    /// every problem found in its structure. Views with problems of their own are left out.
    public struct Reading: Sendable {
        public let document: Document?
        public let diagnostics: [Diagnostic]
    }

    /// Reads the JSON and the view tree of `source`.
    public static func read(_ source: SourceText) -> Reading {
        let syntax: JSONSyntax
        do {
            syntax = try JSONSyntax(parsing: source)
        } catch {
            return Reading(document: nil, diagnostics: [.error(error.message, at: error.offset)])
        }
        var reader = ViewReader(syntax: syntax)
        let root = reader.readView(syntax.root, isRoot: true)
        return Reading(document: root.map { Document(syntax: syntax, root: $0) }, diagnostics: reader.diagnostics)
    }

    /// Every view, depth first from the root.
    public var allViews: [ViewNode] { root.allViews() }

    /// The view with this id.
    public func view(withID id: String) -> ViewNode? {
        allViews.first { $0.id == id }
    }
}

/// Reads view objects, collecting every structural problem.
private struct ViewReader {
    let syntax: JSONSyntax
    var diagnostics: [Diagnostic] = []
    var idOffsets: [String: Int] = [:]

    mutating func readView(_ object: JSONSyntax.Index, isRoot: Bool) -> ViewNode? {
        guard syntax.kind(object) == .object else {
            let what = isRoot ? "the document" : "a subview"
            report("\(what) must be a view object, not \(describe(object))", at: object)
            return nil
        }
        let start = syntax.range(object).lowerBound
        var id: String?
        var classMember: (className: String, value: JSONSyntax.Index)?
        var frameMember: (frame: Rect, value: JSONSyntax.Index)?
        var attributes: JSONSyntax.Index?
        var subviews: [ViewNode] = []
        var isValid = true
        var sawClass = false
        var sawFrame = false
        for (key, value) in syntax.members(object) {
            let name = syntax.string(key)
            switch name {
            case "id":
                guard let text = readID(value) else {
                    isValid = false
                    continue
                }
                id = text
            case "class":
                sawClass = true
                guard syntax.kind(value) == .string, !syntax.isString(value, equalTo: "") else {
                    report("'class' must be a class name string", at: value)
                    isValid = false
                    continue
                }
                classMember = (syntax.string(value), value)
            case "frame":
                sawFrame = true
                guard let frame = readFrame(value) else {
                    isValid = false
                    continue
                }
                frameMember = (frame, value)
            case "attributes":
                guard syntax.kind(value) == .object else {
                    report("'attributes' must be an object, not \(describe(value))", at: value)
                    isValid = false
                    continue
                }
                attributes = value
            case "subviews":
                guard syntax.kind(value) == .array else {
                    report("'subviews' must be an array of views, not \(describe(value))", at: value)
                    isValid = false
                    continue
                }
                subviews = syntax.elements(value).compactMap { readView($0, isRoot: false) }
            case "$schema" where isRoot:
                if syntax.kind(value) != .string { report("'$schema' must be a string", at: value) }
            default:
                let suggestion = Suggestion.closest(to: name, in: Document.viewKeys)
                report(
                    "unknown key '\(name)' in a view"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? "; a view has \(Self.keyList)"),
                    at: key)
            }
        }
        if !sawClass { report("view has no 'class'", atOffset: start) }
        if !sawFrame { report("view has no 'frame'", atOffset: start) }
        guard isValid, let classMember, let frameMember else { return nil }
        return ViewNode(
            object: object, id: id, className: classMember.className, classValue: classMember.value,
            frame: frameMember.frame, frameValue: frameMember.value, attributesValue: attributes, subviews: subviews)
    }

    private static let keyList = Document.viewKeys.map { "'\($0)'" }.joined(separator: ", ")

    private mutating func readID(_ value: JSONSyntax.Index) -> String? {
        guard syntax.kind(value) == .string else {
            report("'id' must be a string", at: value)
            return nil
        }
        let id = syntax.string(value)
        if let problem = Self.idProblem(id) {
            report("id '\(id)' \(problem)", at: value)
            return nil
        }
        let offset = syntax.range(value).lowerBound
        if let first = idOffsets[id] {
            report("duplicate id '\(id)'; it is also at \(syntax.source.location(of: first))", at: value)
            return nil
        }
        idOffsets[id] = offset
        return id
    }

    /// Why an id cannot address a view on the command line (`download.percent=50`).
    static func idProblem(_ id: String) -> String? {
        if id.isEmpty { return "is empty" }
        if id.contains(where: { $0 == "." || $0 == "=" || $0.isWhitespace || $0.isNewline }) {
            return "cannot contain '.', '=' or spaces"
        }
        return nil
    }

    private mutating func readFrame(_ value: JSONSyntax.Index) -> Rect? {
        let frame: Rect
        do {
            frame = try Rect(json: syntax.value(value))
        } catch {
            report("frame: \(error)", at: value)
            return nil
        }
        for (name, size) in [("width", frame.width), ("height", frame.height)] where size < 0 {
            report("frame \(name) \(size.text) is negative", at: value)
            return nil
        }
        return frame
    }

    private func describe(_ index: JSONSyntax.Index) -> String {
        syntax.kind(index).kindDescription
    }

    private mutating func report(_ message: String, at index: JSONSyntax.Index) {
        diagnostics.append(.error(message, at: syntax.range(index).lowerBound))
    }

    private mutating func report(_ message: String, atOffset offset: Int) {
        diagnostics.append(.error(message, at: offset))
    }
}
