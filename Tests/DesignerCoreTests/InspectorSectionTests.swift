import Inspectable
import Testing

@testable import DesignerCore

/// A component whose groups are declared apart from one another, among attributes of no group.
private struct Card: Component {
    @Inspectable var title = "Card"
    @Inspectable(group: "Glow") var glowRadius = 0.0
    @Inspectable var fillColor = Color.white
    @Inspectable(group: "Border") var borderStyle = "solid"
    @Inspectable(group: "Glow") var glowColor = Color.black
    @Inspectable var subtitle = ""
    @Inspectable(group: "Border") var borderInset = 0.0
    @Inspectable(group: " ") var note = ""
}

/// The groups of a section, as every inspector shows them.
@Suite("Inspector sections")
struct InspectorSectionTests {
    static let registry = try! ComponentRegistry([Card.self])

    /// Each section's groups as "Title: names" (no title for attributes of no group).
    private func groups(_ className: String) throws -> [[String]] {
        let componentClass = try #require(Self.registry.componentClass(named: className))
        return InspectorSection.sections(of: componentClass).map { section in
            section.groups.map { group in
                (group.title.map { $0 + ": " } ?? "") + group.rows.map(\.attribute.name).joined(separator: " ")
            }
        }
    }

    @Test func aGroupIsShownTogetherWhereItsFirstAttributeIsDeclared() throws {
        let sections = try groups("Card")
        #expect(
            sections.first == [
                "title", "Glow: glowRadius glowColor", "fillColor", "Border: borderStyle borderInset", "subtitle note",
            ])
        // View declares no group: its section is one run, in declaration order.
        let view = try #require(Self.registry.componentClass(named: "View")).attributes.map(\.name)
        #expect(sections.last == [view.joined(separator: " ")])
    }

    @Test func eachRowKeepsItsPositionInTheClassSoItsEntryIsItsOwn() throws {
        let componentClass = try #require(Self.registry.componentClass(named: "Card"))
        for section in InspectorSection.sections(of: componentClass) {
            for row in section.groups.flatMap(\.rows) {
                #expect(componentClass.attributes[row.position].name == row.attribute.name)
            }
        }
        // The view's attributes are listed as shown, which is the order the editors step through.
        let reading = Document.read(
            SourceText(
                name: "t.json",
                text:
                    #"{"class": "Card", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "attributes": {"glowColor": "red"}}"#
            ))
        let document = ResolvedDocument(
            try #require(reading.document), registry: Self.registry, unknownClass: .warning)
        let inspected = InspectedView(document.root)
        #expect(
            inspected.attributes.prefix(7).map(\.name) == [
                "title", "glowRadius", "glowColor", "fillColor", "borderStyle", "borderInset", "subtitle",
            ])
        let position = try #require(componentClass.attributes.firstIndex { $0.name == "glowColor" })
        #expect(inspected.entry(at: position).state == .set)
    }
}
