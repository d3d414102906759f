/// The members of a class or an extension: the keys and methods key-value coding and actions
/// find, and the `@IBInspectable` properties with their types, defaults and doc comments.
extension SwiftDeclarationReader {
    // MARK: - Members

    /// Adds the instance property `var name: Type` at `varIndex` to the keys of its class or
    /// extension, with its type's name (an array's element's).
    mutating func addKey(at varIndex: Int, _ collector: inout DeclarationCollector) {
        guard case .type(let target?) = scopes.last, !member.isStatic, source.isName(varIndex + 1) else { return }
        var type: String?
        if source.isPunctuation(varIndex + 2, ":") {
            type = typeName(at: source.isPunctuation(varIndex + 3, "[") ? varIndex + 4 : varIndex + 3)
        }
        collector.addKey(
            DeclaredMember(
                name: source.text(varIndex + 1), typeName: type, isExposed: member.isExposed || inspectable != nil),
            to: target)
    }

    /// Reads `func name(label name: Type, …)` at `funcIndex` and adds the instance method, by its
    /// Objective-C selector, to its class or extension; the index after its parameters.
    mutating func method(at funcIndex: Int, _ collector: inout DeclarationCollector) -> Int {
        let attributes = member
        // An `@IBInspectable` on a function is a problem; the function's attributes are read.
        dropAttributes(before: funcIndex, &collector)
        guard case .type(let target?) = scopes.last, !attributes.isStatic, source.isName(funcIndex + 1) else {
            return funcIndex + 1
        }
        var next = funcIndex + 2
        if source.isPunctuation(next, "<") { next = source.afterGroup(at: next) }
        guard source.isPunctuation(next, "(") else { return next }
        let end = source.afterGroup(at: next)
        let labels = ObjectiveCSelector.parameterLabels(in: source, from: next + 1, to: end - 1)
        let selector =
            attributes.objectiveCName
            ?? ObjectiveCSelector.ofSwiftMethod(source.text(funcIndex + 1).filter { $0 != "`" }, labels: labels)
        collector.addMethod(DeclaredMember(name: selector, isExposed: attributes.isExposed), to: target)
        return end
    }

    // MARK: - Properties

    /// Reads the property after an `@IBInspectable`: `var name: Type = value`, with more
    /// bindings after commas, each with the declaration's `documentation`; the index after the
    /// last one's value. Accessors and observers that follow are left for `step`, which takes
    /// their braces as code.
    mutating func property(
        at varIndex: Int, attribute: Int, documentation: String?, _ collector: inout DeclarationCollector
    ) -> Int {
        guard case .type(let target?) = scopes.last else { return varIndex + 1 }
        var nameIndex = varIndex + 1
        while true {
            guard source.isName(nameIndex) else {
                collector.problems.append(
                    source.problem(
                        "cannot read the name of the @IBInspectable property: expected a name after 'var', found \(source.describe(nameIndex))",
                        at: attribute))
                return nameIndex
            }
            let name = source.text(nameIndex)
            var next = nameIndex + 1
            var annotation: SwiftTypeAnnotation?
            if source.isPunctuation(next, ":") {
                let end = source.swiftTypeEnd(from: next + 1)
                if end > next + 1 { annotation = SwiftTypeAnnotation(source, next + 1..<end) }
                next = end
            }
            var value: SwiftExpression?
            if source.isPunctuation(next, "=") {
                let end = source.swiftExpressionEnd(from: next + 1)
                value = SwiftExpressionParser.parse(source, next + 1..<end)
                next = end
            }
            let inferred = annotation == nil ? value.flatMap(DefaultValueReader.inferredType(of:)) : nil
            if let type = annotation?.type ?? inferred?.type {
                let isOptional = annotation?.isOptional ?? inferred?.isOptional ?? false
                let location = source.location(of: nameIndex)
                collector.add(
                    DeclaredProperty(
                        name: name, type: type, isOptional: isOptional,
                        defaultValue: value.flatMap {
                            DefaultValueReader.value(of: $0, as: type, isOptional: isOptional)
                        },
                        declaringType: collector.typeName(of: target), path: source.path, line: location.line,
                        column: location.column, documentation: documentation),
                    to: target)
            } else {
                collector.problems.append(
                    source.problem(
                        "cannot tell the type of @IBInspectable property '\(name)', so its runtime attributes are not type-checked; write its type, as in 'var \(name): CGFloat'",
                        at: attribute, severity: .note))
            }
            guard source.isPunctuation(next, ","), source.isName(next + 1) else { return next }
            nameIndex = next + 1
        }
    }
}
