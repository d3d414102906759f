import Inspectable

/// How Interface Builder writes one attribute designer knows a view by: an XML attribute of
/// the view's element, a keyed child element, or a user-defined runtime attribute.
struct XIBProperty: Sendable {
    /// The attribute's name in designer (`backgroundColor`, `text`, `fontSize`).
    let name: String
    let form: Form
    /// The value UIKit gives the property when the file writes none, where it is not designer's
    /// default: Xcode leaves `on` out of a switch that is off.
    var implied: JSONValue? = nil
    /// The value UIKit gives the property when the file writes none, where it is designer's
    /// default too: Xcode leaves `alpha` out of a view whose alpha is 1.
    var unwritten: JSONValue? = nil

    /// Whether Xcode writes `value` by leaving the property out: it is the value UIKit gives
    /// the property by default (numbers compared as numbers).
    func isLeftOut(_ value: JSONValue) -> Bool {
        guard let leftOut = implied ?? unwritten else { return false }
        if case .number(let number) = value, case .number(let other) = leftOut {
            return Double(number.literal) == Double(other.literal)
        }
        return value == leftOut
    }

    enum Form: Sendable {
        /// An XML attribute of the view's element: `alpha="0.5"`, `text="Hello"`.
        case attribute(String, XIBScalar)
        /// A keyed color element: `<color key="backgroundColor" …/>`.
        case color(String)
        /// The point size of `<fontDescription key="fontDescription" …/>`.
        case fontSize
        /// The weight of `<fontDescription key="fontDescription" …/>`.
        case fontWeight
        /// An XML attribute of `<fontDescription key="fontDescription" …/>` that names the font:
        /// its PostScript `name`, its `family` or its text `style`.
        case fontDescription(String)
        /// A button's title in the state it is drawn in (`XIBButtonState`), `<state key="normal"
        /// title="…">`, or in its configuration, `<buttonConfiguration key="configuration" title="…">`.
        case buttonTitle
        /// A button's title color in the state it is drawn in: `<state key="normal"><color key="titleColor" …/>`.
        case buttonTitleColor
        /// A button's image (`image`) or background image (`backgroundImage`) in the state it is
        /// drawn in, or its configuration's image.
        case buttonImage(String)
        /// The size in points of the image `buttonImage("image")` reads, as the document's
        /// `<resources>` give it.
        case buttonImageSize
        /// An image view's image (`image`) or highlighted image (`highlightedImage`): the XML
        /// attribute of that name, or the `image` of `<imageReference key="…">`, as Xcode writes an
        /// SF Symbol with a configuration.
        case imageViewImage(String)
        /// Whether a button's image is a template drawn in the tint: an SF Symbol's is.
        case buttonTintsImage
        /// A keyed `<inset key="…" minX="…" minY="…" maxX="…" maxY="…"/>`: a button's content,
        /// image and title edge insets.
        case edgeInsets(String)
        /// The tint color, `<color key="tintColor">`, or else the nearest enclosing view's, as
        /// UIKit's `tintColor` is inherited (`XIBTint`).
        case tintColor
        /// A segmented control's `<segments>`, their titles joined by commas.
        case segments
        /// An XML attribute of a button's iOS 15 configuration, `<buttonConfiguration
        /// key="configuration" style="filled" cornerStyle="capsule">`.
        case buttonConfiguration(String, XIBScalar)
        /// A keyed color of a button's configuration: `<buttonConfiguration …><color key="baseBackgroundColor" …/>`.
        case buttonConfigurationColor(String)
    }
}

/// How an XML attribute's text is read as a designer value.
enum XIBScalar: Sendable {
    case number
    /// `YES` or `NO`.
    case boolean
    case string
    /// An image: its name in the project's asset catalogs, or a file.
    case image
    /// Interface Builder's names for an enumeration's cases, with designer's.
    case enumeration([(xib: String, designer: String)])

