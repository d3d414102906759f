import DesignerCore
import Inspectable

/// The layout problems `check` reports for a scene, on the device it was saved for: those of the
/// document's own numbers always, those that involve a measured size when designer lays the
/// scene out as Xcode did.
///
/// A constraint UIKit refuses, a conflict among the document's constraints, a size made negative
/// by its own constant and a view its constraints leave loose do not depend on how text is
/// measured, and they change the frames themselves: `check` reports them whatever the frames.
/// A problem that involves a label's, an image's or a control's natural size may come from
/// designer's measurement, which differs from UIKit's by a few points. Xcode saves the frames its
/// own engine gives, and marks those it knows are out of date (`misplaced`): where designer's
/// layout puts an unmarked view more than a point from the frame Xcode saved, the scene holds
/// something designer does not yet lay out as UIKit does (a text's width, a stack view's
/// fitting, a frame Interface Builder keeps fixed), and such problems would be guesses: `check`
/// leaves them out. `designer layout` shows them all.
enum LayoutCheck {
    /// How far, in points, a laid-out number may be from the saved one for the layouts to agree.
    static let agreement = 1.0

    /// The scene's layout problems: its errors (a constraint UIKit cannot load) and the warnings
    /// of its own numbers always, those that involve a measured size if its layout agrees with
    /// the frames Xcode saved.
    static func problems(of document: Document, fonts: ProjectFonts? = nil) -> [Diagnostic] {
        let layout = document.layout(on: nil, fonts: fonts)
        guard !layout.measuredDiagnostics.isEmpty else { return layout.diagnostics }
        let unmeasured = layout.diagnostics.filter { !layout.measuredDiagnostics.contains($0) }
        for (index, frame) in layout.frames.enumerated()
        where index < layout.savedFrames.count && index < layout.misplaced.count && !layout.misplaced[index] {
            let differs = zip(frame.fieldValues, layout.savedFrames[index].fieldValues).contains {
                abs($0 - $1) > agreement
            }
            if differs { return unmeasured }
        }
        return layout.diagnostics
    }
}
