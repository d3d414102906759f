/// How an image is placed in a rectangle, as `UIView.ContentMode` places it in a `UIImageView`.
public enum ContentMode: String, Sendable, CaseIterable {
    /// Stretched to the rectangle's size, whatever its proportions.
    case scaleToFill
    /// As large as fits wholly inside, keeping its proportions, centred.
    case scaleAspectFit
    /// As small as covers the whole rectangle, keeping its proportions, centred, the rest cut off.
    case scaleAspectFill
    /// At its own size, centred; or at an edge or corner.
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where an image of `size` points goes for a rectangle `rect`: the image's own rectangle,
    /// which may reach beyond `rect` (what does is cut off).
    public func rect(forImageOf size: Size, in rect: Rect) -> Rect {
        let (width, height) = (max(0, size.width), max(0, size.height))
        switch self {
        case .scaleToFill:
            return rect
        case .scaleAspectFit, .scaleAspectFill:
            guard width > 0, height > 0 else { return rect }
            let (across, down) = (rect.width / width, rect.height / height)
            let scale = self == .scaleAspectFit ? min(across, down) : max(across, down)
            let (placedWidth, placedHeight) = (width * scale, height * scale)
            return Rect(
                x: rect.midX - placedWidth / 2, y: rect.midY - placedHeight / 2, width: placedWidth,
                height: placedHeight)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let x: Double =
                switch self {
                case .left, .topLeft, .bottomLeft: rect.x
                case .right, .topRight, .bottomRight: rect.maxX - width
                default: rect.midX - width / 2
                }
            let y: Double =
                switch self {
                case .top, .topLeft, .topRight: rect.y
                case .bottom, .bottomLeft, .bottomRight: rect.maxY - height
                default: rect.midY - height / 2
                }
            return Rect(x: x, y: y, width: width, height: height)
        }
    }
}
