import Inspectable

/// Reads the classes, categories and `IBInspectable` properties of an Objective-C file from its
/// tokens.
///
/// `IB_DESIGNABLE` marks the next `@interface` or `@implementation`; a class extension
/// (`@interface Foo ()`) is its class; a category (`@interface UIView (Border)`) is an extension
/// of the class it names. Properties count between an `@interface` and its `@end`, not in a
/// `@protocol`. Both branches of an `#if` are read, each from the `@interface` open at the `#if`.
///
/// Every property (`@property`, and instance variables in braces after `@interface` or
/// `@implementation`) is a key key-value coding finds, and every instance method declared or
/// implemented (`- (IBAction)tapped:(id)sender`) is a selector an action may name.
struct ObjectiveCDeclarationReader {
    private let source: ScannedSource
    /// The class or category whose `@interface` is open.
    private var current: DeclarationCollector.Target?
    /// The class or category whose `@interface` or `@implementation` is open, which methods go to.
    private var methodTarget: DeclarationCollector.Target?
    private var branches = ConditionalBranches<DeclarationCollector.Target?>()
    private var designable = false
    /// Whether an `NS_ASSUME_NONNULL_BEGIN` region is open, where a pointer is `nonnull` unless it says otherwise.
    private var assumesNonnull = false

    static func read(_ source: ScannedSource, into collector: inout DeclarationCollector) {
        var reader = ObjectiveCDeclarationReader(source: source)
        var index = 0
        while index < source.count { index = reader.step(at: index, &collector) }
    }

    private init(source: ScannedSource) {
        self.source = source
    }

    private mutating func step(at index: Int, _ collector: inout DeclarationCollector) -> Int {
        switch source.tokens[index].kind {
        case .conditionalIf:
            branches.enter(with: current)
        case .conditionalElseIf, .conditionalElse:
            branches.nextBranch(&current)
        case .conditionalEnd:
            branches.exit(&current)
        case .punctuation where methodTarget != nil && source.tokens[index].startsLine:
            if source.isPunctuation(index, "-") || source.isPunctuation(index, "+") {
                return method(at: index, &collector)
            }
        case .attribute:
            if source.isAttribute(index, "@interface") { return interface(at: index, &collector) }
            if source.isAttribute(index, "@implementation") { return implementation(at: index, &collector) }
            if source.isAttribute(index, "@protocol") { return declareProtocol(at: index, &collector) }
            if source.isAttribute(index, "@property") { return property(at: index, &collector) }
            if source.isAttribute(index, "@end") { (current, methodTarget) = (nil, nil) }
        case .identifier:
            if source.isWord(index, "IB_DESIGNABLE") {
                designable = true
            } else if source.isWord(index, "NS_ASSUME_NONNULL_BEGIN") {
                assumesNonnull = true
            } else if source.isWord(index, "NS_ASSUME_NONNULL_END") {
                assumesNonnull = false
            }
        default:
            break
        }
        return index + 1
    }

    // MARK: - Interfaces

    /// `@interface Foo : UIView`, `@interface Foo ()`, `@interface UIView (Border)`.
    private mutating func interface(at index: Int, _ collector: inout DeclarationCollector) -> Int {
        let nameIndex = index + 1
        defer { designable = false }
        guard source.isName(nameIndex) else { return nameIndex }
        let name = source.text(nameIndex)
        var next = nameIndex + 1
        if source.isPunctuation(next, "<") { next = source.afterGroup(at: next) }
        if source.isPunctuation(next, "("), source.isPunctuation(next + 1, ")") {
            current = collector.declareClass(
                name, superclass: nil, isDesignable: designable, in: source, at: nameIndex)
            methodTarget = current
            return instanceVariables(after: next + 2, &collector)
        }
        if source.isPunctuation(next, "(") {
            current = collector.declareExtension(of: name, in: source, at: nameIndex)
            methodTarget = current
            return source.afterGroup(at: next)
        }
        var superclass: String?
        if source.isPunctuation(next, ":"), source.isName(next + 1) {
            superclass = source.text(next + 1)
            next += 2
        }
        current = collector.declareClass(
            name, superclass: superclass, isDesignable: designable, in: source, at: nameIndex)
        methodTarget = current
        // Adopted protocols, then the instance variables.
        if source.isPunctuation(next, "<") { next = source.afterGroup(at: next) }
        return instanceVariables(after: next, &collector)
    }

