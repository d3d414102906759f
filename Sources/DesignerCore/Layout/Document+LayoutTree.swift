import Layout

extension Document {
    /// The tree UIKit's layout engine works on for this document's scene on a screen of these
    /// size classes, with the problems that keep constraints out of it; `nil` for a document
    /// of a format without constraints (JSON).
    func layoutTree(
        horizontal: SizeClass, vertical: SizeClass
    ) -> (tree: LayoutTree, diagnostics: [Diagnostic])? {
        guard let syntax = syntax as? XIBDocumentSyntax else { return nil }
        let reading = XIBLayoutReader.tree(of: self, syntax: syntax, horizontal: horizontal, vertical: vertical)
        return (reading.tree, reading.diagnostics)
    }
}
