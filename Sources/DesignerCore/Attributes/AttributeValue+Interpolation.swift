import Inspectable

extension AttributeValue {
    /// The value `fraction` of the way to `other`, if the two are of one type that interpolates;
    /// otherwise `other` at the end and `self` before it.
    public func interpolated(to other: AttributeValue, fraction: Double) -> AttributeValue {
        func between<Value: InspectableValue & Interpolatable>(_ start: Value) -> AttributeValue? {
            guard let end = other.base as? Value else { return nil }
            return AttributeValue(start.interpolated(to: end, fraction: fraction))
        }
        if let start = base as? any InspectableValue & Interpolatable, let value = between(start) {
            return value
        }
        return fraction >= 1 ? other : self
    }
}
