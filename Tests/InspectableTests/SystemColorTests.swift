import DesignerCore
import Inspectable
import Testing

@Suite("System colors")
struct SystemColorTests {
    /// A system color and the values Apple publishes for it, as hex with an alpha.
    struct Published: Sendable, CustomTestStringConvertible {
        let name: String
        let light: (hex: String, alpha: Double)
        let dark: (hex: String, alpha: Double)
        var testDescription: String { name }

        init(_ name: String, _ light: String, _ dark: String, alpha: Double = 1, darkAlpha: Double? = nil) {
            self.name = name
            self.light = (light, alpha)
            self.dark = (dark, darkAlpha ?? alpha)
        }
    }

    /// Written from Apple's published values, apart from the table in the library.
    static let published: [Published] = [
        Published("systemRed", "FF3B30", "FF453A"),
        Published("systemOrange", "FF9500", "FF9F0A"),
        Published("systemYellow", "FFCC00", "FFD60A"),
        Published("systemGreen", "34C759", "30D158"),
        Published("systemMint", "00C7BE", "66D4CF"),
        Published("systemTeal", "30B0C7", "40C8E0"),
        Published("systemCyan", "32ADE6", "64D2FF"),
        Published("systemBlue", "007AFF", "0A84FF"),
        Published("systemIndigo", "5856D6", "5E5CE6"),
        Published("systemPurple", "AF52DE", "BF5AF2"),
        Published("systemPink", "FF2D55", "FF375F"),
        Published("systemBrown", "A2845E", "AC8E68"),
        Published("systemGray", "8E8E93", "8E8E93"),
        Published("systemGray2", "AEAEB2", "636366"),
        Published("systemGray3", "C7C7CC", "48484A"),
        Published("systemGray4", "D1D1D6", "3A3A3C"),
        Published("systemGray5", "E5E5EA", "2C2C2E"),
        Published("systemGray6", "F2F2F7", "1C1C1E"),
        Published("label", "000000", "FFFFFF"),
        Published("secondaryLabel", "3C3C43", "EBEBF5", alpha: 0.6),
        Published("tertiaryLabel", "3C3C43", "EBEBF5", alpha: 0.3),
        Published("quaternaryLabel", "3C3C43", "EBEBF5", alpha: 0.18, darkAlpha: 0.16),
        Published("systemFill", "787880", "787880", alpha: 0.2, darkAlpha: 0.36),
        Published("secondarySystemFill", "787880", "787880", alpha: 0.16, darkAlpha: 0.32),
        Published("tertiarySystemFill", "767680", "767680", alpha: 0.12, darkAlpha: 0.24),
        Published("quaternarySystemFill", "747480", "767680", alpha: 0.08, darkAlpha: 0.18),
        Published("placeholderText", "3C3C43", "EBEBF5", alpha: 0.3),
        Published("systemBackground", "FFFFFF", "000000"),
        Published("secondarySystemBackground", "F2F2F7", "1C1C1E"),
        Published("tertiarySystemBackground", "FFFFFF", "2C2C2E"),
        Published("systemGroupedBackground", "F2F2F7", "000000"),
        Published("secondarySystemGroupedBackground", "FFFFFF", "1C1C1E"),
        Published("tertiarySystemGroupedBackground", "F2F2F7", "2C2C2E"),
        Published("separator", "3C3C43", "545458", alpha: 0.29, darkAlpha: 0.6),
        Published("opaqueSeparator", "C6C6C8", "38383A"),
        Published("link", "007AFF", "0984FF"),
        Published("lightText", "FFFFFF", "FFFFFF", alpha: 0.6),
        Published("darkText", "000000", "000000"),
        Published("tintColor", "007AFF", "0A84FF"),
    ]

    /// The channels of `#RRGGBB` on the 0...255 scale.
    private func channels(_ hex: String) throws -> [Double] {
        let value = try #require(UInt32(hex, radix: 16))
        return [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF].map(Double.init)
    }

