public import Inspectable

/// Where a control's content goes down its bounds, as `UIControl.ContentVerticalAlignment`
/// places a button's image and title: centred, at the top or bottom, or stretched to fill.
public enum ContentVerticalAlignment: String, Sendable, CaseIterable, InspectableValue {
    case center, top, bottom, fill

    public static var typeName: String { "ContentVerticalAlignment" }

    /// Where content `length` points tall starts in a span from `start` `extent` points tall,
    /// and how tall it is there: as tall as the span where it fills it.
    func place(_ length: Double, from start: Double, in extent: Double) -> (start: Double, length: Double) {
        switch self {
        case .center: (start + (extent - length) / 2, length)
        case .top: (start, length)
        case .bottom: (start + extent - length, length)
        case .fill: (start, extent)
        }
    }
}
