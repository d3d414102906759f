import Inspectable

// Lists the registered component classes; the commands arrive with the command-line library.
for componentClass in ComponentRegistry.builtIn.classes {
    print("\(componentClass.name)  \(componentClass.attributes.count) attributes")
}
