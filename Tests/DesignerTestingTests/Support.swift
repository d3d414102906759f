import DesignerCore
import Inspectable
import ProgressBars

@testable import DesignerTesting

/// Documents of the progress bar, for assertions made as the library's entry points make them.
enum SourceFor {
    static let registry = try! ComponentRegistry([MyProgressBar.self])

    /// The document `assertSnapshot(of:)` draws `bar` from, 200 × 20 points.
    static func bar(_ bar: MyProgressBar) -> SourceText {
        SourceText(
            name: "MyProgressBar.json",
            text:
                #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"percent": \#(bar.percent)}}"#
        )
    }
}
