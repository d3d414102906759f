import Graphics
import Layout
import Testing

/// Right to left, as UIKit lays out Arabic and Hebrew: leading and trailing edges (and margins)
/// are the right and left sides of the view that holds the constraint, horizontal stack views
/// arrange from the right, and a view's semantic content attribute keeps its subtree in the
/// direction it says; left and right constraints, and frames placed by autoresizing masks, stay.
@Suite struct LayoutDirectionTests {
    /// Each item's frame, in its parent's coordinates, laid out in each direction.
    private func frames(_ tree: LayoutTree, on screen: TestScreen, rightToLeft: Bool) -> [Rect] {
        var environment = screen.environment
        environment.isRightToLeft = rightToLeft
        let solution = LayoutEngine.solve(tree, in: environment)
        #expect(solution.problems == [])
        return solution.frames
    }

    /// `frame` mirrored in a superview `width` points wide: x' = width - x - frame width.
    private func mirrored(_ frame: Rect, in width: Double) -> Rect {
        Rect(x: width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
    }

    @Test(arguments: TestScreen.all)
    func leadingAndTrailingMirrorWhileLeftRightAndFramesStay(screen: TestScreen) {
        var builder = LayoutTreeBuilder()
        let leading = builder.view(in: 0)
        builder.pin(leading, .leading, to: 0, constant: 20)
        builder.pin(leading, .top, to: 0, constant: 10)
        builder.size(leading, width: 100, height: 30)
        let margin = builder.view(in: 0)
        builder.pin(margin, .leading, to: 0, .leadingMargin, constant: 10)
        builder.pin(margin, .top, to: 0, constant: 50)
        builder.size(margin, width: 50, height: 30)
        let trailing = builder.view(in: 0)
        builder.pin(trailing, .trailingMargin, to: 0, constant: -15)
        builder.pin(trailing, .top, to: 0, constant: 90)
        builder.size(trailing, width: 40, height: 30)
        let left = builder.view(in: 0)
        builder.pin(left, .left, to: 0, constant: 30)
        builder.pin(left, .top, to: 0, constant: 130)
        builder.size(left, width: 60, height: 30)
        let framed = builder.view(in: 0, saved: Rect(x: 10, y: 170, width: 80, height: 30), ViewLayout())
        let ltr = frames(builder.tree, on: screen, rightToLeft: false)
        let rtl = frames(builder.tree, on: screen, rightToLeft: true)
        #expect(ltr[leading] == Rect(x: 20, y: 10, width: 100, height: 30))
        #expect(ltr[left] == Rect(x: 30, y: 130, width: 60, height: 30))
        #expect(ltr[framed] == Rect(x: 10, y: 170, width: 80, height: 30))
        for view in [leading, margin, trailing] {
            #expect(rtl[view] == mirrored(ltr[view], in: screen.width), "view \(view)")
        }
        #expect(rtl[leading] == Rect(x: screen.width - 120, y: 10, width: 100, height: 30))
        #expect(rtl[left] == ltr[left])
        #expect(rtl[framed] == ltr[framed])
    }

    /// The constraints a view holds follow its direction, and its subviews take it: a box held
    /// by the root mirrors, the view inside it it forces left to right does not, nor its own.
    @Test(arguments: [SemanticContentAttribute.forceLeftToRight, .playback, .spatial])
    func aSubtreeThatKeepsLeftToRightIsNotMirrored(attribute: SemanticContentAttribute) {
        var builder = LayoutTreeBuilder()
        let box = builder.view(
            in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, semanticContentAttribute: attribute))
        builder.pin(box, .leading, to: 0, constant: 40)
        builder.pin(box, .top, to: 0)
        builder.size(box, width: 200, height: 100)
        let inner = builder.view(in: box)
        builder.pin(inner, .leading, to: box, constant: 8)
        builder.pin(inner, .top, to: box, constant: 8)
        builder.size(inner, width: 60, height: 60)
        let deepest = builder.view(in: inner)
        builder.pin(deepest, .leading, to: inner, constant: 5)
        builder.pin(deepest, .top, to: inner, constant: 5)
        builder.size(deepest, width: 10, height: 10)
        let screen = TestScreen.phone
        let rtl = frames(builder.tree, on: screen, rightToLeft: true)
        #expect(rtl[box] == Rect(x: screen.width - 240, y: 0, width: 200, height: 100))
        #expect(rtl[inner] == Rect(x: 8, y: 8, width: 60, height: 60))
        #expect(rtl[deepest] == Rect(x: 5, y: 5, width: 10, height: 10))
    }

