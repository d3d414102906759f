import DesignerCore
import Inspectable

/// `designer list`: the registered component classes and how many attributes each has.
enum ListCommand: Command {
    static let spec = CommandSpec(
        name: "list", abstract: "List the registered component classes and their attributes.",
        options: [CommandSpec.json])

    struct Options: CommandOptions {
        let json: Bool

        init(_ arguments: ParsedArguments) { json = arguments[CommandSpec.json] }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws(CLIError) {
        let classes = context.registry.classes
        if options.json {
            let entries = classes.map { componentClass in
                JSONValue.object(
                    JSONObject([
                        "class": .string(componentClass.name),
                        "title": .string(componentClass.title),
                        "attributes": .number(JSONNumber(componentClass.attributes.count)),
                        "sections": .array(
                            componentClass.sections.map {
                                .object(
                                    JSONObject([
                                        "class": .string($0.className),
                                        "attributes": .number(JSONNumber($0.attributes.count)),
                                    ]))
                            }),
                        "summary": componentClass.summary.map(JSONValue.string) ?? .null,
                    ]))
            }
            context.print(JSONValue.array(entries).prettyPrinted())
            return
        }
        var table = TextTable()
        for componentClass in classes {
            let counts = componentClass.sections.enumerated().map { index, section in
                index == 0 ? "\(section.attributes.count)" : "\(section.attributes.count) from \(section.className)"
            }
            let noun = componentClass.attributes.count == 1 ? "attribute" : "attributes"
            let breakdown = counts.count > 1 ? " (\(counts.joined(separator: " + ")))" : ""
            table.append([
                componentClass.name, "\(componentClass.attributes.count) \(noun)\(breakdown)",
                componentClass.summary ?? "",
            ])
        }
        table.write { context.output.write(bytes: Array($0)) }
    }
}
