public import Inspectable

/// A JSON text parsed into a flat list of nodes that keep the byte range of every key and
/// value, in document order.
///
/// Foundation's JSON reading loses key order and positions; this keeps both, so diagnostics
/// name a line and column and edits replace exactly the bytes of one value. Nodes are stored
/// in one array in document order (an object's members follow it as key, value, key, value),
/// which keeps a document of 100,000 views compact.
public struct JSONSyntax: Sendable {
    /// A node's position in the list.
    public typealias Index = Int

    public enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null

        /// The kind with an article, for messages: "a string", "an object".
        public var kindDescription: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .true, .false: "a boolean"
            case .null: "null"
            }
        }
    }

    /// One value in 12 bytes, so a document of 100,000 views keeps its nodes in less than
    /// twice its size.
    struct Node {
        var start: UInt32
        /// For a string, number or literal: the offset just past it. For an object or array: the
        /// index just past its subtree, that is, of its next sibling.
        var link: UInt32
        var kind: Kind
        /// Whether a string contains escapes, so its text must be decoded.
        var hasEscapes: Bool

        var isContainer: Bool { kind == .object || kind == .array }
    }

    /// The deepest nesting of objects and arrays a document may have.
    public static let maximumDepth = 512

    public let source: SourceText
    var nodes: [Node]

    /// The document's top-level value.
    public var root: Index { 0 }

    /// Parses `source`, reporting the first syntax error at its position.
    public init(parsing source: SourceText) throws(JSONSyntaxError) {
        self.source = source
        self.nodes = try JSONParser.parse(source.bytes)
    }

    public func kind(_ index: Index) -> Kind { nodes[index].kind }

    /// Where the value starts: its first character.
    public func start(_ index: Index) -> Int { Int(nodes[index].start) }

    /// The bytes of the value, from its first to just past its last character.
    public func range(_ index: Index) -> Range<Int> {
        let node = nodes[index]
        guard node.isContainer else { return Int(node.start)..<Int(node.link) }
        // The closing bracket follows the last child (or the opening one) after white space.
        var child = index + 1
        var lastEnd = Int(node.start) + 1
        while child < Int(node.link) {
            if node.kind == .object { child += 1 }
            lastEnd = range(child).upperBound
            child = after(child)
        }
        let bytes = source.bytes
        while bytes[lastEnd] != UInt8(ascii: "}"), bytes[lastEnd] != UInt8(ascii: "]") { lastEnd += 1 }
        return Int(node.start)..<lastEnd + 1
    }

    /// The number of members of an object or elements of an array.
    public func count(_ index: Index) -> Int {
        kind(index) == .object ? members(index).count : elements(index).count
    }

    /// The key and value of each member of an object, in document order.
    public func members(_ object: Index) -> [(key: Index, value: Index)] {
        var result: [(key: Index, value: Index)] = []
        var key = object + 1
        let end = after(object)
        // Each member takes two nodes or more: room enough for a small object at once.
        result.reserveCapacity(min(16, (end - key) / 2))
        while key < end {
            result.append((key, key + 1))
            key = after(key + 1)
        }
        return result
    }

    /// The elements of an array, in document order.
    public func elements(_ array: Index) -> [Index] {
        var result: [Index] = []
        var element = array + 1
        let end = after(array)
        result.reserveCapacity(min(16, end - element))
        while element < end {
            result.append(element)
            element = after(element)
        }
        return result
    }

    /// The first member of `object` whose key is `name`.
    public func member(_ object: Index, named name: String) -> (key: Index, value: Index)? {
        var key = object + 1
        let end = after(object)
        while key < end {
            if isString(key, equalTo: name) { return (key, key + 1) }
            key = after(key + 1)
        }
        return nil
    }

    /// The value of a number node as a `Double`; a number too large to be finite was rejected when parsing.
    public func double(_ index: Index) -> Double {
        let range = range(index)
        return source.bytes.withUnsafeBufferPointer { buffer in
            // Whole numbers of up to 15 digits, the usual frame, are exact without a general parse.
            var negative = false
            var position = range.lowerBound
            if buffer[position] == UInt8(ascii: "-") {
                negative = true
                position += 1
            }
            if range.upperBound - position <= 15 {
                var value: Int64 = 0
                while position < range.upperBound, NumberGrammar.isDigit(buffer[position]) {
                    value = value * 10 + Int64(buffer[position] - UInt8(ascii: "0"))
                    position += 1
                }
                if position == range.upperBound { return negative ? -Double(value) : Double(value) }
            }
            return Double(Substring(decoding: buffer[range], as: UTF8.self)) ?? 0
        }
    }

    /// The decoded text of a string node.
    public func string(_ index: Index) -> String {
        let node = nodes[index]
        let inner = Int(node.start) + 1..<Int(node.link) - 1
        if !node.hasEscapes {
            return source.bytes.withUnsafeBufferPointer { String(decoding: $0[inner], as: UTF8.self) }
        }
        return JSONParser.unescape(source.bytes[inner])
    }

    /// The bytes between a string node's quotes, in `source`, the source's bytes; `nil` for a
    /// string with escapes or another kind of node.
    func plainString(_ index: Index, in source: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let node = nodes[index]
        guard node.kind == .string, !node.hasEscapes else { return nil }
        return UnsafeBufferPointer(rebasing: source[Int(node.start) + 1..<Int(node.link) - 1])
    }

    /// A number, a boolean or a string without escapes as a plain scalar of `source`, the
    /// source's bytes; `nil` for any other node.
    func plainScalar(_ index: Index, in source: UnsafeBufferPointer<UInt8>) -> PlainJSONScalar? {
        let node = nodes[index]
        switch node.kind {
        case .number: return .number(UnsafeBufferPointer(rebasing: source[Int(node.start)..<Int(node.link)]))
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .string: return plainString(index, in: source).map(PlainJSONScalar.string)
        case .null, .object, .array: return nil
        }
    }

    /// Whether a string node's text is `text`, without decoding it when it has no escapes.
    public func isString(_ index: Index, equalTo text: String) -> Bool {
        let node = nodes[index]
        guard node.kind == .string else { return false }
        if node.hasEscapes { return string(index) == text }
        let inner = Int(node.start) + 1..<Int(node.link) - 1
        let utf8 = text.utf8
        guard utf8.count == inner.count else { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            utf8.withContiguousStorageIfAvailable { text in
                var offset = 0
                while offset < text.count {
                    if bytes[inner.lowerBound + offset] != text[offset] { return false }
                    offset += 1
                }
                return true
            } ?? bytes[inner].elementsEqual(utf8)
        }
    }

    /// The literal of a number node.
    public func number(_ index: Index) -> JSONNumber {
        let literal = source.bytes.withUnsafeBufferPointer { String(decoding: $0[range(index)], as: UTF8.self) }
        return JSONNumber(validatedLiteral: literal)
    }

    /// The value of a node and everything in it.
    public func value(_ index: Index) -> JSONValue {
        switch kind(index) {
        case .null: .null
        case .true: .bool(true)
        case .false: .bool(false)
        case .number: .number(number(index))
        case .string: .string(string(index))
        case .array: .array(elements(index).map(value))
        case .object:
            .object(JSONObject(members(index).map { JSONObject.Member(key: string($0.key), value: value($0.value)) }))
        }
    }

    /// The node whose text starts at `offset`; nodes start in increasing order, so this is a binary search.
    public func node(startingAt offset: Int) -> Index? {
        var low = 0
        var high = nodes.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let start = Int(nodes[middle].start)
            if start == offset { return middle }
            if start < offset { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The index just past the subtree of `index`.
    public func after(_ index: Index) -> Index {
        nodes[index].isContainer ? Int(nodes[index].link) : index + 1
    }
}

/// A syntax error at a byte offset of the text.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public let offset: Int
    public let message: String

    public var description: String { message }
}
