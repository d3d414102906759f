/// The key paths by which UIKit code and Interface Builder's runtime attributes set the view
/// attributes designer names otherwise: `layer.cornerRadius` is a view's `cornerRadius`.
package enum KeyPathAliases {
    /// Each key path, with the name of the `View` attribute it sets.
    package static let view: [String: String] = [
        "hidden": "isHidden",
        "layer.cornerRadius": "cornerRadius",
        "layer.borderWidth": "borderWidth",
        "layer.borderColor": "borderColor",
        "layer.masksToBounds": "clipsToBounds",
        "layer.shadowColor": "shadowColor",
        "layer.shadowOpacity": "shadowOpacity",
        "layer.shadowOffset": "shadowOffset",
        "layer.shadowRadius": "shadowRadius",
    ]

    /// The name designer gives what `keyPath` sets.
    package static func attributeName(_ keyPath: String) -> String {
        view[keyPath] ?? keyPath
    }
}

/// Key paths that runtime attributes set on UIKit's views and that designer does not model:
/// properties of `UIView`, `CALayer` and the standard controls. Setting one is no crash, so a
/// runtime attribute naming one is left alone rather than reported as naming no property.
package enum UIKitKeyPaths {
    static let names: Set<String> = [
        "tag", "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "isAccessibilityElement", "accessibilityTraits", "tintColor", "contentMode", "userInteractionEnabled",
        "isUserInteractionEnabled", "multipleTouchEnabled", "exclusiveTouch", "opaque", "autoresizesSubviews",
        "clearsContextBeforeDrawing", "translatesAutoresizingMaskIntoConstraints", "semanticContentAttribute",
        "overrideUserInterfaceStyle", "restorationIdentifier", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "focusGroupIdentifier", "contentScaleFactor", "layoutMargins",
        "directionalLayoutMargins", "isMultipleTouchEnabled", "isExclusiveTouch", "isOpaque", "mask", "maskView",
        "backgroundColor", "alpha", "isHidden", "clipsToBounds", "frame", "bounds", "center", "transform",
        "minimumScaleFactor", "adjustsFontSizeToFitWidth", "preferredMaxLayoutWidth",
        "allowsDefaultTighteningForTruncation",
        "adjustsFontForContentSizeCategory", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "showsTouchWhenHighlighted", "isEnabled", "isSelected", "isHighlighted", "contentHorizontalAlignment",
        "contentVerticalAlignment", "isContinuous", "autocapitalizationType", "autocorrectionType", "keyboardType",
        "returnKeyType", "isSecureTextEntry", "clearButtonMode", "isEditable", "isSelectable", "isScrollEnabled",
        "bounces", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "rowHeight",
        "estimatedRowHeight", "separatorStyle", "spacing", "axis", "distribution", "alignment", "numberOfLines",
    ]

    /// Whether `keyPath` names a property UIKit's views have that designer does not model: one of
    /// `names`, or any `layer.` key path.
    package static func isKnown(_ keyPath: String) -> Bool {
        names.contains(keyPath) || keyPath.hasPrefix("layer.")
    }
}
