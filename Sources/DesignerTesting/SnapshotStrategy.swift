import DesignerSnapshots
public import Inspectable

/// How a value is snapshotted: what it draws, what that is drawn as (PNG, SVG or the text
/// picture) and how it is compared with the file it is kept in, as `designer snapshot` draws and
/// compares them.
///
/// The strategies of a component are `.png`, `.svg` and `.text`; a strategy of another value is
/// one of them pulled back, as swift-snapshot-testing's `Snapshotting` is:
///
///     extension SnapshotStrategy where Value == Double {
///         /// A share of 1, drawn as a progress bar.
///         static var progress: Self {
///             SnapshotStrategy<MyProgressBar>.png.pullback { share in
///                 var bar = MyProgressBar()
///                 bar.percent = Int(share * 100)
///                 return bar
///             }
///         }
///     }
///
///     assertSnapshot(of: 0.5, as: .progress)
public struct SnapshotStrategy<Value>: Sendable {
    /// What the drawing is drawn as, and how it is compared.
    let output: SnapshotOutput
    /// What a value draws, as the assertion asks.
    let draw: @Sendable (_ value: Value, _ request: SnapshotRequest) throws(SnapshotProblem) -> SnapshotSubject

    /// A strategy of `NewValue`: the value `transform` makes of it, snapshotted as this strategy
    /// snapshots its values.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> SnapshotStrategy<NewValue> {
        let draw = self.draw
        return SnapshotStrategy<NewValue>(output: output) { value, request throws(SnapshotProblem) in
            try draw(transform(value), request)
        }
    }
}

extension SnapshotStrategy where Value: Component {
    /// PNG at @1x, pixel for pixel.
    public static var png: Self { png() }

    /// PNG at `scale` pixels a point (1, 2 or 3), matching when no more than `tolerance` of the
    /// pixels (a share, 0 to 1) differ by more than `pixelTolerance` (0 to 255 in any channel);
    /// a mismatch is shown by a diff image.
    public static func png(scale: Double = 1, tolerance: Double = 0, pixelTolerance: Int = 0) -> Self {
        Self(output: .png(scale: scale, tolerance: tolerance, pixelTolerance: pixelTolerance), draw: component)
    }

    /// SVG at @1x, compared as text.
    public static var svg: Self { svg() }

    /// SVG with its size in pixels at `scale`, compared as text; a mismatch shows a diff.
    public static func svg(scale: Double = 1) -> Self { Self(output: .svg(scale: scale), draw: component) }

    /// The text picture, compared as text; a mismatch shows a diff.
    public static var text: Self { Self(output: .text, draw: component) }

    /// What a component draws at the request's size (its `defaultSize` when it gives none), as
    /// the document of it with its values draws.
    private static func component(_ value: Value, _ request: SnapshotRequest) throws(SnapshotProblem)
        -> SnapshotSubject
    {
        try SnapshotAssertion.subject(
            of: value, size: request.size, folder: request.folder, appearance: request.appearance,
            scale: request.scale)
    }
}

extension SnapshotStrategy where Value == SnapshotDocument {
    /// The document as PNG at @1x, pixel for pixel.
    public static var png: Self { png() }

    /// The document as PNG at `scale`, within the tolerances, as a component's `png(scale:…)`.
    public static func png(scale: Double = 1, tolerance: Double = 0, pixelTolerance: Int = 0) -> Self {
        Self(output: .png(scale: scale, tolerance: tolerance, pixelTolerance: pixelTolerance), draw: document)
    }

    /// The document as SVG at @1x, compared as text.
    public static var svg: Self { svg() }

    /// The document as SVG at `scale`, compared as text.
    public static func svg(scale: Double = 1) -> Self { Self(output: .svg(scale: scale), draw: document) }

    /// The document's text picture, compared as text.
    public static var text: Self { Self(output: .text, draw: document) }

    private static func document(_ value: Value, _ request: SnapshotRequest) throws(SnapshotProblem)
        -> SnapshotSubject
    {
        try value.subject(request)
    }
}

/// What an assertion asks of a strategy's drawing: the size and appearance it is drawn at, the
/// scale of its images, and the folder relative image paths start from.
struct SnapshotRequest {
    let size: Size?
    let appearance: Appearance
    let scale: Double
    /// The test file's folder.
    let folder: String
}
