/// A UI component whose `@Inspectable` properties the inspector shows and documents set,
/// as an `@IBDesignable` view is in Interface Builder.
///
/// A component is a value type with an initializer that takes no arguments (every property
/// has an initial value). Its attributes are found by reflection and it is built from a
/// document by decoding, so it needs no code beyond its properties:
///
///     struct Scorecard: Component {
///         @Inspectable(range: 0...5, step: 0.5) var rating: Double = 0
///         @Inspectable var filledColor: Color = .orange
///     }
///
/// Every component is also a `View`: the view attributes (background, alpha, border…)
/// come last in its inspector. A stored property whose type is another component embeds
/// that component's attributes as a section of their own, as a subclass inherits them.
/// Other stored properties keep their initial values.
public protocol Component: Decodable, Sendable {
    /// The prototype: every attribute at its default.
    init()

    /// The class name documents use, `String(describing: Self.self)` unless given.
    static var className: String { get }

    /// What the component is, for `designer list` and the JSON Schema.
    static var summary: String? { get }

    /// The size a new document gives the component, in points.
    static var defaultSize: Size { get }

    /// Descriptions of attributes declared without `description:`, by property name: what a
    /// table generated from the properties' `///` doc comments gives. None by default.
    static var attributeDescriptions: [String: String] { get }

    /// Draws the component's content into `context`, over its view's background and under its
    /// subviews and border, as `UIView.draw(_:)` does. Nothing by default.
    func draw(in context: inout GraphicsContext)
}

extension Component {
    /// The type's own name, as `String(describing:)` gives it, read from the type's metadata
    /// without the protocol lookups `String(describing:)` makes (a first one scans every
    /// conformance the binary holds, at every start).
    public static var className: String { _typeName(Self.self, qualified: false) }

    public static var summary: String? { nil }

    public static var defaultSize: Size { Size(width: 100, height: 100) }

    public static var attributeDescriptions: [String: String] { [:] }

    public func draw(in context: inout GraphicsContext) {}
}
