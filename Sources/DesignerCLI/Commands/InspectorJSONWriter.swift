import DesignerCore
import Inspectable

/// Writes the views of `inspect --json`, an attribute per line.
///
/// What does not change from view to view (an attribute's name, label, type, default, range,
/// step and description) is written once per class and reused, so a document of 100,000
/// views prints in seconds.
struct InspectorJSONWriter {
    /// A section's text up to its first attribute, and its attributes' texts.
    private struct SectionText {
        let heading: [UInt8]
        let attributes: [AttributeText]
    }

    /// The text around an attribute's value and its state, up to the next attribute.
    private struct AttributeText {
        /// The attribute's position in its class's `attributes`.
        let position: Int
        let beforeValue: [UInt8]
        /// What follows the value and its state.
        let end: [UInt8]
        /// The whole text of the attribute at its default, for the many views that leave it out.
        let atDefault: [UInt8]
    }

    private var output = JSONWriter()
    private var cache: [String: [SectionText]] = [:]

    /// Writes the views' text so far to `sink`, and begins again in the same room.
    mutating func flush(to sink: inout any OutputSink) {
        sink.write(bytes: output.bytes)
        output.removeAll()
    }

    mutating func write(_ inspected: InspectedView, isLast: Bool) {
        let view = inspected.node
        let componentClass = inspected.componentClass
        output.append("    {\n      \"id\": ")
        output.write(view.id.map(JSONValue.string) ?? .null)
        output.append(",\n      \"class\": ")
        output.writeQuoted(view.className)
        output.append(componentClass != nil ? ",\n      \"knownClass\": true" : ",\n      \"knownClass\": false")
        output.append(",\n      \"frame\": ")
        if view.isView { writeFrame(view.frame) } else { output.append("null") }
        output.append(",\n      \"sections\": [")
        if let componentClass {
            for (sectionIndex, section) in sections(componentClass).enumerated() {
                output.append(sectionIndex == 0 ? "\n" : ",\n")
                output.append(bytes: section.heading)
                for text in section.attributes {
                    if inspected.isLeftOut(at: text.position) {
                        output.append(bytes: text.atDefault)
                        continue
                    }
                    let entry = inspected.entry(at: text.position)
                    switch entry.state {
                    case .isDefault:
                        output.append(bytes: text.atDefault)
                        continue
                    // A stored value that cannot be used is shown as written, and is not the default.
                    case .invalid(let written):
                        output.append(bytes: text.beforeValue)
                        output.write(written)
                    case .set, .clamped:
                        output.append(bytes: text.beforeValue)
                        output.write(entry.value.json)
                    }
                    output.append(Self.stateText(entry.state))
                    output.append(bytes: text.end)
                }
                output.append("          ]\n        }")
            }
            output.append("\n      ")
        }
        output.append(isLast ? "]\n    }\n" : "]\n    },\n")
    }

    /// `{"x": 0, "y": 0, "width": 200, "height": 20}`, as `JSONWriter` writes the frame's JSON,
    /// without making a JSON object for every view.
    private mutating func writeFrame(_ frame: Rect) {
        output.append("{\"x\": ")
        output.write(number: frame.x)
        output.append(", \"y\": ")
        output.write(number: frame.y)
        output.append(", \"width\": ")
        output.write(number: frame.width)
        output.append(", \"height\": ")
        output.write(number: frame.height)
        output.append("}")
    }

    private mutating func sections(_ componentClass: ComponentClass) -> [SectionText] {
        if let sections = cache[componentClass.name] { return sections }
        var position = 0
        let sections = componentClass.sections.map { section in
            var heading = JSONWriter()
            heading.append("        {\n          \"class\": ")
            heading.writeQuoted(section.className)
            heading.append(",\n          \"title\": ")
            heading.writeQuoted(section.title)
            heading.append(",\n          \"attributes\": [\n")
            let attributes = section.attributes.enumerated().map { index, attribute in
                var before = JSONWriter()
                before.append("            {\"name\": ")
                before.writeQuoted(attribute.name)
                before.append(", \"label\": ")
                before.writeQuoted(attribute.label)
                before.append(", \"type\": ")
                before.writeQuoted(attribute.typeName)
                before.append(", \"value\": ")
                var end = JSONWriter()
                for (key, value) in [
                    ("default", attribute.defaultValue.json),
                    ("minimum", attribute.lowerBound?.json ?? .null),
                    ("maximum", attribute.upperBound?.json ?? .null),
                    ("step", attribute.step?.json ?? .null),
                    ("group", attribute.group.map(JSONValue.string) ?? .null),
                    ("description", attribute.summary.map(JSONValue.string) ?? .null),
                    ("animation", attribute.animation.map(Self.json) ?? .null),
                ] {
                    end.append(", ")
                    end.writeQuoted(key)
                    end.append(": ")
                    end.write(value)
                }
                end.append(index + 1 < section.attributes.count ? "},\n" : "}\n")
                var atDefault = before
                atDefault.write(attribute.defaultValue.json)
                atDefault.append(Self.stateText(.isDefault))
                atDefault.append(bytes: end.bytes)
                defer { position += 1 }
                return AttributeText(
                    position: position, beforeValue: before.bytes, end: end.bytes, atDefault: atDefault.bytes)
            }
            return SectionText(heading: heading.bytes, attributes: attributes)
        }
        cache[componentClass.name] = sections
        return sections
    }

    /// What follows an attribute's value: whether it is the default, and its state.
    private static func stateText(_ state: InspectedView.State) -> String {
        switch state {
        case .isDefault: #", "isDefault": true, "state": "default""#
        case .set: #", "isDefault": false, "state": "set""#
        case .clamped: #", "isDefault": false, "state": "clamped""#
        case .invalid: #", "isDefault": false, "state": "invalid""#
        }
    }

    /// `{"duration": 1.5, "curve": "easeInOut"}`
    private static func json(_ animation: Animation) -> JSONValue {
        .object(
            JSONObject([
                "duration": JSONNumber(animation.duration).map(JSONValue.number) ?? .null,
                "curve": .string(animation.curve.rawValue),
            ]))
    }
}
