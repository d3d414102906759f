import Graphics

/// A layer a PDF's drawing opens: a clipping path (`W n`, a form's `/BBox`), or the opacity of
/// a form drawn as a transparency group. Each has its own number, so that the states that
/// share it share its group.
struct PDFLayer: Sendable {
    let id: Int
    let clip: Shape?
    let alpha: Double
}

/// Gathers a PDF's drawing commands into groups, one a layer: consecutive commands drawn in the
/// same layers share their groups, as they share their clip.
struct PDFDrawingBuilder {
    private var open: [(layer: PDFLayer, commands: [DrawingCommand])] = [
        (PDFLayer(id: -1, clip: nil, alpha: 1), [])
    ]

    /// Adds `command`, drawn inside `layers` (outermost first).
    mutating func add(_ command: DrawingCommand, in layers: [PDFLayer]) {
        var common = 0
        while common < layers.count, common + 1 < open.count, open[common + 1].layer.id == layers[common].id {
            common += 1
        }
        while open.count > common + 1 { close() }
        for layer in layers[common...] { open.append((layer, [])) }
        open[open.count - 1].commands.append(command)
    }

    private mutating func close() {
        let (layer, commands) = open.removeLast()
        guard !commands.isEmpty else { return }
        open[open.count - 1].commands.append(
            .group(DrawingGroup(alpha: layer.alpha, clip: layer.clip, commands: commands)))
    }

    /// Every command, in its groups.
    mutating func finish() -> [DrawingCommand] {
        while open.count > 1 { close() }
        return open[0].commands
    }
}
