import DesignerCore
import Gallery
import ProgressBars
import StandardViews

extension ComponentRegistry {
    /// `View` and the progress bars.
    static let progressBars = try! ComponentRegistry(ProgressBars.components)

    /// `View`, the progress bars, the gallery and the standard views, as the `designer` executable registers them.
    static let shipped = try! ComponentRegistry(ProgressBars.components + Gallery.components + StandardViews.components)
}
