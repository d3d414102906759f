/// A value that can lie between two others, for animating a change as `UIView.animate` does.
public protocol Interpolatable {
    /// The value `fraction` of the way from `self` to `other`: `self` at 0, `other` at 1.
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
}

extension Float: Interpolatable {
    public func interpolated(to other: Float, fraction: Double) -> Float {
        Float(Double(self).interpolated(to: Double(other), fraction: fraction))
    }
}

extension Int: Interpolatable {
    /// Whole steps, rounded, so a percentage counts up as it moves.
    public func interpolated(to other: Int, fraction: Double) -> Int {
        Int(Double(self).interpolated(to: Double(other), fraction: fraction).rounded())
    }
}

extension Color: Interpolatable {
    /// Channel by channel; between dynamic colors, in each appearance apart, so that a change from
    /// `systemOrange` to `systemBlue` moves between their light values in the light appearance and
    /// between their dark ones in the dark. The ends are the colors themselves.
    public func interpolated(to other: Color, fraction: Double) -> Color {
        guard isDynamic || other.isDynamic else { return mixed(with: other, fraction) }
        if fraction <= 0 { return self }
        if fraction >= 1 { return other }
        return Color(
            light: resolved(for: .light).mixed(with: other.resolved(for: .light), fraction),
            dark: resolved(for: .dark).mixed(with: other.resolved(for: .dark), fraction))
    }

    private func mixed(with other: Color, _ fraction: Double) -> Color {
        Color(
            red255: red255.interpolated(to: other.red255, fraction: fraction),
            green255: green255.interpolated(to: other.green255, fraction: fraction),
            blue255: blue255.interpolated(to: other.blue255, fraction: fraction),
            alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
    }
}

extension NumericRecord {
    public func interpolated(to other: Self, fraction: Double) -> Self {
        Self(fieldValues: zip(fieldValues, other.fieldValues).map { $0.interpolated(to: $1, fraction: fraction) })
    }
}

extension Point: Interpolatable {}
extension Size: Interpolatable {}
extension Rect: Interpolatable {}
extension EdgeInsets: Interpolatable {}

extension Optional: Interpolatable where Wrapped: Interpolatable {
    /// Between two values; a change to or from unset happens at the end.
    public func interpolated(to other: Wrapped?, fraction: Double) -> Wrapped? {
        guard let self, let other else { return fraction >= 1 ? other : self }
        return self.interpolated(to: other, fraction: fraction)
    }
}
