import Inspectable

/// How a bar button item draws its title, as Interface Builder writes its `style`: `plain`, or
/// `done` in semibold.
enum BarButtonItemStyle: String, Sendable, CaseIterable, InspectableValue {
    case plain, done

    static var typeName: String { "BarButtonItemStyle" }
}
