import Foundation
import Inspectable
import Testing

@testable import DesignerCore

/// The doc comments of `@IBInspectable` properties, read by the source scanner as their descriptions.
@Suite("Doc comments of inspectable properties") struct DocCommentTests {
    /// The documentation the scanner reads for the property `value` of the class `Card` in `members`.
    private func documentation(_ members: String, path: String) throws -> String? {
        let source =
            path.hasSuffix(".swift")
            ? "import UIKit\n\n@IBDesignable\nclass Card: UIView {\n    var before = 1\n\(members)\n}\n"
            : "@interface Card : UIView\n@property (nonatomic) NSInteger before;\n\(members)\n@end\n"
        let declarations = SourceScanFixtures.scan(source, path: path)
        let property = try #require(declarations.declaredClass(named: "Card")?.properties.first { $0.name == "value" })
        return property.documentation
    }

    @Test(
        arguments: [
            ("/// The card's value.\n@IBInspectable var value: CGFloat = 0", "The card's value."),
            (
                "/// How far round the ring is filled,\n    /// from 0 to 1.\n    ///\n    /// - Note: Values outside\n    ///   are clamped.\n    @IBInspectable var value: CGFloat = 0",
                "How far round the ring is filled, from 0 to 1."
            ),
            (
                "/**\n     * The width of the line,\n     * in points.\n     *\n     * - Parameters:\n     *   - x: none\n     */\n    @IBInspectable public var value: CGFloat = 0",
                "The width of the line, in points."
            ),
            ("/** One line. */ @IBInspectable var value: Int = 0", "One line."),
            // Attributes and modifiers come between the comment and the property.
            ("/// First.\n    @objc public @IBInspectable dynamic var value: Int = 0", "First."),
            ("/// Above a blank line.\n\n    @IBInspectable var value: Int = 0", "Above a blank line."),
            (
                "/// Text before code.\n    /// ```\n    /// let x = 1\n    /// ```\n    /// After.\n    @IBInspectable var value: Int = 0",
                "Text before code. After."
            ),
            (
                "/// Markdown *stays*, `as written`.\n@IBInspectable var value: Int = 0",
                "Markdown *stays*, `as written`."
            ),
            // No doc comment: a plain comment, a comment between, a trailing comment of the line before.
            ("// A plain comment.\n    @IBInspectable var value: Int = 0", nil),
            ("/* A plain block. */\n    @IBInspectable var value: Int = 0", nil),
            ("/// The doc.\n    // MARK: - Values\n    @IBInspectable var value: Int = 0", nil),
            ("var other = 1 /// Other's.\n    @IBInspectable var value: Int = 0", nil),
            ("/// Only markup.\n    /// - Returns: nothing\n    @IBInspectable var value: Int = 0", "Only markup."),
            ("/// - Note: nothing else.\n    @IBInspectable var value: Int = 0", nil),
            ("/// The doc.\n    @IBInspectable var value: Int = 0, next: Int = 1", "The doc."),
        ] as [(String, String?)])
    func swift(members: String, expected: String?) throws {
        #expect(try documentation(members, path: "Card.swift") == expected)
    }

    @Test(
        arguments: [
            ("/// The corner radius.\n@property (nonatomic) IBInspectable CGFloat value;", "The corner radius."),
            (
                "/**\n * @brief The fill color,\n *        below the text.\n * @param unused Nothing.\n * @see other\n */\n@property (nonatomic, strong) IBInspectable UIColor *value;",
                "The fill color, below the text."
            ),
            ("/*! The HeaderDoc way. */\n@property (nonatomic) IBInspectable BOOL value;", "The HeaderDoc way."),
            ("//! The Doxygen way.\n@property (nonatomic) IBInspectable BOOL value;", "The Doxygen way."),
            ("/// Before a pragma.\n#pragma mark - Values\n@property (nonatomic) IBInspectable BOOL value;", nil),
            ("/* Plain. */\n@property (nonatomic) IBInspectable BOOL value;", nil),
        ] as [(String, String?)])
    func objectiveC(members: String, expected: String?) throws {
        #expect(try documentation(members, path: "Card.h") == expected)
    }

    @Test func inspectShowsTheDocCommentAndWhereAnUndocumentedPropertyIsDeclared() throws {
        let sandbox = try RuntimeCheckTests.project(
            [
                "Card.swift": """
                import UIKit

                @IBDesignable
                class Card: UIView {
                    /// The radius of the card's corners,
                    /// in points.
                    @IBInspectable var radius: CGFloat = 4
                    @IBInspectable var tint: UIColor = .red
                }

                """
            ],
            document: IBFixture.xib(IBFixture.view("crd-01-aaa", className: "Card")))
        let run = sandbox.runInProcess(["inspect", "-f", "App/Login.xib", "--json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let view = try #require((json["views"] as? [[String: Any]])?.first)
        let own = try #require((view["sections"] as? [[String: Any]])?.first?["attributes"] as? [[String: Any]])
        #expect(
            own.map { $0["description"] as? String } == [
                "The radius of the card's corners, in points.", "Declared in \(sandbox.path("App/Card.swift")):8.",
            ])
    }
}
