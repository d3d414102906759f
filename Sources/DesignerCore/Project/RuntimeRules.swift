extension Diagnostic.Rule {
    /// A runtime attribute whose key the object's class does not have: a launch crash.
    package static let unknownKeyPath = Diagnostic.Rule(
        "unknown-key-path", .error,
        "A runtime attribute whose key the object's class does not have: a launch crash (not key value coding-compliant)."
    )
    /// An outlet or outlet collection naming a property its source's class does not have: a launch crash.
    package static let missingOutlet = Diagnostic.Rule(
        "missing-outlet", .error, "An outlet naming a property its source's class does not have: a launch crash.")
    /// An outlet whose property's declared type does not fit its destination's class.
    package static let outletType = Diagnostic.Rule(
        "outlet-type", .warning, "An outlet whose property's declared type does not fit its destination's class.")
    /// An action naming a method its target's class does not implement: a crash on first use.
    package static let missingAction = Diagnostic.Rule(
        "missing-action", .error, "An action naming a method its target does not implement: unrecognized selector.")
}
