public import Inspectable

/// A document's views with their components resolved: every attribute read as its type,
/// checked and clamped, with a diagnostic for each problem.
public struct ResolvedDocument: Sendable {
    public let document: Document
    public let root: ResolvedView
    public let diagnostics: [Diagnostic]

    /// Resolves every view of `document` against `registry`. With a `cache`, a view whose class
    /// and attributes are written exactly as in a recent version of the document is not read again.
    ///
    /// - Parameter unknownClass: How to report a class the registry does not know; a renderer
    ///   draws such a view as a placeholder and warns, a check fails.
    public init(
        _ document: Document, registry: ComponentRegistry, unknownClass: Diagnostic.Severity = .error,
        cache: ResolutionCache? = nil
    ) {
        var diagnostics: [Diagnostic] = []
        cache?.beginReading(viewCount: document.allViews.count, shared: document.syntax.sharedAttributesText)
        func resolve(_ node: ViewNode) -> ResolvedView {
            let subviews = document.subviews(of: node).map(resolve)
            let resolution =
                cache?.resolution(of: node, in: document, registry: registry, unknownClass: unknownClass)
                ?? Self.resolve(node, in: document, registry: registry, unknownClass: unknownClass)
            diagnostics += resolution.diagnostics
            return ResolvedView(
                node: node, componentClass: resolution.componentClass, configuration: resolution.configuration,
                invalidValues: resolution.invalidValues, clampedValues: resolution.clampedValues, subviews: subviews)
        }
        self.document = document
        self.root = resolve(document.root)
        self.diagnostics = diagnostics
    }

    /// One view's class and values, and what was wrong with them.
    public struct ViewResolution: Sendable {
        public let componentClass: ComponentClass?
        /// The values set; an attribute whose stored value is unusable keeps its default here.
        public let configuration: Configuration?
        public let diagnostics: [Diagnostic]
        /// Stored values that could not be used, by attribute name, as written.
        public let invalidValues: [String: JSONValue]
        /// Stored values outside their attribute's range, by attribute name, as written.
        public let clampedValues: [String: JSONValue]
    }

    /// The class and attribute values of one view, without resolving the rest of the document:
    /// each attribute read as its type and clamped, with a diagnostic for each unknown name,
    /// bad value or clamped value.
    public static func resolve(
        _ view: ViewNode, in document: Document, registry: ComponentRegistry,
        unknownClass: Diagnostic.Severity = .error
    ) -> ViewResolution {
        resolve(view, syntax: document.syntax, registry: registry, unknownClass: unknownClass)
    }

    /// The class and attribute values of one view or object whose attributes `syntax` reads.
    static func resolve(
        _ view: ViewNode, syntax: any DocumentSyntax, registry: ComponentRegistry, unknownClass: Diagnostic.Severity
    ) -> ViewResolution {
        var diagnostics: [Diagnostic] = []
        for (name, size) in [("width", view.frame.width), ("height", view.frame.height)] where size < 0 {
            diagnostics.append(
                .error("frame \(name) \(size.text) is negative", at: view.place.frame, rule: .invalidValue))
        }
        guard let componentClass = registry.componentClass(of: view) else {
            let suggestion =
                registry.suggestion(for: view.className, descendingFrom: Self.kindOfClass(of: view))
                .map { "; did you mean \(Printable.quoted($0))?" } ?? ""
            let diagnostic = Diagnostic(
                unknownClass, "unknown class \(Printable.quoted(view.className))\(suggestion)",
                at: view.place.className, rule: .unknownClass)
            return ViewResolution(
                componentClass: nil, configuration: nil, diagnostics: diagnostics + [diagnostic], invalidValues: [:],
                clampedValues: [:])
        }
        var reader = AttributeReader(
            componentClass: componentClass, diagnostics: diagnostics, runtimeClasses: registry.runtimeClasses,
            className: view.className)
        syntax.readAttributes(of: view, into: &reader)
        return ViewResolution(
            componentClass: componentClass, configuration: reader.configuration, diagnostics: reader.diagnostics,
            invalidValues: reader.invalidValues, clampedValues: reader.clampedValues)
    }

    /// The UIKit class a stand-in for the class of `node` must descend from: a view for a view,
    /// a view controller for a view controller, a bar item for a bar item.
    private static func kindOfClass(of node: ViewNode) -> String {
        guard case .object(let standardClass) = node.kind else { return View.className }
        var current: String? = standardClass
        while let name = current {
            if Self.kinds.contains(name) { return name }
            current = UIKitClasses.superclass(of: name)
        }
        return standardClass
    }

    /// The kinds of object a class of another kind cannot stand in for.
    private static let kinds: Set<String> = [
        "UIView", "UIViewController", "UIBarItem", "UINavigationItem", "UIGestureRecognizer",
    ]

    /// Every view, depth first from the root.
    public var allViews: [ResolvedView] { root.allViews() }

    private init(document: Document, root: ResolvedView, diagnostics: [Diagnostic]) {
        self.document = document
        self.root = root
        self.diagnostics = diagnostics
    }

    /// The same document with each view's values replaced by what `change` gives; `change`
    /// also receives the view's position, depth first, as in `allViews`.
    public func mapConfigurations(_ change: (Int, ResolvedView, Configuration) -> Configuration) -> ResolvedDocument {
        var position = 0
        func map(_ view: ResolvedView) -> ResolvedView {
            let index = position
            position += 1
            let configuration = view.configuration.map { change(index, view, $0) }
            return ResolvedView(
                node: view.node, componentClass: view.componentClass, configuration: configuration,
                invalidValues: view.invalidValues, clampedValues: view.clampedValues, subviews: view.subviews.map(map))
        }
        return ResolvedDocument(document: document, root: map(root), diagnostics: diagnostics)
    }
}

/// A view with its component class and attribute values; `nil` class for an unknown one.
public struct ResolvedView: Sendable {
    public let node: ViewNode
    public let componentClass: ComponentClass?
    public let configuration: Configuration?
    /// Stored values that could not be used, by attribute name, as written.
    public let invalidValues: [String: JSONValue]
    /// Stored values outside their attribute's range, by attribute name, as written.
    public let clampedValues: [String: JSONValue]
    public let subviews: [ResolvedView]
}

extension ResolvedView {
    /// Calls `body` with this view and every view below it, depth first, as `allViews()` lists
    /// them, without copying them into an array.
    public func forEachView(_ body: (ResolvedView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachView(body) }
    }

    /// This view and all views below it, depth first.
    public func allViews() -> [ResolvedView] {
        var result: [ResolvedView] = []
        func visit(_ view: ResolvedView) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        visit(self)
        return result
    }
}

extension Diagnostic.Rule {
    /// A class declared nowhere in the project's sources, nor UIKit's: Interface Builder's
    /// "Unknown class in Interface Builder file", and a crash at the first outlet or key set on it.
    public static let unknownClass = Diagnostic.Rule(
        "unknown-class", .error, "A custom class that neither the project's sources nor UIKit declare.")
}
