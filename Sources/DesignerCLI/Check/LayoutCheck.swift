import DesignerCore
import Inspectable

/// The layout problems `check` reports for a scene: those of its layout on the device it was
/// saved for, when designer lays the scene out as Xcode did.
///
/// Xcode saves the frames its own engine gives, and marks those it knows are out of date
/// (`misplaced`). Where designer's layout puts an unmarked view more than a point from the frame
/// Xcode saved, the scene holds something designer does not yet lay out as UIKit does (a
/// control's natural size, a stack view's fitting, a frame Interface Builder keeps fixed), and
/// its problems would be guesses: `check` leaves them out. `designer layout` shows them all.
enum LayoutCheck {
    /// How far, in points, a laid-out number may be from the saved one for the layouts to agree.
    static let agreement = 1.0

    /// The scene's layout problems: its errors (a constraint UIKit cannot load) always, its
    /// warnings if its layout agrees with the frames Xcode saved.
    static func problems(of document: Document, fonts: ProjectFonts? = nil) -> [Diagnostic] {
        let layout = document.layout(on: nil, fonts: fonts)
        guard !layout.diagnostics.isEmpty else { return [] }
        let errors = layout.diagnostics.filter { $0.severity == .error }
        for (index, frame) in layout.frames.enumerated()
        where index < layout.savedFrames.count && index < layout.misplaced.count && !layout.misplaced[index] {
            let differs = zip(frame.fieldValues, layout.savedFrames[index].fieldValues).contains {
                abs($0 - $1) > agreement
            }
            if differs { return errors }
        }
        return layout.diagnostics
    }
}
