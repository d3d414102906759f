import Foundation
import Testing

/// The text and terminal pictures cut a view's text where a clipping view around it ends, as
/// the PNG and SVG do: a character shows only on a cell inside every clip.
@Suite("Terminal clipping")
struct TerminalClippingTests {
    /// A 100 × 40 point view, clipping its subviews or not, holding a label that starts at x 80
    /// and runs past its right edge: at 4 points a cell, the label's ten characters lie on
    /// columns 20–29, the first five inside the view.
    static func document(clips: Bool) -> String {
        let label =
            #"{"class": "UILabel", "frame": {"x": 80, "y": 10, "width": 120, "height": 20}, "attributes": {"text": "ABCDEFGHIJ"}}"#
        let container =
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 40}, "attributes": {"clipsToBounds": "#
            + (clips ? "true" : "false") + #"}, "subviews": ["# + label + "]}"
        return #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 200, "height": 40}, "subviews": ["#
            + container + "]}"
    }

    /// The columns 20–29 of the row that holds the label, in `picture`'s lines of cells (after
    /// `prefix` characters of frame on each).
    static func labelColumns(_ picture: String, prefix: Int) -> String? {
        guard let row = picture.split(separator: "\n").first(where: { $0.contains("A") }) else { return nil }
        return String(Array(row).dropFirst(prefix + 20).prefix(10))
    }

    @Test(arguments: [("text", 1), ("ansi", 0)])
    func aClippingViewCutsItsSubviewsText(format: String, prefix: Int) throws {
        let sandbox = try Sandbox()
        try sandbox.write("clipped.json", Self.document(clips: true))
        try sandbox.write("unclipped.json", Self.document(clips: false))
        let clipped = try sandbox.run(["render", "-f", "clipped.json", "--format", format, "--width", "50"])
        #expect(clipped.status == 0, "\(clipped)")
        let unclipped = try sandbox.run(["render", "-f", "unclipped.json", "--format", format, "--width", "50"])
        #expect(unclipped.status == 0, "\(unclipped)")
        #expect(Self.labelColumns(unclipped.stdout, prefix: prefix) == "ABCDEFGHIJ", "\(unclipped.stdout)")
        let cut = try #require(Self.labelColumns(clipped.stdout, prefix: prefix), "\(clipped.stdout)")
        #expect(cut.hasPrefix("ABCDE"), "\(clipped.stdout)")
        #expect(!cut.contains { "FGHIJ".contains($0) }, "\(clipped.stdout)")
    }
}
