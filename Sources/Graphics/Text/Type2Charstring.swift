/// One glyph's Type 2 charstring, run into its outline: numbers pushed on a stack, operators that
/// draw from them, relative to the current point, and subroutines called with the standard bias.
///
/// Each `moveto` starts a contour, closing the one before; `endchar` closes the last. Hints are
/// counted (a `hintmask`'s bytes follow, one bit a stem) and otherwise ignored; the width that
/// may come before the first hint or move is skipped, the font's advances being `hmtx`'s. A
/// hostile charstring cannot hang or exhaust memory: subroutines nest at most
/// `maximumSubroutineDepth` deep, the stack holds at most `maximumStack` numbers, at most
/// `maximumOperators` operators run, the outline has at most `maximumSegments` moves, lines and
/// curves, and a point farther than `maximumCoordinate` font units from the origin is refused.
struct Type2Charstring {
    /// How deep subroutines may nest, as the specification allows.
    static let maximumSubroutineDepth = 10
    /// How many numbers the stack holds, as the specification allows.
    static let maximumStack = 48
    /// How many operators one glyph may run, subroutines' included.
    static let maximumOperators = 65_536
    /// How many moves, lines and curves one glyph may have: far more than a real glyph has.
    static let maximumSegments = 16_384
    /// How far from the origin a point may lie, in font units.
    static let maximumCoordinate = 1_000_000.0

    /// How a charstring or subroutine stopped.
    private enum Ending { case returned, ended }

    private let reader: SFNTReader
    private let glyph: UInt16
    private let globalSubrs: CFFIndex
    private let localSubrs: CFFIndex?
    private var stack: [Double] = []
    private var point = Point(x: 0, y: 0)
    /// Whether a contour has been started: drawing needs one.
    private var isOpen = false
    private var stems = 0
    /// Whether the first operator that may take the width has run.
    private var isWidthRead = false
    private var operators = 0
    private var segments = 0
    private var path = Path()

    init(reader: SFNTReader, glyph: UInt16, globalSubrs: CFFIndex, localSubrs: CFFIndex?) {
        (self.reader, self.glyph, self.globalSubrs, self.localSubrs) = (reader, glyph, globalSubrs, localSubrs)
        stack.reserveCapacity(Self.maximumStack)
    }

    /// The outline the charstring in `range` of the file draws.
    mutating func run(_ range: Range<Int>) throws(FontFileError) -> Path {
        guard try execute(range, depth: 0) == .ended else { throw error("its charstring ends without endchar") }
        return path
    }

    private func error(_ reason: String) -> FontFileError {
        reader.error("glyph \(glyph): \(reason)")
    }

    private mutating func execute(_ range: Range<Int>, depth: Int) throws(FontFileError) -> Ending {
        var position = range.lowerBound
        func byte() throws(FontFileError) -> Int {
            guard position < range.upperBound else { throw error("a number runs past the end of its charstring") }
            defer { position += 1 }
            return Int(try reader.u8(position))
        }
        while position < range.upperBound {
            let b0 = try byte()
            switch b0 {
            case 32...246: try push(Double(b0 - 139))
            case 247...250: try push(Double((b0 - 247) * 256 + (try byte()) + 108))
            case 251...254: try push(Double(-(b0 - 251) * 256 - (try byte()) - 108))
            case 28: try push(Double(Int16(bitPattern: UInt16(try byte() << 8 | (try byte())))))
            case 255:
                var bits: UInt32 = 0
                for _ in 0..<4 { bits = bits << 8 | UInt32(try byte()) }
                try push(Double(Int32(bitPattern: bits)) / 65536)
            default:
                operators += 1
                guard operators <= Self.maximumOperators else {
                    throw error("it runs more than \(Self.maximumOperators) operators")
                }
                let code = b0 == 12 ? 1200 + (try byte()) : b0
                switch code {
                case 10, 29:
                    let (subrs, name) = code == 10 ? (localSubrs, "local") : (globalSubrs, "global")
                    if try call(subrs, name, depth: depth) == .ended { return .ended }
                case 11:
                    guard depth > 0 else { throw error("its charstring returns without a subroutine called") }
                    return .returned
                case 14:
                    try endchar()
                    return .ended
                case 19, 20:
                    try stemHints()
                    let size = (stems + 7) / 8
                    guard size <= range.upperBound - position else {
                        throw error(
                            "its hintmask runs past the end of its charstring (\(stems) stems take \(size) bytes)")
                    }
                    position += size
                default: try draw(code)
                }
            }
        }
        guard depth == 0 else { throw error("a subroutine ends without return or endchar") }
        throw error("its charstring ends without endchar")
    }

