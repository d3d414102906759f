import Inspectable

/// A designer document: one view tree, like a storyboard scene, read from its text by its
/// format (JSON, as below) with the position of everything in it.
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
    /// The text as its format read it: where each view's attributes are written, and how
    /// edits become patches of it.
    public let syntax: any DocumentSyntax
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

    /// The outcome of reading a document: the tree if its syntax and root are sound, and
    /// every problem found in its structure. Views with problems of their own are left out.
    public struct Reading: Sendable {
        public let document: Document?
        public let diagnostics: [Diagnostic]

        package init(document: Document?, diagnostics: [Diagnostic]) {
            (self.document, self.diagnostics) = (document, diagnostics)
        }
    }

    /// Reads the view tree of `source` in the format its name or text calls for.
    public static func read(_ source: SourceText) -> Reading {
        DocumentFormats.format(of: source).read(source)
    }

    /// A document of `views`, read by a format; duplicate ids are reported at the second one.
    package init(
        syntax: any DocumentSyntax, views: [ViewNode], variants: [Variant], variantDiagnostics: [Diagnostic],
        diagnostics: inout [Diagnostic]
    ) {
        self.syntax = syntax
        self.allViews = views
        self.variants = variants
        self.variantDiagnostics = variantDiagnostics
        var viewsByID: [String: Int] = [:]
        viewsByID.reserveCapacity(views.count)
        for index in views.indices {
            guard let id = views[index].id, let offset = views[index].place.id else { continue }
            if let first = viewsByID[id], let firstOffset = views[first].place.id {
                let location = syntax.source.location(of: firstOffset)
                diagnostics.append(
                    .error("duplicate id \(Printable.quoted(id)); it is also at \(location)", at: offset))
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