    /// A view forced right to left is mirrored in a left-to-right language, its subviews with it.
    @Test func aSubtreeForcedRightToLeftIsMirroredInALeftToRightLanguage() {
        var builder = LayoutTreeBuilder()
        let box = builder.view(
            in: 0,
            ViewLayout(translatesAutoresizingMaskIntoConstraints: false, semanticContentAttribute: .forceRightToLeft))
        builder.pin(box, .leading, to: 0, constant: 40)
        builder.pin(box, .top, to: 0)
        builder.size(box, width: 200, height: 100)
        let inner = builder.view(in: box)
        builder.pin(inner, .leading, to: box, constant: 8)
        builder.pin(inner, .top, to: box, constant: 8)
        builder.size(inner, width: 60, height: 60)
        let ltr = frames(builder.tree, on: .phone, rightToLeft: false)
        #expect(ltr[box] == Rect(x: 40, y: 0, width: 200, height: 100))
        #expect(ltr[inner] == Rect(x: 132, y: 8, width: 60, height: 60))
    }

    /// A horizontal stack view arranges its views from the right, unless it keeps left to right;
    /// where it sits is its superview's to say.
    @Test(arguments: [SemanticContentAttribute.unspecified, .forceLeftToRight])
    func aHorizontalStackArrangesFromItsLeadingSide(attribute: SemanticContentAttribute) {
        var builder = LayoutTreeBuilder()
        // The stack view is item 1, its arranged views 2 and 3.
        let stack = builder.view(
            in: 0,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false,
                role: .stack(StackLayout(axis: .horizontal, spacing: 10, arrangedSubviews: [2, 3])),
                semanticContentAttribute: attribute))
        let first = builder.view(in: stack)
        let second = builder.view(in: stack)
        builder.size(first, width: 50, height: 30)
        builder.size(second, width: 70, height: 30)
        builder.pin(stack, .leading, to: 0, constant: 20)
        builder.pin(stack, .top, to: 0, constant: 100)
        let screen = TestScreen.small
        let ltr = frames(builder.tree, on: screen, rightToLeft: false)
        let rtl = frames(builder.tree, on: screen, rightToLeft: true)
        #expect(ltr[stack] == Rect(x: 20, y: 100, width: 130, height: 30))
        #expect(ltr[first] == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(ltr[second] == Rect(x: 60, y: 0, width: 70, height: 30))
        #expect(rtl[stack] == Rect(x: screen.width - 150, y: 100, width: 130, height: 30))
        if attribute == .unspecified {
            #expect(rtl[first] == mirrored(ltr[first], in: 130))
            #expect(rtl[second] == mirrored(ltr[second], in: 130))
        } else {
            #expect(rtl[first] == ltr[first] && rtl[second] == ltr[second])
        }
    }

    /// Directional margins put their leading inset on the right, in the view's own direction.
    @Test func directionalMarginsLeadOnTheRight() {
        var builder = LayoutTreeBuilder()
        let box = builder.view(
            in: 0,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false,
                layoutMargins: EdgeInsets(top: 0, left: 30, bottom: 0, right: 5), marginsAreDirectional: true))
        builder.pin(box, .left, to: 0)
        builder.pin(box, .top, to: 0)
        builder.size(box, width: 200, height: 100)
        let inner = builder.view(in: box)
        builder.pin(inner, .leading, to: box, .leadingMargin)
        builder.pin(inner, .top, to: box)
        builder.size(inner, width: 40, height: 40)
        let ltr = frames(builder.tree, on: .phone, rightToLeft: false)
        let rtl = frames(builder.tree, on: .phone, rightToLeft: true)
        #expect(ltr[inner] == Rect(x: 30, y: 0, width: 40, height: 40))
        #expect(rtl[box] == ltr[box])
        #expect(rtl[inner] == Rect(x: 130, y: 0, width: 40, height: 40))
    }
}
