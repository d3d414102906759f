/// The objects of a storyboard scene that has no view of its own, such as a navigation
/// controller's: no command draws or edits them, but their classes and runtime attributes are
/// checked as those of every other scene's objects are.
extension XIBFile {
    /// The problems of the objects of scene `index`, when it has no view of its own: each
    /// class declared nowhere, each runtime attribute its class does not have or cannot take.
    func objectProblems(ofScene index: Int, registry: ComponentRegistry) -> [Diagnostic] {
        guard sceneRoots.indices.contains(index), sceneRoots[index] == nil else { return [] }
        var reader = XIBViewReader(xml: xml)
        for object in sceneObjects[index] { reader.readObject(object) }
        let attributeReader = XIBAttributeReader(file: self)
        var diagnostics: [Diagnostic] = []
        var attributes: [[WrittenAttribute]] = []
        for object in reader.views {
            let (written, problems) = attributeReader.attributes(of: object.node)
            attributes.append(written)
            diagnostics += problems
        }
        let syntax = XIBDocumentSyntax(file: self, viewAttributes: attributes)
        for object in reader.views {
            diagnostics +=
                ResolvedDocument.resolve(object, syntax: syntax, registry: registry, unknownClass: .error).diagnostics
        }
        return diagnostics
    }
}

extension Document {
    /// The problems of the objects (view controller, bar items, gesture recognizers) of the
    /// scene `index`, when it has no view of its own and so cannot be read as a document, as a
    /// navigation controller's scene cannot; none for any other scene, or another format.
    public func objectProblems(ofScene index: Int, registry: ComponentRegistry) -> [Diagnostic] {
        (syntax as? XIBDocumentSyntax)?.file.objectProblems(ofScene: index, registry: registry) ?? []
    }
}
