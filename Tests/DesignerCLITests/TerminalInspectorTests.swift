import DesignerCore
import Inspectable
import Rendering
import Testing

@testable import DesignerCLI

/// The terminal front end of the inspector draws the one inspector model, as `inspect` does.
@Suite("Terminal inspector")
struct TerminalInspectorTests {
    private func resolved(_ text: String) throws -> ResolvedDocument {
        let document = try #require(Document.read(SourceText(name: "t.json", text: text)).document)
        return ResolvedDocument(document, registry: .shipped, unknownClass: .warning)
    }

    @Test func theListMarksInvalidValuesDefaultsAndAnimations() throws {
        let document = try resolved(
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"progress": "half", "cornerRadius": 4, "alpha": 5}}"#
        )
        var inspector = TerminalInspector()
        let lines = inspector.list(in: document, width: 80, rows: 40, colors: .none)
        #expect(lines.first == "Custom Progress")
        #expect(lines[1] == "▸ Progress          \"half\"  0...1  invalid  animates")
        #expect(lines.contains("  Corner Radius     4  0..."))
        #expect(lines.contains("  Alpha             1  0...1  clamped"))
        #expect(lines.contains("  Border Width      0  0...  default"))
        // Typing over a value that cannot be used starts from what the document writes.
        #expect(inspector.handle(.enter, in: document) == .none)
        #expect(inspector.typed == "half")
    }

    @Test func keysBecomeIntentsOfTheSession() throws {
        let document = try resolved(
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"percent": 50}}"#
        )
        var inspector = TerminalInspector()
        guard case .write(let edit) = inspector.handle(.shiftRight, in: document) else {
            Issue.record("no edit")
            return
        }
        #expect(edit.attribute == "percent" && edit.value == .number(JSONNumber(60)))
        #expect(inspector.handle(.enter, in: document) == .none)
        #expect(inspector.typed == "50")
        _ = inspector.handle(.character("7"), in: document)
        #expect(inspector.status(in: document) == "percent = 507  ⚠ 507 is outside 0...100; using 100")
        #expect(inspector.handle(.escape, in: document) == .none && inspector.typed == nil)
        #expect(inspector.handle(.character("q"), in: document) == .quit)
    }

    @Test func aSwitchesTheAppearanceAndTheSwatchesFollowIt() throws {
        let document = try resolved(
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"barColor": "systemOrange"}}"#
        )
        var inspector = TerminalInspector()
        #expect(inspector.handle(.character("a"), in: document) == .switchAppearance)
        // The swatch is the color as the picture draws it; the value is the name the file holds.
        let light = inspector.list(in: document, width: 80, rows: 40, colors: .trueColor, appearance: .light)
        let dark = inspector.list(in: document, width: 80, rows: 40, colors: .trueColor, appearance: .dark)
        let swatch = { (lines: [String]) in lines.first { $0.contains("systemOrange") } ?? "" }
        #expect(swatch(light).contains(ANSIColor.select(.systemOrange.resolved(for: .light), .trueColor)))
        #expect(swatch(dark).contains(ANSIColor.select(.systemOrange.resolved(for: .dark), .trueColor)))
        // The keys fit the 80 columns edit works in, and say what `a` switches to.
        for appearance in Appearance.allCases {
            let help = inspector.help(appearance: appearance)
            #expect(help.columns <= 80, "\(help)")
            #expect(help.contains("a \(appearance == .light ? "dark" : "light")  q quit"))
        }
        // While typing, `a` is a letter of the value.
        #expect(inspector.handle(.enter, in: document) == .none)
        #expect(inspector.handle(.character("a"), in: document) == .none)
        #expect(inspector.typed?.hasSuffix("a") == true)
    }
}
