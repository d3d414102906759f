/// The Swift file that gives a module's components the descriptions their `@Inspectable`
/// properties' doc comments hold: an extension of each documented component implementing
/// `Component.attributeDescriptions`.
///
/// It goes into the module itself, whose conformances it completes: designer reads a
/// component's table through its conformance, which takes an implementation from the module
/// that declares it. It imports nothing, so that it builds under any import settings.
struct AttributeDescriptionsFile {
    let descriptions: [(type: String, byProperty: [(property: String, documentation: String)])]

    /// The file's text; a file with no extension at all where nothing is documented.
    var text: String {
        var text = """
            // Made by designer-scan from the doc comments of this module's `@Inspectable`
            // properties, again whenever the sources change; not to be edited.

            """
        for (type, table) in descriptions {
            text += """

                extension \(Self.identifier(type)) {
                    public static var attributeDescriptions: [String: String] {
                        [
                \(table.map { "            \(Self.literal($0.property)): \(Self.literal($0.documentation))," }.joined(separator: "\n"))
                        ]
                    }
                }

                """
        }
        return text
    }

    /// `name` as Swift reads it where it could be a keyword: in backquotes.
    private static func identifier(_ name: String) -> String {
        "`\(name)`"
    }

    /// A Swift string literal of `text`: its backslashes, quotes and control characters escaped,
    /// so that nothing in it is read as an interpolation or ends the literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + "\""
    }
}
