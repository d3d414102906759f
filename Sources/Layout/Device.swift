public import Graphics

/// An iPhone or iPad screen as Interface Builder's "View as" offers it: what a scene is laid out on.
///
/// Devices are named by the ids documents write (`<device id="retina6_1" orientation="portrait"/>`)
/// and by the marketing names of the models that share that screen. Everything a layout needs
/// follows from the device and an orientation:
///
///     let screen = Device.named("iPhone 15 Pro")?.screen(.landscape)
///     // 852 × 393 points at scale 3, safe area 59 left and right and 21 at the bottom,
///     // no status bar, compact width and compact height
public struct Device: Sendable, Hashable {
    /// The kind of device, as `UIUserInterfaceIdiom` tells them apart.
    public enum Idiom: Sendable, Hashable {
        case phone, pad
    }

    /// Xcode's device id, as documents write it: `retina6_1`, `ipad12_9rounded`.
    public let id: String
    /// The marketing names of the models with this screen, newest first: `["iPhone 11", "iPhone XR"]`.
    public let names: [String]
    public let idiom: Idiom
    /// The size in points, held upright.
    public let portraitSize: Size
    /// Pixels per point: 2 or 3.
    public let scale: Double
    /// Whether the device has a home indicator instead of a home button: the bottom of its safe area
    /// keeps clear of it.
    public let hasHomeIndicator: Bool
    /// The safe area's insets held upright.
    let portraitSafeArea: EdgeInsets
    /// The safe area's insets on its side (the sensor housing on the left).
    let landscapeSafeArea: EdgeInsets
    /// The height of the status bar held upright.
    let portraitStatusBarHeight: Double
    /// The height of the status bar on its side: 0 where it is hidden, as on every iPhone.
    let landscapeStatusBarHeight: Double

    /// The screen in `orientation`: its size, safe area, status bar and size classes.
    ///
    /// Size classes are UIKit's: an iPad is regular on both axes; an iPhone held upright has a
    /// compact width and a regular height; on its side its height is compact, and its width is
    /// regular on the Plus and Max sizes (414 points wide or more) and compact on the others.
    public func screen(_ orientation: Orientation) -> Screen {
        let size: Size
        let insets: EdgeInsets
        let statusBarHeight: Double
        let sizeClasses: (horizontal: SizeClass, vertical: SizeClass)
        switch orientation {
        case .portrait:
            (size, insets, statusBarHeight) = (portraitSize, portraitSafeArea, portraitStatusBarHeight)
            sizeClasses = idiom == .pad ? (.regular, .regular) : (.compact, .regular)
        case .landscape:
            size = Size(width: portraitSize.height, height: portraitSize.width)
            (insets, statusBarHeight) = (landscapeSafeArea, landscapeStatusBarHeight)
            switch idiom {
            case .pad: sizeClasses = (.regular, .regular)
            case .phone:
                sizeClasses = (portraitSize.width >= Self.regularLandscapeWidth ? .regular : .compact, .compact)
            }
        }
        return Screen(
            name: id, size: size, scale: scale, safeAreaInsets: insets, statusBarHeight: statusBarHeight,
            horizontalSizeClass: sizeClasses.horizontal, verticalSizeClass: sizeClasses.vertical)
    }

    /// The device with the id or marketing name `name`, compared without regard to case.
    public static func named(_ name: String) -> Device? {
        let lowered = name.lowercased()
        return all.first { $0.id.lowercased() == lowered || $0.names.contains { $0.lowercased() == lowered } }
    }

    /// The narrowest iPhone, held upright, that UIKit gives a regular width on its side: the Plus
    /// and Max sizes.
    static let regularLandscapeWidth = 414.0
}
