public import Graphics

/// A view hierarchy as Auto Layout sees it: views and layout guides, each an item whose frame is
/// to be found, and the constraints between them.
///
/// Items are kept in one array; an item names its parent by position. A view's parent is its
/// superview; a layout guide's is the view that owns it. Item 0 is the root view.
public struct LayoutTree: Sendable {
    public var items: [LayoutItem]
    public var constraints: [LayoutConstraint]

    public init(items: [LayoutItem], constraints: [LayoutConstraint]) {
        (self.items, self.constraints) = (items, constraints)
    }
}

/// A view or a layout guide.
public struct LayoutItem: Sendable, Hashable {
    /// What an item is.
    public enum Kind: Sendable, Hashable {
        case view
        case guide(LayoutGuideKind)
    }

    public var kind: Kind
    /// The superview of a view, the owning view of a guide; `nil` for the root.
    public var parent: Int?
    /// The object id the document gives the item, if any.
    public var id: String?
    /// How a message names the item: its label, or its class and id.
    public var name: String
    /// The frame the document saved, in the parent's coordinates.
    public var savedFrame: Rect
    /// Whether the document marks the saved frame as out of date (Interface Builder's `misplaced`).
    public var isMisplaced: Bool
    /// Whether the view is hidden: a hidden arranged view takes no room in its stack view.
    public var isHidden: Bool
    /// How a view takes part in layout; ignored for guides.
    public var view: ViewLayout

    public init(
        kind: Kind, parent: Int?, id: String? = nil, name: String, savedFrame: Rect, isMisplaced: Bool = false,
        isHidden: Bool = false, view: ViewLayout = ViewLayout()
    ) {
        (self.kind, self.parent, self.id, self.name, self.savedFrame) = (kind, parent, id, name, savedFrame)
        (self.isMisplaced, self.isHidden, self.view) = (isMisplaced, isHidden, view)
    }
}

/// The layout guides UIKit gives views and view controllers.
public enum LayoutGuideKind: Sendable, Hashable {
    /// `safeAreaLayoutGuide` (`<viewLayoutGuide key="safeArea">`).
    case safeArea
    /// `layoutMarginsGuide`.
    case layoutMargins
    /// `readableContentGuide`.
    case readableContent
    /// A view controller's legacy `topLayoutGuide`: its bottom is under the bars at the top.
    case topLayoutGuide
    /// A view controller's legacy `bottomLayoutGuide`: its top is over the bars at the bottom.
    case bottomLayoutGuide
    /// A scroll view's `contentLayoutGuide`: its scrollable content.
    case contentLayout
    /// A scroll view's `frameLayoutGuide`: its frame, which does not scroll.
    case frameLayout
    /// A `UILayoutGuide` the document adds, placed by constraints alone.
    case custom
}

/// How a view takes part in layout, beyond its constraints.
public struct ViewLayout: Sendable, Hashable {
    /// Whether UIKit turns the view's frame and autoresizing mask into constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var autoresizingMask: AutoresizingMask
    /// The view's layout margins, as written (`directionalLayoutMargins` in leading/trailing order
    /// when `marginsAreDirectional`, with `left` the leading side).
    public var layoutMargins: EdgeInsets
    public var marginsAreDirectional: Bool
    public var preservesSuperviewLayoutMargins: Bool
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var intrinsicContentSize: IntrinsicContentSize
    /// Content hugging priorities, horizontal and vertical.
    public var contentHugging: AxisPriorities
    /// Compression resistance priorities, horizontal and vertical.
    public var compressionResistance: AxisPriorities
    /// What else places the view or its subviews.
    public var role: ViewRole
    /// `alignmentRectInsets`: how far the frame reaches beyond the rectangle constraints, the
    /// intrinsic size and stack views place (a switch's frame is 2 points wider on the right).
    public var alignmentRectInsets: EdgeInsets
    /// Whether the view and its subviews follow the language's direction: the views a
    /// constraint it holds relates, its stack arrangement and its directional margins.
    public var semanticContentAttribute: SemanticContentAttribute
    /// Whether its superview places its frame itself, in its own direction, rather than the
    /// document: a table cell's content view and a standard cell's labels and image, which a
    /// cell lays out from its leading side. Such a view placed by its frame has the frame
    /// mirrored in right to left; a frame the document gives is not.
    public var isPlacedBySuperview = false