    /// `@implementation Foo`, designable after `IB_DESIGNABLE`, whose methods are the class's;
    /// a category's (`@implementation UIView (Border)`) has methods of an extension.
    private mutating func implementation(at index: Int, _ collector: inout DeclarationCollector) -> Int {
        let nameIndex = index + 1
        defer { designable = false }
        (current, methodTarget) = (nil, nil)
        guard source.isName(nameIndex) else { return nameIndex }
        if source.isPunctuation(nameIndex + 1, "(") {
            methodTarget = collector.declareExtension(of: source.text(nameIndex), in: source, at: nameIndex)
            return source.afterGroup(at: nameIndex + 1)
        }
        var superclass: String?
        var next = nameIndex + 1
        if source.isPunctuation(next, ":"), source.isName(next + 1) {
            superclass = source.text(next + 1)
            next += 2
        }
        methodTarget = collector.declareClass(
            source.text(nameIndex), superclass: superclass, isDesignable: designable, in: source, at: nameIndex)
        return instanceVariables(after: next, &collector)
    }

    /// The instance variables in braces at `index`, if any, as keys of the class the methods go
    /// to; the index after the braces. Key-value coding finds `_name` and `name` by the key `name`.
    private mutating func instanceVariables(after index: Int, _ collector: inout DeclarationCollector) -> Int {
        guard let target = methodTarget, source.isPunctuation(index, "{") else { return index }
        let end = source.afterGroup(at: index)
        var statement: [Int] = []
        for token in index + 1..<max(index + 1, end - 1) {
            guard source.isPunctuation(token, ";") else {
                if source.isName(token), !Self.qualifiers.contains(source.text(token)) { statement.append(token) }
                continue
            }
            if statement.count >= 2, let name = statement.last {
                let text = source.text(name)
                let key = text.hasPrefix("_") ? String(text.dropFirst()) : text
                collector.addKey(
                    DeclaredMember(name: key, typeName: source.text(statement[0]), isExposed: true), to: target)
            }
            statement = []
        }
        return end
    }

    // MARK: - Methods

    /// `- (IBAction)tapped:(id)sender;` or its implementation, whose body is skipped; the index
    /// after it. A class method (`+`) is no instance's.
    private mutating func method(at index: Int, _ collector: inout DeclarationCollector) -> Int {
        var next = index + 1
        if source.isPunctuation(next, "(") { next = source.afterGroup(at: next) }
        guard source.isName(next) else { return next }
        var selector = source.text(next)
        next += 1
        if source.isPunctuation(next, ":") {
            selector += ":"
            while source.isPunctuation(next, ":") {
                next += 1
                if source.isPunctuation(next, "(") { next = source.afterGroup(at: next) }
                if source.isName(next) { next += 1 }
                if source.isName(next), source.isPunctuation(next + 1, ":") {
                    selector += source.text(next) + ":"
                    next += 1
                } else if source.isPunctuation(next, ":") {
                    selector += ":"
                } else {
                    break
                }
            }
        }
        if let target = methodTarget, source.isPunctuation(index, "-") {
            collector.addMethod(DeclaredMember(name: selector, isExposed: true), to: target)
        }
        while next < source.count, !source.isPunctuation(next, ";"), !source.isPunctuation(next, "{"),
            !source.tokens[next].startsLine || source.tokens[next].kind == .punctuation
        {
            next += 1
        }
        return source.isPunctuation(next, "{") ? source.afterGroup(at: next) : next
    }

    /// `@protocol Name …`, whose properties are no class's; a forward declaration (`@protocol
    /// Name;`) and the expression `@protocol(Name)` declare nothing.
    private mutating func declareProtocol(at index: Int, _ collector: inout DeclarationCollector) -> Int {
        let nameIndex = index + 1
        guard source.isName(nameIndex), !source.isPunctuation(nameIndex + 1, ";"),
            !source.isPunctuation(nameIndex + 1, ",")
        else {
            return nameIndex
        }
        collector.protocols.insert(source.text(nameIndex))
        (current, methodTarget) = (nil, nil)
        return nameIndex + 1
    }

    // MARK: - Properties

    /// Qualifiers that say nothing of a property's type or name.
    private static let qualifiers: Set<String> = [
        "IBInspectable", "IBOutlet", "const", "volatile", "__kindof", "__weak", "__strong", "__unsafe_unretained",
        "__autoreleasing", "__block", "_Nonnull", "_Nullable", "_Null_unspecified", "_Nullable_result", "__nonnull",
        "__nullable", "__null_unspecified", "nonnull", "nullable", "null_unspecified",
    ]

