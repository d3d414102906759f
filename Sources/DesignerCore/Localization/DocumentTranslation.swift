/// An Interface Builder document in one of its app's languages: its strings tables' translations
/// (`fr.lproj/Main.strings`, `Main.xcstrings`), applied where each string is written.
///
///     let french = DocumentTranslation(localization: fr, translations: table.translations, tables: [path])
///     let source = french.apply(toDocument: source)   // "Hello" now "Bonjour", on the same line
public struct DocumentTranslation: Sendable {
    /// The language.
    public let localization: Localization
    /// The translations, by key (`abc-12-xyz.text`).
    public let translations: [String: String]
    /// The files they were read from, as the user would write them, for messages.
    public let tables: [String]

    public init(localization: Localization, translations: [String: String], tables: [String]) {
        (self.localization, self.translations, self.tables) = (localization, translations, tables)
    }

    /// The document's text with each string that has a translation translated, where it was
    /// written: its line breaks written as references, so that every line keeps its number. A
    /// JSON document, which has no strings tables, is returned as it is.
    public func apply(toDocument source: SourceText) -> SourceText {
        DocumentStrings.replacing(in: source) { entry in
            entry.key.flatMap { translations[$0] }.map(XMLText.escaped)
        }
    }

    /// The strings of the document the user reads that have no translation: each with a key,
    /// and text that is more than white space and digits, which need none.
    public func untranslated(in source: SourceText) -> [DocumentStrings.Entry] {
        DocumentStrings(of: source).entries.filter { entry in
            guard let key = entry.key, translations[key] == nil else { return false }
            return entry.text.contains { $0.isLetter }
        }
    }
}
