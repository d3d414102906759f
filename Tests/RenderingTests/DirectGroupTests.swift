import Graphics
import Testing

@testable import Rendering

/// Groups drawn straight into the canvas where a layer of their own would change nothing: the
/// same pixels as the layer composited, to the bit, and the layer kept where they would differ.
@Suite struct DirectGroupTests {
    static let size = Size(width: 60, height: 40)
    static let blue = Color(red255: 20, green255: 90, blue255: 220)
    static let clip = Shape.rect(Rect(x: 5, y: 4, width: 50, height: 30))

    /// What a group's commands draw over `background`, made the slow way: the commands in a layer
    /// of their own, composited over the background as a group's layer is.
    static func composited(_ group: DrawingGroup, over background: [DrawingCommand], scale: Double) throws -> [UInt8] {
        let renderer = RasterRenderer(scale: scale)
        var canvas = try renderer.render(Drawing(size: size, commands: background))
        let layer = try renderer.render(Drawing(size: size, commands: group.commands))
        let mask = group.clip.map {
            Rasterizer(transform: AffineTransform(scaleX: scale, y: scale)).mask(
                $0, within: PixelBounds(minX: 0, minY: 0, maxX: layer.width, maxY: layer.height))
        }
        canvas.composite(layer, opacity: 255, mask: mask)
        return canvas.pixels
    }

    /// Text on an opaque card, over a translucent wash: the text blends the card's pixels only.
    static var card: [DrawingCommand] {
        var context = GraphicsContext(size: size)
        context.fill(Rect(x: 5, y: 4, width: 50, height: 30), color: .white)
        context.draw(
            "Folding", in: Rect(x: 8, y: 8, width: 44, height: 20), font: .system(size: 13), color: blue,
            style: TextStyle())
        context.fill(Rect(x: 10, y: 26, width: 30, height: 1.5), color: blue.withAlpha(0.5))
        return context.commands
    }

    /// Translucent shapes over one another: their second blends can round otherwise in a layer.
    static var overlapping: [DrawingCommand] {
        var context = GraphicsContext(size: size)
        context.fill(Rect(x: 6.3, y: 5, width: 30, height: 20), color: blue.withAlpha(0.6))
        context.fill(Path(ellipseIn: Rect(x: 20, y: 10, width: 30, height: 22)), color: Color.red.withAlpha(0.45))
        context.draw("ab", in: Rect(x: 8, y: 8, width: 44, height: 20), font: .system(size: 15), color: .black)
        return context.commands
    }

    static let backgrounds: [[DrawingCommand]] = [
        [.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 40)), .color(Color(red255: 250, green255: 200, blue255: 60)))],
        [.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 40)), .color(Color.black.withAlpha(0.3)))],
        [],
    ]

    @Test("a group is drawn as its layer composited would draw it", arguments: [1.0, 2.0, 3.0], [0, 1, 2])
    func sameAsTheLayer(scale: Double, background: Int) throws {
        let background = Self.backgrounds[background]
        for (commands, clip) in [
            (Self.card, Self.clip), (Self.card, nil), (Self.overlapping, Self.clip),
            (Self.overlapping, .rect(Rect(x: 5.25, y: 4, width: 50, height: 30))),
        ] {
            // The group's own commands around it keep it from being left out as only a transform.
            let group = DrawingGroup(clip: clip ?? .rect(Rect(x: 0, y: 0, width: 60, height: 40)), commands: commands)
            let drawn = try RasterRenderer(scale: scale).render(
                Drawing(size: Self.size, commands: background + [.group(group)]))
            #expect(drawn.pixels == (try Self.composited(group, over: background, scale: scale)))
        }
    }

    @Test("text on the group's own opaque card goes straight in; translucent shapes over one another keep a layer")
    func whichGroupsGoStraightIn() {
        let renderer = RasterRenderer(scale: 2)
        let region = PixelBounds(minX: 10, minY: 8, maxX: 110, maxY: 68)
        let pixels = AffineTransform(scaleX: 2, y: 2)
        func direct(
            _ commands: [DrawingCommand], clip: Shape? = DirectGroupTests.clip, alpha: Double = 1,
            over isEmpty: Bool = false
        )
            -> Bool
        {
            renderer.drawsUnchangedWithoutLayer(
                DrawingGroup(alpha: alpha, clip: clip, commands: commands), transform: pixels, region: region,
                over: isEmpty)
        }
        #expect(direct(Self.card))
        #expect(!direct(Self.overlapping))
        #expect(direct(Self.overlapping, over: true), "over a transparent canvas any group goes straight in")
        #expect(!direct(Self.card, alpha: 0.5))
        #expect(!direct(Self.card, clip: .rect(Rect(x: 5.25, y: 4, width: 50, height: 30))), "a clip needs a mask")
        #expect(!direct(Self.card, clip: .roundedRect(Rect(x: 5, y: 4, width: 50, height: 30), cornerRadius: 4)))
        // One translucent fill blends each pixel once; a second over it may round otherwise.
        let wash = DrawingCommand.fill(
            .rect(Rect(x: 6.3, y: 5, width: 30, height: 20)), .color(Self.blue.withAlpha(0.6)))
        #expect(direct([wash]))
        #expect(!direct([wash, wash]))
        // Text's glyphs may share pixels, so text goes straight in only onto the group's opaque pixels.
        #expect(!direct(Array(Self.card.dropFirst())))
    }
}
