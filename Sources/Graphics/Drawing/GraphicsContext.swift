/// Where a component draws itself, as `draw(_:)` draws into a `CGContext`: fills and strokes
/// with colors or gradients, text, stretchable images, transforms, shadows, translucency and
/// clipping, in the component's own coordinates.
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
    /// The direction the component lays its content out in, as its
    /// `effectiveUserInterfaceLayoutDirection` tells it: text of `natural` alignment is drawn
    /// against its leading edge, the right one in right to left.
    public let layoutDirection: LayoutDirection
    /// The project's font files, which a font a component names is drawn and measured in: the
    /// one place a font's name finds its file, so that components name fonts as `UIFont` does.
    public let fonts: ProjectFonts?
    /// From the component's own coordinates to the whole drawing's.
    let base: AffineTransform
    /// From the coordinates drawn in now to the component's own: what `translateBy(x:y:)`,
    /// `scaleBy(x:y:)`, `rotate(by:)` and `concatenate(_:)` have made it, as `CGContext.ctm`.
    public private(set) var transform: AffineTransform = .identity
    /// The transforms `saveGState()` kept.
    private var savedTransforms: [AffineTransform] = []
    /// What has been drawn, in the whole drawing's coordinates.
    public var commands: [DrawingCommand] = []

    /// A context for a component of `size` points whose layer has `cornerRadius`, at `origin` in the
    /// whole drawing, drawn in `appearance` and `layoutDirection`, its named fonts found in `fonts`.
    public init(
        size: Size, cornerRadius: Double = 0, origin: Point = Point(x: 0, y: 0), appearance: Appearance = .light,
        layoutDirection: LayoutDirection = .leftToRight, fonts: ProjectFonts? = nil
    ) {
        self.init(
            size: size, cornerRadius: cornerRadius, base: AffineTransform(translationX: origin.x, y: origin.y),
            appearance: appearance, layoutDirection: layoutDirection, fonts: fonts)
    }

    private init(
        size: Size, cornerRadius: Double, base: AffineTransform, appearance: Appearance,
        layoutDirection: LayoutDirection, fonts: ProjectFonts?
    ) {
        self.size = size
        self.cornerRadius = cornerRadius
        self.base = base
        self.appearance = appearance
        self.layoutDirection = layoutDirection
        self.fonts = fonts
    }

    /// The component's own rectangle: origin 0,0 and its size.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    // MARK: - Transforms

    /// Moves what is drawn next by `x`, `y`, as `CGContext.translateBy(x:y:)`.
    public mutating func translateBy(x: Double, y: Double) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales what is drawn next, as `CGContext.scaleBy(x:y:)`.
    public mutating func scaleBy(x: Double, y: Double) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Turns what is drawn next by `angle` radians about the current origin, clockwise on
    /// screen for a positive angle, as `CGContext.rotate(by:)`.
    public mutating func rotate(by angle: Double) {
        transform = transform.rotated(by: angle)
    }

    /// Applies `transform` to what is drawn next, before the transform already in effect, as
    /// `CGContext.concatenate(_:)`.
    public mutating func concatenate(_ transform: AffineTransform) {
        self.transform = transform.concatenating(self.transform)
    }

    /// Keeps the transform in effect, for `restoreGState()` to go back to.
    public mutating func saveGState() {
        savedTransforms.append(transform)
    }

    /// Goes back to the transform the last `saveGState()` kept; with none kept, to none at all.
    public mutating func restoreGState() {
        transform = savedTransforms.popLast() ?? .identity
    }

    // MARK: - Fills and strokes

    /// Fills a rectangle with a color, as `UIRectFill` does.
    public mutating func fill(_ rect: Rect, color: Color) {
        add(.fill(.rect(rect), .color(color)))
    }

    /// Fills a rounded rectangle with a color.
    public mutating func fill(_ rect: Rect, cornerRadius: Double, color: Color) {
        fill(rect, cornerRadius: cornerRadius, with: .color(color))
    }

    /// Fills a path with a color, by the path's fill rule.
    public mutating func fill(_ path: Path, color: Color) {
        add(.fill(.path(path), .color(color)))
    }

    /// Fills a rectangle, optionally rounded, with a color or a gradient.
    public mutating func fill(_ rect: Rect, cornerRadius: Double = 0, with paint: Paint) {
        add(.fill(cornerRadius > 0 ? .roundedRect(rect, cornerRadius: cornerRadius) : .rect(rect), paint))
    }

    /// Fills a path with a color or a gradient, by the path's fill rule.
    public mutating func fill(_ path: Path, with paint: Paint) {
        add(.fill(.path(path), paint))
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
                StrokeStyle(lineWidth: lineWidth), .color(color)))
    }

    /// Strokes a path, the line centred on it, with mitred corners and flat ends, as
    /// `UIBezierPath.stroke()` does by default.
    public mutating func stroke(_ path: Path, lineWidth: Double, color: Color) {
        stroke(path, with: .color(color), style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes a path in a style: its ends, corners and dashes, as `UIBezierPath.stroke()` draws
    /// one with its `lineCapStyle`, `lineJoinStyle`, `miterLimit` and line dash.
    public mutating func stroke(_ path: Path, style: StrokeStyle, color: Color) {
        stroke(path, with: .color(color), style: style)
    }

    /// Strokes a path in a style with a color or a gradient: a gradient colors the line by
    /// where each of its points lies, as a gradient clipped to the stroke's outline would.
    public mutating func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        guard style.lineWidth > 0 else { return }
        add(.stroke(.path(path), style, paint))
    }

    // MARK: - Text and images

    /// Draws one line of text, vertically centred in `rect` as `UILabel` centres it, cut short
    /// with "…" at its end when it does not fit or more lines follow.
    public mutating func draw(
        _ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment = .center
    ) {
        draw(text, in: rect, font: font, color: color, style: TextStyle(alignment: alignment))
    }

    /// Draws text in `rect` as a `UILabel` of that frame draws it: broken into lines, aligned and
    /// cut short as `style` says, the lines together centred vertically.
    ///
    ///     let style = TextStyle(alignment: .center, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    ///     context.draw(message, in: context.bounds, font: .system(size: 15, weight: .medium), color: .black, style: style)
    ///
    /// Only the lines `rect` has room for show, and always the first; a line break in `text`
    /// starts a new line. A line that clips (`byClipping`) is cut at the rectangle's edges.
    /// `natural` alignment is the leading side's, in the context's `layoutDirection`.
    public mutating func draw(_ text: String, in rect: Rect, font: Font, color: Color, style: TextStyle) {
        guard !text.isEmpty else { return }
        var style = style
        style.alignment = layoutDirection.resolved(style.alignment)
        let drawing = TextDrawing(text: text, rect: rect, font: resolved(font), color: color, style: style)
        if style.lineBreakMode == .byClipping, TextLayout(drawing).overflows {
            clip(to: rect) { $0.add(.text(drawing)) }
        } else {
            add(.text(drawing))
        }
    }

    /// The size `text` takes when drawn in `font` and `style`, at most `width` points wide, as
    /// `UILabel.sizeThatFits(_:)` measures it: the width of its widest line and the height of its
    /// lines, not rounded. A rectangle of that size (or larger) shows it as measured.
    ///
    ///     let style = TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping)
    ///     let height = context.size(of: caption, font: .system(size: 13), style: style, width: 200).height
    public func size(of text: String, font: Font, style: TextStyle = TextStyle(), width: Double = .infinity) -> Size {
        TextLayout.size(of: text, font: resolved(font), style: style, width: width)
    }

    /// `font` with its project file, where it names a font the project has.
    private func resolved(_ font: Font) -> Font {
        fonts?.resolved(font) ?? font
    }

    /// Draws an image stretched into `rect`, as `UIImage.stretchableImage(withLeftCapWidth:topCapHeight:)` would.
    public mutating func draw(_ image: Image, in rect: Rect, leftCapWidth: Int = 0, topCapHeight: Int = 0) {
        add(.image(ImageDrawing(image: image, rect: rect, leftCapWidth: leftCapWidth, topCapHeight: topCapHeight)))
    }

    /// Draws an image in `rect` as a `UIImageView` shows it: placed by `contentMode` (what falls
    /// outside `rect` is cut off), stretched by its caps, and, with a `tint`, as a template image
    /// in that color.
    public mutating func draw(
        _ image: Image, in rect: Rect, contentMode: ContentMode, leftCapWidth: Int = 0, topCapHeight: Int = 0,
        tint: Color? = nil
    ) {
        add(
            .image(
                ImageDrawing(
                    image: image, rect: rect, leftCapWidth: leftCapWidth, topCapHeight: topCapHeight,
                    contentMode: contentMode, tint: tint)))
    }

    // MARK: - Layers

    /// Draws what `body` draws at `alpha` opacity, as one layer.
    public mutating func withAlpha(_ alpha: Double, _ body: (inout GraphicsContext) -> Void) {
        group(alpha: alpha, clip: nil, body)
    }

    /// Draws what `body` draws clipped to a rectangle, optionally rounded.
    public mutating func clip(to rect: Rect, cornerRadius: Double = 0, _ body: (inout GraphicsContext) -> Void) {
        group(alpha: 1, clip: cornerRadius > 0 ? .roundedRect(rect, cornerRadius: cornerRadius) : .rect(rect), body)
    }

    /// Draws what `body` draws clipped to a path, by the path's fill rule.
    public mutating func clip(to path: Path, _ body: (inout GraphicsContext) -> Void) {
        group(alpha: 1, clip: .path(path), body)
    }

    /// Draws what `body` draws as one layer casting `shadow` beneath it, as a `CALayer` with a
    /// shadow casts one from all its content.
    public mutating func withShadow(_ shadow: Shadow, _ body: (inout GraphicsContext) -> Void) {
        group(alpha: 1, clip: nil, shadow: shadow, body)
    }

    /// Runs `body` on this context, then puts the transform and the saved states back as they
    /// were: a component's transforms end with its drawing.
    public mutating func keepingState(_ body: (inout GraphicsContext) -> Void) {
        let (transform, saved) = (self.transform, savedTransforms)
        body(&self)
        (self.transform, savedTransforms) = (transform, saved)
    }

    /// A context for a subview at `frame` in this one: in this context's coordinates as the
    /// component left them, laid out in `layoutDirection` (by default this context's).
    public func child(frame: Rect, cornerRadius: Double, layoutDirection: LayoutDirection? = nil) -> GraphicsContext {
        GraphicsContext(
            size: Size(width: frame.width, height: frame.height), cornerRadius: cornerRadius,
            base: AffineTransform(translationX: frame.x, y: frame.y).concatenating(whole), appearance: appearance,
            layoutDirection: layoutDirection ?? self.layoutDirection, fonts: fonts)
    }

    /// Runs `body` in a context whose commands become one group tagged `tag` (`DrawingGroup.tag`),
    /// kept as a group so that a reader of the drawing knows what drew them.
    public mutating func group(tag: Int, _ body: (inout GraphicsContext) -> Void) {
        var inner = GraphicsContext(
            size: size, cornerRadius: cornerRadius, base: base, appearance: appearance,
            layoutDirection: layoutDirection, fonts: fonts)
        inner.transform = transform
        body(&inner)
        guard !inner.commands.isEmpty else { return }
        commands.append(.group(DrawingGroup(commands: inner.commands, tag: tag)))
    }

    /// Runs `body` in a context whose commands become one group, clipped to `clip` (in this
    /// context's coordinates now).
    public mutating func group(
        alpha: Double, clip: Shape?, shadow: Shadow? = nil, _ body: (inout GraphicsContext) -> Void
    ) {
        var inner = GraphicsContext(
            size: size, cornerRadius: cornerRadius, base: base, appearance: appearance,
            layoutDirection: layoutDirection, fonts: fonts)
        inner.transform = transform
        body(&inner)
        guard !inner.commands.isEmpty, alpha > 0 else { return }
        if alpha >= 1, clip == nil, shadow == nil {
            commands += inner.commands
        } else {
            commands.append(
                .group(
                    DrawingGroup(
                        alpha: min(alpha, 1), clip: clip.map(placed), shadow: shadow.map(resolved),
                        commands: inner.commands)))
        }
    }

    /// From the coordinates drawn in now to the whole drawing's.
    private var whole: AffineTransform { transform.concatenating(base) }

    /// A shape in the whole drawing's coordinates.
    private func placed(_ shape: Shape) -> Shape {
        let whole = whole
        return whole.isTranslation ? shape.offsetBy(dx: whole.tx, dy: whole.ty) : .path(shape.path.applying(whole))
    }

    /// Records a command in the whole drawing's coordinates, its colors resolved: moved there,
    /// or, where the transform does more than move, kept as drawn inside a group that transforms it.
    mutating func add(_ command: DrawingCommand) {
        let command = resolved(command)
        switch command {
        case .fill(_, let paint), .stroke(_, _, let paint):
            guard !paint.isInvisible else { return }
        case .text(let text):
            guard text.color.alpha > 0 else { return }
        case .image, .group:
            break
        }
        let whole = whole
        guard !whole.isTranslation else {
            commands.append(command.offsetBy(dx: whole.tx, dy: whole.ty))
            return
        }
        // Commands drawn one after another in the same transform share its group.
        if case .group(var last) = commands.last, last.onlyTransforms, last.transform == whole {
            last.commands.append(command)
            commands[commands.count - 1] = .group(last)
        } else {
            commands.append(.group(DrawingGroup(transform: whole, commands: [command])))
        }
    }
}