    /// `UIView`'s layout margins when none are set: 8 points all round. A view controller's root
    /// view with these has UIKit's system minimum margins instead.
    public static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    public init(
        translatesAutoresizingMaskIntoConstraints: Bool = true, autoresizingMask: AutoresizingMask = [],
        layoutMargins: EdgeInsets = defaultLayoutMargins,
        marginsAreDirectional: Bool = false, preservesSuperviewLayoutMargins: Bool = false,
        insetsLayoutMarginsFromSafeArea: Bool = true, intrinsicContentSize: IntrinsicContentSize = .none,
        contentHugging: AxisPriorities = AxisPriorities(horizontal: 250, vertical: 250),
        compressionResistance: AxisPriorities = AxisPriorities(horizontal: 750, vertical: 750),
        role: ViewRole = .plain, alignmentRectInsets: EdgeInsets = .zero,
        semanticContentAttribute: SemanticContentAttribute = .unspecified
    ) {
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.autoresizingMask = autoresizingMask
        (self.layoutMargins, self.marginsAreDirectional) = (layoutMargins, marginsAreDirectional)
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.intrinsicContentSize = intrinsicContentSize
        (self.contentHugging, self.compressionResistance) = (contentHugging, compressionResistance)
        self.role = role
        self.alignmentRectInsets = alignmentRectInsets
        self.semanticContentAttribute = semanticContentAttribute
    }
}

/// A priority for each axis.
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }
}

/// `UIView.AutoresizingMask`: which of a view's margins and sizes grow with its superview.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// A view's natural size, as `intrinsicContentSize` gives it.
public enum IntrinsicContentSize: Sendable, Hashable {
    /// No natural size on either axis (`UIView.noIntrinsicMetric`).
    case none
    /// A natural width, height or both; `nil` for an axis with none.
    case fixed(width: Double?, height: Double?)
    /// Text whose height follows the width it is given, as a multi-line label's.
    case text(TextContent)
}

/// Text whose natural size the layout measures: a label's.
public struct TextContent: Sendable, Hashable {
    public var text: String
    public var font: Font
    public var style: TextStyle
    /// `preferredMaxLayoutWidth`, when set: the width lines break at, whatever the label's width.
    public var preferredMaxLayoutWidth: Double?
    /// The points between one line and the next, beyond the line's height: a paragraph style's
    /// `lineSpacing`, or what a text style's leading adds.
    public var lineSpacing: Double

    public init(
        text: String, font: Font, style: TextStyle, preferredMaxLayoutWidth: Double? = nil, lineSpacing: Double = 0
    ) {
        (self.text, self.font, self.style) = (text, font, style)
        (self.preferredMaxLayoutWidth, self.lineSpacing) = (preferredMaxLayoutWidth, lineSpacing)
    }
}

/// What places a view, or its subviews, beside its constraints.
public enum ViewRole: Sendable, Hashable {
    case plain
    /// The root view of a view controller: the screen, less what its container takes.
    case controllerRoot
    /// A `UIStackView`, which places its arranged subviews.
    case stack(StackLayout)
    /// A `UIScrollView` (and table and collection views): constraints from its subviews to its
    /// edges are to its content.
    case scroll
    /// A table view cell, as wide as its table and `height` tall (`rowHeight`); in a table of
    /// the inset grouped style (`insetGrouped`), inset from the table's sides by its margins.
    case tableCell(height: Double, insetGrouped: Bool = false)
    /// A collection view cell or supplementary view, of its layout's item `size`.
    case collectionCell(size: Size)
}

/// A `UIStackView`'s arrangement.
public struct StackLayout: Sendable, Hashable {
    public enum Axis: Sendable, Hashable { case horizontal, vertical }
    public enum Distribution: Sendable, Hashable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// Across the axis; `top` and `leading` are one case, as `bottom` and `trailing` are.
    public enum Alignment: Sendable, Hashable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
    }

    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// The arranged subviews, as item positions, in order (hidden ones included).
    public var arrangedSubviews: [Int]
    /// Spacing after an arranged subview, by its item position, where set.
    public var customSpacing: [Int: Double]
    public var isBaselineRelativeArrangement: Bool
    public var isLayoutMarginsRelativeArrangement: Bool

    public init(
        axis: Axis, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
        arrangedSubviews: [Int], customSpacing: [Int: Double] = [:], isBaselineRelativeArrangement: Bool = false,
        isLayoutMarginsRelativeArrangement: Bool = false
    ) {
        (self.axis, self.distribution, self.alignment, self.spacing) = (axis, distribution, alignment, spacing)
        (self.arrangedSubviews, self.customSpacing) = (arrangedSubviews, customSpacing)
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
}

/// `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second item of a constant width or height.
    case notAnAttribute
}

/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// One constraint: `first.attribute (relation) second.attribute × multiplier + constant`.
public struct LayoutConstraint: Sendable, Hashable {
    /// The object id the document gives the constraint, if any.
    public var id: String?
    public var firstItem: Int
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// `nil` for a constant width or height.
    public var secondItem: Int?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double
    /// 1 to 1000; 1000 is required.
    public var priority: Double
    /// Where the document writes the constraint (a byte offset), for its problems.
    public var place: Int

    public init(
        id: String? = nil, firstItem: Int, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
        secondItem: Int? = nil, secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
        constant: Double = 0, priority: Double = 1000, place: Int = 0
    ) {
        (self.id, self.firstItem, self.firstAttribute, self.relation) = (id, firstItem, firstAttribute, relation)
        (self.secondItem, self.secondAttribute, self.multiplier) = (secondItem, secondAttribute, multiplier)
        (self.constant, self.priority, self.place) = (constant, priority, place)
    }
}
