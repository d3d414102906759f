import Inspectable
import Testing

@testable import DesignerCore

@Suite("Every object of a scene") struct SceneObjectsReadingTests {
    private func document(_ text: String = SceneFixture.storyboard, scene: String = "set-scn-001") throws -> Document {
        let first = try #require(Document.read(SourceText(name: "Main.storyboard", bytes: Array(text.utf8))).document)
        let index = try #require(first.sceneIndex(named: scene))
        return try #require(first.readScene(index).document)
    }

    @Test func staticCellsAreViewsOfTheTableWithTheirContent() throws {
        let document = try document()
        #expect(
            document.allViews.map { "\($0.id ?? "") \($0.className)" } == [
                "set-tbl-001 UITableView", "cel-tog-001 ToggleCell", "cel-cnt-001 View", "cel-lbl-001 UILabel",
                "cel-pln-002 UITableViewCell", "cel-cnt-002 View",
            ])
        let table = try #require(document.view(withID: "set-tbl-001"))
        #expect(document.subviews(of: table).map(\.id) == ["cel-tog-001", "cel-pln-002"])
        #expect(document.allViews.allSatisfy { $0.isView })
    }

    @Test func theOtherObjectsFollowTheViewsWithTheirClasses() throws {
        let document = try document()
        #expect(
            document.objects.map { "\($0.id ?? "") \($0.className)" } == [
                "set-ctl-001 SettingsController", "set-sec-001 UITableViewSection", "set-nav-001 UINavigationItem",
                "itm-don-001 UIBarButtonItem", "itm-spn-001 SpinningItem", "tap-rec-001 UITapGestureRecognizer",
                "obj-ana-001 Analytics",
            ])
        #expect(document.objects.map(\.index) == Array(6..<13))
        #expect(document.objects.allSatisfy { !$0.isView && $0.descendantsEnd == $0.index + 1 })
        let item = try #require(document.view(withID: "itm-spn-001"))
        #expect(item.kind == .object(standardClass: "UIBarButtonItem"))
        #expect("\(document.source.location(of: item.place.className))" == "46:108")
        // Objects do not change the tree that is drawn.
        #expect(document.subviews(of: document.root).count == 2)
        #expect(document.syntax.attributes(of: item).map(\.name) == ["turns"])
    }

    @Test(arguments: [
        ("barButtonItem", "UIBarButtonItem"), ("tabBarItem", "UITabBarItem"), ("navigationItem", "UINavigationItem"),
        ("customObject", "NSObject"), ("tapGestureRecognizer", "UITapGestureRecognizer"),
        ("panGestureRecognizer", "UIPanGestureRecognizer"),
        ("pongPressGestureRecognizer", "UILongPressGestureRecognizer"), ("viewController", "UIViewController"),
        ("tableViewController", "UITableViewController"), ("navigationController", "UINavigationController"),
        ("hostingController", "UIHostingController"),
    ])
    func objectElementsStandForUIKitClasses(element: String, className: String) {
        #expect(XIBObjectKinds.standardClass(of: element) == className)
    }

    @Test(arguments: ["viewControllerPlaceholder", "placeholder", "exit", "view", "label", "segue", "outlet"])
    func otherElementsAreNoObjects(element: String) {
        #expect(XIBObjectKinds.standardClass(of: element) == nil)
    }

    /// The registry of a project whose app target, `App`, the fixture's classes name, and
    /// whose sources declare none of them.
    static let inProject = ComponentRegistry.views.including(
        [], declaredIn: SourceDeclarations.scan([]), runtimeClasses: .uikit,
        modules: ModuleScope(resolved: ["App"], unresolved: [], documentModule: "App"))

    @Test func anObjectOfAUIKitClassHasNoViewAttributes() throws {
        let registry = Self.inProject
        let document = try document()
        let done = try #require(document.view(withID: "itm-don-001"))
        let doneClass = try #require(registry.componentClass(of: done))
        #expect(doneClass.name == "UIBarButtonItem")
        // Only a bar button item's own, which its bar draws.
        #expect(doneClass.attributes.map(\.name) == ["title", "style"])
        // A class declared nowhere is unknown, at its customClass attribute.
        let item = try #require(document.view(withID: "itm-spn-001"))
        let resolution = ResolvedDocument.resolve(item, in: document, registry: registry)
        #expect(resolution.diagnostics.map(\.message) == ["unknown class 'SpinningItem'"])
        #expect(resolution.diagnostics.map(\.offset) == [item.place.className])
    }

    /// A class no source declares is known when it is the element's UIKit class or one below it.
    @Test(arguments: [
        ("UIBarButtonItem", "UIBarButtonItem", true), ("UINavigationController", "UIViewController", true),
        ("UITableViewController", "UIViewController", true), ("UIViewController", "NSObject", true),
        ("UITabBarItem", "UIBarButtonItem", false), ("UILabel", "UIBarButtonItem", false),
        ("SpinningItem", "UIBarButtonItem", false),
    ])
    func aUIKitClassIsKnownBelowTheElementsClass(name: String, standardClass: String, isKnown: Bool) {
        let objectClass = ComponentRegistry.views.objectClass(named: name, standardClass: standardClass)
        #expect((objectClass != nil) == isKnown)
        #expect(objectClass?.attributes.allSatisfy { $0.className == standardClass } ?? true)
    }

    @Test func aSceneWithoutAViewHasItsObjectsChecked() throws {
        let document = try document()
        let index = try #require(document.sceneIndex(named: "nav-scn-001"))
        let problems = document.objectProblems(ofScene: index, registry: Self.inProject)
        #expect(
            problems.map { "\(document.source.location(of: $0.offset)): \($0.message)" } == [
                "81:69: unknown class 'RootNavigation'"
            ])
        // A scene with a view of its own is checked as a document instead.
        #expect(document.objectProblems(ofScene: 0, registry: .views).isEmpty)
    }
}
