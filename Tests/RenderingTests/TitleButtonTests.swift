import Inspectable
import Rendering
import Testing

@testable import DesignerCore

/// A button as an author would write one: its title's weight in the inspector, and a capsule
/// behind the title as wide as the title measures, drawn in `draw(in:)` from the measurement.
struct TitleButton: Component {
    @Inspectable(description: "The button's title.")
    var title: String = "Continue"

    @Inspectable(description: "Weight of the title.")
    var titleWeight: Font.Weight = .semibold

    @Inspectable(description: "How the title breaks when it does not fit.")
    var lineBreakMode: LineBreakMode = .byTruncatingTail

    static var defaultSize: Size { Size(width: 200, height: 44) }

    static let padding = 12.0

    func draw(in context: inout GraphicsContext) {
        let font = Font.system(size: 17, weight: titleWeight)
        let style = TextStyle(alignment: .center, lineBreakMode: lineBreakMode)
        let inside = context.bounds.insetBy(dx: Self.padding, dy: 0)
        let title = context.size(of: title, font: font, style: style, width: inside.width)
        let capsule = Rect(
            x: inside.midX - title.width / 2 - Self.padding, y: 0, width: title.width + 2 * Self.padding,
            height: context.size.height)
        context.fill(capsule, cornerRadius: capsule.height / 2, color: .blue)
        context.draw(self.title, in: inside, font: font, color: .white, style: style)
    }
}

@Suite("A component's text")
struct TitleButtonTests {
    let registry = ComponentRegistry(validatedByTests: [TitleButton.self])

    @Test func aFontWeightIsAnInspectableValue() throws {
        _ = try ComponentRegistry([TitleButton.self])
        let button = try #require(registry.componentClass(named: "TitleButton"))
        let weight = try #require(button.attribute(named: "titleWeight"))
        #expect(weight.typeName == "Font.Weight")
        #expect(weight.defaultValue.text == "semibold")
        #expect(Font.Weight.jsonSchema["enum"] == .array(Font.Weight.allCases.map { .string($0.rawValue) }))
        #expect(try Font.Weight(text: "heavy") == .heavy)
        #expect(throws: ValueError.self) { try Font.Weight(text: "bolder") }
        var configuration = button.defaults
        #expect(try configuration.set("titleWeight", text: "bold").applied.text == "bold")
        #expect(try configuration.set("lineBreakMode", text: "byTruncatingMiddle").applied.text == "byTruncatingMiddle")
    }

    private func button(weight: String, title: String = "Continue") throws -> Drawing {
        let document =
            #"{"class": "TitleButton", "frame": {"x": 0, "y": 0, "width": 200, "height": 44}, "#
            + #""attributes": {"titleWeight": "\#(weight)", "title": "\#(title)"}}"#
        let (drawing, diagnostics) = try drawing(document, registry: registry)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return drawing
    }

    @Test func theTitleIsDrawnInItsWeightOnAMeasuredCapsule() throws {
        let bold = try button(weight: "bold")
        let text = try #require(bold.texts.first)
        #expect(text.font == .system(size: 17, weight: .bold))
        // The capsule is as wide as the title the renderers lay out, and centred on it.
        guard
            case .fill(.roundedRect(let capsule, _), _) = bold.commands.first(where: { command in
                if case .fill(.roundedRect, _) = command { true } else { false }
            })
        else {
            Issue.record("no capsule")
            return
        }
        let line = try #require(TextLayout(text).lines.first)
        #expect(abs(capsule.width - (line.width + 2 * TitleButton.padding)) < 1e-9)
        #expect(abs(capsule.midX - (line.x + line.width / 2)) < 1e-9)
        let regular = try RasterRenderer(scale: 2).render(button(weight: "regular"))
        let heavier = try RasterRenderer(scale: 2).render(bold)
        #expect(regular.pixels != heavier.pixels)
    }

    @Test func aTitleTooLongForTheButtonIsTruncatedToIt() throws {
        let drawing = try button(weight: "medium", title: "A title far too long for a button of this width")
        let text = try #require(drawing.texts.first)
        let line = try #require(TextLayout(text).lines.first)
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= 200 - 2 * TitleButton.padding)
    }
}
