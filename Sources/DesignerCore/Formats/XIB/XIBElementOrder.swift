/// The order in which Xcode writes a view element's XML attributes and child elements.
///
/// Xcode writes both in a fixed order for each kind of view: UIView's attributes, then the
/// kind's own, then the identity (`translatesAutoresizingMaskIntoConstraints`, `id`, `userLabel`,
/// `customClass`…); and children from the frame to the connections, with a kind's own elements
/// (a label's text and font) where it puts them. A new attribute or child goes where Xcode
/// would put it among those written; names it does not list keep their place.
///
///     <label opaque="NO" userInteractionEnabled="NO" alpha="0.5" contentMode="left" text="Hi" … id="Lbl-Lb-001">
///         <rect key="frame" …/>
///         <color key="backgroundColor" …/>
///         <constraints>…</constraints>
///         <fontDescription key="fontDescription" …/>
///         <nil key="textColor"/>
enum XIBElementOrder {
    /// The XML attributes of a view element of kind `elementName`, in Xcode's order.
    static func attributes(of elementName: String) -> [String] {
        viewAttributes + (ownAttributes[elementName] ?? []) + identityAttributes
    }

    /// The child elements of a view element of kind `elementName`, in Xcode's order, each as
    /// its name with its `key` in brackets where it has one (`color[backgroundColor]`).
    static func children(of elementName: String) -> [String] {
        ownChildren[elementName] ?? viewChildren
    }

    /// How `children(of:)` names an element: `fontDescription[fontDescription]`, `constraints`.
    static func token(name: String, key: String?) -> String {
        key.map { "\(name)[\($0)]" } ?? name
    }

    private static let viewAttributes = [
        "key", "hidden", "opaque", "clipsSubviews", "clearsContextBeforeDrawing", "multipleTouchEnabled",
        "userInteractionEnabled", "alpha", "tag", "contentMode", "semanticContentAttribute",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "insetsLayoutMarginsFromSafeArea",
    ]

    private static let identityAttributes = [
        "translatesAutoresizingMaskIntoConstraints", "id", "userLabel", "customClass", "customModule",
        "customModuleProvider",
    ]

    private static let controlAttributes = ["contentHorizontalAlignment", "contentVerticalAlignment"]

    private static let ownAttributes: [String: [String]] = [
        // Bar items, as Xcode writes them: `<barButtonItem key="rightBarButtonItem" title="Save"
        // style="done" id="…">`, `<tabBarItem key="tabBarItem" title="Item" image="first" id="…">`.
        "navigationItem": ["title", "prompt", "largeTitleDisplayMode"],
        // `<tableViewSection headerTitle="Account" footerTitle="…" id="…">`.
        "tableViewSection": ["headerTitle", "footerTitle"],
        "barButtonItem": [
            "enabled", "title", "image", "landscapeImage", "largeContentSizeImage", "style", "systemItem",
        ],
        "tabBarItem": [
            "enabled", "title", "image", "landscapeImage", "largeContentSizeImage", "selectedImage", "systemItem",
            "badgeValue",
        ],
        "label": [
            "usesAttributedText", "text", "textAlignment", "lineBreakMode", "numberOfLines", "baselineAdjustment",
            "adjustsFontForContentSizeCategory", "enabled", "minimumFontSize", "minimumScaleFactor",
            "adjustsLetterSpacingToFitWidth", "adjustsFontSizeToFit", "preferredMaxLayoutWidth",
        ],
        "button": controlAttributes + [
            "adjustsImageWhenHighlighted", "buttonType", "adjustsImageWhenDisabled",
            "reversesTitleShadowWhenHighlighted", "lineBreakMode", "hasAttributedTitle", "pointerInteraction",
        ],
        "imageView": ["image", "catalog", "highlightedImage", "adjustsImageSizeForAccessibilityContentSizeCategory"],
        "textField": controlAttributes + [
            "borderStyle", "text", "placeholder", "textAlignment", "adjustsFontSizeToFit", "minimumFontSize",
            "clearButtonMode",
        ],
        "textView": [
            "bounces", "scrollEnabled", "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "bouncesZoom",
            "editable", "text", "textAlignment", "usesAttributedText", "adjustsFontForContentSizeCategory",
            "allowsEditingTextAttributes",
        ],
        "switch": controlAttributes + ["on"],
        "slider": controlAttributes + ["value", "minValue", "maxValue", "minimumValueImage", "maximumValueImage"],
        "progressView": ["progress"],
        "segmentedControl": controlAttributes + ["segmentControlStyle", "selectedSegmentIndex"],
        "activityIndicatorView": ["hidesWhenStopped", "animating", "style"],
        "stepper": controlAttributes + ["value", "minimumValue", "maximumValue", "stepValue"],
        "pageControl": controlAttributes + ["numberOfPages", "currentPage"],
        "tableViewCell": [
            "preservesSuperviewLayoutMargins", "selectionStyle", "accessoryType", "editingAccessoryType",
            "hidesAccessoryWhenEditing", "indentationLevel", "indentationWidth", "shouldIndentWhileEditing",
            "reuseIdentifier", "rowHeight", "textLabel", "detailTextLabel", "imageView", "style",
        ],
    ]

