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

    @Test func theServedPageIsTheFilesWithTheStyleSheetAndTheScriptsInline() throws {
        let html = try pageFile("inspector.html")
        let styleLink = #"<link rel="stylesheet" href="inspector.css">"# + "\n"
        #expect(html.components(separatedBy: styleLink).count == 2, "the HTML file links the style sheet once")
        // The scripts the HTML file links, one line each, one after another.
        let links = html.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix(#"<script nonce="__NONCE__" src=""#) && $0.hasSuffix(#""></script>"#) }
        let names = links.map {
            $0.dropFirst(#"<script nonce="__NONCE__" src=""#.count).dropLast(#""></script>"#.count)
        }
        #expect(names.first == "inspector.js" && names.count > 1)
        let scriptLinks = links.map { $0 + "\n" }.joined()
        #expect(html.components(separatedBy: scriptLinks).count == 2, "the HTML file links its scripts together")

        var expected =
            html
            .replacingOccurrences(of: styleLink, with: "<style>\n" + (try pageFile("inspector.css")) + "</style>\n")
            .replacingOccurrences(
                of: scriptLinks,
                with: #"<script nonce="__NONCE__">"# + "\n" + (try names.map { try pageFile(String($0)) }.joined())
                    + "</script>\n")
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
