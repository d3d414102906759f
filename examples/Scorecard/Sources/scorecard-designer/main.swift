import DesignerCLI
import ProgressBars
import Scorecard

// designer, with the scorecard beside the progress bars `designer` ships with. Leave out
// `ProgressBars.components` for a designer that knows only `View` and the scorecard.
DesignerCLI.main(adding: ProgressBars.components + [Scorecard.self])
