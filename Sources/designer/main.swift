import DesignerCLI

DesignerCLI.main()
