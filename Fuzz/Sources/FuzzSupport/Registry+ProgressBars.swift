public import DesignerCore
import ProgressBars

extension ComponentRegistry {
    /// `View` and the progress bars, as the `designer` executable registers them.
    public static let progressBars: ComponentRegistry = {
        do {
            return try ComponentRegistry(ProgressBars.components)
        } catch {
            fatalError("the progress bars do not register: \(error)")
        }
    }()
}
