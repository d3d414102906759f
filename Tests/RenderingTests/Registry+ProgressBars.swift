import DesignerCore
import Gallery
import ProgressBars

extension ComponentRegistry {
    /// `View` and the progress bars.
    static let progressBars = try! ComponentRegistry(ProgressBars.components)

    /// `View`, the progress bars and the gallery, as the `designer` executable registers them.
    static let shipped = try! ComponentRegistry(ProgressBars.components + Gallery.components)
}
