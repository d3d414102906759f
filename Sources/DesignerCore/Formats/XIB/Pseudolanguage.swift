public import Graphics

/// Xcode's pseudolanguages, which show how an interface takes translated text before there is a
/// translation: every string the user reads made longer (`double`), accented (`accented`) or
/// bounded by markers that show where it is cut (`bounded`); or the interface mirrored as in a
/// right-to-left language, its strings as written (`rtl`).
///
///     Pseudolanguage.double.apply(to: "Sign in")     // "Sign in Sign in"
///     Pseudolanguage.accented.apply(to: "Sign in")   // "Šíğñ íñ"
///     Pseudolanguage.bounded.apply(to: "Sign in")    // "[# Sign in #]"
///     Pseudolanguage.rtl.apply(to: "Sign in")        // "Sign in", laid out right to left
public enum Pseudolanguage: String, Sendable, CaseIterable {
    /// Xcode's Double-Length Pseudolanguage: each string twice, a space between.
    case double
    /// Xcode's Accented Pseudolanguage: each Latin letter with a diacritic.
    case accented
    /// Xcode's Bounded String Pseudolanguage: each string between `[#` and `#]`.
    case bounded
    /// Xcode's Right-to-Left Pseudolanguage: the strings as written, the interface laid out
    /// right to left (`layoutDirection`).
    case rtl

    /// The direction the interface is laid out in: right to left for `rtl`, else left to right.
    public var layoutDirection: LayoutDirection { self == .rtl ? .rightToLeft : .leftToRight }

    /// `text` in the pseudolanguage. A character reference of a document's text (`&amp;`,
    /// `&#10;`) is kept whole, so that the text of an XML value stays well-formed.
    public func apply(to text: String) -> String {
        switch self {
        case .double: return text.isEmpty ? text : text + " " + text
        case .bounded: return "[# " + text + " #]"
        case .rtl: return text
        case .accented:
            var result = ""
            var inReference = false
            for character in text {
                if character == "&" { inReference = true }
                result.append(inReference ? character : Self.accents[character] ?? character)
                if character == ";" { inReference = false }
            }
            return result
        }
    }

    private static let accents: [Character: Character] = Dictionary(
        uniqueKeysWithValues: zip(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "åƀçđéƒğĥíĵķļɱñöƥǫřšţüṽŵẋýžÅƁÇĐÉƑĞĤÍĴĶĻṀÑÖƤǪŘŠŢÜṼŴẊÝŽ"))

    /// An Interface Builder document's text with every string the user reads in the pseudolanguage,
    /// each where it was written (`DocumentStrings`): a line keeps its number and an element its
    /// place, so that what is said of the document is said at its place in the file. Any other
    /// text (a JSON document, one that is not well-formed), and any text in `rtl`, is returned as
    /// it is.
    public func apply(toDocument source: SourceText) -> SourceText {
        guard self != .rtl else { return source }
        return DocumentStrings.replacing(in: source) { entry in
            apply(to: String(decoding: source.bytes[entry.range], as: UTF8.self))
        }
    }
}
