import DesignerCore
import Graphics
import Inspectable
import Rendering

/// The accessibility findings of one scene laid out on a screen: what its drawing shows in an
/// appearance (contrast), and what its views are (labels, elements, touch targets, text sizes).
struct SceneAudit {
    let resolved: ResolvedDocument
    /// Which views are elements and what VoiceOver reads for them, as the accessibility picture has them.
    let reader: AccessibilityReader
    /// Each view's accessibility as the document sets it (`Document.accessibilityConfigurations`).
    var accessibility: [Int: AccessibilityConfiguration] { reader.configurations }

    /// The resolved views by their positions in `Document.allViews`.
    private let views: [Int: ResolvedView]

    init(_ resolved: ResolvedDocument) {
        self.resolved = resolved
        reader = AccessibilityReader(resolved)
        var views: [Int: ResolvedView] = [:]
        resolved.root.forEachView { views[$0.node.index] = $0 }
        self.views = views
    }

    /// The smallest contrast ratio of text, and of large text (18 points, or 14 bold), WCAG 2's AA.
    static let textContrast = 4.5
    static let largeTextContrast = 3.0
    /// The smallest contrast ratio of a button's icon, WCAG 2's for graphical objects.
    static let iconContrast = 3.0
    /// The smallest side of a touch target, in points, as Apple's guidelines give it.
    static let touchTarget = 44.0
    /// The smallest text, in points: the smallest size of Apple's type scale.
    static let smallestText = 11.0

    // MARK: - What the drawing shows

    /// The texts whose contrast with the pixels behind them, in `background` (the drawing drawn
    /// without text, at `scale`), is below the limit for their size, drawn in `appearance`.
    ///
    /// A text's ratio is the one its color has against the pixels behind 95% of its lines' boxes:
    /// a gradient or an image is measured where it is darkest or lightest behind the text, and a
    /// stray pixel of a neighbour's edge does not count.
    /// A text over a view designer cannot draw as the app does (`unknown`: a placeholder for a
    /// class it cannot run, an image it cannot find) is not measured; a note says how many.
    func contrastProblems(
        of texts: [DrawnText], background: Canvas, scale: Double, appearance: Appearance, unknown: [Int: Rect]
    ) -> [Diagnostic] {
        let backdrop = appearance == .dark ? (red: 0.0, green: 0.0, blue: 0.0) : (red: 255.0, green: 255.0, blue: 255.0)
        var problems: [Diagnostic] = []
        var unmeasured: [DrawnText] = []
        for text in texts where text.color.alpha * text.opacity > 0 {
            let hidden = unknown.contains { view, frame in
                view != text.view && text.lines.contains { Self.overlap($0, frame) }
            }
            guard !hidden else {
                unmeasured.append(text)
                continue
            }
            var ratios: [Double] = []
            for line in text.lines {
                let minX = max(Int((line.x * scale).rounded(.down)), background.originX)
                let maxX = min(Int((line.maxX * scale).rounded(.up)), background.originX + background.width)
                let minY = max(Int((line.y * scale).rounded(.down)), background.originY)
                let maxY = min(Int((line.maxY * scale).rounded(.up)), background.originY + background.height)
                guard minX < maxX, minY < maxY else { continue }
                for y in minY..<maxY {
                    for x in minX..<maxX {
                        let pixel = background.pixel(x: x, y: y)
                        // A pixel left clear shows the window behind the scene.
                        let clear = 255 - Double(pixel.alpha)
                        let behind = (
                            red: Double(pixel.red) + backdrop.red * clear / 255,
                            green: Double(pixel.green) + backdrop.green * clear / 255,
                            blue: Double(pixel.blue) + backdrop.blue * clear / 255
                        )
                        ratios.append(Contrast.ratio(of: text.color, opacity: text.opacity, over: behind))
                    }
                }
            }
            guard !ratios.isEmpty else { continue }
            ratios.sort()
            let ratio = ratios[ratios.count / 20]
            let isLarge =
                text.font.size >= 18 || (text.font.size >= 14 && [.bold, .heavy, .black].contains(text.font.weight))
            let limit = isLarge ? Self.largeTextContrast : Self.textContrast
            guard ratio < limit else { continue }
            let view = resolved.document.allViews[text.view]
            let size = isLarge ? "large text" : "text"
            problems.append(
                Diagnostic(
                    .error,
                    "\(name(of: text.view)): the \(size) \(Printable.quoted(Self.shortened(text.text))) has a contrast of \(Self.ratioText(ratio)):1 against what is drawn behind it in the \(appearance.rawValue) appearance; \(size) needs \(Self.ratioText(limit)):1",
                    at: view.place.start, rule: .contrast))
        }
        if let first = unmeasured.first {
            let count =
                unmeasured.count == 1
                ? "the text \(Printable.quoted(Self.shortened(first.text))) is"
                : "\(unmeasured.count) texts (the first \(Printable.quoted(Self.shortened(first.text)))) are"
            problems.append(
                Diagnostic(
                    .note,
                    "\(count) drawn over views designer cannot draw as the app does (a class it cannot run, an image it cannot find), so \(unmeasured.count == 1 ? "its" : "their") contrast is not measured in the \(appearance.rawValue) appearance",
                    at: resolved.document.allViews[first.view].place.start, rule: .contrast))
        }
        return problems
    }

