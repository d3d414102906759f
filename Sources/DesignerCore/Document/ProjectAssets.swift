public import Inspectable

/// What a document's project gives the names an Interface Builder file uses: the named colors
/// and images of its asset catalogs (`Assets.xcassets`), found beside the document.
public struct ProjectAssets: Sendable {
    /// Each named color with its light and dark values, by its name in the catalog.
    public var colors: [String: Color]
    /// The file of each named image, relative to the document's folder, by its name in the catalog.
    public var images: [String: String]
    /// How each named image that says so is drawn (its `"template-rendering-intent"`), by its
    /// name in the catalog; one not here is drawn as the view that shows it chooses.
    public var renderingIntents: [String: ImageRenderingIntent]

    public init(
        colors: [String: Color] = [:], images: [String: String] = [:],
        renderingIntents: [String: ImageRenderingIntent] = [:]
    ) {
        self.colors = colors
        self.images = images
        self.renderingIntents = renderingIntents
    }

    /// No catalog: names are resolved from the document alone.
    public static let none = ProjectAssets()
}

/// How an asset catalog's image asks to be drawn (`"template-rendering-intent"` in its
/// `Contents.json`), as `UIImage.RenderingMode` takes it.
public enum ImageRenderingIntent: String, Sendable {
    /// In its own colors, even where a view would draw it as a template.
    case original
    /// As a template: its shape in the tint color, whatever view draws it.
    case template
}
