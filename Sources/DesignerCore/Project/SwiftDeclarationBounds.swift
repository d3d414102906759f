/// Where the parts of a Swift declaration end, as the declaration reader reads a property's
/// type annotation and initial value from tokens.
extension ScannedSource {
    /// The end of a type annotation that starts at `start`: the `=`, `{`, `,` or `;` after it,
    /// outside brackets, or the start of the next line.
    func swiftTypeEnd(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < count {
            let token = tokens[index]
            if depth == 0, index > start, token.startsLine { break }
            if token.kind != .punctuation {
                if token.kind.isConditional { break }
                index += 1
                continue
            }
            switch punctuation(index) {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ">") where !isPunctuation(index - 1, "-"):
                depth -= 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","):
                if depth <= 0 { return index }
            default: break
            }
            if depth < 0 { return index }
            index += 1
        }
        return index
    }

    /// The end of an initial value that starts at `start`: a `{` (observers or accessors), `,`,
    /// `;` or `}` outside brackets, or a line that does not go on with the expression.
    func swiftExpressionEnd(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < count {
            let token = tokens[index]
            if token.kind.isConditional { break }
            let byte = punctuation(index)
            if depth == 0, index > start {
                if token.startsLine, !continuesSwiftExpression(at: index) { break }
                if token.kind == .attribute { break }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ")"),
                    UInt8(ascii: "]"):
                    return index
                default: break
                }
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
            if depth < 0 { return index }
            index += 1
        }
        return index
    }

    /// Whether the line starting at `index` goes on with the expression before it: it starts with
    /// `.member` or an operator, or the line before ends with one.
    private func continuesSwiftExpression(at index: Int) -> Bool {
        let operators: [UInt8] = Array(".+-*/?:&|=<>".utf8)
        if let byte = punctuation(index), operators.contains(byte) { return true }
        if let byte = punctuation(index - 1), operators.contains(byte) || byte == UInt8(ascii: ",") {
            return true
        }
        return false
    }
}
