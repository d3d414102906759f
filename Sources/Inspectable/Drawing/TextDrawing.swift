/// Text in a rectangle: its lines set as `style` says and vertically centred, as `UILabel` draws it.
package struct TextDrawing: Sendable, Equatable {
    package var text: String
    package var rect: Rect
    package var font: Font
    package var color: Color
    package var style: TextStyle

    package init(text: String, rect: Rect, font: Font, color: Color, style: TextStyle) {
        (self.text, self.rect, self.font, self.color, self.style) = (text, rect, font, color, style)
    }
}
