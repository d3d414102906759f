import Inspectable

/// Reads JSON text (RFC 8259, strictly) into `JSONSyntax` nodes.
///
/// Everything JSON does not allow is an error at its position rather than something to guess
/// at: comments, trailing commas, duplicate keys, single quotes, NaN and infinities, invalid
/// UTF-8, lone surrogates, numbers too large for a `Double`, and nesting deeper than
/// `JSONSyntax.maximumDepth`.
struct JSONParser {
    typealias Node = JSONSyntax.Node

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    private var depth = 0
    private var nodes: [Node] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        nodes.reserveCapacity(bytes.count / 9)
    }

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> [Node] {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONSyntaxError(offset: 0, message: "the document is larger than 4 GiB")
        }
        let result: Result<[Node], JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            do throws(JSONSyntaxError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> [Node] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        guard position < bytes.count else { throw error("the document is empty; expected a JSON value") }
        try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw unexpected(expecting: nil, after: "after the end of the document's value")
        }
        return nodes
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) {
        guard position < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        case UInt8(ascii: "t"): try parseLiteral("true", kind: .true)
        case UInt8(ascii: "f"): try parseLiteral("false", kind: .false)
        case UInt8(ascii: "n"): try parseLiteral("null", kind: .null)
        default: throw unexpected(expecting: "a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) {
        let nodeIndex = try openContainer(.object)
        var count = 0
        var keySet: Set<String>?
        var lastComma: Int?
        skipWhitespace()
        while true {
            guard position < bytes.count else { throw error("unexpected end of file; expected '}'") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "}") {
                if let lastComma { throw JSONSyntaxError(offset: lastComma, message: "trailing comma before '}'") }
                position += 1
                break
            }
            if count > 0, lastComma == nil {
                throw unexpected(expecting: "',' or '}'")
            }
            guard byte == UInt8(ascii: "\"") else {
                if byte == UInt8(ascii: "'") { throw error("keys take double quotes, not single quotes") }
                throw unexpected(expecting: "a key in double quotes")
            }
            let key = nodes.count
            try parseString()
            try checkDuplicate(key, in: nodeIndex, count: count, set: &keySet)
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw unexpected(expecting: "':' after the key")
            }
            position += 1
            skipWhitespace()
            try parseValue()
            count += 1
            lastComma = skipComma()
        }
        closeContainer(nodeIndex)
    }

    private mutating func parseArray() throws(JSONSyntaxError) {
        let nodeIndex = try openContainer(.array)
        var count = 0
        var lastComma: Int?
        skipWhitespace()
        while true {
            guard position < bytes.count else { throw error("unexpected end of file; expected ']'") }
            if bytes[position] == UInt8(ascii: "]") {
                if let lastComma { throw JSONSyntaxError(offset: lastComma, message: "trailing comma before ']'") }
                position += 1
                break
            }
            if count > 0, lastComma == nil {
                throw unexpected(expecting: "',' or ']'")
            }
            try parseValue()
            count += 1
            lastComma = skipComma()
        }
        closeContainer(nodeIndex)
    }

    /// Skips a comma and the space around it; the comma's offset, or `nil` if there is none.
    private mutating func skipComma() -> Int? {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return nil }
        defer {
            position += 1
            skipWhitespace()
        }
        return position
    }

    private mutating func openContainer(_ kind: JSONSyntax.Kind) throws(JSONSyntaxError) -> Int {
        depth += 1
        guard depth <= JSONSyntax.maximumDepth else {
            throw error("nesting is deeper than \(JSONSyntax.maximumDepth) levels")
        }
        nodes.append(Node(start: UInt32(position), link: 0, kind: kind, hasEscapes: false))
        position += 1
        return nodes.count - 1
    }

    private mutating func closeContainer(_ index: Int) {
        nodes[index].link = UInt32(nodes.count)
        depth -= 1
    }

    mutating func appendLeaf(_ kind: JSONSyntax.Kind, start: Int, hasEscapes: Bool = false) {
        nodes.append(Node(start: UInt32(start), link: UInt32(position), kind: kind, hasEscapes: hasEscapes))
    }

    private mutating func parseLiteral(_ word: StaticString, kind: JSONSyntax.Kind) throws(JSONSyntaxError) {
        let start = position
        let length = word.utf8CodeUnitCount
        let matches =
            position + length <= bytes.count
            && word.withUTF8Buffer { $0.elementsEqual(bytes[position..<position + length]) }
        guard matches else { throw unexpected(expecting: "a value") }
        position += length
        appendLeaf(kind, start: start)
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) {
        let start = position
        if bytes[position] == UInt8(ascii: "-") {
            position += 1
            guard position < bytes.count, NumberGrammar.isDigit(bytes[position]) else {
                throw unexpected(expecting: "a digit after '-'")
            }
        }
        var isLarge = false
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, NumberGrammar.isDigit(bytes[position]) {
                throw JSONSyntaxError(offset: start, message: "numbers cannot have leading zeros")
            }
        } else {
            let digitsStart = position
            skipDigits()
            isLarge = position - digitsStart > 300
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw unexpected(expecting: "a digit after '.'") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard skipDigits() > 0 else { throw unexpected(expecting: "a digit in the exponent") }
            isLarge = true
        }
        if isLarge {
            let literal = String(decoding: bytes[start..<position], as: UTF8.self)
            if let value = Double(literal), !value.isFinite {
                throw JSONSyntaxError(offset: start, message: "number \(Printable.excerpt(literal)) is too large")
            }
        }
        appendLeaf(.number, start: start)
    }

    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = position
        while position < bytes.count, NumberGrammar.isDigit(bytes[position]) { position += 1 }
        return position - start
    }

    // MARK: - Keys

    /// Throws if `key` repeats a key of the object being read: a small object compares it with
    /// its earlier keys in place, a large one keeps a set of its keys.
    private func checkDuplicate(_ key: Int, in object: Int, count: Int, set: inout Set<String>?)
        throws(JSONSyntaxError)
    {
        if let inserted = set?.insert(text(of: key)).inserted {
            guard inserted else { throw duplicate(key) }
            return
        }
        var earlier = object + 1
        while earlier < key {
            if sameKey(earlier, key) { throw duplicate(key) }
            earlier = after(earlier + 1)
        }
        if count >= 16 {
            var keys = Set<String>()
            earlier = object + 1
            while earlier <= key {
                keys.insert(text(of: earlier))
                earlier = earlier == key ? key + 1 : after(earlier + 1)
            }
            set = keys
        }
    }

    private func duplicate(_ key: Int) -> JSONSyntaxError {
        JSONSyntaxError(offset: Int(nodes[key].start), message: "duplicate key \(Printable.quoted(text(of: key)))")
    }

    /// The index after a node's subtree; a node still open (the object being read) has none yet.
    private func after(_ index: Int) -> Int {
        nodes[index].isContainer ? Int(nodes[index].link) : index + 1
    }

    private func sameKey(_ a: Int, _ b: Int) -> Bool {
        let (nodeA, nodeB) = (nodes[a], nodes[b])
        if !nodeA.hasEscapes, !nodeB.hasEscapes {
            // Most keys of an object differ in length, and compare no further.
            return nodeA.link - nodeA.start == nodeB.link - nodeB.start
                && bytes[Int(nodeA.start)..<Int(nodeA.link)].elementsEqual(bytes[Int(nodeB.start)..<Int(nodeB.link)])
        }
        return text(of: a) == text(of: b)
    }

    private func text(of string: Int) -> String {
        let node = nodes[string]
        let inner = Int(node.start) + 1..<Int(node.link) - 1
        return node.hasEscapes
            ? Self.unescape(ArraySlice(bytes[inner])) : String(decoding: bytes[inner], as: UTF8.self)
    }

    // MARK: - Whitespace and errors

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: position, message: message)
    }

    /// An error for what stands at the current position: "unexpected 'x'; expected a value",
    /// or a message of its own for the usual mistakes (comments, single quotes, NaN).
    private func unexpected(expecting expected: String?, after context: String? = nil) -> JSONSyntaxError {
        guard position < bytes.count else {
            return error("unexpected end of file" + (expected.map { "; expected \($0)" } ?? ""))
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
            bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
        {
            return error("comments are not allowed in JSON")
        }
        if byte == UInt8(ascii: "'") { return error("strings take double quotes, not single quotes") }
        if byte >= 0x80, Self.validUTF8Length(bytes, at: position) == nil {
            return error("invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))")
        }
        var what = describeByte(at: position)
        var word = position
        while word < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[word] | 0x20) { word += 1 }
        if word > position {
            let text = String(decoding: bytes[position..<min(word, position + 20)], as: UTF8.self)
            if ["nan", "infinity", "inf"].contains(text.lowercased()) {
                return error("\(Printable.quoted(text)) is not a JSON number; numbers must be finite")
            }
            what = Printable.quoted(text)
        }
        return error(
            "unexpected \(what)" + (context.map { " \($0)" } ?? "") + (expected.map { "; expected \($0)" } ?? ""))
    }

    func describeByte(at index: Int) -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21, byte < 0x7F { return "\(Printable.quoted(String(Character(Unicode.Scalar(byte)))))" }
        if byte < 0x80 { return Self.hexScalar(UInt32(byte)) }
        guard let length = Self.validUTF8Length(bytes, at: index) else {
            return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
        let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
        return "\(Printable.quoted(text)) (\(Self.hexScalar(text.unicodeScalars.first?.value ?? 0)))"
    }

}
