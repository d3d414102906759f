/// Why a piece of text or JSON is not a value of an attribute's type.
///
/// Errors are data; `description` renders the one-line message users see,
/// with user text in single quotes.
public enum ValueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not in the type's text form; `expected` names the form.
    case invalidText(String, type: String, expected: String?)
    /// A JSON value of the wrong kind, such as a string where a number belongs.
    case wrongJSONKind(type: String, expected: String, found: String)
    /// NaN or an infinity, written as text or reached by overflow.
    case notFinite(String)
    /// A number with a fractional part where an integer belongs.
    case notAnInteger(String, type: String)
    /// An integer outside what the type holds (beyond 64 bits for `Int`).
    case integerOutOfRange(String, type: String, range: String)
    /// A number outside what a `Float` holds.
    case floatOutOfRange(String, type: String)
    /// A coordinate or length beyond what a geometric value (a frame, a point) may hold.
    case geometryOutOfRange(String, type: String)
    /// A string that names none of an enum's cases.
    case unknownCase(String, type: String, cases: [String], suggestion: String?)
    /// A color text that cannot be read; `reason` says what is wrong with it.
    case invalidColor(String, reason: String)
    /// An object form without one of its keys.
    case missingKey(String, type: String)
    /// An object form with a key it does not have.
    case unknownKey(String, type: String, suggestion: String?)
    /// A member of an object form that is itself wrong.
    case invalidMember(String, type: String, problem: String)
    /// A value of another type than the attribute's.
    case wrongType(expected: String, found: String)
    /// An image path that cannot name a file.
    case invalidImagePath(String, reason: String)

    public var description: String {
        switch self {
        case .invalidText(let text, let type, let expected):
            "\(Printable.quoted(text)) is not \(Self.article(type)) \(type)"
                + (expected.map { "; expected \($0)" } ?? "")
        case .wrongJSONKind(let type, let expected, let found):
            "expected \(expected) for \(type), found \(found)"
        case .notFinite(let text):
            "\(Printable.quoted(text)) is not a finite number"
        case .notAnInteger(let text, let type):
            "\(Printable.quoted(text)) is not a whole number, as \(type) requires"
        case .integerOutOfRange(let text, let type, let range):
            "\(Printable.quoted(text)) is out of range for \(type) (\(range))"
        case .floatOutOfRange(let text, let type):
            "\(Printable.quoted(text)) is too large for \(type)"
        case .geometryOutOfRange(let text, let type):
            "\(Printable.quoted(text)) is out of range for \(type) (at most \(Int(Rect.maximumMagnitude)) points either way)"
        case .unknownCase(let text, let type, let cases, let suggestion):
            "\(Printable.quoted(text)) is not \(Self.article(type)) \(type); "
                + (suggestion.map { "did you mean \(Printable.quoted($0))?" }
                    ?? "expected one of \(cases.map { Printable.quoted($0) }.joined(separator: ", "))")
        case .invalidColor(let text, let reason):
            "\(Printable.quoted(text)) is not a color; \(reason)"
        case .missingKey(let key, let type):
            "\(type) is missing \(Printable.quoted(key))"
        case .unknownKey(let key, let type, let suggestion):
            "\(type) has no \(Printable.quoted(key))"
                + (suggestion.map { "; did you mean \(Printable.quoted($0))?" } ?? "")
        case .invalidMember(let key, let type, let problem):
            "\(type) \(Printable.quoted(key)): \(problem)"
        case .wrongType(let expected, let found):
            "expected \(Self.article(expected)) \(expected), found \(Self.article(found)) \(found)"
        case .invalidImagePath(let text, let reason):
            "\(Printable.quoted(text)) is not an image path; \(reason)"
        }
    }

    /// "a" or "an" for a type name, by its first letter.
    static func article(_ word: String) -> String {
        guard let first = word.first?.lowercased() else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
