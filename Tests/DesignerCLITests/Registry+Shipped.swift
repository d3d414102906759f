import DesignerCore
import Gallery
import ProgressBars
import StandardViews

extension ComponentRegistry {
    /// `View`, the progress bars, the gallery and the standard views, as the `designer` executable registers them.
    static let shipped = try! ComponentRegistry(ProgressBars.components + Gallery.components + StandardViews.components)
}
