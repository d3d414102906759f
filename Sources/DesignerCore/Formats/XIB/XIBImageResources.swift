import Inspectable

/// The `<image>` entries of a document's `<resources>`, as Xcode keeps them when an edit changes
/// which images the views name: one entry for each image the document uses, with its size.
///
///     <imageView … image="plus" catalog="system" …>
///     …
///     <resources>
///         <image name="plus" catalog="system" width="128" height="113"/>
///     </resources>
///
/// An image's last use gone, its entry goes. An image named for the first time gets its entry
/// when Xcode next saves the document: only Xcode knows an SF Symbol's or an asset's size.
enum XIBImageResources {
    /// The uses of each image name among the elements of `xml` in `elements`, outside the
    /// resources: attributes named `image` or ending in `Image` (`highlightedImage`,
    /// `backgroundImage`, `selectedImage`, `minimumValueImage`), and the values of runtime
    /// attributes of type `image`.
    static func uses(in xml: XMLSyntax, elements: Range<Int>) -> [String: Int] {
        var uses: [String: Int] = [:]
        XIBSystemColorResources.forEachElement(in: xml, elements: elements) { element in
            if xml.isElement(element, named: "userDefinedRuntimeAttribute") {
                if xml.hasAttribute(element, "type", equalTo: "image"), let name = xml.attribute(element, "value") {
                    uses[name, default: 0] += 1
                }
            } else {
                for index in xml.elements[element].attributes {
                    let attribute = xml.attributeName(index)
                    guard attribute == "image" || attribute.hasSuffix("Image") else { continue }
                    uses[xml.value(of: index), default: 0] += 1
                }
            }
        }
        return uses
    }

    /// The `<image name="…">` entries of the document's resources, by name.
    static func entries(in xml: XMLSyntax) -> [String: Int] {
        guard let resources = xml.child(of: xml.root, named: "resources") else { return [:] }
        var entries: [String: Int] = [:]
        for child in xml.children(of: resources) where xml.isElement(child, named: "image") {
            if let name = xml.attribute(child, "name") { entries[name] = child }
        }
        return entries
    }

    /// The entries whose images `usesBefore` gives a use and `usesAfter` none, which Xcode removes.
    static func unused(in xml: XMLSyntax, usesBefore: [String: Int], usesAfter: [String: Int]) -> [Int] {
        entries(in: xml).filter { usesBefore[$0.key, default: 0] > 0 && usesAfter[$0.key, default: 0] == 0 }
            .map(\.value).sorted()
    }

    /// The images `usesAfter` gives a first use that have no entry, by name in byte order.
    static func unlisted(in xml: XMLSyntax, usesBefore: [String: Int], usesAfter: [String: Int]) -> [String] {
        let entries = entries(in: xml)
        return usesAfter.keys.filter {
            usesBefore[$0, default: 0] == 0 && usesAfter[$0, default: 0] > 0 && entries[$0] == nil
        }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