    private mutating func push(_ value: Double) throws(FontFileError) {
        guard stack.count < Self.maximumStack else {
            throw error("its stack holds more than \(Self.maximumStack) numbers")
        }
        stack.append(value)
    }

    /// Calls the subroutine whose biased number is on top of the stack.
    private mutating func call(_ subrs: CFFIndex?, _ name: String, depth: Int) throws(FontFileError) -> Ending {
        guard let number = stack.popLast() else { throw error("it calls a \(name) subroutine without its number") }
        let count = subrs?.count ?? 0
        let bias = count < 1240 ? 107 : count < 33900 ? 1131 : 32768
        guard let subrs, let index = Int(exactly: number).map({ $0 + bias }),
            let range = try subrs.range(of: index, reader)
        else {
            throw error(
                "it calls \(name) subroutine \(DecimalText.shortest(number)) (\(count) of them, bias \(bias)), which is not there"
            )
        }
        guard depth < Self.maximumSubroutineDepth else {
            throw error("its subroutines nest more than \(Self.maximumSubroutineDepth) deep")
        }
        return try execute(range, depth: depth + 1)
    }

    /// The width, if the first operator that may take it finds one more number than it needs.
    private mutating func readWidth(_ hasWidth: Bool) {
        guard !isWidthRead else { return }
        isWidthRead = true
        if hasWidth, !stack.isEmpty { stack.removeFirst() }
    }

    /// Counts the stems of `hstem`, `vstem` and their `hm` forms, or a `hintmask`'s implicit `vstem`.
    private mutating func stemHints() throws(FontFileError) {
        readWidth(stack.count % 2 == 1)
        guard stack.count % 2 == 0 else { throw error("its stem hints take pairs of numbers, not \(stack.count)") }
        stems += stack.count / 2
        stack.removeAll(keepingCapacity: true)
    }

    private mutating func endchar() throws(FontFileError) {
        readWidth(stack.count == 1 || stack.count == 5)
        guard stack.isEmpty else {
            throw error(
                stack.count == 4
                    ? "its endchar places an accent (seac), which is not supported"
                    : "its endchar takes \(stack.count) numbers, not none")
        }
        if isOpen { path.closeSubpath() }
        isOpen = false
    }

