/// Text in a rectangle: its lines set as `style` says and vertically centred, as `UILabel` draws it.
public struct TextDrawing: Sendable, Hashable {
    /// The text, of one or more paragraphs.
    public var text: String
    /// The rectangle the text is set in, in points.
    public var rect: Rect
    /// The font the text is drawn in.
    public var font: Font
    /// The color the text is drawn in.
    public var color: Color
    /// How the lines are set: how many, where they break, how they align.
    public var style: TextStyle

    /// `text` in `rect`, in `font` and `color`, set as `style` says.
    public init(text: String, rect: Rect, font: Font, color: Color, style: TextStyle) {
        (self.text, self.rect, self.font, self.color, self.style) = (text, rect, font, color, style)
    }
}
