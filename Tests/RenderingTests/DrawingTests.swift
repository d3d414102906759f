import DesignerCore
import Inspectable
import ProgressBars
import Rendering
import Testing

@Suite("Drawing")
struct DrawingTests {
    @Test func anUnknownClassIsAPlaceholderWithItsName() throws {
        let (drawing, diagnostics) = try drawing(
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 40}, "subviews": [{"class": "Slider", "frame": {"x": 10, "y": 10, "width": 80, "height": 20}}]}"#
        )
        #expect(diagnostics.map(\.message) == ["unknown class 'Slider'"])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(drawing.texts.map(\.text) == ["Slider"])
        #expect(drawing.texts.first?.rect == Rect(x: 14, y: 10, width: 72, height: 20))
    }

    @Test func viewsAreDrawnAsUIKitCompositesLayers() throws {
        let (drawing, _) = try drawing(
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "attributes": {"backgroundColor": "red", "alpha": 0.5, "cornerRadius": 8, "borderWidth": 2, "borderColor": "blue", "clipsToBounds": true}, "subviews": [{"class": "View", "frame": {"x": 10, "y": 10, "width": 10, "height": 10}, "attributes": {"backgroundColor": "green"}}, {"class": "View", "frame": {"x": 0, "y": 0, "width": 5, "height": 5}, "attributes": {"backgroundColor": "white", "isHidden": true}}]}"#
        )
        #expect(
            drawing.commands == [
                .group(
                    DrawingGroup(
                        alpha: 0.5, clip: nil,
                        commands: [
                            .fill(
                                .roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 8), .color(.red)),
                            .group(
                                DrawingGroup(
                                    alpha: 1,
                                    clip: .roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 8),
                                    commands: [.fill(.rect(Rect(x: 10, y: 10, width: 10, height: 10)), .color(.green))])
                            ),
                            .stroke(
                                .roundedRect(Rect(x: 1, y: 1, width: 98, height: 98), cornerRadius: 7),
                                StrokeStyle(lineWidth: 2),
                                .color(.blue)),
                        ]))
            ])
    }

    @Test func svgEscapesTextAndDropsControlCharacters() {
        let drawing = Drawing(
            size: Size(width: 100, height: 20),
            commands: [
                .text(
                    TextDrawing(
                        text: "<b>&\"'\u{1B}[31mx\ny", rect: Rect(x: 0, y: 0, width: 100, height: 40),
                        font: .system(size: 12), color: .black,
                        style: TextStyle(alignment: .left, numberOfLines: 0)))
            ])
        let svg = SVGRenderer().render(drawing)
        // The line break starts a second line, a `<text>` of its own.
        #expect(svg.contains(">&lt;b&gt;&amp;&quot;&apos;x</text>"))
        #expect(svg.contains(">y</text>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func svgSizesByScaleAndKeepsAViewBoxInPoints() throws {
        let (drawing, _) = try drawing(bar(percent: 50))
        let svg = SVGRenderer(scale: 3).render(drawing)
        #expect(svg.contains("width=\"600\" height=\"60\" viewBox=\"0 0 200 20\""))
    }

    @Test func longTextIsCutWithAnEllipsis() throws {
        let text = TextDrawing(
            text: "A label far too long for its bar", rect: Rect(x: 0, y: 0, width: 60, height: 20),
            font: .system(size: 17), color: .white, style: TextStyle(alignment: .center))
        let line = try #require(TextLayout(text).lines.first)
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= 60)
        #expect(line.text.count < 12)
    }
}
