import Inspectable

/// Views resolved in one reading of a document, kept for the next reading of a changed
/// version: a view whose class and attributes are written byte for byte as the view at its
/// place in the last reading is not read again. Only views without problems are kept, so no
/// diagnostic's position can go stale.
///
/// A view is looked for where it was (an edit changes a few views and leaves the rest in place)
/// and, where views were added or removed before it, where the change in their number moved it:
/// matching by place compares the bytes once, where a table by text hashed every view's
/// attributes twice, on every save.
public final class ResolutionCache {
    /// An object, so that keeping an entry for the next reading copies a reference.
    private final class Entry {
        let className: String
        /// The text of the view's `"attributes"` object, empty when it has none.
        let attributes: ArraySlice<UInt8>
        let resolution: ResolvedDocument.ViewResolution

        init(className: String, attributes: ArraySlice<UInt8>, resolution: ResolvedDocument.ViewResolution) {
            (self.className, self.attributes, self.resolution) = (className, attributes, resolution)
        }
    }

    /// What the last reading kept, by view position (depth first, as `Document.allViews`).
    private var previous: [Entry?] = []
    /// What this reading keeps, by view position.
    private var current: [Entry?] = []
    /// How many more views this reading's document has than the last one's.
    private var shift = 0
    /// The text all views of the last reading were read with besides their own.
    private var shared: ArraySlice<UInt8> = []

    public init() {}

    /// Starts a reading of a document of `viewCount` views, whose views are read with `shared`
    /// besides their own text: the reading before the last is let go, and the last one too if
    /// `shared` changed (a color the document's resources define may have).
    func beginReading(viewCount: Int, shared: ArraySlice<UInt8>) {
        previous = Self.same(shared, self.shared) ? current : []
        current = Array(repeating: nil, count: viewCount)
        shift = viewCount - previous.count
        self.shared = shared
    }

    /// The view's resolution, resolved now only if the last reading resolved the same text
    /// where the view was, or where added or removed views moved it from.
    func resolution(
        of view: ViewNode, in document: Document, registry: ComponentRegistry, unknownClass: Diagnostic.Severity
    ) -> ResolvedDocument.ViewResolution {
        // A negative frame is the only problem outside the class and attributes: those views are read in full.
        guard view.frame.width >= 0, view.frame.height >= 0, current.indices.contains(view.index) else {
            return ResolvedDocument.resolve(view, in: document, registry: registry, unknownClass: unknownClass)
        }
        let text = document.syntax.attributesText(of: view)
        let places = shift == 0 ? [view.index] : [view.index, view.index - shift]
        for place in places where previous.indices.contains(place) {
            if let entry = previous[place], entry.className == view.className, Self.same(entry.attributes, text) {
                current[view.index] = entry
                return entry.resolution
            }
        }
        let resolution = ResolvedDocument.resolve(view, in: document, registry: registry, unknownClass: unknownClass)
        if resolution.diagnostics.isEmpty {
            current[view.index] = Entry(className: view.className, attributes: text, resolution: resolution)
        }
        return resolution
    }

    /// Whether two texts have the same bytes, compared eight at a time.
    private static func same(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                var offset = 0
                while offset + 8 <= a.count {
                    let (left, right) = (
                        a.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                        b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    )
                    guard left == right else { return false }
                    offset += 8
                }
                while offset < a.count {
                    guard a[offset] == b[offset] else { return false }
                    offset += 1
                }
                return true
            }
        }
    }
}
