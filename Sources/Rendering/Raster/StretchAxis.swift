/// One axis of UIKit's stretchable-image rule: the cap stays as it is, the one pixel after it
/// stretches, the rest stays as it is; a cap of 0 scales the axis whole. When the destination is
/// shorter than the two ends, they shrink in proportion.
struct StretchAxis {
    let length: Double
    let imageLength: Double
    let cap: Double
    let pixelsPerPoint: Double

    /// The pieces of the axis: where each lies in the destination (points) and which part of the
    /// image (pixels) it shows. One piece when the axis scales whole, three otherwise.
    var pieces: [(start: Double, length: Double, sourceStart: Double, sourceLength: Double)] {
        guard cap > 0, cap < imageLength else {
            return [(0, length, 0, imageLength * pixelsPerPoint)]
        }
        let stretchEnd = cap + 1 / pixelsPerPoint
        let end = imageLength - stretchEnd
        let imagePixels = imageLength * pixelsPerPoint
        if length >= cap + end {
            return [
                (0, cap, 0, cap * pixelsPerPoint),
                (cap, length - cap - end, cap * pixelsPerPoint, 1),
                (length - end, end, stretchEnd * pixelsPerPoint, imagePixels - stretchEnd * pixelsPerPoint),
            ]
        }
        let shrink = length / (cap + end)
        return [
            (0, cap * shrink, 0, cap * pixelsPerPoint),
            (cap * shrink, end * shrink, stretchEnd * pixelsPerPoint, imagePixels - stretchEnd * pixelsPerPoint),
        ]
    }

    /// The image pixel coordinate drawn at `position` points along the destination.
    func source(_ position: Double) -> Double {
        guard cap > 0, cap < imageLength else {
            return position / length * imageLength * pixelsPerPoint
        }
        let stretchStart = cap
        let stretchEnd = cap + 1 / pixelsPerPoint
        let end = imageLength - stretchEnd
        if length >= cap + end {
            if position < cap { return position * pixelsPerPoint }
            if position >= length - end { return (stretchEnd + position - (length - end)) * pixelsPerPoint }
            return (stretchStart + stretchEnd) / 2 * pixelsPerPoint
        }
        let shrink = length / (cap + end)
        if position < cap * shrink { return position / shrink * pixelsPerPoint }
        return (stretchEnd + (position - cap * shrink) / shrink) * pixelsPerPoint
    }
}
