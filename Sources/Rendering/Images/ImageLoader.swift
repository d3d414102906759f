import Dispatch
public import Graphics
import Synchronization

/// How the image loader reaches files; the command line gives it the file system.
public protocol ImageFiles: Sendable {
    /// The contents of the file at `path`, or why it cannot be read.
    func read(_ path: String) -> Result<[UInt8], ImageFileError>
    /// The path with symbolic links, `.` and `..` resolved, if it exists.
    func realPath(_ path: String) -> String?
}

/// Why an image file could not be read: the reason as the system gives it.
public struct ImageFileError: Error, Sendable {
    /// The reason, as the system gives it.
    public let reason: String

    /// An error for `reason`.
    public init(reason: String) {
        self.reason = reason
    }
}

/// An image ready to draw: its pixels, and its file for embedding in SVG; for a PDF, the
/// drawing of its page too, which SVG writes as shapes.
public struct LoadedImage: Sendable {
    /// The image's pixels.
    public let bitmap: Bitmap
    /// The bytes of the image's file, as SVG embeds a PNG.
    public let fileBytes: [UInt8]
    /// What a vector image (a PDF) draws, in points from its top-left corner; `nil` for a PNG.
    public let drawing: Drawing?

    /// An image of these pixels, whose file holds `fileBytes`, drawing `drawing` if it is a vector image.
    public init(bitmap: Bitmap, fileBytes: [UInt8], drawing: Drawing? = nil) {
        self.bitmap = bitmap
        self.fileBytes = fileBytes
        self.drawing = drawing
    }

    /// The same pixels at `scale` pixels a point.
    func scaled(_ scale: Double) -> LoadedImage {
        LoadedImage(
            bitmap: Bitmap(width: bitmap.width, height: bitmap.height, scale: scale, pixels: bitmap.pixels),
            fileBytes: fileBytes)
    }

    /// The image a PNG file's bytes hold, at `scale` pixels a point (2 for an `@2x` file).
    public init(png bytes: [UInt8], scale: Double = 1) throws(PNGDecoder.Failure) {
        self.init(bitmap: try PNGDecoder.decode(bytes, scale: scale), fileBytes: bytes)
    }
}

/// Loads the images a drawing uses, by the paths its `ImageDrawing`s name. Paths are relative to a
/// folder and may not leave it — by `..`, an absolute path or a symbolic link — unless external
/// images are allowed. Renderers draw a placeholder in place of an image that cannot be used.
///
/// PNG files are decoded; a PDF (an asset catalog's vector image) has its first page drawn
/// (`PDFImage`) at the scale the picture is drawn at, so that it is as crisp at @3x as at @1x,
/// and keeps that drawing for SVG to write as shapes.
/// Other formats are named in the reason they cannot be used.
public struct ImageLoader: Sendable {
    /// The folder image paths are relative to.
    public let folder: String
    /// The folder no image may lie outside, unless external images are allowed.
    public let boundary: String
    /// Image files by their names in asset catalogs.
    public let names: [String: String]
    /// Whether an image may lie outside `boundary`.
    public let allowsExternalImages: Bool
    /// How files are read.
    public let files: any ImageFiles
    /// The most memory the images of one document may take (`defaultMemoryBudget`).
    public let memoryBudget: Int

    /// - Parameter folder: The folder of the document, against which image paths resolve.
    /// - Parameter boundary: The folder images may come from, when it is wider than `folder`
    ///   (the project of an Interface Builder document, whose asset catalogs lie beside it).
    ///   - names: Files by the names documents give them, relative to `folder`: the images of an
    ///     Interface Builder document's asset catalogs.
    ///   - memoryBudget: The most memory the images of one document may take.
    public init(
        folder: String, boundary: String? = nil, names: [String: String] = [:], allowsExternalImages: Bool,
        files: any ImageFiles, memoryBudget: Int = defaultMemoryBudget
    ) {
        self.folder = folder
        self.boundary = boundary ?? folder
        self.names = names
        self.allowsExternalImages = allowsExternalImages
        self.files = files
        self.memoryBudget = memoryBudget
    }

    /// The most memory the images of one document may take, their files and their pixels
    /// together: room for seven images of the largest size an image may have (4096×4096), or some
    /// twenty full screens of the largest iPad at @2x. An image that would take more is not drawn.
    public static let defaultMemoryBudget = 512 << 20