    /// The image each button shows as its icon (not its background image), by the button's
    /// position in `Document.allViews`.
    func buttonImages() -> [Int: String] {
        var images: [Int: String] = [:]
        for view in resolved.allViews where Self.uiKitClass(of: view.node) == "UIButton" {
            if let image = view.configuration?.value(of: "image")?.value(as: Image?.self) ?? nil {
                images[view.node.index] = image.path
            }
        }
        return images
    }

    /// The buttons whose icon has less than 3:1 contrast with what is drawn behind it in
    /// `appearance`: each pixel of the icon's rectangle that the icon changes, as `drawn` (the
    /// drawing without text) has it, against the same pixel in `behind` (the drawing without
    /// the icons either), both at `scale`. An icon's ratio is the one its most solid tenth of
    /// pixels reach: its anti-aliased edges, lighter than its strokes, do not count against it,
    /// and a template image in one color is measured by that color. An icon designer cannot
    /// draw as the app does (`unknown`) is not measured.
    func iconContrastProblems(
        of icons: [DrawnIcon], drawn: Canvas, behind: Canvas, scale: Double, appearance: Appearance,
        unknown: [Int: Rect]
    ) -> [Diagnostic] {
        let backdrop = appearance == .dark ? 0.0 : 255.0
        func color(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> [Double] {
            // A pixel left clear shows the window behind the scene.
            let clear = (255 - Double(pixel.alpha)) / 255
            return [pixel.red, pixel.green, pixel.blue].map { Double($0) + backdrop * clear }
        }
        var problems: [Diagnostic] = []
        var said: Set<Int> = []
        for icon in icons where unknown[icon.view] == nil && !said.contains(icon.view) {
            let minX = max(Int((icon.rect.x * scale).rounded(.down)), drawn.originX)
            let maxX = min(Int((icon.rect.maxX * scale).rounded(.up)), drawn.originX + drawn.width)
            let minY = max(Int((icon.rect.y * scale).rounded(.down)), drawn.originY)
            let maxY = min(Int((icon.rect.maxY * scale).rounded(.up)), drawn.originY + drawn.height)
            guard minX < maxX, minY < maxY else { continue }
            var ratios: [Double] = []
            for y in minY..<maxY {
                for x in minX..<maxX {
                    let (front, back) = (color(drawn.pixel(x: x, y: y)), color(behind.pixel(x: x, y: y)))
                    guard front != back else { continue }
                    ratios.append(
                        Contrast.ratio(
                            Contrast.luminance(red: front[0], green: front[1], blue: front[2]),
                            Contrast.luminance(red: back[0], green: back[1], blue: back[2])))
                }
            }
            guard !ratios.isEmpty else { continue }
            ratios.sort()
            let ratio = ratios[ratios.count * 9 / 10]
            guard ratio < Self.iconContrast else { continue }
            said.insert(icon.view)
            problems.append(
                Diagnostic(
                    .error,
                    "\(name(of: icon.view)): the button's image \(Printable.quoted(icon.path)) has a contrast of \(Self.ratioText(ratio)):1 against what is drawn behind it in the \(appearance.rawValue) appearance; an icon needs \(Self.ratioText(Self.iconContrast)):1",
                    at: resolved.document.allViews[icon.view].place.start, rule: .iconContrast))
        }
        return problems
    }

    /// Where the views are, in the drawing, that designer draws other than the app does: those
    /// of classes it cannot run (a placeholder) and those with an image it does not have
    /// (`loaded` holds the paths of those it has), by their positions in `Document.allViews`.
    func unknownBackdrops(loaded: Set<String>) -> [Int: Rect] {
        var frames: [Int: Rect] = [:]
        func visit(_ view: ResolvedView, origin: Point) {
            let frame = view.node.frame
            let placed = Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
            let configuration = view.configuration
            var isUnknown = configuration == nil || configuration?.componentClass.drawsAsPlaceholder == true
            for key in ["image", "backgroundImage"] {
                if let image = configuration?.value(of: key)?.value(as: Image?.self) ?? nil,
                    !loaded.contains(image.path)
                {
                    isUnknown = true
                }
            }
            if isUnknown { frames[view.node.index] = placed }
            for subview in view.subviews { visit(subview, origin: Point(x: placed.x, y: placed.y)) }
        }
        visit(resolved.root, origin: Point(x: 0, y: 0))
        return frames
    }

    /// Texts smaller than 11 points.
    func smallTextProblems(of texts: [DrawnText]) -> [Diagnostic] {
        var said: Set<Int> = []
        return texts.compactMap { text in
            guard text.font.size < Self.smallestText, said.insert(text.view).inserted else { return nil }
            return Diagnostic(
                .warning,
                "\(name(of: text.view)): the text \(Printable.quoted(Self.shortened(text.text))) is \(text.font.size.text) points; the smallest Apple's type scale uses is \(Self.smallestText.text)",
                at: resolved.document.allViews[text.view].place.start, rule: .smallText)
        }
    }

    /// Views that draw text in a font of a fixed size, which does not grow with the user's text size.
    func fixedFontProblems(of texts: [DrawnText]) -> [Diagnostic] {
        let views = Set(texts.map(\.view))
        var problems: [Diagnostic] = []
        for view in resolved.allViews where views.contains(view.node.index) {
            guard let configuration = view.configuration, let style = configuration.value(of: "textStyle"),
                (style.value(as: String?.self) ?? nil) == nil
            else { continue }
            let size = configuration.value(of: "fontSize")?.value(as: Double.self) ?? 17
            problems.append(
                Diagnostic(
                    .warning,
                    "\(name(of: view.node.index)): its font is a fixed \(size.text) points, which does not follow the user's text size (Dynamic Type); a text style would",
                    at: view.node.place.start, rule: .fixedFontSize))
        }
        return problems
    }

    /// Texts cut short with "…", and texts of two views whose lines overlap, at the text size
    /// `contentSize`, in `localization` (`nil`: the strings as written).
    func textFitProblems(
        of texts: [DrawnText], at contentSize: ContentSizeCategory, in localization: Localization? = nil
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let size = "text size \(contentSize.name)" + (localization.map { " in \($0)" } ?? "")
        for text in texts {
            guard let shown = text.shortened else { continue }
            problems.append(
                Diagnostic(
                    .warning,
                    "\(name(of: text.view)): the text is cut off at \(size): it shows \(Printable.quoted(Self.ending(shown)))",
                    at: resolved.document.allViews[text.view].place.start, rule: .textCutOff))
        }
        // Each pair of views once, however many of their lines overlap: the lines swept from the
        // top, each against those that start above its bottom.
        let lines = texts.flatMap { text in text.lines.map { (view: text.view, box: $0) } }.sorted {
            $0.box.y < $1.box.y
        }
        var said: Set<[Int]> = []
        for (index, line) in lines.enumerated() {
            for other in lines[(index + 1)...] {
                guard other.box.y < line.box.y + line.box.height else { break }
                let (earlier, later) = (min(line.view, other.view), max(line.view, other.view))
                guard earlier != later, Self.overlap(line.box, other.box), said.insert([earlier, later]).inserted
                else { continue }
                problems.append(
                    Diagnostic(
                        .warning,
                        "\(name(of: later)): its text overlaps the text of \(name(of: earlier)) at \(size)",
                        at: resolved.document.allViews[later].place.start, rule: .textOverlap))
            }
        }
        return problems
    }

    /// Whether two lines' boxes overlap by more than a point each way: lines that only touch, or
    /// whose boxes' leading overlaps a little, do not.
    private static func overlap(_ first: Rect, _ second: Rect) -> Bool {
        let width = min(first.x + first.width, second.x + second.width) - max(first.x, second.x)
        let height = min(first.y + first.height, second.y + second.height) - max(first.y, second.y)
        return width > 1 && height > 1
    }

    // MARK: - What the views are

    /// Buttons and controls smaller than 44 × 44 points, shown.
    func touchTargetProblems() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        forEachShownView { view in
            guard Self.isControl(view.node) else { return }
            let frame = view.node.frame
            guard frame.width < Self.touchTarget || frame.height < Self.touchTarget else { return }
            problems.append(
                Diagnostic(
                    .warning,
                    "\(name(of: view.node.index)): the \(Self.kind(of: view.node)) is \(frame.width.text) × \(frame.height.text) points; a touch target needs \(Self.touchTarget.text) × \(Self.touchTarget.text)",
                    at: view.node.place.start, rule: .touchTarget))
        }
        return problems
    }

