import Inspectable

/// A change of a document played as `UIView.animate` plays a change of a view: the attributes
/// that declare an animation move from their old values to their new ones along their curve,
/// over their duration; everything else takes its new value at once.
///
///     let transition = Transition(from: before, to: after)
///     let frame = transition?.frame(at: 0.75)   // three quarters of a second in
public struct Transition: Sendable {
    public let start: ResolvedDocument
    public let end: ResolvedDocument
    /// The longest of the animations that play.
    public let duration: Double

    /// A transition if the two documents have the same views and an animated attribute changed;
    /// `nil` when there is nothing to animate.
    public init?(from start: ResolvedDocument, to end: ResolvedDocument) {
        let before = start.allViews
        let after = end.allViews
        guard before.count == after.count else { return nil }
        var duration = 0.0
        for (old, new) in zip(before, after) {
            guard let componentClass = new.componentClass, old.componentClass?.name == componentClass.name,
                let oldValues = old.configuration, let newValues = new.configuration
            else { continue }
            for attribute in componentClass.animatedAttributes {
                guard let animation = attribute.animation,
                    oldValues.value(of: attribute.name) != newValues.value(of: attribute.name)
                else { continue }
                duration = max(duration, animation.duration)
            }
        }
        guard duration > 0 else { return nil }
        self.start = start
        self.end = end
        self.duration = duration
    }

    /// The document as it looks `seconds` into the transition.
    public func frame(at seconds: Double) -> ResolvedDocument {
        guard seconds < duration else { return end }
        let before = start.allViews
        return end.mapConfigurations { index, view, configuration in
            let old = before[index]
            guard let componentClass = view.componentClass, let oldValues = old.configuration,
                old.componentClass?.name == componentClass.name
            else { return configuration }
            var frame = configuration
            for attribute in componentClass.animatedAttributes {
                guard let animation = attribute.animation, let from = oldValues.value(of: attribute.name),
                    let to = configuration.value(of: attribute.name), from != to
                else { continue }
                let value = from.interpolated(to: to, fraction: animation.progress(at: seconds))
                _ = try? frame.set(attribute.name, value: value)
            }
            return frame
        }
    }
}