    private static let viewChildren = [
        "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "viewLayoutGuide[safeArea]", "prototypes",
        "cells", "color[backgroundColor]", "color[tintColor]", "accessibility[accessibilityConfiguration]",
        "gestureRecognizers", "constraints", "userDefinedRuntimeAttributes", "connections", "variation",
        "point[canvasLocation]",
    ]

    /// A control's own colors, which Xcode writes before its constraints.
    private static func control(colors: [String]) -> [String] {
        [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]",
            "accessibility[accessibilityConfiguration]",
        ] + colors.map { "color[\($0)]" } + [
            "constraints", "userDefinedRuntimeAttributes", "connections", "variation",
        ]
    }

    private static let ownChildren: [String: [String]] = [
        "label": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "accessibility[accessibilityConfiguration]",
            "color[backgroundColor]", "color[tintColor]", "constraints", "attributedString[attributedText]",
            "string[text]", "fontDescription[fontDescription]", "color[textColor]", "nil[textColor]",
            "color[highlightedColor]", "nil[highlightedColor]", "color[shadowColor]", "userDefinedRuntimeAttributes",
            "connections", "variation",
        ],
        "button": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]",
            "accessibility[accessibilityConfiguration]", "constraints", "fontDescription[fontDescription]",
            "color[tintColor]", "inset[contentEdgeInsets]", "inset[imageEdgeInsets]", "inset[titleEdgeInsets]",
            "state[normal]", "state[disabled]", "state[selected]", "state[highlighted]",
            "buttonConfiguration[configuration]", "userDefinedRuntimeAttributes", "connections", "variation",
        ],
        "textField": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]",
            "accessibility[accessibilityConfiguration]", "constraints", "color[textColor]", "nil[textColor]",
            "fontDescription[fontDescription]", "textInputTraits[textInputTraits]", "userDefinedRuntimeAttributes",
            "connections", "variation",
        ],
        "textView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "attributedString[attributedText]",
            "color[backgroundColor]", "color[tintColor]", "accessibility[accessibilityConfiguration]", "string[text]",
            "constraints", "color[textColor]", "fontDescription[fontDescription]", "textInputTraits[textInputTraits]",
            "dataDetectorType[dataDetectorTypes]", "userDefinedRuntimeAttributes", "connections", "variation",
        ],
        "switch": control(colors: ["onTintColor", "thumbTintColor"]),
        "slider": control(colors: ["minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor"]),
        "progressView": control(colors: ["progressTintColor", "trackTintColor"]),
        "segmentedControl": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]",
            "accessibility[accessibilityConfiguration]", "constraints", "segments", "color[selectedSegmentTintColor]",
            "userDefinedRuntimeAttributes", "connections", "variation",
        ],
        "activityIndicatorView": control(colors: ["color"]),
        "pageControl": control(colors: ["pageIndicatorTintColor", "currentPageIndicatorTintColor"]),
        // A cell's colours follow its content view.
        "tableViewCell": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "tableViewCellContentView[contentView]",
            "listContentConfiguration[contentConfiguration]", "viewLayoutGuide[safeArea]", "color[backgroundColor]",
            "color[tintColor]", "accessibility[accessibilityConfiguration]", "inset[separatorInset]", "constraints",
            "userDefinedRuntimeAttributes", "connections", "variation", "point[canvasLocation]",
        ],
    ]
}
