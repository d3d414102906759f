import Inspectable
import Rendering

// What the suites of StandardViews share: a component drawn alone, and how its pixels and paint are read.

/// A component drawn alone at the origin, as its view would draw it.
func commands(
    of component: some Component, size: Size, appearance: Appearance = .light,
    layoutDirection: LayoutDirection = .leftToRight
) -> Drawing {
    var context = GraphicsContext(size: size, appearance: appearance, layoutDirection: layoutDirection)
    component.draw(in: &context)
    return Drawing(size: size, commands: context.commands)
}

/// A component drawn alone and rasterized at 1 pixel a point, so pixel x, y holds point x…x+1, y…y+1.
func render(
    _ component: some Component, size: Size, appearance: Appearance = .light,
    layoutDirection: LayoutDirection = .leftToRight
) throws -> Canvas {
    try RasterRenderer(scale: 1).render(
        commands(of: component, size: size, appearance: appearance, layoutDirection: layoutDirection))
}

/// Whether two pixels are the same within `tolerance` in each channel.
func near(_ pixel: [UInt8], _ expected: [UInt8], tolerance: Int = 2) -> Bool {
    zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

/// The colors a drawing fills and strokes with, in order, those in groups too.
func paintColors(_ drawing: Drawing) -> [Color] {
    func colors(_ commands: [DrawingCommand]) -> [Color] {
        commands.flatMap { command -> [Color] in
            switch command {
            case .fill(_, .color(let color)), .stroke(_, _, .color(let color)): [color]
            case .group(let group): colors(group.commands)
            default: []
            }
        }
    }
    return colors(drawing.commands)
}
