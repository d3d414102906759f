/// A line of text in a rectangle: vertically centred, aligned horizontally, as `UILabel` draws it.
package struct TextDrawing: Sendable, Equatable {
    package var text: String
    package var rect: Rect
    package var font: Font
    package var color: Color
    package var alignment: TextAlignment

    package init(text: String, rect: Rect, font: Font, color: Color, alignment: TextAlignment) {
        (self.text, self.rect, self.font, self.color, self.alignment) = (text, rect, font, color, alignment)
    }
}
