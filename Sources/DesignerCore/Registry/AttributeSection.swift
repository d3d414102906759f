import Inspectable

/// The attributes one class declares: a section of the inspector, titled like
/// Interface Builder's "My Progress Bar" and "View".
public struct AttributeSection: Sendable {
    public let className: String
    /// The class name split into words: "My Progress Bar".
    public let title: String
    public let attributes: [Attribute]

    init(className: String, title: String, attributes: [Attribute]) {
        (self.className, self.title, self.attributes) = (className, title, attributes)
    }
}
