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

    struct Node {
        var kind: Kind
        /// Whether a string contains escapes, so its text must be decoded.
        var hasEscapes: Bool
        var start: UInt32
        var end: UInt32
        /// The index just past this node's subtree: its next sibling.
        var after: UInt32
        /// Members of an object or elements of an array.
        var count: UInt32
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

    /// The bytes of the value, from its first to just past its last character.
    public func range(_ index: Index) -> Range<Int> {
        Int(nodes[index].start)..<Int(nodes[index].end)
    }

    /// The number of members of an object or elements of an array.
    public func count(_ index: Index) -> Int { Int(nodes[index].count) }

    /// The key and value of each member of an object, in document order.
    public func members(_ object: Index) -> [(key: Index, value: Index)] {
        var result: [(key: Index, value: Index)] = []
        result.reserveCapacity(count(object))
        var key = object + 1
        for _ in 0..<count(object) {
            let value = key + 1
            result.append((key, value))
            key = Int(nodes[value].after)
        }
        return result
    }

    /// The elements of an array, in document order.
    public func elements(_ array: Index) -> [Index] {
        var result: [Index] = []
        result.reserveCapacity(count(array))
        var element = array + 1
        for _ in 0..<count(array) {
            result.append(element)
            element = Int(nodes[element].after)
        }
        return result
    }

    /// The first member of `object` whose key is `name`.
    public func member(_ object: Index, named name: String) -> (key: Index, value: Index)? {
        members(object).first { isString($0.key, equalTo: name) }
    }

    /// The decoded text of a string node.
    public func string(_ index: Index) -> String {
        let node = nodes[index]
        let inner = Int(node.start) + 1..<Int(node.end) - 1
        if !node.hasEscapes {
            return source.bytes.withUnsafeBufferPointer { String(decoding: $0[inner], as: UTF8.self) }
        }
        return JSONParser.unescape(source.bytes[inner])
    }

    /// Whether a string node's text is `text`, without decoding it when it has no escapes.
    public func isString(_ index: Index, equalTo text: String) -> Bool {
        let node = nodes[index]
        guard node.kind == .string else { return false }
        if node.hasEscapes { return string(index) == text }
        let inner = Int(node.start) + 1..<Int(node.end) - 1
        var text = text
        return text.withUTF8 { utf8 in
            source.bytes.withUnsafeBufferPointer { $0[inner].elementsEqual(utf8) }
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

    /// The index just past the subtree of `index`.
    public func after(_ index: Index) -> Index { Int(nodes[index].after) }
}

/// A syntax error at a byte offset of the text.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public let offset: Int
    public let message: String

    public var description: String { message }
}
