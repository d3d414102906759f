import Graphics

// Images: placed by their content mode, stretched by UIKit's rule, tinted when they are templates.
extension RasterRenderer {
    func draw(
        _ drawing: ImageDrawing, into canvas: inout Canvas, transform: AffineTransform, bounds: PixelBounds
    ) {
        let rect = drawing.rect
        guard rect.width > 0, rect.height > 0 else { return }
        guard let bitmap = images[drawing.image.path], bitmap.width > 0, bitmap.height > 0 else {
            ImagePlaceholder.draw(in: rect, transform: transform, canvas: &canvas, bounds: bounds)
            return
        }
        let imageSize = Size(width: Double(bitmap.width) / bitmap.scale, height: Double(bitmap.height) / bitmap.scale)
        let placed = drawing.contentMode.rect(forImageOf: imageSize, in: rect)
        // What shows: the part of the placed image inside the rectangle.
        let shown = Rect(
            x: max(rect.x, placed.x), y: max(rect.y, placed.y),
            width: min(rect.maxX, placed.maxX) - max(rect.x, placed.x),
            height: min(rect.maxY, placed.maxY) - max(rect.y, placed.y))
        guard shown.width > 0, shown.height > 0, placed.width > 0, placed.height > 0,
            let inverse = transform.inverted()
        else { return }
        let horizontal = StretchAxis(
            length: placed.width, imageLength: imageSize.width, cap: Double(drawing.leftCapWidth),
            pixelsPerPoint: bitmap.scale)
        let vertical = StretchAxis(
            length: placed.height, imageLength: imageSize.height, cap: Double(drawing.topCapHeight),
            pixelsPerPoint: bitmap.scale)
        let tint = drawing.tint.map { PremultipliedColor($0) }
        func blend(x: Int, y: Int, sourceX: Double, sourceY: Double, coverage: Int) {
            blend(x: x, y: y, sampled: bitmap.sample(x: sourceX, y: sourceY), coverage: coverage)
        }
        // A template keeps only the image's opacity, in the tint.
        @inline(__always)
        func tinted(_ sampled: (Int, Int, Int, Int)) -> (Int, Int, Int, Int) {
            guard let tint else { return sampled }
            let opacity = sampled.3
            return (
                Canvas.multiply(Int(tint.red), opacity), Canvas.multiply(Int(tint.green), opacity),
                Canvas.multiply(Int(tint.blue), opacity), Canvas.multiply(Int(tint.alpha), opacity)
            )
        }
        func blend(x: Int, y: Int, sampled: (Int, Int, Int, Int), coverage: Int) {
            let (red, green, blue, alpha) = tinted(sampled)
            guard alpha > 0 else { return }
            let index = ((y - canvas.originY) * canvas.width + (x - canvas.originX)) * 4
            canvas.blend(
                at: index,
                color: PremultipliedColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: UInt8(alpha)),
                coverage: coverage)
        }
        guard transform.isAxisAligned, transform.a > 0, transform.d > 0 else {
            // Turned or mirrored: each pixel the shown part covers samples the point its centre maps back to.
            let mask = Rasterizer(transform: transform).mask(
                .path(Path(roundedRect: shown, cornerRadius: 0)), within: bounds)
            for row in 0..<mask.height {
                for column in 0..<mask.width {
                    let coverage = Int(mask.values[row * mask.width + column])
                    guard coverage > 0 else { continue }
                    let (x, y) = (mask.originX + column, mask.originY + row)
                    let point = inverse.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    blend(
                        x: x, y: y, sourceX: horizontal.source(point.x - placed.x),
                        sourceY: vertical.source(point.y - placed.y), coverage: coverage)
                }
            }
            return
        }
        let (scaleX, scaleY, tx, ty) = (transform.a, transform.d, transform.tx, transform.ty)
        let (minX, maxX) = (shown.x * scaleX + tx, shown.maxX * scaleX + tx)
        let (minY, maxY) = (shown.y * scaleY + ty, shown.maxY * scaleY + ty)
        let area = PixelBounds(covering: minX, minY, maxX, maxY).intersection(bounds)
        guard !area.isEmpty else { return }
        // Where each column and row samples the image, and how much of each column the image
        // covers, worked out once.
        let sourceColumns = (area.minX..<area.maxX).map {
            Bitmap.axis(horizontal.source((Double($0) + 0.5 - tx) / scaleX - placed.x), length: bitmap.width)
        }
        let coveredColumns = (area.minX..<area.maxX).map { Rasterizer.overlap(Double($0), minX, maxX) }
        let (canvasWidth, originX, originY) = (canvas.width, canvas.originX, canvas.originY)
        // A row at a time, the canvas's and the image's buffers held once.
        canvas.pixels.withUnsafeMutableBufferPointer { target in
            bitmap.pixels.withUnsafeBufferPointer { source in
                for y in area.minY..<area.maxY {
                    let coverageY = Rasterizer.overlap(Double(y), minY, maxY)
                    let sourceY = Bitmap.axis(
                        vertical.source((Double(y) + 0.5 - ty) / scaleY - placed.y), length: bitmap.height)
                    let row = (y - originY) * canvasWidth - originX
                    for column in 0..<sourceColumns.count {
                        let coverage = Int(pixels: (coveredColumns[column] * coverageY * 255).rounded())
                        guard coverage > 0 else { continue }
                        let (red, green, blue, alpha) = tinted(
                            Bitmap.sample(source, width: bitmap.width, sourceColumns[column], sourceY))
                        guard alpha > 0 else { continue }
                        let color = PremultipliedColor(
                            red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: UInt8(alpha))
                        Canvas.blend(target, at: (row + area.minX + column) * 4, color: color, coverage: coverage)
                    }
                }
            }
        }
    }
}
