import Testing

@testable import Rendering

/// Every PNG designer writes says so, and designer reads that back: so `serve`'s image picker
/// leaves out the pictures designer wrote.
@Suite("PNG software")
struct PNGSoftwareTests {
    private static let pixel: [[UInt8]] = [[255, 0, 0, 255]]

    @Test func whatWeEncodeSaysDesignerWroteIt() throws {
        let file = PNGEncoder.encode(width: 1, height: 1, straight: [1, 2, 3, 255])
        #expect(PNGDecoder.software(of: file) == "designer")
        // The start of a file is enough, as the picker reads it.
        #expect(PNGDecoder.software(of: Array(file.prefix(60))) == "designer")
        #expect(try PNGDecoder.decodeStraight(file).pixels == [1, 2, 3, 255])
    }

    @Test(
        arguments: [
            ([], nil),
            ([("tEXt", Array("Software\0GIMP 2.10".utf8))], "GIMP 2.10"),
            ([("tEXt", Array("Comment\0designer".utf8))], nil),
            ([("tEXt", Array("Software".utf8))], nil),
            ([("tEXt", Array("Software\0Caf\u{E9}".unicodeScalars.map { UInt8($0.value) }))], "Café"),
        ] as [([(String, [UInt8])], String?)])
    func anotherProgramsFileIsNotDesignersOwn(chunks: [(String, [UInt8])], software: String?) {
        let file = PNGFixture.file(width: 1, height: 1, bitDepth: 8, colorType: 6, scanlines: Self.pixel, extra: chunks)
        #expect(PNGDecoder.software(of: file) == software)
    }

    @Test func aTextAfterTheImageDataOrACutFileIsNotRead() {
        var file = PNGFixture.file(width: 1, height: 1, bitDepth: 8, colorType: 6, scanlines: Self.pixel)
        let end = Array(file.suffix(12))
        file.removeLast(12)
        PNGFixture.chunk("tEXt", Array("Software\0designer".utf8), &file)
        #expect(PNGDecoder.software(of: file + end) == nil)
        let written = PNGEncoder.encode(width: 1, height: 1, straight: [0, 0, 0, 0])
        #expect(PNGDecoder.software(of: Array(written.prefix(40))) == nil)
        #expect(PNGDecoder.software(of: Array("not a PNG at all".utf8)) == nil)
    }
}