    /// The images decoded for one document, by the file each was read from, so that a file named
    /// by many views, or in many spellings of its path, is read and decoded once; and what they
    /// take of the budget.
    private struct Decoded {
        var files: [String: Result<LoadedImage, ImageLoadError>] = [:]
        /// The files that are PDFs, drawn at the picture's scale whatever name they go by.
        var vectors: Set<String> = []
        var used = 0
        /// Files decoded before, by an earlier load at the same scale, taken instead of decoding them again.
        var ahead = DecodedFiles(scale: 0)
        /// The files this load decoded or took.
        var made: DecodedFiles
    }

    /// Image files decoded by one load, which another at the same scale takes rather than
    /// decoding them again: by real path, each image and what it takes of the memory budget.
    public struct DecodedFiles: Sendable {
        /// The scale the images were loaded at, which a PDF is drawn at.
        let scale: Double
        var images: [String: (image: LoadedImage, cost: Int)] = [:]
    }

    /// The images `names` name, each read and decoded once, in the order they are first named,
    /// until they take the memory budget: each image, or why it cannot be used, by its name.
    ///
    /// Files in `ahead` (made at the same `scale`) are taken as they are rather than decoded
    /// again: a document's images can be decoded while it is laid out, from the names it has
    /// before, and loaded once it is, with the same images and the same budget as without them.
    public func load(_ names: [String], scale: Double = 1, reusing ahead: DecodedFiles? = nil) -> [String: Result<
        LoadedImage, ImageLoadError
    >] {
        var results: [String: Result<LoadedImage, ImageLoadError>] = [:]
        var decoded = Decoded(made: DecodedFiles(scale: scale))
        if let ahead, ahead.scale == scale { decoded.ahead = ahead }
        for name in names where results[name] == nil {
            results[name] = load(name, scale: scale, decoded: &decoded)
        }
        return results
    }

    /// The files of the images `names` name, decoded as `load(_:scale:reusing:)` decodes them,
    /// in the same order and within the same budget, until `stops` says to begin no more.
    fileprivate func decodeAhead(_ names: [String], scale: Double, stops: () -> Bool) -> DecodedFiles {
        var decoded = Decoded(made: DecodedFiles(scale: scale))
        var seen: Set<String> = []
        for name in names where seen.insert(name).inserted {
            guard !stops() else { break }
            _ = load(name, scale: scale, decoded: &decoded)
        }
        return decoded.made
    }

    /// One image, or why it cannot be used.
    public func load(_ name: String, scale: Double = 1) -> Result<LoadedImage, ImageLoadError> {
        var decoded = Decoded(made: DecodedFiles(scale: scale))
        return load(name, scale: scale, decoded: &decoded)
    }

    private func load(_ name: String, scale: Double, decoded: inout Decoded) -> Result<LoadedImage, ImageLoadError> {
        let path = names[name] ?? name
        let resolved: String
        switch locate(path) {
        case .success(let found): resolved = found
        case .failure(let error):
            // No file of the name itself: UIKit takes one made for another scale, as
            // `UIImage(named:)` finds `icon@2x.png` alone for "icon.png" on any device.
            for factor in [2, 3] {
                if case .success(let variant) = locate(Self.variant(path, factor)) {
                    return decode(variant, scale: Double(factor), drawingScale: scale, decoded: &decoded)
                }
            }
            return .failure(error)
        }
        // At @2x and @3x, prefer the image made for that scale, as UIKit does.
        for factor in [3, 2] where scale >= Double(factor) {
            if case .success(let variant) = locate(Self.variant(path, factor)),
                case .success(let image) = decode(
                    variant, scale: Double(factor), drawingScale: scale, decoded: &decoded)
            {
                return .success(image)
            }
        }
        return decode(resolved, scale: 1, drawingScale: scale, decoded: &decoded)
    }

    /// `track.png` as `track@2x.png`.
    static func variant(_ path: String, _ factor: Int) -> String {
        guard let dot = path.lastIndex(of: "."), path[dot...].count <= 5, !path[dot...].contains("/") else {
            return path + "@\(factor)x"
        }
        return path[..<dot] + "@\(factor)x" + path[dot...]
    }

