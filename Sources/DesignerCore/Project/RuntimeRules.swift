extension Diagnostic.Rule {
    /// A runtime attribute whose key the object's class does not have: a launch crash.
    package static let unknownKeyPath = Diagnostic.Rule(rawValue: "unknown-key-path")
    /// An outlet or outlet collection naming a property its source's class does not have: a launch crash.
    package static let missingOutlet = Diagnostic.Rule(rawValue: "missing-outlet")
    /// An outlet whose property's declared type does not fit its destination's class.
    package static let outletType = Diagnostic.Rule(rawValue: "outlet-type")
    /// An action naming a method its target's class does not implement: a crash on first use.
    package static let missingAction = Diagnostic.Rule(rawValue: "missing-action")
}
