extension GraphicsContext {
    /// Runs `body`, then mirrors what it drew across the bounds' vertical centre line, as a
    /// right-to-left layout mirrors a bar: shapes and gradients are flipped (a back chevron points
    /// right), while text and images keep reading left to right, each at its mirrored place, text
    /// aligned to the other side.
    ///
    ///     context.mirroringHorizontally(when: context.layoutDirection.isRightToLeft) { bar in
    ///         bar.draw("Back", in: Rect(x: 8, y: 0, width: 60, height: 44), font: .system(size: 17), color: .systemBlue, alignment: .left)
    ///     }   // drawn at the bar's right edge, aligned right, in right to left
    public mutating func mirroringHorizontally(when isMirrored: Bool = true, _ body: (inout GraphicsContext) -> Void) {
        let start = commands.count
        body(&self)
        guard isMirrored, start < commands.count else { return }
        // The centre line, in the whole drawing's coordinates that commands are in.
        let whole = transform.concatenating(base)
        let axis = whole.a * size.width / 2 + whole.c * size.height / 2 + whole.tx
        let mirror = HorizontalMirror(axis: axis)
        commands.replaceSubrange(start..., with: commands[start...].map(mirror.command))
    }
}

/// A reflection across the vertical line `x = axis`.
private struct HorizontalMirror {
    let axis: Double

    var transform: AffineTransform { AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * axis, ty: 0) }

    func rect(_ rect: Rect) -> Rect {
        Rect(x: 2 * axis - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }

    func point(_ point: Point) -> Point { Point(x: 2 * axis - point.x, y: point.y) }

    func shape(_ shape: Shape) -> Shape {
        switch shape {
        case .rect(let bounds): .rect(rect(bounds))
        case .roundedRect(let bounds, let radius): .roundedRect(rect(bounds), cornerRadius: radius)
        case .path(let path): .path(path.applying(transform))
        }
    }

    func paint(_ paint: Paint) -> Paint {
        switch paint {
        case .color: paint
        case .linearGradient(let gradient, let start, let end):
            .linearGradient(gradient, start: point(start), end: point(end))
        case .radialGradient(let gradient, let center, let radius):
            .radialGradient(gradient, center: point(center), radius: radius)
        }
    }

    func command(_ command: DrawingCommand) -> DrawingCommand {
        switch command {
        case .fill(let filled, let fill): return .fill(shape(filled), paint(fill))
        case .stroke(let stroked, let style, let stroke): return .stroke(shape(stroked), style, paint(stroke))
        case .text(var text):
            text.rect = rect(text.rect)
            switch text.style.alignment {
            case .left: text.style.alignment = .right
            case .right: text.style.alignment = .left
            case .center, .natural: break
            }
            return .text(text)
        case .image(var image):
            image.rect = rect(image.rect)
            return .image(image)
        case .group(var group):
            group.clip = group.clip.map(shape)
            if group.transform == .identity {
                group.commands = group.commands.map(self.command)
            } else {
                // Its commands reflected in its own coordinates, then transformed and reflected
                // here: shapes land mirrored, and text, reflected twice, still reads forwards.
                let inner = HorizontalMirror(axis: 0)
                group.transform = inner.transform.concatenating(group.transform).concatenating(transform)
                group.commands = group.commands.map(inner.command)
            }
            return .group(group)
        }
    }
}
