import DesignerCore
import Graphics

/// A button's image as a drawing draws it: what the audit measures an icon's contrast by.
struct DrawnIcon {
    /// The button, by its position in `Document.allViews`.
    let view: Int
    /// The image's path, as the button names it.
    let path: String
    /// Where it is drawn, in the drawing's points, cut to what the clips around it show.
    let rect: Rect

    /// The images the buttons of `drawing` drew as their `image` (`images`: each button's image
    /// path, by its position), in groups tagged with a view's position
    /// (`ViewTreeDrawing.draw(…tagsViews: true)`); a background image is no icon.
    static func all(in drawing: Drawing, images: [Int: String]) -> [DrawnIcon] {
        var icons: [DrawnIcon] = []
        let whole = Rect(x: 0, y: 0, width: drawing.size.width, height: drawing.size.height)
        func collect(_ commands: [DrawingCommand], view: Int?, transform: AffineTransform, clip: Rect) {
            for command in commands {
                switch command {
                case .group(let group):
                    let shown = group.clip.map { clip.intersection(transform.boundingBox(of: $0.boundingBox)) } ?? clip
                    collect(
                        group.commands, view: group.tag ?? view, transform: group.transform.concatenating(transform),
                        clip: shown)
                case .image(let image):
                    guard let view, let path = images[view], image.image.path == path else { continue }
                    let rect = clip.intersection(transform.boundingBox(of: image.rect))
                    if rect.width > 0, rect.height > 0 { icons.append(DrawnIcon(view: view, path: path, rect: rect)) }
                case .fill, .stroke, .text:
                    continue
                }
            }
        }
        collect(drawing.commands, view: nil, transform: .identity, clip: whole)
        return icons
    }

    /// `drawing` without the icons of the buttons `images` names: what is drawn behind them.
    static func removing(images: [Int: String], from drawing: Drawing) -> Drawing {
        func kept(_ commands: [DrawingCommand], view: Int?) -> [DrawingCommand] {
            commands.compactMap { command in
                switch command {
                case .group(var group):
                    group.commands = kept(group.commands, view: group.tag ?? view)
                    return .group(group)
                case .image(let image) where view.flatMap { images[$0] } == image.image.path:
                    return nil
                default:
                    return command
                }
            }
        }
        return Drawing(size: drawing.size, commands: kept(drawing.commands, view: nil))
    }
}
