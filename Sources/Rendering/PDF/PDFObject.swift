/// A value in a PDF file, as the file writes it: `null`, booleans, numbers, strings, names,
/// arrays, dictionaries, streams and references to numbered objects.
enum PDFObject: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary([String: PDFObject])
    case stream(PDFStream)
    /// `12 0 R`: object 12 of generation 0, found through the file's cross-reference table.
    case reference(Int)

    /// The number, if this is one.
    var number: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The name, if this is one.
    var name: String? {
        if case .name(let value) = self { value } else { nil }
    }

    /// The elements, if this is an array.
    var array: [PDFObject]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The dictionary, or a stream's dictionary.
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let value): value
        case .stream(let stream): stream.dictionary
        default: nil
        }
    }

    /// The numbers, if this is an array of numbers only.
    var numbers: [Double]? {
        guard let array else { return nil }
        let numbers = array.compactMap(\.number)
        return numbers.count == array.count ? numbers : nil
    }
}

/// A stream: its dictionary, and where its (still encoded) bytes lie in the file.
struct PDFStream: Sendable {
    /// The stream's dictionary: its `/Length`, `/Filter` and whatever its type holds.
    let dictionary: [String: PDFObject]
    /// The encoded bytes' place in the bytes the stream was read from.
    let range: Range<Int>
    /// The bytes the stream was read from: the file, or a decoded object stream.
    let source: [UInt8]

    /// The encoded bytes.
    var encoded: ArraySlice<UInt8> { source[range] }
}

/// Why a PDF file cannot be drawn.
public enum PDFError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file breaks the format: the reason, naming the object or place.
    case damaged(String)
    /// The file uses something designer does not draw, which a device would.
    case unsupported(String)
    /// The file asks for more than a PDF image may take (`PDFLimits`).
    case overLimit(String)

    /// Text from a file, in single quotes, as a message quotes it: a character that is no
    /// printable one as `?` (so nothing a file holds reaches a terminal as a control), and no
    /// more than 32 characters.
    static func quoted(_ text: String) -> String {
        let shown = text.unicodeScalars.prefix(32).map { scalar in
            scalar.properties.generalCategory == .control || scalar == "\u{FFFD}" ? "?" : String(scalar)
        }
        return "'" + shown.joined() + (text.unicodeScalars.count > 32 ? "…" : "") + "'"
    }

    /// The reason, as a message ends with it.
    public var description: String {
        switch self {
        case .damaged(let reason): "the PDF file is damaged: \(reason)"
        case .unsupported(let what): "the PDF file uses \(what), which designer does not draw"
        case .overLimit(let reason): "the PDF file \(reason)"
        }
    }
}

extension Int {
    /// The whole number a PDF's number gives, toward zero, within ±2⁴⁸ (0 for one that is not a
    /// number): a count, an index or an offset a file writes may be anything, and converting
    /// one out of range must not trap.
    init(pdf value: Double) {
        let limit = 281_474_976_710_656.0  // 2⁴⁸
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -limit), limit))
    }
}
