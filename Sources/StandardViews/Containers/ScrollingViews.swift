public import Inspectable

// Scroll views and the table and collection views built on them, with their cells, drawn as
// plain views scrolled to the top: what shows is their subviews at their frames.

/// A `UIScrollView`, drawn as a plain view scrolled to the top: its subviews at their frames.
public struct ScrollView: Component {
    public init() {}

    public static var className: String { "UIScrollView" }

    public static var summary: String? { "A scroll view, drawn as a plain view scrolled to the top." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }
}

/// A `UITableView`, drawn as a plain view: the cells a document places in it are its subviews.
public struct TableView: Component {
    public init() {}

    public static var className: String { "UITableView" }

    public static var summary: String? { "A table view, drawn as a plain view; its cells are its subviews." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }
}

/// A `UITableViewCell`, drawn as a plain view: its content view's subviews are its subviews.
public struct TableViewCell: Component {
    public init() {}

    public static var className: String { "UITableViewCell" }

    public static var summary: String? { "A table view cell, drawn as a plain view; its content is its subviews." }

    public static var defaultSize: Size { Size(width: 320, height: 44) }
}

/// A `UICollectionView`, drawn as a plain view: the cells a document places in it are its subviews.
public struct CollectionView: Component {
    public init() {}

    public static var className: String { "UICollectionView" }

    public static var summary: String? { "A collection view, drawn as a plain view; its cells are its subviews." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }
}

/// A `UICollectionViewCell`, drawn as a plain view: its content view's subviews are its subviews.
public struct CollectionViewCell: Component {
    public init() {}

    public static var className: String { "UICollectionViewCell" }

    public static var summary: String? { "A collection view cell, drawn as a plain view; its content is its subviews." }

    public static var defaultSize: Size { Size(width: 50, height: 50) }
}

/// A `UICollectionReusableView`, a section's header or footer, drawn as a plain view.
public struct CollectionReusableView: Component {
    public init() {}

    public static var className: String { "UICollectionReusableView" }

    public static var summary: String? { "A collection view header or footer, drawn as a plain view." }

    public static var defaultSize: Size { Size(width: 320, height: 50) }
}
