/// What a PDF file or content stream holds next: an object, or a keyword (`obj`, `stream`, an
/// operator such as `re` or `cm`, `{` and `}` of a calculator function).
enum PDFToken: Sendable {
    case object(PDFObject)
    case keyword(String)
}

/// Reads objects and keywords from PDF bytes, from `position` on.
///
/// References (`12 0 R`) are read as such only where `readsReferences`, as in a file's objects;
/// a content stream has none.
struct PDFLexer {
    let bytes: [UInt8]
    var position: Int
    let end: Int
    let readsReferences: Bool

    init(_ bytes: [UInt8], from position: Int = 0, to end: Int? = nil, readsReferences: Bool = true) {
        self.bytes = bytes
        self.position = position
        self.end = min(end ?? bytes.count, bytes.count)
        self.readsReferences = readsReferences
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            true
        default: false
        }
    }

    static func isRegular(_ byte: UInt8) -> Bool { !isSpace(byte) && !isDelimiter(byte) }

    /// Passes over white space and comments.
    mutating func skipSpace() {
        while position < end {
            let byte = bytes[position]
            if Self.isSpace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "%") {
                while position < end, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next token, or nil at the end.
    mutating func next(depth: Int = 0) throws(PDFError) -> PDFToken? {
        skipSpace()
        guard position < end else { return nil }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            position += 1
            return .object(.name(readName()))
        case UInt8(ascii: "("):
            position += 1
            return .object(.string(try readLiteralString()))
        case UInt8(ascii: "<"):
            if position + 1 < end, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .object(try readDictionary(depth: depth + 1))
            }
            position += 1
            return .object(.string(try readHexString()))
        case UInt8(ascii: "["):
            position += 1
            return .object(try readArray(depth: depth + 1))
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
            position += 1
            return .keyword(String(UnicodeScalar(byte)))
        case UInt8(ascii: ">"):
            position += 1
            if position < end, bytes[position] == UInt8(ascii: ">") { position += 1 }
            return .keyword(">>")
        default:
            let start = position
            while position < end, Self.isRegular(bytes[position]) { position += 1 }
            if let number = Self.number(bytes, start, position) {
                if readsReferences, number >= 0, number == number.rounded(), let object = referenceAfter(number) {
                    return .object(object)
                }
                return .object(.number(number))
            }
            let word = String(decoding: bytes[start..<position], as: UTF8.self)
            switch word {
            case "true": return .object(.bool(true))
            case "false": return .object(.bool(false))
            case "null": return .object(.null)
            default: return .keyword(word)
            }
        }
    }

    /// The next object; a keyword where an object must be is an error naming it.
    mutating func nextObject(depth: Int = 0) throws(PDFError) -> PDFObject {
        let at = position
        switch try next(depth: depth) {
        case .object(let object): return object
        case .keyword(let word): throw .damaged("\(PDFError.quoted(word)) at byte \(at) where an object must be")
        case nil: throw .damaged("the file ends at byte \(at) where an object must be")
        }
    }

    /// `0 R` after an object number just read, as a reference; otherwise nothing is read.
    private mutating func referenceAfter(_ number: Double) -> PDFObject? {
        let saved = position
        skipSpace()
        let start = position
        while position < end, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            position += 1
        }
        if position > start, position < end, Self.isSpace(bytes[position]) {
            skipSpace()
            if position < end, bytes[position] == UInt8(ascii: "R"),
                position + 1 >= end || !Self.isRegular(bytes[position + 1]), number < Double(Int32.max)
            {
                position += 1
                return .reference(Int(pdf: number))
            }
        }
        position = saved
        return nil
    }

    /// The number `bytes[start..<end]` spells, as PDF writes them: `12`, `-3.5`, `.5`, `4.`.
    static func number(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Double? {
        var index = start
        var negative = false
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var value = 0.0
        var digits = 0
        var scale = 0.0
        while index < end {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                value = value * 10 + Double(byte - UInt8(ascii: "0"))
                digits += 1
                if scale > 0 { scale *= 10 }
            } else if byte == UInt8(ascii: "."), scale == 0 {
                scale = 1
            } else {
                return nil
            }
            index += 1
        }
        // More digits than a double holds is no number a file means.
        guard digits > 0, value.isFinite else { return nil }
        if scale > 1 { value /= scale }
        return negative ? -value : value
    }

    private mutating func readName() -> String {
        var name: [UInt8] = []
        while position < end, Self.isRegular(bytes[position]) {
            let byte = bytes[position]
            if byte == UInt8(ascii: "#"), position + 2 < end, let high = Self.hexValue(bytes[position + 1]),
                let low = Self.hexValue(bytes[position + 2])
            {
                name.append(high << 4 | low)
                position += 3
            } else {
                name.append(byte)
                position += 1
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private mutating func readLiteralString() throws(PDFError) -> [UInt8] {
        let start = position
        var text: [UInt8] = []
        var open = 1
        while position < end {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "("):
                open += 1
                text.append(byte)
            case UInt8(ascii: ")"):
                open -= 1
                if open == 0 { return text }
                text.append(byte)
            case UInt8(ascii: "\\"):
                guard position < end else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2
                    where position < end && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                        value = value * 8 + Int(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                    }
                    text.append(UInt8(truncatingIfNeeded: value))
                case 0x0D:
                    if position < end, bytes[position] == 0x0A { position += 1 }
                case 0x0A: break
                default: text.append(escaped)
                }
            default:
                text.append(byte)
            }
        }
        throw .damaged("a string at byte \(start - 1) is not closed")
    }

    private mutating func readHexString() throws(PDFError) -> [UInt8] {
        let start = position
        var text: [UInt8] = []
        var high: UInt8?
        while position < end {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ">") {
                if let high { text.append(high << 4) }
                return text
            }
            guard let value = Self.hexValue(byte) else {
                guard Self.isSpace(byte) else {
                    throw .damaged("a hex string at byte \(start - 1) holds other characters")
                }
                continue
            }
            if let first = high {
                text.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        throw .damaged("a hex string at byte \(start - 1) is not closed")
    }

    private mutating func readArray(depth: Int) throws(PDFError) -> PDFObject {
        guard depth <= PDFLimits.maximumNesting else {
            throw .overLimit("nests arrays and dictionaries more than \(PDFLimits.maximumNesting) deep")
        }
        let start = position - 1
        var elements: [PDFObject] = []
        while true {
            switch try next(depth: depth) {
            case .object(let object): elements.append(object)
            case .keyword("]"): return .array(elements)
            case .keyword(let word): throw .damaged("\(PDFError.quoted(word)) in the array at byte \(start)")
            case nil: throw .damaged("the array at byte \(start) is not closed")
            }
        }
    }

    private mutating func readDictionary(depth: Int) throws(PDFError) -> PDFObject {
        guard depth <= PDFLimits.maximumNesting else {
            throw .overLimit("nests arrays and dictionaries more than \(PDFLimits.maximumNesting) deep")
        }
        let start = position - 2
        var dictionary: [String: PDFObject] = [:]
        while true {
            switch try next(depth: depth) {
            case .object(.name(let key)):
                switch try next(depth: depth) {
                case .object(let value): dictionary[key] = value
                case .keyword(">>"):
                    dictionary[key] = .null
                    return .dictionary(dictionary)
                case .keyword(let word): throw .damaged("\(PDFError.quoted(word)) in the dictionary at byte \(start)")
                case nil: throw .damaged("the dictionary at byte \(start) is not closed")
                }
            case .keyword(">>"): return .dictionary(dictionary)
            case .object: throw .damaged("a key that is no name in the dictionary at byte \(start)")
            case .keyword(let word): throw .damaged("\(PDFError.quoted(word)) in the dictionary at byte \(start)")
            case nil: throw .damaged("the dictionary at byte \(start) is not closed")
            }
        }
    }
}
