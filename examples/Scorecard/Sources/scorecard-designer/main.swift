import DesignerCLI
import Scorecard

// designer, with the scorecard beside the built-in components.
DesignerCLI.main(adding: [Scorecard.self])
