/// What a project's sources declare for Interface Builder: its classes, which of them are
/// `@IBDesignable`, and the `@IBInspectable` properties of classes and extensions.
///
/// Swift and Objective-C files are read token by token in one pass each, so comments, string
/// literals and code in function bodies never look like declarations; an inspectable property's
/// doc comment is read as its documentation (`DocComment`):
///
///     let declarations = SourceDeclarations.scan([SourceFile(path: "Bar.swift", text: source)])
///     declarations.inspectableProperties(of: "MyProgressBar")?.map(\.name)   // ["percent", "color", …]
///
/// Both branches of an `#if` are read, as the scanner cannot know which one builds: a
/// declaration in either counts, and one in both counts once (the first branch's).
///
/// What it does not read: declarations a macro or a `typealias` makes (`typealias Radius =
/// CGFloat` gives `other("Radius")`), the names of nested classes as Objective-C knows them (a
/// nested class is known by its own name, or by the one `@objc(Name)` gives), and Swift's bare
/// regular expression literals (`/…/`), whose quotes and braces count as code; `#/…/#` literals
/// are read. Initial values are read only as far as `DefaultValueReader` says.
package struct SourceDeclarations: Sendable {
    /// Every class declared, in the order of the files and of their first declarations.
    package let classes: [DeclaredClass]
    /// The extensions and categories that declare properties or methods, in file order.
    let extensions: [DeclaredExtension]
    /// What could not be read: an `@IBInspectable` without a name or a type the scanner can tell.
    package let problems: [Diagnostic]
    private let classIndex: [String: Int]
    private let extensionIndex: [String: [Int]]

    /// Reads the declarations of `files`: Objective-C for `.h`, `.m` and `.mm`, Swift for the rest.
    package static func scan(_ files: [SourceFile]) -> SourceDeclarations {
        var collector = DeclarationCollector()
        for file in files {
            let source = ScannedSource(file)
            switch file.language {
            case .swift: SwiftDeclarationReader.read(source, into: &collector)
            case .objectiveC: ObjectiveCDeclarationReader.read(source, into: &collector)
            }
        }
        let (classes, extensions, problems) = collector.finished()
        return SourceDeclarations(classes: classes, extensions: extensions, problems: problems)
    }

    private init(classes: [DeclaredClass], extensions: [DeclaredExtension], problems: [Diagnostic]) {
        self.classes = classes
        self.extensions = extensions
        self.problems = problems
        var index = Dictionary(classes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        // A Swift class is known by the name `@objc(Name)` gives it too, as Interface Builder names it.
        for (position, declared) in classes.enumerated() {
            if let name = declared.objectiveCName, index[name] == nil { index[name] = position }
        }
        classIndex = index
        extensionIndex = Dictionary(grouping: extensions.indices, by: { extensions[$0].extendedType })
    }

    /// The class of this name the sources declare.
    package func declaredClass(named name: String) -> DeclaredClass? {
        classIndex[name].map { classes[$0] }
    }

    /// The extensions and categories of the type `name`, in file order.
    func extensions(of name: String) -> [DeclaredExtension] {
        (extensionIndex[name] ?? []).map { extensions[$0] }
    }

    /// Every `@IBInspectable` property a class has: its own, its superclasses' (by the
    /// superclasses the sources name, then UIKit's hierarchy), and those of extensions of it or
    /// of any superclass, so an `extension UIView` applies to every view class; `nil` when the
    /// sources declare no class of this name.
    ///
    /// The nearest declaration of a name wins: the class's own, then its extensions', then its
    /// superclass's and so on, as a subclass's `override` hides its superclass's property.
    func inspectableProperties(of className: String) -> [DeclaredProperty]? {
        guard classIndex[className] != nil else { return nil }
        return properties(along: superclassChain(from: className), includingClasses: true)
    }

    /// The properties extensions add to a UIKit class the sources do not declare (`UIView`,
    /// `UILabel`, `UIButton`…): those of extensions of it and of its superclasses.
    func extensionProperties(of uikitClass: String) -> [DeclaredProperty] {
        properties(along: superclassChain(from: uikitClass), includingClasses: false)
    }

    /// The class and its superclasses, nearest first, by the sources' classes and then UIKit's;
    /// a cycle of declared superclasses ends where it repeats.
    private func superclassChain(from name: String) -> [String] {
        var chain: [String] = []
        var visited: Set<String> = []
        var current: String? = name
        while let name = current, visited.insert(name).inserted {
            chain.append(name)
            current = declaredClass(named: name)?.superclass ?? UIKitClasses.superclass(of: name)
        }
        return chain
    }

    private func properties(along chain: [String], includingClasses: Bool) -> [DeclaredProperty] {
        var result: [DeclaredProperty] = []
        var names: Set<String> = []
        func add(_ properties: [DeclaredProperty]) {
            for property in properties where names.insert(property.name).inserted { result.append(property) }
        }
        for name in chain {
            if includingClasses, let declared = declaredClass(named: name) { add(declared.properties) }
            for index in extensionIndex[name] ?? [] { add(extensions[index].properties) }
        }
        return result
    }
}
