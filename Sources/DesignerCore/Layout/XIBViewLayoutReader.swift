import Inspectable
import Layout

/// Reads how one view element takes part in layout: whether its autoresizing mask becomes
/// constraints, its mask, margins, priorities, natural size, role and semantic content attribute.
///
/// Interface Builder archives `translatesAutoresizingMaskIntoConstraints="NO"` on every view
/// placed by constraints and writes nothing on the others (a view controller's root view, a
/// cell's content view, a view left to its autoresizing mask), whose mask it writes; a stack
/// view's arranged subviews are placed by the stack view, which turns the property off.
struct XIBViewLayoutReader {
    let xml: XMLSyntax
    let variations: XIBVariations
    let document: Document
    let intrinsic: XIBIntrinsicSizes

    init(xml: XMLSyntax, variations: XIBVariations, document: Document, fonts: ProjectFonts? = nil) {
        (self.xml, self.variations, self.document) = (xml, variations, document)
        intrinsic = XIBIntrinsicSizes(xml: xml, variations: variations, fonts: fonts)
    }

    func layout(of view: ViewNode, parent: ViewNode?) -> ViewLayout {
        let element = view.node
        let isArranged = parent.map { xml.isElement($0.node, named: "stackView") } ?? false
        var layout = ViewLayout()
        layout.translatesAutoresizingMaskIntoConstraints =
            !isArranged && !xml.hasAttribute(element, "translatesAutoresizingMaskIntoConstraints", equalTo: "NO")
        layout.autoresizingMask = autoresizingMask(of: element)
        if isCellContent(element, parent: parent) {
            // A cell lays its content view out to fill it, less its accessory
            // (`UITableViewCell.layoutSubviews`), whatever mask the document writes: on its
            // leading side, as it does a standard style's labels and image.
            layout.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            layout.isPlacedBySuperview = true
        }
        if let parent, isStandardCellPart(view, in: parent.node) { layout.isPlacedBySuperview = true }
        if xml.isElement(element, named: "stackView") {
            // A stack view's layout margins are none until set, unlike other views' 8 points.
            layout.layoutMargins = .zero
        }
        if let insets = xml.child(of: element, named: "edgeInsets", key: "layoutMargins") {
            layout.layoutMargins = edgeInsets(insets, left: "left", right: "right")
        } else if let insets = xml.child(of: element, named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
            layout.layoutMargins = edgeInsets(insets, left: "leading", right: "trailing")
            layout.marginsAreDirectional = true
        }
        layout.preservesSuperviewLayoutMargins = xml.hasAttribute(
            element, "preservesSuperviewLayoutMargins", equalTo: "YES")
        layout.insetsLayoutMarginsFromSafeArea = !xml.hasAttribute(
            element, "insetsLayoutMarginsFromSafeArea", equalTo: "NO")
        layout.contentHugging = priorities(of: element, "HuggingPriority", default: 250)
        layout.compressionResistance = priorities(of: element, "CompressionResistancePriority", default: 750)
        layout.intrinsicContentSize = intrinsic.size(of: element, view: view)
        layout.alignmentRectInsets = XIBIntrinsicSizes.alignmentRectInsets(ofElementNamed: xml.name(of: element))
        layout.role = role(of: view, parent: parent)
        layout.semanticContentAttribute = Self.semanticContentAttribute(of: element, in: xml)
        return layout
    }

    /// The view's `semanticContentAttribute`; `unspecified` where it writes none, or one UIKit
    /// does not have.
    static func semanticContentAttribute(of element: Int, in xml: XMLSyntax) -> SemanticContentAttribute {
        xml.attribute(element, "semanticContentAttribute").flatMap(SemanticContentAttribute.init) ?? .unspecified
    }

    /// Whether the view takes no room in layout: `hidden="YES"`, except for an activity indicator
    /// that hides when stopped. Interface Builder archives such an indicator hidden (what it is at
    /// run time until it animates) but lays its stack view out with the indicator shown: three
    /// stack views in two real projects save the views after it one indicator and one spacing on
    /// (a 20-point indicator in a vertical stack, 16-point ones between images of a row).
    func isHidden(_ view: ViewNode) -> Bool {
        let element = view.node
        guard variations.attribute(element, "hidden") == "YES" else { return false }
        return
            !(xml.isElement(element, named: "activityIndicatorView")
            && xml.hasAttribute(element, "hidesWhenStopped", equalTo: "YES")
            && !xml.hasAttribute(element, "animating", equalTo: "YES"))
    }

    /// Whether `view` is a standard table cell's label or image (`<tableViewCell textLabel=…
    /// detailTextLabel=… imageView=…>`), in the cell's content view `content`.
    private func isStandardCellPart(_ view: ViewNode, in content: Int) -> Bool {
        guard let id = view.id, xml.isElement(content, named: "tableViewCellContentView") else { return false }
        // The cell is the element that holds the content view.
        var cell = content - 1
        while cell >= 0, xml.elements[cell].after <= content { cell -= 1 }
        guard cell >= 0, xml.isElement(cell, named: "tableViewCell") else { return false }
        return ["textLabel", "detailTextLabel", "imageView"].contains { xml.hasAttribute(cell, $0, equalTo: id) }
    }

    /// Whether `element` is a table or collection view cell's content view.
    private func isCellContent(_ element: Int, parent: ViewNode?) -> Bool {
        if xml.isElement(element, named: "tableViewCellContentView") { return true }
        guard let parent, xml.hasAttribute(element, "key", equalTo: "contentView") else { return false }
        return xml.isElement(parent.node, named: "collectionViewCell")
    }

