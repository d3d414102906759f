import Inspectable

/// A project's classes as the Objective-C runtime sees them when a storyboard or a xib is loaded:
/// the keys key-value coding finds on an object (for runtime attributes and outlets) and the
/// methods an action may call, by the class's chain of superclasses through the sources'
/// classes, their extensions and categories, and UIKit's classes.
///
///     let classes = RuntimeClasses(declarations)
///     classes.hasKey("cornerRadius", in: "UILabel")   // false: a launch crash
///     classes.hasKey("text", in: "UILabel")           // true
///     classes.hasKey("anything", in: "LibraryView")   // nil: a class neither knows
///
/// A Swift member counts when the runtime sees it: `@objc`, `@IBOutlet`, `@IBAction`,
/// `@IBInspectable`, `@NSManaged`, `dynamic`, or any member of an `@objcMembers` class (or a
/// subclass of one) or of an `@objc extension`. Every Objective-C member counts.
package struct RuntimeClasses: Sendable {
    /// UIKit's classes alone, for a document without a project.
    static let uikit = RuntimeClasses(SourceDeclarations.scan([]))

    private let declarations: SourceDeclarations
    /// The keys a layer of the project may have, that the runtime sees: those of its `CALayer`
    /// subclasses and of extensions of `CALayer` and its subclasses, by property or setter.
    private let layerKeys: Set<String>
    /// The keys those declare where the runtime does not see them (a Swift `var` without `@objc`).
    private let hiddenLayerKeys: Set<String>

    /// The modules the project uses whose sources were not found (a pod not installed, a remote
    /// package not checked out): any of them may extend a UIKit class with a key.
    let unreadModules: [String]

    /// - Parameter unreadModules: The modules the project uses whose sources could not be read,
    ///   so that a key no declaration read gives a UIKit class is only probably missing.
    package init(_ declarations: SourceDeclarations, unreadModules: [String] = []) {
        self.declarations = declarations
        self.unreadModules = unreadModules
        var layer: [Members] = declarations.classes.filter {
            Self.chain(from: $0.name, in: declarations).names.contains("CALayer")
        }
        .map { Members(keys: $0.keys, methods: $0.methods, exposesMembers: $0.exposesMembers) }
        layer += declarations.extensions.filter {
            Self.chain(from: $0.extendedType, in: declarations).names.contains("CALayer")
        }
        .map { Members(keys: $0.keys, methods: $0.methods, exposesMembers: $0.exposesMembers) }
        var (seen, hidden): (Set<String>, Set<String>) = ([], [])
        for members in layer {
            for key in members.keys {
                if members.exposesMembers || key.isExposed { seen.insert(key.name) } else { hidden.insert(key.name) }
            }
            for method in members.methods where method.name.hasPrefix("set") && method.name.hasSuffix(":") {
                let name = method.name.dropFirst(3).dropLast()
                guard !name.contains(":"), let first = name.first else { continue }
                let key = first.lowercased() + name.dropFirst()
                if members.exposesMembers || method.isExposed { seen.insert(key) } else { hidden.insert(key) }
            }
        }
        (layerKeys, hiddenLayerKeys) = (seen, hidden)
    }

    /// Whether `name` is a class the sources declare or UIKit has.
    func isKnown(_ name: String) -> Bool {
        declarations.declaredClass(named: name) != nil || UIKitClasses.isKnown(name)
    }

    /// Whether instances of `className` have `key`: a property (or an Objective-C instance
    /// variable, or a setter `setKey:`) of the class, of a superclass or of an extension of one
    /// of them, or a key of its nearest UIKit ancestor; `nil` when the chain reaches a class
    /// neither the sources nor UIKit know before the key is found.
    func hasKey(_ key: String, in className: String) -> Bool? {
        let spellings = UIKitClasses.spellings(of: key)
        let setter = "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
        return find(in: className) { members, exposed in
            members.keys.contains { spellings.contains($0.name) && (exposed || $0.isExposed) }
                || members.methods.contains { $0.name == setter && (exposed || $0.isExposed) }
        } uikit: {
            UIKitClasses.hasKey(key, in: $0) == true
        }
    }

    /// The type the sources declare the property `key` of `className` with (`UILabel`, or an
    /// array's element type), nearest declaration first; `nil` when no declaration names a type.
    func declaredType(ofKey key: String, in className: String) -> String? {
        for name in Self.chain(from: className, in: declarations).names {
            for members in members(of: name) {
                if let found = members.keys.first(where: { $0.name == key }) { return found.typeName }
            }
        }
        return nil
    }

    /// Every key instances of `className` have that the sources declare or UIKit has, for "did you mean".
    private func keys(of className: String) -> [String] {
        var result: [String] = []
        for name in Self.chain(from: className, in: declarations).names {
            for members in members(of: name) { result += members.keys.map(\.name) }
            if UIKitClasses.isKnown(name) { return result + UIKitClasses.keys(of: name) }
        }
        return result
    }

    /// Whether the class declares `key` as a property the runtime does not see: a Swift
    /// `var` without `@objc` or `@IBOutlet`.
    func hidesKey(_ key: String, in className: String) -> Bool {
        Self.chain(from: className, in: declarations).names.contains { name in
            members(of: name).contains { members in members.keys.contains { $0.name == key && !$0.isExposed } }
        }
    }

    /// Whether instances of `className` implement `selector`, as the sources declare their
    /// methods and UIKit's classes have theirs; `nil` when the chain reaches a class neither knows.
    func implements(_ selector: String, in className: String) -> Bool? {
        find(in: className) { members, exposed in
            members.methods.contains { $0.name == selector && (exposed || $0.isExposed) }
        } uikit: {
            UIKitClasses.hasMethod(selector, in: $0) == true
        }
    }

    /// The selectors of the methods `className` and its superclasses declare with the base name
    /// of `selector` (`tap` of `tap:`), whether the runtime sees them or not, for saying why an
    /// action finds none.
    func declaredSelectors(like selector: String, in className: String) -> [String] {
        let base = ObjectiveCSelector.baseName(of: selector)
        var result: [String] = []
        for name in Self.chain(from: className, in: declarations).names {
            for members in members(of: name) {
                result += members.methods.map(\.name).filter { ObjectiveCSelector.baseName(of: $0) == base }
            }
        }
        return result
    }

    /// Whether `className` is `ancestor` or a subclass of it; `nil` when its chain reaches a
    /// class neither the sources nor UIKit know before `ancestor`.
    func isKind(_ className: String, of ancestor: String) -> Bool? {
        let chain = Self.chain(from: className, in: declarations)
        if chain.names.contains(ancestor) { return true }
        return chain.isComplete ? false : nil
    }

    /// Whether a layer has `key`: `CALayer` or one of its subclasses, UIKit's or the sources'.
    func layerHasKey(_ key: String) -> Bool {
        UIKitClasses.layerHasKey(key) || UIKitClasses.spellings(of: key).contains(where: layerKeys.contains)
    }

    // MARK: - The chain

    /// The members of a class or an extension, and whether all of them are seen by the runtime.
    private struct Members {
        let keys: [DeclaredMember]
        let methods: [DeclaredMember]
        let exposesMembers: Bool
    }

    /// The declared class `name` and the extensions of the type `name`.
    private func members(of name: String) -> [Members] {
        var result: [Members] = []
        if let declared = declarations.declaredClass(named: name) {
            result.append(
                Members(keys: declared.keys, methods: declared.methods, exposesMembers: declared.exposesMembers))
        }
        for extended in declarations.extensions(of: name) {
            result.append(
                Members(keys: extended.keys, methods: extended.methods, exposesMembers: extended.exposesMembers))
        }
        return result
    }

    /// Walks the chain of `className`, nearest first, asking `declared` of each declared class and
    /// extension (with whether an `@objcMembers` class at or above it shows all its members) and
    /// `uikit` of the first UIKit class, which answers for the UIKit classes above it.
    private func find(
        in className: String, declared: (Members, Bool) -> Bool, uikit: (String) -> Bool
    ) -> Bool? {
        let chain = Self.chain(from: className, in: declarations)
        // An `@objcMembers` class shows the members of its subclasses too.
        let lastExposing =
            chain.names.lastIndex { declarations.declaredClass(named: $0)?.exposesMembers == true } ?? -1
        var askedUIKit = false
        for (position, name) in chain.names.enumerated() {
            let exposed = position <= lastExposing
            for members in members(of: name) where declared(members, exposed || members.exposesMembers) {
                return true
            }
            if !askedUIKit, UIKitClasses.isKnown(name) {
                askedUIKit = true
                if uikit(name) { return true }
            }
        }
        return chain.isComplete ? false : nil
    }

    /// The class and its superclasses, nearest first, by the sources' classes and UIKit's, and
    /// whether it ends at a root both know (`NSObject`) rather than at a class neither knows.
    private static func chain(from name: String, in declarations: SourceDeclarations) -> (
        names: [String], isComplete: Bool
    ) {
        var names: [String] = []
        var visited: Set<String> = []
        var current: String? = name
        while let name = current, visited.insert(name).inserted {
            names.append(name)
            if let declared = declarations.declaredClass(named: name) {
                current = declared.superclass
                if current == nil { return (names, name == "NSObject") }
            } else if UIKitClasses.isKnown(name) {
                current = UIKitClasses.superclass(of: name)
                if current == nil { return (names, true) }
            } else {
                return (names, false)
            }
        }
        return (names, false)
    }
}

