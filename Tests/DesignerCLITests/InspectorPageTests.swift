import Foundation
import Testing

@testable import DesignerCLI

/// `designer serve`'s page as it is written, `Sources/DesignerCLI/Serve/Page`, and as the binary
/// serves it: one document, the HTML file with its style sheet and script inline.
@Suite struct InspectorPageTests {
    /// The text of the page's file `name`, as it is in the repository.
    private func pageFile(_ name: String) throws -> String {
        let url = Binary.packageRoot.appendingPathComponent("Sources/DesignerCLI/Serve/Page/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func theServedPageIsTheFilesWithTheStyleSheetAndTheScriptInline() throws {
        let (html, css, script) = (
            try pageFile("inspector.html"), try pageFile("inspector.css"), try pageFile("inspector.js")
        )
        let styleLink = #"<link rel="stylesheet" href="inspector.css">"# + "\n"
        let scriptLink = #"<script nonce="__NONCE__" src="inspector.js"></script>"# + "\n"
        #expect(html.components(separatedBy: styleLink).count == 2, "the HTML file links the style sheet once")
        #expect(html.components(separatedBy: scriptLink).count == 2, "the HTML file links the script once")
        var expected =
            html
            .replacingOccurrences(of: styleLink, with: "<style>\n" + css + "</style>\n")
            .replacingOccurrences(of: scriptLink, with: #"<script nonce="__NONCE__">"# + "\n" + script + "</script>\n")
        #expect(expected.last == "\n")
        expected.removeLast()

        let page = InspectorPage.html(token: "0123abcd", nonce: "4567ef89")
        let filled = expected.replacingOccurrences(of: "__TOKEN__", with: "0123abcd")
            .replacingOccurrences(of: "__NONCE__", with: "4567ef89")
        #expect(page == filled, "the binary's page is not the files': build again")
    }

    @Test func thePageFetchesNoFileAndAllowsItsOneScriptByTheNonce() {
        let page = InspectorPage.html(token: "0123abcd", nonce: "4567ef89")
        #expect(!page.contains("src=") && !page.contains(#"rel="stylesheet""#))
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(page.contains(#"<script nonce="4567ef89">"#))
        #expect(page.contains(#"<meta name="designer-token" content="0123abcd">"#))
        #expect(page.hasPrefix("<!DOCTYPE html>\n") && page.hasSuffix("</html>"))
    }
}