    /// `@property (nonatomic, strong) IBInspectable UIColor *fillColor;`; the index after its `;`.
    private mutating func property(at index: Int, _ collector: inout DeclarationCollector) -> Int {
        var next = index + 1
        var attributes: Set<String> = []
        if source.isPunctuation(next, "(") {
            let end = source.afterGroup(at: next)
            for token in next..<end where source.isName(token) { attributes.insert(source.text(token)) }
            next = end
        }
        var end = next
        while end < source.count, !source.isPunctuation(end, ";"), source.tokens[end].kind != .attribute,
            !source.tokens[end].kind.isConditional
        {
            end += 1
        }
        let after = source.isPunctuation(end, ";") ? end + 1 : end
        guard let target = current else { return after }
        let attribute = (next..<end).first { source.isWord($0, "IBInspectable") }
        var words = (next..<end).filter { !(source.isName($0) && Self.qualifiers.contains(source.text($0))) }
        // `IBOutletCollection(UIButton) NSArray *buttons`: an array of buttons.
        var elementType: String?
        if let collection = words.firstIndex(where: { source.isWord($0, "IBOutletCollection") }),
            collection + 1 < words.count, source.isPunctuation(words[collection + 1], "(")
        {
            let close = words[(collection + 1)...].firstIndex { source.isPunctuation($0, ")") } ?? words.count - 1
            elementType = words[(collection + 1)...close].first(where: source.isName).map(source.text)
            words.removeSubrange(collection...close)
        }
        for token in next..<end where source.isName(token) { attributes.insert(source.text(token)) }
        dropTrailingMacros(&words)
        let declarators = words.split { source.isPunctuation($0, ",") }
        guard let first = declarators.first, let nameIndex = first.last, source.isName(nameIndex) else {
            if let attribute {
                collector.problems.append(
                    source.problem("cannot read the name of the IBInspectable property", at: attribute))
            }
            return after
        }
        var typeTokens = Array(first.dropLast())
        let pointers = typeTokens.reversed().prefix { source.isPunctuation($0, "*") }.count
        typeTokens.removeLast(pointers)
        let typeName = Self.typeName(of: typeTokens, in: source)
        for declarator in declarators {
            guard let name = declarator.last, source.isName(name) else { continue }
            collector.addKey(
                DeclaredMember(name: source.text(name), typeName: elementType ?? typeName, isExposed: true), to: target)
        }
        guard let attribute else { return after }
        guard !typeName.isEmpty else {
            collector.problems.append(
                source.problem(
                    "cannot read the type of IBInspectable property '\(source.text(nameIndex))'", at: attribute))
            return after
        }
        let nullable = !attributes.isDisjoint(with: [
            "nullable", "_Nullable", "__nullable", "null_unspecified", "_Null_unspecified", "null_resettable",
        ])
        let nonnull = !attributes.isDisjoint(with: ["nonnull", "_Nonnull", "__nonnull"])
        let documentation = DocComment.text(before: index, in: source)
        for declarator in declarators {
            guard let name = declarator.last, source.isName(name) else { continue }
            let isPointer = pointers > 0 || declarator.dropLast().contains { source.isPunctuation($0, "*") }
            let type = Self.type(named: typeName, isPointer: isPointer)
            let location = source.location(of: name)
            collector.add(
                DeclaredProperty(
                    name: source.text(name), type: type,
                    isOptional: isPointer && (nullable || !(nonnull || assumesNonnull)), defaultValue: nil,
                    declaringType: collector.typeName(of: target), path: source.path, line: location.line,
                    column: location.column, documentation: documentation),
                to: target)
        }
        return after
    }

    /// Drops what follows a declarator's name: `API_AVAILABLE(ios(13))`, `__attribute__((…))`,
    /// and macros such as `UI_APPEARANCE_SELECTOR`.
    private func dropTrailingMacros(_ words: inout [Int]) {
        while let last = words.last {
            if source.isPunctuation(last, ")") {
                var depth = 0
                while let token = words.popLast() {
                    if source.isPunctuation(token, ")") { depth += 1 }
                    if source.isPunctuation(token, "(") { depth -= 1 }
                    if depth == 0 { break }
                }
                if let macro = words.last, source.isName(macro) { words.removeLast() }
            } else if source.isName(last), words.count > 2, Self.isMacroName(source.text(last)) {
                words.removeLast()
            } else {
                return
            }
        }
    }

    /// Whether a name is spelled as a macro's: capitals, digits and at least one `_`.
    private static func isMacroName(_ name: String) -> Bool {
        name.contains("_")
            && name.utf8.allSatisfy { byte in
                byte == UInt8(ascii: "_") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || NumberGrammar.isDigit(byte)
            }
    }

    /// The type's words (`unsigned int`, `UIColor`), without generic arguments.
    private static func typeName(of tokens: [Int], in source: ScannedSource) -> String {
        var words: [String] = []
        var depth = 0
        for token in tokens {
            if source.isPunctuation(token, "<") { depth += 1 }
            if source.isPunctuation(token, ">") { depth -= 1 }
            if depth == 0, source.isName(token) { words.append(source.text(token)) }
        }
        return words.joined(separator: " ")
    }

    /// An object type is a color, string or image only by pointer (`UIColor *`), a number or a
    /// geometry type only by value.
    private static func type(named name: String, isPointer: Bool) -> DeclaredType {
        let type = DeclaredType(name: name)
        switch type {
        case .color, .string, .image: return isPointer ? type : .other(name)
        case .other: return .other(isPointer ? name + " *" : name)
        default: return isPointer ? .other(name + " *") : type
        }
    }
}
