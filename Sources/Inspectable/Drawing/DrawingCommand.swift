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

/// One step of a drawing, in points from the drawing's top-left corner.
package indirect enum DrawingCommand: Sendable, Equatable {
    case fill(Shape, Color)
    /// A stroke centred on the outline of a shape.
    case stroke(Shape, StrokeStyle, Color)
    case text(TextDrawing)
    case image(ImageDrawing)
    /// Commands drawn together, then made translucent and clipped as one, as a layer is.
    case group(DrawingGroup)
}

/// An image stretched into a rectangle by UIKit's stretchable-image rule: the `leftCapWidth`
/// columns at the left and the columns after the one stretched column stay as they are, and
/// likewise for rows; a cap of 0 scales that axis whole.
package struct ImageDrawing: Sendable, Equatable {
    package var image: Image
    package var rect: Rect
    package var leftCapWidth: Int
    package var topCapHeight: Int

    package init(image: Image, rect: Rect, leftCapWidth: Int, topCapHeight: Int) {
        (self.image, self.rect, self.leftCapWidth, self.topCapHeight) = (image, rect, leftCapWidth, topCapHeight)
    }
}

/// Commands composited as one layer: their opacity and clip apply to them together.
package struct DrawingGroup: Sendable, Equatable {
    package var alpha: Double
    package var clip: Shape?
    package var commands: [DrawingCommand]

    package init(alpha: Double, clip: Shape?, commands: [DrawingCommand]) {
        (self.alpha, self.clip, self.commands) = (alpha, clip, commands)
    }
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

    /// Every text drawn, those in groups included, in drawing order.
    package var texts: [TextDrawing] { Self.texts(in: commands) }

    private static func texts(in commands: [DrawingCommand]) -> [TextDrawing] {
        commands.flatMap { command -> [TextDrawing] in
            switch command {
            case .text(let text): [text]
            case .group(let group): texts(in: group.commands)
            default: []
            }
        }
    }
}
