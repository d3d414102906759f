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

    /// - Parameter unscaledImages: The images at scale 1, when `scale` is not 1.
    package init(
        drawing: Drawing, images: [String: LoadedImage], unscaledImages: [String: LoadedImage]? = nil, scale: Double
    ) {
        (self.drawing, self.images, self.scale) = (drawing, images, scale)
        self.unscaledImages = unscaledImages ?? images
    }

    /// The subject drawn in `format`, ready to be compared with its snapshot file and written.
    package func drawn(as format: OutputFormat) throws(RenderError) -> DrawnOutput {
        try format.drawn(drawing, scale: scale, images: format.isScaled ? images : unscaledImages)
    }
}
