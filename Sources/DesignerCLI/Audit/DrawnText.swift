import Graphics

/// A text a view drew, where its lines are in the drawing, and how: what the audit measures its
/// contrast and size by.
struct DrawnText {
    /// The view that drew it, by its position in `Document.allViews`.
    let view: Int
    let text: String
    /// Each line's box, as wide as its characters and as tall as a line, in the drawing's points.
    let lines: [Rect]
    /// The color drawn, resolved for the appearance.
    let color: Color
    /// The opacity of the layers it is drawn in, 0...1.
    let opacity: Double
    let font: Font
    /// What its lines show, where it is cut short with "…" or at an edge; `nil` for a text shown whole.
    let shortened: String?

    /// The texts the views of `drawing` drew: those in groups tagged with a view's position
    /// (`ViewTreeDrawing.draw(…tagsViews: true)`); the bars' and placeholders' are no view's.
    static func all(in drawing: Drawing) -> [DrawnText] {
        var texts: [DrawnText] = []
        let whole = Rect(x: 0, y: 0, width: drawing.size.width, height: drawing.size.height)
        collect(drawing.commands, view: nil, opacity: 1, transform: .identity, clip: whole, into: &texts)
        return texts
    }

    /// Collects the texts of `commands`, each line's box cut to what `clip` (in the drawing's
    /// points) and the text's own rectangle show: a line a clipping superview hides is no text
    /// the user sees, and a line cut at its label's edge shows only what is inside.
    private static func collect(
        _ commands: [DrawingCommand], view: Int?, opacity: Double, transform: AffineTransform, clip: Rect,
        into texts: inout [DrawnText]
    ) {
        for command in commands {
            switch command {
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                let shown = group.clip.map { clip.intersection(transform.boundingBox(of: $0.boundingBox)) } ?? clip
                collect(
                    group.commands, view: group.tag ?? view, opacity: opacity * group.alpha, transform: inner,
                    clip: shown, into: &texts)
            case .text(let text):
                guard let view else { continue }
                let layout = TextLayout(text)
                let bounds = clip.intersection(transform.boundingBox(of: text.rect))
                let whole = layout.lines.filter { $0.width > 0 }.map { line in
                    transform.boundingBox(
                        of: Rect(
                            x: line.x, y: line.middle - layout.lineHeight / 2, width: line.width,
                            height: layout.lineHeight))
                }
                let lines = whole.map { bounds.intersection($0) }.filter { $0.width > 0 && $0.height > 0 }
                guard !lines.isEmpty else { continue }
                let shown = layout.lines.map(\.text)
                let ellipses = shown.reduce(0) { $0 + $1.count { $0 == "…" } }
                // Cut short with an ellipsis, or by a point or more at its own or a superview's edge.
                let isClipped =
                    lines.count < whole.count
                    || zip(whole, lines).contains { $0.width - $1.width >= 1 || $0.height - $1.height >= 1 }
                let isCut = ellipses > text.text.count { $0 == "…" } || isClipped
                texts.append(
                    DrawnText(
                        view: view, text: text.text, lines: lines, color: text.color, opacity: opacity,
                        font: text.font, shortened: isCut ? shown.joined(separator: " ") : nil))
            case .fill, .stroke, .image:
                continue
            }
        }
    }
}
