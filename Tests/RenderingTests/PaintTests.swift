import Foundation
import Inspectable
import TestTools
import Testing

@testable import Rendering

@Suite("Gradients")
struct GradientTests {
    @Test func aLinearGradientsMidpointIsItsStopsMidpoint() throws {
        // The gradient runs from the centre of column 0 to the centre of column 100.
        let fade = drawing(Size(width: 101, height: 4)) { context in
            context.fill(
                context.bounds,
                with: .linearGradient(
                    Gradient(colors: [.red, .blue]), start: Point(x: 0.5, y: 0), end: Point(x: 100.5, y: 0)))
        }
        let canvas = try RasterRenderer(scale: 1).render(fade)
        let middle = canvas.pixel(x: 50, y: 2)
        #expect(abs(Double(middle.red) - 127.5) <= 1 && abs(Double(middle.blue) - 127.5) <= 1)
        #expect(canvas.pixel(x: 0, y: 0).red == 255 && canvas.pixel(x: 100, y: 0).blue == 255)
        // Steady along the gradient: each column's red no more than its left neighbour's.
        let reds = (0..<101).map { Int(canvas.pixel(x: $0, y: 1).red) }
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 >= $1 && $0 - $1 <= 4 })
    }

    @Test func stopsAtLocationsHoldTheirColorsAndBeyondTheEndsTheEndColors() {
        let gradient = Gradient(stops: [
            .init(color: .red, location: 0.25), .init(color: .green, location: 0.5), .init(color: .blue, location: 1.5),
        ])
        #expect(gradient.stops.map(\.location) == [0.25, 0.5, 1])
        #expect(gradient.color(at: 0) == .red)
        #expect(gradient.color(at: 0.5) == .green)
        #expect(gradient.color(at: 2) == .blue)
        #expect(gradient.color(at: 0.75) == Color(red255: 0, green255: 127.5, blue255: 127.5))
        #expect(Gradient(colors: []).color(at: 0.5) == .clear)
    }

    @Test func aRadialGradientGoesFromItsCentreOut() throws {
        let glow = drawing(Size(width: 41, height: 41)) { context in
            context.fill(
                context.bounds,
                with: .radialGradient(Gradient(colors: [.white, .black]), center: Point(x: 20.5, y: 20.5), radius: 20))
        }
        let canvas = try RasterRenderer(scale: 1).render(glow)
        #expect(canvas.pixel(x: 20, y: 20).red == 255)
        // Ten points out, half way: the same all round.
        let ring = [(30, 20), (10, 20), (20, 30), (20, 10)].map { Int(canvas.pixel(x: $0.0, y: $0.1).red) }
        #expect(ring.allSatisfy { abs($0 - 127) <= 1 })
        #expect(canvas.pixel(x: 0, y: 0).red == 0)
    }

    @Test func aGradientOfNoLengthPaintsItsLastColor() throws {
        let flat = drawing(Size(width: 4, height: 4)) { context in
            context.fill(
                context.bounds, with: .linearGradient(Gradient(colors: [.red, .blue]), start: .zero, end: .zero))
            context.fill(
                Rect(x: 0, y: 2, width: 4, height: 2),
                with: .radialGradient(Gradient(colors: [.red, .green]), center: .zero, radius: 0))
        }
        let canvas = try RasterRenderer(scale: 1).render(flat)
        #expect(canvas.pixel(x: 1, y: 0).blue == 255 && canvas.pixel(x: 1, y: 3).green == 255)
    }

    @Test(.needs(.rsvgConvert))
    func rsvgDrawsOurGradientsAsWeDo() throws {
        let scene = drawing(Size(width: 160, height: 100)) { context in
            let rainbow = Gradient(colors: [.red, .yellow, .green, .cyan, .blue.withAlpha(0.5)])
            context.fill(
                Rect(x: 0, y: 0, width: 160, height: 50),
                with: .linearGradient(rainbow, start: Point(x: 10, y: 0), end: Point(x: 150, y: 50)))
            context.fill(
                Path(ellipseIn: Rect(x: 10, y: 55, width: 60, height: 40)),
                with: .radialGradient(
                    Gradient(stops: [.init(color: .white, location: 0.2), .init(color: .purple, location: 1)]),
                    center: Point(x: 40, y: 75), radius: 30))
            var ring = Path()
            ring.addArc(center: Point(x: 120, y: 75), radius: 18, startAngle: 0, endAngle: 5, clockwise: true)
            context.stroke(
                ring,
                with: .linearGradient(
                    Gradient(colors: [.orange, .blue]), start: Point(x: 100, y: 60), end: Point(x: 140, y: 90)),
                style: StrokeStyle(lineWidth: 6, cap: .round))
        }
        let (compared, different, largest) = try RSVG.compare(scene, scale: 2, threshold: 8)
        #expect(Double(different) <= Double(compared) * 0.005, "largest difference \(largest)")
        #expect(
            SVGRenderer().render(scene).contains("<linearGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\""))
    }
}

@Suite("Shadows")
struct ShadowTests {
    /// The opacity of the shadow a half plane (everything left of x = 100) casts, by column, at
    /// one pixel a point.
    private func falloff(radius: Double) throws -> [Double] {
        let scene = drawing(Size(width: 200, height: 20)) { context in
            context.withShadow(Shadow(color: .black, opacity: 1, offset: .zero, radius: radius)) { shadowed in
                // What casts the shadow covers the left half; right of it only the shadow shows.
                shadowed.fill(Rect(x: -1000, y: -1000, width: 1100, height: 2020), color: .white)
            }
        }
        let canvas = try RasterRenderer(scale: 1).render(scene)
        return (0..<200).map { Double(canvas.pixel(x: $0, y: 10).alpha) / 255 }
    }

