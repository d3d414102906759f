#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How what a format draws is compared with a file of it (its snapshot), and shown when the two
/// differ.
///
/// `lines` compares bytes and shows a unified diff of their text; `pixels` compares images
/// within a tolerance and shows a diff image. Another comparison is one more value:
///
///     let exact = OutputDiffing<[UInt8]>(bytes: { $0 }) { value, reference, _ in
///         value == reference ? .exact : .mismatch(SnapshotMismatch(message: "differs"))
///     }
public struct OutputDiffing<Value: Sendable>: Sendable {
    /// The file's bytes, as a value is recorded.
    public let bytes: @Sendable (Value) -> [UInt8]
    /// How a value compares with the bytes of its file; `tolerance` is for the comparisons that
    /// have one.
    public let compare: @Sendable (_ value: Value, _ reference: [UInt8], _ tolerance: Tolerance) -> SnapshotMatch

    /// A comparison that records a value as `bytes` and compares it with a file by `compare`.
    public init(
        bytes: @escaping @Sendable (Value) -> [UInt8],
        compare: @escaping @Sendable (_ value: Value, _ reference: [UInt8], _ tolerance: Tolerance) -> SnapshotMatch
    ) {
        (self.bytes, self.compare) = (bytes, compare)
    }
}

/// How what was drawn compares with its snapshot.
public enum SnapshotMatch: Sendable {
    /// They are the same.
    case exact
    /// They differ, but by no more than the tolerance allows.
    case withinTolerance
    /// They differ.
    case mismatch(SnapshotMismatch)
}

/// How what was drawn differs from its snapshot: why, in one line, and how to show it.
public struct SnapshotMismatch: Sendable {
    /// Why they differ, in one line: `does not match its snapshot`.
    public let message: String
    /// A diff of the texts, named as given (the snapshot first), or `""` when text cannot show
    /// how they differ; `nil` for a format that is not text.
    public var textDiff: (@Sendable (_ referenceName: String, _ actualName: String) -> String)? = nil
    /// Files that show the difference, kept beside the actual file.
    public var artifacts: [SnapshotArtifact] = []

    /// A mismatch said by `message`, shown by `textDiff` and `artifacts`.
    public init(
        message: String,
        textDiff: (@Sendable (_ referenceName: String, _ actualName: String) -> String)? = nil,
        artifacts: [SnapshotArtifact] = []
    ) {
        (self.message, self.textDiff, self.artifacts) = (message, textDiff, artifacts)
    }
}

/// A file that shows how a snapshot differs, kept beside the actual file as
/// `<snapshot>.<name>.<ext>`: a diff image.
public struct SnapshotArtifact: Sendable {
    /// The file's name after the snapshot's, and its label in the failure's details: `diff`.
    public let name: String
    /// The file's extension: `png`.
    public let fileExtension: String
    /// What the file is, for when it cannot be written: `the diff image`.
    public let description: String
    /// The file's bytes, made only when it is written.
    public let bytes: @Sendable () -> [UInt8]

    /// A file named `name`, of `fileExtension`, described as `description`, made by `bytes`.
    public init(
        name: String, fileExtension: String, description: String, bytes: @escaping @Sendable () -> [UInt8]
    ) {
        (self.name, self.fileExtension, self.description, self.bytes) = (name, fileExtension, description, bytes)
    }
}

extension OutputDiffing where Value == [UInt8] {
    /// Bytes that match only when they are the same; a mismatch is shown as a unified diff of
    /// their text.
    public static var lines: Self {
        Self(
            bytes: { $0 },
            compare: { actual, reference, _ in
                guard actual != reference else { return .exact }
                return .mismatch(
                    SnapshotMismatch(message: "does not match its snapshot") { referenceName, actualName in
                        UnifiedDiff.render(
                            old: String(decoding: reference, as: UTF8.self),
                            new: String(decoding: actual, as: UTF8.self), oldName: referenceName, newName: actualName)
                    })
            })
    }
}

/// A drawn image's pixels, straight-alpha RGBA as a PNG holds them, compared with a snapshot's
/// without encoding them (decoding costs a fraction of encoding).
public struct RasterImage: Sendable, Equatable {
    /// Its size in pixels.
    public let width: Int
    public let height: Int
    /// Four bytes a pixel, row after row.
    public let pixels: [UInt8]

    /// An image of `width` by `height` pixels of straight-alpha RGBA `pixels`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    init(_ canvas: Canvas) {
        self.init(width: canvas.width, height: canvas.height, pixels: PNGEncoder.straightPixels(of: canvas))
    }

    /// Compared as memory, not a byte at a time: most comparisons are of equal images.
    public static func == (left: Self, right: Self) -> Bool {
        guard left.width == right.width, left.height == right.height, left.pixels.count == right.pixels.count
        else { return false }
        return left.pixels.withUnsafeBytes { a in
            right.pixels.withUnsafeBytes { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return true }
                return memcmp(a, b, left.pixels.count) == 0
            }
        }
    }
}

extension OutputDiffing where Value == RasterImage {
    /// Images that match when no more of their pixels differ than the tolerance allows; a
    /// mismatch is shown as a diff image.
    public static var pixels: Self {
        Self(
            bytes: { PNGEncoder.encode(width: $0.width, height: $0.height, straight: $0.pixels) },
            compare: compare(_:_:_:))
    }

    /// How `image` compares with the PNG `reference` within `tolerance`.
    private static func compare(_ image: RasterImage, _ reference: [UInt8], _ tolerance: Tolerance) -> SnapshotMatch {
        // The pixels are compared, so the stored data need not match its zlib checksum as well.
        if let stored = try? PNGDecoder.decodeStraight(reference, checked: false),
            RasterImage(width: stored.width, height: stored.height, pixels: stored.pixels) == image
        {
            return .exact
        }
        let expected: Bitmap
        do {
            expected = try PNGDecoder.decode(reference)
        } catch {
            return .mismatch(
                SnapshotMismatch(
                    message:
                        "does not match its snapshot, which is not a PNG image the designer reads: \(error)"))
        }
        let found = Bitmap(width: image.width, height: image.height, straightRGBA: image.pixels)
        let difference = ImageDifference(reference: expected, actual: found, pixelTolerance: tolerance.pixel)
        let artifact = SnapshotArtifact(name: "diff", fileExtension: "png", description: "the diff image") {
            PNGEncoder.encode(difference.picture())
        }
        guard difference.sizesMatch else {
            return .mismatch(
                SnapshotMismatch(
                    message:
                        "does not match its snapshot: the image is \(found.width)×\(found.height) pixels, the snapshot \(expected.width)×\(expected.height)",
                    artifacts: [artifact]))
        }
        // Counted in whole pixels, so that the share a failure prints, given as the tolerance, passes.
        let allowed = (tolerance.share * Double(difference.pixelCount) * (1 + 1e-9)).rounded(.down)
        guard Double(difference.differingPixels) > allowed else { return .withinTolerance }
        // Rounded up, so that a tolerance of the share printed lets this image pass.
        let percent = (difference.differingShare * 1_000_000).rounded(.up) / 10_000
        return .mismatch(
            SnapshotMismatch(
                message:
                    "does not match its snapshot: \(difference.differingPixels) of \(difference.pixelCount) pixels (\(percent)%) differ, by up to \(difference.largestDifference) of 255",
                artifacts: [artifact]))
    }
}
