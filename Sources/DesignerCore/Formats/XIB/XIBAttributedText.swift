/// A label's attributed text as Interface Builder saves it: `<attributedString
/// key="attributedText">` of fragments, each its characters (a `content` attribute, or a
/// `<string key="content">` for text of several lines) and its `<attributes>` (`NSFont`,
/// `NSColor`, `NSParagraphStyle`).
///
/// UIKit draws an attributed label in its runs' attributes, not in the label's own font, color,
/// alignment and line break mode, which Xcode saves beside them unused: setting a label's
/// `attributedText` "updates the values in the font, textColor, and other style-related
/// properties so that they reflect the style information starting at location 0 in the
/// attributed string" (UILabel's documentation). So designer reads a label's style from its
/// first run, the one style it draws a label in.
struct XIBAttributedText {
    let xml: XMLSyntax
    /// The `<attributedString>` element.
    let element: Int

    /// The attributed text of the label or text view `view`, nil when it has none or does not use it.
    init?(of view: Int, in xml: XMLSyntax) {
        guard xml.attribute(view, "usesAttributedText") == "YES",
            let element = xml.child(of: view, named: "attributedString", key: "attributedText")
        else { return nil }
        (self.xml, self.element) = (xml, element)
    }

    /// The characters of every fragment of the attributed string `element`, in order.
    static func characters(of element: Int, in xml: XMLSyntax) -> String {
        xml.children(of: element).compactMap { fragment in
            xml.attribute(fragment, "content")
                ?? xml.child(of: fragment, named: "string", key: "content").map { xml.text(of: $0) }
        }.joined()
    }

    /// The first run's `<attributes>`, nil when no fragment has any.
    var firstAttributes: Int? {
        xml.children(of: element).lazy.compactMap { self.xml.child(of: $0, named: "attributes") }.first
    }

    /// The first run's `<font key="NSFont">`.
    var font: Int? {
        firstAttributes.flatMap { xml.child(of: $0, named: "font", key: "NSFont") }
    }

    /// The first run's `<color key="NSColor">`.
    var color: Int? {
        firstAttributes.flatMap { xml.child(of: $0, named: "color", key: "NSColor") }
    }

    /// The first run's `<paragraphStyle key="NSParagraphStyle">`.
    var paragraphStyle: Int? {
        firstAttributes.flatMap { xml.child(of: $0, named: "paragraphStyle", key: "NSParagraphStyle") }
    }

    /// The weight of a run's font: its name's (`HelveticaNeue-Bold`), bold for the bold system
    /// font (`metaFont="systemBold"`), else regular.
    func weight(of font: Int) -> String {
        if let name = xml.attribute(font, "name") { return XIBProperties.weight(ofFontNamed: name) }
        return xml.attribute(font, "metaFont") == "systemBold" ? "bold" : "regular"
    }

    /// `NSParagraphStyle`'s line break modes as Interface Builder names them in a paragraph
    /// style (not the label's own names: `wordWrapping` where a label says `wordWrap`).
    static let lineBreakMode = XIBScalar.enumeration([
        ("wordWrapping", "byWordWrapping"), ("charWrapping", "byCharWrapping"), ("clipping", "byClipping"),
        ("truncatingHead", "byTruncatingHead"), ("truncatingTail", "byTruncatingTail"),
        ("truncatingMiddle", "byTruncatingMiddle"),
    ])

    /// The label properties its attributed text sets, which are not read from (or written to)
    /// the label's own attributes.
    static let styleProperties: Set<String> = [
        "textColor", "textAlignment", "lineBreakMode", "fontSize", "fontWeight", "fontName",
    ]
}
