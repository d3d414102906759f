public import Inspectable

/// A `UISegmentedControl`, as iOS 13 and later draw it: a rounded gray track of equal segments
/// with separators between them, the selected one a raised white face, each with its title in
/// 13-point type, the selected one's semibold.
public struct SegmentedControl: Component {
    @Inspectable(description: "The segments' titles, separated by commas.")
    public var segments: String = "First,Second"

    @Inspectable(range: (-1)..., step: 1, description: "The selected segment, from 0; -1 for none.")
    public var selectedSegmentIndex: Int = 0

    @Inspectable(description: "Color of the selected segment's face; nil for white (gray in dark).")
    public var selectedSegmentTintColor: Color? = nil

    public init() {}

    public static var className: String { "UISegmentedControl" }

    public static var summary: String? { "Equal segments on a gray track, the selected one raised in white." }

    public static var defaultSize: Size { Size(width: 121, height: 32) }

    /// The selected segment's face when no tint is set, as UIKit's.
    public static let selectedColor = Color(light: .white, dark: .systemGray2)

    /// The shadow that raises the selected segment's face off the track.
    static let selectedShadow = Shadow(color: .black, opacity: 0.12, offset: Size(width: 0, height: 2), radius: 2)

    /// The titles, one a segment; none for an empty text.
    public var titles: [String] {
        segments.isEmpty ? [] : segments.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    public func draw(in context: inout GraphicsContext) {
        // Right to left, the first segment is at the right.
        context.mirroringHorizontally(when: context.layoutDirection.isRightToLeft) { drawSegments(in: &$0) }
    }

    /// The track, the selected segment's face and the titles, the first segment at the left.
    private func drawSegments(in context: inout GraphicsContext) {
        let titles = titles
        let selected = titles.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
        let segments = SegmentedTrack.draw(in: &context, segments: titles.count, selected: selected)
        if let selected {
            let face = segments[selected].insetBy(dx: 2, dy: 2)
            context.withShadow(Self.selectedShadow) {
                $0.fill(
                    face, cornerRadius: SegmentedTrack.cornerRadius - 2,
                    color: selectedSegmentTintColor ?? Self.selectedColor)
            }
        }
        for (index, segment) in segments.enumerated() {
            let font = Font.system(size: 13, weight: index == selected ? .semibold : .regular)
            context.draw(titles[index], in: segment.insetBy(dx: 6, dy: 0), font: font, color: .label)
        }
    }
}
