import Graphics

// Content drawn in a space of its own: form XObjects, and the tiles of tiling patterns.
extension PDFInterpreter {
    /// Draws the XObject `name`: a form, run in its own space; an image as designer's image
    /// placeholder over the unit square it fills (its pixels are not decoded).
    mutating func draw(_ name: String) throws(PDFError) {
        guard let reference = try file.dictionary(resources["XObject"])?[name] else {
            throw .damaged("the XObject \(PDFError.quoted(name)) is not in the resources")
        }
        guard case .stream(let stream) = try file.resolve(reference) else { return }
        if stream.dictionary["Subtype"]?.name == "Image" {
            drawImagePlaceholder()
            return
        }
        guard stream.dictionary["Subtype"]?.name == "Form" else { return }
        try enter(reference, what: "the form \(PDFError.quoted(name))")
        defer { forms.removeLast() }
        let content = try file.decode(stream, name: "the form \(PDFError.quoted(name))")
        let outer = (state, saved.count, path, resources)
        saved.append(state)
        path = Path()
        state.transform = try transform(stream.dictionary["Matrix"]).concatenating(state.transform)
        state.patternSpace = state.transform
        if let box = try box(stream.dictionary["BBox"]) { try clip(to: box) }
        if try file.dictionary(stream.dictionary["Group"]) != nil, state.fillAlpha < 1 {
            // A transparency group is made translucent as one.
            state.layers.append(try newLayer(clip: nil, alpha: state.fillAlpha))
            (state.fillAlpha, state.strokeAlpha) = (1, 1)
        }
        if let own = try file.dictionary(stream.dictionary["Resources"]) { resources = own }
        try run(content)
        (state, path, resources) = (outer.0, outer.2, outer.3)
        saved.removeLast(saved.count - outer.1)
    }

    /// Fills with a tiling pattern: its tile drawn at each step that reaches `area` (in the
    /// page's points), inside `within` (the path filled).
    mutating func paintTiles(_ pattern: PDFObject, within: PDFLayer, area: Rect) throws(PDFError) {
        guard case .stream(let stream) = try file.resolve(pattern) else {
            throw .damaged("a tiling pattern is no stream")
        }
        let entries = stream.dictionary
        guard let tile = try box(entries["BBox"]), let xStep = try file.number(entries["XStep"]),
            let yStep = try file.number(entries["YStep"]), xStep != 0, yStep != 0, xStep.isFinite, yStep.isFinite
        else { throw .damaged("a tiling pattern lacks its /BBox, /XStep or /YStep") }
        let space = try transform(entries["Matrix"]).concatenating(state.patternSpace)
        guard let inverse = space.inverted(), inverse.isFinite else { return }
        // The tiles that reach the part of the page the path covers.
        let visible = Rect(
            x: max(area.x, 0), y: max(area.y, 0), width: min(area.maxX, page.maxX) - max(area.x, 0),
            height: min(area.maxY, page.maxY) - max(area.y, 0))
        guard visible.width > 0, visible.height > 0 else { return }
        let reach = inverse.boundingBox(of: visible)
        func steps(_ low: Double, _ high: Double, _ tileLow: Double, _ tileHigh: Double, _ step: Double) -> (
            Double, Double
        ) {
            let (a, b) = ((low - tileHigh) / step, (high - tileLow) / step)
            return (min(a, b).rounded(.down), max(a, b).rounded(.up))
        }
        let (firstColumn, lastColumn) = steps(reach.x, reach.maxX, tile.x, tile.maxX, xStep)
        let (firstRow, lastRow) = steps(reach.y, reach.maxY, tile.y, tile.maxY, yStep)
        let count = (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1)
        guard count.isFinite, count <= Double(PDFLimits.maximumTiles) else {
            throw .overLimit("fills with a tiling pattern of more than \(PDFLimits.maximumTiles) tiles")
        }
        try enter(pattern, what: "a tiling pattern")
        defer { forms.removeLast() }
        let content = try file.decode(stream, name: "a tiling pattern")
        let own = try file.dictionary(entries["Resources"]) ?? [:]
        let outer = (state, saved.count, path, resources)
        for row in Int(pdf: firstRow)...Int(pdf: lastRow) {
            for column in Int(pdf: firstColumn)...Int(pdf: lastColumn) {
                saved.append(outer.0)
                (state, path, resources) = (outer.0, Path(), own)
                state.layers.append(within)
                state.transform = AffineTransform(translationX: Double(column) * xStep, y: Double(row) * yStep)
                    .concatenating(space)
                state.patternSpace = state.transform
                try clip(to: tile)
                try run(content)
                saved.removeLast(saved.count - outer.1)
            }
        }
        (state, path, resources) = (outer.0, outer.2, outer.3)
    }

    /// Notes that the form or pattern `reference` is being drawn, refusing one inside itself or
    /// past `PDFLimits.maximumFormDepth`.
    private mutating func enter(_ reference: PDFObject, what: String) throws(PDFError) {
        guard forms.count < PDFLimits.maximumFormDepth else {
            throw .overLimit("draws forms and patterns inside one another more than \(PDFLimits.maximumFormDepth) deep")
        }
        if case .reference(let number) = reference {
            guard !forms.contains(number) else { throw .damaged("\(what) (object \(number)) draws itself") }
            forms.append(number)
        } else {
            forms.append(-1)
        }
    }

    /// The rectangle an array of four numbers gives.
    private mutating func box(_ object: PDFObject?) throws(PDFError) -> Rect? {
        guard let box = try file.numbers(object), box.count == 4, box.allSatisfy(\.isFinite) else { return nil }
        return Rect(
            x: min(box[0], box[2]), y: min(box[1], box[3]), width: abs(box[2] - box[0]), height: abs(box[3] - box[1]))
    }

    /// Clips what is drawn next to `rect` in user space, unless it holds the whole page.
    private mutating func clip(to rect: Rect) throws(PDFError) {
        let placed = state.transform.boundingBox(of: rect)
        guard
            !(state.transform.isAxisAligned && placed.x <= 0 && placed.y <= 0 && placed.maxX >= page.maxX
                && placed.maxY >= page.maxY)
        else { return }
        state.layers.append(
            try newLayer(clip: .path(Path(roundedRect: rect, cornerRadius: 0).applying(state.transform)), alpha: 1))
    }
}
