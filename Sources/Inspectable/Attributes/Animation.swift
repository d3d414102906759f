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

    /// How far the value has moved, 0...1, at `seconds` into the animation.
    public func progress(at seconds: Double) -> Double {
        guard duration > 0 else { return 1 }
        return curve.value(at: min(max(seconds / duration, 0), 1))
    }
}

extension Animation.Curve {
    /// The curve's control points, Core Animation's: ease-in-out is (0.42, 0, 0.58, 1).
    var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        }
    }

    /// The progress at `time` (both 0...1) on the cubic Bézier timing curve from (0, 0) to (1, 1).
    public func value(at time: Double) -> Double {
        let (x1, y1, x2, y2) = controlPoints
        func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        // x(t) grows with t, so bisection finds the t whose x is `time`.
        var (low, high) = (0.0, 1.0)
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < time { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}
