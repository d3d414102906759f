public import Inspectable

/// Where a control's content goes across its bounds, as `UIControl.ContentHorizontalAlignment`
/// places a button's image and title: centred, at an edge, or stretched to fill.
///
/// `leading` and `trailing` are `left` and `right` in a left-to-right language, and `right` and
/// `left` in a right-to-left one.
public enum ContentHorizontalAlignment: String, Sendable, CaseIterable, InspectableValue {
    case center, left, right, fill, leading, trailing

    public static var typeName: String { "ContentHorizontalAlignment" }

    /// The alignment in `direction`: `leading` and `trailing` as the edges they are in it
    /// (UIKit's `effectiveContentHorizontalAlignment`).
    public func resolved(in direction: LayoutDirection) -> ContentHorizontalAlignment {
        switch self {
        case .leading: direction.isRightToLeft ? .right : .left
        case .trailing: direction.isRightToLeft ? .left : .right
        default: self
        }
    }

    /// Where content `length` points wide starts in a span from `start` `extent` points wide,
    /// and how wide it is there: as wide as the span where it fills it.
    func place(_ length: Double, from start: Double, in extent: Double) -> (start: Double, length: Double) {
        switch self {
        case .center: (start + (extent - length) / 2, length)
        case .left, .leading: (start, length)
        case .right, .trailing: (start + extent - length, length)
        case .fill: (start, extent)
        }
    }
}
