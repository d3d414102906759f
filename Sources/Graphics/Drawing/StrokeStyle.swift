/// How a line is drawn along a path: its width, its ends, its corners and its dashes, as
/// `UIBezierPath` and `CGContext` set them (`lineWidth`, `lineCapStyle`, `lineJoinStyle`,
/// `miterLimit`, `setLineDash(_:count:phase:)`).
///
///     context.stroke(ring, style: StrokeStyle(lineWidth: 8, cap: .round), color: .systemBlue)
public struct StrokeStyle: Sendable, Hashable {
    /// How an open subpath ends, as `CGLineCap`; an inspectable value, so a component can offer
    /// it as an attribute (`@Inspectable var cap: StrokeStyle.Cap = .round`), written by its case name.
    public enum Cap: String, Sendable, Hashable, CaseIterable {
        /// Square, at the end point itself.
        case butt
        /// A half circle of the line's width around the end point.
        case round
        /// Square, half the line's width past the end point.
        case square
    }

    /// How a corner between two segments is filled, as `CGLineJoin`; an inspectable value, written
    /// by its case name, as `Cap` is.
    public enum Join: String, Sendable, Hashable, CaseIterable {
        /// A sharp point, cut to a bevel where it would reach more than `miterLimit` line widths.
        case miter
        /// A circle of the line's width around the corner.
        case round
        /// A straight cut across the corner.
        case bevel
    }

    /// The line's width in points.
    public var lineWidth: Double
    /// How open subpaths end.
    public var cap: Cap
    /// How corners are filled.
    public var join: Join
    /// How far a miter may reach, as a multiple of the line width, before it is cut to a bevel.
    public var miterLimit: Double
    /// The lengths of the dashes and the gaps between them, in points, from the path's start;
    /// empty for a solid line. An odd count is repeated, as SVG and Core Graphics read it.
    public var dashes: [Double]
    /// How far into the dash pattern the path starts, in points.
    public var dashPhase: Double

    /// A line of `lineWidth` points, by default with flat ends and mitred corners (a limit of
    /// 10, as `UIBezierPath` has), not dashed.
    public init(
        lineWidth: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dashes: [Double] = [],
        dashPhase: Double = 0
    ) {
        (self.lineWidth, self.cap, self.join, self.miterLimit) = (lineWidth, cap, join, miterLimit)
        (self.dashes, self.dashPhase) = (dashes, dashPhase)
    }

    /// The dash pattern to draw: `dashes` with an odd count repeated; empty (a solid line) when a
    /// length is negative or not finite or they add up to nothing, as SVG ignores such a pattern.
    public var dashPattern: [Double] {
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.reduce(0, +) > 0 else {
            return []
        }
        return dashes.count % 2 == 0 ? dashes : dashes + dashes
    }

    /// The farthest the stroke reaches from its path, in points.
    public var reach: Double {
        let half = lineWidth / 2
        switch (join, cap) {
        case (.miter, _): return max(half * max(miterLimit, 1), cap == .square ? half * 2.0.squareRoot() : half)
        case (_, .square): return half * 2.0.squareRoot()
        default: return half
        }
    }
}
