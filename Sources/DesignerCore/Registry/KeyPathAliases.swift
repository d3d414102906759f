/// The key paths by which UIKit code and Interface Builder's runtime attributes set the view
/// attributes designer names otherwise: `layer.cornerRadius` is a view's `cornerRadius`.
package enum KeyPathAliases {
    /// Each key path, with the name of the `View` attribute it sets.
    static let view: [String: String] = [
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
