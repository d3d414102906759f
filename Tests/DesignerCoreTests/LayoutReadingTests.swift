import Inspectable
import Layout
import Testing

@testable import DesignerCore

/// An Interface Builder scene read into the tree UIKit's layout engine works on: its items,
/// constraints, and how each view takes part, on the size classes of a screen.
@Suite("Interface Builder scenes read as layout trees")
struct LayoutReadingTests {
    /// The tree of scene `scene` of `text`, on a screen of these size classes.
    static func tree(
        _ text: String, name: String = "Layout.storyboard", scene: Int = 0, horizontal: SizeClass = .compact,
        vertical: SizeClass = .regular
    ) throws -> (document: Document, tree: LayoutTree, diagnostics: [Diagnostic]) {
        let file = try InterfaceBuilderTexts.read(text, name: name)
        let document = try #require(file.readScene(scene).document)
        let syntax = try #require(document.syntax as? XIBDocumentSyntax)
        let reading = XIBLayoutReader.tree(of: document, syntax: syntax, horizontal: horizontal, vertical: vertical)
        return (document, reading.tree, reading.diagnostics)
    }

    static func item(_ id: String, in tree: LayoutTree) throws -> Int {
        try #require(tree.items.firstIndex { $0.id == id }, "no item \(id)")
    }

    static func constraint(_ id: String, in tree: LayoutTree) throws -> LayoutConstraint {
        try #require(tree.constraints.first { $0.id == id }, "no constraint \(id)")
    }

