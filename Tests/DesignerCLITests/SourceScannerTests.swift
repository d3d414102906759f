import DesignerCore
import Inspectable
import Testing

/// Reading the `@IBDesignable` classes and `@IBInspectable` properties of Swift and
/// Objective-C sources.
@Suite("Source scanner")
struct SourceScannerTests {
    private func scan(_ text: String, path: String = "View.swift") -> SourceDeclarations {
        SourceScanFixtures.scan(text, path: path)
    }

    /// The names and types of a class's own properties.
    private func properties(_ declarations: SourceDeclarations, _ name: String) -> [String] {
        declarations.declaredClass(named: name)?.properties.map { "\($0.name): \($0.type)" } ?? []
    }

    @Test func theSeedsProgressBarIsDesignableWithItsFourProperties() throws {
        let declarations = scan(SourceScanFixtures.myProgressBar, path: "MyProgressBar.swift")
        let bar = try #require(declarations.declaredClass(named: "MyProgressBar"))
        #expect(bar.isDesignable)
        #expect(bar.superclass == "UIView")
        #expect((bar.path, bar.line, bar.column) == ("MyProgressBar.swift", 3, 21))
        #expect(declarations.classes.map(\.name) == ["MyProgressBar"])
        #expect(declarations.problems == [])
        let properties = bar.properties
        #expect(properties.map(\.name) == ["percent", "color", "barColor", "barBgColor"])
        #expect(properties.map(\.type) == [.int, .color, .color, .color])
        #expect(properties.allSatisfy { !$0.isOptional && $0.declaringType == "MyProgressBar" })
        #expect(try Int(json: #require(properties[0].defaultValue)) == 0)
        #expect(try Color(json: #require(properties[1].defaultValue)) == .white)
        #expect(try Color(json: #require(properties[2].defaultValue)) == .orange)
        #expect(try Color(json: #require(properties[3].defaultValue)) == .lightGray)
        #expect(
            properties.map(\.defaultValue) == [
                .number(JSONNumber(0)), .string("white"), .string("orange"), .string("lightGray"),
            ])
        // The line and column of each name: after a comment in Chinese, columns count characters.
        #expect(properties.map { "\($0.line):\($0.column)" } == ["12:24", "25:24", "32:24", "39:24"])
    }
}
