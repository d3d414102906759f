public import Inspectable

/// One attribute of a component class, as the inspector lists it: name, label, type,
/// default, range, step and description.
///
/// Made once per class and never changed, so it is shared rather than copied: resolving a
/// view looks up each of its attributes, and a copy of this many strings costs more than the lookup.
public final class Attribute: Sendable {
    /// The name in documents and on the command line.
    public let name: String
    /// The Swift property that declares it.
    public let property: String
    /// The inspector's label, such as "Bar Bg Color".
    public let label: String
    /// The class that declares it, such as `MyProgressBar` or `View`.
    public let className: String
    /// The name of its type: `Int`, `Color?`.
    public let typeName: String
    /// The property's initial value, made once: every view that leaves the attribute out shows it.
    public let defaultValue: AttributeValue
    let kind: any AttributeKind
    /// Whether the attribute has a bound, which a value read must be checked against.
    private let isBounded: Bool

    /// - Parameter documentation: The description when the declaration gives none, as a
    ///   property's doc comment does.
    package init(property: String, className: String, kind: any AttributeKind, documentation: String? = nil) {
        self.property = property
        self.name = kind.declaredName ?? property
        self.label = kind.declaredLabel ?? AttributeLabel.derive(from: kind.declaredName ?? property)
        self.className = className
        self.typeName = kind.valueType.typeName
        self.defaultValue = AttributeValue(erased: kind.erasedDefault)
        self.kind = kind
        self.isBounded = kind.erasedLowerBound != nil || kind.erasedUpperBound != nil
        self.summary = kind.summary ?? documentation
    }

    /// What the attribute does: its declaration's `description:`, else its doc comment.
    public let summary: String?
    public var group: String? { kind.group }
    /// Where the `@Inspectable` declaration is written, if it is Swift code designer was built with.
    package var site: DeclarationSite? { kind.site }
    public var animation: Animation? { kind.animation }
    public var valueType: any InspectableValue.Type { kind.valueType }
    public var lowerBound: AttributeValue? { kind.erasedLowerBound.map(AttributeValue.init(erased:)) }
    public var upperBound: AttributeValue? { kind.erasedUpperBound.map(AttributeValue.init(erased:)) }
    /// How far one press of the inspector's stepper moves a numeric value.
    public var step: AttributeValue? { kind.erasedStep.map(AttributeValue.init(erased:)) }

    /// The range as text: `0...100`, `0...` or `...100`; `nil` when unbounded.
    public var range: String? { Self.rangeText(kind) }

    static func rangeText(_ kind: any AttributeKind) -> String? {
        let lower = kind.erasedLowerBound
        let upper = kind.erasedUpperBound
        guard lower != nil || upper != nil else { return nil }
        return (lower?.text ?? "") + "..." + (upper?.text ?? "")
    }

    /// Reads the text form, clamping into the range.
    public func assignment(text: String) throws(ValueError) -> Assignment {
        try assignment(kind.assignment(text: text))
    }

    /// Reads the JSON form, clamping into the range.
    public func assignment(json: JSONValue) throws(ValueError) -> Assignment {
        try assignment(kind.assignment(json: json))
    }

    /// The value a plain JSON scalar gives the attribute as it is written (valid, in range);
    /// `nil` when only `assignment(json:)` can tell, or explain what is wrong.
    func plainValue(_ scalar: PlainJSONScalar) -> AttributeValue? {
        kind.plainValue(scalar, isBounded: isBounded).map(AttributeValue.init(erased:))
    }

    /// Takes a typed value, clamping into the range; a value of another type is an error.
    public func assignment(_ value: AttributeValue) throws(ValueError) -> Assignment {
        try assignment(kind.assignment(value: value.base))
    }

    private func assignment(_ admission: Admission) -> Assignment {
        Assignment(attribute: name, admission: admission, kind: kind)
    }
}
