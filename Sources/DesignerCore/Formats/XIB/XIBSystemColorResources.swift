import Inspectable

/// The `<systemColor>` entries of a document's `<resources>`, kept as Xcode keeps them when an
/// edit changes which system colors the views use: a color's first use adds its entry, with its
/// light value, and its last use removes it.
///
///     <resources>
///         <image name="track" width="28" height="8"/>
///         <namedColor name="AccentColor">…</namedColor>
///         <systemColor name="systemIndigoColor">
///             <color red="0.34509803921568627" green="0.33725490196078434" blue="0.83921568627450982" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
///         </systemColor>
///     </resources>
///
/// Xcode writes images, then named colors, then system colors, each kind by name in byte order,
/// and `<resources>` as the document's last child, made with the first entry and removed with
/// the last.
struct XIBSystemColorResources {
    let xml: XMLSyntax

    /// The uses of each system color (`<color systemColor="…"/>`) among the elements of `xml`
    /// in `elements`, outside the resources.
    static func uses(in xml: XMLSyntax, elements: Range<Int>) -> [String: Int] {
        var uses: [String: Int] = [:]
        forEachElement(in: xml, elements: elements) { element in
            if xml.isElement(element, named: "color"), let name = xml.attribute(element, "systemColor") {
                uses[name, default: 0] += 1
            }
        }
        return uses
    }

    /// Calls `body` with each element of `xml` in `elements` but those of the document's
    /// `<resources>`, which list what the others use.
    static func forEachElement(in xml: XMLSyntax, elements: Range<Int>, _ body: (Int) -> Void) {
        let resources = xml.child(of: xml.root, named: "resources")
        var element = elements.lowerBound
        while element < elements.upperBound {
            if element == resources {
                element = xml.elements[element].after
                continue
            }
            body(element)
            element += 1
        }
    }

    /// Adds to `patches` the entries of the colors that `uses` (after the edit) gives a first use,
    /// and removes those of the colors it leaves none, and the entries `images` of the images no
    /// longer used (`XIBImageResources`), and returns the ranges of the text those patches
    /// change (empty where `<resources>` is made). An entry added, the document's
    /// `<dependencies>` get the capability of system colors, which Xcode keeps once written.
    func update(
        _ patches: inout XMLPatches, usesBefore: [String: Int], usesAfter: [String: Int], removingImages images: [Int]
    ) -> [Range<Int>] {
        var ranges = [Range<Int>]()
        if let range = updateEntries(&patches, usesBefore: usesBefore, usesAfter: usesAfter, removingImages: images) {
            ranges.append(range)
        }
        if !ranges.isEmpty, usesAfter.contains(where: { $0.value > 0 && usesBefore[$0.key, default: 0] == 0 }),
            let range = addCapability(&patches)
        {
            ranges.append(range)
        }
        return ranges
    }

    static let capability = "System colors in document resources"

    /// Adds `<capability name="System colors in document resources" minToolsVersion="11.0"/>` to
    /// the document's `<dependencies>` where it lacks it, among the capabilities by name in byte
    /// order as Xcode writes them; returns the range of the text changed.
    private func addCapability(_ patches: inout XMLPatches) -> Range<Int>? {
        guard let dependencies = xml.child(of: xml.root, named: "dependencies") else { return nil }
        let children = xml.children(of: dependencies)
        let capabilities = children.filter { xml.isElement($0, named: "capability") }
        guard !capabilities.contains(where: { xml.attribute($0, "name") == Self.capability }) else { return nil }
        let text = "<capability name=\"\(Self.capability)\" minToolsVersion=\"11.0\"/>"
        let name = Array(Self.capability.utf8)
        let next = capabilities.first { name.lexicographicallyPrecedes(Array((xml.attribute($0, "name") ?? "").utf8)) }
        let lineBreak = xml.source.lineBreak
        let indent = patches.childIndentation(of: dependencies)
        if let next, patches.indentation(of: next) != nil {
            let offset = patches.lineRange(of: next).lowerBound
            patches.insert(indent + text + lineBreak, at: offset)
            return offset..<offset
        }
        guard !xml.elements[dependencies].isEmptyTag, let last = capabilities.last ?? children.last else { return nil }
        let offset = xml.elements[last].end
        patches.insert(lineBreak + indent + text, at: offset)
        return offset..<offset
    }

