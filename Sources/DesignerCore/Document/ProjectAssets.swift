public import Inspectable

/// What a document's project gives the names an Interface Builder file uses: the named colors
/// and images of its asset catalogs (`Assets.xcassets`), found beside the document.
public struct ProjectAssets: Sendable {
    /// Each named color with its light and dark values, by its name in the catalog.
    public var colors: [String: Color]
    /// The file of each named image, relative to the document's folder, by its name in the catalog.
    public var images: [String: String]

    public init(colors: [String: Color] = [:], images: [String: String] = [:]) {
        self.colors = colors
        self.images = images
    }

    /// No catalog: names are resolved from the document alone.
    public static let none = ProjectAssets()
}
