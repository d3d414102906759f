import Graphics
import Synchronization

/// The texts a renderer has laid out, each once, whichever band, layer or bounds asks for it.
///
/// A text was laid out again for the bounds of every group around it, at every depth, and again
/// to draw it, in every band: folding-cell's 35 texts took 1,000 layouts.
final class TextLayouts: Sendable {
    private let layouts = Mutex<[TextDrawing: TextLayout]>([:])

    /// `text` laid out as `TextLayout(_:)` lays it out.
    func layout(of text: TextDrawing) -> TextLayout {
        if let known = layouts.withLock({ $0[text] }) { return known }
        let layout = TextLayout(text)
        layouts.withLock { $0[text] = layout }
        return layout
    }
}
