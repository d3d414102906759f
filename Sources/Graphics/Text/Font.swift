/// A font drawn with the shipped typeface, Inter, on every machine: the system font, set with San
/// Francisco's metrics (`SystemFontMetrics`), or a font a document names, set with Inter's own,
/// unless the project has its file, whose own glyphs are drawn.
///
///     context.draw(title, in: bounds, font: .system(size: 17, weight: .semibold), color: .white)
public struct Font: Sendable, Equatable, Hashable {
    /// The size in points.
    public var size: Double
    /// The weight asked for; `weight.shipped` is the one drawn.
    public var weight: Weight
    /// The PostScript name of a font other than the system font (`OpenSans-Light`), which is drawn
    /// with Inter's own metrics unless `file` is found; `nil` for the system font.
    public var name: String?
    /// The family the document names with `name` (`Open Sans`), which the project's font of the
    /// nearest weight is found by when none has the PostScript name `name`.
    public var family: String?
    /// The project's font file `name` was found in (`ProjectFonts`), or for the system font San
    /// Francisco's where the user's fonts hold it (`ProjectFonts.systemFont`): text is measured with its
    /// advances, kerning and line metrics, and drawn with its own outlines, TrueType or CFF (with
    /// Inter's, at its advances, for the characters it lacks and for a CFF2 font).
    public var file: FontFile?

    /// A font of `size` points and `weight`; the same as `system(size:weight:)`.
    public init(size: Double, weight: Weight) {
        self.size = size
        self.weight = weight
    }

    /// The font `name` names (of `family`), or the system font where `name` is `nil`, at `size`
    /// points and `weight`: the font of a text component's `fontName`, `fontFamily`, `fontSize`
    /// and `fontWeight`.
    ///
    ///     context.draw(text, in: context.bounds, font: Font(name: fontName, size: fontSize, weight: fontWeight), color: textColor)
    public init(name: String?, family: String? = nil, size: Double, weight: Weight = .regular) {
        self.init(size: size, weight: weight)
        if let name { (self.name, self.family) = (name, family) }
    }

    /// The system font at `size` points and `weight`, as `UIFont.systemFont(ofSize:weight:)`.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The font named `name` (of `family`) at `size` points, drawn in Inter of `weight` with
    /// Inter's metrics until its project file is found (`ProjectFonts`), as `UIFont(name:size:)`.
    public static func named(_ name: String, family: String? = nil, size: Double, weight: Weight = .regular) -> Font {
        var font = Font(size: size, weight: weight)
        (font.name, font.family) = (name, family)
        return font
    }

    /// San Francisco's metrics at this size and weight for the system font; `nil` for a named font.
    public var systemMetrics: SystemFontMetrics? {
        name == nil ? SystemFontMetrics(size: size, weight: weight) : nil
    }

    /// The thickness of a font's strokes, as `UIFont.Weight`, from the lightest to the heaviest.
    ///
    /// Inter is shipped in four weights: regular, medium, semibold and bold. The others draw with
    /// the nearest of those: ultraLight, thin and light as regular; heavy and black as bold.
    /// A component can offer a weight in the inspector:
    ///
    ///     @Inspectable(description: "Weight of the title.")
    ///     var titleWeight: Font.Weight = .semibold
    public enum Weight: String, Sendable, CaseIterable {
        /// Drawn as regular, the lightest weight shipped.
        case ultraLight
        /// Drawn as regular, the lightest weight shipped.
        case thin
        /// Drawn as regular, the lightest weight shipped.
        case light
        case regular
        case medium
        case semibold
        case bold
        /// Drawn as bold, the heaviest weight shipped.
        case heavy
        /// Drawn as bold, the heaviest weight shipped.
        case black

        /// The weight as CSS and OpenType number it: 100 for ultraLight up to 900 for black.
        public var numericValue: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }

        /// The weight drawn for this one: itself if it is shipped, else the nearest that is.
        public var shipped: Weight {
            switch self {
            case .ultraLight, .thin, .light, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold, .heavy, .black: .bold
            }
        }
    }
}
