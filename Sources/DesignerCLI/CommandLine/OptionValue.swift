import DesignerCore
import Inspectable
import Layout

/// A value an option takes, read from its text once, when the command line is read.
///
/// A type says what its values are called and what to give instead of a wrong one; a string
/// enum needs nothing more than its cases:
///
///     enum Format: String, CaseIterable, OptionValue {
///         case text, json
///         static let kind = "format"
///     }
protocol OptionValue: Sendable {
    /// What a value is, for "'x' is not a <kind>": `format`, `scale`.
    static var kind: String { get }
    /// What to give instead, after "use" (`1, 2 or 3`); `nil` when the kind says it all.
    static var expected: String? { get }
    /// The values a near miss is matched against, for "Did you mean '…'?".
    static var suggestions: [String] { get }

    /// The value `argument` gives, or `nil` if it gives none.
    init?(argument: String)

    /// The value `argument` gives; the error says what is wrong with it.
    static func parse(_ argument: String) throws(InvalidValue) -> Self
}

extension OptionValue {
    static var expected: String? { nil }
    static var suggestions: [String] { [] }

    static func parse(_ argument: String) throws(InvalidValue) -> Self {
        guard let value = Self(argument: argument) else { throw invalid(argument) }
        return value
    }

    /// What is wrong with `value`, a value of this kind or a part of one.
    static func invalid(_ value: String) -> InvalidValue {
        InvalidValue(
            value: value, kind: kind, expected: expected, suggestion: Suggestion.closest(to: value, in: suggestions))
    }
}

extension OptionValue where Self: CaseIterable & RawRepresentable<String> {
    /// The cases' names, in order: `missing, all, failed, never`.
    static var expected: String? { suggestions.joined(separator: ", ") }
    static var suggestions: [String] { allCases.map(\.rawValue) }

    init?(argument: String) { self.init(rawValue: argument) }
}

/// A whole number from a range: a count of columns, of jobs.
protocol WholeNumberValue: OptionValue {
    static var range: ClosedRange<Int> { get }
    /// `number` is in `range`.
    init(validated number: Int)
}

extension WholeNumberValue {
    init?(argument: String) {
        guard let number = Int(argument), Self.range.contains(number) else { return nil }
        self.init(validated: number)
    }
}

/// `light` or `dark`.
extension Appearance: OptionValue {
    static let kind = "appearance"
    static var expected: String? { InvalidValue.alternatives(suggestions) }
}

/// `portrait` or `landscape`, in any case, as `--device` takes its names (`LANDSCAPE`).
extension Orientation: OptionValue {
    static let kind = "orientation"
    static var expected: String? { InvalidValue.alternatives(suggestions) }

    init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// One of UIKit's twelve text sizes, as Xcode names them (`xS` … `xxxL`, `AX1` … `AX5`) or as
/// UIKit does (`accessibilityExtraLarge`), in any case.
extension ContentSizeCategory: OptionValue {
    static let kind = "content size"
    static var expected: String? { InvalidValue.alternatives(suggestions) }
    static var suggestions: [String] { allCases.map(\.name) }

    init?(argument: String) { self.init(named: argument) }
}

/// `double`, `accented`, `bounded` or `rtl`, in any case.
extension Pseudolanguage: OptionValue {
    static let kind = "pseudolanguage"
    static var expected: String? { InvalidValue.alternatives(suggestions) }
    static var suggestions: [String] { allCases.map(\.rawValue) }

    init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// A language as Xcode names its localizations: `fr`, `pt-BR`, `zh-Hant`.
extension Localization: OptionValue {
    static let kind = "locale"
    static let expected: String? =
        "a language as Xcode names its localizations: two or three letters, then a script or a region, as fr, pt-BR or zh-Hant"

    init?(argument: String) { self.init(argument) }
}

/// Any text: a path, an id, a `KEY=VALUE` checked later.
extension String: OptionValue {
    static let kind = "value"

    init?(argument: String) { self = argument }
}

/// A value an option does not take, as data: the message is made in one place, `message(from:)`.
struct InvalidValue: Error, Equatable {
    /// What was given: the whole value, or the part of a list that is wrong.
    let value: String
    let kind: String
    let expected: String?
    /// The valid value `value` is a near miss of.
    let suggestion: String?

    /// Where a value came from.
    enum Source: Equatable {
        /// An option of the command line, by its long name without dashes.
        case option(String)
        /// An environment variable, by its name.
        case environment(String)
    }

    /// `'4' is not a scale; use 1, 2 or 3.`, with `NAME=` before the value for an environment
    /// variable and "Did you mean" after it for a near miss.
    func message(from source: Source) -> String {
        var name = ""
        if case .environment(let variable) = source { name = variable + "=" }
        let instead = expected.map { "; use \($0)" } ?? ""
        let suggestion = suggestion.map { " Did you mean \(Printable.quoted($0))?" } ?? ""
        let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\(name)\(Printable.quoted(value)) is not \(article) \(kind)\(instead).\(suggestion)"
    }

    /// `a, b or c`: the alternatives a value may be.
    static func alternatives(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// A value of parts separated by commas, each part named once (`light,dark`, `fr,de,pt-BR`): a
/// type says how one part is read, and the error names the part that is wrong, not the whole list.
protocol ListOptionValue: OptionValue {
    associatedtype Element
    /// The parts, each once, in the order `ordered(_:)` keeps them.
    var elements: [Element] { get }
    init(elements: [Element])
    /// The part `name` names; the error says what is wrong with it.
    static func element(_ name: String) throws(InvalidValue) -> Element
    /// Whether two parts name the same thing, given twice.
    static func isSame(_ first: Element, _ second: Element) -> Bool
    /// The parts in the order the value keeps them; as given unless a type says otherwise.
    static func ordered(_ elements: [Element]) -> [Element]
}

extension ListOptionValue {
    init?(argument: String) {
        guard let parsed = try? Self.parse(argument) else { return nil }
        self = parsed
    }

    static func parse(_ argument: String) throws(InvalidValue) -> Self { try parseList(argument) }

    /// The parts of `argument`, each once.
    static func parseList(_ argument: String) throws(InvalidValue) -> Self {
        var given: [Element] = []
        for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let element = try element(String(name))
            if !given.contains(where: { isSame($0, element) }) { given.append(element) }
        }
        return Self(elements: ordered(given))
    }

    static func ordered(_ elements: [Element]) -> [Element] { elements }
}

extension ListOptionValue where Element: Equatable {
    static func isSame(_ first: Element, _ second: Element) -> Bool { first == second }
}
