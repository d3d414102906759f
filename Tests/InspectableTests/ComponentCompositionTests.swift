import DesignerCore
import Inspectable
import ProgressBars
import Testing

/// Inherits MyProgressBar's attributes by embedding it, and keeps a property that is no attribute.
struct FancyBar: Component {
    @Inspectable(description: "Draws a glow around the bar.") var glow: Bool = false
    var bar = MyProgressBar()
    var history: [Int] = [1, 2]
    var caption: String? = "fancy"
}

@Suite("Composition")
struct ComponentCompositionTests {
    let registry = try! ComponentRegistry([MyProgressBar.self, FancyBar.self])

    @Test func anEmbeddedComponentIsAnInheritedSection() throws {
        let fancy = try #require(registry.componentClass(named: "FancyBar"))
        #expect(fancy.sections.map(\.title) == ["Fancy Bar", "My Progress Bar", "View"])
        #expect(fancy.sections.map(\.className) == ["FancyBar", "MyProgressBar", "View"])
        #expect(fancy.attribute(named: "percent")?.className == "MyProgressBar")
        #expect(fancy.title == "Fancy Bar")
    }

    @Test func embeddedAttributesAreBuiltIntoTheEmbeddedComponent() throws {
        let fancy = try #require(registry.componentClass(named: "FancyBar"))
        var configuration = fancy.defaults
        try configuration.set("percent", text: "60")
        try configuration.set("glow", text: "true")
        try configuration.set("alpha", text: "0.5")
        let instance = try configuration.instantiate()
        let built = try #require(instance.component as? FancyBar)
        #expect(built.glow)
        #expect(built.bar.percent == 60)
        #expect(built.bar.barColor == .orange)
        #expect(built.history == [1, 2])
        #expect(built.caption == "fancy")
        #expect(instance.view.alpha == 0.5)
    }

    @Test func aPlainViewIsItsOwnComponent() throws {
        let view = try #require(registry.componentClass(named: "View"))
        var configuration = view.defaults
        try configuration.set("backgroundColor", text: "white")
        let instance = try configuration.instantiate()
        #expect(instance.view.backgroundColor == .white)
        #expect((instance.component as? View)?.backgroundColor == .white)
    }

    @Test func componentsAreNotDecodableByOtherDecoders() {
        struct EmptyDecoder: Decoder {
            var codingPath: [any CodingKey] { [] }
            var userInfo: [CodingUserInfoKey: Any] { [:] }
            func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "empty"))
            }
            func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "empty"))
            }
            func singleValueContainer() throws -> any SingleValueDecodingContainer {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "empty"))
            }
        }
        #expect(throws: DecodingError.self) { try Inspectable<Int>(from: EmptyDecoder()) }
    }
}
