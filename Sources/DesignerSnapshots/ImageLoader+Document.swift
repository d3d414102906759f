public import DesignerCore
import Inspectable
public import Rendering

// A document's images loaded with a warning at the attribute that names each one that cannot be
// used: the core names the images (`ImageReference`), Rendering loads image files and knows
// nothing of documents.
extension ImageLoader {
    /// Every image the views use, by path, at the best resolution for `scale` (`name@2x.png` at
    /// 2 and above, when it exists), and a warning for each that cannot be used.
    ///
    /// The files in `ahead` are taken rather than decoded again (`ImageLoader.load(_:scale:reusing:)`).
    public func load(_ document: ResolvedDocument, scale: Double = 1, reusing ahead: DecodedFiles? = nil) -> (
        images: [String: LoadedImage], warnings: [Diagnostic]
    ) {
        load(ImageReference.all(in: document), scale: scale, reusing: ahead)
    }

    /// The names of the image files the views of `document` use, for `ImagesAhead` to decode (a
    /// laid-out document may name more: the images of the bars its scene shows).
    public static func fileNames(in document: ResolvedDocument) -> [String] {
        files(ImageReference.all(in: document))
    }

    /// The images `references` name, and a warning at each reference to one that cannot be used.
    /// An SF Symbol, which is no file, is its placeholder (`SymbolPlaceholder`).
    public func load(_ references: [ImageReference], scale: Double = 1, reusing ahead: DecodedFiles? = nil) -> (
        images: [String: LoadedImage], warnings: [Diagnostic]
    ) {
        let results = load(Self.files(references), scale: scale, reusing: ahead)
        var images: [String: LoadedImage] = [:]
        var warnings: [Diagnostic] = []
        for reference in references {
            if let symbol = reference.symbol {
                if images[reference.path] == nil {
                    images[reference.path] = try? SymbolPlaceholder.image(
                        named: symbol.name, size: symbol.size, scale: scale)
                }
                continue
            }
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

extension ImageLoader {
    /// The names of the files `references` name: all but SF Symbols, which are no files.
    fileprivate static func files(_ references: [ImageReference]) -> [String] {
        references.filter { $0.symbol == nil }.map(\.path)
    }
}

extension ImageLoadError {
    /// The rule a reference to such an image breaks.
    public var rule: Diagnostic.Rule {
        switch self {
        case .missing: .missingImage
        case .outside: .externalImage
        case _ where isDrawingLimit: .imageFormat
        case .unreadable, .undecodable, .otherFormat, .overBudget, .pdf: .unreadableImage
        }
    }
}
