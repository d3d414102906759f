public import Inspectable

/// A `UIPageControl`: a row of 7-point dots, one a page, centred in the bounds, the current page's
/// darker. A row too long for the bounds shows as many dots as fit, round the current page.
public struct PageControl: Component {
    @Inspectable(range: 0..., step: 1, description: "How many pages there are, a dot each.")
    public var numberOfPages: Int = 3

    @Inspectable(range: 0..., step: 1, description: "The page shown, from 0; its dot is drawn darker.")
    public var currentPage: Int = 0

    @Inspectable(description: "Color of the other pages' dots; nil for the system's light gray.")
    public var pageIndicatorTintColor: Color? = nil

    @Inspectable(description: "Color of the current page's dot; nil for the label color.")
    public var currentPageIndicatorTintColor: Color? = nil

    public init() {}

    public static var className: String { "UIPageControl" }

    public static var summary: String? { "A row of dots, one a page, the current page's darker." }

    public static var defaultSize: Size { Size(width: 123, height: 26) }

    /// A dot's diameter, and the distance from one dot's centre to the next, in points.
    public static let dotDiameter = 7.0
    public static let dotPitch = 16.0

    /// The current page, within the pages there are: the last for one past them, -1 for no pages.
    public var shownCurrentPage: Int { min(currentPage, numberOfPages - 1) }

    /// The pages whose dots are drawn in a control `width` points wide: all of them, or as many as
    /// fit, in a run that holds the current page.
    public func shownPages(in width: Double) -> Range<Int> {
        let fitting = Int(max(1, min((width + Self.dotPitch - Self.dotDiameter) / Self.dotPitch, 10_000)))
        let count = min(numberOfPages, fitting)
        let first = min(max(0, shownCurrentPage - count / 2), numberOfPages - count)
        return first..<first + count
    }

    public func draw(in context: inout GraphicsContext) {
        let pages = shownPages(in: context.size.width)
        let rowWidth = Double(pages.count) * Self.dotPitch - (Self.dotPitch - Self.dotDiameter)
        let (left, top) = ((context.size.width - rowWidth) / 2, (context.size.height - Self.dotDiameter) / 2)
        for (slot, page) in pages.enumerated() {
            let dot = Rect(
                x: left + Double(slot) * Self.dotPitch, y: top, width: Self.dotDiameter, height: Self.dotDiameter)
            let color =
                page == shownCurrentPage
                ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? .tertiaryLabel
            context.fill(Path(ellipseIn: dot), color: color)
        }
    }
}
