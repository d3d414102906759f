public import Graphics

/// A scene beside the legend of what VoiceOver reads there, as the accessibility snapshots of
/// Paparazzi and AccessibilitySnapshot draw it: each element's frame tinted in a color of its
/// own over the scene, and in the legend, in VoiceOver's order, a swatch of that color beside
/// what VoiceOver says for the element (`AccessibilityElement.description`) and its hint.
///
///     let elements = AccessibilityReader(resolved).elements(frames: frames, textViews: textViews)
///     let picture = AccessibilityPicture.draw(scene, elements: elements, appearance: .light)
package enum AccessibilityPicture {
    /// The colors elements are tinted in, one after another, again from the first after the last.
    package static let palette: [Color] = [
        Color(red255: 230, green255: 57, blue255: 70), Color(red255: 0, green255: 122, blue255: 255),
        Color(red255: 52, green255: 168, blue255: 83), Color(red255: 255, green255: 149, blue255: 0),
        Color(red255: 175, green255: 82, blue255: 222), Color(red255: 0, green255: 184, blue255: 196),
        Color(red255: 255, green255: 45, blue255: 146), Color(red255: 142, green255: 142, blue255: 60),
    ]
    /// The space around the scene and the legend, and between them.
    static let margin = 16.0
    /// How wide the legend is.
    static let legendWidth = 300.0
    /// The side of a legend's swatch, and the space after it.
    static let swatch = 14.0
    static let swatchGap = 8.0
    /// The space between one entry of the legend and the next.
    static let entryGap = 10.0
    static let descriptionFont = Font.system(size: 13)
    static let hintFont = Font.system(size: 12)

    /// `scene` (a drawing of the scene, whose coordinates the elements' frames are in) beside
    /// the legend of `elements`, on the background of `appearance`.
    package static func draw(
        _ scene: Drawing, elements: [AccessibilityElement], appearance: Appearance, fonts: ProjectFonts? = nil
    ) -> Drawing {
        let style = TextStyle(alignment: .left, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let textWidth = legendWidth - swatch - swatchGap
        let measure = GraphicsContext(size: Size(width: legendWidth, height: 0), fonts: fonts)
        let entries = elements.map { element in
            let description = text(of: element)
            let hint = element.hint.flatMap { $0.isEmpty ? nil : $0 }
            let descriptionHeight = measure.size(
                of: description, font: descriptionFont, style: style, width: textWidth
            ).height
            let hintHeight =
                hint.map { measure.size(of: $0, font: hintFont, style: style, width: textWidth).height } ?? 0
            return (description, hint, descriptionHeight, hintHeight)
        }
        let legendHeight =
            entries.reduce(0) { $0 + max(swatch, $1.2 + $1.3) } + entryGap * Double(max(0, entries.count - 1))
        let size = Size(
            width: margin * 3 + scene.size.width + legendWidth,
            height: margin * 2 + max(scene.size.height, legendHeight))
        var context = GraphicsContext(size: size, appearance: appearance, fonts: fonts)
        context.fill(context.bounds, color: .systemBackground)
        let sceneFrame = Rect(x: margin, y: margin, width: scene.size.width, height: scene.size.height)
        context.commands.append(
            .group(
                DrawingGroup(
                    clip: .rect(sceneFrame), transform: AffineTransform(translationX: margin, y: margin),
                    commands: scene.commands)))
        for (index, element) in elements.enumerated() {
            let color = palette[index % palette.count]
            let frame = element.frame.offsetBy(dx: margin, dy: margin).intersection(sceneFrame)
            context.fill(frame, color: color.withAlpha(0.3))
            context.stroke(frame.insetBy(dx: 0.5, dy: 0.5), lineWidth: 1, color: color)
        }
        var y = margin
        let x = sceneFrame.maxX + margin
        for (index, entry) in entries.enumerated() {
            let (description, hint, descriptionHeight, hintHeight) = entry
            let color = palette[index % palette.count]
            context.fill(Rect(x: x, y: y, width: swatch, height: swatch), cornerRadius: 3, color: color)
            let textX = x + swatch + swatchGap
            context.draw(
                description, in: Rect(x: textX, y: y, width: textWidth, height: descriptionHeight),
                font: descriptionFont, color: .label, style: style)
            if let hint {
                context.draw(
                    hint, in: Rect(x: textX, y: y + descriptionHeight, width: textWidth, height: hintHeight),
                    font: hintFont, color: .secondaryLabel, style: style)
            }
            y += max(swatch, descriptionHeight + hintHeight) + entryGap
        }
        return Drawing(size: size, commands: context.commands)
    }

    /// The legend as lines of text, numbered in VoiceOver's order, one line an element and its
    /// hint on a line of its own below it:
    ///
    ///     1. Settings. Heading.
    ///     2. Volume. 50%. Adjustable.
    ///        Drag to change the volume
    package static func listing(_ elements: [AccessibilityElement]) -> String {
        let width = String(elements.count).count
        return elements.enumerated().map { index, element in
            let number = String(index + 1)
            let indent = String(repeating: " ", count: width - number.count)
            // A text of several lines is listed on one.
            let text = text(of: element).split(whereSeparator: \.isNewline).joined(separator: " ")
            var line = "\(indent)\(number). \(text)\n"
            if let hint = element.hint, !hint.isEmpty {
                line += String(repeating: " ", count: width + 2) + hint + "\n"
            }
            return line
        }.joined()
    }

    /// What the legend says for an element: its description, or that VoiceOver says nothing.
    private static func text(of element: AccessibilityElement) -> String {
        let description = element.description
        return description.isEmpty ? "(nothing to read)" : description
    }
}
