import Inspectable
import Layout

/// The natural sizes (`intrinsicContentSize`) of Interface Builder's views, as UIKit gives them.
///
/// Text is measured as designer draws it, the system font with San Francisco's metrics
/// (`SystemFontMetrics`) and a named font with Inter's: a label's text is left to the layout,
/// which measures it at the width it gets; a button's and a text field's single line are
/// measured here. The fixed sizes of the standard controls are UIKit's
/// on iOS 13 and later, as Xcode's canvas gives them and real projects' saved frames show them:
/// a switch is 49 × 31, a stepper 94 × 32, a segmented control 32 tall (29 before iOS 13), a progress view 4 tall,
/// a slider 30 tall, an activity indicator 20 × 20 (37 × 37 large), a rounded text field 34
/// tall, a picker view 320 × 216; a document saved by an Xcode older than 11 has iOS 12's
/// progress views and text fields (`XIBCanvas`). A switch's and a slider's are their alignment rectangles',
/// which their frames reach beyond (`alignmentRectInsets(of:)`). A custom view's is the
/// placeholder Xcode writes (`placeholderIntrinsicWidth`), where `infinite` means none; a
/// designable view's is the one Xcode's canvas got from running its class (`<designables>`).
struct XIBIntrinsicSizes {
    let xml: XMLSyntax
    let variations: XIBVariations
    /// The sizes of the images the document names, from its `<resources>`.
    let images: [String: Size]
    /// The natural sizes of the document's designable views by their ids, from `<designables>`.
    private let designables: [String: IntrinsicContentSize]
    private let canvas: XIBCanvas
    /// The project's font files, which a `<fontDescription>` naming a font may find its file in.
    let fonts: ProjectFonts?

    init(xml: XMLSyntax, variations: XIBVariations, fonts: ProjectFonts? = nil) {
        (self.xml, self.variations, self.fonts) = (xml, variations, fonts)
        canvas = XIBCanvas(xml: xml)
        var images: [String: Size] = [:]
        if let resources = xml.child(of: xml.root, named: "resources") {
            for image in xml.children(of: resources) where xml.isElement(image, named: "image") {
                guard let name = xml.attribute(image, "name"),
                    let width = xml.attribute(image, "width").flatMap(XIBScalar.decimal),
                    let height = xml.attribute(image, "height").flatMap(XIBScalar.decimal)
                else { continue }
                images[name] = Size(width: width, height: height)
            }
            // An SF Symbol's resource gives its proportions, not its size in points.
            for (name, symbol) in XIBResources.systemSymbols(in: xml, resources: resources) {
                images[name] = symbol.size
            }
        }
        self.images = images
        designables = Self.designables(in: xml)
    }

    /// The natural size Xcode's canvas saved for a designable view, but for a label that wraps:
    /// its size follows the width it gets, which the one saved size does not.
    private func designable(of element: Int) -> IntrinsicContentSize? {
        guard let id = xml.attribute(element, "id"), let size = designables[id] else { return nil }
        let wraps = xml.isElement(element, named: "label") && (xml.attribute(element, "numberOfLines") ?? "1") != "1"
        return wraps ? nil : size
    }

    /// The `intrinsicContentSize` Xcode's canvas saves for each designable view it rendered, by
    /// the view's id: what the view's own class answered, which only running it gives (a
    /// button subclass that pads its title saved 43 tall where a system button's title makes
    /// 30); -1, `UIView.noIntrinsicMetric`, for none on that axis.
    private static func designables(in xml: XMLSyntax) -> [String: IntrinsicContentSize] {
        guard let designables = xml.child(of: xml.root, named: "designables") else { return [:] }
        var sizes: [String: IntrinsicContentSize] = [:]
        for designable in xml.children(of: designables) where xml.isElement(designable, named: "designable") {
            guard let id = xml.attribute(designable, "name"),
                let size = xml.child(of: designable, named: "size", key: "intrinsicContentSize")
            else { continue }
            func metric(_ name: String) -> Double? {
                xml.attribute(size, name).flatMap(XIBScalar.decimal).flatMap { $0 >= 0 ? $0 : nil }
            }
            sizes[id] = .fixed(width: metric("width"), height: metric("height"))
        }
        return sizes
    }

