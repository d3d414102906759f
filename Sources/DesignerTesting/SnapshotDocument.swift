import DesignerCore
import DesignerSnapshots
import Foundation
public import Inspectable

/// A designer document to snapshot: the file at `path`, relative to the test file's folder, or one
/// of the variants it declares, drawn with `components` beside `View`.
///
///     assertSnapshot(of: SnapshotDocument(path: "Screens/login.json", variant: "error"), as: .svg)
public struct SnapshotDocument {
    public var path: String
    /// A variant the document declares; `nil` for the document as it is written.
    public var variant: String?
    public var components: [any Component.Type]

    public init(path: String, variant: String? = nil, components: [any Component.Type] = []) {
        (self.path, self.variant, self.components) = (path, variant, components)
    }

    /// What the document, or its variant, draws as `request` asks; a variant that sets its
    /// appearance is drawn in it.
    func subject(_ request: SnapshotRequest) throws(SnapshotProblem) -> SnapshotSubject {
        let registry: ComponentRegistry
        do {
            registry = try ComponentRegistry(components)
        } catch {
            throw SnapshotProblem("the components cannot be registered: \(error)")
        }
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: request.folder, isDirectory: true))
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: url))
        } catch {
            throw SnapshotProblem("\(url.path): cannot be read: \(error.localizedDescription)")
        }
        return try SnapshotAssertion.subject(
            SourceText(name: url.path, bytes: bytes), folder: url.deletingLastPathComponent().path,
            variant: variant, registry: registry, appearance: request.appearance, scale: request.scale)
    }
}
