import Inspectable
import Testing

/// The initial values of `@IBInspectable` properties, read into designer's JSON value form.

@testable import DesignerCore
@Suite("Source scanner default values")
struct SourceScanValueTests {
    /// A declaration in a class, the type the scanner gives it, and its default value written
    /// compactly (`nil`: none it can tell).
    struct Case: CustomTestStringConvertible, Sendable {
        let declaration: String
        let type: DeclaredType
        let value: String?

        init(_ declaration: String, _ type: DeclaredType, _ value: String?) {
            self.declaration = declaration
            self.type = type
            self.value = value
        }

        var testDescription: String { declaration }
    }

    static let cases: [Case] = [
        // Numbers, and arithmetic on literals as Swift types it.
        Case("var a: Int = 0", .int, "0"),
        Case("var a: CGFloat = 0.5", .double, "0.5"),
        Case("var a: Int = -3", .int, "-3"),
        Case("var a: Double = 1e3", .double, "1000"),
        Case("var a: Float = -2.5e-1", .double, "-0.25"),
        Case("var a: CGFloat = 1_000.5", .double, "1000.5"),
        Case("var a: Int = 0x1F", .int, "31"),
        Case("var a: NSInteger = 0b101", .int, "5"),
        Case("var a: Int = 7 / 2", .int, "3"),
        Case("var a: CGFloat = 7 / 2", .double, "3.5"),
        Case("var a: CGFloat = (1 + 2) * 3 - 4", .double, "5"),
        Case("var a: CGFloat = CGFloat(4)", .double, "4"),
        Case("var a: CGFloat = .pi", .double, String(Double.pi)),
        Case("var a: Int = 1.5", .int, nil),
        Case("var a: Int = 1 / 0", .int, nil),
        Case("var a = 4.0", .double, "4"),
        Case("var a = 4", .int, "4"),
        Case("var a = -1 / 2.0", .double, "-0.5"),
        Case("var a = CGFloat(4)", .double, "4"),
        // Booleans and strings.
        Case("var a: Bool = true", .bool, "true"),
        Case("var a = false", .bool, "false"),
        Case(#"var a: String = "Hi""#, .string, #""Hi""#),
        Case(#"var a = "tab\tquote\" \u{1F600}""#, .string, "\"tab\tquote\" 😀\""),
        Case(##"var a = #"C:\dir\#t"#"##, .string, "\"C:\\dir\t\""),
        Case(
            "var a = \"\"\"\n        one\n          two \\\n        three\n        \"\"\"", .string,
            "\"one\n  two three\""),
        Case(#"var a = "\(count) items""#, .string, nil),
        Case("var a: String? = nil", .string, "null"),
        Case("var a: String = nil", .string, nil),
        // Colors: UIKit's names, and colors of numbers in their text form.
        Case("var a: UIColor = .white", .color, #""white""#),
        Case("var a: UIColor = UIColor.orange", .color, #""orange""#),
        Case("var a: UIColor = .systemBlue", .color, #""systemBlue""#),
        Case("var a: UIColor = UIColor.systemBackground", .color, #""systemBackground""#),
        Case("var a: UIColor = .clear", .color, #""clear""#),
        Case("var a: UIColor = .tintColor", .color, #""tintColor""#),
        Case("var a: UIColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)", .color, #""orange""#),
        Case("var a: UIColor = UIColor(red: 255/255.0, green: 0, blue: 0, alpha: 1)", .color, ##""#FF0000""##),
        Case("var a: UIColor = UIColor(red: 51/255, green: 102/255, blue: 153/255, alpha: 1)", .color, ##""#336699""##),
        Case("var a: UIColor = .init(red: 0, green: 0, blue: 1, alpha: 0.5)", .color, #""rgba(0, 0, 255, 0.5)""#),
        Case("var a: UIColor = UIColor(white: 0.5, alpha: 1)", .color, #""gray""#),
        Case("var a: UIColor = UIColor(white: 0, alpha: 0.2)", .color, ##""#00000033""##),
        Case("var a: UIColor = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)", .color, ##""#FF0000""##),
        Case("var a: UIColor = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)", .color, ##""#00FF00""##),
        Case("var a = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)", .color, ##""#0000FF""##),
        Case("var a: UIColor = UIColor.black.withAlphaComponent(0.5)", .color, #""rgba(0, 0, 0, 0.5)""#),
        Case("var a: UIColor = .systemBlue.withAlphaComponent(0.5)", .color, #""rgba(systemBlue, 0.5)""#),
        Case("var a = UIColor.lightGray", .color, #""lightGray""#),
        Case("var a: UIColor? = nil", .color, "null"),
        Case(#"var a: UIColor = UIColor(named: "Brand")!"#, .color, nil),
        Case(#"var a = UIColor(named: "Brand")"#, .color, nil),
        Case("var a: UIColor = Theme.accent", .color, nil),
        Case("var a: UIColor = .brandBlue", .color, nil),
        // Geometry.
        Case("var a: CGPoint = CGPoint(x: 1, y: 2)", .point, "{x: 1, y: 2}"),
        Case("var a: CGPoint = .zero", .point, "{x: 0, y: 0}"),
        Case("var a = CGSize(width: 10, height: 20.5)", .size, "{width: 10, height: 20.5}"),
        Case("var a: CGSize = .init(width: -1, height: 2 * 4)", .size, "{width: -1, height: 8}"),
        Case("var a: CGRect = CGRect(x: 1, y: 2, width: 3, height: 4)", .rect, "{x: 1, y: 2, width: 3, height: 4}"),
        Case(
            "var a: CGRect = CGRect(origin: .zero, size: CGSize(width: 5, height: 6))", .rect,
            "{x: 0, y: 0, width: 5, height: 6}"),
        Case("var a: CGRect = CGRect.zero", .rect, "{x: 0, y: 0, width: 0, height: 0}"),
        Case("var a: CGPoint = CGPoint(x: 1)", .point, nil),
        // Values the scanner cannot tell.
        Case(#"var a: UIImage? = UIImage(named: "star")"#, .image, nil),
        Case("var a: CGFloat = Constants.radius", .double, nil),
        Case("var a: Int = count + 1", .int, nil),
        Case("var a: CGFloat = { 4 }()", .double, nil),
    ]

    @Test(arguments: cases)
    func defaultValue(_ example: Case) throws {
        let declarations = SourceScanFixtures.scan("class V: UIView {\n    @IBInspectable \(example.declaration)\n}\n")
        #expect(declarations.problems == [])
        let property = try #require(declarations.declaredClass(named: "V")?.properties.first)
        #expect(property.type == example.type)
        #expect(property.defaultValue.map(Self.compact) == example.value)
        // Every value reads as the value type of its property.
        if let value = property.defaultValue, let valueType = property.type.valueType {
            if value == .null {
                #expect(property.isOptional)
            } else {
                #expect(throws: Never.self) { try valueType.init(json: value) }
            }
        }
    }

    /// Colors read back as the colors their declarations make.
    @Test func colorsReadBackAsTheirUIKitValues() throws {
        let declarations = SourceScanFixtures.scan(
            """
            class V: UIView {
                @IBInspectable var a: UIColor = .systemBlue
                @IBInspectable var b: UIColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
                @IBInspectable var c: UIColor = .label.withAlphaComponent(0.25)
            }
            """)
        let values = try #require(declarations.declaredClass(named: "V")?.properties.map(\.defaultValue))
        #expect(try values.map { try Color(json: #require($0)) } == [.systemBlue, .orange, .label.withAlpha(0.25)])
    }

    /// The JSON value as the table writes it: numbers and `true` bare, strings in quotes, objects
    /// as `{key: value}`.
    static func compact(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): String(bool)
        case .number(let number): number.literal
        case .string(let string): "\"\(string)\""
        case .array(let array): "[" + array.map(compact).joined(separator: ", ") + "]"
        case .object(let object):
            "{" + object.members.map { "\($0.key): \(compact($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