    @Test(arguments: published)
    func systemColorsHaveUIKitsLightAndDarkValues(published: Published) throws {
        let color = try Color(text: published.name)
        for (appearance, expected) in [(Appearance.light, published.light), (.dark, published.dark)] {
            let rgb = try channels(expected.hex)
            // Equal to a color of fixed values: the resolved color has no system name either.
            #expect(
                color.resolved(for: appearance)
                    == Color(red255: rgb[0], green255: rgb[1], blue255: rgb[2], alpha: expected.alpha),
                "\(appearance)")
        }
        #expect(color.text == published.name)
        #expect(color.name == published.name)
        #expect(color.isDynamic == (published.light != published.dark))
    }

    @Test func theLibraryHasEveryPublishedColorAndNoOther() {
        #expect(Color.systemColors.map(\.text) == Self.published.map(\.name))
    }

    @Test(arguments: [
        (Color.systemOrange, "systemOrange"), (.systemBlue, "systemBlue"), (.label, "label"),
        (.secondaryLabel, "secondaryLabel"), (.systemBackground, "systemBackground"), (.separator, "separator"),
        (.tintColor, "tintColor"), (.tint, "tintColor"), (.systemGray6, "systemGray6"),
    ])
    func staticMembersAreTheColorsOfTheirNames(color: Color, name: String) throws {
        #expect(color == (try Color(text: name)))
        #expect(color.text == name)
    }

    @Test(arguments: [
        ("systemOrange", "systemOrange"),
        ("SYSTEMORANGE", "systemOrange"),
        (" label ", "label"),
        ("tint", "tintColor"),
        ("rgba(label, 0.5)", "rgba(label, 0.5)"),
        ("rgb(label / 50%)", "rgba(label, 0.5)"),
        ("rgba(secondaryLabel, 0.6)", "secondaryLabel"),
        ("rgba(separator, 0.29)", "rgba(separator, 0.29)"),
        ("rgba(systemGray, 25%)", "rgba(systemGray, 0.25)"),
        ("rgba(orange, 0.5)", "rgba(255, 127.5, 0, 0.5)"),
        ("rgba(#FF9500, 0.2)", "#FF950033"),
        ("light-dark(#FFF, #000)", "light-dark(#FFFFFF, #000000)"),
        ("LIGHT-DARK(white, white)", "#FFFFFF"),
        ("light-dark(systemRed, systemBlue)", "light-dark(#FF3B30, #0A84FF)"),
        ("light-dark(rgb(255, 0, 0), rgba(0, 0, 0, 0.5))", "light-dark(#FF0000, rgba(0, 0, 0, 0.5))"),
        ("light-dark(label, label)", "light-dark(#000000, #FFFFFF)"),
    ])
    func textForms(text: String, canonical: String) throws {
        let color = try Color(text: text)
        #expect(color.text == canonical)
        #expect(try Color(text: canonical) == color)
    }

    @Test(arguments: [
        ("systemOrnage", "'systemOrnage' is not a color; did you mean 'systemOrange'?"),
        ("secondaryLable", "'secondaryLable' is not a color; did you mean 'secondaryLabel'?"),
        ("background", "'background' is not a color; did you mean 'systemBackground'?"),
        ("groupedBackground", "'groupedBackground' is not a color; did you mean 'systemGroupedBackground'?"),
        ("mint", "'mint' is not a color; did you mean 'systemMint'?"),
        ("gray7", "'gray7' is not a color; did you mean 'gray'?"),
        ("rgba(labl, 0.5)", "'rgba(labl, 0.5)' is not a color; did you mean 'label'?"),
        (
            "rgba(nothing, 0.5)",
            "'rgba(nothing, 0.5)' is not a color; 'nothing' is not a color name, such as 'systemOrange'"
        ),
        ("rgba(label, 2)", "'rgba(label, 2)' is not a color; alpha 2 is outside 0...1"),
        ("rgba(label, x)", "'rgba(label, x)' is not a color; alpha 'x' is not a number"),
        ("rgba(#FF95A, 0.5)", "'rgba(#FF95A, 0.5)' is not a color; a hex color has 3, 4, 6 or 8 digits, not 5"),
        (
            "light-dark(#FFF)",
            "'light-dark(#FFF)' is not a color; light-dark() takes two colors, the light one and the dark one, not 1"
        ),
        (
            "light-dark(#FFF, #000, #111)",
            "'light-dark(#FFF, #000, #111)' is not a color; light-dark() takes two colors, the light one and the dark one, not 3"
        ),
        ("light-dark #FFF", "'light-dark #FFF' is not a color; write light-dark(light color, dark color)"),
        (
            "light-dark(light-dark(#FFF, #000), #000)",
            "'light-dark(light-dark(#FFF, #000), #000)' is not a color; the light color is another light-dark(), which it cannot be"
        ),
        (
            "light-dark(#GG0000, black)",
            "'light-dark(#GG0000, black)' is not a color; the light color '#GG0000': 'G' is not a hex digit"
        ),
        (
            "light-dark(#FFF, ornage)",
            "'light-dark(#FFF, ornage)' is not a color; the dark color 'ornage': did you mean 'orange'?"
        ),
    ])
    func invalidText(text: String, message: String) {
        #expect {
            try Color(text: text)
        } throws: { error in
            (error as? ValueError)?.description == message
        }
    }

    /// Every color, dynamic or not, reads back from its text and its JSON as the very same value.
    @Test(arguments: [
        Color.systemOrange, .label, .secondaryLabel, .separator, .tintColor, .systemGray, .lightText,
        Color.label.withAlpha(0.5), Color.separator.withAlpha(0.29), Color.systemGray.withAlpha(1.0 / 3),
        Color(light: .white, dark: Color(red255: 28, green255: 28, blue255: 30)),
        Color(light: .orange, dark: Color.purple.withAlpha(0.3)),
        Color.systemOrange.interpolated(to: .systemBlue, fraction: 0.25),
    ])
    func exactRoundTrips(color: Color) throws {
        #expect(try Color(text: color.text) == color)
        #expect(try Color(json: color.json) == color)
    }

    @Test func aDynamicColorResolvesToFixedValues() {
        let dark = Color.systemOrange.resolved(for: .dark)
        #expect(dark == Color(red255: 255, green255: 159, blue255: 10))
        #expect(dark.text == "#FF9F0A")
        #expect(Color.systemOrange.resolved(for: .light).text == "#FF9500")
        // A color of fixed values is the same in both appearances, and itself.
        #expect(Color.orange.resolved(for: .dark) == .orange)
        #expect(Color.orange.resolved(for: .dark).text == "orange")
        // The light values are the channels a dynamic color shows without an appearance.
        #expect(Color.label.rgba8 == (0, 0, 0, 255))
    }

    @Test func withAlphaKeepsADynamicColorDynamicAndNamed() {
        let half = Color.label.withAlpha(0.5)
        #expect(half.isDynamic)
        #expect(half.resolved(for: .light) == Color(white: 0, alpha: 0.5))
        #expect(half.resolved(for: .dark) == Color(white: 1, alpha: 0.5))
        #expect(half.text == "rgba(label, 0.5)")
        #expect(half.name == nil)
        // Both appearances take the alpha, as UIColor.withAlphaComponent gives them.
        #expect(Color.quaternaryLabel.withAlpha(0.4).resolved(for: .dark).alpha == 0.4)
        #expect(Color.secondaryLabel.withAlpha(0.6) == .secondaryLabel)
    }

    @Test func equalityIsOfValuesInBothAppearancesAndOfTheName() {
        #expect(Color.systemBlue != .tintColor)
        #expect(Color.tint == .tintColor)
        #expect(Color.systemBlue != Color(light: .systemBlue, dark: .systemBlue))
        #expect(Color(light: .systemBlue, dark: .systemBlue) == (try? Color(text: "light-dark(#007AFF, #0A84FF)")))
        #expect(Color.systemGray != Color(red255: 142, green255: 142, blue255: 147))
        #expect(Color.label != .black)
        #expect(Color.darkText != .black)
        #expect(Color(light: .black, dark: .black) == .black)
        #expect(Set([Color.systemBlue, .tintColor, .systemBlue, .tint]).count == 2)
    }

    @Test func aChangeBetweenDynamicColorsMovesInEachAppearance() {
        let from = Color.systemOrange
        let to = Color.systemBlue
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        let halfway = from.interpolated(to: to, fraction: 0.5)
        #expect(halfway.resolved(for: .light) == Color(red255: 127.5, green255: 135.5, blue255: 127.5))
        #expect(halfway.resolved(for: .dark) == Color(red255: 132.5, green255: 145.5, blue255: 132.5))
        // From a dynamic color to a fixed one, the fixed one is the same in both appearances.
        let toWhite = Color.label.interpolated(to: .white, fraction: 0.5)
        #expect(toWhite.resolved(for: .light) == Color(red255: 127.5, green255: 127.5, blue255: 127.5))
        #expect(toWhite.resolved(for: .dark) == .white)
    }

    /// A component author's default may be a system color, and it is written by its name.
    struct Tinted: Component {
        @Inspectable var fill: Color = .systemOrange
        @Inspectable var text: Color = .label
        @Inspectable var shade: Color = Color.separator.withAlpha(0.5)
        @Inspectable var card: Color = Color(light: .white, dark: Color(red255: 28, green255: 28, blue255: 30))
    }

    @Test func systemColorsAreDefaultsOfAttributes() throws {
        let registry = try ComponentRegistry([Tinted.self])
        let tinted = try #require(registry.componentClass(named: "Tinted"))
        #expect(
            tinted.attributes.prefix(4).map(\.defaultValue.text) == [
                "systemOrange", "label", "rgba(separator, 0.5)", "light-dark(#FFFFFF, #1C1C1E)",
            ])
    }
}
