import Inspectable
import StandardViews
import Testing

/// A button with an iOS 15 configuration draws the style's background under its title, with
/// the corner style's radius, and its title in the style's color.
@Suite("Button configurations")
struct ButtonConfigurationTests {
    /// The background `button` fills in a 100 × 40 context, as its shape and color, and the
    /// color of its title (colors as the light appearance resolves them).
    private func drawn(_ button: Button) -> (background: DrawingCommand?, title: Color?) {
        var context = GraphicsContext(size: Size(width: 100, height: 40))
        button.draw(in: &context)
        let background = context.commands.first { if case .fill = $0 { true } else { false } }
        let title = context.commands.lazy.compactMap { command -> Color? in
            if case .text(let text) = command { text.color } else { nil }
        }.first
        return (background, title)
    }

    /// The bounds filled in `color` with corners of `radius`.
    private static func fill(_ color: Color, radius: Double = 6) -> DrawingCommand {
        .fill(
            .roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: radius),
            .color(color.resolved(for: .light)))
    }

    @Test(
        arguments: [
            (ButtonConfigurationStyle.filled, Color.tintColor, Color.white),
            (.tinted, Color.tintColor.withAlpha(0.15), Color.tintColor),
            (.gray, Color.systemGray5, Color.tintColor),
        ])
    func eachStyleFillsItsBackgroundUnderItsTitle(style: ButtonConfigurationStyle, fill: Color, title: Color) {
        var button = Button()
        button.configurationStyle = style
        let (background, titleColor) = drawn(button)
        #expect(background == Self.fill(fill))
        #expect(titleColor == title.resolved(for: .light))
    }

    @Test(arguments: [ButtonConfigurationStyle.default, .plain])
    func plainAndUnconfiguredButtonsHaveNoBackground(style: ButtonConfigurationStyle) {
        var button = Button()
        button.configurationStyle = style
        button.cornerStyle = .capsule
        let (background, title) = drawn(button)
        #expect(background == nil)
        #expect(title == Color.tintColor.resolved(for: .light))
    }

    @Test(arguments: [
        (ButtonCornerStyle.dynamic, 6.0), (.fixed, 6), (.small, 4), (.medium, 6), (.large, 8), (.capsule, 20),
    ])
    func theCornerStyleRoundsTheBackground(corner: ButtonCornerStyle, radius: Double) {
        var button = Button()
        button.configurationStyle = .filled
        button.cornerStyle = corner
        #expect(drawn(button).background == Self.fill(.tintColor, radius: radius))
    }

    @Test func theBaseColorsAndTheTintReplaceTheStylesOwn() {
        var button = Button()
        button.configurationStyle = .filled
        button.tintColor = .systemRed
        #expect(drawn(button).background == Self.fill(.systemRed))
        button.baseBackgroundColor = .systemGreen
        button.titleColor = .black
        let (background, title) = drawn(button)
        #expect(background == Self.fill(.systemGreen))
        #expect(title == Color.black.resolved(for: .light))
        button.configurationStyle = .tinted
        button.baseBackgroundColor = nil
        #expect(drawn(button).background == Self.fill(Color.systemRed.withAlpha(0.15)))
        // A tinted button's base color is lightened as the tint is: never a solid fill.
        button.baseBackgroundColor = .systemGreen
        #expect(drawn(button).background == Self.fill(Color.systemGreen.withAlpha(0.15)))
    }
}
