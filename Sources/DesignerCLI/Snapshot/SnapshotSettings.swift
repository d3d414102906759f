import DesignerCore
import DesignerSnapshots
import Inspectable
import Rendering

/// When a snapshot check writes a snapshot, as swift-snapshot-testing's record modes say.
package enum RecordMode: String, CaseIterable, Sendable {
    /// Record snapshots that do not exist yet; check the others.
    case missing
    /// Record every snapshot, replacing what differs.
    case all
    /// Record the snapshots that do not match (and the missing ones).
    case failed
    /// Never write a snapshot: a missing one fails.
    case never
}

/// What a snapshot run needs to check one document, shared by the threads that check them.
struct SnapshotSettings: Sendable {
    let registry: ComponentRegistry
    /// How the projects of Interface Builder documents are found, for their classes and assets.
    let projects: ProjectLookup
    let formats: [OutputFormat]
    let scale: Double
    /// The appearances each variant that sets none is drawn in, light first.
    let appearances: [Appearance]
    let record: RecordMode
    let tolerance: Tolerance
    let matrix: [SnapshotVariant]
    /// Where the matrix was given, for messages: `--matrix`, or the configuration file's key.
    var matrixOrigin = "--matrix"
    let allowExternalImages: Bool
    let artifacts: ArtifactFolder
    /// The folder relative paths start from; `nil` for the process's current folder.
    let workingDirectory: String?
    /// The name the command line was run by, for messages that name a command to run.
    var programName = "designer"
    /// The identities of the run's documents, which no file the run writes may take the place of.
    var documents: Set<[UInt64]> = []
    /// What interrupted writes left beside the run's documents.
    let leftovers = LeftoverScan()

    /// `path` as seen from the working directory.
    func resolved(_ path: String) -> String {
        FileSystem.path(path, from: workingDirectory)
    }

    /// `@2x` for a scale of 2; nothing at 1.
    var scaleSuffix: String { scale == 1 ? "" : "@\(Int(scale))x" }
}
