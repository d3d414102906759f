import UIKit

extension UIView {
    /// The border color, which `layer.borderColor` cannot take from Interface Builder.
    @IBInspectable var borderUIColor: UIColor? {
        get { layer.borderColor.map(UIColor.init(cgColor:)) }
        set { layer.borderColor = newValue?.cgColor }
    }
}
