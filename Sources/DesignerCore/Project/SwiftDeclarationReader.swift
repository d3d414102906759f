/// Reads the classes, extensions and `@IBInspectable` properties of a Swift file from its tokens,
/// and the instance properties and methods of classes and extensions, with their Objective-C
/// selectors (`func tapped(_ sender: Any)` is `tapped:`), as key-value coding and actions find them.
///
/// Braces are counted from start to end, so a property is its class's only when it stands in the
/// class's own body: one in a nested type is that type's, one in a function, an accessor or a
/// closure is nobody's (and so is a class declared in a function). Each branch of an `#if` starts
/// from the braces open at the `#if`, and after the `#endif` those the first branch left open stay
/// open, so branches that open a class each their own way still close it once.
struct SwiftDeclarationReader {
    /// What a `{` opened: the body of a type (a class or an extension, or `nil` for a struct,
    /// an enum, a protocol or an actor), or code.
    enum Scope {
        case type(DeclarationCollector.Target?)
        case code
    }

    let source: ScannedSource
    private(set) var scopes: [Scope] = []
    /// What the next `{` opens, when a type's header has just been read.
    private var pendingScope: Scope?
    private var branches = ConditionalBranches<[Scope]>()
    /// The `@IBInspectable` waiting for its `var`, and whether `@IBDesignable` waits for a class.
    private(set) var inspectable: Int?
    private var designable = false
    /// What the attributes and modifiers read so far say of the declaration they go with.
    private(set) var member = MemberAttributes()
    /// The first of those attributes and modifiers, which the declaration's doc comment is before.
    private var declarationStart: Int?

    /// How the Objective-C runtime sees the declaration the attributes and modifiers go with.
    struct MemberAttributes {
        /// `@objc`, `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@NSManaged` or `dynamic`.
        var isExposed = false
        /// The selector `@objc(name:)` gives.
        var objectiveCName: String?
        /// `@objcMembers`.
        var exposesMembers = false
        /// `static`, or `class` as a modifier: no instance's member.
        var isStatic = false
    }

    /// The attributes that show a declaration to the Objective-C runtime.
    private static let exposingAttributes: [StaticString] = [
        "@IBOutlet", "@IBAction", "@IBInspectable", "@NSManaged", "@IBSegueAction", "@GKInspectable",
    ]

    static func read(_ source: ScannedSource, into collector: inout DeclarationCollector) {
        var reader = SwiftDeclarationReader(source: source)
        var index = 0
        while index < source.count { index = reader.step(at: index, &collector) }
    }

    private init(source: ScannedSource) {
        self.source = source
    }

    /// Reads the token at `index` and what belongs to it; the index of the next token to read.
    private mutating func step(at index: Int, _ collector: inout DeclarationCollector) -> Int {
        let token = source.tokens[index]
        switch token.kind {
        case .conditionalIf:
            branches.enter(with: scopes)
            return afterCondition(index)
        case .conditionalElseIf, .conditionalElse:
            branches.nextBranch(&scopes)
            pendingScope = nil
            return token.kind == .conditionalElse ? index + 1 : afterCondition(index)
        case .conditionalEnd:
            branches.exit(&scopes)
            pendingScope = nil
            return index + 1
        case .attribute where isInCode, .identifier where isInCode:
            // Nothing in a function, an accessor or a closure is Interface Builder's: not even a
            // local class, which it cannot make. Only the braces count there.
            return index + 1
        case .attribute:
            if declarationStart == nil { declarationStart = index }
            if source.isAttribute(index, "@IBInspectable") {
                inspectable = index
            } else if source.isAttribute(index, "@IBDesignable") {
                designable = true
            } else if source.isAttribute(index, "@objcMembers") {
                member.exposesMembers = true
            }
            if Self.exposingAttributes.contains(where: { source.isAttribute(index, $0) }) { member.isExposed = true }
            let hasArguments = source.isPunctuation(index + 1, "(") && !source.tokens[index + 1].startsLine
            if source.isAttribute(index, "@objc") {
                member.isExposed = true
                let close = hasArguments ? source.afterGroup(at: index + 1) - 1 : index
                if close > index + 2 {
                    member.objectiveCName = source.text(from: index + 2, through: close - 1).filter { $0 != " " }
                }
            }
            // Arguments, as in `@objc(Name)` or `@available(iOS 13, *)`.
            return hasArguments ? source.afterGroup(at: index + 1) : index + 1
        case .identifier:
            return word(at: index, &collector)
        case .punctuation:
            switch source.punctuation(index) {
            case UInt8(ascii: "{"):
                scopes.append(pendingScope ?? .code)
            case UInt8(ascii: "}"):
                _ = scopes.popLast()
            default: break
            }
            pendingScope = nil
            dropAttributes(before: index, &collector)
            return index + 1
        default:
            dropAttributes(before: index, &collector)
            return index + 1
        }
    }

