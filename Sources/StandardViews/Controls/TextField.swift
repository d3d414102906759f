public import Inspectable

/// A `UITextField` that is not being edited: its text on one line, centred down the bounds and
/// cut short with "…", or its placeholder in gray while it has no text, inside its border.
public struct TextField: Component {
    /// The border the field draws around its text, as `UITextField.BorderStyle`.
    public enum BorderStyle: String, Sendable, CaseIterable, InspectableValue {
        /// No border: the text alone.
        case none
        /// A thin rectangle.
        case line
        /// A rectangle with a darker top edge, as if sunk into the view.
        case bezel
        /// A rounded rectangle with a light fill and a hairline border, the default.
        case roundedRect

        public static var typeName: String { "TextField.BorderStyle" }
    }

    @Inspectable(description: "The text in the field.")
    public var text: String = ""

    @Inspectable(description: "The gray text shown while the field has no text.")
    public var placeholder: String = ""

    @Inspectable(description: "Color of the text.")
    public var textColor: Color = .label

    @Inspectable(range: 1..., step: 1, description: "Size of the font, in points.")
    public var fontSize: Double = 14

    @Inspectable(
        description:
            "The PostScript name of the font (OpenSans-Light), drawn with the project's file of it; nil for the system font."
    )
    public var fontName: String? = nil

    @Inspectable(
        description: "The family of the named font (Open Sans), which finds its file when none has its PostScript name."
    )
    public var fontFamily: String? = nil

    @Inspectable(
        description:
            "The Dynamic Type text style Interface Builder names for the font (UICTFontTextStyleBody); nil for a fixed font."
    )
    public var textStyle: String? = nil

    @Inspectable(description: "How the text sits across the field; natural is the leading side.")
    public var textAlignment: TextAlignment = .natural

    @Inspectable(description: "The border around the text: none, line, bezel or roundedRect.")
    public var borderStyle: BorderStyle = .roundedRect

    public init() {}

    public static var className: String { "UITextField" }

    public static var summary: String? { "One line of text, or a gray placeholder, in a rounded or plain border." }

    public static var defaultSize: Size { Size(width: 97, height: 34) }

    /// How far the text sits in from the left and right edges, for the border style.
    public var horizontalInset: Double {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 4
        case .roundedRect: 7
        }
    }

    /// The font the text is drawn in: the one `fontName` names, else the system font.
    public var font: Font { Font(name: fontName, family: fontFamily, size: fontSize) }

    public func draw(in context: inout GraphicsContext) {
        drawBorder(in: &context)
        let isPlaceholder = text.isEmpty
        context.draw(
            isPlaceholder ? placeholder : text, in: context.bounds.insetBy(dx: horizontalInset, dy: 0),
            font: font, color: isPlaceholder ? .placeholderText : textColor,
            alignment: textAlignment)
    }

    /// The border of the style, inside the bounds.
    private func drawBorder(in context: inout GraphicsContext) {
        let bounds = context.bounds
        switch borderStyle {
        case .none:
            break
        case .line:
            context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5), lineWidth: 1, color: .label)
        case .bezel:
            context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5), lineWidth: 1, color: .systemGray2)
            context.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), color: .systemGray)
        case .roundedRect:
            context.fill(bounds, cornerRadius: 5, color: .tertiarySystemBackground)
            context.stroke(bounds.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5, lineWidth: 0.5, color: .systemGray4)
        }
    }
}