    private func autoresizingMask(of element: Int) -> AutoresizingMask {
        guard let mask = xml.child(of: element, named: "autoresizingMask", key: "autoresizingMask") else { return [] }
        var result: AutoresizingMask = []
        for (name, flag) in [
            ("flexibleMinX", AutoresizingMask.flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ] where xml.hasAttribute(mask, name, equalTo: "YES") {
            result.insert(flag)
        }
        return result
    }

    private func edgeInsets(_ element: Int, left: String, right: String) -> EdgeInsets {
        func value(_ name: String) -> Double { xml.attribute(element, name).flatMap(XIBScalar.decimal) ?? 0 }
        return EdgeInsets(top: value("top"), left: value(left), bottom: value("bottom"), right: value(right))
    }

    private func priorities(of element: Int, _ suffix: String, default value: Double) -> AxisPriorities {
        func read(_ axis: String) -> Double {
            xml.attribute(element, axis + suffix).flatMap(XIBScalar.decimal).map { min(max($0, 1), 1000) } ?? value
        }
        return AxisPriorities(horizontal: read("horizontal"), vertical: read("vertical"))
    }

    private func role(of view: ViewNode, parent: ViewNode?) -> ViewRole {
        let element = view.node
        // A view controller's root view, a table view controller's table view among them; and a
        // xib's top-level view that is its File's Owner's `view`, which Interface Builder shows as
        // a controller's root, with a root's margins, none above and below its safe area, rather
        // than `UIView`'s 8 points: real files save views pinned to such a view's top margin at
        // its safe area's top (20 under an iPhone 8's status bar, 44 under a simulated navigation
        // bar) and to its bottom margin at its safe area's bottom.
        if view.index == 0, xml.hasAttribute(element, "key", equalTo: "view") || isOwnersView(element) {
            return .controllerRoot
        }
        switch xml.name(of: element) {
        case "stackView": return .stack(stack(element))
        case "scrollView", "tableView", "collectionView", "textView": return .scroll
        case "tableViewCell":
            let table = parent.map(\.node)
            let height = [Optional(element), table].compactMap { $0 }.lazy.compactMap {
                xml.attribute($0, "rowHeight").flatMap(XIBScalar.decimal)
            }.first { $0 > 0 }
            let style = table.flatMap { xml.attribute($0, "style") }
            return .tableCell(height: height ?? view.frame.height, insetGrouped: style == "insetGrouped")
        case "collectionViewCell", "collectionReusableView":
            // A prototype cell of a size of its own (`customSize`) has it; the others have their
            // flow layout's item size. A xib's cell is the size the canvas shows, its frame's.
            guard let collection = parent?.node,
                let flow = xml.child(of: collection, named: "collectionViewFlowLayout", key: "collectionViewLayout"),
                let size = xml.child(of: element, named: "size", key: "customSize")
                    ?? xml.child(of: flow, named: "size", key: "itemSize"),
                xml.isElement(element, named: "collectionViewCell")
            else { return .collectionCell(size: Size(width: view.frame.width, height: view.frame.height)) }
            func value(_ name: String) -> Double? { xml.attribute(size, name).flatMap(XIBScalar.decimal) }
            return .collectionCell(
                size: Size(width: value("width") ?? view.frame.width, height: value("height") ?? view.frame.height))
        default: return .plain
        }
    }

    /// Whether a xib's top-level view is its File's Owner's `view` (an outlet `view` to it).
    private func isOwnersView(_ element: Int) -> Bool {
        guard let id = xml.attribute(element, "id") else { return false }
        return xml.elements.indices.contains { index in
            xml.isElement(index, named: "outlet") && xml.hasAttribute(index, "property", equalTo: "view")
                && xml.hasAttribute(index, "destination", equalTo: id)
        }
    }

    private func stack(_ element: Int) -> StackLayout {
        let axis: StackLayout.Axis = variations.attribute(element, "axis") == "vertical" ? .vertical : .horizontal
        let distribution: StackLayout.Distribution =
            switch variations.attribute(element, "distribution") {
            case "fillEqually": .fillEqually
            case "fillProportionally": .fillProportionally
            case "equalSpacing": .equalSpacing
            case "equalCentering": .equalCentering
            default: .fill
            }
        let alignment: StackLayout.Alignment =
            switch variations.attribute(element, "alignment") {
            case "top", "leading": .leading
            case "center": .center
            case "bottom", "trailing": .trailing
            case "firstBaseline": .firstBaseline
            case "baseline", "lastBaseline": .lastBaseline
            default: .fill
            }
        return StackLayout(
            axis: axis, distribution: distribution, alignment: alignment,
            spacing: variations.attribute(element, "spacing").flatMap(XIBScalar.decimal) ?? 0, arrangedSubviews: [],
            isBaselineRelativeArrangement: variations.attribute(element, "baselineRelativeArrangement") == "YES",
            isLayoutMarginsRelativeArrangement: variations.attribute(element, "layoutMarginsRelativeArrangement")
                == "YES" || hasLayoutMargins(element))
    }

    /// Whether the element archives layout margins of its own. Interface Builder arranges a stack
    /// view's views inside the margins it is given: every stack view with `<edgeInsets
    /// key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">` in the
    /// real projects has its first view saved at the margins' inset (10, 28 or 32 points), and
    /// none archives a `layoutMarginsRelativeArrangement` attribute.
    private func hasLayoutMargins(_ element: Int) -> Bool {
        xml.child(of: element, named: "edgeInsets", key: "layoutMargins") != nil
            || xml.child(of: element, named: "directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    }
}
