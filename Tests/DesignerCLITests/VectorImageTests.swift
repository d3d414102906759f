import Foundation
import Rendering
import TestTools
import Testing

@Suite("Vector images of asset catalogs") struct VectorImageTests {
    /// An imageset of one PDF ("Preserve Vector Data") is drawn from the PDF's content, at the
    /// scale the picture is rendered at.
    @Test func anImageViewShowsTheInkOfItsImagesetsPDF() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj([.init(name: "App")]))
        try sandbox.write(
            "App/Assets.xcassets/Star.imageset/Contents.json",
            #"{"images": [{"filename": "star.pdf", "idiom": "universal"}], "properties": {"preserves-vector-representation": true}}"#
        )
        // A red square on the left half of a 20-point page.
        let pdf = TestPDF.page(content: "1 0 0 rg 0 0 10 20 re f")
        try Data(pdf.bytes).write(to: sandbox.url.appendingPathComponent("App/Assets.xcassets/Star.imageset/star.pdf"))
        try sandbox.write(
            "App/Star.xib",
            IBFixture.xib(
                """
                        <imageView id="img-01-aaa" image="Star">
                            <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                        </imageView>

                """))
        let run = sandbox.runInProcess(["render", "-f", "App/Star.xib", "--scale", "2", "-o", "star.png"])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let image = try PNGDecoder.decodeStraight(Array(try sandbox.bytes("star.png")))
        #expect(image.width == 40 && image.height == 40)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 40 + x) * 4..<(y * 40 + x) * 4 + 4]) }
        #expect(pixel(10, 20) == [255, 0, 0, 255])
        #expect(pixel(30, 20) != [255, 0, 0, 255])
        #expect(
            sandbox.runInProcess(["check", "--strict", "App/Star.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    /// A PDF designer cannot read is a warning naming the image and the reason, and a placeholder.
    @Test func aDamagedPDFIsAWarningAndAPlaceholder() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj([.init(name: "App")]))
        try sandbox.write(
            "App/Assets.xcassets/Star.imageset/Contents.json",
            #"{"images": [{"filename": "star.pdf", "idiom": "universal"}]}"#)
        try sandbox.write("App/Assets.xcassets/Star.imageset/star.pdf", "%PDF-1.7\n1 0 obj\n<<")
        try sandbox.write(
            "App/Star.xib",
            IBFixture.xib(
                """
                        <imageView id="img-01-aaa" image="Star">
                            <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                        </imageView>

                """))
        let run = sandbox.runInProcess(["check", "App/Star.xib"])
        #expect(run.stderr.contains("image 'Star' cannot be drawn: the PDF file is damaged:"), "\(run)")
        #expect(run.stderr.contains("[unreadable-image]"), "\(run)")
    }
}
