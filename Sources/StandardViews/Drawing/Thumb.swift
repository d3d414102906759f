import Inspectable

/// The round knob `UISwitch` and `UISlider` draw: a disc, white unless tinted, lifted off its
/// track by a soft shadow.
enum Thumb {
    /// The shadow beneath the knob: faint, a little below it.
    static let shadow = Shadow(color: .black, opacity: 0.25, offset: Size(width: 0, height: 2), radius: 2)

    /// The knob's color when none is set: white in both appearances, as UIKit's.
    static let color = Color.white

    /// Draws a knob of `diameter` points centred on `center`.
    static func draw(in context: inout GraphicsContext, center: Point, diameter: Double, color: Color) {
        let disc = Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
        context.withShadow(shadow) { $0.fill(Path(ellipseIn: disc), color: color) }
    }
}
