import Inspectable
import ProgressBars
import Testing

@testable import DesignerCore

@Suite("Animation")
struct TransitionTests {
    @Test func curvesAreCoreAnimations() {
        for curve in Animation.Curve.allCases {
            #expect(abs(curve.value(at: 0)) < 1e-9)
            #expect(abs(curve.value(at: 1) - 1) < 1e-9)
        }
        #expect(abs(Animation.Curve.linear.value(at: 0.3) - 0.3) < 1e-9)
        #expect(abs(Animation.Curve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(Animation.Curve.easeIn.value(at: 0.5) < 0.4)
        #expect(Animation.Curve.easeOut.value(at: 0.5) > 0.6)
        // Ease-in-out starts and ends slowly.
        #expect(Animation.Curve.easeInOut.value(at: 0.1) < 0.05)
        #expect(Animation.Curve.easeInOut.value(at: 0.9) > 0.95)
    }

    private func resolved(_ attributes: String, className: String = "CustomProgress") throws -> ResolvedDocument {
        let text =
            #"{"class": "\#(className)", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}, "attributes": {\#(attributes)}}"#
        let document = try #require(Document.read(SourceText(name: "t.json", text: text)).document)
        return ResolvedDocument(document, registry: .progressBars)
    }

    private func progress(_ document: ResolvedDocument) -> String? {
        document.root.configuration?.value(of: "progress")?.text
    }

    @Test func animatedAttributesMoveAlongTheirCurve() throws {
        let start = try resolved(#""progress": 0.2, "leftCapWidth": 4"#)
        let end = try resolved(#""progress": 0.8, "leftCapWidth": 10"#)
        let transition = try #require(Transition(from: start, to: end))
        #expect(transition.duration == 1.5)
        #expect(progress(transition.frame(at: 0)) == "0.2")
        #expect(progress(transition.frame(at: 0.75)) == "0.5")
        #expect(progress(transition.frame(at: 1.5)) == "0.8")
        #expect(progress(transition.frame(at: 9)) == "0.8")
        // Attributes without an animation take their new value at once.
        #expect(transition.frame(at: 0).root.configuration?.value(of: "leftCapWidth")?.text == "10")
    }

    @Test func nothingToAnimateIsNoTransition() throws {
        #expect(Transition(from: try resolved(#""progress": 0.5"#), to: try resolved(#""progress": 0.5"#)) == nil)
        let bar = try resolved(#""percent": 10"#, className: "MyProgressBar")
        let barLater = try resolved(#""percent": 90"#, className: "MyProgressBar")
        #expect(Transition(from: bar, to: barLater) == nil, "MyProgressBar declares no animation")
    }

    @Test(arguments: [
        (AttributeValue(0), AttributeValue(100), 0.25, "25"),
        (AttributeValue(Color.black), AttributeValue(Color.white), 0.5, "gray"),
        (AttributeValue(Point(x: 0, y: 10)), AttributeValue(Point(x: 10, y: 0)), 0.5, "5,5"),
        (AttributeValue(Image?.none), AttributeValue(Image?.some(Image(path: "a.png"))), 0.5, "nil"),
        (AttributeValue("left"), AttributeValue("right"), 0.5, "left"),
        (AttributeValue("left"), AttributeValue("right"), 1.0, "right"),
    ])
    func valuesInterpolateByType(from: AttributeValue, to: AttributeValue, fraction: Double, expected: String) {
        #expect(from.interpolated(to: to, fraction: fraction).text == expected)
    }
}
