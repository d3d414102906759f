public import Graphics

/// What stands in for an SF Symbol, which iOS draws and designer cannot: a rounded outline of the
/// symbol's size with its name inside, in the tint color, as an image — so that it is placed,
/// scaled and tinted (symbols are template images) as the symbol would be.
///
/// The name is drawn as large as fits, up to 11 points: on one line, or broken after its dots
/// (`checkmark.` `square.` `fill`) when that lets it be larger; what does not fit at the least
/// size is cut short on one line.
public enum SymbolPlaceholder {
    /// The least size the name is drawn at, in points.
    static let smallestFont = 3.0

    /// The placeholder of the symbol `name`, `size` points large, with pixels at `scale`.
    public static func image(named name: String, size: Size, scale: Double) throws(RenderError) -> LoadedImage {
        let picture = drawing(named: name, size: size)
        let canvas = try RasterRenderer(scale: scale).render(picture)
        return LoadedImage(
            bitmap: Bitmap(width: canvas.width, height: canvas.height, scale: scale, pixels: canvas.pixels),
            fileBytes: [], drawing: picture)
    }

    /// The placeholder's shapes and text, in points from its top-left corner.
    static func drawing(named name: String, size: Size) -> Drawing {
        var context = GraphicsContext(size: size)
        let line = max(0.5, min(size.width, size.height) / 16)
        let outline = Rect(
            x: line / 2, y: line / 2, width: max(0, size.width - line), height: max(0, size.height - line))
        context.stroke(outline, cornerRadius: min(size.width, size.height) / 5, lineWidth: line, color: .tintColor)
        let room = Size(width: max(0, size.width - 4 * line), height: max(0, size.height - 4 * line))
        let (text, fontSize) = fitted(name, in: room, context: context)
        let lines = text.split(separator: "\n").count
        let style = TextStyle(alignment: .center, numberOfLines: lines, lineBreakMode: .byTruncatingTail)
        context.draw(
            text, in: Rect(x: 2 * line, y: 2 * line, width: room.width, height: room.height),
            font: .system(size: fontSize, weight: .medium), color: .tintColor, style: style)
        return Drawing(size: size, commands: context.commands)
    }

    /// The name as drawn, on one line or broken after its dots, and the largest font size
    /// (at most 11 points) at which it fits `room`; the name and `smallestFont` when none does.
    static func fitted(_ name: String, in room: Size, context: GraphicsContext) -> (String, Double) {
        let broken = name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: ".\n")
        var best = (name, 0.0)
        for text in name == broken ? [name] : [name, broken] {
            let measured = context.size(
                of: text, font: .system(size: 10, weight: .medium), style: TextStyle(numberOfLines: 0))
            guard measured.width > 0, measured.height > 0 else { continue }
            // A little under the exact fit, so that rounding does not break a line.
            let fontSize = 0.95 * min(11, 10 * room.width / measured.width, 10 * room.height / measured.height)
            if fontSize > best.1 { best = (text, fontSize) }
        }
        // Too long for the least size even broken: its beginning, on one line.
        return best.1 < smallestFont ? (name, smallestFont) : best
    }
}