    /// Runs a hint, move or drawing operator on the numbers on the stack, and clears it.
    private mutating func draw(_ code: Int) throws(FontFileError) {
        let s = stack
        let n = s.count
        func require(_ valid: Bool, _ name: String, _ takes: String) throws(FontFileError) {
            guard valid else { throw error("\(name) takes \(takes), not \(n) numbers") }
        }
        switch code {
        case 1, 3, 18, 23:
            try stemHints()
            return
        case 21:
            readWidth(n > 2)
            try require(stack.count == 2, "rmoveto", "2")
            try move(stack[0], stack[1])
        case 22, 4:
            readWidth(n > 1)
            try require(stack.count == 1, code == 22 ? "hmoveto" : "vmoveto", "1")
            try code == 22 ? move(stack[0], 0) : move(0, stack[0])
        case 5:
            try require(n >= 2 && n % 2 == 0, "rlineto", "pairs")
            for index in stride(from: 0, to: n, by: 2) { try line(s[index], s[index + 1]) }
        case 6, 7:
            try require(n >= 1, code == 6 ? "hlineto" : "vlineto", "1 or more")
            for (index, value) in s.enumerated() {
                try (index % 2 == 0) == (code == 6) ? line(value, 0) : line(0, value)
            }
        case 8:
            try require(n >= 6 && n % 6 == 0, "rrcurveto", "sixes")
            for index in stride(from: 0, to: n, by: 6) { try curve(s[index..<index + 6]) }
        case 24:
            try require(n >= 8 && (n - 2) % 6 == 0, "rcurveline", "sixes and 2")
            for index in stride(from: 0, to: n - 2, by: 6) { try curve(s[index..<index + 6]) }
            try line(s[n - 2], s[n - 1])
        case 25:
            try require(n >= 8 && (n - 6) % 2 == 0, "rlinecurve", "pairs and 6")
            for index in stride(from: 0, to: n - 6, by: 2) { try line(s[index], s[index + 1]) }
            try curve(s[(n - 6)...])
        case 26, 27:
            try require(n >= 4 && n % 4 <= 1, code == 26 ? "vvcurveto" : "hhcurveto", "fours, after 1 more or not")
            var across = n % 4 == 1 ? s[0] : 0
            for index in stride(from: n % 4, to: n, by: 4) {
                let (a, b, c, d) = (s[index], s[index + 1], s[index + 2], s[index + 3])
                try code == 26 ? curve([across, a, b, c, 0, d]) : curve([a, across, b, c, d, 0])
                across = 0
            }
        case 30, 31:
            try require(n >= 4 && n % 4 <= 1, code == 30 ? "vhcurveto" : "hvcurveto", "fours, and 1 more or not")
            var horizontal = code == 31
            for index in stride(from: 0, to: n - n % 4, by: 4) {
                let (a, b, c, d) = (s[index], s[index + 1], s[index + 2], s[index + 3])
                let last = index + 5 == n ? s[index + 4] : 0
                try horizontal ? curve([a, 0, b, c, last, d]) : curve([0, a, b, c, d, last])
                horizontal.toggle()
            }
        case 1200:  // dotsection, deprecated: nothing to do.
            break
        case 1234:
            try require(n == 7, "hflex", "7")
            try curve([s[0], 0, s[1], s[2], s[3], 0])
            try curve([s[4], 0, s[5], -s[2], s[6], 0])
        case 1235:
            try require(n == 13, "flex", "13")
            try curve(s[0..<6])
            try curve(s[6..<12])
        case 1236:
            try require(n == 9, "hflex1", "9")
            try curve([s[0], s[1], s[2], s[3], s[4], 0])
            try curve([s[5], 0, s[6], s[7], s[8], -(s[1] + s[3] + s[7])])
        case 1237:
            try require(n == 11, "flex1", "11")
            let dx = s[0] + s[2] + s[4] + s[6] + s[8]
            let dy = s[1] + s[3] + s[5] + s[7] + s[9]
            try curve(s[0..<6])
            try curve([s[6], s[7], s[8], s[9]] + (abs(dx) > abs(dy) ? [s[10], -dy] : [-dx, s[10]]))
        default:
            let name = code >= 1200 ? "12 \(code - 1200)" : "\(code)"
            throw error("it uses operator \(name), which is not supported")
        }
        stack.removeAll(keepingCapacity: true)
    }

    /// The current point moved by `dx`, `dy`, refused when it lies too far off.
    private func offset(_ dx: Double, _ dy: Double, from start: Point) throws(FontFileError) -> Point {
        let moved = Point(x: start.x + dx, y: start.y + dy)
        guard abs(moved.x) <= Self.maximumCoordinate, abs(moved.y) <= Self.maximumCoordinate else {
            throw error(
                "it reaches (\(DecimalText.shortest(moved.x)), \(DecimalText.shortest(moved.y))), farther than \(Int(Self.maximumCoordinate)) units off"
            )
        }
        return moved
    }

    private mutating func countSegment() throws(FontFileError) {
        segments += 1
        guard segments <= Self.maximumSegments else {
            throw error("it draws more than \(Self.maximumSegments) moves, lines and curves")
        }
    }

    private mutating func move(_ dx: Double, _ dy: Double) throws(FontFileError) {
        try countSegment()
        if isOpen { path.closeSubpath() }
        point = try offset(dx, dy, from: point)
        path.move(to: point)
        isOpen = true
    }

    private mutating func line(_ dx: Double, _ dy: Double) throws(FontFileError) {
        guard isOpen else { throw error("it draws before its first moveto") }
        try countSegment()
        point = try offset(dx, dy, from: point)
        path.addLine(to: point)
    }

    /// A cubic curve of six numbers: the first control, the second and the end, each from the one before.
    private mutating func curve(_ d: some RandomAccessCollection<Double>) throws(FontFileError) {
        guard isOpen else { throw error("it draws before its first moveto") }
        try countSegment()
        let d = Array(d)
        let control1 = try offset(d[0], d[1], from: point)
        let control2 = try offset(d[2], d[3], from: control1)
        point = try offset(d[4], d[5], from: control2)
        path.addCurve(to: point, control1: control1, control2: control2)
    }
}
