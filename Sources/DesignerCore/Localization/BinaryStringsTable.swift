/// A strings table written as a binary property list (`bplist00`), as Xcode's build leaves it in an
/// app: one dictionary whose keys and values are strings.
///
/// The format: the header, the objects, a table of each object's offset, and a trailer of 32
/// bytes that gives the sizes of offsets and references, the number of objects, the top one and
/// where the table is. A string is ASCII (marker `0x5_`) or UTF-16, big-endian (`0x6_`); a
/// dictionary (`0xD_`) lists its keys' references, then its values'; a count of 15 or more
/// follows as an integer object (`0x1_`).
enum BinaryStringsTable {
    /// The translations `bytes` hold; a problem is placed at the byte it is found at, in `source`.
    static func translations(_ bytes: [UInt8], source: SourceText) throws(StringsTable.Problem) -> [String: String] {
        func problem(_ message: String, at offset: Int = 0) -> StringsTable.Problem {
            StringsTable.Problem(source: source, offset: min(offset, source.bytes.count), message: message)
        }
        func integer(_ start: Int, _ size: Int) throws(StringsTable.Problem) -> Int {
            guard size > 0, size <= 8, start >= 0, start + size <= bytes.count else {
                throw problem("a binary property list cut short", at: start)
            }
            var value = 0
            for byte in bytes[start..<(start + size)] { value = value << 8 | Int(byte) }
            return value
        }
        guard bytes.count >= 40, bytes.starts(with: Array("bplist00".utf8)) else {
            throw problem("a binary property list cut short")
        }
        let trailer = bytes.count - 32
        let (offsetSize, referenceSize) = (Int(bytes[trailer + 6]), Int(bytes[trailer + 7]))
        let count = try integer(trailer + 8, 8)
        let top = try integer(trailer + 16, 8)
        let table = try integer(trailer + 24, 8)
        guard count > 0, count < bytes.count, top < count else { throw problem("a binary property list cut short") }
        func offset(of object: Int) throws(StringsTable.Problem) -> Int {
            guard object < count else { throw problem("a binary property list refers to an object it lacks") }
            return try integer(table + object * offsetSize, offsetSize)
        }
        /// The length of an object whose marker is at `start`, and where its contents begin.
        func length(at start: Int) throws(StringsTable.Problem) -> (count: Int, contents: Int) {
            let low = Int(bytes[start] & 0x0F)
            guard low == 0x0F else { return (low, start + 1) }
            guard start + 1 < bytes.count, bytes[start + 1] & 0xF0 == 0x10 else {
                throw problem("a binary property list's length is not an integer", at: start)
            }
            let size = 1 << Int(bytes[start + 1] & 0x0F)
            return (try integer(start + 2, size), start + 2 + size)
        }
        func string(_ object: Int) throws(StringsTable.Problem) -> String {
            let start = try offset(of: object)
            guard start < bytes.count else { throw problem("a binary property list cut short") }
            let (characters, contents) = try length(at: start)
            let text: String
            switch bytes[start] & 0xF0 {
            case 0x50:
                guard contents + characters <= bytes.count else { throw problem("a binary property list cut short") }
                text = String(decoding: bytes[contents..<(contents + characters)], as: UTF8.self)
            case 0x60:
                guard contents + 2 * characters <= bytes.count else {
                    throw problem("a binary property list cut short")
                }
                let units = (0..<characters).map {
                    UInt16(bytes[contents + 2 * $0]) << 8 | UInt16(bytes[contents + 2 * $0 + 1])
                }
                text = String(decoding: units, as: UTF16.self)
            default:
                throw problem("a strings table's keys and values are strings", at: start)
            }
            if let scalar = XMLText.unwritableCharacter(in: text) {
                throw problem(StringsTable.unwritable(scalar), at: start)
            }
            return text
        }
        let root = try offset(of: top)
        guard root < bytes.count, bytes[root] & 0xF0 == 0xD0 else {
            throw problem("a strings table is one dictionary of strings", at: root)
        }
        let (pairs, contents) = try length(at: root)
        var result: [String: String] = [:]
        for index in 0..<pairs {
            let key = try integer(contents + index * referenceSize, referenceSize)
            let value = try integer(contents + (pairs + index) * referenceSize, referenceSize)
            result[try string(key)] = try string(value)
        }
        return result
    }
}
