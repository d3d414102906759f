import Inspectable

extension SemanticDocument {
    /// Reads a JSON document: each view is an object, identified by its `id` or else by its
    /// path (`root.subviews[0]`), of its `class`, with its frame, its attributes and, for the
    /// root, its variants as properties. The document's one scene is its root view.
    static func readJSON(_ source: SourceText) throws(SemanticReadError) -> SemanticDocument {
        let json: JSONSyntax
        do {
            json = try JSONSyntax(parsing: source)
        } catch {
            throw SemanticReadError(message: error.message, offset: error.offset, rule: .jsonSyntax)
        }
        guard json.kind(json.root) == .object else {
            throw SemanticReadError(
                message: "a document is an object with a \"class\", not \(json.kind(json.root).kindDescription)",
                offset: json.start(json.root), rule: .invalidDocument)
        }
        var objects = [SemanticObject(id: "document", kind: "document", name: nil, slot: "", parent: nil)]
        readView(json.root, in: json, path: "root", parent: 0, slot: "", into: &objects)
        return SemanticDocument(format: .json, objects: objects)
    }

    private static func readView(
        _ view: JSONSyntax.Index, in json: JSONSyntax, path: String, parent: Int, slot: String,
        into objects: inout [SemanticObject]
    ) {
        let id = json.member(view, named: "id").flatMap { json.kind($0.value) == .string ? json.string($0.value) : nil }
        let kind = json.member(view, named: "class").map {
            json.kind($0.value) == .string ? json.string($0.value) : "?"
        }
        let attributes = json.member(view, named: "attributes").map(\.value).flatMap {
            json.kind($0) == .object ? $0 : nil
        }
        var name: String?
        for key in ["text", "title"] {
            if let attributes, let member = json.member(attributes, named: key), json.kind(member.value) == .string {
                name = json.string(member.value)
                break
            }
        }
        let index = objects.count
        objects.append(SemanticObject(id: id ?? path, kind: kind ?? "?", name: name, slot: slot, parent: parent))
        objects[parent].children.append(index)
        var properties: [SemanticProperty] = []
        var subviews: [JSONSyntax.Index] = []
        for (key, value) in json.members(view) {
            let name = json.string(key)
            let isObject = json.kind(value) == .object
            switch name {
            case "$schema", "id", "class": continue
            case "subviews" where json.kind(value) == .array:
                subviews = json.elements(value)
            case "frame" where isObject:
                let fields = ["x", "y", "width", "height"].map { field in
                    json.member(value, named: field).map { canonical($0.value, in: json) } ?? "0"
                }
                properties.append(SemanticProperty(key: "frame", value: "(" + fields.joined(separator: ", ") + ")"))
            case "attributes" where isObject:
                for (attribute, attributeValue) in json.members(value) {
                    properties.append(
                        SemanticProperty(key: json.string(attribute), value: canonical(attributeValue, in: json)))
                }
            case "variants" where isObject:
                for (variant, values) in json.members(value) {
                    let prefix = "variants." + json.string(variant)
                    guard json.kind(values) == .object else {
                        properties.append(SemanticProperty(key: prefix, value: canonical(values, in: json)))
                        continue
                    }
                    for (variantKey, variantValue) in json.members(values) {
                        properties.append(
                            SemanticProperty(
                                key: prefix + "." + json.string(variantKey), value: canonical(variantValue, in: json)))
                    }
                }
            default:
                properties.append(SemanticProperty(key: name, value: canonical(value, in: json)))
            }
        }
        objects[index].properties = properties.sorted { $0.key < $1.key }
        for (position, subview) in subviews.enumerated() where json.kind(subview) == .object {
            let childPath = (id ?? path) + ".subviews[\(position)]"
            readView(subview, in: json, path: childPath, parent: index, slot: "subviews", into: &objects)
        }
    }

    /// A JSON value on one line, the same for every spelling: numbers in their shortest form,
    /// strings quoted, objects with their keys sorted.
    private static func canonical(_ value: JSONSyntax.Index, in json: JSONSyntax) -> String {
        switch json.kind(value) {
        case .string: return SemanticValue.quoted(json.string(value))
        case .number: return SemanticValue.number(json.double(value))
        case .true: return "true"
        case .false: return "false"
        case .null: return "null"
        case .array: return "[" + json.elements(value).map { canonical($0, in: json) }.joined(separator: ", ") + "]"
        case .object:
            let members = json.members(value).map { (json.string($0.key), canonical($0.value, in: json)) }
            return "{" + members.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
        }
    }
}