    /// The index after an `#if` or `#elseif` and its condition, which runs to the end of its line.
    private func afterCondition(_ index: Int) -> Int {
        var next = index + 1
        while next < source.count, !source.tokens[next].startsLine { next += 1 }
        return next
    }

    /// Forgets the attributes read, as the declaration they belong to is none the reader takes;
    /// an `@IBInspectable` on something that is not a property of a class is a problem.
    mutating func dropAttributes(before index: Int, _ collector: inout DeclarationCollector) {
        if let attribute = inspectable, isInClassOrExtension {
            collector.problems.append(
                source.problem(
                    "cannot read the @IBInspectable declaration: expected 'var', found \(source.describe(index))",
                    at: attribute))
        }
        inspectable = nil
        designable = false
        member = MemberAttributes()
        declarationStart = nil
    }

    private var isInCode: Bool {
        if case .code = scopes.last { return true }
        return false
    }

    private var isInClassOrExtension: Bool {
        if case .type(.some) = scopes.last { return true }
        return false
    }

    // MARK: - Keywords

    /// The kinds of type a header declares.
    private enum TypeKind {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    /// What a keyword the reader looks for does.
    private enum Keyword {
        /// A word that modifies a declaration and so leaves its attributes waiting.
        case modifier
        case type(TypeKind)
        /// `var` or `let`.
        case variable
        /// `func`.
        case function
        /// `typealias`.
        case alias
    }

    private static let keywords: [String: Keyword] = {
        var keywords: [String: Keyword] = ["var": .variable, "let": .variable, "func": .function, "typealias": .alias]
        let modifiers = [
            "public", "private", "fileprivate", "internal", "package", "open", "final", "override", "required",
            "convenience", "dynamic", "lazy", "weak", "unowned", "nonisolated", "static", "optional", "mutating",
            "nonmutating", "indirect", "prefix", "postfix", "infix", "isolated", "distributed",
        ]
        for modifier in modifiers { keywords[modifier] = .modifier }
        let types: [String: TypeKind] = [
            "class": .class, "struct": .struct, "enum": .enum, "protocol": .protocol, "actor": .actor,
            "extension": .extension,
        ]
        for (word, kind) in types { keywords[word] = .type(kind) }
        return keywords
    }()

    /// Words a type's name cannot be, so that `class func` and `class var` are no classes.
    private static let declarationWords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "where",
    ]

    /// The keyword at `index`, if it is one; only a word of lowercase ASCII letters, 3 to 14 of
    /// them, is looked up, so that most names are passed over without making a string.
    private func keyword(at index: Int) -> Keyword? {
        let token = source.tokens[index]
        let length = token.end - token.start
        guard token.kind == .identifier, length >= 3, length <= 14,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(source.file.bytes[token.start])
        else {
            return nil
        }
        return Self.keywords[source.text(index)]
    }

