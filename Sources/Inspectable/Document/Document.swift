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
    /// The keys a view object may have; `$schema` and `variants` are allowed on the root only.
    public static let viewKeys = ["id", "class", "frame", "attributes", "subviews"]

    public let syntax: JSONSyntax
    /// Every view, depth first from the root.
    public let allViews: [ViewNode]
    /// The position in `allViews` of the first view with each id.
    private let viewsByID: [String: Int]
    /// The variants the root declares, in the order written; those with problems are left out.
    public let variants: [Variant]
    /// The problems of the `variants` declaration, also among the reading's diagnostics: a
    /// snapshot run reports them without giving up the rest of the document.
    public let variantDiagnostics: [Diagnostic]

    public var source: SourceText { syntax.source }

    /// The root view.
    public var root: ViewNode { allViews[0] }

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
        reader.readView(syntax.root, isRoot: true)
        guard !reader.views.isEmpty else { return Reading(document: nil, diagnostics: reader.diagnostics) }
        var diagnostics = reader.diagnostics
        let document = Document(
            syntax: syntax, views: reader.views, variants: reader.variants,
            variantDiagnostics: reader.variantDiagnostics, diagnostics: &diagnostics)
        return Reading(document: document, diagnostics: diagnostics)
    }

    private init(
        syntax: JSONSyntax, views: [ViewNode], variants: [Variant], variantDiagnostics: [Diagnostic],
        diagnostics: inout [Diagnostic]
    ) {
        self.syntax = syntax
        self.allViews = views
        self.variants = variants
        self.variantDiagnostics = variantDiagnostics
        var viewsByID: [String: Int] = [:]
        viewsByID.reserveCapacity(views.count)
        for index in views.indices {
            guard let id = views[index].id, let idValue = views[index].idValue else { continue }
            if let first = viewsByID[id], let firstValue = views[first].idValue {
                let location = syntax.source.location(of: syntax.range(firstValue).lowerBound)
                diagnostics.append(
                    .error(
                        "duplicate id \(Printable.quoted(id)); it is also at \(location)",
                        at: syntax.range(idValue).lowerBound))
            } else {
                viewsByID[id] = index
            }
        }
        self.viewsByID = viewsByID
    }

    /// The view with this id.
    public func view(withID id: String) -> ViewNode? {
        viewsByID[id].map { allViews[$0] }
    }

    /// The views directly inside `view`, back to front.
    public func subviews(of view: ViewNode) -> [ViewNode] {
        var result: [ViewNode] = []
        var index = view.index + 1
        while index < view.descendantsEnd {
            result.append(allViews[index])
            index = allViews[index].descendantsEnd
        }
        return result
    }
}

/// Reads view objects depth first, collecting every structural problem.
private struct ViewReader {
    let syntax: JSONSyntax
    var views: [ViewNode] = []
    var variants: [Variant] = []
    var variantDiagnostics: [Diagnostic] = []
    var diagnostics: [Diagnostic] = []

    /// Reads the view at `object` and, if it is sound, appends it and then its subviews.
    mutating func readView(_ object: JSONSyntax.Index, isRoot: Bool) {
        guard syntax.kind(object) == .object else {
            let what = isRoot ? "the document" : "a subview"
            report("\(what) must be a view object, not \(syntax.kind(object).kindDescription)", at: object)
            return
        }
        var id: (text: String, value: JSONSyntax.Index)?
        var classMember: (className: String, value: JSONSyntax.Index)?
        var frameMember: (frame: Rect, value: JSONSyntax.Index)?
        var attributes: JSONSyntax.Index?
        var subviews: JSONSyntax.Index?
        var isValid = true
        var sawClass = false
        var sawFrame = false
        for (key, value) in syntax.members(object) {
            if syntax.isString(key, equalTo: "id") {
                guard let text = readID(value) else {
                    isValid = false
                    continue
                }
                id = (text, value)
            } else if syntax.isString(key, equalTo: "class") {
                sawClass = true
                guard syntax.kind(value) == .string, !syntax.isString(value, equalTo: "") else {
                    report("'class' must be a class name string", at: value)
                    isValid = false
                    continue
                }
                classMember = (syntax.string(value), value)
            } else if syntax.isString(key, equalTo: "frame") {
                sawFrame = true
                guard let frame = readFrame(value) else {
                    isValid = false
                    continue
                }
                frameMember = (frame, value)
            } else if syntax.isString(key, equalTo: "attributes") {
                guard syntax.kind(value) == .object else {
                    report("'attributes' must be an object, not \(syntax.kind(value).kindDescription)", at: value)
                    isValid = false
                    continue
                }
                attributes = value
            } else if syntax.isString(key, equalTo: "subviews") {
                guard syntax.kind(value) == .array else {
                    report("'subviews' must be an array of views, not \(syntax.kind(value).kindDescription)", at: value)
                    isValid = false
                    continue
                }
                subviews = value
            } else if syntax.isString(key, equalTo: "$schema") {
                if !isRoot {
                    report("'$schema' belongs on the root view only", at: key)
                } else if syntax.kind(value) != .string {
                    report("'$schema' must be a string", at: value)
                }
            } else if syntax.isString(key, equalTo: "variants") {
                if isRoot {
                    variants = Variant.read(value, in: syntax, diagnostics: &variantDiagnostics)
                    diagnostics += variantDiagnostics
                } else {
                    report("'variants' belongs on the root view only", at: key)
                }
            } else {
                let name = syntax.string(key)
                let suggestion = Suggestion.closest(to: name, in: Document.viewKeys)
                report(
                    "unknown key \(Printable.quoted(name)) in a view"
                        + (suggestion.map { "; did you mean \(Printable.quoted($0))?" }
                            ?? "; a view has \(Self.keyList)"),
                    at: key)
            }
        }
        let start = syntax.range(object).lowerBound
        if !sawClass { report("view has no 'class'", atOffset: start) }
        if !sawFrame { report("view has no 'frame'", atOffset: start) }
        guard isValid, let classMember, let frameMember else {
            // The subviews of a broken view are still checked, though not kept.
            let kept = views.count
            for element in subviews.map({ syntax.elements($0) }) ?? [] { readView(element, isRoot: false) }
            views.removeSubrange(kept...)
            return
        }
        let slot = views.count
        views.append(
            ViewNode(
                object: object, id: id?.text, idValue: id?.value, className: classMember.className,
                classValue: classMember.value, frame: frameMember.frame, frameValue: frameMember.value,
                attributesValue: attributes, index: slot, descendantsEnd: slot + 1))
        for element in subviews.map({ syntax.elements($0) }) ?? [] {
            readView(element, isRoot: false)
        }
        views[slot].descendantsEnd = views.count
    }

