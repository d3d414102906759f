import Inspectable
import Testing

/// Reading the `@IBDesignable` classes and `@IBInspectable` properties of Swift and
/// Objective-C sources.

@testable import DesignerCore
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

    @Test func swiftFormsOfDesignableClassesAndInspectableProperties() throws {
        let declarations = scan(SourceScanFixtures.swiftForms)
        #expect(declarations.problems == [])
        #expect(declarations.classes.map(\.name) == ["RoundedView", "Inner", "OtherView", "Plain"])
        let view = try #require(declarations.declaredClass(named: "RoundedView"))
        #expect(view.isDesignable)
        #expect(view.superclass == "UIView")
        #expect(
            properties(declarations, "RoundedView") == [
                "cornerRadius: double", "borderWidth: double", "borderColor: color", "fillColor: color",
                "radius: double", "count: int", "title: string", "isOn: bool", "offset: point",
                "default: int", "padding: size", "frameInset: rect", "icon: image", "tint: color",
                "alpha1: double", "alpha2: double", "shadow: other(\"CGColor\")", "tags: other(\"[String]\")",
                "afterNested: bool",
            ])
        let byName = Dictionary(uniqueKeysWithValues: view.properties.map { ($0.name, $0) })
        #expect(byName["cornerRadius"]?.defaultValue == nil)
        #expect(byName["borderWidth"]?.defaultValue == .number(JSONNumber(0)))
        #expect(byName["borderColor"]?.isOptional == true)
        #expect(byName["fillColor"]?.isOptional == true)
        #expect(byName["cornerRadius"]?.isOptional == false)
        #expect(byName["radius"]?.defaultValue == .number(JSONNumber(4)))
        #expect(byName["title"]?.defaultValue == .string("Hi"))
        #expect(byName["tint"]?.defaultValue == .string("rgba(0, 0, 0, 0.5)"))
        #expect(byName["alpha1"]?.defaultValue == .number(JSONNumber(1)))
        #expect(byName["alpha2"]?.defaultValue == .number(JSONNumber(2)))
        #expect(byName["icon"]?.isOptional == true)
        let inner = try #require(declarations.declaredClass(named: "Inner"))
        #expect(inner.properties.map(\.name) == ["innerValue"])
        #expect(inner.superclass == "UIView")
        #expect(!inner.isDesignable)
        let other = try #require(declarations.declaredClass(named: "OtherView"))
        #expect(other.isDesignable)
        #expect(other.superclass == "BaseView")
        #expect(other.properties.map(\.name) == ["value"])
        #expect(declarations.declaredClass(named: "Plain")?.superclass == nil)
        // An extension without inspectable properties is kept for its members.
        #expect(declarations.extensions.map(\.extendedType) == ["UIView", "UIButton", "String"])
        #expect(
            declarations.extensions.map { $0.properties.map(\.name) } == [["shadowOpacity"], ["highlightColor"], []])
        #expect(declarations.extensions[1].properties.first?.declaringType == "UIButton")
    }

    @Test func objectiveCFormsOfDesignableClassesAndInspectableProperties() throws {
        let declarations = SourceDeclarations.scan([
            SourceFile(path: "CircleView.h", text: SourceScanFixtures.objectiveCHeader),
            SourceFile(path: "CircleView.m", text: SourceScanFixtures.objectiveCImplementation),
        ])
        #expect(declarations.problems == [])
        #expect(declarations.classes.map(\.name) == ["CircleView", "Gauge", "Plain", "Hidden"])
        let circle = try #require(declarations.declaredClass(named: "CircleView"))
        #expect(circle.isDesignable)
        #expect(circle.superclass == "UIView")
        #expect((circle.path, circle.line, circle.column) == ("CircleView.h", 4, 12))
        #expect(
            properties(declarations, "CircleView") == [
                "fillColor: color", "cornerRadius: double", "count: int", "steps: int", "legacy: int",
                "wide: int", "rounded: bool", "title: string", "icon: image", "inset: size", "trailing: double",
                "layerColor: other(\"CGColorRef\")", "privateWidth: double",
            ])
        let byName = Dictionary(uniqueKeysWithValues: circle.properties.map { ($0.name, $0) })
        #expect(byName["fillColor"]?.isOptional == true)
        #expect(byName["icon"]?.isOptional == true)
        #expect(byName["cornerRadius"]?.isOptional == false)
        #expect(byName["privateWidth"]?.path == "CircleView.m")
        #expect(byName.values.allSatisfy { $0.defaultValue == nil })
        #expect(byName["fillColor"].map { "\($0.line):\($0.column)" } == "5:64")
        let gauge = try #require(declarations.declaredClass(named: "Gauge"))
        #expect(gauge.isDesignable)
        #expect(gauge.superclass == "UIControl")
        #expect(gauge.properties.map(\.name) == ["value", "label"])
        #expect(gauge.properties.map(\.isOptional) == [false, false])
        #expect(declarations.declaredClass(named: "Plain")?.isDesignable == true)
        #expect(declarations.declaredClass(named: "Hidden")?.properties == [])
        #expect(declarations.extensions.map(\.extendedType) == ["UIView"])
        #expect(
            declarations.extensions.first?.properties.map { "\($0.name): \($0.type)" } == [
                "borderWidth: double", "borderColor: color",
            ])
    }

    @Test func commentsAndStringsHoldNoDeclarations() throws {
        let declarations = scan(SourceScanFixtures.fakeDeclarations)
        #expect(declarations.problems == [])
        #expect(declarations.classes.map(\.name) == ["Fake", "Next"])
        #expect(declarations.declaredClass(named: "Fake")?.properties.map(\.name) == ["real"])
        #expect(declarations.declaredClass(named: "Next")?.properties.map(\.name) == ["next"])
        #expect(declarations.declaredClass(named: "Fake")?.properties.first?.line == 18)
        #expect(declarations.extensions.isEmpty)
    }

    @Test func bothBranchesOfAnIfCountOnce() throws {
        let declarations = scan(SourceScanFixtures.conditionalDeclarations)
        #expect(declarations.problems == [])
        #expect(declarations.classes.map(\.name) == ["Panel", "After"])
        let panel = try #require(declarations.declaredClass(named: "Panel"))
        #expect(panel.superclass == "UIView")
        #expect(panel.isDesignable)
        #expect(panel.line == 3)
        #expect(panel.properties.map(\.name) == ["debugColor", "releaseOnly", "shared"])
        #expect(panel.properties.first?.defaultValue == .string("red"))
        #expect(declarations.declaredClass(named: "After")?.properties.map(\.name) == ["x"])
    }

    @Test func inheritedPropertiesComeFromSuperclassesAndExtensions() throws {
        let declarations = scan(SourceScanFixtures.inheritance)
        func names(_ properties: [DeclaredProperty]?) -> [String]? { properties?.map(\.name) }
        #expect(names(declarations.inspectableProperties(of: "A")) == ["a", "fromExtension", "cornerRadius"])
        let c = try #require(declarations.inspectableProperties(of: "C"))
        #expect(names(c) == ["a", "b", "fromExtension", "cornerRadius"])
        #expect(c.first?.declaringType == "C")
        #expect(c.first?.defaultValue == .number(JSONNumber(3)))
        #expect(names(declarations.inspectableProperties(of: "MyButton")) == ["m", "highlight", "cornerRadius"])
        #expect(names(declarations.inspectableProperties(of: "MyLabel")) == ["cornerRadius"])
        #expect(names(declarations.inspectableProperties(of: "Looped")) == ["loop"])
        #expect(declarations.inspectableProperties(of: "Nowhere") == nil)
        #expect(declarations.inspectableProperties(of: "UIButton") == nil)
        #expect(names(declarations.extensionProperties(of: "UIButton")) == ["highlight", "cornerRadius"])
        #expect(names(declarations.extensionProperties(of: "UILabel")) == ["cornerRadius"])
        #expect(names(declarations.extensionProperties(of: "UITableView")) == ["cornerRadius"])
        #expect(names(declarations.extensionProperties(of: "UISwitch")) == ["cornerRadius"])
        #expect(names(declarations.extensionProperties(of: "UIViewController")) == [])
        // A protocol first in an inheritance clause is no superclass.
        #expect(declarations.declaredClass(named: "Model")?.superclass == nil)
        #expect(declarations.declaredClass(named: "Coded")?.superclass == "NSObject")
    }

    @Test func anUnreadableInspectableIsAProblemAtItsPosition() throws {
        let declarations = scan(SourceScanFixtures.unreadable, path: "Broken.swift")
        #expect(
            declarations.problems.map(\.description) == [
                "Broken.swift:2:5: note: cannot tell the type of @IBInspectable property 'noType', so its runtime attributes are not type-checked; write its type, as in 'var noType: CGFloat'",
                "Broken.swift:3:5: warning: cannot read the @IBInspectable declaration: expected 'var', found 'func'",
                "Broken.swift:4:5: warning: cannot read the name of the @IBInspectable property: expected a name after 'var', found '('",
                "Broken.swift:6:5: note: cannot tell the type of @IBInspectable property 'unknown', so its runtime attributes are not type-checked; write its type, as in 'var unknown: CGFloat'",
            ])
        #expect(declarations.declaredClass(named: "Broken")?.properties.map(\.name) == ["fine"])
        let objectiveC = SourceDeclarations.scan([
            SourceFile(
                path: "Broken.h",
                text: """
                    @interface Broken : UIView
                    @property (nonatomic) IBInspectable ;
                      @property (nonatomic) IBInspectable *pointer;
                    @property (nonatomic) IBInspectable CGFloat fine;
                    @end
                    """)
        ])
        #expect(
            objectiveC.problems.map(\.description) == [
                "Broken.h:2:23: warning: cannot read the name of the IBInspectable property",
                "Broken.h:3:25: warning: cannot read the type of IBInspectable property 'pointer'",
            ])
        #expect(objectiveC.declaredClass(named: "Broken")?.properties.map(\.name) == ["fine"])
    }

    @Test func classesDeclaredInSeveralFilesAreOne() throws {
        let declarations = SourceDeclarations.scan([
            SourceFile(path: "A.swift", text: "class Base: UIView {\n  @IBInspectable var one: Int = 1\n}\n"),
            SourceFile(path: "B.swift", text: "extension Base {\n  @IBInspectable var two: Int { 2 }\n}\n"),
            SourceFile(path: "Legacy.h", text: "IB_DESIGNABLE\n@interface Legacy : Base\n@end\n"),
        ])
        #expect(declarations.classes.map(\.name) == ["Base", "Legacy"])
        #expect(declarations.inspectableProperties(of: "Legacy")?.map(\.name) == ["one", "two"])
        #expect(declarations.inspectableProperties(of: "Legacy")?.map(\.path) == ["A.swift", "B.swift"])
    }

    /// Truncated and malformed sources, which a project in the middle of an edit has.
    static let malformed: [String] = [
        "", "@IBInspectable", "class", "class X: ", "@IBInspectable var", "#if", "#endif #endif }}}} {{",
        "class X: UIView { @IBInspectable var a: Int = ", "\"unterminated", "/* open", "#\"raw", "`", "#/regex",
        "class X: UIView { @IBInspectable var s = \"\\(\"\\(\"", "\u{FEFF}class", "@interface", "@property (",
        "IB_DESIGNABLE", "@interface X (", "@interface X : UIView\n@property IBInspectable", "#define X \\\n",
        "class X: UIView { @IBInspectable var a: Int = " + String(repeating: "(", count: 100_000),
        "class X: UIView { @IBInspectable var a: Int = " + String(repeating: "-", count: 100_000) + "1 }",
        "let s = " + String(repeating: "\"\\(", count: 50_000),
    ]

    @Test(arguments: malformed.indices)
    func malformedSourcesAreReadWithoutFailing(_ index: Int) {
        let text = Self.malformed[index]
        for path in ["X.swift", "X.m"] {
            let declarations = scan(text, path: path)
            #expect(declarations.classes.count <= 1)
            // A property cut off before its value is read with its type, and no value.
            #expect(declarations.classes.allSatisfy { $0.properties.allSatisfy { $0.defaultValue == nil } })
        }
    }

    /// Each byte that is no UTF-8 counts as a character, as `SourceText` counts it.
    @Test func invalidUTF8IsReadAroundAndColumnsCountCharacters() throws {
        let bytes: [UInt8] =
            Array("class Ünïcode: UIView { /* ".utf8) + [0xFF, 0xFE]
            + Array(" */ @IBInspectable var ok: Int = 1 }".utf8)
        let declarations = SourceDeclarations.scan([SourceFile(path: "U.swift", bytes: bytes)])
        let property = try #require(declarations.declaredClass(named: "Ünïcode")?.properties.first)
        #expect((property.name, property.line, property.column) == ("ok", 1, 53))
    }

    @Test func objectiveCDeclaratorsAfterCommasAndMacrosAfterNames() throws {
        let declarations = SourceDeclarations.scan([
            SourceFile(
                path: "Pair.h",
                text: """
                    @interface Pair : UIView
                    @property (nonatomic) IBInspectable CGFloat first, second;
                    @property (nonatomic, strong) IBInspectable UIColor *fill NS_SWIFT_NAME(fillColor) __attribute__((deprecated));
                    @end
                    """)
        ])
        #expect(
            declarations.declaredClass(named: "Pair")?.properties.map { "\($0.name): \($0.type)" } == [
                "first: double", "second: double", "fill: color",
            ])
    }
}
