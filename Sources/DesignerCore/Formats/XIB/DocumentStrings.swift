/// The strings the user reads in an Interface Builder document, each with where it is written
/// and the key Xcode gives it in the document's `.strings` tables and String Catalog
/// (`abc-12-xyz.text`, `but-to-n1.normalTitle`, `seg-me-nt1.segmentTitles[0]`): what a
/// pseudolanguage and a translation replace, each where it is.
public struct DocumentStrings: Sendable {
    /// One string of the document.
    public struct Entry: Sendable {
        /// Its bytes in the document's text, as written (still escaped).
        public let range: Range<Int>
        /// Its text.
        public let text: String
        /// Its key in the document's strings tables; `nil` for text Xcode does not translate by
        /// table (an attributed string's runs).
        public let key: String?
        /// The class of the object it belongs to (`UILabel`, `UIButton`, `UINavigationItem`).
        public let className: String
    }

    /// The document's strings, in the order of its text; none for a JSON document or text that is
    /// not well-formed XML.
    public let entries: [Entry]

    /// The strings of the document `source` holds.
    public init(of source: SourceText) {
        guard !JSONFormat.accepts(source), let xml = try? XMLSyntax(parsing: source) else {
            entries = []
            return
        }
        var entries: [Entry] = []
        // The elements that hold the one being read, outermost first.
        var ancestors: [Int] = []
        for element in xml.elements.indices {
            while let last = ancestors.last, xml.elements[last].after <= element { ancestors.removeLast() }
            defer { ancestors.append(element) }
            let name = xml.name(of: element)
            if let names = Self.textAttributes[name] {
                for index in xml.elements[element].attributes {
                    let attribute = xml.attributeName(index)
                    guard names.contains(attribute) else { continue }
                    let owner = Self.owner(of: element, named: name, attribute: attribute, ancestors, xml)
                    entries.append(
                        Entry(
                            range: xml.attributes[index].value, text: xml.value(of: index),
                            key: owner.map { "\($0.id).\($0.property)" },
                            className: Self.className(of: owner?.element ?? element, xml)))
                }
            }
            if name == "string", let key = xml.attribute(element, "key"), Self.textStrings.contains(key),
                !xml.elements[element].isEmptyTag, let parent = ancestors.last
            {
                let id = xml.name(of: parent) == "fragment" ? nil : xml.attribute(parent, "id")
                entries.append(
                    Entry(
                        range: xml.elements[element].startTagEnd..<xml.elements[element].contentEnd,
                        text: xml.text(of: element), key: id.map { "\($0).\(key)" },
                        className: Self.className(of: parent, xml)))
            }
        }
        self.entries = entries
    }

    /// The object a string's key names and the property it is, as Xcode's strings tables name
    /// them: a button's state's title is the button's `normalTitle`, its configuration's title
    /// its `configuration.title`, a segment's title its control's `segmentTitles[1]`, an
    /// accessibility label its view's `accessibilityLabel`; other strings are their own element's.
    private static func owner(
        of element: Int, named name: String, attribute: String, _ ancestors: [Int], _ xml: XMLSyntax
    ) -> (element: Int, id: String, property: String)? {
        let parent = ancestors.last
        func owned(by owner: Int?, _ property: String) -> (element: Int, id: String, property: String)? {
            guard let owner, let id = xml.attribute(owner, "id") else { return nil }
            return (owner, id, property)
        }
        switch name {
        case "fragment":
            return nil
        case "state":
            return owned(by: parent, (xml.attribute(element, "key") ?? "normal") + "Title")
        case "buttonConfiguration":
            return owned(by: parent, "configuration." + attribute)
        case "accessibility":
            return owned(by: parent, "accessibility" + attribute.prefix(1).uppercased() + attribute.dropFirst())
        case "segment":
            // <segmentedControl><segments><segment title=…/>…
            guard ancestors.count >= 2, let segments = parent else { return nil }
            let position = xml.children(of: segments).firstIndex(of: element) ?? 0
            return owned(by: ancestors[ancestors.count - 2], "segmentTitles[\(position)]")
        default:
            return owned(by: element, attribute)
        }
    }

    /// The class an object's element stands for.
    private static func className(of element: Int, _ xml: XMLSyntax) -> String {
        XIBObjectClasses.className(of: element, in: xml) ?? xml.name(of: element)
    }

    /// The XML attributes that hold text the user reads, by the elements Interface Builder writes them on.
    private static let textAttributes: [String: Set<String>] = [
        "label": ["text"], "textField": ["text", "placeholder"], "textView": ["text"],
        "searchBar": ["text", "placeholder", "prompt"], "state": ["title"],
        "buttonConfiguration": ["title", "subtitle"],
        "navigationItem": ["title", "prompt"], "barButtonItem": ["title"], "tabBarItem": ["title"],
        "segment": ["title"], "tableViewSection": ["headerTitle", "footerTitle"], "fragment": ["content"],
        "accessibility": ["label", "hint"],
    ]

    /// The keys of `<string key=…>` elements whose content is text the user reads: an attribute
    /// Xcode writes as an element when it holds a line break, and an attributed string's run
    /// (`<fragment><string key="content">`), which has no key in the tables.
    private static let textStrings: Set<String> = [
        "text", "title", "placeholder", "headerTitle", "footerTitle", "content",
    ]

    /// `source` with each entry `replacement` gives a new text for (already written as it goes in
    /// the document: escaped) replaced where it is; the rest of the text as it was.
    public static func replacing(in source: SourceText, _ replacement: (Entry) -> String?) -> SourceText {
        let replaced = DocumentStrings(of: source).entries.compactMap { entry in
            replacement(entry).map { (entry.range, $0) }
        }
        guard !replaced.isEmpty else { return source }
        var bytes = source.bytes
        for (range, text) in replaced.reversed() {
            bytes.replaceSubrange(range, with: Array(text.utf8))
        }
        return SourceText(name: source.name, bytes: bytes)
    }
}
