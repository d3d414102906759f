/// The names a font's `name` table gives it: PostScript name (id 6), family (typographic 16, else
/// 1) and style (typographic 17, else 2). Windows' Unicode names (platform 3) are preferred, then
/// Unicode's (0), then Macintosh Roman ones (1), each in US English where there is a choice.
struct FontNames {
    private(set) var postScriptName: String?
    private(set) var family: String?
    private(set) var style: String?

    init(_ reader: inout SFNTReader) throws(FontFileError) {
        let table = try reader.require("name")
        let start = table.lowerBound
        let count = Int(try reader.u16(start + 2))
        let storage = start + Int(try reader.u16(start + 4))
        try reader.check(start + 6, count * 12, in: table)
        var found: [UInt16: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = start + 6 + index * 12
            let (platform, language, id) = (
                try reader.u16(record), try reader.u16(record + 4), try reader.u16(record + 6)
            )
            guard [1, 2, 6, 16, 17].contains(id) else { continue }
            let rank: Int
            switch platform {
            case 3: rank = language == 0x409 ? 6 : 5
            case 0: rank = 4
            case 1: rank = language == 0 ? 3 : 2
            default: continue
            }
            guard rank > found[id]?.rank ?? 0 else { continue }
            let (length, offset) = (Int(try reader.u16(record + 8)), Int(try reader.u16(record + 10)))
            try reader.check(storage + offset, length, in: table)
            let bytes = reader.bytes[storage + offset..<storage + offset + length]
            found[id] = (rank, platform == 1 ? Self.roman(bytes) : Self.utf16(bytes))
        }
        func name(_ id: UInt16) -> String? {
            found[id].map(\.text).flatMap { $0.isEmpty ? nil : $0 }
        }
        postScriptName = name(6)
        family = name(16) ?? name(1)
        style = name(17) ?? name(2)
    }

    /// UTF-16, big-endian; a broken surrogate becomes U+FFFD.
    private static func utf16(_ bytes: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Macintosh Roman, read as Latin-1 (names are ASCII in practice).
    private static func roman(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
