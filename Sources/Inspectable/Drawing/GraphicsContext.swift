/// Where a component draws itself, as `draw(_:)` draws into a `CGContext`: fills, strokes,
/// text, stretchable images, translucency and clipping, in the component's own coordinates.
///
///     func draw(in context: inout GraphicsContext) {
///         context.fillBackground(barBgColor)
///         context.fill(Rect(x: 0, y: 0, width: filledWidth(in: context.size.width), height: context.size.height), color: barColor)
///         context.draw(labelText, in: context.bounds, font: .system(size: 17), color: color)
///     }
public struct GraphicsContext: Sendable {
    /// The size of the component, in points.
    public let size: Size
    /// The corner radius of the component's layer, for drawing a background as the layer would.
    public let cornerRadius: Double
    /// The appearance the component is drawn in, as its trait collection tells `draw(_:)`: every
    /// color drawn is drawn in its value for it, so `Color.label` is black, or white in dark.
    public let appearance: Appearance
    /// Where the component's top-left corner is in the whole drawing.
    let origin: Point
    /// What has been drawn, in the whole drawing's coordinates.
    package var commands: [DrawingCommand] = []

    public init(
        size: Size, cornerRadius: Double = 0, origin: Point = Point(x: 0, y: 0), appearance: Appearance = .light
    ) {
        self.size = size
        self.cornerRadius = cornerRadius
        self.origin = origin
        self.appearance = appearance
    }

    /// The component's own rectangle: origin 0,0 and its size.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    public mutating func fill(_ rect: Rect, color: Color) {
        add(.fill(.rect(rect), color))
    }

    public mutating func fill(_ rect: Rect, cornerRadius: Double, color: Color) {
        add(.fill(cornerRadius > 0 ? .roundedRect(rect, cornerRadius: cornerRadius) : .rect(rect), color))
    }

    public mutating func fill(_ path: Path, color: Color) {
        add(.fill(.path(path), color))
    }

    /// Fills the bounds with the layer's corner radius, as a layer's background color is drawn.
    public mutating func fillBackground(_ color: Color) {
        fill(bounds, cornerRadius: cornerRadius, color: color)
    }

    /// Strokes the outline of a rectangle, the line centred on it, as `CGContext` strokes.
    public mutating func stroke(_ rect: Rect, cornerRadius: Double = 0, lineWidth: Double, color: Color) {
        guard lineWidth > 0 else { return }
        add(
            .stroke(
                cornerRadius > 0 ? .roundedRect(rect, cornerRadius: cornerRadius) : .rect(rect),
                StrokeStyle(lineWidth: lineWidth), color))
    }

    /// Strokes a path, the line centred on it, with mitred corners and flat ends, as
    /// `UIBezierPath.stroke()` does by default.
    public mutating func stroke(_ path: Path, lineWidth: Double, color: Color) {
        stroke(path, style: StrokeStyle(lineWidth: lineWidth), color: color)
    }

    /// Strokes a path in a style: its ends, corners and dashes, as `UIBezierPath.stroke()` draws
    /// one with its `lineCapStyle`, `lineJoinStyle`, `miterLimit` and line dash.
    public mutating func stroke(_ path: Path, style: StrokeStyle, color: Color) {
        guard style.lineWidth > 0 else { return }
        add(.stroke(.path(path), style, color))
    }

    /// Draws one line of text, vertically centred in `rect` as `UILabel` centres it.
    public mutating func draw(
        _ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment = .center
    ) {
        guard !text.isEmpty else { return }
        add(.text(TextDrawing(text: text, rect: rect, font: font, color: color, alignment: alignment)))
    }

    /// Draws an image stretched into `rect`, as `UIImage.stretchableImage(withLeftCapWidth:topCapHeight:)` would.
    public mutating func draw(_ image: Image, in rect: Rect, leftCapWidth: Int = 0, topCapHeight: Int = 0) {
        add(.image(ImageDrawing(image: image, rect: rect, leftCapWidth: leftCapWidth, topCapHeight: topCapHeight)))
    }

    /// Draws what `body` draws at `alpha` opacity, as one layer.
    public mutating func withAlpha(_ alpha: Double, _ body: (inout GraphicsContext) -> Void) {
        group(alpha: alpha, clip: nil, body)
    }

    /// Draws what `body` draws clipped to a rectangle, optionally rounded.
    public mutating func clip(to rect: Rect, cornerRadius: Double = 0, _ body: (inout GraphicsContext) -> Void) {
        group(alpha: 1, clip: cornerRadius > 0 ? .roundedRect(rect, cornerRadius: cornerRadius) : .rect(rect), body)
    }

    /// A context for a subview at `frame` in this one.
    package func child(frame: Rect, cornerRadius: Double) -> GraphicsContext {
        GraphicsContext(
            size: Size(width: frame.width, height: frame.height), cornerRadius: cornerRadius,
            origin: Point(x: origin.x + frame.x, y: origin.y + frame.y), appearance: appearance)
    }

    /// Runs `body` in a context whose commands become one group.
    package mutating func group(alpha: Double, clip: Shape?, _ body: (inout GraphicsContext) -> Void) {
        var inner = GraphicsContext(size: size, cornerRadius: cornerRadius, origin: origin, appearance: appearance)
        body(&inner)
        guard !inner.commands.isEmpty, alpha > 0 else { return }
        if alpha >= 1, clip == nil {
            commands += inner.commands
        } else {
            commands.append(
                .group(
                    DrawingGroup(
                        alpha: min(alpha, 1), clip: clip?.offsetBy(dx: origin.x, dy: origin.y),
                        commands: inner.commands)))
        }
    }

    /// Records a command in the whole drawing's coordinates, its colors resolved.
    mutating func add(_ command: DrawingCommand) {
        let (dx, dy) = (origin.x, origin.y)
        switch resolved(command) {
        case .fill(let shape, let color):
            guard color.alpha > 0 else { return }
            commands.append(.fill(shape.offsetBy(dx: dx, dy: dy), color))
        case .stroke(let shape, let style, let color):
            guard color.alpha > 0 else { return }
            commands.append(.stroke(shape.offsetBy(dx: dx, dy: dy), style, color))
        case .text(var text):
            guard text.color.alpha > 0 else { return }
            text.rect = text.rect.offsetBy(dx: dx, dy: dy)
            commands.append(.text(text))
        case .image(var image):
            image.rect = image.rect.offsetBy(dx: dx, dy: dy)
            commands.append(.image(image))
        case .group:
            commands.append(command)
        }
    }

    /// The command with each color as it looks in this context's appearance: the one place a
    /// dynamic color becomes fixed values, so that a drawing holds only those.
    private func resolved(_ command: DrawingCommand) -> DrawingCommand {
        switch command {
        case .fill(let shape, let color):
            return .fill(shape, color.resolved(for: appearance))
        case .stroke(let shape, let style, let color):
            return .stroke(shape, style, color.resolved(for: appearance))
        case .text(var text):
            text.color = text.color.resolved(for: appearance)
            return .text(text)
        case .image, .group:
            // A group's commands were resolved as they were added to it.
            return command
        }
    }
}
