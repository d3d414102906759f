/// Base64 decoding, for the font outlines embedded as text files.
enum Base64 {
    /// The bytes of the base64 in `range` of `text`'s UTF-8.
    static func decode(_ text: String, in range: Range<Int>) -> [UInt8] {
        var text = text
        return text.withUTF8 { bytes in
            let range = range.clamped(to: 0..<bytes.count)
            return decode(UnsafeBufferPointer(rebasing: bytes[range]))
        }
    }

    /// Where the paragraph of base64 that begins at `start` in `text`'s UTF-8 is, after the notes
    /// there, lines that begin with `#`: up to the empty line that ends it, which is included,
    /// or the end of the text. A line is found by the line break 100 characters on, where the
    /// file puts it, so that the paragraph is found without reading every character.
    static func paragraph(after start: Int, in text: String) -> Range<Int> {
        var text = text
        return text.withUTF8 { bytes in
            let newline = UInt8(ascii: "\n")
            func lineEnd(from start: Int) -> Int {
                var end = min(start + 100, bytes.count)
                if end < bytes.count, bytes[end] == newline { return end + 1 }
                end = start
                while end < bytes.count, bytes[end] != newline { end += 1 }
                return min(end + 1, bytes.count)
            }
            var begin = min(max(start, 0), bytes.count)
            while begin < bytes.count, bytes[begin] == UInt8(ascii: "#") { begin = lineEnd(from: begin) }
            var end = begin
            while end < bytes.count, bytes[end] != newline { end = lineEnd(from: end) }
            return begin..<min(end + 1, bytes.count)
        }
    }

    /// The bytes of base64 text; characters outside the alphabet (line breaks, `=`) are passed over.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let sextets = Self.sextets
        return [UInt8](unsafeUninitializedCapacity: text.count * 3 / 4 + 3) { output, count in
            var buffer: UInt32 = 0
            var bits: UInt32 = 0
            count = 0
            for character in text {
                let value = sextets[Int(character)]
                guard value < 64 else { continue }
                buffer = buffer << 6 | UInt32(value)
                bits += 6
                if bits >= 8 {
                    bits -= 8
                    output[count] = UInt8(truncatingIfNeeded: buffer >> bits)
                    count += 1
                }
            }
        }
    }

    /// Each byte's value as a base64 digit, 255 for a byte outside the alphabet: a paragraph of
    /// a font is up to 115,000 characters, each read once per process.
    private static let sextets: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, character) in alphabet.enumerated() { table[Int(character)] = UInt8(value) }
        return table
    }()

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
}
