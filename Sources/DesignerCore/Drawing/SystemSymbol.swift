public import Graphics

/// An SF Symbol an Interface Builder document names (`image="plus" catalog="system"`): every
/// iOS device has it and no project ships it, so designer draws a placeholder of its size that
/// shows its name, not a missing image.
///
/// The document's `<resources>` give each symbol's proportions on Apple's 128-unit canvas
/// (`<image name="plus" catalog="system" width="128" height="113"/>`); a symbol drawn at the body
/// text size is about 20 points for those 128 units, smaller or larger by its configuration's scale.
public struct SystemSymbol: Sendable, Hashable {
    /// The symbol's name: `plus`, `checkmark.square.fill`.
    public let name: String
    /// The symbol's size in points, at its configuration's scale.
    public let size: Size

    /// Points a symbol of the default configuration takes for each unit of its resource's size.
    static let pointsPerUnit = 20.0 / 128

    /// The symbol `name`, whose resource is `resource` units large, at `scale` (`small`,
    /// `medium`, `large` or `default`, as Interface Builder writes a symbol configuration's scale).
    public init(name: String, resource: Size, scale: String? = nil) {
        let factor = Self.pointsPerUnit * Self.scaleFactor(scale)
        self.name = name
        size = Size(width: resource.width * factor, height: resource.height * factor)
    }

    /// How much larger than the medium scale a symbol of `scale` is drawn.
    static func scaleFactor(_ scale: String?) -> Double {
        switch scale {
        case "small": 0.8
        case "large": 1.3
        default: 1
        }
    }
}
