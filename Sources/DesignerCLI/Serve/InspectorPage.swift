import DesignerCore

/// The page `designer serve` serves: one self-contained HTML document (its style and script
/// inline, nothing fetched from elsewhere) with the document outline on the left, the canvas
/// in the middle and the inspectors on the right.
///
/// Everything it shows comes from `/api/state` (`InspectorState`); every change is a POST to
/// `/api/change` with the session's token in a header; `/api/events` says when the file
/// changed. Text from the document is only ever set as text, never as markup; the canvas is the
/// SVG our renderer writes.
///
/// The page is written as files beside this one in `Page`: `inspector.html`, which links its
/// style sheet `inspector.css` and its scripts (`inspector.js`, then the outline and the canvas,
/// the inspectors' controls, and the page's events), each compiled into the binary by the
/// EmbedFiles plugin (`EmbeddedFiles`). The page served holds them inline in the links' place.
enum InspectorPage {
    /// The page, its script allowed by `nonce` and its changes sent with `token`.
    static func html(token: String, nonce: String) -> String {
        template.replacingFirst("__TOKEN__", with: token).replacingFirst("__NONCE__", with: nonce)
    }

    /// The scripts the HTML file links, in its order: file names and texts.
    private static let scripts: [(name: String, text: String)] = [
        ("inspector.js", EmbeddedFiles.inspectorJs), ("inspector-canvas.js", EmbeddedFiles.inspectorCanvasJs),
        ("inspector-controls.js", EmbeddedFiles.inspectorControlsJs),
        ("inspector-events.js", EmbeddedFiles.inspectorEventsJs),
    ]

    /// The page with `__TOKEN__` and `__NONCE__` for the session's: the HTML file with its style
    /// sheet in one `style` element and its scripts, one after another, in one `script` element
    /// in place of the links to them, less the file's last line break.
    private static let template: String = {
        let styleLink = #"<link rel="stylesheet" href="inspector.css">"#
        let scriptLinks = scripts.map { name, _ in #"<script nonce="__NONCE__" src="\#(name)"></script>"# + "\n" }
        let page = EmbeddedFiles.inspectorHtml
            .replacingFirst(styleLink, with: "<style>\n\(EmbeddedFiles.inspectorCss)</style>")
            .replacingFirst(
                scriptLinks.joined(),
                with: "<script nonce=\"__NONCE__\">\n\(scripts.map { $0.text }.joined())</script>\n")
        return page.hasSuffix("\n") ? String(page.dropLast()) : page
    }()
}
