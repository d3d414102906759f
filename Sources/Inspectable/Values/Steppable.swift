/// A value the inspector's stepper moves: numbers by their step, a `Bool` between its two
/// values. (Enums need no conformance: the stepper goes through their cases.)
public protocol Steppable {
    /// The value `count` steps on (back, when negative). `step` is the attribute's declared step;
    /// `lower` and `upper` its range, which a value without a declared step may use to choose one.
    func stepped(by count: Int, step: Self?, lower: Self?, upper: Self?) -> Self
}

extension Int: Steppable {
    public func stepped(by count: Int, step: Int?, lower: Int?, upper: Int?) -> Int {
        let (product, overflow) = count.multipliedReportingOverflow(by: step ?? 1)
        let (sum, overflowSum) = addingReportingOverflow(product)
        guard !overflow, !overflowSum else { return count < 0 ? .min : .max }
        return sum
    }
}

extension BinaryFloatingPoint where Self: LosslessStringConvertible {
    /// Without a declared step a number moves by a hundredth of its range, or by 1 if the range
    /// is open. The result is rounded to the step's decimal places, so 0.1 + 0.2 shows as 0.3.
    fileprivate func steppedNumber(by count: Int, step: Self?, lower: Self?, upper: Self?) -> Self {
        var increment: Self = 1
        if let step {
            increment = step
        } else if let lower, let upper, upper > lower {
            increment = (upper - lower) / 100
        }
        let moved = self + Self(count) * increment
        let places = Self.decimalPlaces(of: increment)
        guard places > 0, places < 15, moved.isFinite else { return moved }
        let scale = Self(Double.pow10(places))
        return (moved * scale).rounded() / scale
    }

    /// The decimal places of a number's shortest text form: 2 for 0.05.
    private static func decimalPlaces(of value: Self) -> Int {
        let text = value.description
        guard !text.contains("e"), let point = text.firstIndex(of: ".") else { return 0 }
        let fraction = text[text.index(after: point)...]
        return fraction == "0" ? 0 : fraction.count
    }
}

extension Double {
    fileprivate static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}

extension Double: Steppable {
    public func stepped(by count: Int, step: Double?, lower: Double?, upper: Double?) -> Double {
        steppedNumber(by: count, step: step, lower: lower, upper: upper)
    }
}

extension Float: Steppable {
    public func stepped(by count: Int, step: Float?, lower: Float?, upper: Float?) -> Float {
        steppedNumber(by: count, step: step, lower: lower, upper: upper)
    }
}

extension Bool: Steppable {
    /// Every step toggles.
    public func stepped(by count: Int, step: Bool?, lower: Bool?, upper: Bool?) -> Bool {
        count % 2 == 0 ? self : !self
    }
}

extension Optional: Steppable where Wrapped: Steppable {
    /// A set value steps as its type does; unset stays unset.
    public func stepped(by count: Int, step: Wrapped??, lower: Wrapped??, upper: Wrapped??) -> Wrapped? {
        map { $0.stepped(by: count, step: step ?? nil, lower: lower ?? nil, upper: upper ?? nil) }
    }
}
