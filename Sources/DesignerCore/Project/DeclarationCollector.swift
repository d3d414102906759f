/// What the readers of a project's files find, gathered across files: classes merged by name,
/// extensions, the names of protocols, and problems.
struct DeclarationCollector {
    /// A class or an extension whose body properties go to.
    enum Target: Hashable {
        case `class`(Int)
        case `extension`(Int)
    }

    private(set) var classes: [DeclaredClass] = []
    private(set) var classIndex: [String: Int] = [:]
    private(set) var extensions: [DeclaredExtension] = []
    /// The names of the properties each class or extension has, so a property is added in
    /// constant time however many it has.
    private var propertyNames: [Target: Set<String>] = [:]
    /// The keys and the selectors of the methods of each class or extension.
    private var keyNames: [Target: Set<String>] = [:]
    private var selectors: [Target: Set<String>] = [:]
    /// The protocols the sources declare, which an inheritance clause's first type may be.
    var protocols: Set<String> = []
    /// The types top-level type aliases name, by alias: the first declaration of each.
    private var aliases: [String: String] = [:]
    var problems: [Diagnostic] = []

    /// The class `name`, declared at the token `nameIndex` of `source`: a new one, or the one
    /// of that name already declared, designable if either declaration says so and with the
    /// first superclass stated.
    mutating func declareClass(
        _ name: String, superclass: String?, isDesignable: Bool, objectiveCName: String? = nil,
        in source: ScannedSource, at nameIndex: Int
    ) -> Target {
        if let index = classIndex[name] {
            if classes[index].superclass == nil { classes[index].superclass = superclass }
            if isDesignable { classes[index].isDesignable = true }
            if classes[index].objectiveCName == nil { classes[index].objectiveCName = objectiveCName }
            return .class(index)
        }
        let location = source.location(of: nameIndex)
        classIndex[name] = classes.count
        classes.append(
            DeclaredClass(
                name: name, superclass: superclass, isDesignable: isDesignable, path: source.path,
                line: location.line, column: location.column, properties: [], module: source.file.module))
        classes[classes.count - 1].objectiveCName = objectiveCName
        return .class(classes.count - 1)
    }

    /// A new extension of `type`, whose name is the token `nameIndex` of `source`.
    mutating func declareExtension(of type: String, in source: ScannedSource, at nameIndex: Int) -> Target {
        let location = source.location(of: nameIndex)
        extensions.append(
            DeclaredExtension(
                extendedType: type, path: source.path, line: location.line, column: location.column, properties: [],
                module: source.file.module))
        return .extension(extensions.count - 1)
    }

    /// Adds a property key-value coding may find to a class or an extension, unless it has one
    /// of that name already.
    mutating func addKey(_ key: DeclaredMember, to target: Target) {
        guard keyNames[target, default: []].insert(key.name).inserted else { return }
        switch target {
        case .class(let index): classes[index].keys.append(key)
        case .extension(let index): extensions[index].keys.append(key)
        }
    }

    /// Adds a method, by its selector, to a class or an extension, unless it has one of that
    /// selector already.
    mutating func addMethod(_ method: DeclaredMember, to target: Target) {
        guard selectors[target, default: []].insert(method.name).inserted else { return }
        switch target {
        case .class(let index): classes[index].methods.append(method)
        case .extension(let index): extensions[index].methods.append(method)
        }
    }

    /// Marks every member of a class or an extension as seen by the Objective-C runtime.
    mutating func exposeMembers(of target: Target) {
        switch target {
        case .class(let index): classes[index].exposesMembers = true
        case .extension(let index): extensions[index].exposesMembers = true
        }
    }

    /// Declares `alias` a name of the type `target`, unless it is declared already (as in
    /// another branch of an `#if`: the first branch, iOS's as a rule, wins).
    mutating func declareAlias(_ alias: String, of target: String) {
        if aliases[alias] == nil { aliases[alias] = target }
    }

    /// The type a name stands for: itself, or, for a type alias no class is named, what it names.
    private func resolved(_ name: String) -> String {
        var current = name
        var visited: Set<String> = [name]
        while classIndex[current] == nil, let target = aliases[current], visited.insert(target).inserted {
            current = target
        }
        return current
    }

    /// The name of the class or the extended type.
    func typeName(of target: Target) -> String {
        switch target {
        case .class(let index): classes[index].name
        case .extension(let index): extensions[index].extendedType
        }
    }

    /// Adds a property to a class or an extension, unless it has one of that name already (as
    /// when both branches of an `#if` declare it): the first declaration is kept.
    mutating func add(_ property: DeclaredProperty, to target: Target) {
        guard propertyNames[target, default: []].insert(property.name).inserted else { return }
        switch target {
        case .class(let index): classes[index].properties.append(property)
        case .extension(let index): extensions[index].properties.append(property)
        }
    }

    /// The declarations once every file is read: a superclass that is a protocol the sources
    /// declare (and no class) is no superclass, and extensions that declare nothing are left out.
    func finished() -> (classes: [DeclaredClass], extensions: [DeclaredExtension], problems: [Diagnostic]) {
        var classes = self.classes
        for index in classes.indices {
            classes[index].superclass = classes[index].superclass.map(resolved)
            if let superclass = classes[index].superclass, protocols.contains(superclass),
                classIndex[superclass] == nil
            {
                classes[index].superclass = nil
            }
        }
        return (
            classes, extensions.filter { !($0.properties.isEmpty && $0.keys.isEmpty && $0.methods.isEmpty) }, problems
        )
    }
}
