import DesignerCLI
import ProgressBars

DesignerCLI.main(adding: ProgressBars.components)
