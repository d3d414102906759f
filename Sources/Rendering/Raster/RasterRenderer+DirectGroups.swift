import Graphics

// Groups drawn straight into the canvas they are in, where a layer of their own would change
// no pixel: no layer to clear, and none to composite.
extension RasterRenderer {
    /// Whether drawing `group`'s commands straight into a canvas, within `region`, gives the very
    /// pixels that drawing them into a layer covering `region` and compositing it gives.
    ///
    /// The group must be opaque, cast no shadow, and be clipped, if at all, to a rectangle on
    /// whole pixels (which `region` lies inside). Then the two agree wherever the canvas is still
    /// transparent (`isEmpty`). Elsewhere they agree pixel by pixel only as far as blending's
    /// rounding lets them: a pixel blended once in a layer, over transparent, and the layer
    /// composited, is that one blend over the canvas; a pixel the layer holds opaque is what the
    /// canvas holds too, from then on. Two translucent blends of one pixel can differ by one in a
    /// channel, so a group with any is kept in a layer (`LayerBlends`).
    func drawsUnchangedWithoutLayer(
        _ group: DrawingGroup, transform: AffineTransform, region: PixelBounds, over isEmpty: Bool
    ) -> Bool {
        guard group.shadow == nil, Int(pixels: (group.alpha * 255).rounded()) >= 255 else { return false }
        if let clip = group.clip, !isOnWholePixels(clip, transform: transform) { return false }
        if isEmpty { return true }
        var blends = LayerBlends(region: region)
        return blends.add(group.commands, transform: group.transform.concatenating(transform), renderer: self)
    }

    /// Whether drawing `command` blends each pixel it touches once: a shape's mask, an image, a
    /// group's layer. Text blends each glyph (whose edges may share pixels), and an image's
    /// placeholder its box and then its cross.
    fileprivate func blendsOnce(_ command: DrawingCommand) -> Bool {
        switch command {
        case .fill, .stroke, .group: return true
        case .text: return false
        case .image(let image):
            guard let bitmap = images[image.image.path] else { return false }
            return bitmap.width > 0 && bitmap.height > 0
        }
    }

    /// The pixels `command` makes opaque whatever was under them: an opaque color filling a
    /// rectangle on whole pixels.
    fileprivate func opaqueCover(of command: DrawingCommand, transform: AffineTransform) -> PixelBounds? {
        guard case .fill(.rect(let rect), .color(let color)) = command, PremultipliedColor(color).alpha == 255,
            isOnWholePixels(.rect(rect), transform: transform)
        else { return nil }
        return pixelBounds(of: rect, transform: transform)
    }
}

/// What a group's commands blend, in order, as far as it decides whether a layer would change
/// any pixel: the rectangles its commands touch, and those they make opaque.
private struct LayerBlends {
    /// The pixels the group's layer would cover.
    let region: PixelBounds
    /// Pixels some command has made opaque.
    private var opaque: [PixelBounds] = []
    /// Pixels some command has blended.
    private var blended: [PixelBounds] = []
    /// The most rectangles compared: a group of more commands keeps its layer rather than
    /// have each compared with all those before it.
    private static let largestCount = 256

    init(region: PixelBounds) {
        self.region = region
    }

    /// Adds `commands`, drawn through `transform`; false as soon as one may blend a pixel a
    /// second time while the layer holds it translucent.
    mutating func add(_ commands: [DrawingCommand], transform: AffineTransform, renderer: RasterRenderer) -> Bool {
        for command in commands {
            if case .group(let inner) = command, inner.onlyTransforms {
                guard add(inner.commands, transform: inner.transform.concatenating(transform), renderer: renderer)
                else { return false }
                continue
            }
            let bounds = renderer.pixelBounds(of: [command], transform: transform).intersection(region)
            guard !bounds.isEmpty, !isOpaque(bounds) else { continue }
            if let cover = renderer.opaqueCover(of: command, transform: transform) {
                // Opaque wholly: the same pixels whatever was under them.
                opaque.append(cover.intersection(region))
            } else {
                guard renderer.blendsOnce(command), blended.count < Self.largestCount,
                    blended.allSatisfy({ isOpaque($0.intersection(bounds)) })
                else { return false }
            }
            blended.append(bounds)
        }
        return true
    }

    /// Whether `bounds` is empty or lies inside one opaque rectangle.
    private func isOpaque(_ bounds: PixelBounds) -> Bool {
        bounds.isEmpty
            || opaque.contains {
                $0.minX <= bounds.minX && $0.minY <= bounds.minY && $0.maxX >= bounds.maxX && $0.maxY >= bounds.maxY
            }
    }
}
