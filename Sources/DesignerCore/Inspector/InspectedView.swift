public import Inspectable

/// One view as the Attributes Inspector shows it, whichever front end draws it (`inspect`,
/// `inspect --json`, `edit`): its class's sections and, for each attribute, the value in effect
/// and how the document gave it.
///
///     let inspected = InspectedView(view)
///     for section in inspected.sections {
///         for attribute in section.attributes {     // each group's together, as shown
///             let entry = inspected.entry(for: attribute)   // value, default or not, invalid, clamped
///         }
///     }
///
/// What is the same for every view of a class (labels, types, defaults, ranges, steps,
/// descriptions, animations) is the class's own `Attribute`s, so a front end can lay it out once
/// per class.
public struct InspectedView: Sendable {
    public let node: ViewNode
    /// `nil` for a class designer does not know: it is drawn as a placeholder and has no attributes.
    public let componentClass: ComponentClass?
    private let configuration: Configuration?
    private let invalidValues: [String: JSONValue]
    private let clampedValues: [String: JSONValue]

    /// What an inspector says in place of the attributes of a view without a class: one whose
    /// class designer does not know, or a component it turned away for a problem in its
    /// declaration (`isRejected`), which the document's problems explain.
    public static func classlessNote(isView: Bool, isRejected: Bool) -> String {
        let kind = isRejected ? "rejected class (see its problems)" : "unknown class"
        return kind + (isView ? ": shown as a placeholder, with no attributes" : ": no attributes")
    }

    /// What the inspector shows of one attribute of the view.
    public struct Entry: Sendable, Equatable {
        /// The value in effect: the one written (clamped into the range), else the default.
        public let value: AttributeValue
        public let state: State

        /// Whether the value is the default (left out, or written as the default).
        public var isDefault: Bool { state == .isDefault }
    }

    /// How the document gives an attribute its value.
    public enum State: Sendable, Equatable {
        /// Left out, or written as the default.
        case isDefault
        /// Written, within its range, to something other than the default.
        case set
        /// Written outside the range: `written` as the document has it, the value clamped (even
        /// to the default).
        case clamped(written: JSONValue)
        /// Written as something the attribute cannot hold: the default is in effect.
        case invalid(written: JSONValue)
    }

    /// A view as a whole document was resolved.
    public init(_ view: ResolvedView) {
        self.node = view.node
        self.componentClass = view.componentClass
        self.configuration = view.configuration
        self.invalidValues = view.invalidValues
        self.clampedValues = view.clampedValues
    }

    /// A view resolved on its own, as `inspect` reads one view at a time.
    public init(_ node: ViewNode, _ resolution: ResolvedDocument.ViewResolution) {
        self.node = node
        self.componentClass = resolution.componentClass
        self.configuration = resolution.configuration
        self.invalidValues = resolution.invalidValues
        self.clampedValues = resolution.clampedValues
    }

    /// The sections, most derived class first and `View` last, each with its attributes in
    /// groups as the inspectors show them.
    public var sections: [InspectorSection] { componentClass.map(InspectorSection.sections(of:)) ?? [] }

    /// Every attribute in the order the inspectors show them: a section's groups together.
    public var attributes: [Attribute] { sections.flatMap(\.attributes) }

    /// What the inspector shows of `attribute`, one of this view's class.
    public func entry(for attribute: Attribute) -> Entry {
        entry(for: attribute, stored: configuration?.explicitValue(of: attribute))
    }

    /// What the inspector shows of the attribute at `position` in the class's `attributes`, as
    /// `entry(for:)` has it: found by position, as a front end laying out a class once keeps it.
    public func entry(at position: Int) -> Entry {
        guard let componentClass else { preconditionFailure("a view of an unknown class has no attributes") }
        return entry(
            for: componentClass.attributes[position], stored: configuration?.explicitValue(ofAttributeAt: position))
    }

    /// Whether the document leaves out the attribute at `position` in the class's `attributes`,
    /// which then takes its default: true of most attributes, and answered without making an
    /// entry, for front ends that lay out an attribute at its default once per class.
    public func isLeftOut(at position: Int) -> Bool {
        guard let componentClass else { return true }
        if !invalidValues.isEmpty, invalidValues[componentClass.attributes[position].name] != nil { return false }
        return configuration.map { !$0.isSet(attributeAt: position) } ?? true
    }

    private func entry(for attribute: Attribute, stored: AttributeValue?) -> Entry {
        // The attribute's fields are read where they are needed: each is copied as it is read.
        if !invalidValues.isEmpty, let written = invalidValues[attribute.name] {
            return Entry(value: attribute.defaultValue, state: .invalid(written: written))
        }
        guard let stored else {
            return Entry(value: attribute.defaultValue, state: .isDefault)
        }
        // A value clamped to the default is still not what the document says.
        if !clampedValues.isEmpty, let written = clampedValues[attribute.name] {
            return Entry(value: stored, state: .clamped(written: written))
        }
        return Entry(value: stored, state: stored == attribute.defaultValue ? .isDefault : .set)
    }
}
