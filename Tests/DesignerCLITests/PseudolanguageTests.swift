import DesignerCore
import Foundation
import Graphics
import Testing

@testable import DesignerCLI

/// `--pseudo`: Xcode's pseudolanguages applied to the strings of an Interface Builder document as
/// it is read, each where it was written.
@Suite("Pseudolanguages")
struct PseudolanguageTests {
    @Test func eachLanguageChangesAString() {
        #expect(Pseudolanguage.double.apply(to: "Sign in") == "Sign in Sign in")
        #expect(Pseudolanguage.double.apply(to: "") == "")
        #expect(Pseudolanguage.bounded.apply(to: "Sign in") == "[# Sign in #]")
        #expect(Pseudolanguage.accented.apply(to: "Sign in") == "Šíğñ íñ")
        // A document's character references stay whole.
        #expect(Pseudolanguage.accented.apply(to: "Tom &amp; Jerry&#10;") == "Ţöɱ &amp; Ĵéřřý&#10;")
        // Right to left keeps the strings as written; it mirrors the layout.
        #expect(Pseudolanguage.rtl.apply(to: "Sign in") == "Sign in")
        #expect(Pseudolanguage.rtl.layoutDirection == .rightToLeft)
        #expect(Pseudolanguage.double.layoutDirection == .leftToRight)
    }

    /// A label and a button title, a `<string>` of several lines, an accessibility label: each
    /// changed where it is, every line keeping its number; the rest of the document as written.
    @Test func aDocumentKeepsItsLinesAndTheRest() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <label text="Hello" id="lab-el">
                        <accessibility key="accessibilityConfiguration" label="Greeting"/>
                    </label>
                    <button id="but-on"><state key="normal" title="Go"/></button>
                    <label id="two"><string key="text">Two
            lines</string></label>
                </objects>
            </document>

            """
        let source = SourceText(name: "A.xib", bytes: Array(text.utf8))
        let doubled = String(decoding: Pseudolanguage.double.apply(toDocument: source).bytes, as: UTF8.self)
        #expect(doubled.contains(#"text="Hello Hello" id="lab-el""#))
        #expect(doubled.contains(#"label="Greeting Greeting""#))
        #expect(doubled.contains(#"title="Go Go""#))
        #expect(doubled.contains("Two\nlines Two\nlines</string>"))
        #expect(doubled.split(separator: "\n").count == text.split(separator: "\n").count + 1)
        let json = SourceText(name: "a.json", bytes: Array(#"{"class": "UILabel", "attributes": {"text": "Hi"}}"#.utf8))
        #expect(Pseudolanguage.double.apply(toDocument: json).bytes == json.bytes)
        #expect(Pseudolanguage.rtl.apply(toDocument: source).bytes == source.bytes)
    }

    /// A text that fits as written is cut off doubled, said at the same place; render draws it
    /// doubled; the file is left as it was; a language that is none is a usage error.
    @Test func renderAndAuditReadTheDocumentInIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", ContentSizeCommandTests.storyboard)
        try sandbox.write("Stacked.xib", AuditCommandTests.stacked)
        let plain = sandbox.runInProcess(["audit", "Stacked.xib", "--appearance", "light"])
        #expect(!plain.stderr.contains("[text-cut-off]"), "\(plain)")
        let doubled = sandbox.runInProcess(["audit", "Stacked.xib", "--appearance", "light", "--pseudo", "double"])
        let cut = doubled.stderr.split(separator: "\n").filter { $0.contains("[text-cut-off]") }
        #expect(cut.count == 1, "\(doubled)")
        #expect(cut.first?.hasPrefix("Stacked.xib:8:") == true, "\(doubled)")
        let render = sandbox.runInProcess(
            ["render", "-f", "Main.storyboard", "--format", "svg", "--pseudo", "bounded", "-o", "out.svg"])
        try #require(render.status == 0, "\(render)")
        #expect(try sandbox.read("out.svg").contains(">[# Body text #]<"))
        #expect(try sandbox.read("Main.storyboard") == ContentSizeCommandTests.storyboard)
        let bad = sandbox.runInProcess(["render", "-f", "Main.storyboard", "--pseudo", "klingon"])
        #expect(bad.status == 64 && bad.stderr.contains("'klingon' is not a pseudolanguage"), "\(bad)")
    }

    /// Every letter Xcode's accented pseudolanguage writes (ƀ ƒ ɱ ƥ ǫ ṽ ẋ among them, from Latin
    /// Extended-B, IPA and Latin Extended Additional) is drawn with a glyph of Inter's own: the
    /// texts the SVG of a scene in it draws, laid out as the PNG draws them, place no replacement
    /// box.
    @Test func accentedTextDrawsNoMissingGlyph() throws {
        let sandbox = try Sandbox()
        let storyboard = ContentSizeCommandTests.storyboard
            .replacingOccurrences(of: "Body text", with: "The quick brown fox jumps over the lazy dog")
            .replacingOccurrences(of: "\"Fixed\"", with: "\"PACK MY BOX WITH FIVE DOZEN LIQUOR JUGS\"")
            .replacingOccurrences(of: "pointSize=\"17\"", with: "pointSize=\"12\"")
        try sandbox.write("Main.storyboard", storyboard)
        let render = sandbox.runInProcess(
            ["render", "-f", "Main.storyboard", "--format", "svg", "--pseudo", "accented", "-o", "out.svg"])
        try #require(render.status == 0, "\(render)")
        let texts = try sandbox.read("out.svg").components(separatedBy: "</text>").dropLast()
            .map { String($0[$0.index(after: $0.lastIndex(of: ">")!)...]) }
        // The two labels', then the status bar's time, drawn over the scene.
        let expected = [
            "Ţĥé ǫüíçķ ƀřöŵñ ƒöẋ ĵüɱƥš öṽéř ţĥé ļåžý đöğ", "ƤÅÇĶ ṀÝ ƁÖẊ ŴÍŢĤ ƑÍṼÉ ĐÖŽÉÑ ĻÍǪÜÖŘ ĴÜĞŠ", "9:41",
        ]
        #expect(texts == expected)
        let box = FontOutlines.regular.glyph(for: "\u{FFFD}").path.elements
        for text in texts {
            let layout = TextLayout(
                text, in: Rect(x: 0, y: 0, width: 1000, height: 100), font: .system(size: 17), style: TextStyle())
            let glyphs = layout.lines.flatMap(\.glyphs)
            #expect(glyphs.count == text.unicodeScalars.count)
            for glyph in glyphs where glyph.scalar != " " {
                #expect(FontOutlines.regular.hasGlyph(for: glyph.scalar), "\(glyph.scalar)")
                #expect(glyph.glyph.path.elements != box, "\(glyph.scalar)")
            }
        }
    }
}
