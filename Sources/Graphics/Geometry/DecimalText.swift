/// Numbers written as short decimal text, as documents, SVG and the text forms of colors write
/// them.
public enum DecimalText {
    /// The shortest literal that reads back as `value`, without a trailing `.0`.
    ///
    ///     DecimalText.shortest(2.0)   // "2"
    ///     DecimalText.shortest(0.1)   // "0.1"
    public static func shortest<Float: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Float) -> String {
        if value == 0 { return "0" }
        // Whole doubles that `description` writes in full (frames, most values) are written as
        // integers, without making its text first.
        if let double = value as? Double, double.magnitude < 0x1p50, double.rounded(.towardZero) == double {
            return String(Int64(double))
        }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
