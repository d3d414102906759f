import Graphics
import Testing

/// `GraphicsContext.mirroringHorizontally`: what a right-to-left bar draws, mirrored across its
/// centre line, its text still reading forwards.
@Suite struct MirroringTests {
    @Test func shapesFlipWhileTextAndImagesMoveAndReadForwards() {
        var context = GraphicsContext(size: Size(width: 100, height: 40), origin: Point(x: 50, y: 0))
        context.fill(Rect(x: 0, y: 0, width: 10, height: 40), color: .black)
        var chevron = Path()
        chevron.move(to: Point(x: 20, y: 10))
        chevron.addLine(to: Point(x: 10, y: 20))
        context.mirroringHorizontally { bar in
            bar.fill(Rect(x: 0, y: 0, width: 10, height: 40), color: .black)
            bar.stroke(chevron, lineWidth: 2, color: .black)
            bar.draw(
                "Back", in: Rect(x: 10, y: 0, width: 40, height: 40), font: .system(size: 17), color: .black,
                alignment: .left)
            bar.draw(Image(path: "icon.png"), in: Rect(x: 60, y: 10, width: 20, height: 20))
        }
        // In the whole drawing's coordinates, 50 points on: the centre line is at x 100.
        guard case .fill(.rect(let before), _) = context.commands[0],
            case .fill(.rect(let after), _) = context.commands[1],
            case .stroke(.path(let path), _, _) = context.commands[2], case .text(let text) = context.commands[3],
            case .image(let image) = context.commands[4]
        else {
            Issue.record("\(context.commands)")
            return
        }
        #expect(before == Rect(x: 50, y: 0, width: 10, height: 40))
        #expect(after == Rect(x: 140, y: 0, width: 10, height: 40))
        #expect(path.elements == [.move(to: Point(x: 130, y: 10)), .line(to: Point(x: 140, y: 20))])
        #expect(text.rect == Rect(x: 100, y: 0, width: 40, height: 40) && text.style.alignment == .right)
        #expect(image.rect == Rect(x: 70, y: 10, width: 20, height: 20))
        var unmirrored = GraphicsContext(size: Size(width: 100, height: 40))
        unmirrored.mirroringHorizontally(when: false) {
            $0.fill(Rect(x: 0, y: 0, width: 10, height: 40), color: .black)
        }
        guard case .fill(.rect(let kept), _) = unmirrored.commands.first, unmirrored.commands.count == 1 else {
            Issue.record("\(unmirrored.commands)")
            return
        }
        #expect(kept == Rect(x: 0, y: 0, width: 10, height: 40))
    }
}
