import Inspectable

extension Attribute {
    /// `value` moved `count` steps, as the inspector's stepper moves it, and clamped into the
    /// range; an enum goes round its cases. `nil` when the type has no steps (a color, a string).
    public func stepped(_ value: AttributeValue, by count: Int) -> AttributeValue? {
        func move<Value: InspectableValue & Steppable>(_ start: Value) -> AttributeValue {
            let moved = start.stepped(
                by: count, step: self.step?.base as? Value, lower: lowerBound?.base as? Value,
                upper: upperBound?.base as? Value)
            return (try? assignment(AttributeValue(moved)).applied) ?? AttributeValue(start)
        }
        func cycle<Value: InspectableValue & CaseIterable>(_ start: Value) -> AttributeValue {
            let cases = Array(Value.allCases)
            guard let index = cases.firstIndex(of: start) else { return AttributeValue(start) }
            return AttributeValue(cases[((index + count) % cases.count + cases.count) % cases.count])
        }
        if let start = value.base as? any InspectableValue & Steppable { return move(start) }
        if let start = value.base as? any InspectableValue & CaseIterable { return cycle(start) }
        return nil
    }
}
