import DesignerCore
import Synchronization

/// The Xcode projects read so far in this process, by the path of their `.xcodeproj`: a
/// workspace's projects are found from each of their folders, and read once; and what reading
/// them gave is kept in the project index between runs.
final class XcodeProjectCache: Sendable {
    private let read = Mutex<[String: Result<XcodeProject, ProjectFileError>?]>([:])
    private let index: ProjectIndex

    init(index: ProjectIndex) {
        self.index = index
    }

    /// The project at `path`, read now if it was not before; `nil` when it has no readable
    /// `project.pbxproj`.
    func project(at path: String) -> Result<XcodeProject, ProjectFileError>? {
        if let known = read.withLock({ $0[path] }) { return known }
        var result: Result<XcodeProject, ProjectFileError>?
        let file = path + "/project.pbxproj"
        if FileSystem.kind(of: file) == .file {
            var made: Result<XcodeProject, ProjectFileError>?
            let kept = index.value(.xcodeProject, of: file) {
                made = Self.read(file, project: path)
                return made.map(XcodeProject.indexBytes(of:)) ?? []
            }
            result = made ?? XcodeProject.read(indexBytes: kept) ?? Self.read(file, project: path)
        }
        read.withLock { $0[path] = result }
        return result
    }

    /// The project file `file` of the `.xcodeproj` at `project`, read; `nil` when it cannot be.
    private static func read(_ file: String, project: String) -> Result<XcodeProject, ProjectFileError>? {
        guard let bytes = try? FileSystem.read(file, as: .source) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return Result { () throws(ProjectFileError) in
            try XcodeProject.read(text, folder: ProjectPath.folder(of: project))
        }
    }
}
