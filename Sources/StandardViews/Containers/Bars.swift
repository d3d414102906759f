public import Inspectable

// Bars along the top or bottom of a screen, drawn as plain views: their background color, and
// their items as the subviews a document gives them.

/// A `UINavigationBar`, drawn as a plain view: its background color and subviews.
public struct NavigationBar: Component {
    public init() {}

    public static var className: String { "UINavigationBar" }

    public static var summary: String? { "A navigation bar, drawn as a plain view." }

    public static var defaultSize: Size { Size(width: 375, height: 44) }
}

/// A `UITabBar`, drawn as a plain view: its background color and subviews.
public struct TabBar: Component {
    public init() {}

    public static var className: String { "UITabBar" }

    public static var summary: String? { "A tab bar, drawn as a plain view." }

    public static var defaultSize: Size { Size(width: 375, height: 49) }
}

/// A `UIToolbar`, drawn as a plain view: its background color and subviews.
public struct Toolbar: Component {
    public init() {}

    public static var className: String { "UIToolbar" }

    public static var summary: String? { "A toolbar, drawn as a plain view." }

    public static var defaultSize: Size { Size(width: 375, height: 44) }
}

/// A `UISearchBar`, drawn as a plain view: its background color and subviews.
public struct SearchBar: Component {
    public init() {}

    public static var className: String { "UISearchBar" }

    public static var summary: String? { "A search bar, drawn as a plain view." }

    public static var defaultSize: Size { Size(width: 375, height: 56) }
}
