import Foundation
import Graphics
import TestTools
import Testing

@testable import Rendering

@Suite("PDF images")
struct PDFImageTests {
    /// The page of `pdf` at `scale`, as straight-alpha pixels.
    static func draw(_ pdf: TestPDF, scale: Double = 1) throws -> Canvas {
        try PDFImage(pdf.bytes).canvas(scale: scale)
    }

    /// Whether `pixel` is `color` (straight red, green, blue, alpha) within a step or two of rounding.
    static func near(
        _ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ color: (Int, Int, Int, Int),
        by tolerance: Int = 3
    ) -> Bool {
        abs(Int(pixel.red) - color.0) <= tolerance && abs(Int(pixel.green) - color.1) <= tolerance
            && abs(Int(pixel.blue) - color.2) <= tolerance && abs(Int(pixel.alpha) - color.3) <= tolerance
    }

    static let red = (255, 0, 0, 255)
    static let clear = (0, 0, 0, 0)

    @Test(arguments: [1.0, 2.0])
    func aFilledSquareIsDrawnAtTheScaleAskedWithYUp(scale: Double) throws {
        // A square at the bottom left of the page, in PDF's coordinates whose y goes up.
        let canvas = try Self.draw(.page(content: "1 0 0 rg 0 0 10 10 re f"), scale: scale)
        #expect(canvas.width == Int(20 * scale) && canvas.height == Int(20 * scale))
        let point = { (x: Double, y: Double) in canvas.straightPixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(Self.near(point(5, 15), Self.red))
        #expect(Self.near(point(5, 5), Self.clear))
        #expect(Self.near(point(15, 15), Self.clear))
        // The edge falls on a pixel's edge at every scale: the pixel beside it is untouched.
        #expect(Self.near(point(10, 15), Self.clear))
        #expect(Self.near(canvas.straightPixel(x: Int(10 * scale) - 1, y: Int(15 * scale)), Self.red))
    }

    @Test func aStrokedPathHasItsWidthCapsAndColor() throws {
        let canvas = try Self.draw(.page(content: "0 0 1 RG 4 w 2 J 4 10 m 16 10 l S"))
        #expect(Self.near(canvas.straightPixel(x: 10, y: 9), (0, 0, 255, 255)))
        #expect(Self.near(canvas.straightPixel(x: 10, y: 11), (0, 0, 255, 255)))
        #expect(Self.near(canvas.straightPixel(x: 10, y: 13), Self.clear))
        // A square cap reaches half the width past each end.
        #expect(Self.near(canvas.straightPixel(x: 2, y: 10), (0, 0, 255, 255)))
        #expect(Self.near(canvas.straightPixel(x: 0, y: 10), Self.clear))
    }

    @Test func aFlateCompressedContentStreamIsInflated() throws {
        var pdf = TestPDF.page(content: "")
        pdf.objects[3] = TestPDF.streamObject(
            "/Filter /FlateDecode", Zlib.compress(Array("0 1 0 rg 0 0 20 20 re f".utf8)))
        #expect(Self.near(try Self.draw(pdf).straightPixel(x: 10, y: 10), (0, 255, 0, 255)))
    }

    @Test func aFormIsDrawnThroughItsMatrixAndClippedToItsBox() throws {
        var pdf = TestPDF.page(content: "/F1 Do", resources: "<< /XObject << /F1 5 0 R >> >>")
        pdf.addStream(
            "/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Matrix [1 0 0 1 10 10]",
            Array("0 1 0 rg 0 0 20 20 re f".utf8))
        let canvas = try Self.draw(pdf)
        // Moved to the top right quarter, and no farther than its box.
        #expect(Self.near(canvas.straightPixel(x: 15, y: 5), (0, 255, 0, 255)))
        #expect(Self.near(canvas.straightPixel(x: 5, y: 5), Self.clear))
        #expect(Self.near(canvas.straightPixel(x: 15, y: 15), Self.clear))
    }

    /// An image inside a PDF (a JPEG, which designer does not decode) is drawn as the gray box
    /// with a cross of an image it cannot draw, over the square it fills, and nowhere else.
    @Test func anImageIsDrawnAsThePlaceholderWhereItWouldBe() throws {
        var pdf = TestPDF.page(content: "q 10 0 0 10 10 0 cm /Im1 Do Q", resources: "<< /XObject << /Im1 5 0 R >> >>")
        pdf.addStream(
            "/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode",
            [0xFF, 0xD8, 0xFF, 0xD9])
        let canvas = try Self.draw(pdf)
        // The image fills the bottom right quarter of the page: gray at its edge, the cross's line at its centre.
        #expect(Self.near(canvas.straightPixel(x: 18, y: 15), (229, 229, 234, 255), by: 2))
        #expect(Self.near(canvas.straightPixel(x: 15, y: 15), (174, 174, 178, 255), by: 12))
        #expect(Self.near(canvas.straightPixel(x: 5, y: 15), Self.clear))
        #expect(Self.near(canvas.straightPixel(x: 15, y: 5), Self.clear))
    }

    @Test(arguments: [
        ("/Sh1 sh", "<< /Shading << /Sh1 5 0 R >> >>"),
        ("/Pattern cs /P1 scn 0 0 20 20 re f", "<< /Pattern << /P1 << /PatternType 2 /Shading 5 0 R >> >> >>"),
    ])
    func anAxialGradientRunsFromItsFirstColorToItsLast(content: String, resources: String) throws {
        var pdf = TestPDF.page(content: content, resources: resources)
        pdf.add(
            "<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 20 0] /Extend [true true] /Function << /FunctionType 3 /Domain [0 1] /Bounds [0.5] /Encode [0 1 0 1] /Functions [<< /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 1 0] /N 1 >> << /FunctionType 2 /Domain [0 1] /C0 [0 1 0] /C1 [0 0 1] /N 1 >>] >> >>"
        )
        let canvas = try Self.draw(pdf, scale: 2)
        #expect(Self.near(canvas.straightPixel(x: 0, y: 20), (255, 0, 0, 255), by: 12))
        #expect(Self.near(canvas.straightPixel(x: 20, y: 20), (0, 255, 0, 255), by: 12))
        #expect(Self.near(canvas.straightPixel(x: 39, y: 20), (0, 0, 255, 255), by: 12))
    }

    @Test func aRadialGradientRunsOutFromItsCentreAndStopsAtItsCircle() throws {
        var pdf = TestPDF.page(content: "/Sh1 sh", resources: "<< /Shading << /Sh1 5 0 R >> >>")
        pdf.add(
            "<< /ShadingType 3 /ColorSpace /DeviceGray /Coords [10 10 0 10 10 8] /Function << /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [0] /N 1 >> >>"
        )
        let canvas = try Self.draw(pdf)
        #expect(Self.near(canvas.straightPixel(x: 10, y: 10), (240, 240, 240, 255), by: 16))
        #expect(Self.near(canvas.straightPixel(x: 10, y: 3), (30, 30, 30, 255), by: 20))
        #expect(Self.near(canvas.straightPixel(x: 0, y: 0), Self.clear))
    }

    @Test func aTilingPatternRepeatsItsTileOverThePathItFills() throws {
        // A checkerboard of 5-point squares, red at the bottom left of each 10-point tile, over
        // the left half of the page.
        var pdf = TestPDF.page(
            content: "/Pattern cs /P1 scn 0 0 10 20 re f", resources: "<< /Pattern << /P1 5 0 R >> >>")
        pdf.addStream(
            "/PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 10 /YStep 10",
            Array("1 0 0 rg 0 0 5 5 re f".utf8))
        let canvas = try Self.draw(pdf)
        #expect(Self.near(canvas.straightPixel(x: 2, y: 17), Self.red))
        #expect(Self.near(canvas.straightPixel(x: 2, y: 7), Self.red))
        #expect(Self.near(canvas.straightPixel(x: 7, y: 17), Self.clear))
        #expect(Self.near(canvas.straightPixel(x: 2, y: 12), Self.clear))
        // Outside the path filled, no tile shows.
        #expect(Self.near(canvas.straightPixel(x: 12, y: 17), Self.clear))
    }

    @Test func aPageWhoseBoxIsNotAtTheOriginIsDrawnFromItsCorner() throws {
        var pdf = TestPDF.page(
            content: "0 0 1 rg 100 100 10 20 re f /Sh1 sh", resources: "<< /Shading << /Sh1 5 0 R >> >>")
        pdf.replace(
            3,
            with:
                "<< /Type /Page /Parent 2 0 R /MediaBox [100 100 120 120] /Contents 4 0 R /Resources << /Shading << /Sh1 5 0 R >> >> >>"
        )
        pdf.add(
            "<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [110 0 120 0] /Function << /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [1 0 0] /N 1 >> >>"
        )
        let canvas = try Self.draw(pdf)
        #expect(canvas.width == 20 && canvas.height == 20)
        #expect(Self.near(canvas.straightPixel(x: 5, y: 10), (0, 0, 255, 255)))
        // The shading, not extended, covers the right half.
        #expect(Self.near(canvas.straightPixel(x: 15, y: 10), Self.red))
    }

    @Test func aTriangleMeshIsDrawnTriangleByTriangle() throws {
        var pdf = TestPDF.page(content: "/Sh1 sh", resources: "<< /Shading << /Sh1 5 0 R >> >>")
        // One triangle over the bottom-left half of the page, red at every corner; then a flag of
        // 1 adds a second, sharing an edge, blue at its new corner.
        let corners: [[UInt8]] = [[0, 0, 0, 255, 0, 0], [0, 255, 0, 255, 0, 0], [0, 0, 255, 255, 0, 0]]
        pdf.addStream(
            "/ShadingType 4 /ColorSpace /DeviceRGB /BitsPerFlag 8 /BitsPerCoordinate 8 /BitsPerComponent 8 /Decode [0 20 0 20 0 1 0 1 0 1]",
            Array(corners.joined()) + [1, 255, 255, 0, 0, 255])
        let canvas = try Self.draw(pdf)
        #expect(Self.near(canvas.straightPixel(x: 3, y: 16), Self.red))
        // The second triangle: two red corners and a blue one.
        #expect(Self.near(canvas.straightPixel(x: 16, y: 3), (170, 0, 85, 255), by: 2))
    }

    @Test func aClipCutsWhatIsDrawnAfterItUntilTheStateIsRestored() throws {
        let canvas = try Self.draw(
            .page(content: "q 0 0 10 20 re W n 1 0 0 rg 0 0 20 20 re f Q 0 0 1 rg 0 0 20 5 re f"))
        #expect(Self.near(canvas.straightPixel(x: 5, y: 5), Self.red))
        #expect(Self.near(canvas.straightPixel(x: 15, y: 5), Self.clear))
        // Restored: the blue band at the bottom spans the page.
        #expect(Self.near(canvas.straightPixel(x: 15, y: 18), (0, 0, 255, 255)))
    }

    @Test func anOpacityFromTheGraphicsStateMakesFillsTranslucent() throws {
        let canvas = try Self.draw(
            .page(content: "/G1 gs 0 0 0 rg 0 0 20 20 re f", resources: "<< /ExtGState << /G1 << /ca 0.5 >> >> >>"))
        #expect(Self.near(canvas.straightPixel(x: 10, y: 10), (0, 0, 0, 128), by: 1))
    }

    @Test func cmykAndICCBasedColorsAreDrawnInRGB() throws {
        var pdf = TestPDF.page(
            content: "0 1 1 0 k 0 0 10 20 re f /CS0 cs 0 0 1 sc 10 0 10 20 re f",
            resources: "<< /ColorSpace << /CS0 [/ICCBased 5 0 R] >> >>")
        pdf.addStream("/N 3", [])
        let canvas = try Self.draw(pdf)
        #expect(Self.near(canvas.straightPixel(x: 5, y: 10), Self.red))
        #expect(Self.near(canvas.straightPixel(x: 15, y: 10), (0, 0, 255, 255)))
    }

    @Test func textAndImagesArePassedOver() throws {
        let canvas = try Self.draw(
            .page(content: "BT /F1 12 Tf (Hi) Tj ET BI /W 1 /H 1 /CS /G /BPC 8 ID \u{0} EI 1 0 0 rg 0 0 20 20 re f"))
        #expect(Self.near(canvas.straightPixel(x: 10, y: 10), Self.red))
    }

    @Test func numbersPastAnyRangeAreTakenInRangeNotTrappedOn() throws {
        let huge = String(repeating: "9", count: 400)
        var pdf = TestPDF.page(
            content: "99999999999999999999999 J -99999999999999999999999 j \(huge) w 1 0 0 rg 0 0 20 20 re f",
            resources: "<< /ColorSpace << /CS0 [/Indexed /DeviceRGB 99999999999999999999 <FF0000>] >> >>")
        pdf.replace(2, with: "<< /Type /Pages /Kids [3 0 R] /Count 99999999999999999999999 >>")
        #expect(Self.near(try Self.draw(pdf).straightPixel(x: 10, y: 10), Self.red))
        pdf.objects[3] = TestPDF.streamObject("", Array("/CS0 cs 99999999999999999999 sc 0 0 20 20 re f".utf8))
        #expect(Self.near(try Self.draw(pdf).straightPixel(x: 10, y: 10), Self.red))
    }

    @Test func aDamagedCrossReferenceTableIsPassedOverByFindingTheObjects() throws {
        var bytes = TestPDF.page(content: "1 0 0 rg 0 0 20 20 re f").bytes
        // Every offset in the table one byte off.
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: " 00000 n", with: "1 00000 n")
        bytes = Array(text.utf8)
        #expect(Self.near(try PDFImage(bytes).canvas(scale: 1).straightPixel(x: 10, y: 10), Self.red))
    }

