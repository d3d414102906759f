/// The attribute names of an XML text, each made into a `String` once however often it is
/// written, with whether its values are text a person wrote (`text`, `title`): a table of
/// 1,024 slots by a hash of the name's length and first, second and last bytes, probed in
/// order. A text of more distinct names than that has the rest made each time.
final class XMLAttributeNames {
    private struct Entry {
        let range: Range<Int>
        let name: String
        let isText: Bool
    }

    private let xml: XMLSyntax
    private let isText: (String) -> Bool
    private var slots: [Entry?] = Array(repeating: nil, count: 1024)

    init(xml: XMLSyntax, isText: @escaping (String) -> Bool) {
        self.xml = xml
        self.isText = isText
    }

    /// The name of the attribute at `index` in `xml.attributes`, and whether it holds text.
    func name(of index: Int) -> (name: String, isText: Bool) {
        let range = xml.attributes[index].name
        return xml.source.bytes.withUnsafeBufferPointer { bytes in
            let count = range.count
            var hash = count &* 31 &+ Int(bytes[range.lowerBound]) &* 7 &+ Int(bytes[range.upperBound - 1]) &* 131
            if count > 1 { hash = hash &+ Int(bytes[range.lowerBound + 1]) &* 17 }
            var slot = hash & (slots.count - 1)
            for _ in 0..<slots.count {
                guard let entry = slots[slot] else {
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                    let entry = Entry(range: range, name: name, isText: isText(name))
                    slots[slot] = entry
                    return (entry.name, entry.isText)
                }
                if entry.range.count == count, same(entry.range, range, in: bytes) { return (entry.name, entry.isText) }
                slot = (slot + 1) & (slots.count - 1)
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            return (name, isText(name))
        }
    }

    private func same(_ first: Range<Int>, _ second: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < first.count {
            if bytes[first.lowerBound + offset] != bytes[second.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }
}
