/// The size in points of the font of a `<fontDescription pointSize="…">`.
///
/// Interface Builder writes `pointSize="0.0"` for a font it leaves without a size, as older
/// Xcode did for the labels of a table view cell of a standard style. UIKit makes a font of
/// size 0 at its descriptor's size: a text style's, else Core Text's default, 12 points. Xcode
/// saved a subtitle cell's title of size 0 in a frame 14.5 points tall, a line of 12-point San
/// Francisco.
enum XIBFontSize {
    /// The size of a font of size 0: Core Text's default.
    static let unsized = 12.0

    /// The size `text` (a `pointSize`) gives a font, of a text style or not: `unsized` for 0
    /// without a style; `nil` for 0 with one, which keeps the style's size, and for no decimal
    /// number or a negative one.
    static func points(_ text: String, isStyled: Bool) -> Double? {
        guard let points = XIBScalar.decimal(text), points >= 0, points > 0 || !isStyled else { return nil }
        return points == 0 ? unsized : points
    }
}
