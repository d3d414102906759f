import Inspectable
import Layout

/// A layout tree written as a storyboard of one view controller's scene, as Xcode writes one: each
/// view's subviews, then the constraints it holds (those whose items it is the nearest common
/// ancestor of, the first item left out where it is the holder), then its safe area guide.
enum LayoutSceneStoryboard {
    /// The storyboard of `tree`, saved for the device `deviceID` (`retina6_1`) in portrait.
    static func text(of tree: LayoutTree, deviceID: String) -> String {
        var held = Array(repeating: [Int](), count: tree.items.count)
        for (position, constraint) in tree.constraints.enumerated() {
            held[holder(of: constraint, in: tree)].append(position)
        }
        var children = Array(repeating: [Int](), count: tree.items.count)
        for (position, item) in tree.items.enumerated() {
            if let parent = item.parent { children[parent].append(position) }
        }
        let controller = LayoutSceneIDs.id(2_000_000)
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(controller)">
                <device id="\(deviceID)" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>
                    <scene sceneID="\(LayoutSceneIDs.id(2_000_001))">
                        <objects>
                            <viewController id="\(controller)" sceneMemberID="viewController">

            """
        write(0, tree: tree, children: children, held: held, indent: 5, into: &text)
        text += """
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(LayoutSceneIDs.id(2_000_002))" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        return text
    }

    /// The view that holds a constraint: the nearest common ancestor of its items' views (a guide's
    /// view is the one that owns it).
    private static func holder(of constraint: LayoutConstraint, in tree: LayoutTree) -> Int {
        let first = view(of: constraint.firstItem, in: tree)
        guard let secondItem = constraint.secondItem else { return first }
        let second = view(of: secondItem, in: tree)
        var ancestors: Set<Int> = []
        var item: Int? = first
        while let current = item {
            ancestors.insert(current)
            item = tree.items[current].parent
        }
        item = second
        while let current = item {
            if ancestors.contains(current) { return current }
            item = tree.items[current].parent
        }
        return 0
    }

    private static func view(of item: Int, in tree: LayoutTree) -> Int {
        guard case .guide = tree.items[item].kind, let owner = tree.items[item].parent else { return item }
        return owner
    }

    private static func write(
        _ position: Int, tree: LayoutTree, children: [[Int]], held: [[Int]], indent: Int, into text: inout String
    ) {
        let item = tree.items[position]
        let pad = String(repeating: "    ", count: indent)
        let frame = item.savedFrame
        if item.parent == nil {
            text += "\(pad)<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(item.id ?? "")\">\n"
        } else {
            text +=
                "\(pad)<view contentMode=\"scaleToFill\" insetsLayoutMarginsFromSafeArea=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(item.id ?? "")\" userLabel=\"\(item.name)\">\n"
        }
        text +=
            "\(pad)    <rect key=\"frame\" x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\"/>\n"
        if item.parent == nil {
            text +=
                "\(pad)    <autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>\n"
        }
        let views = children[position].filter { tree.items[$0].kind == .view }
        if !views.isEmpty {
            text += "\(pad)    <subviews>\n"
            for child in views {
                write(child, tree: tree, children: children, held: held, indent: indent + 2, into: &text)
            }
            text += "\(pad)    </subviews>\n"
        }
        if !held[position].isEmpty {
            text += "\(pad)    <constraints>\n"
            for constraint in held[position] {
                text += "\(pad)        " + element(tree.constraints[constraint], holder: position, tree: tree) + "\n"
            }
            text += "\(pad)    </constraints>\n"
        }
        for child in children[position] where tree.items[child].kind == .guide(.safeArea) {
            text += "\(pad)    <viewLayoutGuide key=\"safeArea\" id=\"\(tree.items[child].id ?? "")\"/>\n"
        }
        text += "\(pad)</view>\n"
    }

    /// `<constraint …/>` as Xcode writes it: defaults left out, a view's own aspect ratio as `W:H`.
    private static func element(_ constraint: LayoutConstraint, holder: Int, tree: LayoutTree) -> String {
        var attributes: [String] = []
        if constraint.firstItem != holder {
            attributes.append("firstItem=\"\(tree.items[constraint.firstItem].id ?? "")\"")
        }
        attributes.append("firstAttribute=\"\(name(of: constraint.firstAttribute))\"")
        switch constraint.relation {
        case .equal: break
        case .lessThanOrEqual: attributes.append("relation=\"lessThanOrEqual\"")
        case .greaterThanOrEqual: attributes.append("relation=\"greaterThanOrEqual\"")
        }
        if let second = constraint.secondItem {
            attributes.append("secondItem=\"\(tree.items[second].id ?? "")\"")
            attributes.append("secondAttribute=\"\(name(of: constraint.secondAttribute))\"")
            if constraint.multiplier != 1 || second == constraint.firstItem {
                let ratio = second == constraint.firstItem ? self.ratio(constraint.multiplier) : nil
                attributes.append("multiplier=\"\(ratio ?? number(constraint.multiplier))\"")
            }
        }
        if constraint.constant != 0 { attributes.append("constant=\"\(number(constraint.constant))\"") }
        if constraint.priority != 1000 { attributes.append("priority=\"\(number(constraint.priority))\"") }
        attributes.append("id=\"\(constraint.id ?? "")\"")
        return "<constraint " + attributes.joined(separator: " ") + "/>"
    }

    /// `p:q` for a multiplier that is a fraction of small whole numbers, as Xcode writes an aspect ratio.
    private static func ratio(_ multiplier: Double) -> String? {
        for denominator in 1...20 {
            let numerator = multiplier * Double(denominator)
            if abs(numerator - numerator.rounded()) < 1e-9 { return "\(Int(numerator.rounded())):\(denominator)" }
        }
        return nil
    }

    /// The attribute as a document names it (`leadingMargin`).
    static func name(of attribute: LayoutAttribute) -> String {
        String(describing: attribute)
    }

    /// A number as Xcode writes it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
