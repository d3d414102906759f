extension Diagnostic.Rule {
    /// Required constraints that cannot all hold: UIKit breaks one of them.
    public static let unsatisfiableConstraints = Diagnostic.Rule(
        "layout-unsatisfiable", .warning,
        "Constraints that cannot all hold on a device: UIKit breaks one of them, as Xcode's canvas warns.")

    /// A view whose position or size its constraints do not fix.
    public static let ambiguousLayout = Diagnostic.Rule(
        "layout-ambiguous", .warning,
        "A view whose position or size its constraints leave open, which UIKit may place anywhere.")

    /// A constraint UIKit refuses or cannot lay out.
    public static let invalidConstraint = Diagnostic.Rule(
        "layout-invalid", .warning,
        "A constraint UIKit cannot load or lay out: an item that is not there, a zero multiplier, a huge constant, a size made negative."
    )

    /// A document saved for a device designer does not know: it is laid out on a screen of its
    /// root view's size.
    public static let unknownDevice = Diagnostic.Rule(
        "layout-unknown-device", .warning,
        "A document saved for a device designer does not know: it is laid out on a screen of its root view's size.")
}
