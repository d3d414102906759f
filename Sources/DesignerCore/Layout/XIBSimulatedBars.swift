import Layout

/// The bars around a storyboard's view controller, as Interface Builder simulates them: a
/// navigation bar above, a tab bar or toolbar below.
///
/// A controller says so itself (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`,
/// `<nil key="simulatedTopBarMetrics"/>` for none), or Xcode infers them from where it is shown:
/// the root of a navigation controller, or shown (pushed) from a controller that has a
/// navigation bar (inferred, or the one it says it simulates: IBAnimatable's controllers shown
/// from one saying `<simulatedNavigationBarMetrics>` save their views at y 64 under a 667-point
/// root), is under one; a tab bar controller's child, or a child's navigation stack,
/// is above a tab bar; a controller in a navigation controller that shows its toolbar
/// (`toolbarHidden="NO"`) is above that toolbar, which UIKit stacks above the tab bar where
/// there is one too; neither, once pushed, for a controller that
/// `hidesBottomBarWhenPushed`. A translucent bar lies over the root view and adds to its safe
/// area; an opaque one takes its room from the root view, as a translucent one does at an edge the
/// controller's view is not extended to (`edgesForExtendedLayout`). Nothing is inferred across a
/// storyboard reference: IBAnimatable's `ActivityIndicators` and `UserInterfaceMask`, opened
/// from a navigation stack in another storyboard, save their views at y 20 under no bar.
struct XIBSimulatedBars {
    /// A bar's height, whether the root view reaches under it, and (for a bottom bar) whether it
    /// is a toolbar rather than a tab bar.
    struct Bar: Equatable {
        var height: Double
        var isTranslucent: Bool
        var isToolbar = false
    }

    var top: Bar?
    /// The bar at the bottom edge: a tab bar or a toolbar.
    var bottom: Bar?
    /// A navigation controller's toolbar above the tab bar `bottom`.
    var toolbar: Bar?

    /// The bars at the bottom, from the bottom edge up.
    var bottomBars: [Bar] { [bottom, toolbar].compactMap(\.self) }