    /// The file a path names, if it may be used.
    private func locate(_ path: String) -> Result<String, ImageLoadError> {
        if path.hasPrefix("/"), !allowsExternalImages { return .failure(.outside("is an absolute path")) }
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        guard let real = files.realPath(joined) else { return .failure(.missing) }
        guard !allowsExternalImages else { return .success(real) }
        guard let base = files.realPath(boundary), real.hasPrefix(base == "/" ? "/" : base + "/") else {
            return .failure(
                .outside(
                    boundary == folder ? "lies outside the document's folder" : "lies outside the document's project"))
        }
        return .success(real)
    }

    /// The image in the file at `path` (a real path), decoded once for a document: a PNG at
    /// `scale` pixels a point, a PDF drawn at `drawingScale`.
    private func decode(
        _ path: String, scale: Double, drawingScale: Double, decoded: inout Decoded
    ) -> Result<LoadedImage, ImageLoadError> {
        if decoded.vectors.contains(path), let known = decoded.files[path] { return known }
        if let known = decoded.files[path] {
            // The same pixels, at the scale this name gives them.
            return known.map { $0.scaled(scale) }
        }
        let before = decoded.used
        if let (image, cost) = decoded.ahead.images[path] {
            // As decoded before, at what it took of the budget then.
            if image.drawing != nil { decoded.vectors.insert(path) }
            decoded.files[path] =
                before + cost <= memoryBudget
                ? .success(image.drawing != nil ? image : image.scaled(scale)) : .failure(.overBudget(memoryBudget))
            if case .success = decoded.files[path] { decoded.used += cost }
        } else {
            switch files.read(path) {
            case .failure(let error):
                decoded.files[path] = .failure(.unreadable(error.reason))
            // A file named `.pdf` is read as one, so that one that is not says why (not "no PNG").
            case .success(let bytes)
            where bytes.starts(with: Array("%PDF-".utf8)) || path.lowercased().hasSuffix(".pdf"):
                decoded.vectors.insert(path)
                decoded.files[path] = drawPDF(bytes, scale: drawingScale, used: &decoded.used)
            case .success(let bytes):
                decoded.files[path] = decode(bytes, scale: scale, used: &decoded.used)
            }
        }
        if case .success(let image) = decoded.files[path] {
            decoded.made.images[path] = (image, decoded.used - before)
        }
        return decoded.files[path] ?? .failure(.missing)
    }

    /// The first page of a PDF, drawn at `scale` (more coarsely where the page would be more
    /// than `PDFLimits.maximumRasterSide` pixels across), if it and its pixels fit the budget.
    private func drawPDF(_ bytes: [UInt8], scale asked: Double, used: inout Int) -> Result<LoadedImage, ImageLoadError>
    {
        do {
            let page = try PDFImage(bytes)
            let scale = min(asked, PDFLimits.maximumRasterSide / max(page.size.width, page.size.height, 1))
            let (width, height) = page.pixelSize(scale: scale)
            let size = width <= PNGDecoder.maximumPixels && height <= PNGDecoder.maximumPixels ? width * height * 4 : 0
            guard used + bytes.count + size <= memoryBudget else { return .failure(.overBudget(memoryBudget)) }
            let canvas = try page.canvas(scale: scale)
            used += bytes.count + size
            return .success(
                LoadedImage(
                    bitmap: Bitmap(width: canvas.width, height: canvas.height, scale: scale, pixels: canvas.pixels),
                    fileBytes: bytes, drawing: page.drawing))
        } catch {
            return .failure(.pdf(error))
        }
    }

    private func decode(_ bytes: [UInt8], scale: Double, used: inout Int) -> Result<LoadedImage, ImageLoadError> {
        // Measured before it is decoded, from its header; one the decoder refuses for its
        // size, or that is no PNG, takes only its file's bytes.
        let size =
            PNGDecoder.size(of: bytes).map {
                $0.width <= PNGDecoder.maximumPixels && $0.height <= PNGDecoder.maximumPixels
                    ? $0.width * $0.height * 4 : 0
            } ?? 0
        guard used + bytes.count + size <= memoryBudget else { return .failure(.overBudget(memoryBudget)) }
        do {
            let image = try LoadedImage(png: bytes, scale: scale)
            used += bytes.count + size
            return .success(image)
        } catch .notPNG {
            return .failure(Self.otherFormat(of: bytes).map(ImageLoadError.otherFormat) ?? .undecodable(.notPNG))
        } catch {
            return .failure(.undecodable(error))
        }
    }

