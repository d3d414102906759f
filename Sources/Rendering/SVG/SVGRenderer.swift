package import Inspectable

/// Writes a `Drawing` as SVG: the same bytes for the same drawing, a `viewBox` in points and a
/// size scaled by `scale`, text escaped and placed on an explicit baseline (SVG rasterizers do
/// not agree on `dominant-baseline`), images embedded and sliced by UIKit's stretch rule.
public struct SVGRenderer: Sendable {
    public let scale: Double
    /// Images by path, for embedding; a missing one is drawn as a placeholder.
    public let images: [String: LoadedImage]

    public static let fontFamily = "Inter, -apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"

    public init(scale: Double = 1, images: [String: LoadedImage] = [:]) {
        self.scale = scale
        self.images = images
    }

    package func render(_ drawing: Drawing) -> String {
        var writer = Writer(images: images)
        let body = writer.commands(drawing.commands, indent: 1)
        return document(size: drawing.size, writer.definitions, body)
    }

    /// An animation: the frames shown one after another, `interval` seconds each, by SVG's own
    /// animation (`<set>`). The last frame is shown before the animation starts and after it
    /// ends, so a viewer that does not animate shows where the animation ends.
    package func render(frames: [Drawing], interval: Double) -> String {
        guard let last = frames.last else { return "" }
        var writer = Writer(images: images)
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

    /// A coordinate to a thousandth of a point, in the shortest form.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return (rounded == 0 ? 0 : rounded).text
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

    private struct Writer {
        let images: [String: LoadedImage]
        var definitions: [String] = []
        var imageIDs: [String: String] = [:]
        var clipIDs: [String: String] = [:]

        mutating func commands(_ commands: [DrawingCommand], indent: Int) -> String {
            let pad = String(repeating: "  ", count: indent)
            var output = ""
            for command in commands {
                switch command {
                case .fill(let shape, let color):
                    output += pad + element(shape, paint: fill(color)) + "\n"
                case .stroke(let shape, let style, let color):
                    output +=
                        pad + element(shape, paint: "fill=\"none\" " + stroke(color, style: style, of: shape)) + "\n"
                case .text(let text):
                    output += self.text(text, pad: pad)
                case .image(let image):
                    output += self.image(image, pad: pad)
                case .group(let group):
                    var attributes: [String] = []
                    if group.alpha < 1 { attributes.append("opacity=\"\(number(group.alpha))\"") }
                    if let clip = group.clip {
                        attributes.append("clip-path=\"url(#\(clipID(clip)))\"")
                    }
                    output += pad + "<g" + attributes.map { " " + $0 }.joined() + ">\n"
                    output += self.commands(group.commands, indent: indent + 1)
                    output += pad + "</g>\n"
                }
            }
            return output
        }

        /// The id of a clip path of `shape`, defined once however often it clips.
        private mutating func clipID(_ shape: Shape) -> String {
            let path = element(shape, paint: "")
            if let id = clipIDs[path] { return id }
            let id = "clip\(clipIDs.count + 1)"
            clipIDs[path] = id
            definitions.append("<clipPath id=\"\(id)\">\(path)</clipPath>")
            return id
        }

        private func element(_ shape: Shape, paint: String) -> String {
            let painted = paint.isEmpty ? "" : " " + paint
            switch shape {
            case .rect(let rect):
                return "<rect \(frame(rect))\(painted)/>"
            case .roundedRect(let rect, let radius):
                let r = max(0, min(radius, rect.width / 2, rect.height / 2))
                return "<rect \(frame(rect)) rx=\"\(number(r))\" ry=\"\(number(r))\"\(painted)/>"
            case .path(let path):
                // The fill rule is a path's own; a stroke does not use it.
                let rule =
                    !path.usesEvenOddFillRule || paint.hasPrefix("fill=\"none\"")
                    ? "" : paint.isEmpty ? " clip-rule=\"evenodd\"" : " fill-rule=\"evenodd\""
                return "<path d=\"\(data(path))\"\(rule)\(painted)/>"
            }
        }

        private func frame(_ rect: Rect) -> String {
            "x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
        }

        private func data(_ path: Path) -> String {
            path.elements.map { element in
                switch element {
                case .move(let p): "M\(number(p.x)) \(number(p.y))"
                case .line(let p): "L\(number(p.x)) \(number(p.y))"
                case .quadCurve(let p, let c): "Q\(number(c.x)) \(number(c.y)) \(number(p.x)) \(number(p.y))"
                case .curve(let p, let c1, let c2):
                    "C\(number(c1.x)) \(number(c1.y)) \(number(c2.x)) \(number(c2.y)) \(number(p.x)) \(number(p.y))"
                case .close: "Z"
                }
            }.joined(separator: " ")
        }

        private func fill(_ color: Color) -> String {
            let (red, green, blue, alpha) = color.rgba8
            let opacity = alpha < 255 ? " fill-opacity=\"\(number(Double(alpha) / 255))\"" : ""
            return "fill=\"\(hex(red, green, blue))\"\(opacity)"
        }

        /// The stroke's paint and style; what SVG draws by default (flat ends, mitred corners
        /// with its limit of 4, no dashes) is left out.
        private func stroke(_ color: Color, style: StrokeStyle, of shape: Shape) -> String {
            let (red, green, blue, alpha) = color.rgba8
            let opacity = alpha < 255 ? " stroke-opacity=\"\(number(Double(alpha) / 255))\"" : ""
            var text = "stroke=\"\(hex(red, green, blue))\"\(opacity) stroke-width=\"\(number(style.lineWidth))\""
            if style.cap != .butt { text += " stroke-linecap=\"\(style.cap.rawValue)\"" }
            if style.join != .miter { text += " stroke-linejoin=\"\(style.join.rawValue)\"" }
            // A rectangle's corners are square: no limit cuts them.
            if case .path = shape, style.join == .miter, style.miterLimit != 4 {
                text += " stroke-miterlimit=\"\(number(max(1, style.miterLimit)))\""
            }
            let pattern = style.dashPattern
            if !pattern.isEmpty {
                text += " stroke-dasharray=\"\(pattern.map(number).joined(separator: " "))\""
                if style.dashPhase != 0, style.dashPhase.isFinite {
                    text += " stroke-dashoffset=\"\(number(style.dashPhase))\""
                }
            }
            return text
        }

        private func hex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> String {
            Color(red255: Double(red), green255: Double(green), blue255: Double(blue)).text
        }

        /// A `<text>` for each line, on its baseline. Lines are anchored as they are aligned, so a
        /// viewer's font of other widths keeps them in place, except with letter spacing, which
        /// viewers add after the last letter too: those lines start where they start.
        private func text(_ drawing: TextDrawing, pad: String) -> String {
            let layout = TextLayout(drawing)
            let kern = layout.kern
            var attributes = "font-family=\"\(SVGRenderer.fontFamily)\" font-size=\"\(number(layout.fontSize))\""
            let weight = drawing.font.weight.shipped
            if weight != .regular { attributes += " font-weight=\"\(weight.numericValue)\"" }
            if kern != 0 { attributes += " letter-spacing=\"\(number(kern))\"" }
            var output = ""
            for line in layout.lines where !line.text.isEmpty {
                let (x, anchor): (Double, String) =
                    switch kern == 0 ? drawing.style.alignment : .left {
                    case .left, .natural: (line.x, "start")
                    case .center: (line.x + line.width / 2, "middle")
                    case .right: (line.x + line.width, "end")
                    }
                // Spaces SVG would otherwise collapse or drop are kept where a line has them.
                let spacing = line.text.hasPrefix(" ") || line.text.contains("  ") ? " xml:space=\"preserve\"" : ""
                output += pad + "<text x=\"\(number(x))\" y=\"\(number(line.baseline))\" \(attributes)"
                output += " text-anchor=\"\(anchor)\"\(spacing) \(fill(drawing.color))>"
                output += SVGRenderer.escape(line.text) + "</text>\n"
            }
            return output
        }

        private mutating func image(_ drawing: ImageDrawing, pad: String) -> String {
            let rect = drawing.rect
            guard let loaded = images[drawing.image.path] else {
                let lines = "stroke=\"\(ImagePlaceholder.line.text)\" stroke-width=\"1\""
                return pad + "<rect \(frame(rect)) fill=\"\(ImagePlaceholder.fill.text)\"/>\n" + pad
                    + "<path d=\"M\(number(rect.x)) \(number(rect.y)) L\(number(rect.maxX)) \(number(rect.maxY)) M\(number(rect.x)) \(number(rect.maxY)) L\(number(rect.maxX)) \(number(rect.y))\" \(lines)/>\n"
            }
            let bitmap = loaded.bitmap
            let id: String
            if let known = imageIDs[drawing.image.path] {
                id = known
            } else {
                id = "image\(imageIDs.count + 1)"
                imageIDs[drawing.image.path] = id
                definitions.append(
                    "<image id=\"\(id)\" width=\"\(bitmap.width)\" height=\"\(bitmap.height)\" href=\"data:image/png;base64,\(Base64.encode(loaded.fileBytes))\"/>"
                )
            }
            let columns = StretchAxis(
                length: rect.width, imageLength: Double(bitmap.width) / bitmap.scale, cap: Double(drawing.leftCapWidth),
                pixelsPerPoint: bitmap.scale
            ).pieces
            let rows = StretchAxis(
                length: rect.height, imageLength: Double(bitmap.height) / bitmap.scale,
                cap: Double(drawing.topCapHeight), pixelsPerPoint: bitmap.scale
            ).pieces
            var output = ""
            for row in rows where row.length > 0 {
                for column in columns where column.length > 0 {
                    output += pad + "<svg x=\"\(number(rect.x + column.start))\" y=\"\(number(rect.y + row.start))\""
                    output += " width=\"\(number(column.length))\" height=\"\(number(row.length))\""
                    output += " viewBox=\"\(number(column.sourceStart)) \(number(row.sourceStart))"
                    output += " \(number(column.sourceLength)) \(number(row.sourceLength))\""
                    output += " preserveAspectRatio=\"none\"><use href=\"#\(id)\"/></svg>\n"
                }
            }
            return output
        }

        private func number(_ value: Double) -> String { SVGRenderer.number(value) }
    }
}
