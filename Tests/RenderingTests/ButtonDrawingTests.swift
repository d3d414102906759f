import Inspectable
import StandardViews
import Testing

/// A button draws its background image over its bounds, then its image and title side by side,
/// centred within its content insets and each moved by its own edge insets, as UIKit lays them out.
@Suite("Buttons with images")
struct ButtonDrawingTests {
    /// The rectangles of the images and texts `button` draws in a 100 × 40 context, in order.
    private func drawn(_ button: Button) -> [String] {
        var context = GraphicsContext(size: Size(width: 100, height: 40))
        button.draw(in: &context)
        return context.commands.compactMap { command in
            switch command {
            case .image(let image):
                "\(image.image.path) \(image.rect.x),\(image.rect.y) \(image.rect.width)×\(image.rect.height)"
            case .text(let text): "\(text.text) \(text.rect.x),\(text.rect.y) \(text.rect.width)×\(text.rect.height)"
            default: nil
            }
        }
    }

    @Test func theBackgroundFillsTheBoundsAndAnImageAloneIsCentred() {
        var button = Button()
        button.title = ""
        button.backgroundImage = Image(path: "pill.png")
        button.image = Image(path: "ring.png")
        #expect(drawn(button) == ["pill.png 0.0,0.0 100.0×40.0", "ring.png 0.0,0.0 100.0×40.0"])
        button.contentEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.imageEdgeInsets = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        #expect(drawn(button) == ["pill.png 0.0,0.0 100.0×40.0", "ring.png 10.0,2.0 90.0×40.0"])
    }

    @Test func anImageAndATitleAreCentredTogetherAndMovedByTheirInsets() {
        var button = Button()
        button.title = "Go"
        button.image = Image(path: "ring.png")
        button.imageSize = Size(width: 20, height: 10)
        let context = GraphicsContext(size: Size(width: 100, height: 40))
        let titleWidth = context.size(of: "Go", font: button.font).width.rounded(.up)
        let left = (100 - 20 - titleWidth) / 2
        #expect(
            drawn(button) == [
                "ring.png \(left),15.0 20.0×10.0", "Go \(left + 20),0.0 \(titleWidth)×40.0",
            ])
        button.imageEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 6)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 6, bottom: 0, right: 0)
        #expect(
            drawn(button) == [
                "ring.png \(left - 3),15.0 20.0×10.0", "Go \(left + 23),0.0 \(titleWidth)×40.0",
            ])
    }
}