    func size(of element: Int, view: ViewNode) -> IntrinsicContentSize {
        if let placeholder = placeholder(of: element) { return placeholder }
        if let designable = designable(of: element) { return designable }
        switch xml.name(of: element) {
        case "label": return label(element)
        case "button": return button(element)
        case "imageView":
            guard let size = xml.attribute(element, "image").flatMap({ images[$0] }) else { return .none }
            return .fixed(width: size.width, height: size.height)
        case "switch": return .fixed(width: 49, height: 31)
        case "stepper": return .fixed(width: 94, height: 32)
        case "slider": return .fixed(width: nil, height: 30)
        case "pickerView": return .fixed(width: 320, height: 216)
        case "progressView": return .fixed(width: nil, height: canvas.progressViewHeight)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(xml.attribute(element, "style") ?? "")
            return .fixed(width: large ? 37 : 20, height: large ? 37 : 20)
        case "segmentedControl": return segmentedControl(element)
        case "navigationBar", "toolbar", "tabBar": return .fixed(width: nil, height: barHeight(element))
        // A search bar is 56 points tall from iOS 11 on, 44 before.
        case "searchBar": return .fixed(width: nil, height: canvas.isBeforeIOS11 ? 44 : 56)
        case "textField": return textField(element)
        case "textView": return textView(element)
        default: return .none
        }
    }

    /// A bar's height, which UIKit gives as its natural one: 44 points for a navigation bar or a
    /// toolbar on a phone, 49 for a tab bar, 50 for each on an iPad (regular in both size
    /// classes), as Xcode saves the bars that constraints place without a height.
    private func barHeight(_ element: Int) -> Double {
        if variations.horizontal == .regular && variations.vertical == .regular { return 50 }
        return xml.isElement(element, named: "tabBar") ? 49 : 44
    }

    /// UIKit's `alignmentRectInsets` of the standard controls that have them: a switch's frame
    /// reaches 2 points right of the rectangle constraints place, a slider's 2 points left and
    /// right and 1 below (a switch 49 wide in its constraints is 51 in its frame).
    static func alignmentRectInsets(ofElementNamed name: String) -> EdgeInsets {
        switch name {
        case "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        default: .zero
        }
    }

    /// `placeholderIntrinsicWidth` and `…Height`, which Xcode writes for a view whose natural
    /// size only its code knows; `infinite` for none on that axis.
    private func placeholder(of element: Int) -> IntrinsicContentSize? {
        let width = xml.attribute(element, "placeholderIntrinsicWidth")
        let height = xml.attribute(element, "placeholderIntrinsicHeight")
        guard width != nil || height != nil else { return nil }
        return .fixed(width: width.flatMap(XIBScalar.decimal), height: height.flatMap(XIBScalar.decimal))
    }

    /// The font `<fontDescription>` describes on this screen, or `size` points of the system font.
    func font(of element: Int, default size: Double) -> Font {
        guard let description = variations.child(element, named: "fontDescription", key: "fontDescription") else {
            return .system(size: size)
        }
        var font = Font.system(size: size)
        if let style = xml.attribute(description, "style"), let styled = DynamicTypeStyle.named(style) {
            font.size = styled.size(at: variations.contentSize)
            font.weight = styled.weight
        }
        let isStyled = xml.attribute(description, "style").flatMap(DynamicTypeStyle.named) != nil
        if let pointSize = xml.attribute(description, "pointSize").flatMap({
            XIBFontSize.points($0, isStyled: isStyled)
        }) {
            font.size = pointSize
        }
        if let weight = xml.attribute(description, "weight").flatMap(Font.Weight.init(rawValue:)) {
            font.weight = weight
        } else if let type = xml.attribute(description, "type"), let weight = XIBProperties.weight(ofType: type) {
            font.weight = Font.Weight(rawValue: weight) ?? .regular
        } else if let name = xml.attribute(description, "name") {
            font.weight = Font.Weight(rawValue: XIBProperties.weight(ofFontNamed: name)) ?? .regular
        }
        // A name of Apple's own that starts with a dot (`.AppleSystemUIFont`) is the system font.
        if let name = xml.attribute(description, "name"), !name.hasPrefix(".") {
            (font.name, font.family) = (name, xml.attribute(description, "family"))
        }
        return fonts?.resolved(font) ?? font
    }

    private func label(_ element: Int) -> IntrinsicContentSize {
        var style = TextStyle()
        if let lines = xml.attribute(element, "numberOfLines").flatMap(XIBScalar.decimal) {
            style.numberOfLines = max(Int(lines), 0)
        }
        if let mode = xml.attribute(element, "lineBreakMode"),
            case .success(.string(let name)) = XIBProperties.lineBreakMode.read(mode)
        {
            style.lineBreakMode = LineBreakMode(rawValue: name) ?? .byTruncatingTail
        }
        let preferred = xml.attribute(element, "preferredMaxLayoutWidth").flatMap(XIBScalar.decimal)
        var font = font(of: element, default: 17)
        var lineSpacing = textStyleLineSpacing(of: element, font: font)
        if xml.attribute(element, "usesAttributedText") == "YES",
            let attributed = attributedTextStyle(of: element, base: style)
        {
            (font, style, lineSpacing) = attributed
        }
        return .text(
            TextContent(
                text: text(of: element), font: font, style: style,
                preferredMaxLayoutWidth: preferred.flatMap { $0 > 0 ? $0 : nil }, lineSpacing: lineSpacing))
    }