    /// Interface Builder's text for `value` of designer's type `typeName`, or `nil` when it has
    /// no spelling for it.
    func written(_ value: JSONValue, typeName: String?) -> String? {
        switch (self, value) {
        case (.number, .number(let number)):
            if typeName == "Int" { return XIBRuntimeValue.integerText(number) }
            guard let double = Double(number.literal) else { return nil }
            return XIBColor.number(double)
        case (.boolean, .bool(let flag)): return flag ? "YES" : "NO"
        case (.string, .string(let text)), (.image, .string(let text)): return text
        case (.enumeration(let cases), .string(let text)): return cases.first { $0.designer == text }?.xib
        default: return nil
        }
    }

    /// The number Interface Builder writes as `text`, in decimal ("0.5", "-1", "1e-05"): `nil`
    /// for any other text, such as "0x10", which `Double` alone reads as 16.
    static func decimal(_ text: String) -> Double? {
        let isDecimal = text.utf8.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte | 0x20 == UInt8(ascii: "e")
        }
        guard isDecimal, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The designer value of Interface Builder's text, or why it has none.
    func read(_ text: String) -> Result<JSONValue, XIBValueError> {
        switch self {
        case .number:
            guard let number = JSONNumber(literal: text) ?? Self.decimal(text).flatMap({ JSONNumber($0) }) else {
                return .failure(XIBValueError("\(Printable.quoted(text)) is not a number"))
            }
            return .success(.number(number))
        case .boolean:
            switch text {
            case "YES": return .success(.bool(true))
            case "NO": return .success(.bool(false))
            default: return .failure(XIBValueError("\(Printable.quoted(text)) is not YES or NO"))
            }
        case .string:
            return .success(.string(text))
        case .image:
            return .success(.string(text))
        case .enumeration(let cases):
            guard let designer = cases.first(where: { $0.xib == text })?.designer else {
                let known = cases.map(\.xib).joined(separator: ", ")
                return .failure(XIBValueError("\(Printable.quoted(text)) is none of \(known)"))
            }
            return .success(.string(designer))
        }
    }
}

/// The attributes of each kind of view element.
enum XIBProperties {
    /// The properties every view element has.
    static let view: [XIBProperty] = [
        XIBProperty(name: "backgroundColor", form: .color("backgroundColor")),
        XIBProperty(name: "alpha", form: .attribute("alpha", .number), unwritten: .number(JSONNumber(1))),
        XIBProperty(name: "isHidden", form: .attribute("hidden", .boolean), unwritten: .bool(false)),
        XIBProperty(name: "clipsToBounds", form: .attribute("clipsSubviews", .boolean), unwritten: .bool(false)),
    ]

    static let textAlignment = XIBScalar.enumeration([
        ("left", "left"), ("center", "center"), ("right", "right"), ("natural", "natural"), ("justified", "left"),
    ])

    static let lineBreakMode = XIBScalar.enumeration([
        ("wordWrap", "byWordWrapping"), ("characterWrap", "byCharWrapping"), ("clip", "byClipping"),
        ("headTruncation", "byTruncatingHead"), ("tailTruncation", "byTruncatingTail"),
        ("middleTruncation", "byTruncatingMiddle"),
    ])

    static let contentMode = XIBScalar.enumeration(
        ContentMode.allCases.map { ($0.rawValue, $0.rawValue) } + [("redraw", "scaleToFill")])

    private static func attribute(
        _ name: String, _ scalar: XIBScalar, xml: String? = nil, implied: JSONValue? = nil,
        unwritten: JSONValue? = nil
    ) -> XIBProperty {
        XIBProperty(name: name, form: .attribute(xml ?? name, scalar), implied: implied, unwritten: unwritten)
    }

    private static let zero = JSONValue.number(JSONNumber(0))

    /// An enumeration whose cases Interface Builder and designer name alike.
    private static func same(_ cases: [String]) -> XIBScalar {
        .enumeration(cases.map { ($0, $0) })
    }

    private static func color(_ name: String) -> XIBProperty {
        XIBProperty(name: name, form: .color(name))
    }