    private func updateEntries(
        _ patches: inout XMLPatches, usesBefore: [String: Int], usesAfter: [String: Int], removingImages images: [Int]
    ) -> Range<Int>? {
        let resources = xml.child(of: xml.root, named: "resources")
        let entries: [(name: String, element: Int)] =
            resources.map { resources in
                xml.children(of: resources).compactMap { child in
                    guard xml.isElement(child, named: "systemColor"), let name = xml.attribute(child, "name") else {
                        return nil
                    }
                    return (name, child)
                }
            } ?? []
        let added = usesAfter.keys.filter { name in
            usesBefore[name, default: 0] == 0 && !entries.contains { $0.name == name }
        }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let removed =
            entries.filter { usesBefore[$0.name, default: 0] > 0 && usesAfter[$0.name, default: 0] == 0 }
            + images.map { (name: xml.attribute($0, "name") ?? "", element: $0) }
        let addedEntries = added.compactMap { entry(for: $0, patches: patches) }
        guard !addedEntries.isEmpty || !removed.isEmpty else { return nil }
        let lineBreak = xml.source.lineBreak
        guard let resources else {
            // The document's last child, indented as its children are.
            let root = xml.root
            let indent = patches.childIndentation(of: root)
            let step = patches.indentationStep
            let block =
                lineBreak + indent + "<resources>"
                + addedEntries.map { lineBreak + indent + step + $0(indent + step) }.joined() + lineBreak + indent
                + "</resources>"
            let offset = xml.children(of: root).last.map { xml.elements[$0].end } ?? xml.elements[root].startTagEnd
            patches.insert(block, at: offset)
            return offset..<offset
        }
        let range = patches.lineRange(of: resources)
        if xml.elements[resources].isEmptyTag {
            // `<resources/>`, written again with its entries.
            let indent = patches.childIndentation(of: resources)
            patches.replace(
                xml.elements[resources].start..<xml.elements[resources].end,
                with: "<resources>" + addedEntries.map { lineBreak + indent + $0(indent) }.joined() + lineBreak
                    + (patches.indentation(of: resources) ?? "") + "</resources>")
            return range
        }
        let children = xml.children(of: resources)
        if addedEntries.isEmpty, patches.holdsOnly(removed.map(\.element), resources) {
            patches.replace(range, with: "")
            return range
        }
        for entry in removed { patches.replace(patches.lineRange(of: entry.element), with: "") }
        let indent = patches.childIndentation(of: resources)
        for (name, text) in zip(added, addedEntries) {
            let next = entries.first { Array($0.name.utf8).lexicographicallyPrecedes(Array(name.utf8)) == false }
            if let next, patches.indentation(of: next.element) != nil {
                patches.insert(indent + text(indent) + lineBreak, at: patches.lineRange(of: next.element).lowerBound)
            } else if let last = children.last, removed.contains(where: { $0.element == last }),
                patches.indentation(of: last) != nil
            {
                // The last entry goes: the new one takes its line rather than follow it.
                patches.insert(indent + text(indent) + lineBreak, at: patches.lineRange(of: last).lowerBound)
            } else if let last = children.last {
                patches.insert(lineBreak + indent + text(indent), at: xml.elements[last].end)
            } else {
                patches.insert(
                    lineBreak + indent + text(indent) + lineBreak + (patches.indentation(of: resources) ?? ""),
                    at: xml.elements[resources].startTagEnd)
            }
        }
        return range
    }

    /// The `<systemColor>` entry of the system color `name` (`systemIndigoColor`), indented
    /// from the indentation it is given; `nil` for a name designer does not know.
    private func entry(for name: String, patches: XMLPatches) -> ((String) -> String)? {
        guard name.hasSuffix("Color"), let color = try? Color(text: String(name.dropLast(5))) else { return nil }
        let light = color.resolved(for: .light)
        let (red, green, blue) = (light.red255 / 255, light.green255 / 255, light.blue255 / 255)
        let alpha = XIBColor.number(light.alpha)
        // Xcode writes a gray in the gray space, other colors in sRGB.
        let components =
            red == green && green == blue
            ? "white=\"\(XIBColor.number(red))\" alpha=\"\(alpha)\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\""
            : "red=\"\(XIBColor.number(red))\" green=\"\(XIBColor.number(green))\" blue=\"\(XIBColor.number(blue))\" alpha=\"\(alpha)\" colorSpace=\"custom\" customColorSpace=\"sRGB\""
        let lineBreak = xml.source.lineBreak
        let step = patches.indentationStep
        return { indent in
            "<systemColor name=\"\(XMLText.escaped(name))\">" + lineBreak + indent + step + "<color \(components)/>"
                + lineBreak + indent + "</systemColor>"
        }
    }
}
