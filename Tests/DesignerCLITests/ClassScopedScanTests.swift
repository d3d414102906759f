import Inspectable
import Testing

@testable import DesignerCLI
@testable import DesignerCore

/// Scanning only the sources a document's classes need gives those classes as scanning every
/// source does: their superclasses through other files, protocols and type aliases they name,
/// extensions of them and of UIKit classes.

@Suite("Class-scoped source scan")
struct ClassScopedScanTests {
    static let files = [
        SourceFile(
            path: "Base.swift", text: "class CardBase: UIView {\n    @IBInspectable var radius: CGFloat = 4\n}\n"),
        SourceFile(path: "Styled.swift", text: "protocol Styled {}\ntypealias Plain = UIView\n"),
        SourceFile(
            path: "Card.swift",
            text: "@IBDesignable class PromoCard: CardBase, Styled {\n    @IBInspectable var title: String = \"\"\n}\n"),
        SourceFile(path: "Badge.swift", text: "class BadgeView: Plain {\n    @IBInspectable var count: Int = 0\n}\n"),
        SourceFile(path: "Tag.swift", text: "class TagView: Styled {\n    @IBInspectable var pill: Bool = true\n}\n"),
        SourceFile(path: "Views.swift", text: "extension UIView {\n    @IBInspectable var glow: Bool { false }\n}\n"),
        SourceFile(
            path: "Card+Shadow.swift", text: "extension PromoCard {\n    @IBInspectable var shadow: Double = 1\n}\n"),
        SourceFile(path: "Unrelated.swift", text: "class Unrelated: UIViewController {}\nstruct Model {}\n"),
        SourceFile(path: "Legacy.h", text: "IB_DESIGNABLE\n@interface LegacyView : UIView\n@end\n"),
    ]

    /// Each class's superclass, designability and inspectable properties, as one line.
    private func summary(_ declarations: SourceDeclarations, _ name: String) -> String {
        let declared = declarations.declaredClass(named: name)
        let properties = declarations.inspectableProperties(of: name)?.map(\.name) ?? []
        return "\(declared?.superclass ?? "-") \(declared?.isDesignable ?? false) \(properties)"
    }

    @Test(arguments: [["PromoCard"], ["BadgeView"], ["TagView"], ["PromoCard", "BadgeView"], ["LegacyView"]])
    func theNamedClassesComeOutAsTheWholeScanGivesThem(names: [String]) {
        let whole = SourceDeclarations.scan(Self.files)
        let scoped = SourceDeclarations.scan(Self.files, classes: Set(names))
        for name in names { #expect(summary(scoped, name) == summary(whole, name)) }
        #expect(scoped.declaredClass(named: "Unrelated") == nil)
        #expect(whole.declaredClass(named: "Unrelated") != nil)
    }

    @Test func aProtocolAndATypeAliasAreReadThroughTheFilesThatDeclareThem() {
        let scoped = SourceDeclarations.scan(Self.files, classes: ["PromoCard", "BadgeView", "TagView"])
        #expect(scoped.declaredClass(named: "PromoCard")?.superclass == "CardBase")
        #expect(scoped.declaredClass(named: "BadgeView")?.superclass == "UIView")
        #expect(scoped.declaredClass(named: "TagView")?.superclass == nil)
        #expect(
            scoped.inspectableProperties(of: "PromoCard")?.map(\.name) == ["title", "shadow", "radius", "glow"])
    }

    @Test(arguments: [[], ["UIResponder"], ["UIView"]])
    func noClassOrAUIKitClassReadsOnlyTheFilesOfInspectables(names: Set<String>) {
        let scoped = SourceDeclarations.scan(Self.files, classes: names)
        #expect(scoped.classes.map(\.name) == ["CardBase", "PromoCard", "BadgeView", "TagView"])
        #expect(scoped.extensionProperties(of: "UIView").map(\.name) == ["glow"])
    }

    @Test(arguments: [
        (
            #"<view customClass="PromoCard" customModule="Shop" id="a"/><label customClass="TagLabel" id="b"/>"#,
            Set(["PromoCard", "TagLabel"]) as Set<String>?
        ),
        (#"<view id="a"/>"#, Set<String>()),
        (
            #"<view customClass="PromoCard" id="a"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="radius"/></userDefinedRuntimeAttributes></view>"#,
            nil
        ),
    ])
    func aDocumentsCustomClassesAreReadFromItsText(text: String, expected: Set<String>?) {
        #expect(ProjectLookup.customClasses(in: Array(text.utf8)) == expected)
    }

    @Test(arguments: [("PromoCard", true), ("Card", true), ("Promo Card", false), ("", false), ("IBDesignable", true)])
    func aFileHoldsANameAnywhereInItsBytes(needle: String, expected: Bool) {
        let file = SourceFile(path: "Card.swift", text: "@IBDesignable class PromoCard: UIView {}")
        #expect(file.contains(Array(needle.utf8)) == expected)
    }

    @Test(arguments: [(0, 0 as Int?), (1, 4), (4, 4), (5, nil), (8, nil), (-1, nil)])
    func aNeedleIsFoundFromAnOffset(start: Int, expected: Int?) {
        #expect(SourceFile.offset(of: Array("ab".utf8), in: Array("abc abc".utf8), from: start) == expected)
    }
}
