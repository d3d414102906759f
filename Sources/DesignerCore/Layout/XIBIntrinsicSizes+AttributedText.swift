import Graphics

extension XIBIntrinsicSizes {
    /// The font, paragraph style and line spacing a label's attributed text is drawn in, or nil
    /// for plain text.
    ///
    /// UIKit draws an attributed label in its runs' attributes, not in the label's own font: a
    /// label Xcode saves with `usesAttributedText="YES"` keeps a `<fontDescription>` its text
    /// does not use. Real projects' saved frames show it: a run of the 20-point system font is
    /// 24 tall where the label's 17 points would be 20.5, one of 15 points 18, and a paragraph's
    /// `lineHeightMultiple` of 1.1 makes two 17-point lines 44.67 tall on a 3x screen (22 labels
    /// of 13 projects), and a `lineSpacing` of 7 two 14-point lines 40.5 tall (16.71 each and
    /// the 7 between). The first run's font and paragraph style stand for the whole text (every
    /// attributed label of the real projects has one font).
    func attributedTextStyle(
        of element: Int, base style: TextStyle
    ) -> (font: Font, style: TextStyle, lineSpacing: Double)? {
        guard let attributed = xml.child(of: element, named: "attributedString", key: "attributedText") else {
            return nil
        }
        let runs = xml.children(of: attributed)
        guard let attributes = runs.lazy.compactMap({ self.xml.child(of: $0, named: "attributes") }).first,
            let font = runFont(of: attributed)
        else { return nil }
        var style = style
        var lineSpacing = 0.0
        if let paragraph = xml.child(of: attributes, named: "paragraphStyle", key: "NSParagraphStyle") {
            func value(_ name: String) -> Double { xml.attribute(paragraph, name).flatMap(XIBScalar.decimal) ?? 0 }
            style.lineHeightMultiple = value("lineHeightMultiple")
            style.minimumLineHeight = value("minimumLineHeight")
            style.maximumLineHeight = value("maximumLineHeight")
            lineSpacing = value("lineSpacing")
        }
        return (font, style, lineSpacing)
    }

    /// The font of an attributed string's first run: `metaFont` is the system font (`systemBold`
    /// its bold), `name` a named one; nil where the run names no font of a size.
    func runFont(of attributed: Int) -> Font? {
        let runs = xml.children(of: attributed)
        guard let attributes = runs.lazy.compactMap({ self.xml.child(of: $0, named: "attributes") }).first,
            let runFont = xml.child(of: attributes, named: "font", key: "NSFont"),
            let size = xml.attribute(runFont, "size").flatMap(XIBScalar.decimal), size > 0
        else { return nil }
        var font = Font.system(size: size)
        if let name = xml.attribute(runFont, "name") {
            font.weight = Font.Weight(rawValue: XIBProperties.weight(ofFontNamed: name)) ?? .regular
            if !name.hasPrefix(".") { font.name = name }
        } else if xml.attribute(runFont, "metaFont") == "systemBold" {
            font.weight = .bold
        }
        return fonts?.resolved(font) ?? font
    }
}
