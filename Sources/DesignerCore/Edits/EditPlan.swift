package import Inspectable

/// The changes one `set` or `reset` makes, collected before anything is written.
package struct EditPlan {
    /// What a class change does to the keys of the document's variants that no longer apply
    /// after it (`percent` in a variant, once the view that had it is a `CustomProgress`), which
    /// `check` would report.
    package enum VariantKeys: Sendable {
        /// Left as they are: what applying a variant, or `render --from`, does.
        case kept
        /// The change is refused, one error for each key, after `advice` on how to make it.
        case refused(advice: String)
        /// Removed from their variants in the same write, one warning for each.
        case dropped
    }

    package let document: Document
    package let registry: ComponentRegistry
    /// What a class change does to the variant keys that no longer apply after it.
    package let variantKeys: VariantKeys
    package private(set) var edit: DocumentEdit
    /// What the plan found: errors, which stop it from being written, and the warnings and notes
    /// of what it does otherwise than asked (a value clamped, an attribute removed). An error of
    /// the document (a view of an unknown class) is placed in it; the others are problems of the
    /// command line.
    package private(set) var diagnostics: [Diagnostic] = []
    /// The errors, in the order they were found.
    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings and notes.
    package var remarks: [Diagnostic] { diagnostics.filter { $0.severity != .error } }
    /// New classes, by the view's position in the document.
    private var newClasses: [Int: ComponentClass] = [:]
    /// Frames as edited so far, by the view's position, so `frame.width=… frame.height=…` combine.
    private var frames: [Int: Rect] = [:]
    /// Attributes this plan sets, by the view's position.
    private var setAttributes: [Int: Set<String>] = [:]
    /// The image paths this plan sets, with the key that sets each.
    package private(set) var images: [(key: String, path: String)] = []

    package init(document: Document, registry: ComponentRegistry, variantKeys: VariantKeys = .kept) {
        self.document = document
        self.variantKeys = variantKeys
        // The classes of modules designer has no sources of are edited by their runtime attributes.
        self.registry = registry.includingRuntimeClasses(of: document)
        self.edit = DocumentEdit(document)
    }

    private mutating func fail(_ message: String, at offset: Int? = nil, rule: Diagnostic.Rule) {
        let location = offset.map { Diagnostic.Location.document(offset: $0) } ?? .commandLine
        diagnostics.append(Diagnostic(.error, message, location: location, rule: rule))
    }

    private mutating func remark(
        _ severity: Diagnostic.Severity, _ message: String, rule: Diagnostic.Rule, key: String? = nil
    ) {
        diagnostics.append(Diagnostic(severity, message, location: .commandLine, rule: rule, key: key))
    }

    /// The class a view has, or will have after this plan.
    package func componentClass(of view: ViewNode) -> ComponentClass? {
        newClasses[view.index] ?? registry.componentClass(of: view)
    }

    private func address(_ key: String, in selected: ViewNode?) throws(AddressError) -> AttributeAddress {
        try AttributeAddress.resolve(key, in: document, view: selected, rejected: registry.rejected) {
            componentClass(of: $0)
        }
    }

    /// A value as the command line writes it (`50`, `#FF9500`, `0,0,100,20`) or as JSON, as a
    /// document's variants do.
    package enum Value: Sendable {
        case text(String)
        case json(JSONValue)

        /// The value as the command line would write it, or its JSON.
        package var text: String {
            switch self {
            case .text(let text): text
            case .json(let value): value.serialized
            }
        }

        /// The value read as `Value` from whichever form it has.
        package func read<Read>(text: (String) throws(ValueError) -> Read, json: (JSONValue) throws(ValueError) -> Read)
            throws(ValueError) -> Read
        {
            switch self {
            case .text(let string): try text(string)
            case .json(let value): try json(value)
            }
        }
    }

    /// Plans every pair: class changes first, so the other keys are addressed with the new classes.
    package mutating func set(_ pairs: [(key: String, value: String)], in selected: ViewNode?, strict: Bool) {
        set(pairs.map { ($0.key, Value.text($0.value)) }, in: selected, strict: strict)
    }

    /// Plans every pair as `set` does, and gives for each error (in the order of `errors`) the
    /// position of the pair that caused it.
    @discardableResult
    package mutating func set(_ pairs: [(key: String, value: Value)], in selected: ViewNode?, strict: Bool) -> [Int] {
        func isClassKey(_ key: String) -> Bool { key == "class" || key.hasSuffix(".class") }
        var causes: [Int] = []
        for (position, pair) in pairs.enumerated() where isClassKey(pair.key) {
            set(pair.key, pair.value, in: selected, strict: strict)
            causes += repeatElement(position, count: errors.count - causes.count)
        }
        for (position, pair) in pairs.enumerated() where !isClassKey(pair.key) {
            set(pair.key, pair.value, in: selected, strict: strict)
            causes += repeatElement(position, count: errors.count - causes.count)
        }
        dropAttributesOfChangedClasses()
        if let classPair = pairs.firstIndex(where: { isClassKey($0.key) }) {
            settleVariantKeys()
            causes += repeatElement(classPair, count: errors.count - causes.count)
        }
        return causes
    }

    /// Plans `key=value`.
    package mutating func set(_ key: String, _ value: Value, in selected: ViewNode?, strict: Bool) {
        let address: AttributeAddress
        do {
            address = try self.address(key, in: selected)
        } catch {
            fail(error.description, at: error.classOffset, rule: error.rule)
            return
        }
        let view = address.view
        switch address.property {
        case .className:
            let name: String
            switch value {
            case .text(let text): name = text
            case .json(.string(let text)): name = text
            case .json(let other):
                fail("\(key): a class is a name string, not \(other.kindDescription)", rule: .invalidValue)
                return
            }
            let newClass =
                if case .object(let standardClass) = view.kind {
                    registry.objectClass(named: name, standardClass: standardClass)
                } else {
                    registry.componentClass(named: name)
                }
            guard let componentClass = newClass else {
                let suggestion = registry.suggestion(for: name).map { "; did you mean \(Printable.quoted($0))?" } ?? ""
                fail("\(key): unknown class \(Printable.quoted(name))\(suggestion)", rule: .unknownClass)
                return
            }
            newClasses[view.index] = componentClass
            edit.setClass(name, of: view)
        case .frame:
            do {
                setFrame(try value.read(text: Rect.init(text:), json: Rect.init(json:)), of: view, key: key)
            } catch {
                fail("\(key): \(error)", rule: .invalidValue)
            }
        case .frameField(let field):
            do {
                var values = (frames[view.index] ?? view.frame).fieldValues
                values[Rect.fieldNames.firstIndex(of: field) ?? 0] = try value.read(
                    text: Double.init(text:), json: Double.init(json:))
                setFrame(Rect(fieldValues: values), of: view, key: key)
            } catch {
                fail("\(key): \(error)", rule: .invalidValue)
            }
        case .attribute(let name):
            guard let attribute = componentClass(of: view)?.attribute(named: name) else { return }
            do {
                let assignment = try value.read(text: attribute.assignment(text:), json: attribute.assignment(json:))
                if let clamp = assignment.clampDescription {
                    if strict {
                        fail(
                            "\(key): \(clamp.replacingFirst("; using", with: " (--strict); it would be"))",
                            rule: .clampedValue)
                        return
                    }
                    remark(.warning, "\(key): \(clamp)", rule: .clampedValue, key: key)
                }
                setAttributes[view.index, default: []].insert(name)
                if let image = assignment.applied.value(as: Image.self) ?? assignment.applied.value(as: Image?.self)
                    ?? nil
                {
                    images.append((key, image.path))
                }
                if !holds(view, attribute, assignment.applied) {
                    edit.setAttribute(
                        attribute.name, to: assignment.applied.json, typeName: attribute.typeName, of: view)
                }
            } catch {
                fail("\(key): \(error)", rule: .invalidValue)
            }
        }
    }

    /// Plans returning the attribute `key` names to its default. An attribute the view's class
    /// does not have, which `check` reports, is removed too, so the fix for it is one command.
    package mutating func reset(_ key: String, in selected: ViewNode?) {
        do {
            let address = try self.address(key, in: selected)
            guard case .attribute(let name) = address.property else {
                fail("\(key): only attributes have defaults; set the frame or class instead", rule: .unknownAttribute)
                return
            }
            edit.removeAttribute(
                componentClass(of: address.view)?.attribute(named: name)?.name ?? name, of: address.view)
        } catch {
            let (views, name) = candidates(for: key, in: selected)
            let holders = views.filter { view in
                document.syntax.attribute(named: name, of: view) != nil
            }
            guard holders.count == 1, let holder = holders.first else {
                fail(error.description, rule: error.rule)
                return
            }
            edit.removeAttribute(name, of: holder)
        }
    }

    /// The views a key may mean, and the attribute name it names in them.
    private func candidates(for key: String, in selected: ViewNode?) -> ([ViewNode], String) {
        if let dot = key.firstIndex(of: "."), let named = document.view(withID: String(key[..<dot])) {
            return ([named], String(key[key.index(after: dot)...]))
        }
        return (selected.map { [$0] } ?? document.allViews, key)
    }

    /// Removes the attributes a view's new class does not have, saying what they were.
    private mutating func dropAttributesOfChangedClasses() {
        guard !newClasses.isEmpty else { return }
        for view in document.allViews {
            guard let newClass = newClasses[view.index] else { continue }
            // What a view's kind of element writes (a label's text) stays with the element.
            for attribute in document.syntax.attributes(of: view) where !attribute.isIntrinsic {
                let name = attribute.name
                guard newClass.attribute(named: name) == nil, setAttributes[view.index]?.contains(name) != true else {
                    continue
                }
                edit.removeAttribute(name, of: view)
                remark(
                    .note,
                    "removed \(name)=\(attribute.value.serialized) from \(AttributeAddress.describe(view, in: document)): \(newClass.name) has no such attribute",
                    rule: .unknownAttribute)
            }
        }
    }

    /// Refuses or drops, as `variantKeys` says, the keys of variants that applied before this
    /// plan's class changes and would not after them: those `check` would newly report.
    private mutating func settleVariantKeys() {
        if case .kept = variantKeys { return }
        guard errors.isEmpty, !newClasses.isEmpty, !document.variants.isEmpty,
            let changed = Document.read(document.source.edited(edit.apply().bytes)).document
        else { return }
        let before = Self.variantProblems(in: document, registry: registry)
        let stale = Self.variantProblems(in: changed, registry: registry).filter { problem in
            !before.contains { $0.variant == problem.variant && $0.key == problem.key }
        }
        guard !stale.isEmpty else { return }
        switch variantKeys {
        case .kept:
            return
        case .refused(let advice):
            let count = "\(stale.count) key\(stale.count == 1 ? "" : "s")"
            fail(
                "the class change leaves \(count) in the variants that no longer apply; \(advice)",
                rule: .invalidVariant)
            for problem in stale {
                fail(
                    "variant \(Printable.quoted(problem.variant)): \(Printable.quoted(problem.key)) no longer applies: \(problem.message)",
                    rule: .invalidVariant)
            }
        case .dropped:
            for problem in stale {
                edit.removeVariantValue(problem.key, of: problem.variant)
                remark(
                    .warning,
                    "removed \(Printable.quoted(problem.key)) from variant \(Printable.quoted(problem.variant)): \(problem.message)",
                    rule: .invalidVariant)
            }
        }
    }

    /// The keys of the document's variants that cannot be applied, each with why, as `check`
    /// reports them.
    private static func variantProblems(in document: Document, registry: ComponentRegistry) -> [(
        variant: String, key: String, message: String
    )] {
        var problems: [(variant: String, key: String, message: String)] = []
        for variant in document.variants {
            let values = variant.values.map { (key: $0.key, value: Value.json($0.value)) }
            var plan = EditPlan(document: document, registry: registry)
            let causes = plan.set(values, in: nil, strict: false)
            for (error, cause) in zip(plan.errors, causes) where values.indices.contains(cause) {
                problems.append((variant.name, values[cause].key, error.message))
            }
        }
        return problems
    }

    private mutating func setFrame(_ frame: Rect, of view: ViewNode, key: String) {
        if frame.width < 0 || frame.height < 0 {
            fail("\(key): a frame cannot have a negative width or height", rule: .invalidValue)
            return
        }
        do {
            try frame.validate()
        } catch {
            fail("\(key): \(error)", rule: .invalidValue)
            return
        }
        frames[view.index] = frame
        edit.setFrame(frame, of: view)
    }

    /// Whether the document already gives `view` exactly this value, however it is spelled there.
    private func holds(_ view: ViewNode, _ attribute: Attribute, _ value: AttributeValue) -> Bool {
        guard let written = document.syntax.attribute(named: attribute.name, of: view),
            let stored = try? attribute.assignment(json: written.value)
        else {
            return false
        }
        return stored.requested == value
    }
}

extension AddressError {
    /// The rule a key that addresses nothing breaks: a view of a class designer does not know, or
    /// turned away, is a problem of the document; any other is a key naming no attribute.
    fileprivate var rule: Diagnostic.Rule {
        switch self {
        case .unknownClass: .unknownClass
        case .rejectedClass: .invalidComponent
        default: .unknownAttribute
        }
    }
}
