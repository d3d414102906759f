import Graphics
import Layout

extension XIBIntrinsicSizes {
    /// A button's title beside its image, within its content insets, and no smaller than its
    /// background image.
    ///
    /// A button of iOS 15's configurations has its configuration's insets (7 points above and
    /// below, 12 at the sides) and title font (17 points). A button of the older kind pads a
    /// title 6 points above and below where its content insets are all zero and it has no image
    /// (one titled " " beside a 28-point image is saved 28 tall), and is at least 30 points wide
    /// with a title or nothing, as UIKit's least size of a button is (real projects save
    /// buttons titled "No" and "Edit" 30 wide, four of them in three projects; one of an image
    /// alone is as wide as its image). Its content is at least 22 points tall without a title:
    /// an empty `UIButton` is 30 × 34, the 22 and its title's padding; real projects save
    /// image-only buttons of 16- and 17-point images 22 tall (five, in two projects, from Xcode
    /// 8 to 12), of 22- to 51-point ones as tall as the image (nine), and an empty one with a
    /// bottom content inset of 21 points 43 tall. A button is as large as its background image
    /// at least (`backgroundRect(forBounds:)` fills the button), and one of a background image
    /// alone is its image's size (saved 23 × 23 with a 23-point image, in a project of Xcode 8).
    /// An attributed title is drawn in its first run's font. The title and images are those of
    /// the state the button is drawn in, as `XIBButtonState` picks it.
    func button(_ element: Int) -> IntrinsicContentSize {
        let configuration = xml.child(of: element, named: "buttonConfiguration", key: "configuration")
        let states = XIBButtonState.drawn(of: element, in: xml)
        let attributed = states.lazy.compactMap { xml.child(of: $0, named: "attributedString", key: "attributedTitle") }
            .first
        let title =
            configuration.flatMap { xml.attribute($0, "title") }
            ?? states.lazy.compactMap { state in
                xml.attribute(state, "title")
                    ?? xml.child(of: state, named: "string", key: "title").map { xml.text(of: $0) }
            }.first
            ?? attributed.map { xml.children(of: $0).compactMap { xml.attribute($0, "content") }.joined() } ?? ""
        let image = XIBButtonState.image("image", of: element, in: xml).flatMap { images[xml.value(of: $0)] }
        let background = XIBButtonState.image("backgroundImage", of: element, in: xml).flatMap {
            images[xml.value(of: $0)]
        }
        // A button of nothing but a background image is that image's size.
        let isEmpty = title.isEmpty && image == nil && background == nil
        let font =
            attributed.flatMap { runFont(of: $0) } ?? font(of: element, default: configuration == nil ? 15 : 17)
        let text =
            title.isEmpty
            ? Size(width: 0, height: configuration == nil && background == nil ? 22 : 0) : line(title, font)
        var width = text.width + (image?.width ?? 0)
        var height = max(text.height, image?.height ?? 0)
        // minX, minY, maxX, maxY: the left, top, right and bottom insets.
        let insets = ["minX", "minY", "maxX", "maxY"].map { name in
            xml.child(of: element, named: "inset", key: "contentEdgeInsets").flatMap { xml.attribute($0, name) }
                .flatMap(XIBScalar.decimal) ?? 0
        }
        if configuration != nil {
            width += 24
            height += 14
        } else if insets.contains(where: { $0 != 0 }) {
            width += insets[0] + insets[2]
            height += insets[1] + insets[3]
        } else if image == nil, background == nil || !title.isEmpty {
            height += 12
        }
        if configuration == nil, !title.isEmpty || isEmpty { width = max(width, 30) }
        if let background { (width, height) = (max(width, background.width), max(height, background.height)) }
        return .fixed(width: width, height: height)
    }
}
