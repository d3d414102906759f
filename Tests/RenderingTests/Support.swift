import DesignerCore
import Inspectable
import ProgressBars
import Rendering
import Testing

/// The drawing of a document given as text, in an appearance.
func drawing(
    _ text: String, registry: ComponentRegistry = .progressBars, appearance: Appearance = .light
) throws -> (Drawing, [Diagnostic]) {
    let reading = Document.read(SourceText(name: "test.json", text: text))
    let document = try #require(reading.document, "\(reading.diagnostics)")
    let resolved = ResolvedDocument(document, registry: registry, unknownClass: .warning)
    let (drawing, warnings) = ViewTreeDrawing.draw(resolved, appearance: appearance)
    return (drawing, resolved.diagnostics + warnings)
}

/// A document of one progress bar at the origin.
func bar(percent: Int, width: Int = 200, height: Int = 20, extra: String = "") -> String {
    #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": \#(width), "height": \#(height)}, "attributes": {"percent": \#(percent)\#(extra)}}"#
}

func rgba(_ color: Color) -> [UInt8] {
    let (red, green, blue, alpha) = color.rgba8
    return [red, green, blue, alpha]
}

extension Canvas {
    func rgba(x: Int, y: Int) -> [UInt8] {
        let pixel = straightPixel(x: x, y: y)
        return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
    }
}
