/// The components a module's Swift sources declare, and the doc comments of their
/// `@Inspectable` properties, found by reading the sources as text: a plugin cannot load the
/// module it would ask.
///
/// A component is a type declared at the top level of a file (`struct`, `class`, `enum` or
/// `actor`, not generic, not `private` or `fileprivate`) whose inheritance clause names
/// `Component`, or is extended with it at the top level, or a class that descends from such a
/// class (it shares its superclass's conformance, and so its description table). Types nested
/// in other types, generic types and conformances made in `#if` branches the build leaves out
/// are not told apart from the rest: the first two are skipped, the last is counted.
struct ComponentScanner {
    /// A type the sources declare at the top level.
    struct Declaration {
        let name: String
        let isClass: Bool
        let isReachable: Bool
        /// Whether it is declared in an `#if` block, which some builds leave out.
        let isConditional: Bool
        let inherits: [String]
    }

    /// A property declared `@Inspectable` with a doc comment, in the body of a top-level type.
    struct DocumentedProperty: Equatable {
        let type: String
        let property: String
        /// The comment's text, one paragraph with its markup lines left out.
        let documentation: String
    }

    private(set) var declarations: [Declaration] = []
    /// Types extended with `Component` at the top level.
    private(set) var extendedAsComponents: [String] = []
    private(set) var documentedProperties: [DocumentedProperty] = []
    /// Types whose own sources declare `attributeDescriptions`, in their body or an extension.
    private(set) var declaringDescriptions: Set<String> = []