    /// The name of the image format a file that is no PNG or PDF is in, by its first bytes, if
    /// it is one an app may well use (a photo's JPEG, an asset catalog's SVG).
    static func otherFormat(of bytes: [UInt8]) -> String? {
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            bytes.count >= offset + text.utf8.count && bytes[offset..<offset + text.utf8.count].elementsEqual(text.utf8)
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if starts("GIF87a") || starts("GIF89a") { return "GIF" }
        if starts("RIFF"), starts("WEBP", at: 8) { return "WebP" }
        if starts("ftyp", at: 4) { return "HEIF" }
        if starts("II*\u{0}") || starts("MM\u{0}*") { return "TIFF" }
        if starts("BM") { return "BMP" }
        // Asset catalogs take SVG since Xcode 12: XML, or its root element, near the start.
        let head = String(decoding: bytes.prefix(512), as: UTF8.self)
        if head.contains("<svg") { return "SVG" }
        return nil
    }
}

/// Image files decoded ahead of a load that takes them (`ImageLoader.load(_:scale:reusing:)`), on
/// a thread of their own: one after another in the order they are named, within the memory budget
/// as the load keeps it, so that the load decodes nothing they hold, and what they hold is what
/// it would have decoded itself.
public final class ImagesAhead: Sendable {
    private let decoded = Mutex<ImageLoader.DecodedFiles?>(nil)
    private let finished = DispatchSemaphore(value: 0)
    private let cancelled = Atomic<Bool>(false)

    /// Begins, on another thread, to find the names of the images (`names`) and to decode their
    /// files as `loader` would load them at `scale`.
    public init(_ loader: ImageLoader, scale: Double, names: @escaping @Sendable () -> [String]) {
        DispatchQueue.global(qos: .userInitiated).async {
            let files = loader.decodeAhead(names(), scale: scale) { self.cancelled.load(ordering: .relaxed) }
            self.decoded.withLock { $0 = files }
            self.finished.signal()
        }
    }

    /// The files, once they are decoded.
    public var files: ImageLoader.DecodedFiles {
        finished.wait()
        defer { finished.signal() }
        return decoded.withLock { $0 } ?? ImageLoader.DecodedFiles(scale: 0)
    }

    /// Begins no more files, for a command that ends without them; a file begun is finished and
    /// dropped.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }
}

/// Why an image cannot be drawn.
public enum ImageLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    case missing
    case outside(String)
    case unreadable(String)
    case undecodable(PNGDecoder.Failure)
    /// An image in a format designer does not draw, such as a JPEG or an asset catalog's SVG.
    case otherFormat(String)
    /// A PDF designer cannot draw: damaged, past a limit, or using what designer does not draw.
    case pdf(PDFError)
    /// With the images decoded before it, it would take more than a document's images may.
    case overBudget(Int)

    /// Whether the image may be right and designer alone cannot draw it (an image in another
    /// format, a PNG feature or size it does not read, or a PDF feature it does not draw), rather
    /// than missing, out of bounds, damaged, past a limit or no image at all: a note, not a warning.
    public var isDrawingLimit: Bool {
        switch self {
        case .otherFormat, .undecodable(.unsupported), .undecodable(.tooLarge), .pdf(.unsupported): true
        // Images past a document's budget are far more than any real project's: more likely a
        // document made to exhaust memory than one a device draws.
        // A file that is no image designer knows may be empty, or a PNG that is not there.
        case .missing, .outside, .unreadable, .undecodable(.damaged), .undecodable(.notPNG), .overBudget,
            .pdf(.damaged), .pdf(.overLimit):
            false
        }
    }

    /// Why the image cannot be drawn, as a message ends with it.
    public var description: String {
        switch self {
        case .missing: "does not exist"
        case .outside(let why): "\(why) (allow it with --allow-external-images)"
        case .unreadable(let reason): "cannot be read: \(reason)"
        case .undecodable(let failure): "cannot be drawn: \(failure)"
        case .pdf(let failure): "cannot be drawn: \(failure)"
        case .otherFormat(let format):
            "cannot be drawn: it is \(format == "SVG" ? "an" : "a") \(format) image, and designer draws PNG and PDF images"
        case .overBudget(let budget):
            "cannot be drawn: with the document's images before it, it would take more than the \(budget >> 20) MiB a document's images may take"
        }
    }
}