    /// The bars of the view controller `controller`, on a phone or an iPad (whose bars are 50
    /// points tall, a phone's navigation bar 44 and its tab bar 49; its toolbar 44, or 49 above
    /// a home indicator, as UIKit sizes it from iOS 11 on).
    static func of(
        controller: Int, in xml: XMLSyntax, isPad: Bool, hasHomeIndicator: Bool
    ) -> XIBSimulatedBars {
        let toolbarHeight = isPad ? 50.0 : hasHomeIndicator ? 49 : 44
        let graph = XIBControllerGraph(xml)
        var bars = XIBSimulatedBars()
        switch explicitBar(of: controller, key: "simulatedTopBarMetrics", in: xml) {
        case .some(.some(let translucent)): bars.top = Bar(height: isPad ? 50 : 44, isTranslucent: translucent)
        case .some(.none): break
        case .none:
            if let translucent = graph.navigationBar(of: controller) {
                bars.top = Bar(height: isPad ? 50 : 44, isTranslucent: translucent)
            }
        }
        bars.top?.height += navigationBarGrowth(of: controller, graph: graph, in: xml)
        switch explicitBar(of: controller, key: "simulatedBottomBarMetrics", in: xml) {
        case .some(.some(let translucent)):
            let isTabBar =
                xml.child(of: controller, named: "simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil
            bars.bottom = Bar(
                height: isTabBar ? (isPad ? 50 : 49) : toolbarHeight, isTranslucent: translucent, isToolbar: !isTabBar)
        case .some(.none): break
        case .none:
            // A controller that hides the bottom bar when pushed has none once pushed.
            let hidesBottomBar =
                xml.hasAttribute(controller, "hidesBottomBarWhenPushed", equalTo: "YES")
                && graph.isPushed(controller)
            if hidesBottomBar { break }
            // The navigation controller's toolbar, 44 points on a phone above a tab bar.
            let toolbar = graph.navigationController(of: controller).flatMap { navigation -> Bar? in
                guard xml.hasAttribute(navigation, "toolbarHidden", equalTo: "NO") else { return nil }
                let toolbar = xml.child(of: navigation, named: "toolbar", key: "toolbar")
                let translucent = !(toolbar.map { xml.hasAttribute($0, "translucent", equalTo: "NO") } ?? false)
                return Bar(height: toolbarHeight, isTranslucent: translucent, isToolbar: true)
            }
            if graph.tabBar(of: controller) != nil {
                bars.bottom = Bar(height: isPad ? 50 : 49, isTranslucent: true)
                bars.toolbar = toolbar.map {
                    Bar(height: isPad ? 50 : 44, isTranslucent: $0.isTranslucent, isToolbar: true)
                }
            } else {
                bars.bottom = toolbar
            }
        }
        // The edges the root view reaches under bars at (`edgesForExtendedLayout`, all unless
        // written), opaque bars too where the controller says so.
        let edges = xml.child(of: controller, named: "extendedEdge", key: "edgesForExtendedLayout")
        let includesOpaque = xml.hasAttribute(controller, "extendedLayoutIncludesOpaqueBars", equalTo: "YES")
        for (edge, bar) in [("top", \XIBSimulatedBars.top), ("bottom", \.bottom), ("bottom", \.toolbar)] {
            guard bars[keyPath: bar] != nil else { continue }
            if let edges, !xml.hasAttribute(edges, edge, equalTo: "YES") {
                bars[keyPath: bar]?.isTranslucent = false
            } else if includesOpaque {
                bars[keyPath: bar]?.isTranslucent = true
            }
        }
        return bars
    }

    /// How much taller than its one row UIKit makes a controller's navigation bar: 30 points for
    /// its navigation item's `prompt` (or a simulated bar that says it is `prompted`), 52 for a
    /// large title (its navigation controller's bar `largeTitles`, Xcode's "Prefers Large Titles", and its item's
    /// `largeTitleDisplayMode` is not `never`).
    static func navigationBarGrowth(of controller: Int, graph: XIBControllerGraph, in xml: XMLSyntax) -> Double {
        let item = xml.child(of: controller, named: "navigationItem", key: "navigationItem")
        let simulated = xml.child(of: controller, named: "simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")
        let hasPrompt =
            item.map { xml.attribute($0, "prompt") != nil } ?? false
            || simulated.map { xml.hasAttribute($0, "prompted", equalTo: "YES") } ?? false
        return (hasPrompt ? 30 : 0) + (hasLargeTitle(controller, graph: graph, in: xml) ? 52 : 0)
    }

    /// Whether the controller's navigation bar shows its title large (see `navigationBarGrowth`).
    static func hasLargeTitle(_ controller: Int, graph: XIBControllerGraph, in xml: XMLSyntax) -> Bool {
        let item = xml.child(of: controller, named: "navigationItem", key: "navigationItem")
        if let item, xml.hasAttribute(item, "largeTitleDisplayMode", equalTo: "never") { return false }
        let bar = graph.navigationController(of: controller).flatMap {
            xml.child(of: $0, named: "navigationBar", key: "navigationBar")
        }
        return bar.map { xml.hasAttribute($0, "largeTitles", equalTo: "YES") } ?? false
    }

    /// `nil` when the controller says nothing of the bar; `.some(nil)` when it says there is
    /// none; else whether the bar it names is translucent.
    static func explicitBar(of controller: Int, key: String, in xml: XMLSyntax) -> Bool?? {
        for child in xml.children(of: controller) where xml.hasAttribute(child, "key", equalTo: key) {
            if xml.isElement(child, named: "nil") { return .some(nil) }
            return .some(!xml.hasAttribute(child, "translucent", equalTo: "NO"))
        }
        return nil
    }
}

/// A storyboard's view controllers and the segues between them.
struct XIBControllerGraph {
    let xml: XMLSyntax
    /// Each controller element by its id.
    var controllers: [String: Int] = [:]
    /// The segues into each controller: where from, and the segue's relationship or kind.
    var incoming: [Int: [(source: Int, kind: String)]] = [:]
    /// The segues out of each controller, in the order written: where to, and the relationship or kind.
    var outgoing: [Int: [(destination: Int, kind: String)]] = [:]

