import DesignerCore
import Foundation
import Testing

@testable import DesignerCLI

/// `designer serve`'s image picker offers the author's images, and none of what designer wrote.
@Suite("Image picker")
struct ImagePickerTests {
    /// A document whose view uses `images/track.png`, beside the author's images and designer's outputs.
    @Test func thePickerLeavesOutWhatDesignerWroteUnlessTheDocumentUsesIt() throws {
        let sandbox = try Sandbox()
        let images = ExamplesTests.examples.appendingPathComponent("images")
        let authors = try Data(contentsOf: images.appendingPathComponent("track.png"))
        try sandbox.write(
            "doc.json",
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 60, "height": 20}, "attributes": {"backImage": "images/track.png", "foreImage": "images/bar.png"}}"#
        )
        try sandbox.write("images/photo.png", authors)
        try sandbox.write("images/photo@2x.png", authors)
        try sandbox.write("images/.hidden.png", authors)
        try sandbox.write(".build/debug/bundle.png", authors)
        try sandbox.write(".git/logo.png", authors)
        try sandbox.write("__snapshots__/doc.default.png", authors)
        // Rendered by designer: image assets the document uses, then the document's own picture.
        try sandbox.write(
            "images/track.json",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 30, "height": 20}, "attributes": {"backgroundColor": "red"}}"#
        )
        for (document, output) in [("images/track.json", "images/track.png"), ("images/track.json", "images/bar.png")] {
            #expect(sandbox.runInProcess(["render", "-f", document, "-o", output]).status == 0)
        }
        try sandbox.write("renders/README.md", "Pictures of the documents.")
        #expect(sandbox.runInProcess(["render", "-f", "images/track.json", "-o", "renders/track.png"]).status == 0)
        let rendered = sandbox.runInProcess(["render", "-f", "doc.json", "-o", "dashboard.png"])
        #expect(rendered.status == 0, "\(rendered)")
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path))
        #expect(
            parts.inspector(parts.live("doc.json")).imageChoices() == [
                "images/bar.png", "images/photo.png", "images/track.png",
            ])
    }
}
