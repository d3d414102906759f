import Inspectable

/// The control an inspector shows for an attribute, as its type calls for, whichever front end
/// draws it: a web page's switch, menu, color well or number fields.
///
///     AttributeControl(attribute)   // .number(isInteger: true) for `percent: Int`
public enum AttributeControl: Equatable, Sendable {
    /// A switch, for `Bool`.
    case toggle
    /// A number field with a stepper (and a slider where the range is bounded at both ends).
    case number(isInteger: Bool)
    /// A menu of the cases of a string-backed enum.
    case choice([String])
    /// A color well with alpha, the named and the system colors.
    case color
    /// An image picker.
    case image
    /// A number field per field of a `Point`, `Size`, `Rect` or `EdgeInsets`, in text order.
    case fields([String])
    /// A text field, for `String` and any other type, read as `designer set` reads its text.
    case text

    /// The control for the attribute's type; an optional's is its wrapped type's, with an "unset".
    public init(_ attribute: Attribute) {
        self.init(Self.wrapped(attribute.valueType))
    }

    /// Whether the attribute is an optional, with an explicit "unset".
    public static func isOptional(_ attribute: Attribute) -> Bool {
        attribute.valueType is any OptionalValue.Type
    }

    private static func wrapped(_ type: any InspectableValue.Type) -> any InspectableValue.Type {
        (type as? any OptionalValue.Type)?.wrappedType ?? type
    }

    private init(_ type: any InspectableValue.Type) {
        if type == Bool.self {
            self = .toggle
        } else if type is any BinaryInteger.Type {
            self = .number(isInteger: true)
        } else if type is any BinaryFloatingPoint.Type {
            self = .number(isInteger: false)
        } else if type == Color.self {
            self = .color
        } else if type == Image.self {
            self = .image
        } else if let record = type as? any NumericRecord.Type {
            self = .fields(record.fieldNames)
        } else if case .array(let cases)? = type.jsonSchema["enum"] {
            self = .choice(
                cases.compactMap {
                    guard case .string(let name) = $0 else { return nil }
                    return name
                })
        } else {
            self = .text
        }
    }
}
