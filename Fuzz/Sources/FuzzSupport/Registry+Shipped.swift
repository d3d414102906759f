public import DesignerCore
import Gallery
import ProgressBars
import StandardViews

extension ComponentRegistry {
    /// `View`, the progress bars, the gallery and the standard views, as the `designer` executable registers them.
    public static let shipped: ComponentRegistry = {
        do {
            return try ComponentRegistry(ProgressBars.components + Gallery.components + StandardViews.components)
        } catch {
            fatalError("the shipped components do not register: \(error)")
        }
    }()
}
