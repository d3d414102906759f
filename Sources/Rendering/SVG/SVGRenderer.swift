public import Graphics

/// Writes a `Drawing` as SVG: the same bytes for the same drawing, a `viewBox` in points and a
/// size scaled by `scale`, text escaped and placed on an explicit baseline (SVG rasterizers do
/// not agree on `dominant-baseline`), images embedded (a PDF as its shapes) and sliced by UIKit's stretch rule.
public struct SVGRenderer: Sendable {
    /// Pixels per point of the SVG's width and height; its `viewBox` stays in points.
    public let scale: Double
    /// Images by path, for embedding; a missing one is drawn as a placeholder.
    public let images: [String: LoadedImage]

    /// The `font-family` text is written in: Inter, the shipped font, then what stands in for it.
    public static let fontFamily = "Inter, -apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"

    /// A renderer at `scale`, embedding `images` by path.
    public init(scale: Double = 1, images: [String: LoadedImage] = [:]) {
        self.scale = scale
        self.images = images
    }

    /// The drawing as an SVG document, its images embedded, its text in the shipped font's name.
    public func render(_ drawing: Drawing) -> String {
        var writer = Writer(images: images, size: drawing.size, scale: scale)
        let body = writer.commands(drawing.commands, indent: 1)
        return document(size: drawing.size, writer.definitions, body)
    }

    /// An animation: the frames shown one after another, `interval` seconds each, by SVG's own
    /// animation (`<set>`). The last frame is shown before the animation starts and after it
    /// ends, so a viewer that does not animate shows where the animation ends.
    public func render(frames: [Drawing], interval: Double) -> String {
        guard let last = frames.last else { return "" }
        var writer = Writer(images: images, size: last.size, scale: scale)
        var body = ""
        let duration = Self.number(Double(frames.count - 1) * interval)
        for (index, frame) in frames.enumerated() {
            if index == frames.count - 1 {
                body +=
                    "  <g>\n    <set attributeName=\"visibility\" to=\"hidden\" begin=\"0s\" dur=\"\(duration)s\"/>\n"
            } else {
                let begin = Self.number(Double(index) * interval)
                body += "  <g visibility=\"hidden\">\n"
                body +=
                    "    <set attributeName=\"visibility\" to=\"visible\" begin=\"\(begin)s\" dur=\"\(Self.number(interval))s\"/>\n"
            }
            body += writer.commands(frame.commands, indent: 2) + "  </g>\n"
        }
        return document(size: last.size, writer.definitions, body)
    }

    private func document(size: Size, _ definitions: [String], _ body: String) -> String {
        let width = Self.number(size.width)
        let height = Self.number(size.height)
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(size.width * scale))\""
        output += " height=\"\(Self.number(size.height * scale))\" viewBox=\"0 0 \(width) \(height)\">\n"
        if !definitions.isEmpty {
            output += "  <defs>\n" + definitions.map { "    " + $0 + "\n" }.joined() + "  </defs>\n"
        }
        return output + body + "</svg>\n"
    }

    /// A coordinate to a thousandth of a point, in the shortest form; one too large to take
    /// thousandths of is written whole, and one that is not a number as 0 (SVG has no word for it).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        guard abs(value) < 1e15 else { return DecimalText.shortest(value.rounded()) }
        let rounded = (value * 1000).rounded() / 1000
        return DecimalText.shortest(rounded == 0 ? 0 : rounded)
    }

    /// Text made safe for XML content and attribute values.
    public static func escape(_ text: String) -> String {
        var output = ""
        for character in TextLayout.printable(text) {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default: output.append(character)
            }
        }
        return output
    }
}