    init(_ xml: XMLSyntax) {
        self.xml = xml
        guard let scenes = xml.child(of: xml.root, named: "scenes") else { return }
        var found: [Int] = []
        for scene in xml.children(of: scenes) {
            guard let objects = xml.child(of: scene, named: "objects") else { continue }
            for object in xml.children(of: objects) where xml.name(of: object).hasSuffix("Controller") {
                found.append(object)
                if let id = xml.attribute(object, "id") { controllers[id] = object }
            }
        }
        for controller in found {
            for element in (controller + 1)..<xml.elements[controller].after
            where xml.isElement(element, named: "segue") {
                guard let destination = xml.attribute(element, "destination").flatMap({ controllers[$0] }) else {
                    continue
                }
                let kind = xml.attribute(element, "relationship") ?? xml.attribute(element, "kind") ?? ""
                incoming[destination, default: []].append((controller, kind))
                outgoing[controller, default: []].append((destination, kind))
            }
        }
    }

    /// Whether the controller is under a navigation bar, and whether it is translucent; `nil`
    /// for none.
    func navigationBar(of controller: Int, visited: Set<Int> = []) -> Bool? {
        guard !visited.contains(controller) else { return nil }
        for (source, kind) in incoming[controller] ?? [] {
            if kind == "rootViewController", xml.isElement(source, named: "navigationController") {
                let bar = xml.child(of: source, named: "navigationBar", key: "navigationBar")
                return !(bar.map { xml.hasAttribute($0, "translucent", equalTo: "NO") } ?? false)
            }
            guard kind == "show" || kind == "push" else { continue }
            // A controller shown from one that says what bar it simulates is under that bar.
            if let explicit = XIBSimulatedBars.explicitBar(of: source, key: "simulatedTopBarMetrics", in: xml) {
                guard let translucent = explicit else { continue }
                return translucent
            }
            if let translucent = navigationBar(of: source, visited: visited.union([controller])) {
                return translucent
            }
        }
        return nil
    }

    /// The navigation controller whose stack `controller` is on: as its root, or pushed from
    /// a controller on it; `nil` for none.
    func navigationController(of controller: Int, visited: Set<Int> = []) -> Int? {
        guard !visited.contains(controller) else { return nil }
        for (source, kind) in incoming[controller] ?? [] {
            if kind == "rootViewController", xml.isElement(source, named: "navigationController") { return source }
            guard kind == "show" || kind == "push" else { continue }
            if let found = navigationController(of: source, visited: visited.union([controller])) { return found }
        }
        return nil
    }

    /// Whether `controller` is pushed on a navigation stack (shown from a controller on one),
    /// not the stack's root.
    func isPushed(_ controller: Int) -> Bool {
        let sources = incoming[controller] ?? []
        return !sources.contains { $0.kind == "rootViewController" }
            && sources.contains {
                ($0.kind == "show" || $0.kind == "push") && navigationController(of: $0.source) != nil
            }
    }

    /// The controller that pushed `controller` on its navigation stack, whose item its back
    /// button names; `nil` for a stack's root or a controller not on a stack.
    func pushingController(of controller: Int) -> Int? {
        let sources = incoming[controller] ?? []
        guard !sources.contains(where: { $0.kind == "rootViewController" }) else { return nil }
        return sources.first { source, kind in
            (kind == "show" || kind == "push") && navigationBar(of: controller) != nil
                && (navigationBar(of: source) != nil
                    || XIBSimulatedBars.explicitBar(of: source, key: "simulatedTopBarMetrics", in: xml) != nil)
        }?.source
    }

    /// The tab bar controller `controller` is shown in (as its child, or in a child's navigation
    /// stack), and which of its tabs holds it.
    func tabBar(of controller: Int, visited: Set<Int> = []) -> (tabBarController: Int, tab: Int)? {
        guard !visited.contains(controller) else { return nil }
        for (source, kind) in incoming[controller] ?? [] {
            if kind == "viewControllers", xml.isElement(source, named: "tabBarController") {
                return (source, controller)
            }
            guard ["rootViewController", "show", "push"].contains(kind) else { continue }
            if let found = tabBar(of: source, visited: visited.union([controller])) { return found }
        }
        return nil
    }

    /// The tabs of a tab bar controller, in the order its segues are written.
    func tabs(of tabBarController: Int) -> [Int] {
        (outgoing[tabBarController] ?? []).filter { $0.kind == "viewControllers" }.map(\.destination)
    }
}
