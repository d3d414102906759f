extension Diagnostic.Rule {
    /// An attribute its view's class does not have.
    public static let unknownAttribute = Diagnostic.Rule(
        "unknown-attribute", .error, "An attribute the view's class does not have.")

    /// A value its attribute cannot take.
    public static let invalidValue = Diagnostic.Rule(
        "invalid-value", .error,
        "A value its attribute cannot take: a number for a color, a case the type lacks, a value written as another type."
    )

    /// A value outside its attribute's range, used at the nearest end of it.
    public static let clampedValue = Diagnostic.Rule(
        "clamped-value", .warning, "A value outside its attribute's range, which is used at the nearest end of it.")
}
