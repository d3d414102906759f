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
    /// The protocols the sources declare, which an inheritance clause's first type may be.
    var protocols: Set<String> = []
    var problems: [SourceProblem] = []

    /// The class `name`, declared at the token `nameIndex` of `source`: a new one, or the one
    /// of that name already declared, designable if either declaration says so and with the
    /// first superclass stated.
    mutating func declareClass(
        _ name: String, superclass: String?, isDesignable: Bool, in source: ScannedSource, at nameIndex: Int
    ) -> Target {
        if let index = classIndex[name] {
            if classes[index].superclass == nil { classes[index].superclass = superclass }
            if isDesignable { classes[index].isDesignable = true }
            return .class(index)
        }
        let location = source.location(of: nameIndex)
        classIndex[name] = classes.count
        classes.append(
            DeclaredClass(
                name: name, superclass: superclass, isDesignable: isDesignable, path: source.path,
                line: location.line, column: location.column, properties: [], module: source.file.module))
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
    /// declare (and no class) is no superclass, and extensions without inspectable properties
    /// are left out.
    func finished() -> (classes: [DeclaredClass], extensions: [DeclaredExtension], problems: [SourceProblem]) {
        var classes = self.classes
        for index in classes.indices {
            if let superclass = classes[index].superclass, protocols.contains(superclass),
                classIndex[superclass] == nil
            {
                classes[index].superclass = nil
            }
        }
        return (classes, extensions.filter { !$0.properties.isEmpty }, problems)
    }
}
