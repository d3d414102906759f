/// The base of every component: the attributes `UIView` and its layer give every view,
/// the ones most often made `@IBInspectable` in real projects.
public struct View: Component {
    @Inspectable(description: "The color behind the view's content; clear shows what is behind the view.")
    public var backgroundColor: Color = .clear

    @Inspectable(range: 0...1, step: 0.05, description: "Opacity of the view and everything in it.")
    public var alpha: Double = 1

    @Inspectable(description: "Hides the view and everything in it.")
    public var isHidden: Bool = false

    @Inspectable(range: 0..., step: 1, description: "Radius of the rounded corners, in points.")
    public var cornerRadius: Double = 0

    @Inspectable(range: 0..., step: 0.5, description: "Width of the border drawn inside the bounds, in points.")
    public var borderWidth: Double = 0

    @Inspectable(description: "Color of the border.")
    public var borderColor: Color = .black

    @Inspectable(description: "Clips subviews to the view's bounds and rounded corners.")
    public var clipsToBounds: Bool = false

    public init() {}

    public static var className: String { "View" }

    public static var defaultSize: Size { Size(width: 300, height: 120) }

    public static var summary: String? { "A plain rectangle; the base of every component." }
}
