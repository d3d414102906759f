package import Inspectable
package import Rendering

/// What a snapshot is drawn from: a document's drawing, the images it shows and the scale.
package struct SnapshotSubject {
    package let drawing: Drawing
    /// The images, loaded at `scale`.
    package let images: [String: LoadedImage]
    /// The images at scale 1, which a format that does not depend on the scale draws with, so
    /// that its snapshot is the same at every scale (an `@2x` image is another picture).
    package let unscaledImages: [String: LoadedImage]
    package let scale: Double
    /// What a text snapshot holds in place of the drawing's text picture, as an accessibility
    /// picture's is the list of its legend; `nil` for the text picture.
    package let text: String?

    /// - Parameter unscaledImages: The images at scale 1, when `scale` is not 1.
    package init(
        drawing: Drawing, images: [String: LoadedImage], unscaledImages: [String: LoadedImage]? = nil, scale: Double,
        text: String? = nil
    ) {
        (self.drawing, self.images, self.scale, self.text) = (drawing, images, scale, text)
        self.unscaledImages = unscaledImages ?? images
    }

    /// The subject drawn in `format`, ready to be compared with its snapshot file and written.
    package func drawn(as format: OutputFormat) throws(RenderError) -> DrawnOutput {
        if format == .text, let text { return DrawnOutput(Array(text.utf8), .lines) }
        return try format.drawn(drawing, scale: scale, images: format.isScaled ? images : unscaledImages)
    }
}
