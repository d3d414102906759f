public import Graphics
import Layout

extension Document {
    /// The direction each view lays out and draws its content in, by its position in `allViews`,
    /// as its `effectiveUserInterfaceLayoutDirection`: the one its `semanticContentAttribute`
    /// fixes, or the nearest of its superviews' that fixes one (`forceLeftToRight`,
    /// `forceRightToLeft`; `playback` and `spatial` keep left to right), else the language's
    /// (`layoutDirection`). A format without the attribute (JSON) has the language's throughout.
    public var viewLayoutDirections: [LayoutDirection] {
        let language = layoutDirection
        guard let syntax = syntax as? XIBDocumentSyntax else {
            return Array(repeating: language, count: allViews.count)
        }
        let xml = syntax.file.xml
        var directions = [LayoutDirection](repeating: language, count: allViews.count)
        // The fixed directions of the views enclosing the one read, each with where its subtree ends.
        var enclosing: [(end: Int, isRightToLeft: Bool?)] = []
        for view in allViews {
            while let last = enclosing.last, last.end <= view.index { enclosing.removeLast() }
            let own = XIBViewLayoutReader.semanticContentAttribute(of: view.node, in: xml).isRightToLeft
            let fixed = own ?? enclosing.last?.isRightToLeft
            directions[view.index] = fixed.map { $0 ? .rightToLeft : .leftToRight } ?? language
            enclosing.append((view.descendantsEnd, fixed))
        }
        return directions
    }
}