    private static let keyList = Document.viewKeys.map { Printable.quoted($0) }.joined(separator: ", ")

    private mutating func readID(_ value: JSONSyntax.Index) -> String? {
        guard syntax.kind(value) == .string else {
            report("'id' must be a string", at: value)
            return nil
        }
        let id = syntax.string(value)
        if let problem = Self.idProblem(id) {
            report("id \(Printable.quoted(id)) \(problem)", at: value)
            return nil
        }
        return id
    }

    /// Ids that would hide the root's own properties on the command line (`frame.width=…`, `class=…`).
    static let reservedIDs: Set<String> = ["frame", "class"]

    /// Why an id cannot address a view on the command line (`download.percent=50`).
    static func idProblem(_ id: String) -> String? {
        if id.isEmpty { return "is empty" }
        if reservedIDs.contains(id) { return "is reserved: '\(id)…' on the command line means the root view's \(id)" }
        let forbidden = id.utf8.contains {
            $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "=") || $0 <= 0x20 || $0 == 0x7F
        }
        return forbidden ? "cannot contain '.', '=', spaces or control characters" : nil
    }

    private mutating func readFrame(_ value: JSONSyntax.Index) -> Rect? {
        let frame: Rect
        if let plain = plainFrame(value) {
            frame = plain
        } else {
            do {
                frame = try Rect(json: syntax.value(value))
            } catch {
                // A wrong field is reported where it is written.
                if case .invalidMember(let key, _, _) = error, let member = syntax.member(value, named: key) {
                    report("frame: \(error)", at: member.value)
                } else {
                    report("frame: \(error)", at: value)
                }
                return nil
            }
        }
        return frame
    }

    /// A frame written as it should be, four numbers read without building JSON values;
    /// `nil` for anything else, which the general reading then explains.
    private func plainFrame(_ value: JSONSyntax.Index) -> Rect? {
        guard syntax.kind(value) == .object else { return nil }
        var fields: (Double, Double, Double, Double) = (.nan, .nan, .nan, .nan)
        var found = 0
        var key = value + 1
        while key < syntax.after(value) {
            let number = key + 1
            guard syntax.kind(number) == .number else { return nil }
            let value = syntax.double(number)
            guard abs(value) <= Rect.maximumMagnitude else { return nil }
            if syntax.isString(key, equalTo: "x"), fields.0.isNaN {
                fields.0 = value
            } else if syntax.isString(key, equalTo: "y"), fields.1.isNaN {
                fields.1 = value
            } else if syntax.isString(key, equalTo: "width"), fields.2.isNaN {
                fields.2 = value
            } else if syntax.isString(key, equalTo: "height"), fields.3.isNaN {
                fields.3 = value
            } else {
                return nil
            }
            found += 1
            key = syntax.after(number)
        }
        return found == 4 ? Rect(x: fields.0, y: fields.1, width: fields.2, height: fields.3) : nil
    }

    private mutating func report(_ message: String, at index: JSONSyntax.Index) {
        diagnostics.append(.error(message, at: syntax.range(index).lowerBound))
    }

    private mutating func report(_ message: String, atOffset offset: Int) {
        diagnostics.append(.error(message, at: offset))
    }
}
