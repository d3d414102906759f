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
        guard start.document.allViews.count == end.document.allViews.count else { return nil }
        let before = Self.configurations(of: start)
        let after = Self.configurations(of: end)
        var duration = 0.0
        for (oldValues, newValues) in zip(before, after) {
            guard let oldValues, let newValues, oldValues.componentClass.name == newValues.componentClass.name
            else { continue }
            let componentClass = newValues.componentClass
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

    /// Each view's values, depth first (`nil` for a view of an unknown class): what a
    /// transition compares, without copying the views.
    private static func configurations(of document: ResolvedDocument) -> [Configuration?] {
        var configurations: [Configuration?] = []
        configurations.reserveCapacity(document.document.allViews.count)
        document.root.forEachView { configurations.append($0.configuration) }
        return configurations
    }

    /// The document as it looks `seconds` into the transition.
    public func frame(at seconds: Double) -> ResolvedDocument {
        guard seconds < duration else { return end }
        let before = Self.configurations(of: start)
        return end.mapConfigurations { index, view, configuration in
            guard let componentClass = view.componentClass, let oldValues = before[index],
                oldValues.componentClass.name == componentClass.name
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