    /// The part of a Gaussian of standard deviation `sigma` beyond `distance`.
    private func tail(_ distance: Double, sigma: Double) -> Double {
        0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
    }

    @Test(arguments: [1.5, 4, 10])
    func theBlurFallsOffAsAGaussianOfTheRadius(radius: Double) throws {
        let alpha = try falloff(radius: radius)
        #expect(alpha[50] == 1)
        for distance in [0.5, radius / 2, radius, 2 * radius] {
            // The pixel whose centre lies `distance` beyond the edge.
            let column = Int(100 + distance - 0.5)
            let centre = Double(column) + 0.5 - 100
            #expect(
                abs(alpha[column] - tail(centre, sigma: radius)) <= 0.03,
                "at \(centre) from the edge: \(alpha[column]) against \(tail(centre, sigma: radius))")
        }
        #expect(alpha[199] < 0.01)
    }

    @Test func aShadowFallsAtItsOffsetBeneathWhatCastsIt() throws {
        let scene = drawing(Size(width: 60, height: 60)) { context in
            context.withShadow(Shadow(color: .red, opacity: 0.5, offset: Size(width: 10, height: 10), radius: 0)) {
                $0.fill(Rect(x: 10, y: 10, width: 20, height: 20), color: .blue)
            }
        }
        let canvas = try RasterRenderer(scale: 1).render(scene)
        #expect(canvas.pixel(x: 20, y: 20).blue == 255 && canvas.pixel(x: 20, y: 20).red == 0)
        let shadow = canvas.straightPixel(x: 35, y: 35)
        #expect(shadow.red == 255 && shadow.alpha == 128)
        #expect(canvas.pixel(x: 45, y: 45).alpha == 0)
    }

    @Test(.needs(.rsvgConvert))
    func rsvgDrawsOurShadowsAsWeDo() throws {
        let scene = drawing(Size(width: 120, height: 80)) { context in
            context.fill(context.bounds, color: .white)
            context.withShadow(Shadow(color: .black, opacity: 0.4, offset: Size(width: 0, height: 4), radius: 6)) {
                $0.fill(Rect(x: 20, y: 15, width: 80, height: 40), cornerRadius: 10, color: .orange)
            }
        }
        let (compared, different, largest) = try RSVG.compare(scene, scale: 2, threshold: 8)
        #expect(Double(different) <= Double(compared) * 0.005, "largest difference \(largest)")
    }
}

@Suite("Content modes and template images")
struct ContentModeTests {
    @Test(arguments: [
        (ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 50)),
        (.scaleAspectFit, Rect(x: 25, y: 0, width: 50, height: 50)),
        (.scaleAspectFill, Rect(x: 0, y: -25, width: 100, height: 100)),
        (.center, Rect(x: 40, y: 15, width: 20, height: 20)),
        (.top, Rect(x: 40, y: 0, width: 20, height: 20)),
        (.bottom, Rect(x: 40, y: 30, width: 20, height: 20)),
        (.left, Rect(x: 0, y: 15, width: 20, height: 20)),
        (.right, Rect(x: 80, y: 15, width: 20, height: 20)),
        (.topLeft, Rect(x: 0, y: 0, width: 20, height: 20)),
        (.topRight, Rect(x: 80, y: 0, width: 20, height: 20)),
        (.bottomLeft, Rect(x: 0, y: 30, width: 20, height: 20)),
        (.bottomRight, Rect(x: 80, y: 30, width: 20, height: 20)),
    ])
    func aSquareImageIsPlacedAsUIImageViewPlacesIt(mode: ContentMode, expected: Rect) {
        #expect(
            mode.rect(forImageOf: Size(width: 20, height: 20), in: Rect(x: 0, y: 0, width: 100, height: 50)) == expected
        )
    }

    @Test func aFilledImageIsCutToItsRectangleAndATemplateTakesTheTint() throws {
        // A 2 × 2 image: opaque red on top, half-transparent green below.
        let image = Bitmap(
            width: 2, height: 2,
            straightRGBA: [255, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 128, 0, 255, 0, 128])
        let scene = drawing(Size(width: 40, height: 40)) { context in
            context.draw(
                Image(path: "i.png"), in: Rect(x: 0, y: 10, width: 40, height: 20), contentMode: .scaleAspectFill)
        }
        let canvas = try RasterRenderer(scale: 1, images: ["i.png": image]).render(scene)
        #expect(canvas.pixel(x: 20, y: 5).alpha == 0 && canvas.pixel(x: 20, y: 35).alpha == 0)
        #expect(canvas.pixel(x: 20, y: 11).red > 200 && canvas.pixel(x: 20, y: 28).green > 0)
        let tinted = drawing(Size(width: 40, height: 40)) { context in
            context.draw(Image(path: "i.png"), in: context.bounds, contentMode: .scaleToFill, tint: .blue)
        }
        let template = try RasterRenderer(scale: 1, images: ["i.png": image]).render(tinted)
        #expect(template.straightPixel(x: 5, y: 5) == (0, 0, 255, 255))
        let lower = template.straightPixel(x: 5, y: 35)
        #expect(lower.blue == 255 && lower.red == 0 && lower.green == 0 && lower.alpha == 128)
    }
}
