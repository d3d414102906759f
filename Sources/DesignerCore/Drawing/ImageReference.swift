import Inspectable

/// An image an attribute of a view names, and where the document names it: what a renderer
/// loads to draw the view, found by walking the resolved document (the core reads no image file).
public struct ImageReference: Sendable {
    /// The image's path, as the attribute gives it.
    public let path: String
    /// The name of the attribute that names the image.
    public let attribute: String
    /// The offset of the attribute's value, or of the view's class when the image is a default.
    public let offset: Int
    /// The SF Symbol `path` names, which is no file: drawn as a placeholder showing its name.
    public let symbol: SystemSymbol?

    /// The image at `path`, named by `attribute` at `offset` in the document's text; `symbol`
    /// when it is an SF Symbol.
    public init(path: String, attribute: String, offset: Int, symbol: SystemSymbol? = nil) {
        (self.path, self.attribute, self.offset, self.symbol) = (path, attribute, offset, symbol)
    }

    /// The images one resolved view names.
    public static func all(
        of view: ViewNode, _ resolution: ResolvedDocument.ViewResolution, in document: Document
    ) -> [ImageReference] {
        guard let componentClass = resolution.componentClass, let configuration = resolution.configuration else {
            return []
        }
        return all(of: view, componentClass, configuration, in: document)
    }

    /// The images the views of a resolved document name, then those its scene's bars show
    /// (`SceneChrome`).
    public static func all(in document: ResolvedDocument) -> [ImageReference] {
        var found: [ImageReference] = []
        document.root.forEachView { view in
            guard let componentClass = view.componentClass, !componentClass.imageAttributes.isEmpty,
                let configuration = view.configuration
            else { return }
            found += all(of: view.node, componentClass, configuration, in: document.document)
        }
        let symbols = document.document.syntax.systemSymbols
        return found
            + (document.document.chrome?.images ?? []).map {
                ImageReference(path: $0.name, attribute: "image", offset: $0.offset, symbol: symbols[$0.name])
            }
    }

    private static func all(
        of view: ViewNode, _ componentClass: ComponentClass, _ configuration: Configuration, in document: Document
    ) -> [ImageReference] {
        componentClass.imageAttributes.compactMap { attribute in
            guard let value = configuration.value(of: attribute.name),
                let image = value.value(as: Image.self) ?? value.value(as: Image?.self) ?? nil
            else { return nil }
            let written = document.syntax.attribute(named: attribute.name, of: view)
            return ImageReference(
                path: image.path, attribute: attribute.name, offset: written?.valueOffset ?? view.place.className,
                symbol: document.syntax.systemSymbols[image.path])
        }
    }
}
