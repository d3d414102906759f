import Inspectable
import Layout

extension XIBSceneEnvironment {
    /// The bars a controller's root view is drawn with on `screen`, where they are: the status
    /// bar over the screen's top inset, and the bars `XIBSimulatedBars` gives it (a navigation
    /// bar below the status bar, a tab bar above the bottom inset, its background reaching the
    /// screen's edge). `nil` for a root that is not a controller's filling the screen (a xib's
    /// top-level view, a freeform or embedded controller), which Interface Builder draws bare.
    func chrome(on screen: Screen) -> SceneChrome? {
        guard fillsScreen, let controller else { return nil }
        let canvas = isCanvas(screen) ? XIBCanvas(xml: xml) : nil
        let screen = canvas?.screen(screen) ?? screen
        let isPad = screen.horizontalSizeClass == .regular && screen.verticalSizeClass == .regular
        let bars = XIBSimulatedBars.of(
            controller: controller, in: xml, isPad: isPad, hasHomeIndicator: screen.safeAreaInsets.bottom > 0)
        let safe = statusBar(screen.safeAreaInsets, screen.statusBarHeight, of: controller, canvas: canvas).insets
        let graph = XIBControllerGraph(xml)
        let width = screen.size.width
        var chrome = SceneChrome(screen: Rect(x: 0, y: 0, width: width, height: screen.size.height))
        let navigationController = graph.navigationController(of: controller)
        if screen.statusBarHeight > 0, let style = statusBarStyle(of: controller) {
            // A navigation controller whose shown bar is black asks for light content, as UIKit's
            // `preferredStatusBarStyle` follows its bar's style.
            let blackBar =
                bars.top != nil
                && navigationController.flatMap { xml.child(of: $0, named: "navigationBar", key: "navigationBar") }
                    .map { ["black", "blackTranslucent", "blackOpaque"].contains(xml.attribute($0, "barStyle") ?? "") }
                    ?? false
            chrome.statusBar = SceneChrome.StatusBar(
                frame: Rect(x: 0, y: 0, width: width, height: screen.statusBarHeight),
                isLightContent: style == "lightContent" || blackBar)
        }
        if let top = bars.top {
            chrome.navigationBar = navigationBar(
                of: controller, frame: Rect(x: 0, y: safe.top, width: width, height: top.height), graph: graph)
            chrome.navigationBar?.hasLargeTitle = XIBSimulatedBars.hasLargeTitle(controller, graph: graph, in: xml)
            chrome.navigationBar?.colors = colors(
                of: navigationController.flatMap { xml.child(of: $0, named: "navigationBar", key: "navigationBar") },
                appearance: "navigationBarAppearance")
        }
        let tabBar = graph.tabBar(of: controller)
        let saysTabBar =
            xml.child(of: controller, named: "simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil
        if let bottom = bars.bottom, bottom.isToolbar {
            let y = screen.size.height - safe.bottom - bottom.height
            chrome.toolbar = SceneChrome.Toolbar(
                frame: Rect(x: 0, y: y, width: width, height: bottom.height + safe.bottom),
                itemHeight: bottom.height, items: toolbarItems(of: controller, key: "toolbarItems"),
                colors: colors(
                    of: navigationController.flatMap { xml.child(of: $0, named: "toolbar", key: "toolbar") },
                    appearance: "toolbarAppearance"))
        } else if let bottom = bars.bottom, tabBar != nil || saysTabBar {
            let y = screen.size.height - safe.bottom - bottom.height
            // A navigation controller's toolbar stands on the tab bar.
            if let toolbar = bars.toolbar {
                chrome.toolbar = SceneChrome.Toolbar(
                    frame: Rect(x: 0, y: y - toolbar.height, width: width, height: toolbar.height),
                    itemHeight: toolbar.height, items: toolbarItems(of: controller, key: "toolbarItems"),
                    colors: colors(
                        of: navigationController.flatMap { xml.child(of: $0, named: "toolbar", key: "toolbar") },
                        appearance: "toolbarAppearance"))
            }
            var bar = SceneChrome.TabBar(
                frame: Rect(x: 0, y: y, width: width, height: bottom.height + safe.bottom),
                itemHeight: bottom.height, items: [], selected: nil)
            if let (tabBarController, tab) = tabBar {
                bar.colors = colors(
                    of: xml.child(of: tabBarController, named: "tabBar", key: "tabBar"), appearance: "tabBarAppearance")
                let tabs = graph.tabs(of: tabBarController)
                bar.items = tabs.map(tabBarItem(of:))
                bar.selected = tabs.firstIndex(of: tab)
            }
            chrome.tabBar = bar
        }
        return chrome
    }

    /// The colors of a controller's bar element (`<navigationBar key="navigationBar">` of its
    /// navigation controller…): its standard appearance's (`<navigationBarAppearance
    /// key="standardAppearance">`) background, else its `barTintColor`; its `tintColor`; its
    /// `barStyle`; its title's (`<textAttributes key="titleTextAttributes">`, or its standard
    /// appearance's). A color the document cannot give (an unknown name) is left to the default.
    private func colors(of bar: Int?, appearance: String) -> SceneChrome.BarColors {
        guard let bar else { return SceneChrome.BarColors() }
        let resources = XIBResources(xml)
        func color(_ key: String, of element: Int?) -> Color? {
            guard let element, let found = xml.child(of: element, named: "color", key: key) else { return nil }
            return try? XIBColor.read(found, in: xml, resources: resources, assets: document.assets).get()
        }
        let standard = xml.child(of: bar, named: appearance, key: "standardAppearance")
        let title = [standard, bar].compactMap { $0 }.lazy.compactMap {
            self.xml.child(of: $0, named: "textAttributes", key: "titleTextAttributes")
        }.first
        return SceneChrome.BarColors(
            background: color("backgroundColor", of: standard) ?? color("barTintColor", of: bar),
            tint: color("tintColor", of: bar), title: color("textColor", of: title),
            isDark: xml.hasAttribute(bar, "barStyle", equalTo: "black"))
    }

    /// The style of the status bar the controller simulates (`""` for the default), or of the
    /// document's default metrics; `nil` where it simulates none (`<nil key="simulatedStatusBarMetrics"/>`).
    private func statusBarStyle(of controller: Int) -> String? {
        let defaults = xml.child(of: xml.root, named: "simulatedMetricsContainer", key: "defaultSimulatedMetrics")
        for element in [controller] + (defaults.map { [$0] } ?? []) {
            for child in xml.children(of: element)
            where xml.hasAttribute(child, "key", equalTo: "simulatedStatusBarMetrics")
                || xml.hasAttribute(child, "key", equalTo: "statusBar")
            {
                return xml.isElement(child, named: "nil") ? nil : xml.attribute(child, "statusBarStyle") ?? ""
            }
        }
        return ""
    }

    /// The navigation bar at `frame`: the controller's navigation item's title (the controller's
    /// own when the item has none) and buttons, and a back button naming the controller that
    /// pushed it, unless the item hides it or has left buttons that do not supplement it.
    private func navigationBar(of controller: Int, frame: Rect, graph: XIBControllerGraph) -> SceneChrome.NavigationBar
    {
        let item = xml.child(of: controller, named: "navigationItem", key: "navigationItem")
        var bar = SceneChrome.NavigationBar(
            frame: frame, title: item.flatMap { xml.attribute($0, "title") } ?? xml.attribute(controller, "title"),
            prompt: item.flatMap { xml.attribute($0, "prompt") }, backTitle: nil,
            leftItems: barButtonItems(of: item, side: "left"),
            rightItems: barButtonItems(of: item, side: "right"))
        let hidesBack = item.map { xml.hasAttribute($0, "hidesBackButton", equalTo: "YES") } ?? false
        let supplements = item.map { xml.hasAttribute($0, "leftItemsSupplementBackButton", equalTo: "YES") } ?? false
        if !hidesBack, bar.leftItems.isEmpty || supplements, let previous = graph.pushingController(of: controller) {
            let previousItem = xml.child(of: previous, named: "navigationItem", key: "navigationItem")
            let back = previousItem.flatMap { xml.child(of: $0, named: "barButtonItem", key: "backBarButtonItem") }
            bar.backTitle =
                back.flatMap { xml.attribute($0, "title") } ?? previousItem.flatMap { xml.attribute($0, "title") }
                ?? xml.attribute(previous, "title") ?? "Back"
        }
        return bar
    }

    /// The navigation item's buttons on one side (`left`, `right`): the one item
    /// (`leftBarButtonItem`) or the array (`<leftBarButtonItems>`), from the bar's edge in.
    private func barButtonItems(of item: Int?, side: String) -> [SceneChrome.BarButtonItem] {
        guard let item else { return [] }
        let elements: [Int]
        if let single = xml.child(of: item, named: "barButtonItem", key: side + "BarButtonItem") {
            elements = [single]
        } else if let array = xml.child(of: item, named: side + "BarButtonItems") {
            elements = xml.children(of: array).filter { xml.isElement($0, named: "barButtonItem") }
        } else {
            elements = []
        }
        return elements.compactMap(barButtonItem)
    }

    /// The items of each toolbar view of the scene (`<toolbar>` with its `<items>`), by the
    /// view's position in the document's views.
    var toolbarViewItems: [Int: [SceneChrome.ToolbarItem]] {
        var found: [Int: [SceneChrome.ToolbarItem]] = [:]
        for view in document.allViews where xml.isElement(view.node, named: "toolbar") {
            let items = toolbarItems(of: view.node, key: "items")
            if !items.isEmpty { found[view.index] = items }
        }
        return found
    }

    /// The items of a controller's `<toolbarItems>` or a toolbar view's `<items>` (`key`), in
    /// the order written: its buttons and the spaces between them.
    func toolbarItems(of element: Int, key: String) -> [SceneChrome.ToolbarItem] {
        guard let list = xml.child(of: element, named: key) else { return [] }
        return xml.children(of: list).compactMap { child -> SceneChrome.ToolbarItem? in
            guard xml.isElement(child, named: "barButtonItem") else { return nil }
            switch xml.attribute(child, "systemItem") {
            case "flexibleSpace": return .flexibleSpace
            case "fixedSpace": return .fixedSpace(xml.attribute(child, "width").flatMap(Double.init) ?? 0)
            default: return barButtonItem(child).map { .button($0) }
            }
        }
    }

    /// A bar button item as it draws; `nil` for a space, which draws nothing.
    private func barButtonItem(_ element: Int) -> SceneChrome.BarButtonItem? {
        let system = xml.attribute(element, "systemItem")
        if system == "flexibleSpace" || system == "fixedSpace" { return nil }
        var item = SceneChrome.BarButtonItem(
            title: xml.attribute(element, "title"), image: image(of: element), glyph: nil,
            isDone: xml.hasAttribute(element, "style", equalTo: "done") || system == "done")
        if let system {
            if let title = Self.systemItemTitles[system] {
                item.title = title
            } else {
                item.glyph = system
            }
        }
        return item
    }

    /// The titles UIKit gives the bar button system items that show one.
    private static let systemItemTitles = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo",
    ]

