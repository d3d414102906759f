import Inspectable
import ProgressBars
import Testing

@testable import DesignerCore

@Suite("Image references")
struct ImageReferenceTests {
    /// A view holding two progress bars: one names both its images, one its track alone.
    let text = #"""
        {"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 60}, "subviews": [
          {"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 100, "height": 20},
           "attributes": {"backImage": "track.png", "foreImage": "images/bar.png"}},
          {"class": "CustomProgress", "frame": {"x": 0, "y": 30, "width": 100, "height": 20},
           "attributes": {"progress": 0.5, "backImage": "../outside.png"}}
        ]}
        """#

    private func offset(of value: String) throws -> Int {
        let range = try #require(text.firstRange(of: "\"\(value)\""))
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    }

    private func described(_ references: [ImageReference]) -> [String] {
        references.map { "\($0.attribute)=\($0.path)@\($0.offset)" }
    }

    @Test func aDocumentNamesEachImageAtTheValueOfItsAttribute() throws {
        let document = try #require(Document.read(SourceText(name: "doc.json", text: text)).document)
        let references = ImageReference.all(in: ResolvedDocument(document, registry: .progressBars))
        #expect(
            described(references) == [
                "backImage=track.png@\(try offset(of: "track.png"))",
                "foreImage=images/bar.png@\(try offset(of: "images/bar.png"))",
                "backImage=../outside.png@\(try offset(of: "../outside.png"))",
            ])
    }

    @Test func oneViewAtATimeNamesTheSameImages() throws {
        let document = try #require(Document.read(SourceText(name: "doc.json", text: text)).document)
        var references: [ImageReference] = []
        for view in document.allNodes {
            let resolution = ResolvedDocument.resolve(view, in: document, registry: .progressBars)
            references += ImageReference.all(of: view, resolution, in: document)
        }
        let whole = ImageReference.all(in: ResolvedDocument(document, registry: .progressBars))
        #expect(described(references) == described(whole))
    }

    @Test func aViewOfAnUnknownClassNamesNoImage() throws {
        let unknown = text.replacing("CustomProgress", with: "NoSuchProgress")
        let document = try #require(Document.read(SourceText(name: "doc.json", text: unknown)).document)
        #expect(ImageReference.all(in: ResolvedDocument(document, registry: .progressBars)).isEmpty)
    }
}