    /// Words that may stand between a property's attributes and its `var`.
    private static let modifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "set", "(", ")", "final", "lazy",
        "weak", "unowned", "nonisolated", "dynamic", "override", "\n",
    ]

    /// Reads one source file's top-level declarations and the members of their bodies.
    mutating func scan(_ source: String) {
        let tokens = SwiftTokens(source).tokens
        var index = 0
        var depth = 0
        var modifiers: [String] = []
        // How many `#if` blocks are open at the top level.
        var conditions = 0
        // The top-level type whose body is open, and whether it is an extension's.
        var body: (name: String, isExtension: Bool)?
        var declared: (name: String, isExtension: Bool)?
        // What precedes the next member of that body: its doc comment's lines and attributes.
        var comment: [String] = []
        var attributes: [String] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if depth == 1, let body {
                if token.hasPrefix("//") || token.hasPrefix("/*") {
                    if !attributes.isEmpty || comment.isEmpty { (comment, attributes) = ([], []) }
                    comment.append(token)
                    continue
                }
                if token.hasPrefix("@") {
                    attributes.append(token)
                    continue
                }
                if token == "var" || token == "let", index < tokens.count {
                    let name = tokens[index]
                    if name == "attributeDescriptions" { declaringDescriptions.insert(body.name) }
                    if token == "var", !body.isExtension, attributes.contains("@Inspectable"), !comment.isEmpty {
                        let documentation = DocComment(comment).paragraph
                        if !documentation.isEmpty {
                            documentedProperties.append(
                                DocumentedProperty(type: body.name, property: name, documentation: documentation))
                        }
                    }
                }
                if !Self.modifiers.contains(token) { (comment, attributes) = ([], []) }
            }
            switch token {
            case "{":
                if depth == 0 { body = declared }
                depth += 1
                modifiers = []
            case "}":
                depth = max(0, depth - 1)
                if depth == 0 { (body, declared) = (nil, nil) }
                modifiers = []
            case "struct", "class", "enum", "actor", "extension":
                // `class func`, `class var`: a member, not a type.
                guard depth == 0, index < tokens.count, tokens[index].first.map({ $0.isLetter || $0 == "_" }) == true,
                    !["func", "var", "let", "subscript", "init"].contains(tokens[index])
                else { continue }
                let name = tokens[index]
                index += 1
                let isGeneric = index < tokens.count && tokens[index] == "<"
                var inherits: [String] = []
                if index < tokens.count, tokens[index] == ":" {
                    index += 1
                    inherits = Self.inheritanceClause(tokens, from: &index)
                }
                declared = (name, token == "extension")
                if token == "extension" {
                    if inherits.contains("Component") { extendedAsComponents.append(name) }
                } else if !isGeneric {
                    declarations.append(
                        Declaration(
                            name: name, isClass: token == "class",
                            isReachable: !modifiers.contains("private") && !modifiers.contains("fileprivate"),
                            isConditional: conditions > 0, inherits: inherits))
                }
                modifiers = []
            case "#" where depth == 0 && index < tokens.count:
                if tokens[index] == "if" { conditions += 1 }
                if tokens[index] == "endif" { conditions = max(0, conditions - 1) }
            default:
                if depth == 0 { modifiers.append(token) }
                if token == ";" || token == "\n" { modifiers = [] }
            }
        }
    }

    /// The names of an inheritance clause up to its `where` or body, a qualified name by its last part.
    private static func inheritanceClause(_ tokens: [String], from index: inout Int) -> [String] {
        var names: [String] = []
        var angle = 0
        while index < tokens.count, tokens[index] != "{", tokens[index] != "where" {
            let token = tokens[index]
            index += 1
            if token == "<" { angle += 1 } else if token == ">" { angle -= 1 }
            guard angle == 0, token.first.map({ $0.isLetter || $0 == "_" }) == true else { continue }
            if index >= 2, tokens[index - 2] == ".", !names.isEmpty {
                names[names.count - 1] = token
            } else {
                names.append(token)
            }
        }
        return names
    }

    /// The components of what was scanned, in the order they were declared: the types that
    /// conform to `Component`, and the subclasses of those that are classes, which are
    /// components of their own with their superclasses' attributes.
    var components: [String] {
        let conforming = conformingTypes
        let superclasses = self.superclasses
        func descendsFromComponent(_ type: String) -> Bool {
            var type = type
            var seen: Set<String> = []
            while !conforming.contains(type) {
                guard seen.insert(type).inserted, let superclass = superclasses[type].flatMap({ $0 }) else {
                    return false
                }
                type = superclass
            }
            return true
        }
        return declarations.filter { $0.isReachable && descendsFromComponent($0.name) }.map(\.name)
    }

    /// The types whose own declaration or extension conforms them to `Component`.
    private var conformingTypes: Set<String> {
        var conforming = Set(extendedAsComponents)
        for declaration in declarations where declaration.inherits.contains("Component") {
            conforming.insert(declaration.name)
        }
        return conforming
    }

    /// The first type each class's inheritance clause names: its superclass, if it has one.
    private var superclasses: [String: String?] {
        Dictionary(
            declarations.filter(\.isClass).map { ($0.name, $0.inherits.first) }, uniquingKeysWith: { first, _ in first }
        )
    }

    /// The descriptions to generate for each component, by property name, in the order the
    /// components were declared: those of its documented properties and of the subclasses of a
    /// component class (which share its conformance, and so its table), leaving out components
    /// whose sources declare their own, and those declared in an `#if` block (an extension of a
    /// type a build leaves out would not compile).
    var descriptions: [(type: String, byProperty: [(property: String, documentation: String)])] {
        let conforming = conformingTypes
        let components = self.components.filter { conforming.contains($0) }
        let classes = superclasses
        /// The component whose conformance `type` has: itself, or the component class it descends from.
        func component(of type: String) -> String? {
            var type = type
            var seen: Set<String> = []
            while !components.contains(type) {
                guard seen.insert(type).inserted, let superclass = classes[type].flatMap({ $0 }) else { return nil }
                type = superclass
            }
            return type
        }
        var tables: [String: [(property: String, documentation: String)]] = [:]
        for property in documentedProperties {
            guard let owner = component(of: property.type), !declaringDescriptions.contains(owner),
                tables[owner]?.contains(where: { $0.property == property.property }) != true
            else { continue }
            tables[owner, default: []].append((property.property, property.documentation))
        }
        let conditional = Set(declarations.filter(\.isConditional).map(\.name))
        return components.compactMap { type in
            conditional.contains(type) ? nil : tables[type].map { (type, $0) }
        }
    }
}
