package import Inspectable

/// Draws a scene's bars over its root view, as Interface Builder's canvas draws a controller's
/// simulated metrics in iOS 13 and later's default appearance: each bar a solid
/// `systemBackground` (the chrome material, which a translucent bar blurs, approximated) with a
/// `separator` hairline on its edge toward the content; the navigation item's title centred in
/// 17-point semibold `label`, its buttons and back button in the tint (`systemBlue`); the tab
/// bar's items side by side, image above a 10-point medium title, the selected one in the tint
/// and the others in `systemGray`, badges as red capsules; the status bar's "9:41" and battery.
/// Images are drawn by name as templates in their item's color; a system item without a title
/// is drawn as a simple glyph (`SceneChrome.glyph`). A bar's own colors (`SceneChrome.BarColors`)
/// replace the background and the tint; a dark bar is black with a white title.
package enum SceneChromeDrawing {
    /// The color of the buttons and of the selected tab.
    static let tint = Color.systemBlue
    /// The side of the square a bar button's image or glyph is drawn in.
    static let buttonImageSide = 24.0

    /// Draws `chrome` into `context`, whose coordinates are the screen's. In a right-to-left
    /// `layoutDirection` the bars are mirrored, as UIKit lays them out: the back button and the
    /// left items at the right, the tabs from the right, the time at the right; their titles
    /// and images still read left to right.
    static func draw(_ chrome: SceneChrome, in context: inout GraphicsContext) {
        var elements: [AccessibilityElement] = []
        draw(chrome, in: &context, elements: &elements)
    }

    /// The bars' items VoiceOver reads, where `draw(_:in:)` draws them, in the coordinates of a
    /// drawing of the scene: the back button, the bar button items and the title of the
    /// navigation bar, the toolbar's buttons and the tab bar's items. An item shown as an image
    /// is read by the image's name, as UIKit labels an image by its name; a system item by its own.
    package static func accessibilityElements(
        of chrome: SceneChrome, fonts: ProjectFonts?, layoutDirection: LayoutDirection = .leftToRight
    ) -> [AccessibilityElement] {
        let screen = chrome.screen
        var context = GraphicsContext(
            size: Size(width: screen.width, height: screen.height), origin: Point(x: -screen.x, y: -screen.y),
            fonts: fonts)
        var elements: [AccessibilityElement] = []
        draw(chrome, in: &context, elements: &elements)
        return elements.map { element in
            var element = element
            if layoutDirection.isRightToLeft {
                // The bars are drawn mirrored across the screen's centre line.
                element.frame.x = 2 * screen.x + screen.width - element.frame.x - element.frame.width
            }
            element.frame = element.frame.offsetBy(dx: -screen.x, dy: -screen.y)
            return element
        }
    }

    /// Draws `chrome` into `context`, adding the items VoiceOver reads to `elements` where they
    /// are before any mirroring.
    private static func draw(
        _ chrome: SceneChrome, in context: inout GraphicsContext, elements: inout [AccessibilityElement]
    ) {
        let isRightToLeft = context.layoutDirection.isRightToLeft
        context.mirroringHorizontally(when: isRightToLeft) { context in
            if let bar = chrome.navigationBar { draw(bar, in: &context, elements: &elements) }
            // A toolbar on a tab bar goes first, so that the tab bar's hairline shows between them.
            if let bar = chrome.toolbar {
                context.fill(bar.frame, color: background(of: bar.colors))
                context.fill(
                    Rect(x: bar.frame.x, y: bar.frame.y - 0.5, width: bar.frame.width, height: 0.5), color: .separator)
                let items = Rect(x: bar.frame.x, y: bar.frame.y, width: bar.frame.width, height: bar.itemHeight)
                drawToolbarItems(
                    bar.items, in: items, tint: bar.colors.tint ?? tint, context: &context, elements: &elements)
            }
            if let bar = chrome.tabBar { draw(bar, in: &context, elements: &elements) }
        }
        if let bar = chrome.statusBar { draw(bar, isRightToLeft: isRightToLeft, in: &context) }
    }

    /// A bar's background: its own color, black for a dark bar, else `systemBackground`.
    private static func background(of colors: SceneChrome.BarColors) -> Color {
        colors.background ?? (colors.isDark ? .black : .systemBackground)
    }

    // MARK: - Navigation bar

    private static func draw(
        _ bar: SceneChrome.NavigationBar, in context: inout GraphicsContext, elements: inout [AccessibilityElement]
    ) {
        let whole = bar.frame
        let tint = bar.colors.tint ?? tint
        let titleColor = bar.colors.title ?? (bar.colors.isDark ? .white : .label)
        // The bar's background reaches up behind the status bar, to the screen's top edge.
        context.fill(
            Rect(x: whole.x, y: 0, width: whole.width, height: whole.maxY), color: background(of: bar.colors))
        context.fill(Rect(x: whole.x, y: whole.maxY, width: whole.width, height: 0.5), color: .separator)
        // A prompt has a 30-point row above the buttons', a large title a 52-point row below it.
        let promptHeight = bar.prompt == nil ? 0.0 : 30
        let largeTitleHeight = bar.hasLargeTitle ? 52.0 : 0
        let frame = Rect(
            x: whole.x, y: whole.y + promptHeight, width: whole.width,
            height: max(0, whole.height - promptHeight - largeTitleHeight))
        if let prompt = bar.prompt {
            context.draw(
                prompt, in: Rect(x: whole.x, y: whole.y, width: whole.width, height: promptHeight),
                font: .system(size: 13), color: titleColor, alignment: .center)
        }
        // UIKit's bar margins: 16 points, 20 on the widest phones.
        let margin = frame.width >= 414 ? 20.0 : 16
        var leading = frame.x + margin
        if let back = bar.backTitle {
            leading = frame.x + 8
            let chevron = Rect(x: leading, y: frame.y + frame.height / 2 - 10.5, width: 13, height: 21)
            context.stroke(
                SceneChrome.glyph("back", in: chevron.insetBy(dx: 1.5, dy: 1.5)),
                style: StrokeStyle(lineWidth: 3, cap: .round, join: .round),
                color: tint)
            leading = chevron.maxX + 6
            let font = Font.system(size: 17)
            let width = min(context.size(of: back, font: font).width, frame.width / 3)
            context.draw(
                back, in: Rect(x: leading, y: frame.y, width: width, height: frame.height), font: font, color: tint,
                alignment: .left)
            elements.append(
                AccessibilityElement(
                    view: nil, label: back, traits: [.button],
                    frame: Rect(x: chevron.x, y: frame.y, width: leading + width - chevron.x, height: frame.height)))
            leading += width + 8
        }
        var items: [AccessibilityElement] = []
        for item in bar.leftItems {
            leading =
                draw(item, at: leading, leftToRight: true, in: frame, tint: tint, context: &context, elements: &items)
                + 8
        }
        var trailing = frame.maxX - margin
        for item in bar.rightItems {
            trailing =
                draw(item, at: trailing, leftToRight: false, in: frame, tint: tint, context: &context, elements: &items)
                - 8
        }
        // VoiceOver reads the bar from left to right, the title between the items on its sides
        // (a large title, on its own row below them, last).
        defer { elements += items.sorted { ($0.frame.y, $0.frame.x) < ($1.frame.y, $1.frame.x) } }
        guard let title = bar.title else { return }
        if bar.hasLargeTitle {
            // A large title: 34-point bold, from the leading margin, near its row's foot.
            let row = Rect(x: whole.x + margin, y: frame.maxY + 3, width: max(0, whole.width - 2 * margin), height: 41)
            context.draw(title, in: row, font: .system(size: 34, weight: .bold), color: titleColor, alignment: .left)
            items.append(AccessibilityElement(view: nil, label: title, traits: [.header], frame: row))
            return
        }
        // The title is centred on the bar, in the room the items on both sides leave it.
        let room = max(0, min(frame.midX - leading, trailing - frame.midX))
        let font = Font.system(size: 17, weight: .semibold)
        context.draw(
            title, in: Rect(x: frame.midX - room, y: frame.y, width: room * 2, height: frame.height), font: font,
            color: titleColor, alignment: .center)
        let width = min(room * 2, context.size(of: title, font: font).width)
        items.append(
            AccessibilityElement(
                view: nil, label: title, traits: [.header],
                frame: Rect(x: frame.midX - width / 2, y: frame.y, width: width, height: frame.height)))
    }

    /// The font of a bar button item's title.
    private static func font(of item: SceneChrome.BarButtonItem) -> Font {
        .system(size: 17, weight: item.isDone ? .semibold : .regular)
    }

    /// How wide a bar button item draws: its title's width, or the square of its image (which
    /// it shows rather than its title where it has both) or glyph.
    private static func width(of item: SceneChrome.BarButtonItem, context: GraphicsContext) -> Double {
        guard let title = item.title, item.image == nil else { return buttonImageSide }
        return context.size(of: title, font: font(of: item)).width
    }

    /// Draws a toolbar's items in `bar` (the toolbar less the room below it) as UIKit lays them
    /// out: from the bar's leading margin, 8 points apart, a fixed space at its width and the
    /// flexible spaces sharing the room the rest leave, so that items after one are pushed to
    /// the trailing margin.
    static func drawToolbarItems(
        _ items: [SceneChrome.ToolbarItem], in bar: Rect, tint: Color = tint, context: inout GraphicsContext
    ) {
        var elements: [AccessibilityElement] = []
        drawToolbarItems(items, in: bar, tint: tint, context: &context, elements: &elements)
    }

    private static func drawToolbarItems(
        _ items: [SceneChrome.ToolbarItem], in bar: Rect, tint: Color, context: inout GraphicsContext,
        elements: inout [AccessibilityElement]
    ) {
        let margin = bar.width >= 414 ? 20.0 : 16
        let gap = 8.0
        let widths = items.map { item -> Double in
            switch item {
            case .button(let button): width(of: button, context: context)
            case .fixedSpace(let width): max(0, width)
            case .flexibleSpace: 0
            }
        }
        let flexibleCount = items.filter { $0 == .flexibleSpace }.count
        let used = widths.reduce(0, +) + gap * Double(max(0, items.count - 1))
        let share = flexibleCount > 0 ? max(0, bar.width - 2 * margin - used) / Double(flexibleCount) : 0
        var x = bar.x + margin
        for (item, width) in zip(items, widths) {
            switch item {
            case .button(let button):
                x = draw(button, at: x, leftToRight: true, in: bar, tint: tint, context: &context, elements: &elements)
            case .fixedSpace: x += width
            case .flexibleSpace: x += share
            }
            x += gap
        }
    }

    /// Draws a bar button item from `edge` inward, adding it to `elements`; returns where it ends.
    private static func draw(
        _ item: SceneChrome.BarButtonItem, at edge: Double, leftToRight: Bool, in bar: Rect, tint: Color,
        context: inout GraphicsContext, elements: inout [AccessibilityElement]
    ) -> Double {
        let width = width(of: item, context: context)
        let label = item.image == nil ? item.title ?? item.glyph.map(systemItemLabel) : item.image.map(\.name)
        elements.append(
            AccessibilityElement(
                view: nil, label: label, traits: [.button],
                frame: Rect(x: leftToRight ? edge : edge - width, y: bar.y, width: width, height: bar.height)))
        if let title = item.title, item.image == nil {
            let font = font(of: item)
            let x = leftToRight ? edge : edge - width
            context.draw(
                title, in: Rect(x: x, y: bar.y, width: width, height: bar.height), font: font, color: tint,
                alignment: .center)
        } else {
            let x = leftToRight ? edge : edge - width
            let square = Rect(x: x, y: bar.y + (bar.height - width) / 2, width: width, height: width)
            if let image = item.image {
                context.draw(Image(path: image.name), in: square, contentMode: .scaleAspectFit, tint: tint)
            } else if let glyph = item.glyph {
                context.stroke(
                    SceneChrome.glyph(glyph, in: square.insetBy(dx: 2, dy: 2)),
                    style: StrokeStyle(lineWidth: 2, cap: .round, join: .round), color: tint)
            }
        }
        return leftToRight ? edge + width : edge - width
    }

    /// What VoiceOver reads for a system item drawn as a glyph: its name in words ("Add", "Fast Forward").
    private static func systemItemLabel(_ name: String) -> String {
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }

    // MARK: - Tab bar

    private static func draw(
        _ bar: SceneChrome.TabBar, in context: inout GraphicsContext, elements: inout [AccessibilityElement]
    ) {
        let frame = bar.frame
        let tint = bar.colors.tint ?? tint
        context.fill(frame, color: background(of: bar.colors))
        context.fill(Rect(x: frame.x, y: frame.y - 0.5, width: frame.width, height: 0.5), color: .separator)
        guard !bar.items.isEmpty else { return }
        let width = frame.width / Double(bar.items.count)
        for (index, item) in bar.items.enumerated() {
            let color: Color = index == bar.selected ? tint : .systemGray
            let cell = Rect(x: frame.x + Double(index) * width, y: frame.y, width: width, height: bar.itemHeight)
            elements.append(
                AccessibilityElement(
                    view: nil, label: item.title, value: item.badge,
                    traits: index == bar.selected ? [.tab, .selected] : [.tab],
                    frame: cell))
            let centerX = cell.midX
            let image = Rect(x: centerX - 14, y: cell.y + 3, width: 28, height: 28)
            if let name = index == bar.selected ? item.selectedImage ?? item.image : item.image {
                context.draw(Image(path: name.name), in: image, contentMode: .scaleAspectFit, tint: color)
            } else if let glyph = item.glyph {
                context.stroke(
                    SceneChrome.glyph(glyph, in: image.insetBy(dx: 3, dy: 3)),
                    style: StrokeStyle(lineWidth: 2, cap: .round, join: .round), color: color)
            }
            context.draw(
                item.title, in: Rect(x: cell.x + 2, y: cell.y + 33, width: cell.width - 4, height: 12),
                font: .system(size: 10, weight: .medium), color: color, alignment: .center)
            if let badge = item.badge {
                let font = Font.system(size: 13)
                let capsuleWidth = max(18, context.size(of: badge, font: font).width + 10)
                let capsule = Rect(x: centerX + 6, y: cell.y + 2, width: capsuleWidth, height: 18)
                context.fill(capsule, cornerRadius: 9, color: .systemRed)
                context.draw(badge, in: capsule, font: font, color: .white, alignment: .center)
            }
        }
    }

    // MARK: - Status bar

    private static func draw(_ bar: SceneChrome.StatusBar, isRightToLeft: Bool, in context: inout GraphicsContext) {
        let frame = bar.frame
        let color: Color = bar.isLightContent ? .white : .label
        // A phone with a home button (a 20-point bar) has a small time in the middle; a phone with
        // a sensor housing has it in the housing's leading ear, and the battery in its trailing
        // one. Right to left, the battery is at the left, its tip still at its right.
        let isCompact = frame.height <= 24
        let battery = Size(width: 25, height: 12)
        if isCompact {
            context.draw(
                "9:41 AM", in: frame, font: .system(size: 12, weight: .semibold), color: color, alignment: .center)
        } else {
            let earWidth = frame.width * 0.3
            let ear = Rect(
                x: isRightToLeft ? frame.maxX - earWidth : frame.x, y: frame.y, width: earWidth, height: frame.height)
            context.draw("9:41", in: ear, font: .system(size: 17, weight: .semibold), color: color, alignment: .center)
        }
        let trailingX =
            isCompact ? frame.maxX - 6 - battery.width - 2 : frame.maxX - frame.width * 0.15 - battery.width / 2
        let batteryX = isRightToLeft ? frame.x + frame.maxX - trailingX - battery.width : trailingX
        let body = Rect(
            x: batteryX, y: frame.y + (frame.height - battery.height) / 2, width: battery.width, height: battery.height)
        context.stroke(body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.5, lineWidth: 1, color: color.withAlpha(0.4))
        context.fill(body.insetBy(dx: 2, dy: 2), cornerRadius: 1.5, color: color)
        context.fill(
            Rect(x: body.maxX + 1, y: body.y + 4, width: 1.5, height: battery.height - 8), cornerRadius: 0.75,
            color: color.withAlpha(0.4))
    }
}