    /// Accessibility elements VoiceOver has nothing to read for, two of one label, and elements
    /// inside elements, which VoiceOver never reaches.
    func labelProblems(textViews: Set<Int>) -> [Diagnostic] {
        guard !JSONFormat.accepts(resolved.document.source) else { return [] }
        var problems: [Diagnostic] = []
        // A label is compared with those of its own cell: a table's prototype cells are templates,
        // not elements on the screen together.
        var labels: [String: ViewNode] = [:]
        var enclosing: [(end: Int, node: ViewNode)] = []
        var cells: [(end: Int, index: Int)] = []
        forEachShownView { view in
            let node = view.node
            while let last = enclosing.last, last.end <= node.index { enclosing.removeLast() }
            while let last = cells.last, last.end <= node.index { cells.removeLast() }
            if ["UITableViewCell", "UICollectionViewCell", "UICollectionReusableView"].contains(
                Self.uiKitClass(of: node))
            {
                cells.append((node.descendantsEnd, node.index))
            }
            guard reader.isElement(node) else { return }
            if let outer = enclosing.last {
                problems.append(
                    Diagnostic(
                        .warning,
                        "\(name(of: node.index)) is an accessibility element inside \(name(of: outer.node.index)), which is one too: VoiceOver reads the outer one and never reaches this one",
                        at: node.place.start, rule: .nestedElement))
            }
            if accessibility[node.index]?.isElement == true { enclosing.append((node.descendantsEnd, node)) }
            guard let label = reader.label(of: view, drawsText: textViews.contains(node.index)) else {
                if let kind = unlabelledKind(of: view) {
                    problems.append(
                        Diagnostic(
                            .error,
                            "\(name(of: node.index)): the \(kind) has no accessibility label, so VoiceOver has nothing to read for it; set one in the Identity inspector",
                            at: node.place.start, rule: .missingLabel))
                }
                return
            }
            let key = "\(cells.last?.index ?? -1) \(label)"
            if let first = labels[key] {
                problems.append(
                    Diagnostic(
                        .warning,
                        "\(Self.identity(of: node)) has the accessibility label \(Printable.quoted(label)), as \(Self.identity(of: first)) has: VoiceOver users cannot tell them apart",
                        at: node.place.start, rule: .duplicateLabel,
                        related: [.init("the other element", location: .document(offset: first.place.start))]))
            } else {
                labels[key] = node
            }
        }
        return problems
    }

