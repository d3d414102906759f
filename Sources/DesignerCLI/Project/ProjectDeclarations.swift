import DesignerCore
import Inspectable
import Synchronization

/// A project's source files, read once, and what they declare, scanned when first asked: all of
/// them for `check`, or only those a document's classes need (`SourceDeclarations.scan(_:classes:)`)
/// for a command that draws one document, which is many times faster in a project of a thousand
/// sources.
final class ProjectDeclarations: Sendable {
    /// What a scan gives.
    struct Scan: Sendable {
        let declarations: SourceDeclarations
        /// The classes the declarations give, for the registry the project was read with.
        let classes: [ComponentClass]
        /// The classes as the Objective-C runtime sees them, which runtime attributes and
        /// connections are checked against.
        let runtimeClasses: RuntimeClasses
    }

    private let files: ProjectSourceFiles
    private let registry: ComponentRegistry
    private let unreadModules: [String]
    private let whole = Mutex<Scan?>(nil)
    private let partial = Mutex<[Set<String>: Scan]>([:])

    /// The declarations of `files`, whose classes are made for `registry`; `unreadModules` are
    /// the project's modules whose sources were not found.
    init(files: ProjectSourceFiles, registry: ComponentRegistry, unreadModules: [String]) {
        (self.files, self.registry, self.unreadModules) = (files, registry, unreadModules)
    }

    /// The files that cannot be read, and why, in the order of their paths.
    var readProblems: [FileError] { files.readProblems }

    /// Every file's declarations, scanned on first use.
    var all: Scan {
        whole.withLock { scan in
            if let scan { return scan }
            let made = made(SourceDeclarations.scan(files.all))
            scan = made
            return made
        }
    }

    /// What a document whose custom classes are `names` needs: the declarations of those classes
    /// as `all` gives them. Every file is scanned when `all` was already, or when a name is of a
    /// class neither the sources, the registry nor UIKit have (its warning suggests the nearest
    /// class the whole project declares).
    func scan(forClasses names: Set<String>) -> Scan {
        if let known = whole.withLock({ $0 }) { return known }
        if let known = partial.withLock({ $0[names] }) { return known }
        let declarations = SourceDeclarations.scan(searching: files, classes: names)
        let known = names.allSatisfy {
            declarations.declaredClass(named: $0) != nil || registry.componentClass(named: $0) != nil
                || UIKitClasses.isKnown($0)
        }
        guard known else { return all }
        let made = made(declarations)
        partial.withLock { $0[names] = made }
        return made
    }

    private func made(_ declarations: SourceDeclarations) -> Scan {
        Scan(
            declarations: declarations, classes: ProjectClasses.classes(from: declarations, registry: registry),
            runtimeClasses: RuntimeClasses(declarations, unreadModules: unreadModules))
    }
}
