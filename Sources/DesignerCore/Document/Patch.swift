/// One replacement of a byte range of a document's text: what every format turns edits into.
struct Patch: Comparable, Sendable {
    let range: Range<Int>
    let bytes: [UInt8]

    static func < (lhs: Patch, rhs: Patch) -> Bool {
        (lhs.range.lowerBound, lhs.range.upperBound) < (rhs.range.lowerBound, rhs.range.upperBound)
    }

    static func == (lhs: Patch, rhs: Patch) -> Bool {
        lhs.range == rhs.range && lhs.bytes == rhs.bytes
    }

    /// Where the byte at `offset` of the old text is in the patched text, for an offset outside every patch.
    static func map(_ offset: Int, through patches: [Patch]) -> Int {
        var shift = 0
        for patch in patches where patch.range.upperBound <= offset {
            shift += patch.bytes.count - patch.range.count
        }
        return offset + shift
    }

    /// Applies sorted, non-overlapping patches.
    static func apply(_ patches: [Patch], to source: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.count + patches.reduce(0) { $0 + $1.bytes.count })
        var position = 0
        for patch in patches {
            let start = max(patch.range.lowerBound, position)
            output.append(contentsOf: source[position..<start])
            output.append(contentsOf: patch.bytes)
            position = max(position, patch.range.upperBound)
        }
        output.append(contentsOf: source[position...])
        return output
    }
}
