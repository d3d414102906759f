import Graphics
import Layout
import Testing

/// Intrinsic content sizes, hugging and compression resistance, and text measured as the label
/// draws it.
@Suite struct LayoutIntrinsicSizeTests {
    /// A view of intrinsic size 100×20, centred.
    static let centred: [(TestScreen, Rect)] = [
        (.small, Rect(x: 110, y: 274, width: 100, height: 20)),
        (.phone, Rect(x: 145, y: 412, width: 100, height: 20)),
        (.pad, Rect(x: 360, y: 580, width: 100, height: 20)),
    ]

    @Test(arguments: centred)
    func centredIntrinsicSize(screen: TestScreen, expected: Rect) {
        var builder = LayoutTreeBuilder()
        let box = builder.view(
            in: 0,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false, intrinsicContentSize: .fixed(width: 100, height: 20)))
        builder.pin(box, .centerX, to: 0)
        builder.pin(box, .centerY, to: 0)
        expectFrames(builder.tree, on: screen, [box: expected])
    }

    /// Two views side by side across the screen: the one that hugs less (250 against 251)
    /// stretches; squeezed into 150 points, the one that resists compression less (740 against
    /// 750) gives way.
    @Test(arguments: TestScreen.all)
    func huggingAndCompressionResistance(screen: TestScreen) {
        for (width, firstWidth) in [(screen.width, 100.0), (150, 40)] {
            var builder = LayoutTreeBuilder()
            let first = builder.view(
                in: 0,
                ViewLayout(
                    translatesAutoresizingMaskIntoConstraints: false,
                    intrinsicContentSize: .fixed(width: 100, height: 20),
                    contentHugging: AxisPriorities(horizontal: 251, vertical: 251),
                    compressionResistance: AxisPriorities(horizontal: 740, vertical: 750)))
            let second = builder.view(
                in: 0,
                ViewLayout(
                    translatesAutoresizingMaskIntoConstraints: false,
                    intrinsicContentSize: .fixed(width: 110, height: 20)))
            builder.pin(first, .leading, to: 0)
            builder.pin(first, .top, to: 0)
            builder.pin(second, .leading, to: first, .trailing)
            builder.pin(second, .top, to: 0)
            builder.pin(second, .trailing, to: 0, .leading, constant: width)
            expectFrames(
                builder.tree, on: screen,
                [
                    first: Rect(x: 0, y: 0, width: firstWidth, height: 20),
                    second: Rect(x: firstWidth, y: 0, width: width - firstWidth, height: 20),
                ])
        }
    }

    /// At the same priority a content-size constraint gives way to a constraint of the document:
    /// a 200-point-wide view resisting compression at 750, which a trailing constraint of 750
    /// would make 150 wide, is 150 wide (Interface Builder saves a multi-line label between
    /// leading and trailing constraints of 750 at the width they give, and a vertical stack's
    /// label resisting at 750 squeezed where spacers' heights of 750 keep theirs).
    @Test(arguments: TestScreen.all)
    func contentSizeGivesWayToConstraintOfSamePriority(screen: TestScreen) {
        var builder = LayoutTreeBuilder()
        let view = builder.view(
            in: 0,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false,
                intrinsicContentSize: .fixed(width: 200, height: 20)))
        builder.pin(view, .leading, to: 0, constant: 10)
        builder.pin(view, .top, to: 0, constant: 100)
        builder.pin(view, .trailing, to: 0, .leading, constant: 160, priority: 750)
        expectFrames(builder.tree, on: screen, [view: Rect(x: 10, y: 100, width: 150, height: 20)])
    }

    /// Content priorities of 1000 give way to required constraints, as Interface Builder saves
    /// them: a 16 × 16 view hugging and resisting at 1000 with required 30 × 30 constraints is
    /// 30 × 30, and its hugging on each axis is reported broken as UIKit logs it at run time,
    /// conflicting with the size constraint; without them it keeps its 16 × 16, with no problem.
    @Test(arguments: TestScreen.all)
    func requiredContentPrioritiesGiveWayToRequiredConstraints(screen: TestScreen) {
        for constrained in [true, false] {
            var builder = LayoutTreeBuilder()
            let button = builder.view(
                in: 0,
                ViewLayout(
                    translatesAutoresizingMaskIntoConstraints: false,
                    intrinsicContentSize: .fixed(width: 16, height: 16),
                    contentHugging: AxisPriorities(horizontal: 1000, vertical: 1000),
                    compressionResistance: AxisPriorities(horizontal: 1000, vertical: 1000)))
            builder.pin(button, .leading, to: 0, constant: 10)
            builder.pin(button, .top, to: 0, constant: 100)
            if constrained { builder.size(button, width: 30, height: 30) }
            let side: Double = constrained ? 30 : 16
            let solution = LayoutEngine.solve(builder.tree, in: screen.environment)
            #expect(isClose(solution.frames[button], Rect(x: 10, y: 100, width: side, height: side)))
            let hugging = { (axis: LayoutAxis) in
                SystemConstraint.contentSize(
                    item: button, axis: axis, relation: .lessThanOrEqual, size: 16, hugging: 1000,
                    compressionResistance: 1000)
            }
            let broken: [LayoutProblem] =
                constrained
                ? [
                    .brokenContentSize(hugging(.horizontal), conflicting: [2]),
                    .brokenContentSize(hugging(.vertical), conflicting: [3]),
                ] : []
            #expect(solution.problems == broken)
        }
    }

    /// A one-line label is as wide as its text; a multi-line one as tall as its text broken at
    /// the width it gets (a second pass), or at its preferred maximum width.
    @Test(arguments: TestScreen.all)
    func labels(screen: TestScreen) {
        let font = Font.system(size: 17)
        let words = String(repeating: "The quick brown fox jumps over the lazy dog, again and again. ", count: 3)
        let multiLine = TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping)
        var builder = LayoutTreeBuilder()
        let label = { (style: TextStyle, preferred: Double?) in
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false,
                intrinsicContentSize: .text(
                    TextContent(text: words, font: font, style: style, preferredMaxLayoutWidth: preferred)))
        }
        let single = builder.view(in: 0, label(TextStyle(), nil))
        builder.pin(single, .leading, to: 0, constant: 20)
        builder.pin(single, .top, to: 0, constant: 100)
        let wrapped = builder.view(in: 0, label(multiLine, nil))
        builder.pin(wrapped, .leading, to: 0, constant: 20)
        builder.pin(wrapped, .trailing, to: 0, constant: -20)
        builder.pin(wrapped, .top, to: 0, constant: 200)
        let preferred = builder.view(in: 0, label(multiLine, 150))
        builder.pin(preferred, .leading, to: 0, constant: 20)
        builder.pin(preferred, .top, to: 0, constant: 400)

        let scale = screen.environment.scale
        let up = { (value: Double) in (value * scale).rounded(.up) / scale }
        let natural = TextLayout.size(of: words, font: font, style: TextStyle(), width: .infinity)
        let broken = TextLayout.size(of: words, font: font, style: multiLine, width: screen.width - 40)
        let narrow = TextLayout.size(of: words, font: font, style: multiLine, width: 150)
        #expect(broken.height > natural.height && narrow.height > broken.height)
        // Heights are lines of San Francisco's line height, 20.29 points at 17.
        let lineHeight = 17 * 2444 / 2048.0
        let height = { (size: Size) in (size.height / natural.height).rounded() * lineHeight }
        let solution = LayoutEngine.solve(builder.tree, in: screen.environment)
        #expect(solution.problems == [])
        let pixel = { (value: Double) in (value * scale).rounded() / scale }
        #expect(
            isClose(
                solution.frames[single],
                Rect(
                    x: 20, y: 100, width: pixel(20 + up(natural.width)) - 20,
                    height: pixel(100 + up(lineHeight)) - 100)))
        #expect(
            isClose(
                solution.frames[wrapped],
                Rect(x: 20, y: 200, width: screen.width - 40, height: pixel(200 + up(height(broken))) - 200)))
        #expect(
            isClose(
                solution.frames[preferred],
                Rect(
                    x: 20, y: 400, width: pixel(20 + up(narrow.width)) - 20,
                    height: pixel(400 + up(height(narrow))) - 400)))
    }

    /// A label without text has no size, as UIKit's empty `UILabel`: one placed at a corner is
    /// 0 × 0, one given a width is 0 tall, whatever its font and lines.
    @Test(arguments: [TextStyle(), TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping)])
    func emptyLabels(style: TextStyle) {
        var builder = LayoutTreeBuilder()
        let label = {
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false,
                intrinsicContentSize: .text(TextContent(text: "", font: .system(size: 19), style: style)))
        }
        let corner = builder.view(in: 0, label())
        builder.pin(corner, .leading, to: 0, constant: 20)
        builder.pin(corner, .top, to: 0, constant: 100)
        let wide = builder.view(in: 0, label())
        builder.pin(wide, .leading, to: 0, constant: 20)
        builder.pin(wide, .trailing, to: 0, constant: -20)
        builder.pin(wide, .top, to: 0, constant: 200)
        let screen = TestScreen.all[0]
        let solution = LayoutEngine.solve(builder.tree, in: screen.environment)
        #expect(solution.problems == [])
        #expect(isClose(solution.frames[corner], Rect(x: 20, y: 100, width: 0, height: 0)))
        #expect(isClose(solution.frames[wide], Rect(x: 20, y: 200, width: screen.width - 40, height: 0)))
    }

    /// Views aligned by their first baselines: a label's is where its text's baseline is drawn;
    /// a view without text has its baseline at its bottom.
    @Test(arguments: TestScreen.all)
    func baselines(screen: TestScreen) {
        let font = Font.system(size: 20)
        var builder = LayoutTreeBuilder()
        let label = builder.view(
            in: 0,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false,
                intrinsicContentSize: .text(TextContent(text: "Baseline", font: font, style: TextStyle()))))
        builder.pin(label, .leading, to: 0)
        builder.pin(label, .top, to: 0, constant: 100)
        let box = builder.view(in: 0)
        builder.pin(box, .leading, to: 0, constant: 200)
        builder.size(box, width: 10, height: 10)
        builder.pin(box, .lastBaseline, to: label, .firstBaseline)
        let solution = LayoutEngine.solve(builder.tree, in: screen.environment)
        #expect(solution.problems == [])
        let height = solution.frames[label].height
        let drawn = TextLayout(
            "Baseline", in: Rect(x: 0, y: 100, width: solution.frames[label].width, height: height), font: font,
            style: TextStyle())
        let baseline = drawn.lines.first?.baseline ?? .nan
        let bottom = solution.frames[box].y + solution.frames[box].height
        #expect(abs(bottom - baseline) <= 1 / screen.environment.scale)
    }

    /// Lines `lineSpacing` apart: three 14-point lines of 16.71 points (San Francisco's 2,444
    /// units of 2,048 to the em) and 7 between each are 64.12 tall, rounded up to the pixel; the
    /// last baseline is the first's two lines and two spacings lower.
    @Test(arguments: TestScreen.all)
    func lineSpacing(screen: TestScreen) {
        let font = Font.system(size: 14)
        let style = TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping)
        var builder = LayoutTreeBuilder()
        let label = builder.view(
            in: 0,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false,
                intrinsicContentSize: .text(
                    TextContent(text: "One\nTwo\nThree", font: font, style: style, lineSpacing: 7))))
        builder.pin(label, .leading, to: 0, constant: 20)
        builder.pin(label, .top, to: 0, constant: 100)
        let first = builder.view(in: 0)
        builder.pin(first, .leading, to: 0, constant: 200)
        builder.size(first, width: 10, height: 10)
        builder.pin(first, .top, to: label, .firstBaseline)
        let last = builder.view(in: 0)
        builder.pin(last, .leading, to: 0, constant: 250)
        builder.size(last, width: 10, height: 10)
        builder.pin(last, .top, to: label, .lastBaseline)
        let solution = LayoutEngine.solve(builder.tree, in: screen.environment)
        #expect(solution.problems == [])
        let scale = screen.environment.scale
        let lineHeight = 14 * 2444 / 2048.0
        let height = ((3 * lineHeight + 2 * 7) * scale).rounded(.up) / scale
        #expect(abs(solution.frames[label].height - height) < 1e-9)
        let spread = solution.frames[last].y - solution.frames[first].y
        #expect(abs(spread - (2 * lineHeight + 2 * 7)) <= 1 / scale)
    }
}
