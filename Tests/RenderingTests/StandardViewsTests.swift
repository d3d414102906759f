import DesignerCore
import Inspectable
import StandardViews
import Testing

@testable import Rendering

@Suite("StandardViews: registered and drawn as UIKit draws them")
struct StandardViewsTests {
    // MARK: - Registration

    @Test func everyStandardViewRegistersUnderItsUIKitName() throws {
        let registry = try ComponentRegistry(StandardViews.components)
        let names = registry.classNames.dropFirst()
        #expect(names.count == 28)
        #expect(names.allSatisfy { $0.hasPrefix("UI") || $0 == "WKWebView" || $0 == "MKMapView" }, "\(names)")
        #expect(Array(ComponentRegistry.shipped.classNames.suffix(names.count)) == Array(names))
    }

    /// The names, types and defaults Interface Builder documents are mapped to: they must not change unnoticed.
    @Test(arguments: [
        (
            "UILabel",
            [
                "text: String = Label", "textColor: Color = label", "fontSize: Double = 17",
                "fontWeight: Font.Weight = regular", "fontName: String? = nil", "fontFamily: String? = nil",
                "textStyle: String? = nil", "textAlignment: TextAlignment = natural",
                "numberOfLines: Int = 1", "lineBreakMode: LineBreakMode = byTruncatingTail",
            ]
        ),
        (
            "UIButton",
            [
                "title: String = Button", "image: Image? = nil", "imageSize: Size? = nil",
                "backgroundImage: Image? = nil", "tintsImage: Bool = false",
                "contentEdgeInsets: EdgeInsets = 0,0,0,0", "imageEdgeInsets: EdgeInsets = 0,0,0,0",
                "titleEdgeInsets: EdgeInsets = 0,0,0,0",
                "contentHorizontalAlignment: ContentHorizontalAlignment = center",
                "contentVerticalAlignment: ContentVerticalAlignment = center",
                "lineBreakMode: LineBreakMode = byTruncatingMiddle", "titleColor: Color? = nil",
                "fontSize: Double = 15",
                "fontWeight: Font.Weight = regular", "fontName: String? = nil", "fontFamily: String? = nil",
                "textStyle: String? = nil", "tintColor: Color? = nil",
                "configurationStyle: ButtonConfigurationStyle = default", "cornerStyle: ButtonCornerStyle = dynamic",
                "baseBackgroundColor: Color? = nil",
            ]
        ),
        (
            "UIImageView",
            [
                "image: Image? = nil", "highlightedImage: Image? = nil", "isHighlighted: Bool = false",
                "contentMode: ContentMode = scaleToFill", "tintColor: Color? = nil",
            ]
        ),
        (
            "UIProgressView",
            ["progress: Double = 0.5", "progressTintColor: Color? = nil", "trackTintColor: Color? = nil"]
        ),
        ("UISwitch", ["on: Bool = true", "onTintColor: Color? = nil", "thumbTintColor: Color? = nil"]),
        (
            "UISlider",
            [
                "value: Double = 0.5", "minimumValue: Double = 0", "maximumValue: Double = 1",
                "minimumTrackTintColor: Color? = nil", "maximumTrackTintColor: Color? = nil",
                "thumbTintColor: Color? = nil",
            ]
        ),
        (
            "UITextField",
            [
                "text: String = ", "placeholder: String = ", "textColor: Color = label", "fontSize: Double = 14",
                "fontName: String? = nil", "fontFamily: String? = nil", "textStyle: String? = nil",
                "textAlignment: TextAlignment = natural", "borderStyle: TextField.BorderStyle = roundedRect",
            ]
        ),
        (
            "UITextView",
            [
                "text: String = ", "textColor: Color = label", "fontSize: Double = 14",
                "fontName: String? = nil", "fontFamily: String? = nil", "textStyle: String? = nil",
                "textAlignment: TextAlignment = natural",
            ]
        ),
        (
            "UISegmentedControl",
            [
                "segments: String = First,Second", "selectedSegmentIndex: Int = 0",
                "selectedSegmentTintColor: Color? = nil",
            ]
        ),
        (
            "UIActivityIndicatorView",
            ["color: Color? = nil", "isAnimating: Bool = false", "hidesWhenStopped: Bool = true"]
        ),
        (
            "UIStepper",
            [
                "value: Double = 0", "minimumValue: Double = 0", "maximumValue: Double = 100",
                "stepValue: Double = 1",
            ]
        ),
        (
            "UIPageControl",
            [
                "numberOfPages: Int = 3", "currentPage: Int = 0", "pageIndicatorTintColor: Color? = nil",
                "currentPageIndicatorTintColor: Color? = nil",
            ]
        ),
        (
            "UITableViewCell",
            ["accessoryType: TableViewCell.Accessory = none", "tintColor: Color? = nil"]
        ),
        ("UIStackView", []), ("WKWebView", []), ("MKMapView", []),
    ])
    func theAttributesAreInterfaceBuildersNamesTypesAndDefaults(className: String, expected: [String]) throws {
        let componentClass = try #require(ComponentRegistry.shipped.componentClass(named: className))
        let own = componentClass.attributes.filter { $0.className == className }
        #expect(own.map { "\($0.name): \($0.typeName) = \($0.defaultValue.text)" } == expected)
        #expect(own.allSatisfy { $0.summary?.isEmpty == false })
        #expect(componentClass.attributes.count == own.count + 11)
    }

