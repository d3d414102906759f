import DesignerCore
import Foundation
import Inspectable
import Rendering
import Testing

@testable import DesignerCLI

/// A component with groups declared apart and descriptions, one of them long.
private struct Ticket: Component {
    @Inspectable(description: "The ticket's title.") var title = "Ticket"
    @Inspectable(
        range: 0...20,
        description:
            "How far the glow spreads around the ticket, in points; a large radius makes a soft glow that reaches the views beside it.",
        group: "Glow")
    var glowRadius = 4.0
    @Inspectable var fillColor = Color.white
    @Inspectable(group: "Glow") var glowColor = Color.black
}

/// `group:` and `description:` where people look: `inspect`, `edit` and `serve`.
@Suite("Inspector groups and descriptions")
struct InspectorGroupsTests {
    static let registry = try! ComponentRegistry([Ticket.self])
    static let document =
        #"{"id": "t", "class": "Ticket", "frame": {"x": 0, "y": 0, "width": 100, "height": 40}, "attributes": {"glowColor": "red"}}"#

    @Test func inspectShowsEachGroupUnderItsTitleWhereItsFirstAttributeIs() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        let run = sandbox.runInProcess(["inspect"], registry: Self.registry)
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                """
                Ticket 't' (root), frame 0,0,100,40
                  Ticket
                    Title             title            String  Ticket     default
                    Glow
                      Glow Radius     glowRadius       Double  4          default  0...20
                      Glow Color      glowColor        Color   #FF0000
                    Fill Color        fillColor        Color   #FFFFFF    default
                  View
                    Background Color  backgroundColor  Color   #00000000  default

                """), "\(run)")
        // The JSON keeps declaration order, and says each attribute's group and description.
        let json = sandbox.runInProcess(["inspect", "--json"], registry: Self.registry)
        #expect(json.stdout.contains(#"{"name": "glowRadius", "#))
        #expect(json.stdout.contains(#""group": "Glow", "description": "How far the glow spreads"#))
        #expect(json.stdout.contains(#""name": "fillColor", "#) && json.stdout.contains(#""group": null"#))
    }

    @Test(arguments: [(nil, 80), (60, 60)] as [(Int?, Int)])
    func descriptionsAreWrappedBeneathTheirRows(terminal: Int?, width: Int) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        var context = CommandContext(registry: Self.registry, terminalColumns: terminal)
        #expect(sandbox.runInProcess(["inspect", "--descriptions"], context: &context) == 0)
        let lines = ((context.output as? StringSink)?.text ?? "").split(separator: "\n").map(String.init)
        let title = try #require(lines.firstIndex { $0.hasPrefix("    Title ") })
        #expect(lines[title + 1] == "      The ticket's title.")
        // A row without a description has no line beneath it.
        #expect(lines[title + 2] == "    Glow")
        let radius = try #require(lines.firstIndex { $0.hasPrefix("      Glow Radius ") })
        let wrapped = lines[(radius + 1)...].prefix { $0.hasPrefix("        ") && !$0.hasPrefix("         ") }
        #expect(wrapped.count >= 2, "\(lines)")
        #expect(wrapped.allSatisfy { $0.count <= width }, "\(wrapped)")
        #expect(
            wrapped.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                == "How far the glow spreads around the ticket, in points; a large radius makes a soft glow that reaches the views beside it."
        )
        // Without the flag, the rows stand alone.
        let plain = sandbox.runInProcess(["inspect"], registry: Self.registry)
        #expect(!plain.stdout.contains("The ticket's title."))
    }

    @Test func editShowsGroupsStepsThroughThemAsShownAndSaysWhatTheSelectedRowDoes() throws {
        let reading = Document.read(SourceText(name: "t.json", text: Self.document))
        let document = ResolvedDocument(try #require(reading.document), registry: Self.registry, unknownClass: .warning)
        var inspector = TerminalInspector()
        let lines = inspector.list(in: document, width: 80, rows: 8, colors: .none)
        #expect(
            lines == [
                "Ticket",
                "▸ Title             Ticket  default",
                "  Glow",
                "    Glow Radius     4  0...20  default",
                "    Glow Color      #FF0000",
                "  Fill Color        #FFFFFF  default",
                "View",
                "  Background Color  #00000000  default",
            ])
        #expect(inspector.status(in: document) == "Title: The ticket's title.")
        _ = inspector.handle(.down, in: document)
        #expect(inspector.status(in: document)?.hasPrefix("Glow Radius: How far the glow spreads") == true)
        // Down goes to the row shown next: the group's second attribute, not the one declared next.
        _ = inspector.handle(.down, in: document)
        #expect(inspector.session.selectedAttribute(in: document)?.name == "glowColor")
        #expect(inspector.status(in: document) == nil)
        // While a value is typed, the line says whether it is valid instead.
        _ = inspector.handle(.up, in: document)
        _ = inspector.handle(.enter, in: document)
        #expect(inspector.status(in: document) == "glowRadius = 4  ✓ Enter saves, Esc cancels")
    }

    @Test func servesPageIsGivenEachAttributesGroupInTheOrderShown() throws {
        let sandbox = try Sandbox()
        try sandbox.write("t.json", Self.document)
        let parts = CommandParts(CommandContext(registry: Self.registry, workingDirectory: sandbox.path))
        let state = parts.inspector(parts.live("t.json")).state(
            selection: .init(index: 0, id: nil), canvas: .init(appearance: .light))
        guard case .object(let root) = state, case .object(let selected)? = root["selected"],
            case .array(let sections)? = selected["sections"], case .object(let first)? = sections.first,
            case .array(let attributes)? = first["attributes"]
        else {
            Issue.record("no sections in \(state.serialized)")
            return
        }
        let shown = attributes.compactMap { attribute -> String? in
            guard case .object(let object) = attribute, case .string(let name)? = object["name"] else { return nil }
            if case .string(let group)? = object["group"] { return group + "." + name }
            return name
        }
        #expect(shown == ["title", "Glow.glowRadius", "Glow.glowColor", "fillColor"])
    }
}
