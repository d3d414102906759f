/// A String Catalog (`Main.xcstrings`): the translations of one table into every language, as
/// Xcode 15 keeps them in one JSON file.
///
///     {"sourceLanguage": "en", "strings": {"abc-12-xyz.text": {"localizations": {
///         "fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}}}}
///
/// A string that varies (`"variations": {"plural": …}` or `{"device": …}`) is read as its
/// `other` case, which is what a label shows when nothing more is known. A unit whose value is
/// empty is untranslated (Xcode's `new`, `needs_review`, `stale`) unless its state is `translated`.
public struct StringCatalog: Sendable {
    /// Each key's translations, by the language Xcode names (`fr`, `pt-BR`).
    public let strings: [String: [String: String]]

    /// Reads the catalog `file` holds; a mistake of its JSON or its shape is a problem at its place.
    public init(reading file: SourceText) throws(StringsTable.Problem) {
        let source = StringsTable.text(of: file)
        let syntax: JSONSyntax
        do {
            syntax = try JSONSyntax(parsing: source)
        } catch {
            throw StringsTable.Problem(source: source, offset: error.offset, message: error.message)
        }
        func object(_ index: JSONSyntax.Index, _ what: String) throws(StringsTable.Problem) -> [(
            key: JSONSyntax.Index, value: JSONSyntax.Index
        )] {
            guard syntax.kind(index) == .object else {
                throw StringsTable.Problem(
                    source: source, offset: syntax.start(index),
                    message: "\(what) is an object, not \(syntax.kind(index).kindDescription)")
            }
            return syntax.members(index)
        }
        /// The value of a localization or a variation: its string unit's, else its `other` case's.
        func value(_ index: JSONSyntax.Index, _ what: String) throws(StringsTable.Problem) -> String? {
            let members = try object(index, what)
            if let unit = members.first(where: { syntax.isString($0.key, equalTo: "stringUnit") }) {
                let fields = try object(unit.value, "'stringUnit'")
                guard let value = fields.first(where: { syntax.isString($0.key, equalTo: "value") }) else {
                    return nil
                }
                guard syntax.kind(value.value) == .string else {
                    throw StringsTable.Problem(
                        source: source, offset: syntax.start(value.value),
                        message: "a string unit's 'value' is a string, not \(syntax.kind(value.value).kindDescription)")
                }
                let text = syntax.string(value.value)
                if let scalar = XMLText.unwritableCharacter(in: text) {
                    throw StringsTable.Problem(
                        source: source, offset: syntax.start(value.value), message: StringsTable.unwritable(scalar))
                }
                // Xcode leaves a unit no one has translated yet empty, and translates it by the
                // string as written; an empty unit marked translated is an empty translation.
                let state = fields.first { syntax.isString($0.key, equalTo: "state") }
                let translated = state.map {
                    syntax.kind($0.value) == .string && syntax.string($0.value) == "translated"
                }
                if text.isEmpty, translated != true { return nil }
                return text
            }
            guard let variations = members.first(where: { syntax.isString($0.key, equalTo: "variations") }) else {
                return nil
            }
            for (_, cases) in try object(variations.value, "'variations'") {
                let choices = try object(cases, "a variation")
                if let other = choices.first(where: { syntax.isString($0.key, equalTo: "other") }) {
                    return try value(other.value, "a variation's case")
                }
            }
            return nil
        }
        let root = try object(syntax.root, "a string catalog")
        var strings: [String: [String: String]] = [:]
        if let table = root.first(where: { syntax.isString($0.key, equalTo: "strings") }) {
            for (key, entry) in try object(table.value, "'strings'") {
                let members = try object(entry, "a string's entry")
                guard let localizations = members.first(where: { syntax.isString($0.key, equalTo: "localizations") })
                else { continue }
                var translations: [String: String] = [:]
                for (language, localization) in try object(localizations.value, "'localizations'") {
                    translations[syntax.string(language)] = try value(localization, "a localization")
                }
                strings[syntax.string(key)] = translations
            }
        }
        self.strings = strings
    }

    /// The translations into `localization`, each key's from the first of its folder names the
    /// key has one in (`pt-BR`, else `pt`); `nil` when the catalog has none in it at all.
    public func translations(into localization: Localization) -> [String: String]? {
        let names = localization.folderNames
        var result: [String: String] = [:]
        for (key, translations) in strings {
            if let value = names.lazy.compactMap({ translations[$0] }).first { result[key] = value }
        }
        return result.isEmpty ? nil : result
    }
}
