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
    /// What its lines show, where it is cut short with "…"; `nil` for a text shown whole.
    let shortened: String?

    /// The texts the views of `drawing` drew: those in groups tagged with a view's position
    /// (`ViewTreeDrawing.draw(…tagsViews: true)`); the bars' and placeholders' are no view's.
    static func all(in drawing: Drawing) -> [DrawnText] {
        var texts: [DrawnText] = []
        collect(drawing.commands, view: nil, opacity: 1, transform: .identity, into: &texts)
        return texts
    }

    private static func collect(
        _ commands: [DrawingCommand], view: Int?, opacity: Double, transform: AffineTransform,
        into texts: inout [DrawnText]
    ) {
        for command in commands {
            switch command {
            case .group(let group):
                collect(
                    group.commands, view: group.tag ?? view, opacity: opacity * group.alpha,
                    transform: group.transform.concatenating(transform), into: &texts)
            case .text(let text):
                guard let view else { continue }
                let layout = TextLayout(text)
                let lines = layout.lines.filter { $0.width > 0 }.map { line in
                    transform.boundingBox(
                        of: Rect(
                            x: line.x, y: line.middle - layout.lineHeight / 2, width: line.width,
                            height: layout.lineHeight))
                }
                guard !lines.isEmpty else { continue }
                let shown = layout.lines.map(\.text)
                let ellipses = shown.reduce(0) { $0 + $1.count { $0 == "…" } }
                let isCut = ellipses > text.text.count { $0 == "…" }
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
