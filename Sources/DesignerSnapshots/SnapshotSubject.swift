package import Inspectable
package import Rendering

/// One kind of snapshot file: what a document's drawing becomes, and how that is compared with
/// the file and shown when it differs.
///
/// A format is a value, as swift-snapshot-testing's strategies are: the check knows no format by
/// name, so another format, or one of these with another trait, is one more value.
///
///     let outline = SnapshotFormat(
///         name: "outline", fileExtension: "outline", isScaled: false,
///         draw: { subject in Array(outlineText(of: subject.drawing).utf8) }, diffing: .lines)
package struct SnapshotFormat: Sendable {
    /// The name `--format` takes.
    package let name: String
    /// The snapshot file's extension, without its dot.
    package let fileExtension: String
    /// Whether what is drawn depends on the scale, which the file's name then carries, as `@2x`.
    package let isScaled: Bool
    /// Why a drawing of this size cannot be drawn at this scale, if it cannot.
    package let sizeProblem: @Sendable (_ size: Size, _ scale: Double) -> String?
    /// The drawing drawn, ready to be compared with its snapshot file and written.
    package let draw: @Sendable (_ subject: SnapshotSubject) throws(RenderError) -> DrawnSnapshot

    /// A format that draws a `Value` and compares it with its file as `diffing` says.
    init<Value: Sendable>(
        name: String, fileExtension: String, isScaled: Bool,
        sizeProblem: @escaping @Sendable (_ size: Size, _ scale: Double) -> String? = { _, _ in nil },
        draw: @escaping @Sendable (_ subject: SnapshotSubject) throws(RenderError) -> Value,
        diffing: SnapshotDiffing<Value>
    ) {
        self.name = name
        self.fileExtension = fileExtension
        self.isScaled = isScaled
        self.sizeProblem = sizeProblem
        self.draw = { subject throws(RenderError) in DrawnSnapshot(try draw(subject), diffing) }
    }

    /// A file format drawn as `render` writes it, and compared as text.
    init(encoding: FileFormat, isScaled: Bool) {
        self.init(
            name: encoding.rawValue, fileExtension: encoding.fileExtension, isScaled: isScaled,
            sizeProblem: { encoding.sizeProblem(of: $0, scale: $1) },
            draw: { subject throws(RenderError) in
                try encoding.encode(
                    subject.drawing, scale: subject.scale, columns: nil,
                    images: isScaled ? subject.images : subject.unscaledImages)
            },
            diffing: .lines)
    }
}

extension SnapshotFormat {
    /// The text picture, compared as text; it does not depend on the scale.
    package static let text = SnapshotFormat(encoding: .text, isScaled: false)

    /// SVG, compared as text.
    package static let svg = SnapshotFormat(encoding: .svg, isScaled: true)

    /// PNG, compared by its pixels within the tolerance, a mismatch shown by a diff image.
    package static let png = SnapshotFormat(
        name: FileFormat.png.rawValue, fileExtension: FileFormat.png.fileExtension, isScaled: true,
        sizeProblem: { FileFormat.png.sizeProblem(of: $0, scale: $1) },
        draw: { subject throws(RenderError) in
            SnapshotImage(try FileFormat.raster(subject.drawing, scale: subject.scale, images: subject.images))
        },
        diffing: .pixels)
}

/// Formats are told apart by their names, as `--format` gives them, so that options take a
/// format as they take any string enum.
extension SnapshotFormat: CaseIterable, RawRepresentable, Hashable {
    /// The formats a run snapshots unless it is told which, in the order it draws them.
    package static let allCases = [text, svg, png]

    package init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.name == rawValue }) else { return nil }
        self = format
    }

    package var rawValue: String { name }

    package static func == (left: Self, right: Self) -> Bool { left.name == right.name }

    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What a format draws from: a document's drawing, the images it shows and the scale.
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
}

/// What a format drew, whatever its kind: its file's bytes, and its comparison with a snapshot.
package struct DrawnSnapshot {
    /// The bytes of the snapshot file, made when they are written (a PNG is compared by its
    /// pixels, and encoded only to be written).
    package let bytes: () -> [UInt8]
    /// How what was drawn compares with the bytes of its snapshot file.
    package let compare: (_ reference: [UInt8], _ tolerance: Tolerance) -> SnapshotMatch

    init<Value>(_ value: Value, _ diffing: SnapshotDiffing<Value>) {
        bytes = { diffing.bytes(value) }
        compare = { diffing.compare(value, $0, $1) }
    }
}