    // MARK: - Views

    /// Calls `body` with every view that is shown: not hidden, not transparent, nor inside one that is.
    private func forEachShownView(_ body: (ResolvedView) -> Void) {
        func visit(_ view: ResolvedView) {
            if let configuration = view.configuration {
                if configuration.value(of: "isHidden")?.value(as: Bool.self) == true { return }
                if (configuration.value(of: "alpha")?.value(as: Double.self) ?? 1) <= 0 { return }
            }
            body(view)
            view.subviews.forEach(visit)
        }
        visit(resolved.root)
    }

    /// The UIKit class a view is, whatever its custom class.
    private static func uiKitClass(of node: ViewNode) -> String { AccessibilityReader.uiKitClass(of: node) }

    private static let controls: Set<String> = [
        "UIButton", "UIControl", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl",
        "UIDatePicker", "UIColorWell",
    ]

    /// Buttons and the controls a finger works; UIKit's standard controls of a fixed height
    /// (switches, steppers, segmented controls, sliders, page controls) take touches beyond their
    /// frames, so only buttons and custom controls are measured.
    private static func isControl(_ node: ViewNode) -> Bool {
        ["UIButton", "UIControl"].contains(uiKitClass(of: node))
    }

    private static func kind(of node: ViewNode) -> String {
        uiKitClass(of: node) == "UIButton" ? "button" : "control"
    }

