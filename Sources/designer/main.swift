import DesignerCLI
import DesignerCore
import Gallery
import ProgressBars
import StandardViews

// The components' declarations are validated by the test suite, not at every start.
DesignerCLI.main(
    registry: ComponentRegistry(
        validatedByTests: ProgressBars.components + Gallery.components + StandardViews.components))
