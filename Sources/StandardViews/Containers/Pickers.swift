public import Inspectable

// Pickers, drawn as plain views: their wheels and calendars are left out.

/// A `UIDatePicker`, drawn as a plain view, without its wheels or calendar.
public struct DatePicker: Component {
    public init() {}

    public static var className: String { "UIDatePicker" }

    public static var summary: String? { "A date picker, drawn as a plain view." }

    public static var defaultSize: Size { Size(width: 320, height: 216) }
}

/// A `UIPickerView`, drawn as a plain view, without its wheels.
public struct PickerView: Component {
    public init() {}

    public static var className: String { "UIPickerView" }

    public static var summary: String? { "A picker view, drawn as a plain view." }

    public static var defaultSize: Size { Size(width: 320, height: 216) }
}
