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
/// The page is written as files beside this one, `Page/inspector.html`, `inspector.css` and
/// `inspector.js`, which the EmbedFiles plugin compiles into the binary (`EmbeddedFiles`); the
/// HTML file links the other two, and the page served holds them inline in its place.
enum InspectorPage {
    /// The page, its script allowed by `nonce` and its changes sent with `token`.
    static func html(token: String, nonce: String) -> String {
        template.replacingFirst("__TOKEN__", with: token).replacingFirst("__NONCE__", with: nonce)
    }

    /// The HTML file's link to the style sheet, which the page holds inline instead.
    private static let styleLink = #"<link rel="stylesheet" href="inspector.css">"#
    /// The HTML file's script element, whose script the page holds inline instead.
    private static let scriptLink = #"<script nonce="__NONCE__" src="inspector.js"></script>"#

    /// The page with `__TOKEN__` and `__NONCE__` for the session's: the HTML file with the style
    /// sheet and the script inline, less the file's last line break.
    private static let template = page(
        html: EmbeddedFiles.inspectorHtml, css: EmbeddedFiles.inspectorCss, script: EmbeddedFiles.inspectorJs)

    /// `html` with `css` and `script` inline in place of its links to them, less its last line break.
    private static func page(html: String, css: String, script: String) -> String {
        let inline = html.replacingFirst(styleLink, with: "<style>\n\(css)</style>")
            .replacingFirst(scriptLink, with: "<script nonce=\"__NONCE__\">\n\(script)</script>")
        return inline.hasSuffix("\n") ? String(inline.dropLast()) : inline
    }
}
