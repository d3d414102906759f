import DesignerCore
import Inspectable
import ProgressBars
import Rendering
import Testing

@Suite("Appearance")
struct AppearanceTests {
    /// Every color of a drawing, those in groups included, in drawing order.
    private func colors(_ commands: [DrawingCommand]) -> [Color] {
        commands.flatMap { command -> [Color] in
            switch command {
            case .fill(_, let paint), .stroke(_, _, let paint):
                switch paint {
                case .color(let color): [color]
                case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _):
                    gradient.stops.map(\.color)
                }
            case .text(let text): [text.color]
            case .image(let image): image.tint.map { [$0] } ?? []
            case .group(let group): (group.shadow.map { [$0.color] } ?? []) + colors(group.commands)
            }
        }
    }

    /// A component that draws with dynamic colors in every way a context draws.
    struct Themed: Component {
        func draw(in context: inout GraphicsContext) {
            context.fillBackground(.systemBackground)
            context.stroke(context.bounds, lineWidth: 1, color: .separator)
            context.withAlpha(0.5) { faded in
                faded.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .systemOrange)
            }
            context.clip(to: context.bounds) { clipped in
                clipped.draw("Hi", in: clipped.bounds, font: .system(size: 12), color: .label)
            }
            // Transparent in the light appearance, white in the dark.
            context.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: Color(light: .clear, dark: .white))
            // A gradient's stops, a shadow and a template image's tint, turned and scaled.
            context.rotate(by: 0.5)
            context.withShadow(Shadow(color: .label, opacity: 0.5, offset: .zero, radius: 2)) { shadowed in
                shadowed.fill(
                    shadowed.bounds,
                    with: .linearGradient(
                        Gradient(colors: [.systemRed, .systemBlue]), start: .zero, end: Point(x: 40, y: 0)))
            }
            context.draw(Image(path: "i.png"), in: context.bounds, contentMode: .center, tint: .systemGreen)
        }
    }

    @Test(arguments: [
        (
            Appearance.light,
            ["#FFFFFF", "rgba(60, 60, 67, 0.29)", "#FF9500", "#000000", "#000000", "#FF3B30", "#007AFF", "#34C759"]
        ),
        (
            Appearance.dark,
            [
                "#000000", "#54545899", "#FF9F0A", "#FFFFFF", "#FFFFFF", "#FFFFFF", "#FF453A", "#0A84FF", "#30D158",
            ]
        ),
    ])
    func aContextDrawsEachColorInItsAppearance(appearance: Appearance, expected: [String]) {
        var context = GraphicsContext(size: Size(width: 40, height: 20), appearance: appearance)
        #expect(context.appearance == appearance)
        Themed().draw(in: &context)
        let drawn = colors(context.commands)
        #expect(drawn.map(\.text) == expected)
        #expect(drawn.allSatisfy { !$0.isDynamic })
    }

    @Test func childAndGroupContextsHaveTheirParentsAppearance() {
        let parent = GraphicsContext(size: Size(width: 40, height: 20), appearance: .dark)
        var child = parent.child(frame: Rect(x: 5, y: 5, width: 10, height: 10), cornerRadius: 0)
        #expect(child.appearance == .dark)
        var seen: [Appearance] = []
        child.group(alpha: 0.5, clip: nil) { seen.append($0.appearance) }
        child.withAlpha(0.5) { seen.append($0.appearance) }
        child.clip(to: child.bounds) { seen.append($0.appearance) }
        #expect(seen == [.dark, .dark, .dark])
    }

    private static let document =
        #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 60}, "attributes": {"backgroundColor": "systemBackground", "borderWidth": 1, "borderColor": "separator"}, "subviews": [{"class": "MyProgressBar", "frame": {"x": 10, "y": 20, "width": 80, "height": 20}, "attributes": {"percent": 50, "barColor": "systemOrange", "barBgColor": "systemGray5", "color": "label"}}, {"class": "Slider", "frame": {"x": 0, "y": 0, "width": 30, "height": 10}}]}"#

    @Test(arguments: [
        (
            Appearance.light,
            ["#FFFFFF", "#E5E5EA", "#FF9500", "#000000", "#F2F2F7", "#C7C7CC", "#8E8E93", "rgba(60, 60, 67, 0.29)"]
        ),
        (
            Appearance.dark,
            ["#000000", "#2C2C2E", "#FF9F0A", "#FFFFFF", "#1C1C1E", "#48484A", "#8E8E93", "#54545899"]
        ),
    ])
    func aViewTreeIsDrawnInOneAppearance(appearance: Appearance, expected: [String]) throws {
        // The view's background and border, the bar's colors, and the placeholder's system grays.
        let (drawing, _) = try drawing(Self.document, appearance: appearance)
        #expect(colors(drawing.commands).map(\.text) == expected)
    }

    @Test func theLightAppearanceIsTheDefault() throws {
        let reading = Document.read(SourceText(name: "test.json", text: Self.document))
        let document = try #require(reading.document)
        let resolved = ResolvedDocument(document, registry: .progressBars, unknownClass: .warning)
        #expect(ViewTreeDrawing.draw(resolved).0 == ViewTreeDrawing.draw(resolved, appearance: .light).0)
        #expect(ViewTreeDrawing.draw(resolved).0 != ViewTreeDrawing.draw(resolved, appearance: .dark).0)
    }

    @Test func aSystemBackgroundIsBlackInTheDarkAppearance() throws {
        let (drawing, _) = try drawing(
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "attributes": {"backgroundColor": "systemBackground"}}"#,
            appearance: .dark)
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        #expect(canvas.rgba(x: 2, y: 2) == [0, 0, 0, 255])
    }

    /// Without images, the custom progress bar stands in UIProgressView's track and bar, which
    /// follow the appearance as UIKit's do.
    @Test func theCustomProgressStandInsFollowTheAppearance() throws {
        let document =
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 100, "height": 10}, "attributes": {"progress": 0.5}}"#
        let (light, _) = try drawing(document)
        let (dark, _) = try drawing(document, appearance: .dark)
        #expect(colors(light.commands).map(\.text) == ["#E5E5EA", "#007AFF"])
        #expect(colors(dark.commands).map(\.text) == ["#2C2C2E", "#0A84FF"])
    }
}
