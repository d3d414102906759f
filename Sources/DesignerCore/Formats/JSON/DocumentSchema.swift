public import Inspectable

/// The JSON Schema (2020-12) of documents for a registry: the view tree, each class's
/// attributes with their types, ranges, enum cases, defaults and descriptions, so an editor
/// completes and checks a document that names it in `"$schema"`.
public enum DocumentSchema {
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    public static func schema(for registry: ComponentRegistry) -> JSONValue {
        var definitions: [JSONObject.Member] = [
            .init(
                key: "root",
                value: object([
                    "$ref": .string("#/$defs/viewMembers"),
                    "properties": object([
                        "$schema": object([
                            "type": .string("string"), "description": .string("The schema of this document."),
                        ]),
                        "variants": object([
                            "type": .string("object"),
                            "description": .string(
                                "Named sets of values the document is also drawn with in snapshots, such as \"empty\": { \"percent\": 0 }; keys as designer set takes them, and \"appearance\": \"dark\" to draw the variant in the dark appearance."
                            ),
                            "propertyNames": object([
                                "pattern": .string("^[A-Za-z0-9_-]+$"), "not": object(["const": .string("default")]),
                            ]),
                            "additionalProperties": object([
                                "type": .string("object"),
                                "properties": object([
                                    Variant.appearanceKey: .object(
                                        merging(
                                            Appearance.jsonSchema,
                                            [
                                                "description": .string(
                                                    "The appearance the variant is drawn in: the light or the dark value of each system color."
                                                )
                                            ]))
                                ]),
                            ]),
                        ]),
                    ]), "unevaluatedProperties": .bool(false),
                ])),
            .init(
                key: "view",
                value: object(["$ref": .string("#/$defs/viewMembers"), "unevaluatedProperties": .bool(false)])),
            .init(key: "viewMembers", value: viewMembers(registry)),
            .init(
                key: "frame",
                value: .object(
                    merging(
                        Rect.jsonSchema,
                        ["description": .string("The view's position and size in its superview, in points.")]))),
        ]
        for componentClass in registry.classes {
            definitions.append(.init(key: "attributes-\(componentClass.name)", value: attributes(of: componentClass)))
        }
        return object([
            "$schema": .string(dialect),
            "title": .string("designer document"),
            "description": .string("A view tree of UI components and the values of their @Inspectable attributes."),
            "$ref": .string("#/$defs/root"),
            "$defs": .object(JSONObject(definitions)),
        ])
    }

    private static func viewMembers(_ registry: ComponentRegistry) -> JSONValue {
        let classNames = registry.classes.map { JSONValue.string($0.name) }
        let perClass = registry.classes.map { componentClass in
            object([
                "if": object([
                    "properties": object(["class": object(["const": .string(componentClass.name)])]),
                    "required": .array([.string("class")]),
                ]),
                "then": object([
                    "properties": object([
                        "attributes": object(["$ref": .string("#/$defs/attributes-\(componentClass.name)")])
                    ])
                ]),
            ])
        }
        return object([
            "type": .string("object"),
            "properties": object([
                "id": object([
                    "type": .string("string"), "pattern": .string("^[^.=\\s]+$"),
                    "description": .string(
                        "A name for the view, unique in the document: 'ID.attribute=value' edits it."),
                ]),
                "class": object(["enum": .array(classNames), "description": .string("The view's component class.")]),
                "frame": object(["$ref": .string("#/$defs/frame")]),
                "attributes": object([
                    "type": .string("object"),
                    "description": .string("Attribute values; an attribute left out takes its default."),
                ]),
                "subviews": object([
                    "type": .string("array"), "items": object(["$ref": .string("#/$defs/view")]),
                    "description": .string("The views inside this one, back to front."),
                ]),
            ]),
            "required": .array([.string("class"), .string("frame")]),
            "allOf": .array(perClass),
        ])
    }

    private static func attributes(of componentClass: ComponentClass) -> JSONValue {
        var properties: [JSONObject.Member] = []
        for attribute in componentClass.attributes {
            var schema = attribute.valueType.jsonSchema
            var bounds: [JSONObject.Member] = []
            if let lower = attribute.lowerBound?.json, lower != .null {
                bounds.append(.init(key: "minimum", value: lower))
            }
            if let upper = attribute.upperBound?.json, upper != .null {
                bounds.append(.init(key: "maximum", value: upper))
            }
            schema = constrained(schema, with: bounds)
            var annotations: [JSONObject.Member] = [.init(key: "title", value: .string(attribute.label))]
            if let summary = attribute.summary {
                annotations.append(.init(key: "description", value: .string(summary)))
            }
            annotations.append(.init(key: "default", value: attribute.defaultValue.json))
            // The attribute's own description, not its type's, is the one an editor shows.
            properties.append(
                .init(key: attribute.name, value: .object(JSONObject(annotations).adding(schema.members))))
        }
        var members: [JSONObject.Member] = [.init(key: "title", value: .string(componentClass.title))]
        if let summary = componentClass.summary { members.append(.init(key: "description", value: .string(summary))) }
        members += [
            .init(key: "type", value: .string("object")),
            .init(key: "properties", value: .object(JSONObject(properties))),
            .init(key: "additionalProperties", value: .bool(false)),
        ]
        return .object(JSONObject(members))
    }

    /// Adds bounds to a number schema, or to the first alternative of an optional's `anyOf`.
    private static func constrained(_ schema: JSONObject, with bounds: [JSONObject.Member]) -> JSONObject {
        guard !bounds.isEmpty else { return schema }
        guard case .array(var alternatives)? = schema["anyOf"], case .object(let first)? = alternatives.first else {
            return schema.updating(with: bounds)
        }
        alternatives[0] = .object(first.updating(with: bounds))
        return JSONObject(
            schema.members.map { $0.key == "anyOf" ? .init(key: "anyOf", value: .array(alternatives)) : $0 })
    }

    private static func merging(_ schema: JSONObject, _ extra: KeyValuePairs<String, JSONValue>) -> JSONObject {
        schema.updating(with: extra.map { JSONObject.Member(key: $0.key, value: $0.value) })
    }

    private static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(JSONObject(pairs))
    }
}
