import Inspectable

/// An XML text read for looking up and patching: every element, in document order, with the
/// byte ranges of its name, its attributes and its tags, so an edit can replace just the
/// bytes of one value and a diagnostic can point at it.
///
/// Elements are kept in one array, depth first; an element's descendants follow it, up to
/// `after`. Attributes are kept in one array too, each element owning a range of it.
struct XMLSyntax: Sendable {
    /// One element: `<name attribute="value">…</name>` or `<name …/>`.
    struct Element: Sendable {
        /// Where `<` is.
        let start: Int
        let name: Range<Int>
        /// The element's attributes, as positions in `XMLSyntax.attributes`.
        let attributes: Range<Int>
        /// Just past the `>` of the start tag.
        let startTagEnd: Int
        /// Where the end tag `</name>` starts; the start tag's end for an empty element.
        var contentEnd: Int
        /// Just past the element's last byte.
        var end: Int
        /// The position just past the element's last descendant.
        var after: Int
        /// Whether the element is written `<name …/>`.
        let isEmptyTag: Bool
    }

    /// One attribute: its name, and its value inside the quotes (still escaped).
    struct Attribute: Sendable {
        let name: Range<Int>
        let value: Range<Int>
    }

    let source: SourceText
    let elements: [Element]
    let attributes: [Attribute]

    /// Parses `source`, which must be one well-formed XML element with an optional prolog.
    init(parsing source: SourceText) throws(XMLSyntaxError) {
        if let problem = source.decodingProblem { throw problem }
        let parsed: Result<(elements: [Element], attributes: [Attribute]), XMLSyntaxError> =
            source.bytes.withUnsafeBufferPointer { buffer in
                var parser = XMLParser(bytes: buffer)
                do throws(XMLSyntaxError) {
                    try parser.parse()
                    return .success((parser.elements, parser.attributes))
                } catch {
                    return .failure(error)
                }
            }
        do {
            (elements, attributes) = try parsed.get()
        } catch {
            var error = error
            if let opened = error.openedAt { error.message += ", opened at \(source.location(of: opened))" }
            throw error
        }
        self.source = source
    }

    var root: Int { 0 }

    /// Whether the element's name is `name`.
    func isElement(_ element: Int, named name: String) -> Bool {
        equals(elements[element].name, name)
    }

    /// The element whose `<` is at `offset`.
    func element(startingAt offset: Int) -> Int? {
        var (low, high) = (0, elements.count)
        while low < high {
            let middle = (low + high) / 2
            if elements[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < elements.count && elements[low].start == offset ? low : nil
    }

    /// The element's name.
    func name(of element: Int) -> String {
        String(decoding: source.bytes[elements[element].name], as: UTF8.self)
    }

    /// The elements directly inside `element`, in order.
    func children(of element: Int) -> [Int] {
        var result: [Int] = []
        var child = element + 1
        while child < elements[element].after {
            result.append(child)
            child = elements[child].after
        }
        return result
    }

    /// The first child of `element` named `name`, whose `key` attribute is `key` when one is given.
    func child(of element: Int, named name: String, key: String? = nil) -> Int? {
        var child = element + 1
        while child < elements[element].after {
            if isElement(child, named: name), key.map({ hasAttribute(child, "key", equalTo: $0) }) ?? true {
                return child
            }
            child = elements[child].after
        }
        return nil
    }

    /// The position in `attributes` of the element's attribute `name`.
    func attributeIndex(_ element: Int, _ name: String) -> Int? {
        elements[element].attributes.first { equals(attributes[$0].name, name) }
    }

    /// The unescaped value of the element's attribute `name`.
    func attribute(_ element: Int, _ name: String) -> String? {
        attributeIndex(element, name).map { value(of: $0) }
    }

    /// The unescaped value of the attribute at `index` in `attributes`.
    func value(of index: Int) -> String {
        XMLText.unescaped(source.bytes[attributes[index].value], isAttributeValue: true)
    }

    /// The attribute's name as written.
    func attributeName(_ index: Int) -> String {
        String(decoding: source.bytes[attributes[index].name], as: UTF8.self)
    }

    /// Whether the element's attribute `name` is written exactly as `value`.
    func hasAttribute(_ element: Int, _ name: String, equalTo value: String) -> Bool {
        guard let index = attributeIndex(element, name) else { return false }
        return equals(attributes[index].value, value)
    }

    /// The text directly inside an element, as `<string key="text">…</string>` holds it: its
    /// text unescaped and the contents of its CDATA sections as written, without its comments,
    /// processing instructions and child elements.
    func text(of element: Int) -> String {
        var result = ""
        var position = elements[element].startTagEnd
        let end = max(position, elements[element].contentEnd)
        var child = element + 1
        while position < end {
            let next = child < elements[element].after ? elements[child].start : end
            result += content(position..<next)
            guard child < elements[element].after else { break }
            position = elements[child].end
            child = elements[child].after
        }
        return result
    }

    /// The text of content without elements, which the parser found well-formed.
    private func content(_ range: Range<Int>) -> String {
        let bytes = source.bytes[range]
        guard bytes.contains(UInt8(ascii: "<")) else { return XMLText.unescaped(bytes) }
        var result = ""
        var position = range.lowerBound
        func skip(past terminator: String, from start: Int) -> Range<Int> {
            let end = bytes[start...].firstRange(of: Array(terminator.utf8))?.lowerBound ?? range.upperBound
            position = min(end + terminator.utf8.count, range.upperBound)
            return start..<end
        }
        while position < range.upperBound {
            if bytes[position...].starts(with: "<![CDATA[".utf8) {
                let inside = skip(past: "]]>", from: position + 9)
                result += XMLText.unescaped(bytes[inside], isCDATA: true)
            } else if bytes[position...].starts(with: "<!--".utf8) {
                _ = skip(past: "-->", from: position + 4)
            } else if bytes[position...].starts(with: "<?".utf8) {
                _ = skip(past: "?>", from: position + 2)
            } else {
                let end = bytes[position...].firstIndex(of: UInt8(ascii: "<")) ?? range.upperBound
                result += XMLText.unescaped(bytes[position..<end])
                position = end
            }
        }
        return result
    }

    private func equals(_ range: Range<Int>, _ text: String) -> Bool {
        let utf8 = text.utf8
        guard range.count == utf8.count else { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            utf8.withContiguousStorageIfAvailable { expected in
                var offset = 0
                while offset < expected.count {
                    if bytes[range.lowerBound + offset] != expected[offset] { return false }
                    offset += 1
                }
                return true
            } ?? bytes[range].elementsEqual(utf8)
        }
    }
}

/// Why a text is not well-formed XML, and where.
struct XMLSyntaxError: Error, Sendable {
    var message: String
    let offset: Int
    /// Where the element a wrong end tag meant to close starts.
    var openedAt: Int? = nil
}
