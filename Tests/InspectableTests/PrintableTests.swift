import DesignerCore
import Inspectable
import ProgressBars
import Testing

/// What messages show of a user's text, and the names they suggest.
@Suite("Printable text and suggestions")
struct PrintableTests {
    @Test(arguments: [
        ("evil\u{202E}gnp.exe", "evil\\u{202E}gnp.exe"), ("a\u{2066}b\u{2069}", "a\\u{2066}b\\u{2069}"),
        ("\u{200F}x\u{061C}", "\\u{200F}x\\u{61C}"), ("line\u{2028}break", "line\\u{2028}break"),
        ("a\nb\r::error", "a\\u{A}b\\u{D}::error"), ("\u{1B}[31mred", "\\u{1B}[31mred"), ("café ✓", "café ✓"),
    ])
    func hiddenCharactersAreShownEscaped(text: String, shown: String) {
        #expect(Printable.visible(text) == shown)
    }

    @Test func longTextsAreQuotedShort() {
        #expect(Printable.quoted("percent") == "'percent'")
        let long = String(repeating: "é", count: 100)
        #expect(Printable.quoted(long) == "'" + String(repeating: "é", count: 64) + "…' (100 characters)")
        #expect(
            Printable.excerpt(String(repeating: "a", count: 65)) == String(repeating: "a", count: 64)
                + "… (65 characters)")
        #expect(Printable.quoted(String(repeating: "a", count: 64)) == "'" + String(repeating: "a", count: 64) + "'")
    }

    @Test func suggestionsAreForNames() {
        #expect(Suggestion.closest(to: "percnt", in: ["percent", "color"]) == "percent")
        let long = String(repeating: "x", count: 10_000)
        // A text far longer than a name suggests nothing, however long the names are.
        #expect(Suggestion.closest(to: long, in: ["percent", long + "y"]) == nil)
        #expect(Suggestion.closest(to: "percent", in: [long, "percnt"]) == "percnt")
    }
}
