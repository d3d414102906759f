public import Inspectable

/// The bars a storyboard scene's view controller is shown with, as Interface Builder's canvas
/// draws them around its root view: the status bar, the navigation bar with its item's title
/// and buttons, the tab bar with its controller's items. Frames are in the screen's coordinates,
/// the root view's superview's.
public struct SceneChrome: Sendable, Hashable {
    /// The screen the bars are on: what a drawing of the scene shows, the root view where the
    /// layout puts it (below an opaque navigation bar, above an opaque tab bar).
    public var screen: Rect
    /// The simulated status bar: "9:41" and a battery; `nil` where the screen has none or the
    /// controller hides it.
    public var statusBar: StatusBar?
    /// The navigation bar over the top of the screen, when the controller has one.
    public var navigationBar: NavigationBar?
    /// The tab bar along the bottom, when the controller is in a tab bar controller.
    public var tabBar: TabBar?
    /// The toolbar along the bottom, or on the tab bar where there is one too, when the
    /// controller's navigation controller shows one or the controller simulates one.
    public var toolbar: Toolbar?

    /// The status bar's frame and the color of its content.
    public struct StatusBar: Sendable, Hashable {
        public var frame: Rect
        /// `statusBarStyle="lightContent"`: white content, whatever the appearance.
        public var isLightContent: Bool
    }

    /// The colors a bar's element gives it: its background (its standard appearance's
    /// `backgroundColor`, else its `barTintColor`), the tint of its items, its title's color
    /// (`titleTextAttributes`), and whether it is a dark bar (`barStyle="black"`: black, with a
    /// white title); `nil` for the default.
    public struct BarColors: Sendable, Hashable {
        public var background: Color?
        public var tint: Color?
        public var title: Color?
        public var isDark = false

        public init(background: Color? = nil, tint: Color? = nil, title: Color? = nil, isDark: Bool = false) {
            (self.background, self.tint, self.title, self.isDark) = (background, tint, title, isDark)
        }
    }

    /// A navigation bar: its frame, the navigation item's title and its buttons, left to right,
    /// its prompt above them and whether the title is large, below them.
    public struct NavigationBar: Sendable, Hashable {
        public var frame: Rect
        public var colors = BarColors()
        public var title: String?
        /// The navigation item's `prompt`, on a row of its own above the buttons.
        public var prompt: String?
        /// Whether the title is large, on a row of its own below the buttons.
        public var hasLargeTitle = false
        /// The back button's title, when the controller is pushed on a navigation stack and
        /// shows one.
        public var backTitle: String?
        /// The left items, from the leading edge in.
        public var leftItems: [BarButtonItem]
        /// The right items, from the trailing edge in, as `rightBarButtonItems` orders them.
        public var rightItems: [BarButtonItem]
    }

    /// A bar button item as it draws: a title, an image by name, or a system item.
    public struct BarButtonItem: Sendable, Hashable {
        /// The title it shows: its own, or a text system item's ("Done", "Cancel").
        public var title: String?
        /// Its image.
        public var image: NamedImage?
        /// A system item shown as a glyph (`add`, `search`…), by its name in the document.
        public var glyph: String?
        /// `style="done"`, or the `done` system item: a semibold title.
        public var isDone: Bool
    }

    /// A toolbar: its frame (down to the screen's bottom edge, or to a tab bar's top), the
    /// height its items are laid out in, and its items (the controller's `toolbarItems`), from
    /// the leading edge.
    public struct Toolbar: Sendable, Hashable {
        public var frame: Rect
        public var itemHeight: Double
        public var items: [ToolbarItem]
        public var colors = BarColors()
    }

    /// An item of a toolbar: a button, or a space between buttons.
    public enum ToolbarItem: Sendable, Hashable {
        case button(BarButtonItem)
        /// A `flexibleSpace`: an equal share of the room the buttons leave.
        case flexibleSpace
        /// A `fixedSpace` of its `width`.
        case fixedSpace(Double)
    }

    /// A tab bar: its frame (down to the screen's bottom edge), the height its items are laid
    /// out in, its items and which one is selected.
    public struct TabBar: Sendable, Hashable {
        public var frame: Rect
        public var colors = BarColors()
        public var itemHeight: Double
        public var items: [TabBarItem]
        /// The position in `items` of the scene's own tab.
        public var selected: Int?
    }

    /// A tab bar item: its title, images by name or system item glyph, and badge.
    public struct TabBarItem: Sendable, Hashable {
        public var title: String
        public var image: NamedImage?
        /// The image shown instead while its tab is selected.
        public var selectedImage: NamedImage?
        /// A system item (`favorites`, `more`…), drawn as a glyph.
        public var glyph: String?
        public var badge: String?
    }

    /// An image by its name in the document, and the offset of that name in the document's text.
    public struct NamedImage: Sendable, Hashable {
        public var name: String
        public var offset: Int
    }

    /// The images the chrome shows.
    public var images: [NamedImage] {
        let buttons = toolbar?.items.compactMap { item -> BarButtonItem? in
            if case .button(let button) = item { return button }
            return nil
        }
        let items = ((navigationBar.map { $0.leftItems + $0.rightItems } ?? []) + (buttons ?? [])).compactMap(\.image)
        return items + (tabBar?.items.flatMap { [$0.image, $0.selectedImage].compactMap { $0 } } ?? [])
    }
}
