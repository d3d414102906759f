import Inspectable

/// Reads the attributes one view writes into its class's configuration, in the order written:
/// each read as its type and clamped into its range, with a diagnostic for each unknown name,
/// bad value or clamped value.
///
/// A runtime attribute of an Interface Builder document is checked as UIKit loads it: its key
/// must be one instances of the view's class have (`RuntimeClasses`), or loading stops the app;
/// a key UIKit has that designer does not model is left alone.
///
/// A format hands each attribute over as written (`read(_:)`), or, where it holds a name and a
/// plain value as bytes, tries `readPlain(_:named:)` first: most values of a large document are
/// found and read without a `String`, a `JSONValue` or an assignment being made.
public struct AttributeReader {
    public let componentClass: ComponentClass
    private(set) var configuration: Configuration
    private(set) var diagnostics: [Diagnostic]
    private(set) var invalidValues: [String: JSONValue] = [:]
    private(set) var clampedValues: [String: JSONValue] = [:]
    private let runtimeClasses: RuntimeClasses
    /// The class the runtime makes the view an instance of, as the document names it.
    private let runtimeClassName: String

    /// - Parameter className: The view's class as the document names it (`UILabel`, a custom
    ///   class), which runtime attributes are checked against; the component class's by default.
    init(
        componentClass: ComponentClass, diagnostics: [Diagnostic], runtimeClasses: RuntimeClasses = .uikit,
        className: String? = nil
    ) {
        self.componentClass = componentClass
        self.configuration = componentClass.defaults
        self.diagnostics = diagnostics
        self.runtimeClasses = runtimeClasses
        // designer's `View` is UIKit's `UIView`.
        let name = className ?? componentClass.name
        self.runtimeClassName = name == View.className ? "UIView" : name
    }

    /// Room for `count` attributes, so that reading them grows no table.
    mutating func reserveCapacity(_ count: Int) {
        configuration.reserveCapacity(count)
    }

    /// Sets the attribute the bytes `name` name to the plain value `scalar`, if it is one the
    /// attribute takes as it is; `false` when the attribute must be read whole by `read(_:)`
    /// (a name found only as a `String`, a value out of range or wrong), which explains it.
    mutating func readPlain(_ scalar: PlainJSONScalar, named name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let position = componentClass.namesAsBytes.position(of: name),
            let value = componentClass.attributes[position].plainValue(scalar)
        else { return false }
        configuration.set(value, at: position)
        return true
    }

    /// Reads one attribute as the document writes it.
    public mutating func read(_ attribute: WrittenAttribute) {
        let name = attribute.name
        // A runtime attribute UIKit sets by key-value coding; a key UIKit has and designer does
        // not model is no mistake, nor is any key of a class whose ancestry designer cannot follow.
        var isRuntimeKey = false
        if attribute.writtenType != nil {
            switch runtimeClasses.check(keyPath: name, in: runtimeClassName) {
            case .missingKey(let message):
                diagnostics.append(.error(message, at: attribute.nameOffset, rule: .unknownKeyPath))
                return
            case .unreadLayerKey(let message):
                diagnostics.append(.warning(message, at: attribute.nameOffset, rule: .unknownKeyPath))
                return
            case .possiblyMissingKey(let message), .privateKey(let message):
                // Read as designer's attribute of its name, if it has one, as a module may declare it so.
                diagnostics.append(.warning(message, at: attribute.nameOffset, rule: .unknownKeyPath))
                isRuntimeKey = true
            case .valid: isRuntimeKey = true
            // A declared class whose superclass is of a module designer cannot read (a pod's
            // cell) may have any key from it: nothing can be said. A component designer
            // registers has the attributes it registers.
            case .unknownClass:
                isRuntimeKey =
                    runtimeClasses.isKnown(runtimeClassName)
                    || runtimeClasses.check(keyPath: name, in: "UIView") == .valid
            }
        }
        // A value that cannot be used is kept by the attribute's own name, though the document may
        // write it by one of UIKit's key paths (`layer.borderWidth`), as the inspector looks it up;
        // found only then, as few values are.
        var attributeName: String { componentClass.attribute(named: name)?.name ?? name }
        if let written = attribute.writtenType, let declared = componentClass.attribute(named: name),
            !written.suits(typeName: declared.typeName, defaultJSON: declared.defaultValue.json)
        {
            let article = ["image", "rect", "nil"].contains(written.rawValue) ? "an" : "a"
            diagnostics.append(
                .error(
                    "\(name) is \(declared.typeName) in \(declared.className), but the document writes it as \(article) \(written.rawValue)",
                    at: attribute.valueOffset, rule: .invalidValue))
            invalidValues[attributeName] = attribute.value
            return
        }
        do {
            let assignment = try configuration.set(name, json: attribute.value)
            if let clamp = assignment.clampDescription {
                diagnostics.append(.warning("\(name): \(clamp)", at: attribute.valueOffset, rule: .clampedValue))
                clampedValues[attributeName] = attribute.value
            }
        } catch {
            if case .unknownAttribute = error, isRuntimeKey { return }
            let isUnknown = if case .unknownAttribute = error { true } else { false }
            if case .invalidValue = error { invalidValues[attributeName] = attribute.value }
            diagnostics.append(
                .error(
                    error.description, at: isUnknown ? attribute.nameOffset : attribute.valueOffset,
                    rule: isUnknown ? .unknownAttribute : .invalidValue))
        }
    }
}
