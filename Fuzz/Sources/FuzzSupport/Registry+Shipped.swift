public import DesignerCore
import Gallery
import ProgressBars

extension ComponentRegistry {
    /// `View`, the progress bars and the gallery, as the `designer` executable registers them.
    public static let shipped: ComponentRegistry = {
        do {
            return try ComponentRegistry(ProgressBars.components + Gallery.components)
        } catch {
            fatalError("the shipped components do not register: \(error)")
        }
    }()
}
