extension AttributeKind {
    /// The same declaration starting at `value` (clamped into its range), as another
    /// declaration of the property says it starts (a project's `@IBInspectable` of the
    /// component's name); `nil` when `value` is not of its type.
    package func replacingDefault(with value: any InspectableValue) -> (any AttributeKind)? {
        (self as? any DefaultReplacing)?.replacingDefault(with: value)
    }
}

/// A kind whose default can be replaced: every `AttributeDefinition`.
private protocol DefaultReplacing {
    func replacingDefault(with value: any InspectableValue) -> (any AttributeKind)?
}

extension AttributeDefinition: DefaultReplacing {
    fileprivate func replacingDefault(with value: any InspectableValue) -> (any AttributeKind)? {
        guard let typed = value as? Value else { return nil }
        var replaced = self
        replaced.defaultValue = clamp(typed)
        return replaced
    }
}