    /// A tab's item: the controller's `<tabBarItem key="tabBarItem">`, its system item's title
    /// where it is one, "Item" (as Interface Builder shows it) where it has none.
    private func tabBarItem(of tab: Int) -> SceneChrome.TabBarItem {
        guard let element = xml.child(of: tab, named: "tabBarItem", key: "tabBarItem") else {
            return SceneChrome.TabBarItem(
                title: xml.attribute(tab, "title") ?? "Item", image: nil, selectedImage: nil, glyph: nil, badge: nil)
        }
        let system = xml.attribute(element, "systemItem")
        return SceneChrome.TabBarItem(
            title: system.flatMap { Self.tabSystemItemTitles[$0] } ?? xml.attribute(element, "title") ?? "",
            image: system == nil ? image(of: element) : nil,
            selectedImage: system == nil ? image(of: element, "selectedImage") : nil, glyph: system,
            badge: xml.attribute(element, "badgeValue"))
    }

    /// The image a bar item's `image` (or another) attribute names, at its value.
    private func image(of element: Int, _ attribute: String = "image") -> SceneChrome.NamedImage? {
        guard let index = xml.attributeIndex(element, attribute) else { return nil }
        return SceneChrome.NamedImage(name: xml.value(of: index), offset: xml.attributes[index].value.lowerBound)
    }

    /// The titles UIKit gives the tab bar system items.
    private static let tabSystemItemTitles = [
        "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated",
        "recents": "Recents", "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks",
        "search": "Search", "downloads": "Downloads", "mostRecent": "Most Recent", "mostViewed": "Most Viewed",
    ]
}
