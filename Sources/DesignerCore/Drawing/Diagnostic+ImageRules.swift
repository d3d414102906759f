extension Diagnostic.Rule {
    /// An image file that is not there.
    public static let missingImage = Diagnostic.Rule(
        "missing-image", .warning, "An image that is neither a file nor in an asset catalog; drawn as a placeholder.")

    /// An image outside the document's folder or project.
    public static let externalImage = Diagnostic.Rule(
        "external-image", .warning,
        "An image outside the document's folder or project, which --allow-external-images allows.")

    /// An image that cannot be read or decoded.
    public static let unreadableImage = Diagnostic.Rule(
        "unreadable-image", .warning,
        "An image file that cannot be read, is damaged or no image, or is more than a document's images may take.")

    /// An image designer cannot draw, though a device may.
    public static let imageFormat = Diagnostic.Rule(
        "image-format", .note,
        "An image designer cannot draw though a device can: a JPEG, a PNG or PDF feature or size it does not read.")

    /// SF Symbols, which every device has and designer draws as placeholders showing their names.
    public static let systemSymbol = Diagnostic.Rule(
        "system-symbol", .note,
        "SF Symbols (catalog=\"system\"), which every device has and designer draws as placeholders showing their names; said once for a whole check."
    )
}
