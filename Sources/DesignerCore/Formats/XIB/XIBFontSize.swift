/// The size in points of the font of a `<fontDescription pointSize="…">`.
///
/// Interface Builder writes `pointSize="0.0"` for a font it leaves without a size, as older
/// Xcode did for the labels of a table view cell of a standard style. UIKit makes such a font
/// at Core Text's default size, 12 points: Xcode saved a subtitle cell's title of size 0 in a
/// frame 14.5 points tall, a line of 12-point San Francisco.
enum XIBFontSize {
    /// The size of a font of size 0: Core Text's default.
    static let unsized = 12.0

    /// The size `text` (a `pointSize`) gives a font: `unsized` for 0; `nil` for no decimal
    /// number or a negative one.
    static func points(_ text: String) -> Double? {
        guard let points = XIBScalar.decimal(text), points >= 0 else { return nil }
        return points == 0 ? unsized : points
    }
}
