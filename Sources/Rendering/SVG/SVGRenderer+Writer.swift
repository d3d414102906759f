import Graphics

// The SVG of each command, and the definitions (gradients, clips, filters, images) they refer to.
extension SVGRenderer {
    struct Writer {
        let images: [String: LoadedImage]
        /// The drawing's size, for the regions of filters.
        let size: Size
        var definitions: [String] = []
        var imageIDs: [String: String] = [:]
        /// Ids of definitions by their text, so each is written once however often it is used.
        var definitionIDs: [String: String] = [:]
        /// From the coordinates being written in to the drawing's.
        var transform = AffineTransform.identity

        /// Pixels per point, as the picture is drawn: a shadow is blurred no more than the
        /// rasterizer blurs it at this scale.
        let scale: Double

        init(images: [String: LoadedImage], size: Size, scale: Double) {
            (self.images, self.size, self.scale) = (images, size, scale)
        }

        mutating func commands(_ commands: [DrawingCommand], indent: Int) -> String {
            let pad = String(repeating: "  ", count: indent)
            var output = ""
            // SVG has no way to write a coordinate that is not a number: what has one is left out,
            // as a rasterizer leaves out the segments that do.
            for command in commands where command.isFinite {
                switch command {
                case .fill(let shape, let paint):
                    output += pad + element(shape, paint: fill(paint)) + "\n"
                case .stroke(let shape, let style, let paint):
                    output +=
                        pad + element(shape, paint: "fill=\"none\" " + stroke(paint, style: style, of: shape)) + "\n"
                case .text(let text):
                    output += self.text(text, pad: pad)
                case .image(let image):
                    output += self.image(image, pad: pad)
                case .group(let group):
                    output += self.group(group, indent: indent)
                }
            }
            return output
        }

        /// A group as nested `<g>` elements: SVG filters before it clips and clips before it
        /// makes translucent, and clips in the coordinates of the element it is on, so a group
        /// that shadows and clips, or clips and transforms, needs one element for each.
        private mutating func group(_ group: DrawingGroup, indent: Int) -> String {
            var layers: [[String]] = []
            var outer: [String] = []
            if group.alpha < 1 { outer.append("opacity=\"\(number(group.alpha))\"") }
            if let shadow = group.shadow { outer.append("filter=\"url(#\(shadowID(shadow)))\"") }
            if let clip = group.clip {
                let clipping = "clip-path=\"url(#\(clipID(clip)))\""
                if group.shadow != nil {
                    layers.append(outer)
                    outer = [clipping]
                } else {
                    outer.append(clipping)
                }
            }
            if !group.transform.isIdentity {
                let matrix = group.transform
                let attribute =
                    "transform=\"matrix(\([matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].map(number).joined(separator: " ")))\""
                if outer.isEmpty {
                    outer = [attribute]
                } else {
                    layers.append(outer)
                    outer = [attribute]
                }
            }
            layers.append(outer)
            var output = ""
            for (depth, attributes) in layers.enumerated() {
                output +=
                    String(repeating: "  ", count: indent + depth) + "<g" + attributes.map { " " + $0 }.joined() + ">\n"
            }
            let saved = transform
            transform = group.transform.concatenating(transform)
            output += commands(group.commands, indent: indent + layers.count)
            transform = saved
            for depth in layers.indices.reversed() {
                output += String(repeating: "  ", count: indent + depth) + "</g>\n"
            }
            return output
        }

        /// The id of a definition whose text is `template` with `{id}` for its id; one the same
        /// is written once.
        private mutating func definition(_ prefix: String, _ template: String) -> String {
            if let id = definitionIDs[template] { return id }
            let id = "\(prefix)\(definitionIDs.count + 1)"
            definitionIDs[template] = id
            definitions.append(template.replacing("{id}", with: id))
            return id
        }

