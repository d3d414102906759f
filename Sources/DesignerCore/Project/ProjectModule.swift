/// A module of a project, as Xcode, Swift Package Manager or CocoaPods builds it: its name,
/// what made it, and the sources designer read for it, or that it found none.
///
/// A class in an Interface Builder document names its module (`customModule="Kit"`); a class of
/// a module whose sources designer did not find (a remote package, a pod not checked out) cannot
/// be checked, and is a warning rather than an error.
package struct ProjectModule: Sendable, Equatable {
    /// What builds a module.
    package enum Kind: String, Sendable, Equatable {
        case appTarget = "app target"
        /// A unit or UI test target, whose helpers may have storyboards and classes of their own.
        case testTarget = "test target"
        case frameworkTarget = "framework target"
        case subprojectTarget = "subproject target"
        case localPackageTarget = "local package target"
        case developmentPod = "development pod"
        case checkedInPod = "checked-in pod"
        case remotePackage = "remote package"
        case remotePod = "pod"
        /// The sources of the repository no other module claimed, or the folder `--sources` names
        /// for a document in no project.
        case repository = "repository fallback"
        /// The folder `--sources` adds to a project: the sources of modules it could not find.
        case givenSources = "--sources"
    }

    /// Its name as Swift imports it: `Kit`, `My_App`.
    package let name: String
    package let kind: Kind
    /// Whether designer found its sources; a remote package or pod not checked out is not.
    package var isResolved: Bool
    /// The folders read whole, each source file under them; absolute.
    package var folders: [String]
    /// The source files it lists one by one (a target's build phase), absolute.
    package var files: [String]

    package init(name: String, kind: Kind, isResolved: Bool, folders: [String] = [], files: [String] = []) {
        (self.name, self.kind, self.isResolved, self.folders, self.files) = (name, kind, isResolved, folders, files)
    }
}

/// What a document's project says of the modules its classes come from, for telling a class
/// declared nowhere (an error) from one whose module designer has no sources of (a warning).
package struct ModuleScope: Sendable, Equatable {
    /// The modules whose sources designer read.
    package let resolved: Set<String>
    /// The modules the project uses whose sources designer did not find, in order.
    package let unresolved: [String]
    /// The module of the target holding the document, which `customModuleProvider="target"` names.
    package let documentModule: String?
    /// Whether the document is in a project whose sources were read; not for a lone document.
    let hasProject: Bool

    package init(resolved: Set<String>, unresolved: [String], documentModule: String?, hasProject: Bool = true) {
        (self.resolved, self.unresolved, self.documentModule) = (resolved, unresolved, documentModule)
        self.hasProject = hasProject
    }

    /// A document in no project: no module's sources are known.
    static let noProject = ModuleScope(resolved: [], unresolved: [], documentModule: nil, hasProject: false)
}
