public import Graphics

// The choices of Graphics an author may offer in the inspector, each written by its case name:
//
//     @Inspectable var lineCap: StrokeStyle.Cap = .round

extension Appearance: InspectableValue {
    public static var typeName: String { "Appearance" }
}

extension ContentMode: InspectableValue {
    public static var typeName: String { "ContentMode" }
}

extension StrokeStyle.Cap: InspectableValue {
    public static var typeName: String { "StrokeStyle.Cap" }
}

extension StrokeStyle.Join: InspectableValue {
    public static var typeName: String { "StrokeStyle.Join" }
}

extension TextAlignment: InspectableValue {
    public static var typeName: String { "TextAlignment" }
}

extension LineBreakMode: InspectableValue {
    public static var typeName: String { "LineBreakMode" }
}

extension Font.Weight: InspectableValue {
    public static var typeName: String { "Font.Weight" }
}
