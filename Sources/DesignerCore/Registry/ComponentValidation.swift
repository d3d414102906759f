import Inspectable

/// Checks a component class once, when it is registered, and lists every problem.
enum ComponentValidation {
    /// Names the command line gives a meaning of its own: `class=…`, `frame.width=…`, `id`.
    static let reservedNames: Set<String> = ["class", "frame", "id", "subviews", "attributes"]

    static func problems(of componentClass: ComponentClass) -> [RejectedComponent.Problem] {
        var problems: [RejectedComponent.Problem] = []
        let className = componentClass.name
        // What concerns the class as a whole is placed at its first attribute, where its own code is.
        let classSite = componentClass.sections.first?.attributes.first?.site
        if let reason = nameProblem(className) {
            problems.append(.init(problem: .invalidClassName(className, reason: reason), site: classSite))
        }
        var declarers: [String: [Attribute]] = [:]
        var order: [String] = []
        for attribute in componentClass.attributes {
            if declarers[attribute.name] == nil { order.append(attribute.name) }
            declarers[attribute.name, default: []].append(attribute)
        }
        for name in order {
            if let declaredBy = declarers[name], declaredBy.count > 1 {
                let problem = RegistrationProblem.duplicateAttribute(
                    className: className, name: name, declaredBy: declaredBy.map { "\($0.className).\($0.property)" })
                problems.append(.init(problem: problem, site: declaredBy.compactMap(\.site).first))
            }
        }
        for attribute in componentClass.attributes {
            problems += self.problems(of: attribute).map { .init(problem: $0, site: attribute.site) }
        }
        if problems.isEmpty {
            problems += buildingProblems(of: componentClass)
        }
        return problems
    }

    /// Whether the component builds from its defaults, and its `init(from:)` takes every attribute:
    /// one it never decodes keeps its initial value whatever a document says, as happens to a
    /// subclass of a class component that inherits its superclass's `init(from:)`.
    static func buildingProblems(of componentClass: ComponentClass) -> [RejectedComponent.Problem] {
        final class Decoded {
            var names: Set<String> = []
        }
        let decoded = Decoded()
        let defaults = componentClass.defaults
        do {
            _ = try componentClass.instantiate(values: {
                decoded.names.insert($0.name)
                return defaults.value(of: $0).base
            })
        } catch {
            let problem = RegistrationProblem.notBuildable(
                className: componentClass.name, reason: String(describing: error))
            return [.init(problem: problem, site: componentClass.sections.first?.attributes.first?.site)]
        }
        let undecoded = componentClass.attributes.filter { !decoded.names.contains($0.name) }
        guard !undecoded.isEmpty else { return [] }
        let problem = RegistrationProblem.undecodedAttributes(
            className: componentClass.name, properties: undecoded.map(\.property))
        return [.init(problem: problem, site: undecoded.first?.site)]
    }

    /// The problems of one attribute's declaration.
    static func problems(of attribute: Attribute) -> [RegistrationProblem] {
        let owner = attribute.className
        let name = attribute.name
        var problems: [RegistrationProblem] = []
        if let reason = nameProblem(name) {
            problems.append(.invalidAttributeName(className: owner, name: name, reason: reason))
        } else if reservedNames.contains(name) {
            problems.append(
                .invalidAttributeName(className: owner, name: name, reason: "is reserved for the view itself"))
        }
        if let optional = attribute.valueType as? any OptionalValue.Type, optional.wrappedType is any OptionalValue.Type
        {
            problems.append(
                .unsupportedType(
                    className: owner, attribute: name, type: attribute.typeName,
                    reason: "an optional of an optional has no single 'unset'"))
        }
        for problem in attribute.kind.declarationProblems {
            problems.append(.invalidDeclaration(className: owner, attribute: name, problem: problem))
        }
        for (role, bound) in [("lower bound", attribute.lowerBound), ("upper bound", attribute.upperBound)] {
            guard let bound else { continue }
            do {
                try bound.base.validate()
            } catch {
                problems.append(
                    .invalidDeclaration(
                        className: owner, attribute: name,
                        problem: "range \(role) \(error); leave the bound out for an open range"))
            }
        }
        let defaultValue = attribute.defaultValue
        do {
            let assignment = try attribute.assignment(defaultValue)
            if assignment.isClamped, let range = attribute.range {
                problems.append(
                    .defaultOutOfRange(className: owner, attribute: name, value: defaultValue.text, range: range))
            }
            problems += roundTripProblems(of: attribute, value: defaultValue)
        } catch {
            problems.append(.invalidDefault(className: owner, attribute: name, problem: error))
        }
        return problems
    }

    /// A value type's canonical forms must read back as the value that wrote them.
    private static func roundTripProblems(of attribute: Attribute, value: AttributeValue) -> [RegistrationProblem] {
        let type = attribute.valueType
        var problems: [RegistrationProblem] = []
        func check(form: String, written: String, read: () throws(ValueError) -> any InspectableValue) {
            do {
                let back = try read()
                if !back.isEqual(to: value.base) {
                    problems.append(
                        .notRoundTripping(
                            className: attribute.className, attribute: attribute.name, form: form, written: written,
                            problem: "it reads as \(back.text)"))
                }
            } catch {
                problems.append(
                    .notRoundTripping(
                        className: attribute.className, attribute: attribute.name, form: form, written: written,
                        problem: error.description))
            }
        }
        check(form: "text", written: Printable.quoted(value.text)) { () throws(ValueError) in
            try type.init(text: value.text)
        }
        check(form: "JSON", written: value.json.serialized) { () throws(ValueError) in try type.init(json: value.json) }
        return problems
    }

    /// Why `name` cannot name a class or attribute: it must be a Swift-like identifier.
    static func nameProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "is empty" }
        let isStart: (Unicode.Scalar) -> Bool = { $0 == "_" || $0.properties.isAlphabetic }
        guard isStart(first), name.unicodeScalars.allSatisfy({ isStart($0) || $0.properties.numericType != nil })
        else {
            return "is not an identifier (letters, digits and _, not starting with a digit)"
        }
        return nil
    }
}
