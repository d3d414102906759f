/// Base64 decoding, for the font outlines embedded as text files.
enum Base64 {
    /// The bytes of base64 text after its notes, the lines at its start that begin with `#`
    /// (passed over here, so that the loop over the rest is as tight as it can be).
    static func decode(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { bytes in
            var start = bytes.startIndex
            while start < bytes.endIndex, bytes[start] == UInt8(ascii: "#") {
                start = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.endIndex
            }
            return decode(UnsafeBufferPointer(rebasing: bytes[start...]))
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

    /// Each byte's value as a base64 digit, 255 for a byte outside the alphabet: a decoded font
    /// is 140,000 characters, read once per process.
    private static let sextets: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, character) in alphabet.enumerated() { table[Int(character)] = UInt8(value) }
        return table
    }()

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
}