    @Test func aDocumentOfStandardViewsDrawsWithoutWarnings() throws {
        let (drawing, diagnostics) = try drawing(
            #"{"class": "UIStackView", "frame": {"x": 0, "y": 0, "width": 200, "height": 100}, "subviews": [{"class": "UISwitch", "frame": {"x": 0, "y": 0, "width": 51, "height": 31}}, {"class": "UILabel", "frame": {"x": 0, "y": 40, "width": 100, "height": 21}}]}"#,
            registry: .shipped)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(drawing.texts.map(\.text) == ["Label"])
    }

    // MARK: - UILabel

    @Test func aLabelOfOneLineIsCutShortWithAnEllipsis() throws {
        var label = Label()
        label.text = "A label far too long for its one line"
        let drawing = commands(of: label, size: Size(width: 120, height: 21))
        let text = try #require(drawing.texts.first)
        #expect(text.font == .system(size: 17))
        #expect(text.color == .label.resolved(for: .light))
        let lines = TextLayout(text).lines
        #expect(lines.count == 1)
        #expect(lines.first?.text.hasSuffix("…") == true, "\(lines.map(\.text))")
        // Centred down the bounds, as UILabel centres its text.
        #expect(abs((lines.first?.middle ?? 0) - 10.5) < 1)
    }

