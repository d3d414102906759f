/// Left to right or right to left: what a trait collection's `layoutDirection` tells a view,
/// and so where its leading edge is and which way natural text aligns.
///
/// A `GraphicsContext` knows its direction; text of `natural` alignment is drawn against its
/// leading edge:
///
///     context.draw(name, in: context.bounds, font: .system(size: 17), color: .label, style: TextStyle())
///     // at the left, or at the right in right to left
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// English's, `UIUserInterfaceLayoutDirection.leftToRight`; what `designer` lays out in
    /// unless told otherwise.
    case leftToRight
    /// Arabic's and Hebrew's, and Xcode's right-to-left pseudolanguage's: leading is the right side.
    case rightToLeft

    /// Whether leading is the right side.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// The alignment `alignment` is in this direction: `natural` is the leading side's.
    public func resolved(_ alignment: TextAlignment) -> TextAlignment {
        alignment == .natural ? (isRightToLeft ? .right : .left) : alignment
    }
}
