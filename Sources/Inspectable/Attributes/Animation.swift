/// How a change of an attribute animates: a duration and a timing curve,
/// as `UIView.animate(withDuration:)` plays one.
public struct Animation: Sendable, Hashable {
    /// A timing curve of `UIView.AnimationCurve`.
    public enum Curve: String, Sendable, Hashable, CaseIterable {
        case linear, easeIn, easeOut, easeInOut
    }

    /// Seconds from the old value to the new one.
    public var duration: Double
    public var curve: Curve

    public init(duration: Double, curve: Curve) {
        self.duration = duration
        self.curve = curve
    }

    /// `UIView.animate`'s default curve.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(duration: duration, curve: .easeInOut)
    }

    public static func linear(duration: Double) -> Animation {
        Animation(duration: duration, curve: .linear)
    }
}
