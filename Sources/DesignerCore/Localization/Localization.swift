/// A language an app is translated into, as Xcode names its localizations and their `.lproj`
/// folders: a language (`fr`), with a script (`zh-Hant`) or a region (`pt-BR`) or both.
///
///     let french = try Localization("pt-BR")
///     french.folderNames    // ["pt-BR", "pt_BR", "pt"]: what iOS looks for, in order
///     try Localization("ar").isRightToLeft  // true
public struct Localization: Sendable, Hashable, CustomStringConvertible {
    /// The language, in lowercase: `pt`.
    public let language: String
    /// The script, capitalized: `Hant`; `nil` for none.
    public let script: String?
    /// The region, in uppercase: `BR`; `nil` for none.
    public let region: String?

    /// The identifier `text` writes (`pt-BR`, `pt_BR`, `zh-Hant-TW`, in any case), or `nil` when it
    /// is none: a language of two or three letters, then a script of four, a region of two
    /// letters or three digits, each after `-` or `_`.
    public init?(_ text: String) {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }).map(
            String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else {
            return nil
        }
        var rest = parts.dropFirst()
        var script: String?
        if let part = rest.first, part.count == 4, part.allSatisfy(\.isASCIILetter) {
            script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            rest = rest.dropFirst()
        }
        var region: String?
        if let part = rest.first,
            part.count == 2 && part.allSatisfy(\.isASCIILetter) || part.count == 3 && part.allSatisfy(\.isASCIIDigit)
        {
            region = part.uppercased()
            rest = rest.dropFirst()
        }
        guard rest.isEmpty else { return nil }
        (language, self.script, self.region) = (first.lowercased(), script, region)
    }

    /// `pt-BR`, `zh-Hant-TW`: as Xcode names the localization.
    public var description: String {
        ([language] + [script, region].compactMap { $0 }).joined(separator: "-")
    }

    /// The names an `.lproj` folder or a string catalog's localization of it may have, in the
    /// order iOS looks for them: the whole identifier (with `-`, then as older projects write it
    /// with `_`), then without its region, then the language alone.
    public var folderNames: [String] {
        var names: [String] = []
        func add(_ parts: [String?]) {
            let given = parts.compactMap { $0 }
            for separator in ["-", "_"] {
                let name = given.joined(separator: separator)
                if !names.contains(name) { names.append(name) }
            }
        }
        add([language, script, region])
        add([language, script])
        add([language])
        return names
    }

    /// Whether the language is written right to left, as UIKit lays an interface out in it:
    /// Arabic, Hebrew, Persian, Urdu and the other languages of the Arabic and Hebrew scripts,
    /// unless a script of another direction is named.
    public var isRightToLeft: Bool {
        if let script { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(language)
    }

    private static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg"]
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi",
    ]
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
