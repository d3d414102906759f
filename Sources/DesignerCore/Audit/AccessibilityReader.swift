public import Graphics
public import Inspectable

/// What VoiceOver finds on a scene: which views are accessibility elements, what it reads for
/// each, and in what order it reaches them. The audit's label rules and the accessibility
/// picture (`AccessibilityPicture`) both ask it, so that both mean one thing by an element.
package struct AccessibilityReader: Sendable {
    package let resolved: ResolvedDocument
    /// Each view's accessibility as the document sets it (`Document.accessibilityConfigurations`).
    package let configurations: [Int: AccessibilityConfiguration]

    package init(_ resolved: ResolvedDocument) {
        self.resolved = resolved
        configurations = resolved.document.accessibilityConfigurations
    }

    /// The classes UIKit makes accessibility elements, whatever a document says of them.
    private static let elementClasses: Set<String> = [
        "UILabel", "UIButton", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIPageControl", "UIProgressView",
    ]

    /// The UIKit class a view is, whatever its custom class.
    package static func uiKitClass(of node: ViewNode) -> String { node.elementClassName ?? node.className }

    /// Whether VoiceOver stops at the view: as the document sets it, else as UIKit has its class.
    package func isElement(_ node: ViewNode) -> Bool {
        configurations[node.index]?.isElement ?? Self.elementClasses.contains(Self.uiKitClass(of: node))
    }

    /// What VoiceOver reads for an element: the label the document sets, else a label's text, a
    /// button's title or a text field's placeholder where the view draws text (`drawsText`); `nil`
    /// for none.
    package func label(of view: ResolvedView, drawsText: Bool) -> String? {
        if let label = configurations[view.node.index]?.label, !label.isEmpty { return label }
        guard drawsText, let configuration = view.configuration else { return nil }
        for key in ["text", "title", "placeholder"] {
            if let text = configuration.value(of: key)?.value(as: String.self), !text.isEmpty { return text }
        }
        return nil
    }

    // MARK: - VoiceOver's order

    /// The elements VoiceOver reaches, in the order it reaches them: by where they are on the
    /// screen, the bars' items (`chrome`, `SceneChromeDrawing.accessibilityElements`) and the
    /// tables' section titles (`sectionTitles`, `ViewTreeDrawing.sectionTitleElements`) among the
    /// views', in rows from the top, each row from the leading side (`readingOrder(_:frame:)`), as
    /// UIKit orders the elements of a screen whose views do not group their children. A view
    /// that is an element is read as one, its subviews not at all; a table view cell is one
    /// element that reads the labels of the elements inside it, in their order, as UIKit's cells
    /// do. A segmented control's segments and a stepper's two buttons are elements of their own.
    /// Views not shown (`frames`, where each view shown is drawn: `ViewTreeDrawing.shownFrames`)
    /// are not read. `textViews` are the views that drew a text, whose text is their label.
    package func elements(
        frames: [Int: Rect], textViews: Set<Int>, chrome: [AccessibilityElement] = [],
        sectionTitles: [AccessibilityElement] = []
    ) -> [AccessibilityElement] {
        let start = frames.keys.min().flatMap { first in resolved.allViews.first { $0.node.index == first } }
        let views = start.map { elements(in: $0, frames: frames, textViews: textViews) } ?? []
        return Self.readingOrder(views + sectionTitles + chrome, frame: \.frame, rightToLeft: isRightToLeft)
    }

    /// Whether the scene is laid out right to left, and so read from the right.
    private var isRightToLeft: Bool { resolved.document.layoutDirection.isRightToLeft }

    private func elements(in view: ResolvedView, frames: [Int: Rect], textViews: Set<Int>) -> [AccessibilityElement] {
        let node = view.node
        guard let frame = frames[node.index] else { return [] }
        if isElement(node) { return element(view, frame: frame, drawsText: textViews.contains(node.index)) }
        let inner = view.subviews.flatMap { elements(in: $0, frames: frames, textViews: textViews) }
        guard Self.uiKitClass(of: node) == "UITableViewCell", configurations[node.index]?.isElement != false,
            !inner.isEmpty
        else { return inner }
        let labels = Self.readingOrder(inner, frame: \.frame, rightToLeft: isRightToLeft).compactMap {
            $0.label ?? $0.value
        }.filter { !$0.isEmpty }
        return [
            AccessibilityElement(
                view: node.index, label: labels.isEmpty ? nil : labels.joined(separator: ", "),
                traits: configurations[node.index]?.traits ?? [], frame: frame)
        ]
    }

    /// `items` in the order VoiceOver reads them: in rows from the top, each row left to right
    /// (right to left in a right-to-left layout). A row is an item and those below it whose tops
    /// are above its middle, so that a switch a few points higher than the label beside it is read
    /// after the label.
    package static func readingOrder<Item>(_ items: [Item], frame: (Item) -> Rect, rightToLeft: Bool = false)
        -> [Item]
    {
        let byTop = items.enumerated().sorted { (frame($0.1).y, $0.0) < (frame($1.1).y, $1.0) }.map(\.1)
        func leadingFirst(_ row: [Item]) -> [Item] {
            row.sorted { rightToLeft ? frame($0).maxX > frame($1).maxX : frame($0).x < frame($1).x }
        }
        var ordered: [Item] = []
        var row: [Item] = []
        for item in byTop {
            if let first = row.first, frame(item).y >= frame(first).midY {
                ordered += leadingFirst(row)
                row = []
            }
            row.append(item)
        }
        return ordered + leadingFirst(row)
    }

    /// The element a view is (or, for a segmented control or a stepper, its parts are).
    private func element(_ view: ResolvedView, frame: Rect, drawsText: Bool) -> [AccessibilityElement] {
        let node = view.node
        let configuration = configurations[node.index] ?? AccessibilityConfiguration()
        let values = view.configuration
        func number(_ key: String) -> Double? { values?.value(of: key)?.value(as: Double.self) }
        func integer(_ key: String) -> Int? { values?.value(of: key)?.value(as: Int.self) }
        var traits = configuration.traits ?? Self.defaultTraits(of: Self.uiKitClass(of: node))
        if configuration.isSelected { traits.insert(.selected) }
        if !configuration.isEnabled { traits.insert(.notEnabled) }
        var element = AccessibilityElement(
            view: node.index, label: label(of: view, drawsText: drawsText), hint: configuration.hint, traits: traits,
            frame: frame)
        switch Self.uiKitClass(of: node) {
        case "UISlider":
            let (value, low, high) = (number("value") ?? 0.5, number("minimumValue") ?? 0, number("maximumValue") ?? 1)
            element.value = Self.percent(high > low ? (value - low) / (high - low) : 0)
        case "UIProgressView":
            element.value = Self.percent(number("progress") ?? 0.5)
        case "UISwitch":
            element.value = values?.value(of: "on")?.value(as: Bool.self) == false ? "Off" : "On"
            element.traits.insert(.toggleButton)
        case "UITextField", "UITextView":
            // Its text is its value; a text field's placeholder is its label where it has none.
            let text = values?.value(of: "text")?.value(as: String.self) ?? ""
            element.value = text.isEmpty ? nil : text
            let placeholder =
                Self.uiKitClass(of: node) == "UITextField"
                ? values?.value(of: "placeholder")?.value(as: String.self) ?? "" : ""
            element.label =
                configuration.label.flatMap { $0.isEmpty ? nil : $0 } ?? (placeholder.isEmpty ? nil : placeholder)
            element.traits.insert(.textEntry)
        case "UIPageControl":
            let pages = max(0, integer("numberOfPages") ?? 3)
            let current = min(max(0, integer("currentPage") ?? 0), max(0, pages - 1))
            element.value = "page \(current + 1) of \(pages)"
        case "UISegmentedControl" where configuration.label == nil:
            let text = values?.value(of: "segments")?.value(as: String.self) ?? ""
            let titles = text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false)
            let selected = integer("selectedSegmentIndex") ?? 0
            let width = frame.width / Double(max(1, titles.count))
            return titles.enumerated().map { index, title in
                var segment = element
                (segment.view, segment.label) = (nil, String(title))
                // The segments are drawn from the leading side: from the right, right to left.
                let x = isRightToLeft ? frame.maxX - Double(index + 1) * width : frame.x + Double(index) * width
                segment.frame = Rect(x: x, y: frame.y, width: width, height: frame.height)
                if index == selected { segment.traits.insert(.selected) }
                return segment
            }
        case "UIStepper" where configuration.label == nil:
            let (value, low, high) = (number("value") ?? 0, number("minimumValue") ?? 0, number("maximumValue") ?? 100)
            let half = frame.width / 2
            return [("Decrement", value > low, 0.0), ("Increment", value < high, half)].map { name, enabled, x in
                var button = element
                (button.view, button.label, button.traits) = (nil, name, [.button])
                if !enabled || !configuration.isEnabled { button.traits.insert(.notEnabled) }
                button.frame = Rect(x: frame.x + x, y: frame.y, width: half, height: frame.height)
                return button
            }
        default: break
        }
        return [element]
    }

    /// The traits UIKit gives a view of a class, where the document sets none.
    private static func defaultTraits(of className: String) -> Set<AccessibilityTrait> {
        switch className {
        case "UIButton", "UISegmentedControl": [.button]
        case "UILabel": [.staticText]
        case "UIImageView": [.image]
        case "UISlider", "UIPageControl": [.adjustable]
        case "UIProgressView": [.updatesFrequently]
        default: []
        }
    }

    /// A fraction as VoiceOver reads it: "50%".
    private static func percent(_ fraction: Double) -> String {
        "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }
}
