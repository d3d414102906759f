public import Inspectable

/// The progress bar of the seed: a bar filled from the left to `percent` of the width,
/// with the percentage centered over it.
public struct MyProgressBar: Component {
    @Inspectable(range: 0...100, description: "Progress in percent; values outside 0...100 are clamped.")
    public var percent: Int = 0

    @Inspectable(description: "Color of the percentage label.")
    public var color: Color = .white

    @Inspectable(description: "Color of the filled part of the bar.")
    public var barColor: Color = .orange

    @Inspectable(description: "Color of the bar's track, the view's background.")
    public var barBgColor: Color = .lightGray

    public init() {}

    public static var className: String { "MyProgressBar" }

    public static var defaultSize: Size { Size(width: 200, height: 20) }

    public static var summary: String? { "A bar filled to a percentage, with the percentage as its label." }

    /// The label text: "50%".
    public var labelText: String { "\(percent)%" }

    /// The font size of the label: the system font's 17 points.
    public static let labelFontSize: Double = 17

    /// The width of the filled part in a bar `width` wide: `width × percent / 100`.
    public func filledWidth(in width: Double) -> Double {
        width * Double(percent) / 100
    }

    /// As the seed lays it out: the track is the layer's background, the bar a subview as tall as
    /// the bounds and `percent` of their width, the label centred over the whole bounds.
    public func draw(in context: inout GraphicsContext) {
        let bounds = context.bounds
        context.fillBackground(barBgColor)
        context.fill(Rect(x: 0, y: 0, width: filledWidth(in: bounds.width), height: bounds.height), color: barColor)
        context.draw(labelText, in: bounds, font: .system(size: Self.labelFontSize), color: color, alignment: .center)
    }
}
