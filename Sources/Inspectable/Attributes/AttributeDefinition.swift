/// What one `@Inspectable` declaration says, as plain data.
struct AttributeDefinition<Value: InspectableValue>: Sendable {
    var name: String?
    var label: String?
    var summary: String?
    var group: String?
    var animation: Animation?
    /// Where it is declared; `nil` for an attribute known from a project's sources.
    var site: DeclarationSite? = nil
    var defaultValue: Value
    var lowerBound: Value?
    var upperBound: Value?
    var step: Value?
    /// Mistakes in the declaration itself, reported when the component is registered.
    var declarationProblems: [String] = []

    func clamp(_ value: Value) -> Value {
        value.clamped(lower: lowerBound, upper: upperBound)
    }

    /// The same declaration for the optional of the value type, unset unless `defaultValue` is given.
    func optional(defaultValue: Value?) -> AttributeDefinition<Value?> {
        AttributeDefinition<Value?>(
            name: name, label: label, summary: summary, group: group, animation: animation, site: site,
            defaultValue: defaultValue, lowerBound: lowerBound, upperBound: upperBound, step: step,
            declarationProblems: declarationProblems)
    }
}

extension AttributeDefinition where Value: Numeric & Comparable {
    /// Adds a range (closed, half-open or one-sided) and a step, noting any that cannot work.
    ///
    /// A half-open range clamps to the greatest value below its bound, as it means: `0..<100`
    /// is `0...99` for an integer, `0..<1.0` is `0...1.0.nextDown` for a floating-point value.
    mutating func constrain<Bounds: RangeExpression>(range: Bounds?, step: Value?) where Bounds.Bound == Value {
        switch range {
        case nil:
            break
        case let closed as ClosedRange<Value>:
            (lowerBound, upperBound) = (closed.lowerBound, closed.upperBound)
        case let halfOpen as Range<Value>:
            guard let last = Self.greatest(below: halfOpen.upperBound), halfOpen.lowerBound <= last else {
                declarationProblems.append("range \(halfOpen) is empty; no value could be set")
                break
            }
            (lowerBound, upperBound) = (halfOpen.lowerBound, last)
        case let from as PartialRangeFrom<Value>:
            lowerBound = from.lowerBound
        case let through as PartialRangeThrough<Value>:
            upperBound = through.upperBound
        case let upTo as PartialRangeUpTo<Value>:
            upperBound = Self.greatest(below: upTo.upperBound)
            if upperBound == nil {
                declarationProblems.append("range ..<\(upTo.upperBound.text) has no value below its bound")
            }
        case let range?:
            declarationProblems.append("range \(range) is not one designer knows; write a...b, a..<b, a... or ...b")
        }
        if let step {
            self.step = step
            if step <= .zero { declarationProblems.append("step \(step.text) is not greater than 0") }
        }
    }
}

extension AttributeDefinition where Value: Numeric & Comparable {
    /// The greatest value of the type below `bound`: `bound - 1` for an integer, the next
    /// representable value down for a floating-point number; `nil` if there is none. An infinite
    /// or NaN bound is kept as it is, for registration to say that a bound must be a number.
    static func greatest(below bound: Value) -> Value? {
        if let floating = bound as? any FloatingPoint {
            func down<Number: FloatingPoint>(_ number: Number) -> Value? {
                (number.isFinite ? number.nextDown : number) as? Value
            }
            return down(floating)
        }
        if let integer = bound as? any FixedWidthInteger {
            func down<Number: FixedWidthInteger>(_ number: Number) -> Value? {
                number == Number.min ? nil : (number - 1) as? Value
            }
            return down(integer)
        }
        return nil
    }
}

/// A value as requested and as applied after clamping.
package typealias Admission = (requested: any InspectableValue, applied: any InspectableValue, isClamped: Bool)

/// An attribute definition with its value type erased, so the attributes of a component
/// can be listed, read and checked together.
package protocol AttributeKind: Sendable {
    var valueType: any InspectableValue.Type { get }
    var declaredName: String? { get }
    var declaredLabel: String? { get }
    var summary: String? { get }
    var group: String? { get }
    var animation: Animation? { get }
    var erasedDefault: any InspectableValue { get }
    var erasedLowerBound: (any InspectableValue)? { get }
    var erasedUpperBound: (any InspectableValue)? { get }
    var erasedStep: (any InspectableValue)? { get }
    var declarationProblems: [String] { get }
    /// Where the attribute is declared, when its declaration is Swift code designer was built with.
    var site: DeclarationSite? { get }
    /// The value a plain JSON scalar gives the attribute when it needs nothing more: read by
    /// `read(plain:into:)`, valid, and in range as written (checked only if `isBounded`: the
    /// attribute has a bound); `nil` when only `assignment(json:)` can tell, or explain what is
    /// wrong.
    func plainValue(_ scalar: PlainJSONScalar, isBounded: Bool) -> (any InspectableValue)?

    func assignment(text: String) throws(ValueError) -> Admission
    func assignment(json: JSONValue) throws(ValueError) -> Admission
    func assignment(value: any InspectableValue) throws(ValueError) -> Admission
}

extension AttributeDefinition: AttributeKind {
    var valueType: any InspectableValue.Type { Value.self }
    var declaredName: String? { name }
    var declaredLabel: String? { label }
    var erasedDefault: any InspectableValue { defaultValue }
    var erasedLowerBound: (any InspectableValue)? { lowerBound }
    var erasedUpperBound: (any InspectableValue)? { upperBound }
    var erasedStep: (any InspectableValue)? { step }

    func assignment(text: String) throws(ValueError) -> Admission {
        try admit(Value(text: text))
    }

    func assignment(json: JSONValue) throws(ValueError) -> Admission {
        try admit(Value(json: json))
    }

    func assignment(value: any InspectableValue) throws(ValueError) -> Admission {
        guard let typed = value as? Value else {
            throw .wrongType(expected: Value.typeName, found: type(of: value).typeName)
        }
        return try admit(typed)
    }

    func plainValue(_ scalar: PlainJSONScalar, isBounded: Bool) -> (any InspectableValue)? {
        // Read in place: a `Value?` in this generic code would look its metadata up every time.
        var value = defaultValue
        guard Value.read(plain: scalar, into: &value), (try? value.validate()) != nil else { return nil }
        if isBounded, clamp(value) != value { return nil }
        return value
    }

    private func admit(_ requested: Value) throws(ValueError) -> Admission {
        try requested.validate()
        let applied = clamp(requested)
        // A value in range is boxed once, as both: a color takes a heap box of its own.
        let boxed: any InspectableValue = requested
        return applied == requested ? (boxed, boxed, false) : (boxed, applied, true)
    }
}

/// The kind of an attribute known only by its type and default, as a project's sources declare
/// an `@IBInspectable` property for Interface Builder: no range, step or label of its own.
package func declaredAttributeKind<Value: InspectableValue>(
    _ type: Value.Type, defaultValue: Value, summary: String?
) -> any AttributeKind {
    AttributeDefinition<Value>(summary: summary, defaultValue: defaultValue)
}
