/// An author writes one `import Inspectable`: the drawing API a component's `draw(in:)` uses —
/// geometry, colors, paths, paint, the graphics context and text — comes with it from Graphics.
@_exported public import Graphics