extension GraphicsContext {
    /// The command with each color as it looks in this context's appearance: the one place a
    /// dynamic color becomes fixed values, so that a drawing holds only those.
    private func resolved(_ command: DrawingCommand) -> DrawingCommand {
        let resolve = { (color: Color) in color.resolved(for: appearance) }
        switch command {
        case .fill(let shape, let paint):
            return .fill(shape, paint.mapColors(resolve).drawn)
        case .stroke(let shape, let style, let paint):
            return .stroke(shape, style, paint.mapColors(resolve).drawn)
        case .text(var text):
            text.color = resolve(text.color)
            return .text(text)
        case .image(var image):
            image.tint = image.tint.map(resolve)
            return .image(image)
        case .group:
            // A group's commands were resolved as they were added to it.
            return command
        }
    }

    /// The shadow in this context's appearance.
    private func resolved(_ shadow: Shadow) -> Shadow {
        var shadow = shadow
        shadow.color = shadow.color.resolved(for: appearance)
        return shadow
    }
}

extension DrawingCommand {
    /// The command moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> DrawingCommand {
        guard dx != 0 || dy != 0 else { return self }
        switch self {
        case .fill(let shape, let paint): return .fill(shape.offsetBy(dx: dx, dy: dy), paint.offsetBy(dx: dx, dy: dy))
        case .stroke(let shape, let style, let paint):
            return .stroke(shape.offsetBy(dx: dx, dy: dy), style, paint.offsetBy(dx: dx, dy: dy))
        case .text(var text):
            text.rect = text.rect.offsetBy(dx: dx, dy: dy)
            return .text(text)
        case .image(var image):
            image.rect = image.rect.offsetBy(dx: dx, dy: dy)
            return .image(image)
        case .group(var group):
            group.clip = group.clip?.offsetBy(dx: dx, dy: dy)
            group.transform = group.transform.concatenating(AffineTransform(translationX: dx, y: dy))
            return .group(group)
        }
    }
}
