import UIKit

/// A card behind a group of controls. Interface Builder cannot draw it (it is designable only
/// in the app), so designer shows it as Interface Builder's placeholder.
@IBDesignable final class RoundedCard: UIView {
    /// The corner radius, in points.
    @IBInspectable var radius: CGFloat = 12 {
        didSet { layer.cornerRadius = radius }
    }

    /// Lifts the card with a soft shadow.
    @IBInspectable var elevated: Bool = false {
        didSet { layer.shadowOpacity = elevated ? 0.15 : 0 }
    }

    // @IBInspectable var padding: CGFloat = 8   (removed in 2.0)
}