    @Test func objectsInAnObjectStreamAreFoundWithoutATable() throws {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 20] /Contents 4 0 R >>",
        ]
        var offsets: [Int] = []
        var body = ""
        for object in objects {
            offsets.append(body.utf8.count)
            body += object + "\n"
        }
        let header = zip(1...3, offsets).map { "\($0) \($1)" }.joined(separator: " ") + "\n"
        let packed = Array((header + body).utf8)
        var pdf = TestPDF()
        pdf.add("null")
        pdf.add("null")
        pdf.add("null")
        pdf.addStream("", Array("1 0 0 rg 0 0 20 20 re f".utf8))
        pdf.addStream("/Type /ObjStm /N 3 /First \(header.utf8.count)", packed)
        // No table at all: the objects are found by their `obj`, and those packed in the stream from it.
        let text = String(decoding: pdf.bytes, as: UTF8.self)
        let bytes =
            Array(text[..<(text.range(of: "xref")?.lowerBound ?? text.endIndex)].utf8)
            + Array("trailer\n<< /Root 1 0 R >>\n".utf8)
        #expect(Self.near(try PDFImage(bytes).canvas(scale: 1).straightPixel(x: 10, y: 10), Self.red))
    }

    @Test(.timeLimit(.minutes(1)))
    func manyStreamsWithoutEndsAreFoundOutInLinearTime() throws {
        var text = "%PDF-1.7\n"
        for number in 1...50_000 { text += "\(number) 0 obj << /Length 99999999 >> stream\n" }
        #expect(throws: PDFError.damaged("it has no catalog (no '/Root' and no '/Type /Catalog')")) {
            try PDFImage(Array(text.utf8))
        }
    }

    @Test func aPageOfManyFullPageLayersIsRefusedBeforeItIsDrawn() throws {
        let content = String(repeating: "q 0 0 4000 4000 re W n 0 0 4000 4000 re f Q ", count: 100)
        let page = try PDFImage(TestPDF.page(width: 4000, height: 4000, content: content).bytes)
        #expect(
            throws: PDFError.overLimit(
                "would paint more than 67108864 pixels at @1x (its fills and layers over one another)")
        ) {
            try page.canvas(scale: 1)
        }
    }

    /// A zlib stream that inflates to a gibibyte of zeros: one zero, then copies of 258 bytes
    /// from one byte back, each 13 bits in deflate's fixed codes (8 of them are 13 bytes).
    static let gibibyteOfZeros: [UInt8] = {
        var bits: [Bool] = []
        func code(_ value: Int, _ count: Int) {
            for bit in (0..<count).reversed() { bits.append(value >> bit & 1 == 1) }
        }
        func bytes() -> [UInt8] {
            stride(from: 0, to: bits.count, by: 8).map { start in
                (0..<8).reduce(UInt8(0)) { $0 | (start + $1 < bits.count && bits[start + $1] ? 1 << $1 : 0) }
            }
        }
        bits = [true, true, false]  // The last block, fixed codes.
        code(0x30, 8)  // The literal 0.
        code(0b1100_0101, 8)  // Length 258,
        code(0, 5)  // distance 1: 24 bits in all.
        let head = bytes()
        bits = []
        for _ in 0..<8 {
            code(0b1100_0101, 8)
            code(0, 5)
        }
        let unit = bytes()
        return [0x78, 0x01] + head + Array([[UInt8]](repeating: unit, count: (1 << 30) / (258 * 8)).joined())
    }()

    @Test(arguments: [
        ("truncated", "damaged"),
        ("no catalog", "has no catalog"),
        ("no contents", "the page has no /Contents"),
        ("unknown filter", "uses the filter 'LZWDecode' (in the page's content), which designer does not draw"),
        ("q 10,000 deep", "saves the graphics state (q) more than 256 deep"),
        ("a form that draws itself", "the form 'F1' (object 5) draws itself"),
        ("a gibibyte of zeros", "inflates to more than the 64 MiB a PDF image's streams may take"),
        ("a tiling pattern of a million tiles", "fills with a tiling pattern of more than 10000 tiles"),
        ("a pattern that fills with itself", "a tiling pattern (object 5) draws itself"),
        ("too many path points", "has more than 1000000 path points"),
        ("a control character in a name", "the XObject 'F?1' is not in the resources"),
        ("many fine dashes", "draws more than 1000000 dashes"),
    ])
    func aBadPDFIsAClearError(name: String, reason: String) throws {
        var pdf = TestPDF.page(content: "1 0 0 rg 0 0 20 20 re f")
        var bytes: [UInt8]? = nil
        switch name {
        case "truncated": bytes = Array(pdf.bytes.prefix(40))
        case "no catalog":
            pdf.replace(1, with: "<< /Type /Nothing >>")
            bytes = Array(
                String(decoding: pdf.bytes, as: UTF8.self).replacingOccurrences(of: "/Root 1 0 R", with: "").utf8)
        case "no contents":
            pdf.replace(3, with: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 20] >>")
        case "unknown filter": pdf.objects[3] = TestPDF.streamObject("/Filter /LZWDecode", Array("abc".utf8))
        case "q 10,000 deep":
            pdf.objects[3] = TestPDF.streamObject("", Array(String(repeating: "q ", count: 10_000).utf8))
        case "a form that draws itself":
            pdf = TestPDF.page(content: "/F1 Do", resources: "<< /XObject << /F1 5 0 R >> >>")
            pdf.addStream(
                "/Subtype /Form /BBox [0 0 20 20] /Resources << /XObject << /F1 5 0 R >> >>", Array("/F1 Do".utf8))
        case "a gibibyte of zeros": pdf.objects[3] = TestPDF.streamObject("/Filter /FlateDecode", Self.gibibyteOfZeros)
        case "a tiling pattern of a million tiles":
            pdf = TestPDF.page(
                content: "/Pattern cs /P1 scn 0 0 20 20 re f", resources: "<< /Pattern << /P1 5 0 R >> >>")
            pdf.addStream(
                "/PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 0.02 0.02] /XStep 0.02 /YStep 0.02",
                Array("0 0 0.01 0.01 re f".utf8))
        case "a pattern that fills with itself":
            pdf = TestPDF.page(
                content: "/Pattern cs /P1 scn 0 0 20 20 re f", resources: "<< /Pattern << /P1 5 0 R >> >>")
            pdf.addStream(
                "/PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 20 20] /XStep 20 /YStep 20 /Resources << /Pattern << /P1 5 0 R >> >>",
                Array("/Pattern cs /P1 scn 0 0 20 20 re f".utf8))
        case "many fine dashes":
            let strokes = String(repeating: "0 0 m 20 20 l S ", count: 100)
            pdf.objects[3] = TestPDF.streamObject("", Array("[0.001 0.001] 0 d \(strokes)".utf8))
        case "a control character in a name": pdf.objects[3] = TestPDF.streamObject("", Array("/F#1B1 Do".utf8))
        default:
            let line = String(repeating: "0 0 1 1 re ", count: 1000) + "\n"
            pdf.objects[3] = TestPDF.streamObject("", Array(String(repeating: line, count: 251).utf8))
        }
        #expect {
            try PDFImage(bytes ?? pdf.bytes).canvas(scale: 1)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test func theLoaderDrawsAPDFAtTheScaleOfThePictureAndSaysWhyItCannot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(TestPDF.page(content: "1 0 0 rg 0 0 20 20 re f").bytes).write(
            to: folder.appendingPathComponent("star.pdf"))
        try Data(TestPDF.page(content: String(repeating: "q ", count: 300)).bytes).write(
            to: folder.appendingPathComponent("deep.pdf"))
        try Data().write(to: folder.appendingPathComponent("empty.pdf"))
        try Data("GIF89a".utf8).write(to: folder.appendingPathComponent("other.PDF"))
        let loader = ImageLoader(folder: folder.path, allowsExternalImages: false, files: TestFiles())
        let images = loader.load(["star.pdf", "deep.pdf", "empty.pdf", "other.PDF"], scale: 3)
        // A file named as a PDF that is none says so, not that it is no PNG.
        for name in ["empty.pdf", "other.PDF"] {
            guard case .failure(let error)? = images[name] else {
                Issue.record("\(name) was drawn")
                continue
            }
            #expect("\(error)" == "cannot be drawn: the PDF file is damaged: it does not begin with '%PDF-'")
        }
        let star = try #require(try images["star.pdf"]?.get())
        #expect(star.bitmap.width == 60 && star.bitmap.scale == 3)
        #expect(Array(star.bitmap.pixels.prefix(4)) == [255, 0, 0, 255])
        // SVG writes the page's shapes, not pixels.
        #expect(star.drawing?.commands.isEmpty == false)
        let svg = SVGRenderer(images: ["star.pdf": star]).render(
            Drawing(
                size: Size(width: 40, height: 40),
                commands: [
                    .image(ImageDrawing(image: Image(path: "star.pdf"), rect: Rect(x: 0, y: 0, width: 40, height: 40)))
                ]))
        #expect(svg.contains("<g id=\"image1\" transform=\"scale(3)\">") && svg.contains("fill=\"#FF0000\""), "\(svg)")
        #expect(!svg.contains("data:image/png"))
        guard case .failure(let error)? = images["deep.pdf"] else {
            Issue.record("a PDF past a limit was drawn")
            return
        }
        #expect(
            "\(error)"
                == "cannot be drawn: the PDF file saves the graphics state (q) more than 256 deep")
        #expect(!error.isDrawingLimit)
    }

    /// A page far larger than any view shows it (an icon on a 4,000-point artboard) is rasterized
    /// no more than 2,048 pixels across, however large the scale asked; one of fifty full-page
    /// layers is refused at once rather than drawn for minutes.
    @Test func aLargePageIsRasterizedNoMoreThanTheLimitAcross() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let quadrants = "1 0 0 rg 0 0 4000 4000 re f 0 0 1 rg 0 0 2000 2000 re f"
        try Data(TestPDF.page(width: 4000, height: 4000, content: quadrants).bytes).write(
            to: folder.appendingPathComponent("big.pdf"))
        let layers = String(repeating: "0 0 4000 4000 re f ", count: 50)
        try Data(TestPDF.page(width: 4000, height: 4000, content: layers).bytes).write(
            to: folder.appendingPathComponent("layers.pdf"))
        let loader = ImageLoader(folder: folder.path, allowsExternalImages: false, files: TestFiles())
        let images = loader.load(["big.pdf", "layers.pdf"], scale: 3)
        let big = try #require(try images["big.pdf"]?.get())
        #expect(big.bitmap.width == 2048 && big.bitmap.height == 2048 && big.bitmap.scale == 0.512)
        // The blue quadrant at the bottom left, the red above it.
        let pixel = { (x: Int, y: Int) in Array(big.bitmap.pixels[(y * 2048 + x) * 4..<(y * 2048 + x) * 4 + 4]) }
        #expect(pixel(10, 2040) == [0, 0, 255, 255] && pixel(10, 10) == [255, 0, 0, 255])
        guard case .failure(let error)? = images["layers.pdf"] else {
            Issue.record("fifty full-page layers were drawn")
            return
        }
        #expect("\(error)".contains("would paint more than 67108864 pixels at 0.512 pixels a point"))
    }
}
