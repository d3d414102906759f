import Inspectable
public import Rendering

// The images a document's views name, found by walking the resolved document, and loaded with
// a warning at the attribute that names each one that cannot be used: Rendering loads image
// files and knows nothing of documents.
extension ImageLoader {
    /// An image an attribute of a view names, and where the document names it.
    public struct Reference: Sendable {
        /// The image's path, as the attribute gives it.
        public let path: String
        /// The name of the attribute that names the image.
        public let attribute: String
        /// The offset of the attribute's value, or of the view's class when the image is a default.
        public let offset: Int

        /// The image at `path`, named by `attribute` at `offset` in the document's text.
        public init(path: String, attribute: String, offset: Int) {
            (self.path, self.attribute, self.offset) = (path, attribute, offset)
        }
    }

    /// The images one resolved view names.
    public static func references(
        of view: ViewNode, _ resolution: ResolvedDocument.ViewResolution, in document: Document
    ) -> [Reference] {
        guard let componentClass = resolution.componentClass, let configuration = resolution.configuration else {
            return []
        }
        return references(view, componentClass, configuration, in: document)
    }

    /// The images the views of a resolved document name.
    public static func references(in document: ResolvedDocument) -> [Reference] {
        var found: [Reference] = []
        document.root.forEachView { view in
            guard let componentClass = view.componentClass, !componentClass.imageAttributes.isEmpty,
                let configuration = view.configuration
            else { return }
            found += references(view.node, componentClass, configuration, in: document.document)
        }
        return found
    }

    private static func references(
        _ view: ViewNode, _ componentClass: ComponentClass, _ configuration: Configuration, in document: Document
    ) -> [Reference] {
        componentClass.imageAttributes.compactMap { attribute in
            guard let value = configuration.value(of: attribute.name),
                let image = value.value(as: Image.self) ?? value.value(as: Image?.self) ?? nil
            else { return nil }
            let written = document.syntax.attribute(named: attribute.name, of: view)
            return Reference(
                path: image.path, attribute: attribute.name, offset: written?.valueOffset ?? view.place.className)
        }
    }

    /// Every image the views use, by path, at the best resolution for `scale` (`name@2x.png` at
    /// 2 and above, when it exists), and a warning for each that cannot be used.
    public func load(_ document: ResolvedDocument, scale: Double = 1) -> (
        images: [String: LoadedImage], warnings: [Diagnostic]
    ) {
        load(Self.references(in: document), scale: scale)
    }

    /// The images `references` name, and a warning at each reference to one that cannot be used.
    public func load(_ references: [Reference], scale: Double = 1) -> (
        images: [String: LoadedImage], warnings: [Diagnostic]
    ) {
        let results = load(references.map(\.path), scale: scale)
        var images: [String: LoadedImage] = [:]
        var warnings: [Diagnostic] = []
        for reference in references {
            switch results[reference.path] {
            case .success(let loaded):
                images[reference.path] = loaded
            case .failure(let failure):
                warnings.append(
                    Diagnostic(
                        failure.isDrawingLimit ? .note : .warning,
                        "\(reference.attribute): image \(Printable.quoted(reference.path)) \(failure); drawn as a placeholder",
                        at: reference.offset, rule: failure.rule))
            case nil:
                break
            }
        }
        return (images, warnings)
    }
}

extension ImageLoadError {
    /// The rule a reference to such an image breaks.
    public var rule: Diagnostic.Rule {
        switch self {
        case .missing: .missingImage
        case .outside: .externalImage
        case _ where isDrawingLimit: .imageFormat
        case .unreadable, .undecodable, .otherFormat, .overBudget: .unreadableImage
        }
    }
}

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
        "An image designer cannot draw though a device can: a JPEG, a PDF, a PNG feature or size it does not read.")
}
