import DesignerCore
import Inspectable
import ProgressBars
import Testing

@Suite("Labels")
struct AttributeLabelTests {
    @Test(arguments: [
        ("barBgColor", "Bar Bg Color"),
        ("percent", "Percent"),
        ("isHidden", "Is Hidden"),
        ("clipsToBounds", "Clips To Bounds"),
        ("backgroundURL", "Background URL"),
        ("URLString", "URL String"),
        ("leftCapWidth", "Left Cap Width"),
        ("inset2x", "Inset 2x"),
        ("corner_radius", "Corner Radius"),
        ("x", "X"),
        ("MyProgressBar", "My Progress Bar"),
        ("HTTPRequest2Handler", "HTTP Request 2 Handler"),
        ("", ""),
        ("größeWert", "Größe Wert"),
        ("ÜberURL2x", "Über URL 2x"),
        // A character of two kinds: "Ⅻ" is a capital and a number, "ª" both cases.
        ("ⅫA", "Ⅻ A"),
        ("ªΣAb", "ª Σ Ab"),
        ("rangeⅫ", "Range Ⅻ"),
    ])
    func derivedLabels(name: String, label: String) {
        #expect(AttributeLabel.derive(from: name) == label)
    }
}

@Suite("Suggestions")
struct SuggestionTests {
    @Test(
        arguments: [
            ("precent", "percent"),
            ("Percent", "percent"),
            ("barcolor", "barColor"),
            ("barColour", "barColor"),
            ("zzz", nil),
            ("colr", "color"),
            ("stars", "maxStars"),
            ("bar", nil),
        ] as [(String, String?)])
    func closest(typed: String, expected: String?) {
        let names = ["percent", "color", "barColor", "barBgColor", "maxStars"]
        #expect(Suggestion.closest(to: typed, in: names) == expected)
    }
}
