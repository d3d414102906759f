public import Inspectable

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
    /// The scene's objects that are not views, in the order written: its view controller, bar
    /// button, tab bar and navigation items, gesture recognizers, custom objects. They follow
    /// the views in `allNodes`, and are addressed by id as views are, but are never drawn.
    public let objects: [ViewNode]
    /// The position in `allNodes` of the first view or object with each id.
    private let viewsByID: [String: Int]
    /// The variants the root declares, in the order written; those with problems are left out.
    public let variants: [Variant]
    /// The problems of the `variants` declaration, also among the reading's diagnostics: a
    /// snapshot run reports them without giving up the rest of the document.
    public let variantDiagnostics: [Diagnostic]
    /// The scenes of a text that holds several view trees (a storyboard's, a xib's top-level
    /// views), in the order written; empty for a text of one tree.
    public let scenes: [Scene]
    /// Which of `scenes` this document's tree is.
    public let sceneIndex: Int?
    /// The project's named colors and images the document was read with.
    public let assets: ProjectAssets
    /// The bars its scene's controller is drawn with, once laid out on a screen
    /// (`layout(on:)`); `nil` before, and for a root that is not a controller's.
    public internal(set) var chrome: SceneChrome?
    /// What each table view draws around its cells: its sections' titles, separators and
    /// grouped backgrounds, once laid out (`layout(on:)`); empty before, and for a format
    /// without tables.
    public internal(set) var tables: [TableSections] = []
    /// The items of its toolbar views (`<toolbar>`), drawn over them as UIKit lays them out, by
    /// the view's position in `allViews`, once laid out; empty before.
    public internal(set) var toolbarItems: [Int: [SceneChrome.ToolbarItem]] = [:]
    /// The text size it is drawn at: text in a text style (`DynamicTypeStyle`) takes the style's
    /// size at it once resolved (`ResolvedDocument`). UIKit's default, `large`, until laid out
    /// at another (`layout(on:contentSize:)`).
    public internal(set) var contentSize: ContentSizeCategory = .large
    /// The language's direction it is laid out and drawn in: leading and trailing constraints,
    /// stack views, and natural text follow it (see `viewLayoutDirections`). Left to right until
    /// laid out in another (`layout(on:contentSize:layoutDirection:)`).
    public internal(set) var layoutDirection: LayoutDirection = .leftToRight

    public var source: SourceText { syntax.source }

    /// The root view.
    public var root: ViewNode { allViews[0] }

    /// Every view, depth first from the root, then every object that is not a view.
    public var allNodes: [ViewNode] { objects.isEmpty ? allViews : allViews + objects }

    /// The outcome of reading a document: the tree if its syntax and root are sound, and
    /// every problem found in its structure. Views with problems of their own are left out.
    public struct Reading: Sendable {
        public let document: Document?
        public let diagnostics: [Diagnostic]

        init(document: Document?, diagnostics: [Diagnostic]) {
            (self.document, self.diagnostics) = (document, diagnostics)
        }
    }

    /// One view tree of a text that holds several, as a storyboard holds a scene for each view
    /// controller.
    public struct Scene: Sendable {
        /// The scene's id (a storyboard's `sceneID`, a xib view's object id).
        public let id: String
        /// The names the scene is also picked by: its view controller's id, title and class, a
        /// view's label.
        public let names: [String]
        /// How the scene is shown in lists: "View Controller (BYZ-38-t0r)".
        public let title: String
        /// Where the scene is written.
        public let offset: Int
        /// Whether the scene has a view of its own; a navigation controller's has none.
        public let hasView: Bool

        init(id: String, names: [String], title: String, offset: Int, hasView: Bool) {
            (self.id, self.names, self.title, self.offset) = (id, names, title, offset)
            self.hasView = hasView
        }

        /// Whether `name` picks this scene: its id or one of its names.
        public func isNamed(_ name: String) -> Bool {
            id == name || names.contains(name)
        }
    }

    /// Reads the view tree of `source` in the format its name or text calls for.
    public static func read(_ source: SourceText, assets: ProjectAssets = .none) -> Reading {
        DocumentFormats.format(of: source).read(source, assets: assets)
    }

    /// The position in `scenes` of the scene `name` picks: its id, or its view controller's id,
    /// title or class.
    public func sceneIndex(named name: String) -> Int? {
        scenes.firstIndex { $0.id == name } ?? scenes.firstIndex { $0.isNamed(name) }
    }

    /// Scene `index` of the same text, with the problems of the file and of that scene.
    public func readScene(_ index: Int) -> Reading {
        syntax.readScene(index)
    }

    /// A document of `views`, and of `objects` that are not views (whose `index` follows the
    /// views'), read by a format. Duplicate ids are reported at the second one, unless the format
    /// reports them itself (`reportsDuplicateIDs: false`); a view's label addresses it too where
    /// no id or other label is the same.
    init(
        syntax: any DocumentSyntax, views: [ViewNode], objects: [ViewNode] = [], variants: [Variant],
        variantDiagnostics: [Diagnostic], scenes: [Scene] = [], sceneIndex: Int? = nil, assets: ProjectAssets = .none,
        reportsDuplicateIDs: Bool = true, diagnostics: inout [Diagnostic]
    ) {
        self.syntax = syntax
        self.allViews = views
        self.objects = objects
        let views = objects.isEmpty ? views : views + objects
        self.variants = variants
        self.variantDiagnostics = variantDiagnostics
        self.scenes = scenes
        self.sceneIndex = sceneIndex
        self.assets = assets
        var viewsByID: [String: Int] = [:]
        viewsByID.reserveCapacity(views.count)
        for index in views.indices {
            guard let id = views[index].id, let offset = views[index].place.id else { continue }
            if let first = viewsByID[id], let firstOffset = views[first].place.id {
                guard reportsDuplicateIDs else { continue }
                let location = syntax.source.location(of: firstOffset)
                diagnostics.append(
                    .error(
                        "duplicate id \(Printable.quoted(id)); it is also at \(location)", at: offset,
                        rule: .duplicateID,
                        related: [
                            .init(
                                "the first view with id \(Printable.quoted(id))",
                                location: .document(offset: firstOffset))
                        ]
                    ))
            } else {
                viewsByID[id] = index
            }
        }
        var labelCounts: [String: Int] = [:]
        for view in views { if let label = view.label { labelCounts[label, default: 0] += 1 } }
        for index in views.indices {
            guard let label = views[index].label, labelCounts[label] == 1, viewsByID[label] == nil else { continue }
            viewsByID[label] = index
        }
        self.viewsByID = viewsByID
    }

    /// The view or other object with this id, or with this label where it is the only one.
    public func view(withID id: String) -> ViewNode? {
        viewsByID[id].map { $0 < allViews.count ? allViews[$0] : objects[$0 - allViews.count] }
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

extension Diagnostic.Rule {
    /// Two views with one id, which `get` and `set` could not tell apart.
    public static let duplicateID = Diagnostic.Rule(
        "duplicate-id", .error, "Two views of a document with the same id.")
}
