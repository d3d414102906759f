import DesignerCore
import Synchronization

/// The Xcode projects read so far in this process, by the path of their `.xcodeproj`: a
/// workspace's projects are found from each of their folders, and read once.
final class XcodeProjectCache: Sendable {
    private let read = Mutex<[String: Result<XcodeProject, ProjectFileError>?]>([:])

    init() {}

    /// The project at `path`, read now if it was not before; `nil` when it has no readable
    /// `project.pbxproj`.
    func project(at path: String) -> Result<XcodeProject, ProjectFileError>? {
        if let known = read.withLock({ $0[path] }) { return known }
        var result: Result<XcodeProject, ProjectFileError>?
        let file = path + "/project.pbxproj"
        if FileSystem.kind(of: file) == .file, let bytes = try? FileSystem.read(file, as: .source) {
            let text = String(decoding: bytes, as: UTF8.self)
            result = Result { () throws(ProjectFileError) in
                try XcodeProject.read(text, folder: ProjectPath.folder(of: path))
            }
        }
        read.withLock { $0[path] = result }
        return result
    }
}
