public import Graphics

/// A device's screen in one orientation: what a view controller's root view is laid out in.
public struct Screen: Sendable, Hashable {
    /// How the screen is named: a device id (`retina6_1`) or `WIDTHxHEIGHT`.
    public var name: String
    /// The size in points, in this orientation.
    public var size: Size
    /// Pixels per point: 1, 2 or 3. Frames are rounded to this grid.
    public var scale: Double
    /// The insets of the safe area, in this orientation.
    public var safeAreaInsets: EdgeInsets
    /// The height of the status bar, 0 where it is hidden (an iPhone in landscape).
    public var statusBarHeight: Double
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(
        name: String, size: Size, scale: Double, safeAreaInsets: EdgeInsets = .zero, statusBarHeight: Double = 0,
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass
    ) {
        (self.name, self.size, self.scale, self.safeAreaInsets) = (name, size, scale, safeAreaInsets)
        self.statusBarHeight = statusBarHeight
        (self.horizontalSizeClass, self.verticalSizeClass) = (horizontalSizeClass, verticalSizeClass)
    }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Hashable {
    case compact, regular
}

/// A device held upright or on its side.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
}
