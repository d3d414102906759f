public import Inspectable

/// Components people mark `@IBDesignable` in real projects, drawn with the drawing API: a
/// circular progress ring, a gradient view, a designable button and a star rating.
///
/// The `designer` executable registers them beside the progress bars; a designer of your own may too:
///
///     DesignerCLI.main(adding: Gallery.components + [MyComponent.self])
public enum Gallery {
    /// The gallery's components, in the order `designer list` shows them.
    public static let components: [any Component.Type] = [
        CircularProgressRing.self, GradientView.self, DesignableButton.self, RatingView.self,
    ]
}
