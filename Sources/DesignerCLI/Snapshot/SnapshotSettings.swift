import DesignerCore
import DesignerSnapshots
import Inspectable
import Layout
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
    /// Whether each drawing is snapshot as an accessibility picture too (`AccessibilityPicture`),
    /// under its name with `~accessibility` after it.
    var accessibility = false
    /// The screens each document is laid out on, each snapshot under its name; none for the
    /// device each document was saved for.
    var devices: [ScreenChoice.Named] = []
    /// The orientation the devices are turned to; `nil` for each document's own.
    var orientation: Orientation?
    /// The text sizes each screen is laid out at; a snapshot at one other than UIKit's default
    /// is named after it (`~AX5`).
    var contentSizes: [ContentSizeCategory] = [.large]
    /// The languages of their apps Interface Builder documents are drawn in besides their
    /// strings as written, each snapshot named after its language (`~fr`).
    var localizations: [Localization] = []
    /// Xcode's pseudolanguages Interface Builder documents are drawn in besides their strings as
    /// written, each snapshot named after its pseudolanguage (`~accented`).
    var pseudolanguages: [Pseudolanguage] = []
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

    /// The screens `document` is laid out on, each with what its snapshots' names add after the
    /// variant's: nothing for the document's own device, `~retina6_1` for a device upright and
    /// `~retina6_1-landscape` on its side, `~375x667` for a size; then `~AX5` for a text size
    /// other than UIKit's default. `device` is the device named, and `landscape` whether it is
    /// on its side; `nil` and false for the document's own.
    func screens(for document: Document) -> [(choice: ScreenChoice, suffix: String, device: String?, landscape: Bool)] {
        let named: [(choice: ScreenChoice, device: String?, landscape: Bool)] =
            devices.isEmpty
            ? [(.saved, nil, false)]
            : devices.map { named in
                let choice = ScreenChoice(named: named, orientation: orientation)
                guard case .device = named, (orientation ?? document.savedDevice?.orientation) == .landscape else {
                    return (choice, named.name, false)
                }
                return (choice, named.name, true)
            }
        return named.flatMap { screen in
            contentSizes.map { size in
                var choice = screen.choice
                choice.contentSize = size
                let suffix =
                    (screen.device.map { Self.deviceSeparator + $0 + (screen.landscape ? Self.landscapeSuffix : "") }
                        ?? "") + (size == .large ? "" : Self.deviceSeparator + size.name)
                return (choice, suffix, screen.device, screen.landscape)
            }
        }
    }

    /// A language a document is drawn in.
    enum Language: Equatable {
        /// Its strings as written, which its snapshots' names do not name.
        case asWritten
        /// A language of its app, from its strings tables: `~fr`.
        case localization(Localization)
        /// One of Xcode's pseudolanguages: `~accented`.
        case pseudolanguage(Pseudolanguage)

        /// The language a part of a snapshot's name names (`fr`, `pt-BR`, `double`), written as a
        /// run writes it; `nil` for any other part.
        init?(named part: Substring) {
            if let pseudolanguage = Pseudolanguage(rawValue: String(part)) {
                self = .pseudolanguage(pseudolanguage)
            } else if let localization = Localization(String(part)), localization.description == part {
                self = .localization(localization)
            } else {
                return nil
            }
        }

        /// The app's language, as a report names it: `fr`.
        var locale: String? {
            guard case .localization(let localization) = self else { return nil }
            return localization.description
        }

        /// Xcode's pseudolanguage, as a report names it: `accented`.
        var pseudolanguage: String? {
            guard case .pseudolanguage(let pseudolanguage) = self else { return nil }
            return pseudolanguage.rawValue
        }

        /// What a snapshot's name adds for it after its screen's.
        var suffix: String {
            switch self {
            case .asWritten: ""
            case .localization(let localization): SnapshotSettings.deviceSeparator + localization.description
            case .pseudolanguage(let pseudolanguage): SnapshotSettings.deviceSeparator + pseudolanguage.rawValue
            }
        }
    }

    /// The languages documents are drawn in: as written, then each language and pseudolanguage asked.
    var languages: [Language] {
        [.asWritten] + localizations.map(Language.localization) + pseudolanguages.map(Language.pseudolanguage)
    }

    /// The text size a part of a snapshot's name names (`AX5`), as a run writes it; `nil` for any other.
    static func contentSize(named part: Substring) -> ContentSizeCategory? {
        guard let size = ContentSizeCategory(named: String(part)), size.name == part, size != .large else {
            return nil
        }
        return size
    }

    /// What comes between a variant's name and its device's in a snapshot's name, as before an
    /// appearance.
    static let deviceSeparator = SnapshotVariant.appearanceSeparator
    /// What follows a device's name in the name of a snapshot of it on its side.
    static let landscapeSuffix = "-landscape"

    /// The device a snapshot's name gives after its variant's (`retina6_1-landscape`), and
    /// whether on its side; `nil` for a part that names no device as a run names it.
    static func device(named part: Substring) -> (name: String, landscape: Bool)? {
        var name = part
        let landscape = name.hasSuffix(landscapeSuffix)
        if landscape { name = name.dropLast(landscapeSuffix.count) }
        guard let named = try? ScreenChoice.Named(String(name)), named.name == name else { return nil }
        // A size is the same in either orientation, and its name says none.
        if landscape, case .size = named { return nil }
        return (String(name), landscape)
    }

    /// Whether a snapshot of `device` (`nil`: of each document's own) is one this run makes.
    func draws(_ device: (name: String, landscape: Bool)?) -> Bool {
        guard let device else { return devices.isEmpty }
        guard devices.contains(where: { $0.name == device.name }) else { return false }
        switch orientation {
        case nil: return true
        case .portrait: return !device.landscape
        case .landscape: return device.landscape || devices.contains { $0.name == device.name && $0.isSize }
        }
    }

    /// What an accessibility picture's name adds after its variant's, device's and appearance's.
    static let accessibilityPart = "accessibility"

    /// The drawings' suffixes with those of their accessibility pictures after them, when the
    /// run draws them.
    func suffixes(_ suffixes: [String]) -> [String] {
        accessibility ? suffixes.flatMap { [$0, $0 + Self.deviceSeparator + Self.accessibilityPart] } : suffixes
    }

    /// `@2x` for a scale of 2; nothing at 1.
    var scaleSuffix: String { scale == 1 ? "" : "@\(Int(scale))x" }
}
