import DesignerCore
import Inspectable
import ProgressBars
import Testing

@Suite("Color")
struct ColorTests {
    /// A named color and UIKit's component values for it, in 0...1.
    struct Named: Sendable, CustomTestStringConvertible {
        let name: String
        let components: [Double]
        var testDescription: String { name }
    }

    @Test(arguments: [
        Named(name: "black", components: [0, 0, 0, 1]),
        Named(name: "darkGray", components: [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]),
        Named(name: "lightGray", components: [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]),
        Named(name: "white", components: [1, 1, 1, 1]),
        Named(name: "gray", components: [0.5, 0.5, 0.5, 1]),
        Named(name: "red", components: [1, 0, 0, 1]),
        Named(name: "green", components: [0, 1, 0, 1]),
        Named(name: "blue", components: [0, 0, 1, 1]),
        Named(name: "cyan", components: [0, 1, 1, 1]),
        Named(name: "yellow", components: [1, 1, 0, 1]),
        Named(name: "magenta", components: [1, 0, 1, 1]),
        Named(name: "orange", components: [1, 0.5, 0, 1]),
        Named(name: "purple", components: [0.5, 0, 0.5, 1]),
        Named(name: "brown", components: [0.6, 0.4, 0.2, 1]),
        Named(name: "clear", components: [0, 0, 0, 0]),
    ])
    func namedColorsHaveUIKitValues(named: Named) throws {
        let color = try Color(text: named.name)
        #expect([color.red, color.green, color.blue, color.alpha] == named.components)
        #expect(color.name == named.name)
    }

    @Test(arguments: [
        ("#FF9500", "#FF9500"),
        ("#ff9500", "#FF9500"),
        ("#F90", "#FF9900"),
        ("#F908", "#FF990088"),
        ("#FF950080", "#FF950080"),
        ("#FF9500FF", "#FF9500"),
        (" #FF9500\t", "#FF9500"),
        ("#F90\r\n", "#FF9900"),
        ("\r\n #ff950080 \r\n", "#FF950080"),
        ("rgb(255, 149, 0)", "#FF9500"),
        ("rgb(255,149,0)", "#FF9500"),
        ("RGB(255 149 0)", "#FF9500"),
        ("rgba(255, 149, 0, 0.5)", "rgba(255, 149, 0, 0.5)"),
        ("rgba(255, 149, 0, 0.2)", "#FF950033"),
        ("rgb(255 149 0 / 50%)", "rgba(255, 149, 0, 0.5)"),
        ("rgb(100%, 50%, 0%)", "orange"),
        ("rgb(255, 127.5, 1)", "rgb(255, 127.5, 1)"),
        ("rgb(0.5, 0, 0)", "rgb(0.5, 0, 0)"),
        ("orange", "orange"),
        ("Orange", "orange"),
        ("lightgray", "#AAAAAA"),
        ("darkGray", "#555555"),
        ("gray", "gray"),
        ("purple", "purple"),
        ("brown", "#996633"),
        ("clear", "#00000000"),
        (" #FF9500 ", "#FF9500"),
        // Fullwidth digits are hex digits, as `Character.hexDigitValue` reads them.
        ("#\u{FF26}\u{FF26}9500", "#FF9500"),
    ])
    func textForms(text: String, canonical: String) throws {
        #expect(try Color(text: text).text == canonical)
    }

    @Test(arguments: [
        ("#12", "'#12' is not a color; a hex color has 3, 4, 6 or 8 digits, not 2"),
        ("#GG0000", "'#GG0000' is not a color; 'G' is not a hex digit"),
        ("#", "'#' is not a color; a hex color has 3, 4, 6 or 8 digits, not 0"),
        ("#FF95001234", "'#FF95001234' is not a color; a hex color has 3, 4, 6 or 8 digits, not 10"),
        ("#FF9\u{FF27}00", "'#FF9\u{FF27}00' is not a color; '\u{FF27}' is not a hex digit"),
        ("rgb(255, 0)", "'rgb(255, 0)' is not a color; rgb() takes 3 channels and an optional alpha, not 2 values"),
        ("rgb(300, 0, 0)", "'rgb(300, 0, 0)' is not a color; red 300 is outside 0...255"),
        ("rgb(0, -1, 0)", "'rgb(0, -1, 0)' is not a color; green -1 is outside 0...255"),
        ("rgb(0, 0, x)", "'rgb(0, 0, x)' is not a color; blue 'x' is not a number"),
        ("rgba(0, 0, 0, 2)", "'rgba(0, 0, 0, 2)' is not a color; alpha 2 is outside 0...1"),
        ("rgb(0, 0, 0, 150%)", "'rgb(0, 0, 0, 150%)' is not a color; alpha 150% is outside 0%...100%"),
        ("rgb(nan, 0, 0)", "'rgb(nan, 0, 0)' is not a color; red 'nan' is not a number"),
        ("rgb 0 0 0", "'rgb 0 0 0' is not a color; write rgb(r, g, b) or rgba(r, g, b, a)"),
        ("ornage", "'ornage' is not a color; did you mean 'orange'?"),
        ("lightGrey", "'lightGrey' is not a color; did you mean 'lightGray'?"),
        (
            "chartreuse",
            "'chartreuse' is not a color; expected #RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a), light-dark(light, dark) or a UIKit color name such as 'orange' or 'systemOrange'"
        ),
        (
            "",
            "'' is not a color; expected #RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a), light-dark(light, dark) or a UIKit color name such as 'orange' or 'systemOrange'"
        ),
    ])
    func invalidText(text: String, message: String) {
        #expect(throws: ValueError.self) { try Color(text: text) }
        do {
            _ = try Color(text: text)
        } catch {
            #expect(error.description == message)
        }
    }

    /// Every color the canonical text can express reads back exactly, including channels
    /// between two 8-bit steps and arbitrary alphas.
    @Test(arguments: [
        Color.orange, .gray, .purple, .darkGray, .lightGray, .brown, .clear,
        Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.7),
        Color(red255: 12.25, green255: 0, blue255: 255, alpha: 1.0 / 3),
        Color(red255: 1, green255: 2, blue255: 3, alpha: 4.0 / 255),
    ])
    func exactRoundTrips(color: Color) throws {
        #expect(try Color(text: color.text) == color)
        #expect(try Color(json: color.json) == color)
    }

    @Test func eightBitChannelsRoundToNearest() {
        #expect(Color.orange.rgba8 == (255, 128, 0, 255))
        #expect(Color.darkGray.rgba8 == (85, 85, 85, 255))
        #expect(Color.clear.rgba8 == (0, 0, 0, 0))
    }

    @Test func channelsOutsideTheirRangeAreClampedInCode() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: 5)
        #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }
}

/// A color is copied as plain values, without reference counting (renderers copy millions), and
/// a system color still knows its name.
@Test func aColorIsPlainValuesAndASystemColorKeepsItsName() throws {
    #expect(_isPOD(Color.self))
    for color in Color.systemColors {
        #expect(!color.text.hasPrefix("#") && !color.text.hasPrefix("light-dark"), "\(color.text)")
        #expect(try Color(text: color.text) == color)
    }
    #expect(Color.systemOrange.withAlpha(0.5).text == "rgba(systemOrange, 0.5)")
}