    /// What an element without a label is, where a label is needed: a button with an image and
    /// no title shown, an image view or a custom view made an element; `nil` for the others (a
    /// text field's emptiness is its content).
    private func unlabelledKind(of view: ResolvedView) -> String? {
        switch Self.uiKitClass(of: view.node) {
        case "UIButton":
            let image = view.configuration?.value(of: "image")?.value(as: Image?.self) ?? nil
            return image != nil ? "image-only button" : nil
        case "UIImageView": return "image view"
        case "UIView", "UIControl": return accessibility[view.node.index]?.isElement == true ? "view" : nil
        default: return nil
        }
    }

    /// How a finding names a view: the label VoiceOver reads or the text it shows, else its
    /// document label or id.
    func name(of index: Int) -> String {
        let view = views[index]
        let node = resolved.document.allViews[index]
        if let label = accessibility[index]?.label, !label.isEmpty { return Printable.quoted(label) }
        if let configuration = view?.configuration {
            for key in ["text", "title"] {
                if let text = configuration.value(of: key)?.value(as: String.self), !text.isEmpty {
                    return Printable.quoted(Self.shortened(text))
                }
            }
        }
        if let label = node.label { return Printable.quoted(label) }
        return "\(Self.uiKitClass(of: node)) \(node.id ?? "#\(index)")"
    }

    /// How a finding about a view's label names the view: its class and its document label or id.
    private static func identity(of node: ViewNode) -> String {
        "\(uiKitClass(of: node)) \(node.label.map(Printable.quoted) ?? node.id ?? "#\(node.index)")"
    }

    /// A text cut to 40 characters, on one line, for a message.
    static func shortened(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }

    /// The end of a text cut short, where it is cut, on one line: the whole text when it is short,
    /// else "…" and its last 39 characters, so that a long text's name and where it is cut are
    /// not said as the same 40 characters.
    static func ending(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 40 ? "…" + String(line.suffix(39)) : line
    }

    /// A ratio as a message gives it: two decimals, rounded down, so that 4.499 is not said as 4.50.
    static func ratioText(_ ratio: Double) -> String {
        ((ratio * 100).rounded(.down) / 100).text
    }
}

extension Diagnostic.Rule {
    /// Text drawn with too little contrast against what is behind it.
    static let contrast = Diagnostic.Rule(
        "contrast", .error,
        "Text whose contrast with the pixels drawn behind it is below WCAG 2's 4.5:1 (3:1 for large text: 18 points, or 14 bold), in each appearance audited."
    )
    /// A button's icon drawn with too little contrast against what is behind it.
    static let iconContrast = Diagnostic.Rule(
        "icon-contrast", .error,
        "A button's image whose contrast with the pixels drawn behind it is below WCAG 2's 3:1 for graphical objects, in each appearance audited."
    )
    /// An element VoiceOver has nothing to read for.
    static let missingLabel = Diagnostic.Rule(
        "missing-label", .error,
        "An image-only button, or an image view or custom view made an accessibility element, with no accessibility label."
    )
    /// Two elements of one scene with one label.
    static let duplicateLabel = Diagnostic.Rule(
        "duplicate-label", .warning,
        "Two accessibility elements of one scene with the same label, which VoiceOver users cannot tell apart.")
    /// An element inside an element.
    static let nestedElement = Diagnostic.Rule(
        "nested-element", .warning, "An accessibility element inside another, which VoiceOver never reaches.")
    /// A control too small to touch.
    static let touchTarget = Diagnostic.Rule(
        "touch-target", .warning, "A button or custom control smaller than 44 × 44 points.")
    /// Text below the type scale.
    static let smallText = Diagnostic.Rule(
        "small-text", .warning, "Text smaller than 11 points, the smallest Apple's type scale uses.")
    /// A string the user reads with no translation in a language audited.
    static let missingTranslation = Diagnostic.Rule(
        "missing-translation", .warning,
        "A string the user reads that the strings table or String Catalog of a language audited (--locale) lacks.")
    /// Text cut short.
    static let textCutOff = Diagnostic.Rule(
        "text-cut-off", .warning,
        "Text cut short with an ellipsis, at a text size (--content-size) or in a language (--locale) audited.")
    /// Texts on top of each other.
    static let textOverlap = Diagnostic.Rule(
        "text-overlap", .warning,
        "The texts of two views drawn over each other, at a text size or in a language audited.")
    /// Text that does not follow Dynamic Type.
    static let fixedFontSize = Diagnostic.Rule(
        "fixed-font-size", .warning,
        "Text in a font of a fixed size, which does not grow with the user's text size (Dynamic Type), where a text style would."
    )
}
