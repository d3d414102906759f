/// A shape to fill or stroke.
public enum Shape: Sendable, Equatable {
    /// An upright rectangle.
    case rect(Rect)
    /// An upright rectangle with corners rounded to `cornerRadius`, as `UIBezierPath(roundedRect:cornerRadius:)`.
    case roundedRect(Rect, cornerRadius: Double)
    /// Any path, filled by its own fill rule.
    case path(Path)

    /// The shape as a path.
    public var path: Path {
        switch self {
        case .rect(let rect): Path(roundedRect: rect, cornerRadius: 0)
        case .roundedRect(let rect, let radius): Path(roundedRect: rect, cornerRadius: radius)
        case .path(let path): path
        }
    }

    /// Whether every coordinate of the shape is a finite number.
    public var isFinite: Bool {
        switch self {
        case .rect(let rect): rect.isFinite
        case .roundedRect(let rect, let radius): rect.isFinite && radius.isFinite
        case .path(let path):
            path.elements.allSatisfy { element in
                switch element {
                case .move(let point), .line(let point): point.isFinite
                case .quadCurve(let point, let control): point.isFinite && control.isFinite
                case .curve(let point, let control1, let control2):
                    point.isFinite && control1.isFinite && control2.isFinite
                case .close: true
                }
            }
        }
    }

    /// The smallest upright rectangle holding the shape.
    public var boundingBox: Rect {
        switch self {
        case .rect(let rect), .roundedRect(let rect, _): rect
        case .path(let path): path.boundingBox
        }
    }

    func offsetBy(dx: Double, dy: Double) -> Shape {
        switch self {
        case .rect(let rect): .rect(rect.offsetBy(dx: dx, dy: dy))
        case .roundedRect(let rect, let radius): .roundedRect(rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius)
        case .path(let path): .path(path.offsetBy(dx: dx, dy: dy))
        }
    }
}

/// One step of a drawing, in points from the drawing's top-left corner (or from the origin of
/// the group it is in, through the group's transform).
public indirect enum DrawingCommand: Sendable, Equatable {
    /// A shape filled with a color or a gradient.
    case fill(Shape, Paint)
    /// A stroke centred on the outline of a shape.
    case stroke(Shape, StrokeStyle, Paint)
    /// Text set in a rectangle.
    case text(TextDrawing)
    /// An image placed in a rectangle.
    case image(ImageDrawing)
    /// Commands drawn together, then clipped, shadowed and made translucent as one, as a layer is.
    case group(DrawingGroup)
}

/// An image in a rectangle, placed by a content mode (what falls outside the rectangle is cut
/// off) and stretched there by UIKit's stretchable-image rule: the `leftCapWidth` columns at the
/// left and the columns after the one stretched column stay as they are, and likewise for rows;
/// a cap of 0 scales that axis whole. A template image is drawn in `tint`, keeping only its
/// opacity, as `UIImage.withRenderingMode(.alwaysTemplate)` in a tinted view is.
public struct ImageDrawing: Sendable, Equatable {
    /// The image, by the path its loader resolves.
    public var image: Image
    /// Where the image is drawn, in points.
    public var rect: Rect
    /// The columns at the left that are not stretched; 0 to scale the width whole.
    public var leftCapWidth: Int
    /// The rows at the top that are not stretched; 0 to scale the height whole.
    public var topCapHeight: Int
    /// How the image is placed in `rect`.
    public var contentMode: ContentMode
    /// The color a template image is drawn in; `nil` for the image's own colors.
    public var tint: Color?

    /// An image drawn in `rect`, by default stretched to fill it whole, in its own colors.
    public init(
        image: Image, rect: Rect, leftCapWidth: Int = 0, topCapHeight: Int = 0, contentMode: ContentMode = .scaleToFill,
        tint: Color? = nil
    ) {
        (self.image, self.rect, self.leftCapWidth, self.topCapHeight) = (image, rect, leftCapWidth, topCapHeight)
        (self.contentMode, self.tint) = (contentMode, tint)
    }
}

