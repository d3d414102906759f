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

    @Inspectable(
        description: "Clips subviews to the view's bounds and rounded corners; a clipped view casts no shadow.")
    public var clipsToBounds: Bool = false

    @Inspectable(description: "Color of the shadow the view casts.")
    public var shadowColor: Color = .black

    @Inspectable(
        range: 0...1, step: 0.05, description: "Opacity of the shadow; 0, as a layer has by default, casts none.")
    public var shadowOpacity: Double = 0

    @Inspectable(description: "How far the shadow falls from the view, in points; y grows downwards.")
    public var shadowOffset: Size = Size(width: 0, height: -3)

    @Inspectable(range: 0..., step: 0.5, description: "Blur radius of the shadow, in points.")
    public var shadowRadius: Double = 3

    /// The shadow the view's layer casts, if any.
    public var shadow: Shadow? {
        guard shadowOpacity > 0, !clipsToBounds else { return nil }
        return Shadow(color: shadowColor, opacity: shadowOpacity, offset: shadowOffset, radius: shadowRadius)
    }

    public init() {}

    public static var className: String { "View" }

    public static var defaultSize: Size { Size(width: 300, height: 120) }

    public static var summary: String? { "A plain rectangle; the base of every component." }
}
