import ProgressBars

@testable import DesignerCore

extension ComponentRegistry {
    /// `View` and the progress bars, as the `designer` executable registers them.
    static let progressBars = try! ComponentRegistry(ProgressBars.components)
}
