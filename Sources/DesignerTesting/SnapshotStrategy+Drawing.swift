import DesignerSnapshots
public import Inspectable
import Rendering

extension SnapshotStrategy where Value == Drawing {
    /// A display list built with `GraphicsContext` (or by hand) as PNG at @1x, pixel for pixel.
    ///
    ///     var context = GraphicsContext(size: Size(width: 40, height: 8))
    ///     context.fill(context.bounds, cornerRadius: 4, color: .systemBlue)
    ///     assertSnapshot(of: Drawing(size: context.size, commands: context.commands), as: .png)
    public static var png: Self { png() }

    /// The display list as PNG at `scale`, within the tolerances, as a component's `png(scale:…)`.
    public static func png(scale: Double = 1, tolerance: Double = 0, pixelTolerance: Int = 0) -> Self {
        Self(output: .png(scale: scale, tolerance: tolerance, pixelTolerance: pixelTolerance), draw: subject)
    }

    /// The display list as SVG at @1x, compared as text.
    public static var svg: Self { svg() }

    /// The display list as SVG at `scale`, compared as text.
    public static func svg(scale: Double = 1) -> Self { Self(output: .svg(scale: scale), draw: subject) }

    /// The display list's text picture, compared as text.
    public static var text: Self { Self(output: .text, draw: subject) }

    /// The drawing as it is, at its own size and in the colors it holds, with the images it names
    /// read relative to the test file's folder.
    private static func subject(_ drawing: Drawing, _ request: SnapshotRequest) throws(SnapshotProblem)
        -> SnapshotSubject
    {
        if request.size != nil {
            throw SnapshotProblem(
                "a drawing is drawn at its own size, \(drawing.size.width.text)×\(drawing.size.height.text) pt; leave out size:"
            )
        }
        guard request.appearance == .light else {
            throw SnapshotProblem("a drawing is drawn in the colors it holds; leave out appearance:")
        }
        let names = imageNames(in: drawing.commands).sorted()
        let loader = ImageLoader(folder: request.folder, allowsExternalImages: false, files: TestImageFiles())
        func loaded(at scale: Double) throws(SnapshotProblem) -> [String: LoadedImage] {
            var images: [String: LoadedImage] = [:]
            for (name, result) in loader.load(names, scale: scale) {
                switch result {
                case .success(let image): images[name] = image
                // The command line's advice (--allow-external-images) has no place in a test.
                case .failure(.outside(let why)): throw SnapshotProblem("image '\(name)': \(why)")
                case .failure(let error): throw SnapshotProblem("image '\(name)': \(error)")
                }
            }
            return images
        }
        let images = try loaded(at: request.scale)
        return SnapshotSubject(
            drawing: drawing, images: images, unscaledImages: request.scale == 1 ? nil : try loaded(at: 1),
            scale: request.scale)
    }

    /// The paths of the images `commands` draw, in their groups too.
    private static func imageNames(in commands: [DrawingCommand]) -> Set<String> {
        var names: Set<String> = []
        for command in commands {
            switch command {
            case .image(let image): names.insert(image.image.path)
            case .group(let group): names.formUnion(imageNames(in: group.commands))
            case .fill, .stroke, .text: continue
            }
        }
        return names
    }
}
