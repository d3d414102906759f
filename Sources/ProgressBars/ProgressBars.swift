public import Inspectable

/// The progress bars designer grew from, as a component author would write them: the seed's
/// `MyProgressBar` and its image-based `CustomProgress`.
///
/// The `designer` executable registers them; a designer of your own may too:
///
///     DesignerCLI.main(adding: ProgressBars.components + [Scorecard.self])
public enum ProgressBars {
    /// `MyProgressBar` and `CustomProgress`, in the order `designer list` shows them.
    public static let components: [any Component.Type] = [MyProgressBar.self, CustomProgress.self]
}
