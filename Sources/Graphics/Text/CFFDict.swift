/// A DICT of a CFF table (the Top DICT, a Private DICT, a Font DICT of a CID-keyed font): each
/// operator with the numbers before it.
///
/// Operators are a byte from 0 to 21, or 12 and a second byte, kept as `1200 +` that byte
/// (`ros` is 12 30, 1230). Numbers are integers of one to five bytes or reals of packed decimal
/// digits; at most `maximumOperands` precede an operator, as the specification allows.
struct CFFDict: Sendable {
    /// How many numbers may precede one operator.
    static let maximumOperands = 48

    /// The operators the outlines are found through.
    static let charStrings = 17
    static let `private` = 18
    static let subrs = 19
    static let charstringType = 1206
    static let ros = 1230
    static let fdArray = 1236
    static let fdSelect = 1237

    private var operands: [Int: [Double]] = [:]

    /// The DICT in `range` of the file, which `reader` reads; `what` names it in errors.
    init(_ reader: SFNTReader, _ range: Range<Int>, what: String) throws(FontFileError) {
        var stack: [Double] = []
        var position = range.lowerBound
        func byte() throws(FontFileError) -> Int {
            guard position < range.upperBound else { throw reader.error("the \(what) DICT ends inside a number") }
            defer { position += 1 }
            return Int(try reader.u8(position))
        }
        while position < range.upperBound {
            let b0 = try byte()
            let value: Double
            switch b0 {
            case 0...11, 13...21:
                operands[b0] = stack
                stack.removeAll()
                continue
            case 12:
                operands[1200 + (try byte())] = stack
                stack.removeAll()
                continue
            case 28: value = Double(Int16(bitPattern: UInt16(try byte() << 8 | (try byte()))))
            case 29:
                var bits: UInt32 = 0
                for _ in 0..<4 { bits = bits << 8 | UInt32(try byte()) }
                value = Double(Int32(bitPattern: bits))
            case 30: value = try Self.real(reader, what: what, next: byte)
            case 32...246: value = Double(b0 - 139)
            case 247...250: value = Double((b0 - 247) * 256 + (try byte()) + 108)
            case 251...254: value = Double(-(b0 - 251) * 256 - (try byte()) - 108)
            default: throw reader.error("the \(what) DICT holds byte \(b0), which is no number or operator")
            }
            guard stack.count < Self.maximumOperands else {
                throw reader.error("the \(what) DICT puts more than \(Self.maximumOperands) numbers before an operator")
            }
            stack.append(value)
        }
    }

    /// The numbers before `key`; `nil` when the DICT does not have it.
    subscript(_ key: Int) -> [Double]? { operands[key] }

    /// A real number: decimal digits two to a byte, up to the nibble 0xf.
    private static func real(
        _ reader: SFNTReader, what: String, next: () throws(FontFileError) -> Int
    ) throws(FontFileError) -> Double {
        var text = ""
        while true {
            let byte = try next()
            for nibble in [byte >> 4, byte & 0xF] {
                switch nibble {
                case 0...9: text += String(nibble)
                case 0xA: text += "."
                case 0xB: text += "E"
                case 0xC: text += "E-"
                case 0xE: text += "-"
                case 0xF:
                    guard let value = Double(text), value.isFinite else {
                        throw reader.error("the \(what) DICT holds the real number '\(text)', which cannot be read")
                    }
                    return value
                default: throw reader.error("the \(what) DICT holds a real number with the reserved nibble 0xd")
                }
            }
        }
    }
}