extension RuntimeClasses {
    /// What a runtime attribute's key path finds on an object.
    enum KeyPathCheck: Equatable, Sendable {
        /// Its first key is the class's, and a `layer.` key is a layer's.
        case valid
        /// The class is one neither the sources nor UIKit know: nothing can be said.
        case unknownClass
        /// The class has no such key: loading the document stops the app. The message says so.
        case missingKey(String)
        /// The class has no such key the sources read declare, but a module whose sources were
        /// not found may. The message says so.
        case possiblyMissingKey(String)
        /// A key the class has no property for, that UIKit takes through a private method of the
        /// class's (`cornerRadius`, by `UIView`'s `_setCornerRadius:`). The message says so.
        case privateKey(String)
        /// A `layer.` key no layer has: a layer keeps any value, but nothing reads it.
        case unreadLayerKey(String)
    }

    /// What the runtime attribute `keyPath` finds on an instance of `className`: its first key
    /// must be the class's; after `layer`, the next must be a layer's; deeper keys are not checked.
    func check(keyPath: String, in className: String) -> KeyPathCheck {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        switch hasKey(keys[0], in: className) {
        case nil: return .unknownClass
        case false?:
            if let setter = uikitPrivateSetter(ofKey: keys[0], in: className) {
                return .privateKey(
                    "\(className) has no public key \(Printable.quoted(keys[0])): UIKit takes it only through the private method '\(setter)', and an iOS version without that method stops the app with 'this class is not key value coding-compliant for the key \(keys[0])'; did you mean \(Printable.quoted("layer." + keys[0]))?"
                )
            }
            guard !unreadModules.isEmpty else { return .missingKey(missingKeyMessage(keys[0], in: className)) }
            let modules = unreadModules.map(Printable.quoted).joined(separator: ", ")
            return .possiblyMissingKey(
                missingKeyMessage(keys[0], in: className)
                    + "; unless \(modules), whose sources were not found, declares it")
        case true?: break
        }
        if keys[0] == "layer", keys.count > 1, !layerHasKey(keys[1]) {
            let hidden =
                hiddenLayerKeys.contains(keys[1])
                ? "; its declaration has no @objc, so the runtime cannot see it" : ""
            return .unreadLayerKey(
                "CALayer has no key \(Printable.quoted(keys[1])): a layer keeps the value of any key, but nothing reads this one\(hidden)"
            )
        }
        return .valid
    }

    /// The private setter of `key` of the first UIKit class of `className`'s chain.
    private func uikitPrivateSetter(ofKey key: String, in className: String) -> String? {
        let uikit = Self.chain(from: className, in: declarations).names.first(where: UIKitClasses.isKnown)
        return uikit.flatMap { UIKitClasses.privateSetter(ofKey: key, in: $0) }
    }

    /// Why `className` has no `key`, as a launch crash, with what was likely meant.
    func missingKeyMessage(_ key: String, in className: String) -> String {
        var message =
            "\(className) has no key \(Printable.quoted(key)): loading the document stops the app with 'this class is not key value coding-compliant for the key \(key)'"
        if hidesKey(key, in: className) {
            message += "; its declaration has no @objc, @IBOutlet or @IBInspectable, so the runtime cannot see it"
        } else if layerHasKey(key), hasKey("layer", in: className) == true {
            message += "; did you mean \(Printable.quoted("layer." + key))?"
        } else if let near = Suggestion.closest(to: key, in: keys(of: className)) {
            message += "; did you mean \(Printable.quoted(near))?"
        }
        return message
    }
}
