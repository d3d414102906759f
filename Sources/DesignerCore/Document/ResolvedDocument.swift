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
                node: node, componentClass: resolution.componentClass,
                configuration: resolution.configuration.map { Self.sizingTextStyle($0, at: document.contentSize) },
                invalidValues: resolution.invalidValues, clampedValues: resolution.clampedValues, subviews: subviews)
        }
        self.document = document
        self.root = resolve(document.root)
        self.diagnostics = diagnostics
    }

    /// The values of a view whose font is a text style (`textStyle`) with its text at the style's
    /// size at `category`, as UIKit makes a text style's font for the user's text size, whatever
    /// `fontSize` the document writes; the values of any other view as they are.
    private static func sizingTextStyle(_ configuration: Configuration, at category: ContentSizeCategory)
        -> Configuration
    {
        guard let name = configuration.value(of: "textStyle")?.value(as: String?.self) ?? nil,
            let style = DynamicTypeStyle.named(name)
        else { return configuration }
        var sized = configuration
        _ = try? sized.set("fontSize", value: AttributeValue(style.size(at: category)))
        return sized
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
        let componentClass: ComponentClass
        switch ClassLookup.lookUp(view, syntax: syntax, registry: registry, severity: unknownClass) {
        case .found(let found):
            componentClass = found
        case .unresolved(let runtimeClass, let warning):
            componentClass = runtimeClass
            diagnostics.append(warning)
        case .unknown(let diagnostic):
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
