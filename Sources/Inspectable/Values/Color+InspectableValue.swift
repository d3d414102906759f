public import Graphics

extension Color: InspectableValue {
    public static var typeName: String { "Color" }

    /// Reads `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)`, one of
    /// UIKit's named colors such as `orange` or `lightGray`, one of its system colors such as
    /// `systemOrange` or `label`, a named color with another alpha (`rgba(label, 0.5)`), or a
    /// color for each appearance (`light-dark(#FFFFFF, #1C1C1E)`).
    public init(text: String) throws(ValueError) {
        self = try ColorText.parse(text)
    }

    public init(json: JSONValue) throws(ValueError) {
        guard case .string(let string) = json else {
            throw .wrongJSONKind(type: "Color", expected: "a color string", found: json.kindDescription)
        }
        try self.init(text: string)
    }

    public var json: JSONValue { .string(text) }

    public static var jsonSchema: JSONObject {
        JSONObject([
            "type": .string("string"),
            "description": .string(
                "#RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a), a UIKit color name such as orange, a system color with light and dark values such as systemOrange or label, rgba(name, a), or light-dark(light, dark)"
            ),
            "examples": .array(
                [
                    "#FF9500", "systemOrange", "label", "secondaryLabel", "systemBackground", "separator", "orange",
                    "rgba(0, 0, 0, 0.5)", "rgba(label, 0.5)", "light-dark(#FFFFFF, #1C1C1E)",
                ].map(JSONValue.string)),
        ])
    }
}
