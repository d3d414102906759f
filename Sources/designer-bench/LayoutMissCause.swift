import DesignerCore
import Inspectable

/// Why a view's laid-out frame likely differs from the one Xcode saved, from what the view is and
/// what is around it; the first that applies, in the order of the cases.
enum LayoutMissCause: String, CaseIterable, Comparable {
    /// A label, button, text field or view, or segmented control of another size: its text is
    /// measured in our font (Inter) where iOS measures it in SF.
    case ownText = "text measured in our font rather than SF: the view's own size differs"
    /// A view in a stack view: the stack places it, and its arranged neighbours' sizes move it.
    case stackView = "in a stack view"
    /// A view in a scroll, table or collection view, or a cell.
    case scrollView = "in a scroll, table or collection view or a cell"
    /// A view beside (in the same superview as) a text view whose size differs.
    case neighbourText = "text measured in our font rather than SF: a neighbour's size differs"
    /// Only the view's vertical position or height differs: most often the top of the safe area
    /// or the status bar is not where it was in the Xcode that saved the file (44 pt against 48 on
    /// `retina6_1`, a status bar of 20 against none).
    case verticalOnly = "only the vertical position or height differs: the safe area's top or the status bar as saved"
    /// The scene's layout has problems: unsatisfiable or ambiguous constraints, or ones left out.
    case layoutProblems = "the scene's layout reports problems (unsatisfiable, ambiguous or invalid constraints)"
    case other = "other"

    /// The classes whose intrinsic size is their text's.
    static let textClasses: Set<String> = [
        "UILabel", "UIButton", "UITextField", "UITextView", "UISegmentedControl",
    ]
    static let stackClasses: Set<String> = ["UIStackView"]
    static let scrollClasses: Set<String> = [
        "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell",
        "UICollectionReusableView", "UITextView",
    ]

    /// The likely cause of `view`'s miss, in the document laid out as `layout` (the doctored one).
    init(view: Int, in document: Document, parents: [Int?], layout: DocumentLayout) {
        let views = document.allViews
        let ancestors = sequence(first: view) { parents[$0] }.dropFirst().map { views[$0].elementClassName ?? "" }
        let parent = parents[view]
        func sizeDiffers(_ index: Int) -> Bool {
            abs(layout.frames[index].width - views[index].frame.width) > 1
                || abs(layout.frames[index].height - views[index].frame.height) > 1
        }
        func isText(_ index: Int) -> Bool { Self.textClasses.contains(views[index].elementClassName ?? "") }
        if isText(view), sizeDiffers(view) {
            self = .ownText
        } else if ancestors.contains(where: Self.stackClasses.contains) {
            self = .stackView
        } else if ancestors.contains(where: Self.scrollClasses.contains) {
            self = .scrollView
        } else if views.indices.contains(where: { $0 != view && parents[$0] == parent && isText($0) && sizeDiffers($0) }
        ) {
            self = .neighbourText
        } else if abs(layout.frames[view].x - views[view].frame.x) <= 1,
            abs(layout.frames[view].width - views[view].frame.width) <= 1
        {
            self = .verticalOnly
        } else if !layout.diagnostics.isEmpty {
            self = .layoutProblems
        } else {
            self = .other
        }
    }

    /// Each view's superview in `document.allViews` (depth first, a view's descendants up to its
    /// `descendantsEnd`); `nil` for the root.
    static func parents(of document: Document) -> [Int?] {
        var parents: [Int?] = Array(repeating: nil, count: document.allViews.count)
        var open: [Int] = []
        for view in document.allViews {
            while let last = open.last, document.allViews[last].descendantsEnd <= view.index { open.removeLast() }
            parents[view.index] = open.last
            open.append(view.index)
        }
        return parents
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
