import DesignerCore
import ProgressBars
import Scorecard

extension ComponentRegistry {
    /// The registry of the scorecard's designer: `View`, the progress bars and the scorecard.
    static func withScorecard() throws(RegistrationError) -> ComponentRegistry {
        try ComponentRegistry(ProgressBars.components + [Scorecard.self])
    }
}
