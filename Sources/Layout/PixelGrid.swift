import Graphics

/// UIKit's rounding of frames to the screen's pixels: each edge rounded to the nearest pixel in
/// the window's coordinates, then made relative to the rounded frame of the parent.
struct PixelGrid {
    let scale: Double

    init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// `frames` (in the root's coordinates, the root at `origin` in the window) rounded, each in
    /// its parent's coordinates: the root's in its superview's, an item cut loose from the tree in
    /// the root's.
    func round(_ frames: [Rect], parents: [Int?], origin: Rect) -> [Rect] {
        let window = frames.map { frame in
            let minX = snap(origin.x + frame.x)
            let minY = snap(origin.y + frame.y)
            return Rect(
                x: minX, y: minY, width: snap(snap(origin.x + frame.x + frame.width) - minX),
                height: snap(snap(origin.y + frame.y + frame.height) - minY))
        }
        return window.indices.map { index in
            guard let parent = parents[index] ?? (index == 0 ? nil : 0) else { return window[index] }
            var frame = window[index]
            // Differences of pixel positions are whole pixels, written as Xcode writes them (16,
            // not 16.000000000000014).
            frame.x = snap(frame.x - window[parent].x)
            frame.y = snap(frame.y - window[parent].y)
            return frame
        }
    }

    /// A coordinate on the nearest pixel; 0 for one that is not a number.
    private func snap(_ value: Double) -> Double {
        value.isFinite ? (value * scale).rounded() / scale : 0
    }
}