/// Commands composited as one layer: drawn through `transform`, then clipped to `clip`, then
/// casting `shadow` beneath them, then made `alpha` opaque, as a `CALayer` with a transform,
/// `masksToBounds`, a shadow and an opacity is composited.
public struct DrawingGroup: Sendable, Equatable {
    /// How opaque the group is drawn, 0...1.
    public var alpha: Double
    /// In the coordinates around the group, not the transformed ones.
    public var clip: Shape?
    /// From the coordinates the group's commands are in to those around it.
    public var transform: AffineTransform
    /// The shadow the group casts beneath it, if any.
    public var shadow: Shadow?
    /// The commands drawn together, in the group's coordinates.
    public var commands: [DrawingCommand]
    /// What the commands draw, for a reader of the drawing such as an audit that asks which view
    /// drew a text (`GraphicsContext.group(tag:_:)`); renderers draw a group the same with or without.
    public var tag: Int?

    /// A group of `commands`, by default opaque, unclipped, untransformed, casting no shadow and untagged.
    public init(
        alpha: Double = 1, clip: Shape? = nil, transform: AffineTransform = .identity, shadow: Shadow? = nil,
        commands: [DrawingCommand], tag: Int? = nil
    ) {
        (self.alpha, self.clip, self.transform, self.shadow, self.commands) = (alpha, clip, transform, shadow, commands)
        self.tag = tag
    }

    /// Whether the group only transforms its commands: drawn straight into what is around it,
    /// with no layer of its own.
    public var onlyTransforms: Bool { alpha >= 1 && clip == nil && shadow == nil }
}

/// A finished drawing: what every renderer draws from.
public struct Drawing: Sendable, Equatable {
    /// The size of the drawing in points.
    public var size: Size
    /// The commands, drawn in order, each over those before it.
    public var commands: [DrawingCommand]

    /// A drawing of `size` points made of `commands`.
    public init(size: Size, commands: [DrawingCommand]) {
        self.size = size
        self.commands = commands
    }

    /// Every text drawn, those in groups included, in drawing order; the rectangle of a text in a
    /// transformed group is the upright rectangle holding it in the drawing's coordinates.
    public var texts: [TextDrawing] { clippedTexts.map(\.text) }

    /// Every text drawn, as `texts` gives them, each with the clips of the groups it is drawn in:
    /// what a renderer that sets text apart from the pixels (the terminal's characters) cuts it to.
    public var clippedTexts: [ClippedText] { Self.texts(in: commands, transform: .identity, clips: []) }

    private static func texts(
        in commands: [DrawingCommand], transform: AffineTransform, clips: [DrawingClip]
    ) -> [ClippedText] {
        commands.flatMap { command -> [ClippedText] in
            switch command {
            case .text(var text):
                text.rect = transform.boundingBox(of: text.rect)
                return [ClippedText(text: text, clips: clips)]
            case .group(let group):
                // A group's clip is in the coordinates around it, which `transform` takes to the drawing's.
                let inner = group.clip.map { clips + [DrawingClip(shape: $0, transform: transform)] } ?? clips
                return texts(in: group.commands, transform: group.transform.concatenating(transform), clips: inner)
            default: return []
            }
        }
    }
}

/// A group's clip as a reader of the whole drawing sees it: the shape, and the transform that
/// takes the shape's coordinates to the drawing's.
public struct DrawingClip: Sendable, Equatable {
    /// The clip's shape, in the coordinates around its group.
    public var shape: Shape
    /// From the shape's coordinates to the drawing's.
    public var transform: AffineTransform

    /// The clip `shape`, whose coordinates `transform` takes to the drawing's.
    public init(shape: Shape, transform: AffineTransform) {
        (self.shape, self.transform) = (shape, transform)
    }
}

/// A text of a drawing and the clips of the groups it is drawn in: only what lies inside every
/// one of them shows.
public struct ClippedText: Sendable, Equatable {
    /// The text, its rectangle in the drawing's coordinates.
    public var text: TextDrawing
    /// The clips around the text, outermost first; none where nothing cuts it.
    public var clips: [DrawingClip]

    /// The text `text`, cut to every one of `clips`.
    public init(text: TextDrawing, clips: [DrawingClip]) {
        (self.text, self.clips) = (text, clips)
    }
}
