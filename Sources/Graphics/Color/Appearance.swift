/// Light or dark: what a trait collection's `userInterfaceStyle` tells a view it is drawn in,
/// and so which value of a dynamic color such as `Color.label` it draws with.
///
/// A `GraphicsContext` knows its appearance; a component rarely needs to ask, since the
/// context draws every color in the appearance's value:
///
///     context.fill(context.bounds, color: .systemBackground)   // white, or black in dark
public enum Appearance: String, Sendable, CaseIterable {
    /// UIKit's default, `UIUserInterfaceStyle.light`; what `designer` draws unless told otherwise.
    case light
    /// Dark mode, `UIUserInterfaceStyle.dark`.
    case dark
}
