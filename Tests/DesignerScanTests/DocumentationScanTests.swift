import Testing

@testable import designer_scan

/// The doc comments of components' `@Inspectable` properties, as designer-scan reads them in
/// sources and turns them into descriptions.
@Suite struct DocumentationScanTests {
    /// The descriptions `source` gives, as `type.property: description`.
    private func descriptions(_ source: String) -> [String] {
        var scanner = ComponentScanner()
        scanner.scan(source)
        return scanner.descriptions.flatMap { type, table in
            table.map { "\(type).\($0.property): \($0.documentation)" }
        }
    }

    /// A component whose one property has `comment` above its `@Inspectable`.
    private func component(documenting comment: String) -> String {
        """
        import Inspectable

        struct Meter: Component {
        \(comment)
            @Inspectable(range: 0...100)
            var level: Int = 30
        }
        """
    }

    @Test(
        arguments: [
            ("    /// How full, in percent.", "How full, in percent."),
            ("    /// How full the meter is,\n    /// in percent.", "How full the meter is, in percent."),
            ("    /// How full.\n    ///\n    /// In percent, whole.", "How full. In percent, whole."),
            ("    /** How full. */", "How full."),
            ("    /**\n     * How full\n     * in percent.\n     */", "How full in percent."),
            ("    /**\n       How full,\n       unstarred.\n     */", "How full, unstarred."),
            ("    /// How full.\n    ///\n    /// - Note: Clamped\n    ///   to the range.", "How full."),
            ("    /// How full.\n    /// - Parameter level: the level.\n    /// - Returns: nothing.", "How full."),
            ("    /// - Important: only this.", nil),
            ("    /// How full.\n    /// - a list item: kept", "How full. - a list item: kept"),
            ("    /// How full.\n    ///\n    ///     let code = 1\n    ///\n    /// After.", "How full. After."),
            ("    /// How full.\n    /// ```\n    /// meter.level = 3\n    /// ```", "How full."),
            ("    /// # Heading\n    /// How full, #1.", "How full, #1."),
            ("    /// \"Quoted\" \\(not) interpolated.", "\"Quoted\" \\(not) interpolated."),
            ("    /// How full.\n\n    // A plain comment between.", "How full."),
            ("    // A plain comment.", nil),
            ("    //// A rule, not a doc comment.", nil),
            ("    /**/", nil),
            ("    ///", nil),
        ] as [(String, String?)])
    func aDocCommentBecomesOneParagraph(comment: String, expected: String?) {
        #expect(descriptions(component(documenting: comment)) == (expected.map { ["Meter.level: \($0)"] } ?? []))
    }

    @Test func onlyInspectablePropertiesOfComponentsAreRead() {
        let source = """
            import Inspectable

            /// A meter.
            public struct Meter: Component {
                /// Documented, inspectable.
                @Inspectable public private(set) var level: Int = 30
                /// Documented, not inspectable.
                var plain: Int = 0
                @Inspectable var undocumented: Int = 0
                /// A function's comment, not the next property's.
                func draw(in context: inout GraphicsContext) {
                    /// Inside a body.
                    @Inspectable var local = 0
                }
                @Inspectable var afterFunction: Int = 0
                /// Declared with a description too: designer prefers the declaration's.
                @Inspectable(description: "Declared.") var described: Int = 0
                struct Nested {
                    /// Of a nested type.
                    @Inspectable var nested: Int = 0
                }
                let quoted = "/// In a string."
                @Inspectable var afterString: Int = 0
            }

            struct NotAComponent {
                /// Not a component's.
                @Inspectable var other: Int = 0
            }
            """
        #expect(
            descriptions(source) == [
                "Meter.level: Documented, inspectable.",
                "Meter.described: Declared with a description too: designer prefers the declaration's.",
            ])
    }

    @Test(arguments: [
        "    static var attributeDescriptions: [String: String] { [\"level\": \"Mine.\"] }",
        "    public static let attributeDescriptions = [\"level\": \"Mine.\"]",
        "}\nextension Meter {\n    static var attributeDescriptions: [String: String] { [:] }",
    ])
    func aComponentThatDeclaresItsOwnTableGetsNone(declaration: String) {
        let source = """
            struct Meter: Component {
                /// How full.
                @Inspectable var level: Int = 30
            \(declaration)
            }
            struct Dial: Component {
                /// How far round.
                @Inspectable var angle: Double = 0
            }
            """
        #expect(descriptions(source) == ["Dial.angle: How far round."])
    }

    @Test func aComponentDeclaredInAnIfBlockGetsNone() {
        let source = """
            #if DEBUG
                struct DebugMeter: Component {
                    /// Only in debug builds.
                    @Inspectable var level: Int = 0
                }
            #endif
            #if os(Linux)
                import Glibc
            #else
                import Darwin
            #endif
            struct Meter: Component {
                /// In every build.
                @Inspectable var level: Int = 0
                #if DEBUG
                    /// Debug only: a key no build without it looks up.
                    @Inspectable var extra: Int = 0
                #endif
            }
            """
        #expect(
            descriptions(source) == [
                "Meter.level: In every build.", "Meter.extra: Debug only: a key no build without it looks up.",
            ])
    }

    @Test func subclassesShareTheirComponentClassesTable() {
        var scanner = ComponentScanner()
        scanner.scan(
            """
            class Dial: Component, @unchecked Sendable {
                /// How far round.
                @Inspectable var angle: Double = 0
                required init() {}
            }
            """)
        scanner.scan(
            """
            final class Knob: Dial, @unchecked Sendable {
                /// How big the knob is.
                @Inspectable var radius: Double = 10
                /// The knob's own angle, a name its superclass uses.
                @Inspectable var angle2: Double = 0
            }
            class Unrelated: NSObject {
                /// Not a component's.
                @Inspectable var value: Int = 0
            }
            """)
        #expect(scanner.components == ["Dial", "Knob"])
        #expect(scanner.descriptions.map(\.type) == ["Dial"])
        #expect(scanner.descriptions.first?.byProperty.map(\.property) == ["angle", "radius", "angle2"])
    }

    @Test func componentsWithoutDocumentationGetNoExtension() {
        let file = AttributeDescriptionsFile(descriptions: []).text
        #expect(!file.contains("extension"))
        #expect(file.hasPrefix("// "))
    }

    @Test func theFileExtendsEachDocumentedComponent() {
        let file = AttributeDescriptionsFile(
            descriptions: [
                ("Meter", [("level", "How full."), ("barColor", "The bar's.")]), ("Dial", [("angle", "Round.")]),
            ]
        ).text
        #expect(
            file.hasSuffix(
                """

                extension `Meter` {
                    public static var attributeDescriptions: [String: String] {
                        [
                            "level": "How full.",
                            "barColor": "The bar's.",
                        ]
                    }
                }

                extension `Dial` {
                    public static var attributeDescriptions: [String: String] {
                        [
                            "angle": "Round.",
                        ]
                    }
                }

                """))
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"\(interpolation)"#, #""\\(interpolation)""#),
        (#"back\slash"#, #""back\\slash""#),
        ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
        ("bell\u{7}zero\u{200B}width", #""bell\u{7}zero\u{200b}width""#),
        ("héllo ✓ 🌟", #""héllo ✓ 🌟""#),
        ("\"", "\"\\\"\""),
    ])
    func stringsAreEscapedAsSwiftLiterals(text: String, literal: String) {
        #expect(AttributeDescriptionsFile.literal(text) == literal)
    }
}
