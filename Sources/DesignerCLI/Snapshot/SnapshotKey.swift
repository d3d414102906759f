import DesignerCore
import Graphics
import Rendering

/// What one snapshot is of, as the parts of its file's name say it: the variant, the device,
/// the text size, the language, the appearance, whether it is the accessibility picture, and
/// the format. A report gives each part on its own.
struct SnapshotKey: Sendable, Equatable {
    /// The variant's own name: `default`, a declared variant's, a `--matrix` combination's, a
    /// scene's.
    let variant: String
    /// The device `--device` named (`retina6_1`, `375x667`); `nil` for the device the document
    /// was saved for.
    var device: String? = nil
    /// Whether the device is on its side, which its snapshot's name says with `-landscape`.
    var landscape = false
    /// The text size, as UIKit's short names give it: `L`, `AX5`.
    var contentSize = ContentSizeCategory.large.name
    /// The app's language the document is drawn in (`fr`); `nil` for its strings as written.
    var locale: String? = nil
    /// Xcode's pseudolanguage the document is drawn in (`accented`).
    var pseudolanguage: String? = nil
    var appearance = Appearance.light.rawValue
    /// Whether this is the accessibility picture of the drawing.
    var accessibility = false
    /// The format's name: `text`, `svg`, `png`.
    let format: String

    /// The variant's name with what its device, text size and language add to it
    /// (`default~retina6_1~AX5~fr`): the snapshots a report shows as one failure share it, in
    /// every format and appearance.
    var variantOnScreen: String {
        let separator = SnapshotSettings.deviceSeparator
        var name = variant
        if let device { name += separator + device + (landscape ? SnapshotSettings.landscapeSuffix : "") }
        if contentSize != ContentSizeCategory.large.name { name += separator + contentSize }
        if let language = locale ?? pseudolanguage { name += separator + language }
        return name
    }

    /// The format's place in `OutputFormat.files`, the most readable first.
    var formatRank: Int { OutputFormat.files.firstIndex { $0.rawValue == format } ?? OutputFormat.files.count }
}
