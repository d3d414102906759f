/// Marks a component property as an attribute the inspector shows and documents edit,
/// as `@IBInspectable` does in Interface Builder.
///
/// The property's name, type and initial value become the attribute's name, type and
/// default; the rest is optional metadata:
///
///     struct MyProgressBar: Component {
///         @Inspectable(range: 0...100, description: "Progress in percent.")
///         var percent: Int = 0
///         @Inspectable var barColor: Color = .orange
///     }
///
/// A range clamps on every path into the value: documents, command-line text and code.
/// Assigning NaN or an infinity in code is rejected and leaves the value as it was.
@propertyWrapper
public struct Inspectable<Value: InspectableValue>: Sendable {
    let definition: AttributeDefinition<Value>
    private var value: Value

    public var wrappedValue: Value {
        get { value }
        set {
            do {
                try newValue.validate()
                value = definition.clamp(newValue)
            } catch {
                // Rejected, like a setter that ignores an impossible value.
            }
        }
    }

    /// An attribute of any type, without a range.
    ///
    /// - Parameters:
    ///   - name: The attribute's name in documents, if not the property's.
    ///   - label: The inspector's label, if not derived from the name ("barBgColor" is "Bar Bg Color").
    ///   - description: What the attribute does, for `inspect`, help and the JSON Schema.
    ///   - group: A sub-heading within the class's section of the inspector.
    ///   - animation: How a change of the value animates.
    ///   - file: The declaring file, `line` and `column` its place, which a problem with the
    ///     declaration names: left to their defaults, as every initializer here takes them.
    public init(
        wrappedValue: Value, name: String? = nil, label: String? = nil, description: String? = nil,
        group: String? = nil, animation: Animation? = nil, file: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.definition = AttributeDefinition(
            name: name, label: label, summary: description, group: group, animation: animation,
            site: DeclarationSite(file: file, line: line, column: column), defaultValue: wrappedValue)
        self.value = wrappedValue
    }

    /// A numeric attribute with a range that clamps, `0...100`, `0..<100` (to 99; a floating-point
    /// value to the greatest below the bound), `0...` (no upper bound) or `...100` (no lower
    /// bound), and a step for the inspector's stepper.
    public init<Bounds: RangeExpression>(
        wrappedValue: Value, range: Bounds, step: Value? = nil, name: String? = nil, label: String? = nil,
        description: String? = nil, group: String? = nil, animation: Animation? = nil, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) where Value: Numeric & Comparable, Bounds.Bound == Value {
        var definition = AttributeDefinition(
            name: name, label: label, summary: description, group: group, animation: animation,
            site: DeclarationSite(file: file, line: line, column: column), defaultValue: wrappedValue)
        definition.constrain(range: range, step: step)
        self.init(definition: definition, value: wrappedValue)
    }

    /// A numeric attribute without a range, with a step for the inspector's stepper.
    public init(
        wrappedValue: Value, step: Value, name: String? = nil, label: String? = nil, description: String? = nil,
        group: String? = nil, animation: Animation? = nil, file: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) where Value: Numeric & Comparable {
        var definition = AttributeDefinition(
            name: name, label: label, summary: description, group: group, animation: animation,
            site: DeclarationSite(file: file, line: line, column: column), defaultValue: wrappedValue)
        definition.constrain(range: nil as ClosedRange<Value>?, step: step)
        self.init(definition: definition, value: wrappedValue)
    }

    /// An optional numeric attribute whose value, when set, clamps into `range`.
    public init<Bounds: RangeExpression>(
        wrappedValue: Value, range: Bounds, step: Bounds.Bound? = nil, name: String? = nil, label: String? = nil,
        description: String? = nil, group: String? = nil, animation: Animation? = nil, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) where Value == Bounds.Bound?, Bounds.Bound: InspectableValue & Numeric & Comparable {
        var definition = AttributeDefinition(
            name: name, label: label, summary: description, group: group, animation: animation,
            site: DeclarationSite(file: file, line: line, column: column), defaultValue: wrappedValue ?? .zero)
        definition.constrain(range: range, step: step)
        self.init(definition: definition.optional(defaultValue: wrappedValue), value: wrappedValue)
    }

    /// An optional numeric attribute without a range, with a step for the inspector's stepper.
    public init<Number: InspectableValue & Numeric & Comparable>(
        wrappedValue: Value, step: Number, name: String? = nil, label: String? = nil, description: String? = nil,
        group: String? = nil, animation: Animation? = nil, file: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) where Value == Number? {
        var definition = AttributeDefinition(
            name: name, label: label, summary: description, group: group, animation: animation,
            site: DeclarationSite(file: file, line: line, column: column), defaultValue: wrappedValue ?? .zero)
        definition.constrain(range: nil as ClosedRange<Number>?, step: step)
        self.init(definition: definition.optional(defaultValue: wrappedValue), value: wrappedValue)
    }

    init(definition: AttributeDefinition<Value>, value: Value) {
        self.definition = definition
        self.value = value
    }
}

extension Inspectable: Decodable {
    /// Components are built from their attributes by `ComponentClass`, not by a general decoder.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "An @Inspectable attribute is decoded only when a ComponentClass builds its component"
            ))
    }
}

/// An `@Inspectable` property, found by reflecting a component.
package protocol InspectableProperty: Sendable {
    var kind: any AttributeKind { get }
    /// The value the property holds.
    var heldValue: any InspectableValue { get }
    /// This wrapper holding `value` instead (its default if `value` is of another type), as
    /// `Wrapper`; `nil` if `Wrapper` is not this wrapper's type.
    func holding<Wrapper>(_ value: any InspectableValue, as type: Wrapper.Type) -> Wrapper?
    /// Assigns this wrapper holding `value` (its default if `value` is of another type) to the
    /// wrapper of this type at `pointer`, in a class instance's storage, releasing the one there.
    func assign(holding value: any InspectableValue, to pointer: UnsafeMutableRawPointer)
}

extension Inspectable: InspectableProperty {
    /// The declaration, with the value this wrapper holds as its default: a prototype's, which
    /// a subclass's `init()` may have changed from the one its superclass declares.
    package var kind: any AttributeKind {
        var declared = definition
        declared.defaultValue = value
        return declared
    }
    package var heldValue: any InspectableValue { value }

    package func holding<Wrapper>(_ value: any InspectableValue, as type: Wrapper.Type) -> Wrapper? {
        // Types compared and values read in place, with the metadata this wrapper came with: a
        // component is built for every view drawn, and `as?` cast (and boxed) each attribute
        // twice, and naming `Inspectable<Value>` in generic code looks its metadata up each time.
        guard Wrapper.self == Self.self else { return nil }
        let copy = holding(value)
        return withUnsafePointer(to: copy) { UnsafeRawPointer($0).assumingMemoryBound(to: Wrapper.self).pointee }
    }

    package func assign(holding value: any InspectableValue, to pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Self.self).pointee = holding(value)
    }

    /// This wrapper holding `value`, or its default if `value` is of another type.
    private func holding(_ value: any InspectableValue) -> Self {
        func typed<Other: InspectableValue>(_ other: Other) -> Value {
            guard Other.self == Value.self else { return definition.defaultValue }
            return withUnsafePointer(to: other) { UnsafeRawPointer($0).assumingMemoryBound(to: Value.self).pointee }
        }
        var copy = self
        copy.value = typed(value)
        return copy
    }
}
