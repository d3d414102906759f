/// A shape to fill or stroke.
package enum Shape: Sendable, Equatable {
    case rect(Rect)
    case roundedRect(Rect, cornerRadius: Double)
    case path(Path)

    /// The shape as a path.
    package var path: Path {
        switch self {
        case .rect(let rect): Path(roundedRect: rect, cornerRadius: 0)
        case .roundedRect(let rect, let radius): Path(roundedRect: rect, cornerRadius: radius)
        case .path(let path): path
        }
    }

    /// Whether every coordinate of the shape is a finite number.
    package var isFinite: Bool {
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

    package var boundingBox: Rect {
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
package indirect enum DrawingCommand: Sendable, Equatable {
    case fill(Shape, Paint)
    /// A stroke centred on the outline of a shape.
    case stroke(Shape, StrokeStyle, Paint)
    case text(TextDrawing)
    case image(ImageDrawing)
    /// Commands drawn together, then clipped, shadowed and made translucent as one, as a layer is.
    case group(DrawingGroup)
}

/// An image in a rectangle, placed by a content mode (what falls outside the rectangle is cut
/// off) and stretched there by UIKit's stretchable-image rule: the `leftCapWidth` columns at the
/// left and the columns after the one stretched column stay as they are, and likewise for rows;
/// a cap of 0 scales that axis whole. A template image is drawn in `tint`, keeping only its
/// opacity, as `UIImage.withRenderingMode(.alwaysTemplate)` in a tinted view is.
package struct ImageDrawing: Sendable, Equatable {
    package var image: Image
    package var rect: Rect
    package var leftCapWidth: Int
    package var topCapHeight: Int
    package var contentMode: ContentMode
    package var tint: Color?

    package init(
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
package struct DrawingGroup: Sendable, Equatable {
    package var alpha: Double
    /// In the coordinates around the group, not the transformed ones.
    package var clip: Shape?
    /// From the coordinates the group's commands are in to those around it.
    package var transform: AffineTransform
    package var shadow: Shadow?
    package var commands: [DrawingCommand]

    package init(
        alpha: Double = 1, clip: Shape? = nil, transform: AffineTransform = .identity, shadow: Shadow? = nil,
        commands: [DrawingCommand]
    ) {
        (self.alpha, self.clip, self.transform, self.shadow, self.commands) = (alpha, clip, transform, shadow, commands)
    }

    /// Whether the group only transforms its commands: drawn straight into what is around it,
    /// with no layer of its own.
    package var onlyTransforms: Bool { alpha >= 1 && clip == nil && shadow == nil }
}

/// A finished drawing: what every renderer draws from.
package struct Drawing: Sendable, Equatable {
    /// The size of the drawing in points.
    package var size: Size
    package var commands: [DrawingCommand]

    package init(size: Size, commands: [DrawingCommand]) {
        self.size = size
        self.commands = commands
    }

    /// Every text drawn, those in groups included, in drawing order; the rectangle of a text in a
    /// transformed group is the upright rectangle holding it in the drawing's coordinates.
    package var texts: [TextDrawing] { Self.texts(in: commands, transform: .identity) }

    private static func texts(in commands: [DrawingCommand], transform: AffineTransform) -> [TextDrawing] {
        commands.flatMap { command -> [TextDrawing] in
            switch command {
            case .text(var text):
                text.rect = transform.boundingBox(of: text.rect)
                return [text]
            case .group(let group):
                return texts(in: group.commands, transform: group.transform.concatenating(transform))
            default: return []
            }
        }
    }
}
