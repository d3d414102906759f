/// An image named by a file path, relative to the document that uses it.
///
/// The path is only a name here; the renderer resolves and loads it.
public struct Image: Sendable, Hashable {
    /// The file path, relative to the document that uses the image.
    public var path: String

    /// The image in the file at `path`.
    public init(path: String) {
        self.path = path
    }
}
