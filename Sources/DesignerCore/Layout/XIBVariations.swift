import Graphics
import Layout

/// Interface Builder's size-class variations of one screen: which `<variation>`s of an element
/// apply to the screen's size classes, and what they change, as UIKit applies them.
///
/// A variation is keyed by the classes it is for: `default` for any, `widthClass=compact`,
/// `heightClass=regular`, or both, `heightClass=regular-widthClass=compact`. Those that match the
/// screen apply from the least specific to the most, so a variation for both classes wins over
/// one for either, which wins over the default:
///
///     <constraint firstAttribute="height" constant="40" id="h1">
///         <variation key="heightClass=compact" constant="30"/>
///     </constraint>
///
/// It holds the screen's traits, as a trait collection does: its size classes, and the text size
/// the user picked (`contentSize`), which sets the size of fonts of a text style.
struct XIBVariations {
    let xml: XMLSyntax
    let horizontal: SizeClass
    let vertical: SizeClass
    /// The content-size category text styles are measured at.
    var contentSize: ContentSizeCategory = .large

    /// The element's variations that apply, least specific first.
    func applying(to element: Int) -> [Int] {
        // Most elements, a constraint written `<constraint …/>` among them, have none.
        guard !xml.elements[element].isEmptyTag else { return [] }
        var matching: [(specificity: Int, order: Int, element: Int)] = []
        var child = element + 1
        while child < xml.elements[element].after {
            if xml.isElement(child, named: "variation"), let key = xml.attribute(child, "key"),
                let specificity = specificity(of: key)
            {
                matching.append((specificity, matching.count, child))
            }
            child = xml.elements[child].after
        }
        // Variations as specific as each other apply in the order written.
        return matching.sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }.map(\.element)
    }

    /// How many classes `key` names, if it matches the screen; `nil` if it does not.
    private func specificity(of key: String) -> Int? {
        guard key != "default" else { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let sizeClass = SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": guard sizeClass == horizontal else { return nil }
            case "heightClass": guard sizeClass == vertical else { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// The element's XML attribute `name` on this screen: the most specific variation's that
    /// writes it, else the element's own.
    func attribute(_ element: Int, _ name: String) -> String? {
        for variation in applying(to: element).reversed() {
            if let value = xml.attribute(variation, name) { return value }
        }
        return xml.attribute(element, name)
    }

    /// Where the element's XML attribute `name` is written for this screen.
    func attributeOffset(_ element: Int, _ name: String) -> Int? {
        for variation in applying(to: element).reversed() {
            if let index = xml.attributeIndex(variation, name) { return xml.attributes[index].value.lowerBound }
        }
        return xml.attributeIndex(element, name).map { xml.attributes[$0].value.lowerBound }
    }

    /// The element's child `name` (with `key`) on this screen: the most specific variation's
    /// that holds one, else the element's own.
    func child(_ element: Int, named name: String, key: String? = nil) -> Int? {
        for variation in applying(to: element).reversed() {
            if let child = xml.child(of: variation, named: name, key: key) { return child }
        }
        return xml.child(of: element, named: name, key: key)
    }

    /// Whether the object `id` (a constraint of `holder`'s `<constraints>`, or a subview of
    /// `holder`) is installed on this screen: `installedByDefault` unless a variation's
    /// `<mask key="constraints">` (or `subviews`) includes or excludes it.
    func isInstalled(_ id: String, maskedBy holder: Int, mask: String, installedByDefault: Bool) -> Bool {
        var installed = installedByDefault
        for variation in applying(to: holder) {
            guard let masked = xml.child(of: variation, named: "mask", key: mask) else { continue }
            for entry in xml.children(of: masked) where xml.hasAttribute(entry, "reference", equalTo: id) {
                installed = xml.isElement(entry, named: "include")
            }
        }
        return installed
    }
}