    /// Item i is view i; the views' guides follow, then the view controller's legacy guides,
    /// each in the view that owns it.
    @Test func itemsAreTheViewsThenTheGuides() throws {
        let (document, tree, diagnostics) = try Self.tree(LayoutFixtures.storyboard)
        #expect(diagnostics == [])
        #expect(tree.items.prefix(document.allViews.count).map(\.id) == document.allViews.map(\.id))
        #expect(tree.items.map(\.parent) == [nil, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        let guides = tree.items.dropFirst(document.allViews.count).map { "\($0.kind) \($0.name) \($0.id ?? "")" }
        #expect(
            guides == [
                "guide(Layout.LayoutGuideKind.safeArea) Safe Area Prf-SA-001",
                "guide(Layout.LayoutGuideKind.topLayoutGuide) Top Layout Guide Prf-TG-001",
                "guide(Layout.LayoutGuideKind.bottomLayoutGuide) Bottom Layout Guide Prf-BG-001",
            ])
        #expect(tree.items[1].name == "Header")
        #expect(tree.items[0].name == "View (Prf-Rt-001)")
        #expect(tree.items[1].savedFrame == Rect(x: 0, y: 47, width: 390, height: 100))
    }

    /// Constraints as Xcode writes them: an item left out is the view that holds the
    /// constraint; `2:1` is a ratio; priorities and relations; placeholders are not built.
    @Test func constraintsAsWritten() throws {
        let (_, tree, _) = try Self.tree(LayoutFixtures.storyboard)
        #expect(tree.constraints.count == 19)
        #expect(!tree.constraints.contains { $0.id == "Prf-C-16" })
        let root = 0
        let header = try Self.item("Prf-Hd-001", in: tree)
        let banner = try Self.item("Prf-Bn-001", in: tree)
        let safeArea = try Self.item("Prf-SA-001", in: tree)
        #expect(
            try Self.constraint("Prf-C-07", in: tree)
                == LayoutConstraint(
                    id: "Prf-C-07", firstItem: root, firstAttribute: .trailingMargin, secondItem: banner,
                    secondAttribute: .trailing, place: try Self.offset(of: "Prf-C-07")))
        #expect(try Self.constraint("Prf-C-17", in: tree).multiplier == 2)
        #expect(try Self.constraint("Prf-C-17", in: tree).secondAttribute == .height)
        let preferred = try Self.constraint("Prf-C-18", in: tree)
        #expect(
            preferred.priority == 750 && preferred.secondItem == nil && preferred.secondAttribute == .notAnAttribute)
        #expect(preferred.firstItem == header && preferred.constant == 150)
        #expect(try Self.constraint("Prf-C-19", in: tree).relation == .lessThanOrEqual)
        #expect(try Self.constraint("Prf-C-02", in: tree).firstItem == safeArea)
        let legacy = try Self.constraint("Prf-C-13", in: tree)
        #expect(legacy.secondItem == (try Self.item("Prf-TG-001", in: tree)) && legacy.constant == 8)
    }

    /// Where a constraint's element starts in the storyboard.
    static func offset(of id: String) throws -> Int {
        let text = Array(LayoutFixtures.storyboard.utf8)
        let marker = Array("id=\"\(id)\"".utf8)
        let at = try #require(text.firstRange(of: marker)?.lowerBound)
        return try #require(text[..<at].lastIndex(of: UInt8(ascii: "<")))
    }

    /// Xcode's multipliers: numbers, and ratios written with a colon or a slash.
    @Test(
        arguments: [
            ("16:9", 16.0 / 9), ("1/3", 1.0 / 3), ("0.25", 0.25), ("4", 4), ("2:1", 2), ("1:0", nil), ("x", nil),
            ("1:2:3", nil),
        ] as [(String, Double?)])
    func multipliers(text: String, value: Double?) {
        #expect(XIBLayoutReader.multiplier(text) == value)
    }

    /// Views placed by constraints are archived with `translatesAutoresizingMaskIntoConstraints`
    /// off; the others keep their masks. Priorities default to UIKit's unless written.
    @Test func howEachViewTakesPart() throws {
        let (_, tree, _) = try Self.tree(LayoutFixtures.storyboard)
        let view = { (id: String) in try tree.items[Self.item(id, in: tree)].view }
        #expect(try view("Prf-Rt-001").role == .controllerRoot)
        #expect(try view("Prf-Rt-001").autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(try !view("Prf-Hd-001").translatesAutoresizingMaskIntoConstraints)
        #expect(try view("Prf-Ft-001").translatesAutoresizingMaskIntoConstraints)
        #expect(try view("Prf-Ft-001").autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(try view("Prf-Av-001").contentHugging == AxisPriorities(horizontal: 251, vertical: 251))
        #expect(try view("Prf-Hd-001").contentHugging == AxisPriorities(horizontal: 250, vertical: 250))
        #expect(try view("Prf-Sw-001").compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(try view("Prf-Hd-001").role == .plain)
    }

    /// Natural sizes: an image's from the document's resources, a switch's, a button's image
    /// within its content insets, a label's text in its font.
    @Test func naturalSizes() throws {
        let (_, tree, _) = try Self.tree(LayoutFixtures.storyboard)
        let size = { (id: String) in try tree.items[Self.item(id, in: tree)].view.intrinsicContentSize }
        #expect(try size("Prf-Av-001") == .fixed(width: 80, height: 80))
        #expect(try size("Prf-Sw-001") == .fixed(width: 49, height: 31))
        #expect(try size("Prf-Bt-001") == .fixed(width: 44, height: 38))
        #expect(try size("Prf-Hd-001") == .none)
        #expect(
            try size("Prf-Lb-001")
                == .text(
                    TextContent(text: "Ada Lovelace", font: .system(size: 17, weight: .semibold), style: TextStyle())))
    }

    /// A stack view arranges its subviews, which it places itself, hidden ones included.
    @Test func stackViews() throws {
        let (_, tree, _) = try Self.tree(LayoutFixtures.storyboard, scene: 1)
        let column = try Self.item("Stk-Cl-001", in: tree)
        #expect(
            tree.items[column].view.role
                == .stack(
                    StackLayout(axis: .vertical, distribution: .fillEqually, spacing: 10, arrangedSubviews: [2, 3, 4])))
        #expect(tree.items[3].isHidden)
        #expect(!tree.items[2].view.translatesAutoresizingMaskIntoConstraints)
        let row = try Self.item("Stk-Rw-001", in: tree)
        #expect(
            tree.items[row].view.role
                == .stack(StackLayout(axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [6, 7])))
        #expect(tree.items[7].view.intrinsicContentSize == .fixed(width: 20, height: 20))
    }

    /// On a screen of regular width, the variations for it apply: constants, constraints
    /// installed or not, a subview left out with its constraints, a font.
    @Test(arguments: [
        (SizeClass.compact, SizeClass.regular, 20.0, 40.0, "Var-C-09", false, 17.0),
        (.compact, .compact, 20, 40, "Var-C-09", false, 17),
        (.regular, .compact, 100, 40, "Var-C-08", true, 30),
        (.regular, .regular, 100, 80, "Var-C-08", true, 30),
    ])
    func variations(
        horizontal: SizeClass, vertical: SizeClass, leading: Double, height: Double, width: String,
        leavesOut: Bool, fontSize: Double
    ) throws {
        let (_, tree, diagnostics) = try Self.tree(
            LayoutFixtures.storyboard, scene: 2, horizontal: horizontal, vertical: vertical)
        #expect(diagnostics == [])
        #expect(try Self.constraint("Var-C-01", in: tree).constant == leading)
        #expect(try Self.constraint("Var-C-04", in: tree).constant == height)
        let widths = tree.constraints.filter { $0.firstItem == 2 && $0.firstAttribute == .width }.map(\.id)
        #expect(widths == [width])
        let compactOnly = try Self.item("Var-Co-001", in: tree)
        #expect(tree.items[compactOnly].isHidden == leavesOut)
        let involving = tree.constraints.filter { $0.firstItem == compactOnly || $0.secondItem == compactOnly }
        #expect(involving.isEmpty == leavesOut)
        guard case .text(let text) = tree.items[4].view.intrinsicContentSize else {
            Issue.record("the label has no text")
            return
        }
        #expect(text.font == Font(size: fontSize, weight: fontSize == 30 ? .bold : .regular))
        #expect(text.style.numberOfLines == 2)
    }

    /// A xib: a custom view's placeholder size (none across `infinite`), a scroll view's guides,
    /// a table view cell at its row height, its content view with `UIView`'s default margins (the
    /// engine gives it the cell's).
    @Test func xibRolesAndGuides() throws {
        let card = try Self.tree(LayoutFixtures.xib, name: "Views.xib", scene: 0)
        #expect(card.tree.items[1].view.intrinsicContentSize == .fixed(width: 120, height: nil))
        let screen = try Self.tree(LayoutFixtures.xib, name: "Views.xib", scene: 1)
        #expect(screen.tree.items[1].view.role == .scroll)
        #expect(screen.tree.items.dropFirst(3).map(\.kind) == [.guide(.contentLayout), .guide(.frameLayout)])
        #expect(screen.tree.items.dropFirst(3).map(\.parent) == [1, 1])
        #expect(screen.tree.constraints.count == 10)
        let row = try Self.tree(LayoutFixtures.xib, name: "Views.xib", scene: 2)
        #expect(row.tree.items[0].view.role == .tableCell(height: 60))
        #expect(row.tree.items.map(\.parent) == [nil, 0, 1])
        #expect(row.tree.items[1].view.layoutMargins == ViewLayout.defaultLayoutMargins)
    }

    /// A constraint naming an item that is not in the scene cannot be loaded by UIKit: an error
    /// at the id, and the constraint is left out.
    @Test func anItemThatIsNotThere() throws {
        let (document, tree, diagnostics) = try Self.tree(LayoutFixtures.broken, name: "Broken.xib")
        #expect(diagnostics.count == 1)
        let problem = try #require(diagnostics.first)
        #expect(problem.severity == .error && problem.rule == .invalidConstraint)
        #expect(
            problem.formatted(in: document.source)
                == "Broken.xib:28:85: error: the constraint's secondItem 'Nop-e0-000' is no view or layout guide of the scene; UIKit cannot load it"
        )
        #expect(!tree.constraints.contains { $0.id == "Brk-C-07" })
        #expect(tree.constraints.count == 6)
    }

    /// The device a document was saved for, as `<device>` names it; none for JSON or a
    /// document that names none.
    @Test func savedDevices() throws {
        let storyboard = try InterfaceBuilderTexts.read(LayoutFixtures.storyboard, name: "Layout.storyboard")
        #expect(storyboard.savedDevice?.id == "retina6_0" && storyboard.savedDevice?.orientation == .portrait)
        let landscape = LayoutFixtures.broken.replacingOnly(
            #"<device id="retina6_0" orientation="portrait""#, with: #"<device id="ipad9_7" orientation="landscape""#)
        let pad = try InterfaceBuilderTexts.read(landscape, name: "Broken.xib")
        #expect(pad.savedDevice?.id == "ipad9_7" && pad.savedDevice?.orientation == .landscape)
        let none = LayoutFixtures.broken.replacingOnly(
            #"<device id="retina6_0" orientation="portrait" appearance="light"/>"#, with: "")
        #expect(try InterfaceBuilderTexts.read(none, name: "Broken.xib").savedDevice == nil)
        let text = #"{ "class": "View", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } }"#
        #expect(try #require(Document.read(SourceText(name: "a.json", text: text)).document).savedDevice == nil)
    }
}