    @Test(arguments: [(2, 2, true), (0, 3, false)])
    func aLabelShowsItsNumberOfLines(numberOfLines: Int, shown: Int, truncated: Bool) throws {
        var label = Label()
        label.text = "One two three four five six seven eight nine ten eleven"
        label.numberOfLines = numberOfLines
        label.textAlignment = .center
        let drawing = commands(of: label, size: Size(width: 200, height: 100))
        let lines = TextLayout(try #require(drawing.texts.first)).lines
        #expect(lines.count == shown, "\(lines.map(\.text))")
        #expect(lines.last?.text.hasSuffix("…") == truncated)
        #expect(try #require(drawing.texts.first).style.alignment == .center)
    }

    // MARK: - UIButton

    @Test func aButtonsTitleIsInTheTintUnlessItHasAColor() throws {
        var button = Button()
        let size = Button.defaultSize
        #expect(commands(of: button, size: size).texts.first?.color == Color.systemBlue.resolved(for: .light))
        button.tintColor = .systemRed
        #expect(commands(of: button, size: size).texts.first?.color == Color.systemRed.resolved(for: .light))
        button.titleColor = .systemGreen
        let title = try #require(commands(of: button, size: size).texts.first)
        #expect(title.color == Color.systemGreen.resolved(for: .light))
        #expect(title.text == "Button")
        #expect(title.font == .system(size: 15))
        #expect(title.style.alignment == .center)
    }

    /// The content alignments place the title, alone or after its image, at the edges they name;
    /// the line break mode cuts it short, in its middle unless it says otherwise.
    @Test(arguments: [
        (ContentHorizontalAlignment.center, ContentVerticalAlignment.center, 100.0, 20.0),
        (.left, .top, 0, 0), (.leading, .bottom, 0, 40), (.right, .center, 200, 20), (.trailing, .top, 200, 0),
        (.fill, .fill, 0, 0),
    ])
    func aButtonsContentAlignmentsPlaceItsTitle(
        across: ContentHorizontalAlignment, down: ContentVerticalAlignment, x: Double, y: Double
    ) throws {
        var button = Button()
        button.title = "Go"
        button.contentHorizontalAlignment = across
        button.contentVerticalAlignment = down
        let size = Size(width: 200, height: 40)
        let title = try #require(commands(of: button, size: size).texts.first)
        // The point of the title's rectangle the alignments name: its centre, or an edge.
        func point(_ start: Double, _ length: Double, _ position: Double) -> Double {
            position == 0 ? start : position == 100 || position == 20 ? start + length / 2 : start + length
        }
        #expect(point(title.rect.x, title.rect.width, x) == x, "\(title.rect)")
        if down != .fill { #expect(point(title.rect.y, title.rect.height, y) == y, "\(title.rect)") }
        #expect(title.style.lineBreakMode == .byTruncatingMiddle)
        let alignment: TextAlignment = x == 0 ? .left : x == 200 ? .right : .center
        #expect(title.style.alignment == alignment)
        button.image = Image(path: "icon.png")
        button.imageSize = Size(width: 20, height: 20)
        let drawn = commands(of: button, size: size).commands
        guard case .image(let image) = drawn.first, let title = commands(of: button, size: size).texts.first else {
            Issue.record("\(drawn)")
            return
        }
        // The image leads, the title follows it.
        #expect(title.rect.x == image.rect.maxX)
        let left =
            across == .center
            ? 100 - (20 + title.rect.width) / 2
            : across == .right || across == .trailing
                ? 200 - 20 - title.rect.width : 0
        #expect(abs(image.rect.x - left) < 0.001, "\(image.rect)")
    }

    /// Right to left, leading is the right edge: a button aligned to it puts its image there,
    /// the title before it; one aligned left stays at the left.
    @Test func aButtonAlignedToItsLeadingEdgeStartsAtTheRightInRightToLeft() throws {
        var button = Button()
        button.title = "Go"
        button.contentHorizontalAlignment = .leading
        button.image = Image(path: "icon.png")
        button.imageSize = Size(width: 20, height: 20)
        let size = Size(width: 200, height: 40)
        let drawn = commands(of: button, size: size, layoutDirection: .rightToLeft)
        guard case .image(let image) = drawn.commands.first, let title = drawn.texts.first else {
            Issue.record("\(drawn)")
            return
        }
        #expect(image.rect.maxX == 200)
        #expect(abs(title.rect.maxX - image.rect.x) < 0.001, "\(title.rect) \(image.rect)")
        #expect(title.style.alignment == .right)
        // Aligned left, the two start at the left edge, the image still leading, on the title's right.
        button.contentHorizontalAlignment = .left
        let left = commands(of: button, size: size, layoutDirection: .rightToLeft)
        guard case .image(let leftImage) = left.commands.first, let leftTitle = left.texts.first else {
            Issue.record("\(left)")
            return
        }
        #expect(leftTitle.rect.x == 0)
        #expect(abs(leftImage.rect.x - leftTitle.rect.maxX) < 0.001, "\(leftTitle.rect) \(leftImage.rect)")
    }

    /// A cell's accessory is at its trailing edge: the left one right to left, the chevron
    /// pointing left there; a checkmark keeps its shape.
    @Test func aCellsAccessoryIsAtTheLeftInRightToLeft() throws {
        var cell = TableViewCell()
        cell.accessoryType = .disclosureIndicator
        let size = Size(width: 320, height: 44)
        for (direction, tip, back) in [(LayoutDirection.leftToRight, 304.0, 297.0), (.rightToLeft, 16, 23)] {
            guard
                case .stroke(.path(let chevron), _, _) = commands(of: cell, size: size, layoutDirection: direction)
                    .commands.first
            else {
                Issue.record("no chevron")
                continue
            }
            let xs = chevron.elements.compactMap { element -> Double? in
                switch element {
                case .move(let point), .line(let point): point.x
                default: nil
                }
            }
            #expect(xs == [back, tip, back], "\(direction): \(xs)")
        }
        cell.accessoryType = .checkmark
        guard
            case .stroke(.path(let check), _, _) = commands(of: cell, size: size, layoutDirection: .rightToLeft)
                .commands.first,
            case .move(let start) = check.elements.first, case .line(let end) = check.elements.last
        else {
            Issue.record("no checkmark")
            return
        }
        #expect(start.x == 16 && end.x == 30)
    }

    /// Right to left, a progress view fills from the right; so does a slider, unless it plays
    /// back media (`playback`, drawn left to right); a switch that is on has its knob at the left.
    @Test func controlsFillFromTheRightInRightToLeft() throws {
        var progress = ProgressView()
        progress.progress = 0.25
        let size = Size(width: 200, height: 4)
        for (direction, x) in [(LayoutDirection.leftToRight, 0.0), (.rightToLeft, 150)] {
            let fills = commands(of: progress, size: size, layoutDirection: direction).commands.compactMap {
                command -> Rect? in
                if case .fill(let shape, _) = command { return shape.boundingBox }
                return nil
            }
            #expect(fills.count == 2 && fills[1].x == x && fills[1].width == 50, "\(direction): \(fills)")
        }
        let knobs = [LayoutDirection.leftToRight, .rightToLeft].map { direction in
            try? render(Switch(), size: Switch.defaultSize, layoutDirection: direction)
        }
        // The knob is white where the track is green: near the right end, or the left.
        let white = { (canvas: Canvas?, x: Int) in canvas.map { $0.pixel(x: x, y: 15).red > 200 } ?? false }
        #expect(white(knobs[0], 36) && !white(knobs[0], 14))
        #expect(white(knobs[1], 14) && !white(knobs[1], 36))
    }

    /// A label's natural text aligns with its leading edge: right in right to left; an alignment
    /// it names stays.
    @Test(arguments: [
        (TextAlignment.natural, LayoutDirection.leftToRight, TextAlignment.left), (.natural, .rightToLeft, .right),
        (.left, .rightToLeft, .left), (.center, .rightToLeft, .center), (.right, .leftToRight, .right),
    ])
    func naturalTextFollowsTheLayoutDirection(
        alignment: TextAlignment, direction: LayoutDirection, drawn: TextAlignment
    ) throws {
        var label = Label()
        label.textAlignment = alignment
        let text = try #require(
            commands(of: label, size: Size(width: 100, height: 21), layoutDirection: direction).texts.first)
        #expect(text.style.alignment == drawn)
    }

    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail])
    func aButtonsTitleIsCutShortByItsLineBreakMode(mode: LineBreakMode) throws {
        var button = Button()
        button.title = "A title much too long for its button"
        button.lineBreakMode = mode
        let title = try #require(commands(of: button, size: Button.defaultSize).texts.first)
        #expect(title.style.lineBreakMode == mode)
        let lines = TextLayout(title).lines.map(\.text)
        #expect(lines.count == 1 && lines[0].contains("…"), "\(lines)")
        #expect(lines[0].hasPrefix("…") == (mode == .byTruncatingHead), "\(lines)")
        #expect(lines[0].hasSuffix("…") == (mode == .byTruncatingTail), "\(lines)")
    }

    // MARK: - UIImageView

    @Test func anImageViewDrawsItsImageByItsContentModeAndNothingWithout() throws {
        var view = ImageView()
        #expect(commands(of: view, size: ImageView.defaultSize).commands.isEmpty)
        view.image = Image(path: "icon.png")
        view.contentMode = .scaleAspectFit
        view.tintColor = .systemBlue
        let drawn = commands(of: view, size: ImageView.defaultSize).commands
        guard case .image(let image) = drawn.first, drawn.count == 1 else {
            Issue.record("\(drawn)")
            return
        }
        #expect(image.image.path == "icon.png")
        #expect(image.contentMode == .scaleAspectFit)
        #expect(image.tint == Color.systemBlue.resolved(for: .light))
    }

    /// A highlighted image view draws its highlighted image, or its image where it has none.
    @Test(arguments: [
        (false, "icon.png" as String?, "icon.png"), (true, "lit.png", "lit.png"), (true, nil, "icon.png"),
    ])
    func aHighlightedImageViewDrawsItsHighlightedImage(isHighlighted: Bool, highlighted: String?, drawn: String) {
        var view = ImageView()
        view.image = Image(path: "icon.png")
        view.highlightedImage = highlighted.map { Image(path: $0) }
        view.isHighlighted = isHighlighted
        let commands = commands(of: view, size: ImageView.defaultSize).commands
        guard case .image(let image) = commands.first, commands.count == 1 else {
            Issue.record("\(commands)")
            return
        }
        #expect(image.image.path == drawn)
    }

    // MARK: - UITextField

    @Test func anEmptyTextFieldShowsItsPlaceholderInGray() throws {
        var field = TextField()
        field.placeholder = "Email"
        let placeholder = try #require(commands(of: field, size: TextField.defaultSize).texts.first)
        #expect(placeholder.text == "Email")
        #expect(placeholder.color == Color.placeholderText.resolved(for: .light))
        #expect(placeholder.rect.x == 7)
        field.text = "me@example.com"
        let text = try #require(commands(of: field, size: TextField.defaultSize).texts.first)
        #expect(text.text == "me@example.com")
        #expect(text.color == Color.label.resolved(for: .light))
        #expect(text.font == .system(size: 14))
    }

    @Test func aTextFieldDrawsTheBorderOfItsStyle() throws {
        var field = TextField()
        field.text = "Text"
        let size = TextField.defaultSize
        field.borderStyle = .none
        #expect(commands(of: field, size: size).commands.count == 1)
        #expect(commands(of: field, size: size).texts.first?.rect.x == 0)
        field.borderStyle = .roundedRect
        let rounded = try render(field, size: size)
        // The hairline border at the edge, the light fill inside.
        #expect(rounded.rgba(x: 1, y: 17) == rgba(.white))
        #expect(rounded.rgba(x: 0, y: 17)[3] > 0)
        field.borderStyle = .line
        let line = try render(field, size: size)
        #expect(line.rgba(x: 0, y: 17) == rgba(.black))
        #expect(line.rgba(x: 1, y: 17) == [0, 0, 0, 0])
        #expect(TextField.BorderStyle.allCases.map(\.rawValue) == ["none", "line", "bezel", "roundedRect"])
    }

    // MARK: - UITextView

    @Test func aTextViewWrapsItsTextFromTheTopLeftWithinItsInsets() throws {
        var view = TextView()
        view.text = String(repeating: "Words that wrap onto many lines. ", count: 20)
        let drawing = commands(of: view, size: TextView.defaultSize)
        let text = try #require(drawing.texts.first)
        #expect(text.rect.x == 5 && text.rect.y == 8 && text.rect.width == 230)
        let lines = TextLayout(text).lines
        #expect(lines.count > 8)
        #expect(lines.allSatisfy { $0.x == 5 })
        // The first line at the top, not centred down the view; the text cut off at its bottom.
        #expect(try #require(lines.first).baseline < 30)
        guard case .group(let group) = drawing.commands.first else {
            Issue.record("the text is not clipped")
            return
        }
        #expect(group.clip == .rect(Rect(x: 0, y: 0, width: 240, height: 128)))
    }
}
