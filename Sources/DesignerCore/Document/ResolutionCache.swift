import Inspectable

/// Views resolved in one reading of a document, kept for the next reading of a changed
/// version: a view whose class and attributes are written byte for byte as before is not read
/// again. Only views without problems are kept, so no diagnostic's position can go stale; only
/// what the last two readings used is kept.
public final class ResolutionCache {
    private struct Key: Hashable {
        let className: String
        /// The text of the view's `"attributes"` object, empty when it has none.
        let attributes: ArraySlice<UInt8>

        /// The text is hashed as memory: a slice's own hashing takes its bytes one at a time.
        func hash(into hasher: inout Hasher) {
            hasher.combine(className)
            hasher.combine(attributes.count)
            attributes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    private var current: [Key: ResolvedDocument.ViewResolution] = [:]
    private var previous: [Key: ResolvedDocument.ViewResolution] = [:]

    public init() {}

    /// Starts a reading: what the reading before the last did not use again is let go.
    func beginReading() {
        previous = current
        current = [:]
    }

    /// The view's resolution, resolved now only if no recent reading resolved the same text.
    func resolution(
        of view: ViewNode, in document: Document, registry: ComponentRegistry, unknownClass: Diagnostic.Severity
    ) -> ResolvedDocument.ViewResolution {
        // A negative frame is the only problem outside the class and attributes: those views are read in full.
        guard view.frame.width >= 0, view.frame.height >= 0 else {
            return ResolvedDocument.resolve(view, in: document, registry: registry, unknownClass: unknownClass)
        }
        let text = document.syntax.attributesText(of: view)
        let key = Key(className: view.className, attributes: text)
        if let resolution = current[key] { return resolution }
        if let resolution = previous[key] {
            current[key] = resolution
            return resolution
        }
        let resolution = ResolvedDocument.resolve(view, in: document, registry: registry, unknownClass: unknownClass)
        if resolution.diagnostics.isEmpty { current[key] = resolution }
        return resolution
    }
}
