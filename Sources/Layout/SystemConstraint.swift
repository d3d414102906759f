/// One of the constraints UIKit makes of a view's own properties rather than of the document's
/// constraints, as a conflict may involve it; UIKit's log names each by its class.
///
///     "<NSContentSizeLayoutConstraint:0x… UILabel:0x…'Title'.width == 180 Hug:251 CompressionResistance:1000>"
///     "<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….width == 100>"
///     "<NSLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Width' UIView:0x….width == 375>"
public enum SystemConstraint: Sendable, Hashable {
    /// An `NSContentSizeLayoutConstraint`: the item's size along `axis` against its intrinsic
    /// `size`, no more than it at its content hugging priority (`relation` `.lessThanOrEqual`)
    /// or no less at its compression resistance (`.greaterThanOrEqual`).
    case contentSize(
        item: Int, axis: LayoutAxis, relation: LayoutRelation, size: Double, hugging: Double,
        compressionResistance: Double)
    /// An `NSAutoresizingMaskLayoutConstraint` of a view whose
    /// `translatesAutoresizingMaskIntoConstraints` is on: `attribute` (`.left` for its minimum
    /// x, `.top` for its minimum y, `.width`, `.height`) in its superview's coordinates equals
    /// `multiplier` × the superview's width or height + `constant`, as its mask keeps it.
    case autoresizingMask(item: Int, attribute: LayoutAttribute, multiplier: Double, constant: Double)
    /// `UIView-Encapsulated-Layout-Width` or `-Height`: the root view's size, which its window
    /// (or the cell, or the controller that shows it) gives it.
    case encapsulatedLayout(item: Int, axis: LayoutAxis, length: Double)
    /// Another of UIKit's own: a stack view's arrangement, a layout guide's place, a cell's size.
    case other
}