    /// What a text style's leading adds between lines of its font: UIKit's text style fonts
    /// carry the leading of Apple's type scale (lines 22 points apart for the body and the
    /// headline at the default size, 16 for the first caption), and a label of several lines
    /// sets its lines that far apart, its first line its font's own height. Real projects' saved
    /// frames show it: two headline lines 42.5 tall (20.29 and 22), three of the first caption
    /// 46.5, two of the first title 67.5 and seven of the body 152, in projects of Xcode 8 and
    /// 10 (each a whole number of lines only with the leading).
    private func textStyleLineSpacing(of element: Int, font: Font) -> Double {
        guard let description = variations.child(element, named: "fontDescription", key: "fontDescription"),
            let style = xml.attribute(description, "style").flatMap(DynamicTypeStyle.named)
        else { return 0 }
        return max(style.leading(at: variations.contentSize) - TextLayout.lineHeight(of: font), 0)
    }

    /// A label's text: its `text`, a `<string key="text">` of several lines, or the characters
    /// of its attributed text.
    private func text(of element: Int) -> String {
        if let text = xml.attribute(element, "text") { return text }
        if let text = xml.child(of: element, named: "string", key: "text") { return xml.text(of: text) }
        if let attributed = xml.child(of: element, named: "attributedString", key: "attributedText") {
            return XIBAttributedText.characters(of: attributed, in: xml)
        }
        return ""
    }

    /// One line of `text` in `font`: its width and the font's line height, rounded up to whole
    /// points as UIKit rounds a button's title.
    func line(_ text: String, _ font: Font) -> Size {
        let width = text.isEmpty ? 0 : TextLayout.size(of: text, font: font, style: TextStyle(), width: .infinity).width
        return Size(width: width.rounded(.up), height: TextLayout.lineHeight(of: font).rounded(.up))
    }

    /// Segments as wide as the widest title, 16 points wider, side by side; 32 points tall, 29
    /// on the canvas of an Xcode older than 11 (iOS 12's control: a document of Xcode 8 saves a
    /// segmented control that a stack view centres, and nothing sizes, 29 tall).
    private func segmentedControl(_ element: Int) -> IntrinsicContentSize {
        let titles =
            xml.child(of: element, named: "segments").map { segments in
                xml.children(of: segments).map { xml.attribute($0, "title") ?? "" }
            } ?? []
        let widest = titles.map { line($0, .system(size: 13)).width }.max() ?? 0
        return .fixed(width: Double(titles.count) * (widest + 16), height: canvas.isBeforeIOS13 ? 29 : 32)
    }

    /// A text field's text, or else its placeholder, on one line: with a rounded border 7 points
    /// wider at each side and at least 34 points tall (30 before iOS 13), or its line and the
    /// border's padding (`XIBCanvas.roundedTextFieldPadding`) if taller; as tall as its line
    /// without.
    private func textField(_ element: Int) -> IntrinsicContentSize {
        let text =
            xml.attribute(element, "text").flatMap { $0.isEmpty ? nil : $0 } ?? xml.attribute(element, "placeholder")
            ?? ""
        let size = line(text, font(of: element, default: 14))
        guard xml.attribute(element, "borderStyle") == "roundedRect" else {
            return .fixed(width: size.width, height: size.height)
        }
        return .fixed(
            width: size.width + 14,
            height: max(canvas.roundedTextFieldHeight, size.height + canvas.roundedTextFieldPadding))
    }

    /// A text view that does not scroll is as tall as its text within its text container's
    /// insets, 8 points above and below by default (`textContainerInset`); one that scrolls has
    /// no natural size. Only an empty one's height is known here, its font's one line and the
    /// insets: real projects save empty non-scrolling text views of 14- and 15-point fonts 33
    /// and 34 tall (a line of 16.7 and 17.9 points rounded up, and 16). Its width, and a text's
    /// height, which follows the width the text wraps at, are left to its constraints.
    private func textView(_ element: Int) -> IntrinsicContentSize {
        guard xml.attribute(element, "scrollEnabled") == "NO", text(of: element).isEmpty else { return .none }
        return .fixed(width: nil, height: line("", font(of: element, default: 14)).height + 16)
    }
}
