import DesignerCLI
import DesignerCore
import ProgressBars

// The progress bars' declarations are validated by the test suite, not at every start.
DesignerCLI.main(registry: ComponentRegistry(validatedByTests: ProgressBars.components))