    /// The font of a kind of view, whose size UIKit gives it when the file names none: its
    /// size, its weight where the view has one, and the names of the font, its family and its
    /// text style.
    private static func font(_ size: Double, weight: Bool = true) -> [XIBProperty] {
        [XIBProperty(name: "fontSize", form: .fontSize, implied: .number(JSONNumber(size) ?? JSONNumber(17)))]
            + (weight ? [XIBProperty(name: "fontWeight", form: .fontWeight, implied: .string("regular"))] : [])
            + [
                XIBProperty(name: "fontName", form: .fontDescription("name")),
                XIBProperty(name: "fontFamily", form: .fontDescription("family")),
                XIBProperty(name: "textStyle", form: .fontDescription("style")),
            ]
    }

    /// Each element's own properties, before the view's.
    static let byElement: [String: [XIBProperty]] = [
        "label": [
            attribute("text", .string, implied: .string("")), color("textColor"),
            attribute("textAlignment", textAlignment),
            attribute("numberOfLines", .number, unwritten: .number(JSONNumber(1))),
            attribute("lineBreakMode", lineBreakMode),
        ] + font(17),
        "button": [
            XIBProperty(name: "title", form: .buttonTitle, implied: .string("")),
            XIBProperty(name: "titleColor", form: .buttonTitleColor),
            XIBProperty(name: "image", form: .buttonImage("image")),
            XIBProperty(name: "imageSize", form: .buttonImageSize),
            XIBProperty(name: "backgroundImage", form: .buttonImage("backgroundImage")),
            XIBProperty(name: "tintsImage", form: .buttonTintsImage),
            XIBProperty(name: "contentEdgeInsets", form: .edgeInsets("contentEdgeInsets")),
            XIBProperty(name: "imageEdgeInsets", form: .edgeInsets("imageEdgeInsets")),
            XIBProperty(name: "titleEdgeInsets", form: .edgeInsets("titleEdgeInsets")),
            XIBProperty(name: "tintColor", form: .tintColor),
            XIBProperty(
                name: "configurationStyle",
                form: .buttonConfiguration("style", same(["plain", "gray", "tinted", "filled"]))),
            XIBProperty(
                name: "cornerStyle",
                form: .buttonConfiguration(
                    "cornerStyle", same(["dynamic", "fixed", "small", "medium", "large", "capsule"]))),
            XIBProperty(name: "baseBackgroundColor", form: .buttonConfigurationColor("baseBackgroundColor")),
            attribute("contentHorizontalAlignment", same(["center", "left", "right", "fill", "leading", "trailing"])),
            attribute("contentVerticalAlignment", same(["center", "top", "bottom", "fill"])),
            attribute("lineBreakMode", lineBreakMode),
        ] + font(15),
        "imageView": [
            XIBProperty(name: "image", form: .imageViewImage("image")),
            XIBProperty(name: "highlightedImage", form: .imageViewImage("highlightedImage")),
            attribute("isHighlighted", .boolean, xml: "highlighted", unwritten: .bool(false)),
            attribute("contentMode", contentMode),
            XIBProperty(name: "tintColor", form: .tintColor),
        ],
        // The scene's bar items, which are not views, have their own few and none of a view's.
        "navigationItem": [attribute("title", .string)],
        "barButtonItem": [
            attribute("title", .string),
            attribute(
                "style", .enumeration(BarButtonItemStyle.allCases.map { ($0.rawValue, $0.rawValue) }),
                unwritten: .string(BarButtonItemStyle.plain.rawValue)),
        ],
        "tabBarItem": [attribute("title", .string), attribute("badgeValue", .string)],
        "tableViewSection": [attribute("headerTitle", .string), attribute("footerTitle", .string)],
        "progressView": [
            attribute("progress", .number, implied: zero), color("progressTintColor"), color("trackTintColor"),
        ],
        "switch": [attribute("on", .boolean, implied: .bool(false)), color("onTintColor"), color("thumbTintColor")],
        "slider": [
            attribute("value", .number, implied: zero), attribute("minimumValue", .number, xml: "minValue"),
            attribute("maximumValue", .number, xml: "maxValue"), color("minimumTrackTintColor"),
            color("maximumTrackTintColor"), color("thumbTintColor"),
        ],
        "textField": [
            attribute("text", .string), attribute("placeholder", .string), color("textColor"),
            attribute("textAlignment", textAlignment),
            attribute(
                "borderStyle",
                .enumeration([("none", "none"), ("line", "line"), ("bezel", "bezel"), ("roundedRect", "roundedRect")])),
        ] + font(14, weight: false),
        "navigationBar": [color("barTintColor")],
        "tabBar": [color("barTintColor")],
        "toolbar": [color("barTintColor")],
        "searchBar": [
            attribute("text", .string), attribute("placeholder", .string),
            attribute(
                "searchBarStyle",
                .enumeration([("default", "default"), ("prominent", "prominent"), ("minimal", "minimal")])
            ),
            color("barTintColor"),
        ],
        "textView": [attribute("text", .string), color("textColor"), attribute("textAlignment", textAlignment)]
            + font(14, weight: false),
        "segmentedControl": [
            XIBProperty(name: "segments", form: .segments),
            attribute("selectedSegmentIndex", .number, implied: .number(JSONNumber(-1))),
            color("selectedSegmentTintColor"),
        ],
        "activityIndicatorView": [
            color("color"), attribute("isAnimating", .boolean, xml: "animating"),
            attribute("hidesWhenStopped", .boolean),
        ],
        "stepper": [
            attribute("value", .number), attribute("minimumValue", .number), attribute("maximumValue", .number),
            attribute("stepValue", .number),
        ],
        "tableViewCell": [
            attribute(
                "accessoryType",
                .enumeration(
                    ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"].map {
                        ($0, $0)
                    }),
                unwritten: .string("none")),
            XIBProperty(name: "tintColor", form: .tintColor),
        ],
        "pageControl": [
            attribute("numberOfPages", .number, implied: zero), attribute("currentPage", .number),
            color("pageIndicatorTintColor"),
            color("currentPageIndicatorTintColor"),
        ],
    ]

    /// The properties of a view element, its own first.
    static func of(_ elementName: String) -> [XIBProperty] {
        (byElement[elementName] ?? []) + (XIBObjectKinds.isObject(elementName) ? [] : view)
    }

    /// The kinds of view Xcode writes a `<fontDescription>` for even when it is the font UIKit
    /// gives them; it leaves the default font of the others (a button's) out.
    static let kindsWritingTheirDefaultFont: Set<String> = ["label", "textField", "textView"]

    /// What kind of font the `<fontDescription>` of `element` describes, as an error names it:
    /// "the system font", "the text style UICTFontTextStyleBody", "'OpenSans-Light'".
    static func fontDescriptionKind(of element: Int, in xml: XMLSyntax) -> String {
        guard let font = xml.child(of: element, named: "fontDescription", key: "fontDescription") else {
            return "the system font"
        }
        if let style = xml.attribute(font, "style") { return "the text style \(style)" }
        if let name = xml.attribute(font, "name"), !name.hasPrefix(".") { return Printable.quoted(name) }
        return "the system font"
    }

    /// Font weights by Interface Builder's `type` of a system font.
    static func weight(ofType type: String) -> String? {
        switch type {
        case "system", "italicSystem": "regular"
        case "boldSystem": "bold"
        default: nil
        }
    }

    /// The weight a font's PostScript name gives (`HelveticaNeue-Bold`), regular when it says none.
    static func weight(ofFontNamed name: String) -> String {
        let suffix = name.split(separator: "-").last.map { $0.lowercased() } ?? ""
        for (marker, weight) in [
            ("semibold", "semibold"), ("demibold", "semibold"), ("extrabold", "heavy"), ("bold", "bold"),
            ("heavy", "heavy"), ("black", "black"), ("medium", "medium"), ("ultralight", "ultraLight"),
            ("thin", "thin"), ("light", "light"),
        ] where suffix.contains(marker) {
            return weight
        }
        return "regular"
    }
}

/// Runtime attributes designer reads in a way of its own.
enum XIBUnmodelledKeyPaths {
    /// The key paths of `CGColor` properties, which a runtime attribute's color (a `UIColor`)
    /// cannot set: the app shows no border color and no shadow color from them.
    static let takesCGColor: Set<String> = ["layer.borderColor", "layer.shadowColor"]

    static let cgColorProblem =
        "takes a CGColor, which a runtime attribute's UIColor does not set in the app; declare an @IBInspectable UIColor property that sets it (such as borderUIColor)"
}