    private mutating func word(at index: Int, _ collector: inout DeclarationCollector) -> Int {
        switch keyword(at: index) {
        case .modifier:
            if declarationStart == nil { declarationStart = index }
            if source.isWord(index, "dynamic") { member.isExposed = true }
            if source.isWord(index, "static") { member.isStatic = true }
            // `private(set)`, `nonisolated(unsafe)`, `unowned(unsafe)`.
            if source.isPunctuation(index + 1, "("), !source.tokens[index + 1].startsLine {
                return source.afterGroup(at: index + 1)
            }
            return index + 1
        case .type(.class):
            // `class func`, `class var`, `class override func`: a modifier.
            guard source.isName(index + 1), keyword(at: index + 1) == nil,
                !Self.declarationWords.contains(source.text(index + 1))
            else {
                member.isStatic = true
                if declarationStart == nil { declarationStart = index }
                return index + 1
            }
            return header(at: index, kind: .class, &collector)
        case .type(let kind):
            return header(at: index, kind: kind, &collector)
        case .variable:
            addKey(at: index, &collector)
            let (attribute, start) = (inspectable, declarationStart ?? index)
            (inspectable, designable, member, declarationStart) = (nil, false, MemberAttributes(), nil)
            guard let attribute else { return index + 1 }
            return property(
                at: index, attribute: attribute, documentation: DocComment.text(before: start, in: source), &collector)
        case .function:
            return method(at: index, &collector)
        case .alias:
            // `typealias OSViewController = UIViewController` at the top level, which a class may inherit from.
            dropAttributes(before: index, &collector)
            if scopes.isEmpty, source.isName(index + 1), source.isPunctuation(index + 2, "="),
                let target = typeName(at: index + 3)
            {
                collector.declareAlias(source.text(index + 1), of: target)
            }
            return index + 1
        case nil:
            dropAttributes(before: index, &collector)
            return index + 1
        }
    }

    // MARK: - Types

    /// Reads `class Name<…>: Superclass, P where … {` and its kin, up to the `{`, which opens the
    /// type's body next; the index of that `{`.
    private mutating func header(at index: Int, kind: TypeKind, _ collector: inout DeclarationCollector) -> Int {
        var nameIndex = index + 1
        guard source.isName(nameIndex) else {
            dropAttributes(before: index, &collector)
            return index + 1
        }
        // `extension UIKit.UIView`: the last name is the type's.
        var next = nameIndex + 1
        while source.isPunctuation(next, "."), source.isName(next + 1) {
            nameIndex = next + 1
            next += 2
        }
        let name = source.text(nameIndex)
        if source.isPunctuation(next, "<") { next = source.afterGroup(at: next) }
        var superclass: String?
        if source.isPunctuation(next, ":") { superclass = typeName(at: next + 1) }
        // The body: the first `{`, unless something shows there is none.
        while next < source.count, !source.isPunctuation(next, "{") {
            if source.isPunctuation(next, ";") || source.isPunctuation(next, "}") { break }
            if source.tokens[next].kind == .identifier, next > nameIndex,
                ["var", "let", "func", "class", "struct", "init"].contains(source.text(next))
            {
                break
            }
            next += 1
        }
        guard source.isPunctuation(next, "{") else {
            dropAttributes(before: index, &collector)
            return next
        }
        let target: DeclarationCollector.Target?
        switch kind {
        case .class:
            // `@objc(Name)` gives the name Interface Builder knows the class by; an `@objc` of
            // several parts is a selector, not a class's name.
            let objectiveCName = member.objectiveCName.flatMap { $0.contains(":") ? nil : $0 }
            target = collector.declareClass(
                name, superclass: superclass, isDesignable: designable, objectiveCName: objectiveCName, in: source,
                at: nameIndex)
            if let target, member.exposesMembers { collector.exposeMembers(of: target) }
        case .extension:
            target = collector.declareExtension(of: name, in: source, at: nameIndex)
            // `@objc extension`: every member is `@objc`.
            if let target, member.isExposed { collector.exposeMembers(of: target) }
        case .protocol:
            collector.protocols.insert(name)
            target = nil
        default:
            target = nil
        }
        if designable { designable = false }
        dropAttributes(before: index, &collector)
        pendingScope = .type(target)
        return next
    }

    /// The last name of the type path at `index`, as `UIView` of `UIKit.UIView` or `Base` of `Base<T>`.
    func typeName(at index: Int) -> String? {
        guard source.isName(index) else { return nil }
        var nameIndex = index
        while source.isPunctuation(nameIndex + 1, "."), source.isName(nameIndex + 2) { nameIndex += 2 }
        return source.text(nameIndex)
    }
}

extension SourceToken.Kind {
    /// Whether this is `#if`, `#elseif`, `#else` or `#endif`.
    var isConditional: Bool {
        switch self {
        case .conditionalIf, .conditionalElseIf, .conditionalElse, .conditionalEnd: true
        default: false
        }
    }
}