        /// The id of a shadow's filter: the alpha of what is drawn blurred, moved and colored,
        /// beneath it, over the whole drawing (a region the shadow cannot outgrow).
        private mutating func shadowID(_ shadow: Shadow) -> String {
            // The filter works in the coordinates of the group, which are the drawing's unless
            // groups around it transform them.
            let inverse = transform.inverted() ?? .identity
            let region = inverse.boundingBox(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
            let offset = inverse.apply(
                to: Point(
                    x: shadow.offset.width.isFinite ? shadow.offset.width : 0,
                    y: shadow.offset.height.isFinite ? shadow.offset.height : 0))
            let origin = inverse.apply(to: .zero)
            let groupScale = transform.isSimilarity && transform.uniformScale > 0 ? transform.uniformScale : 1
            let largest = GaussianBlur.largestDeviation / max(self.scale, .leastNonzeroMagnitude)
            let radius = max(0, shadow.radius.isFinite ? min(shadow.radius, largest) : 0)
            let color = shadow.effectiveColor
            return definition(
                "shadow",
                "<filter id=\"{id}\" filterUnits=\"userSpaceOnUse\" \(frame(region))"
                    + " color-interpolation-filters=\"sRGB\">"
                    + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(number(radius / groupScale))\"/>"
                    + "<feOffset dx=\"\(number(offset.x - origin.x))\" dy=\"\(number(offset.y - origin.y))\" result=\"shadow\"/>"
                    + "<feFlood \(colorAttributes(color, name: "flood"))/>"
                    + "<feComposite in2=\"shadow\" operator=\"in\"/>"
                    + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>")
        }

        /// A color as `NAME-color` and, when not opaque, `NAME-opacity`.
        private func colorAttributes(_ color: Color, name: String) -> String {
            let (red, green, blue, alpha) = color.rgba8
            let opacity = alpha < 255 ? " \(name)-opacity=\"\(number(Double(alpha) / 255))\"" : ""
            return "\(name)-color=\"\(hex(red, green, blue))\"\(opacity)"
        }

        /// A color as the value of `fill` or `stroke`, and its opacity when it is translucent.
        private func solid(_ color: Color, name: String) -> String {
            let (red, green, blue, alpha) = color.rgba8
            let opacity = alpha < 255 ? " \(name)-opacity=\"\(number(Double(alpha) / 255))\"" : ""
            return "\(name)=\"\(hex(red, green, blue))\"\(opacity)"
        }

        private func stops(_ gradient: Gradient) -> String {
            gradient.stops.map { stop in
                "<stop offset=\"\(number(stop.location))\" \(colorAttributes(stop.color, name: "stop"))/>"
            }.joined()
        }

        /// The paint's value for `fill` or `stroke`, and its opacity when it is a translucent color.
        private mutating func paint(_ paint: Paint, name: String) -> String {
            switch paint {
            case .color(let color):
                return solid(color, name: name)
            case .linearGradient(let gradient, let start, let end):
                let id = definition(
                    "gradient",
                    "<linearGradient id=\"{id}\" gradientUnits=\"userSpaceOnUse\" x1=\"\(number(start.x))\""
                        + " y1=\"\(number(start.y))\" x2=\"\(number(end.x))\" y2=\"\(number(end.y))\">"
                        + stops(gradient) + "</linearGradient>")
                return "\(name)=\"url(#\(id))\""
            case .radialGradient(let gradient, let center, let radius):
                let id = definition(
                    "gradient",
                    "<radialGradient id=\"{id}\" gradientUnits=\"userSpaceOnUse\" cx=\"\(number(center.x))\""
                        + " cy=\"\(number(center.y))\" r=\"\(number(max(0, radius)))\">" + stops(gradient)
                        + "</radialGradient>")
                return "\(name)=\"url(#\(id))\""
            }
        }

        /// The id of a clip path of `shape`, defined once however often it clips.
        private mutating func clipID(_ shape: Shape) -> String {
            let path = element(shape, paint: "")
            return definition("clip", "<clipPath id=\"{id}\">\(path)</clipPath>")
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

        private mutating func fill(_ paint: Paint) -> String {
            self.paint(paint, name: "fill")
        }

        /// The stroke's paint and style; what SVG draws by default (flat ends, mitred corners
        /// with its limit of 4, no dashes) is left out.
        private mutating func stroke(_ paint: Paint, style: StrokeStyle, of shape: Shape) -> String {
            var text = self.paint(paint, name: "stroke") + " stroke-width=\"\(number(style.lineWidth))\""
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
        /// viewers add after the last letter too: those lines start where they start. A line of
        /// the system font, whose letters are spaced to San Francisco's widths
        /// (`SystemFontMetrics`), is given its width (`textLength`), which the viewer spaces the
        /// letters to; so is a line of a project's font (`Font.file`), whose family is named first,
        /// Inter after it for a viewer that does not have it.
        private func text(_ drawing: TextDrawing, pad: String) -> String {
            let layout = TextLayout(drawing)
            let kern = layout.kern
            let file = drawing.font.name == nil ? nil : drawing.font.file
            let family =
                file.map { "'" + SVGRenderer.escape($0.family.filter { $0 != "'" && $0 != "\\" }) + "', " } ?? ""
            var attributes =
                "font-family=\"\(family)\(SVGRenderer.fontFamily)\" font-size=\"\(number(layout.fontSize))\""
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
                // The viewer's advances include the letter spacing after the last letter.
                let length =
                    (drawing.font.name == nil || file != nil) && line.width + kern > 0
                    ? " textLength=\"\(number(line.width + kern))\" lengthAdjust=\"spacing\"" : ""
                output += pad + "<text x=\"\(number(x))\" y=\"\(number(line.baseline))\" \(attributes)"
                output += " text-anchor=\"\(anchor)\"\(length)\(spacing) \(solid(drawing.color, name: "fill"))>"
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
                if let vector = loaded.drawing {
                    // A PDF's shapes, in the image's pixels as an embedded PNG's would be.
                    let shapes = commands(vector.commands, indent: 3)
                    definitions.append(
                        "<g id=\"\(id)\" transform=\"scale(\(number(bitmap.scale)))\">\n\(shapes)    </g>")
                } else {
                    definitions.append(
                        "<image id=\"\(id)\" width=\"\(bitmap.width)\" height=\"\(bitmap.height)\" href=\"data:image/png;base64,\(Base64.encode(loaded.fileBytes))\"/>"
                    )
                }
            }
            let imageSize = Size(
                width: Double(bitmap.width) / bitmap.scale, height: Double(bitmap.height) / bitmap.scale)
            let placed = drawing.contentMode.rect(forImageOf: imageSize, in: rect)
            let columns = StretchAxis(
                length: placed.width, imageLength: imageSize.width, cap: Double(drawing.leftCapWidth),
                pixelsPerPoint: bitmap.scale
            ).pieces
            let rows = StretchAxis(
                length: placed.height, imageLength: imageSize.height, cap: Double(drawing.topCapHeight),
                pixelsPerPoint: bitmap.scale
            ).pieces
            var attributes: [String] = []
            if placed.x < rect.x || placed.y < rect.y || placed.maxX > rect.maxX || placed.maxY > rect.maxY {
                attributes.append("clip-path=\"url(#\(clipID(.rect(rect))))\"")
            }
            if let tint = drawing.tint {
                // A template: the image's opacity, in the tint.
                let tintID = definition(
                    "tint",
                    "<filter id=\"{id}\" color-interpolation-filters=\"sRGB\"><feFlood \(colorAttributes(tint, name: "flood"))/>"
                        + "<feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>")
                attributes.append("filter=\"url(#\(tintID))\"")
            }
            let inner = attributes.isEmpty ? pad : pad + "  "
            var output = attributes.isEmpty ? "" : pad + "<g" + attributes.map { " " + $0 }.joined() + ">\n"
            for row in rows where row.length > 0 {
                for column in columns where column.length > 0 {
                    output +=
                        inner + "<svg x=\"\(number(placed.x + column.start))\" y=\"\(number(placed.y + row.start))\""
                    output += " width=\"\(number(column.length))\" height=\"\(number(row.length))\""
                    output += " viewBox=\"\(number(column.sourceStart)) \(number(row.sourceStart))"
                    output += " \(number(column.sourceLength)) \(number(row.sourceLength))\""
                    output += " preserveAspectRatio=\"none\"><use href=\"#\(id)\"/></svg>\n"
                }
            }
            if !attributes.isEmpty { output += pad + "</g>\n" }
            return output
        }

        private func number(_ value: Double) -> String { SVGRenderer.number(value) }
    }
}

extension DrawingCommand {
    /// Whether the command's own geometry is all finite numbers.
    fileprivate var isFinite: Bool {
        switch self {
        case .fill(let shape, let paint): shape.isFinite && paint.isFinite
        case .stroke(let shape, let style, let paint):
            shape.isFinite && paint.isFinite && style.lineWidth.isFinite && style.dashes.allSatisfy(\.isFinite)
        case .text(let text): text.rect.isFinite && text.font.size.isFinite
        case .image(let image): image.rect.isFinite
        case .group(let group): group.transform.isFinite && (group.clip?.isFinite ?? true)
        }
    }
}

extension Paint {
    fileprivate var isFinite: Bool {
        switch self {
        case .color: true
        case .linearGradient(_, let start, let end): start.isFinite && end.isFinite
        case .radialGradient(_, let center, let radius): center.isFinite && radius.isFinite
        }
    }
}
