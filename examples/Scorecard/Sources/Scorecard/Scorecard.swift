public import Inspectable

/// A star rating, as in the scorecard sample the progress-bar seeds point to:
/// `maxStars` stars, the first `rating` of them filled, in half-star steps.
public struct Scorecard: Component {
    @Inspectable(range: 0...5, step: 0.5, description: "How many stars are filled, in half-star steps.")
    public var rating: Double = 0

    @Inspectable(range: 1...10, description: "How many stars are drawn.")
    public var maxStars: Int = 5

    @Inspectable(description: "Color of the filled stars.")
    public var filledColor: Color = Color(red255: 255, green255: 204, blue255: 0)

    @Inspectable(description: "Color of the empty stars.")
    public var emptyColor: Color = .lightGray

    public init() {}

    public static var summary: String? { "A row of stars, filled to a rating." }

    public static var defaultSize: Size { Size(width: 120, height: 24) }

    /// How much of star `index` (from 0) is filled: 1, 0.5 or 0.
    public func fill(ofStar index: Int) -> Double {
        min(max(rating - Double(index), 0), 1)
    }
}
