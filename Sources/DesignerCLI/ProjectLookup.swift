import DesignerCore
import Inspectable

/// Finds the project of Interface Builder documents, as `--sources` and the working folder say.
struct ProjectLookup: Sendable {
    let projects: ProjectCache
    /// The registry projects' classes are added to.
    let baseRegistry: ComponentRegistry
    /// The folder `--sources` names, if given.
    let sourcesFolder: String?
    /// The folder relative paths start from; `nil` for the process's current folder.
    let workingDirectory: String?
    /// The font files of the folder `DESIGNER_FONTS` names (the fonts iOS ships, San Francisco,
    /// where the user has them), which every document may use after its project's own.
    let userFonts: [ProjectFonts.File]

    init(
        projects: ProjectCache, baseRegistry: ComponentRegistry, sourcesFolder: String?, workingDirectory: String?,
        fontsFolder: String? = nil
    ) {
        (self.projects, self.baseRegistry) = (projects, baseRegistry)
        (self.sourcesFolder, self.workingDirectory) = (sourcesFolder, workingDirectory)
        // A file reached by several links is one font file, read once.
        var seen: Set<String> = []
        userFonts =
            fontsFolder.map { folder in
                ProjectFolder.contents(under: FileSystem.path(folder, from: workingDirectory)).fontFiles.filter {
                    seen.insert(FileSystem.realPath($0) ?? $0).inserted
                }.map { ProjectFonts.File(path: $0, modified: FileSystem.modified($0)) }
            } ?? []
    }

    /// Whether `path` names an Interface Builder document, by its name.
    static func isInterfaceBuilderDocument(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
    }

    private func resolved(_ path: String) -> String {
        FileSystem.path(path, from: workingDirectory)
    }

    /// The project of the Interface Builder document at `path`: the one whose folder is the
    /// nearest around it holding an `.xcodeproj`, `.xcworkspace` or `Package.swift`, with the
    /// modules it uses, and the folder `--sources` adds to it; `--sources` alone for a document
    /// in no project; `nil` for other documents and for a document in no project without it.
    func project(ofDocument path: String) -> ProjectCache.Project? {
        guard path != "-", Self.isInterfaceBuilderDocument(path) else { return nil }
        let given = sourcesFolder.map(resolved).flatMap(FileSystem.realPath)
        guard let root = projects.root(ofDocument: resolved(path)) else {
            return given.map { projects.project(at: $0, given: true, registry: baseRegistry) }
        }
        return projects.project(at: root, given: false, adding: given, registry: baseRegistry)
    }

    /// The registry for the document at `path`: with its project's classes, and which modules
    /// they come from. With `namedClassesOnly`, for a command that reads the document once, the
    /// project's sources are scanned only as far as the custom classes the document names need
    /// (`ProjectDeclarations.scan(forClasses:)`), unless it has runtime attributes, whose key
    /// paths any extension may declare.
    func registry(ofDocument path: String, namedClassesOnly: Bool = false) -> ComponentRegistry {
        guard let project = project(ofDocument: path) else { return baseRegistry }
        let document = FileSystem.realPath(resolved(path)) ?? resolved(path)
        let classes = namedClassesOnly ? (try? FileSystem.read(document)).flatMap(Self.customClasses(in:)) : nil
        return projects.registry(of: project, forDocument: document, classes: classes, from: baseRegistry)
    }

    /// The names of the custom classes an Interface Builder document's text gives
    /// (`customClass="RatingView"`); `nil` when it has runtime attributes.
    static func customClasses(in bytes: [UInt8]) -> Set<String>? {
        guard SourceFile.offset(of: Array("<userDefinedRuntimeAttribute ".utf8), in: bytes) == nil else { return nil }
        let marker = Array(" customClass=\"".utf8)
        var names: Set<String> = []
        var index = 0
        while let found = SourceFile.offset(of: marker, in: bytes, from: index) {
            let start = found + marker.count
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.endIndex
            names.insert(String(decoding: bytes[start..<end], as: UTF8.self))
            index = end
        }
        return names
    }

    /// The named colors and images of the document's project, its images relative to the document.
    func assets(ofDocument path: String) -> ProjectAssets {
        guard let project = project(ofDocument: path) else { return .none }
        let folder = FileSystem.split(resolved(path)).folder
        let base = FileSystem.realPath(folder) ?? folder
        return projects.assets(of: project, from: base)
    }

    /// The font files the document's project registers (`UIAppFonts`), then those of the
    /// `DESIGNER_FONTS` folder, which a font the document names is looked up in; `nil` when there
    /// are none.
    func fonts(ofDocument path: String) -> ProjectFonts? {
        let project = project(ofDocument: path)?.fonts
        guard !userFonts.isEmpty else { return project }
        return ProjectFonts(
            files: (project?.files ?? []) + userFonts, read: { try? FileSystem.read($0, as: .font) })
    }

    /// The appearance the apps of the document's project force (`UIUserInterfaceStyle` in their
    /// `Info.plist`), and the `Info.plist` that says so; `nil` where they force none.
    func forcedAppearance(ofDocument path: String) -> (appearance: Appearance, infoPlist: String)? {
        project(ofDocument: path)?.forcedAppearance
    }

    /// The folder image paths may reach within: the document's project, if it has one.
    func imageBoundary(ofDocument path: String) -> String? {
        project(ofDocument: path)?.root
    }
}

/// `to` as a path relative to the folder `from`; both absolute.
func relativePath(from folder: String, to path: String) -> String {
    RelativePaths(from: folder).path(to: path)
}

/// Paths made relative to one folder: the folder is split into its steps once, and each path
/// is read only as far as it shares them, for the hundreds of images of a project.
struct RelativePaths {
    /// The folder's steps, without empty ones.
    private let steps: [ArraySlice<UInt8>]

    init(from folder: String) {
        steps = Array(folder.utf8).split(separator: UInt8(ascii: "/"))
    }

    /// `path` (absolute) relative to the folder: `..` for each of the folder's steps it does
    /// not share, then its own steps after those it does.
    func path(to path: String) -> String {
        path.utf8.withContiguousStorageIfAvailable { relative(to: $0) }
            ?? Array(path.utf8).withUnsafeBufferPointer {
                relative(to: $0)
            }
    }

    /// `path(to:)` of the bytes of a path.
    private func relative(to path: UnsafeBufferPointer<UInt8>) -> String {
        let slash = UInt8(ascii: "/")
        var shared = 0
        var index = 0
        var rest = 0
        sharing: while true {
            while index < path.count, path[index] == slash { index += 1 }
            rest = index
            guard index < path.count, shared < steps.count else { break }
            var step = steps[shared][...]
            while index < path.count, path[index] != slash {
                guard step.first == path[index] else { break sharing }
                step = step.dropFirst()
                index += 1
            }
            guard step.isEmpty else { break }
            shared += 1
        }
        var parts = Array(repeating: "..", count: steps.count - shared)
        let remaining = UnsafeBufferPointer(rebasing: path[rest...])
        // A path spelled with `//` or a final `/` has its empty steps left out.
        if remaining.last == slash
            || zip(remaining, remaining.dropFirst()).contains(where: { $0 == slash && $1 == slash })
        {
            parts += remaining.split(separator: slash).map { String(decoding: $0, as: UTF8.self) }
        } else if !remaining.isEmpty {
            parts.append(String(decoding: remaining, as: UTF8.self))
        }
        return parts.joined(separator: "/")
    }
}
