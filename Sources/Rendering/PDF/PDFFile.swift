/// A PDF file's objects, found through its cross-reference table and read when first asked for.
///
/// Where the table is missing or damaged (or written as a cross-reference stream), the objects
/// are found by scanning the file for `N G obj`, and those in object streams are read from them.
/// Streams are decoded with no filter or `/FlateDecode` (with PNG predictors); any other filter
/// is refused by name. What every stream inflates to counts against
/// `PDFLimits.maximumInflatedBytes`.
struct PDFFile {
    let bytes: [UInt8]
    /// Where each object starts (at its number), by object number.
    private var offsets: [Int: Int] = [:]
    /// Objects read from object streams, by number.
    private var packed: [Int: PDFObject] = [:]
    /// Objects read so far, by number.
    private var cache: [Int: PDFObject] = [:]
    /// Whether the file has been scanned for its objects.
    private var scanned = false
    /// Where each `endstream` is, once a stream of a wrong length has been read.
    private var endstreams: [Int]?
    /// The trailer: `/Root` and the rest.
    private(set) var trailer: [String: PDFObject] = [:]
    /// What streams may still inflate to.
    private(set) var inflateBudget = PDFLimits.maximumInflatedBytes

    /// The file's structure: its header, its trailer and where its objects are.
    init(_ bytes: [UInt8]) throws(PDFError) {
        guard bytes.count <= PDFLimits.maximumFileSize else {
            throw .overLimit(
                "is \(bytes.count >> 20) MiB, more than the \(PDFLimits.maximumFileSize >> 20) MiB a PDF image may be")
        }
        guard bytes.starts(with: Array("%PDF-".utf8)) else { throw .damaged("it does not begin with '%PDF-'") }
        self.bytes = bytes
        if (try? readCrossReferences()) == nil || trailer["Root"] == nil {
            offsets = [:]
            trailer = [:]
            try scan()
        }
    }

    // MARK: - Cross-reference tables

    /// Reads the table `startxref` points to and those before it (`/Prev`).
    private mutating func readCrossReferences() throws(PDFError) {
        let tail = max(0, bytes.count - 1024)
        guard let mark = Self.lastIndex(of: Array("startxref".utf8), in: bytes, from: tail) else {
            throw .damaged("no 'startxref'")
        }
        var lexer = PDFLexer(bytes, from: mark + 9, readsReferences: false)
        guard case .object(.number(let start))? = try lexer.next() else { throw .damaged("no table offset") }
        var next: Int? = Int(pdf: start)
        var seen: Set<Int> = []
        while let offset = next, offset >= 0, offset < bytes.count, seen.insert(offset).inserted {
            var lexer = PDFLexer(bytes, from: offset, readsReferences: false)
            guard case .keyword("xref")? = try lexer.next() else { throw .damaged("no 'xref' at byte \(offset)") }
            while case .object(.number(let first))? = try lexer.next() {
                guard case .object(.number(let count))? = try lexer.next(), count >= 0, count < 10_000_000 else {
                    throw .damaged("a bad subsection in the table at byte \(offset)")
                }
                for number in Int(pdf: first)..<(Int(pdf: first) + Int(pdf: count)) {
                    guard case .object(.number(let place))? = try lexer.next(),
                        case .object(.number)? = try lexer.next(),
                        case .keyword(let kind)? = try lexer.next()
                    else { throw .damaged("a bad entry in the table at byte \(offset)") }
                    // The newest table comes first: an entry there wins.
                    if kind == "n", offsets[number] == nil, place > 0 { offsets[number] = Int(pdf: place) }
                }
            }
            // The keyword `trailer` has been read in place of a subsection.
            guard case .dictionary(let dictionary) = try lexer.nextObject() else {
                throw .damaged("no trailer dictionary after the table at byte \(offset)")
            }
            for (key, value) in dictionary where trailer[key] == nil { trailer[key] = value }
            next = dictionary["Prev"]?.number.map { Int(pdf: $0) }
        }
    }

    // MARK: - Scanning

    /// Finds every `N G obj` in the file (a later one wins, as an update's does), the objects
    /// of its object streams, and a trailer: the last `trailer` dictionary, or a cross-reference
    /// stream's, or the catalog itself.
    private mutating func scan() throws(PDFError) {
        scanned = true
        let word = Array("obj".utf8)
        var index = 0
        var streams: [Int] = []
        while let found = Self.firstIndex(of: word, in: bytes, from: index) {
            index = found + 3
            guard index >= bytes.count || !PDFLexer.isRegular(bytes[index]),
                let number = Self.objectNumber(before: found, in: bytes)
            else { continue }
            offsets[number.number] = number.start
        }
        if let mark = Self.lastIndex(of: Array("trailer".utf8), in: bytes, from: 0) {
            var lexer = PDFLexer(bytes, from: mark + 7)
            if case .dictionary(let dictionary)? = try? lexer.nextObject() { trailer = dictionary }
        }
        for number in offsets.keys.sorted() {
            guard case .stream(let stream)? = try? object(number) else { continue }
            if stream.dictionary["Type"]?.name == "ObjStm" { streams.append(number) }
            if stream.dictionary["Type"]?.name == "XRef", trailer["Root"] == nil { trailer = stream.dictionary }
        }
        for number in streams { try? unpack(number) }
        // An object packed in a stream is found there before the same number written plainly.
        cache = [:]
        if trailer["Root"] == nil {
            for number in offsets.keys.sorted() + packed.keys.sorted()
            where (try? object(number))?.dictionary?["Type"]?.name == "Catalog" {
                trailer["Root"] = .reference(number)
            }
        }
        guard trailer["Root"] != nil else { throw .damaged("it has no catalog (no '/Root' and no '/Type /Catalog')") }
    }

    /// The object number of `N G obj` whose `obj` is at `index`, and where it starts.
    private static func objectNumber(before index: Int, in bytes: [UInt8]) -> (number: Int, start: Int)? {
        var cursor = index - 1
        func digits() -> Int? {
            var end = cursor
            while end >= 0, PDFLexer.isSpace(bytes[end]) { end -= 1 }
            var start = end
            while start >= 0, bytes[start] >= UInt8(ascii: "0"), bytes[start] <= UInt8(ascii: "9") { start -= 1 }
            guard start < end, end - start < 11 else { return nil }
            cursor = start
            return start + 1
        }
        guard index > 0, PDFLexer.isSpace(bytes[index - 1]), digits() != nil, let start = digits() else { return nil }
        guard cursor < 0 || !PDFLexer.isRegular(bytes[cursor]) else { return nil }
        var end = start
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
        guard let number = PDFLexer.number(bytes, start, end) else { return nil }
        return (Int(pdf: number), start)
    }

    /// Reads the objects an object stream holds into `packed`.
    private mutating func unpack(_ number: Int) throws(PDFError) {
        guard case .stream(let stream) = try object(number), let count = stream.dictionary["N"]?.number,
            let first = stream.dictionary["First"]?.number
        else { return }
        let data = try decode(stream)
        var lexer = PDFLexer(data, readsReferences: false)
        var entries: [(Int, Int)] = []
        for _ in 0..<min(Int(pdf: max(0, count)), data.count / 2) {
            guard case .object(.number(let object))? = try lexer.next(),
                case .object(.number(let offset))? = try lexer.next()
            else { break }
            entries.append((Int(pdf: object), Int(pdf: first) + Int(pdf: offset)))
        }
        for (object, offset) in entries where packed[object] == nil && offset >= 0 && offset < data.count {
            var reader = PDFLexer(data, from: offset)
            if let value = try? reader.nextObject() { packed[object] = value }
        }
    }

    // MARK: - Objects

    /// Object `number`, read once; `null` for an object the file does not have, as the format
    /// reads a reference to one.
    mutating func object(_ number: Int) throws(PDFError) -> PDFObject {
        if let known = cache[number] { return known }
        if let found = packed[number] { return found }
        let object: PDFObject
        if let offset = offsets[number], let read = try? read(at: offset, number: number) {
            object = read
        } else if !scanned {
            // The table may be wrong: find the objects by their `obj` instead.
            try scan()
            return try self.object(number)
        } else if let offset = offsets[number] {
            object = try read(at: offset, number: number)
        } else {
            object = .null
        }
        cache[number] = object
        return object
    }

    /// The object itself, where `object` may be a reference to it.
    mutating func resolve(_ object: PDFObject?) throws(PDFError) -> PDFObject {
        guard let object else { return .null }
        var current = object
        var steps = 0
        while case .reference(let number) = current {
            steps += 1
            guard steps < 32 else { throw .damaged("object \(number) refers to itself") }
            current = try self.object(number)
        }
        return current
    }

    /// The dictionary `object` is or refers to (a stream's, for a stream).
    mutating func dictionary(_ object: PDFObject?) throws(PDFError) -> [String: PDFObject]? {
        try resolve(object).dictionary
    }

    /// The number `object` is or refers to.
    mutating func number(_ object: PDFObject?) throws(PDFError) -> Double? {
        try resolve(object).number
    }

    /// The numbers of an array `object` is or refers to, each of which may be a reference too.
    mutating func numbers(_ object: PDFObject?) throws(PDFError) -> [Double]? {
        guard case .array(let elements) = try resolve(object) else { return nil }
        var numbers: [Double] = []
        for element in elements {
            guard let number = try number(element) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// The object at `offset`: `N G obj`, then an object, then a stream's bytes if one follows.
    private mutating func read(at offset: Int, number: Int) throws(PDFError) -> PDFObject {
        var lexer = PDFLexer(bytes, from: offset)
        guard case .object(.number(let found))? = try lexer.next(), Int(pdf: found) == number,
            case .object(.number)? = try lexer.next(), case .keyword("obj")? = try lexer.next()
        else { throw .damaged("object \(number) is not at byte \(offset), where the table puts it") }
        let object = try lexer.nextObject()
        guard case .dictionary(let dictionary) = object else { return object }
        let saved = lexer.position
        guard case .keyword("stream")? = try? lexer.next() else {
            lexer.position = saved
            return object
        }
        var start = lexer.position
        if start < bytes.count, bytes[start] == 0x0D { start += 1 }
        if start < bytes.count, bytes[start] == 0x0A { start += 1 }
        // The length, unless it is wrong: then the stream ends at `endstream`.
        var length = -1
        if case .number(let value) = dictionary["Length"] ?? .null {
            length = Int(pdf: value)
        } else if case .reference(let reference) = dictionary["Length"] ?? .null, reference != number,
            let value = try? self.object(reference).number
        {
            length = Int(pdf: value)
        }
        if length >= 0, start + length <= bytes.count {
            var after = PDFLexer(bytes, from: start + length)
            if case .keyword("endstream")? = try? after.next() {
                return .stream(PDFStream(dictionary: dictionary, range: start..<(start + length), source: bytes))
            }
        }
        // The first `endstream` after the start, from one list of them all: searching the rest
        // of the file for each stream would make a file of many unended streams take quadratic time.
        if endstreams == nil {
            var found: [Int] = []
            var index = 0
            while let next = Self.firstIndex(of: Array("endstream".utf8), in: bytes, from: index) {
                found.append(next)
                index = next + 9
            }
            endstreams = found
        }
        let ends = endstreams ?? []
        var (low, high) = (0, ends.count)
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] < start { low = middle + 1 } else { high = middle }
        }
        guard low < ends.count else { throw .damaged("the stream of object \(number) has no end") }
        let end = ends[low]
        var last = end
        if last > start, bytes[last - 1] == 0x0A { last -= 1 }
        if last > start, bytes[last - 1] == 0x0D { last -= 1 }
        return .stream(PDFStream(dictionary: dictionary, range: start..<last, source: bytes))
    }

    // MARK: - Streams

    /// A stream's bytes, decoded by its filters; `name` says which stream in a message.
    mutating func decode(_ stream: PDFStream, name: String = "a stream") throws(PDFError) -> [UInt8] {
        var filters: [String] = []
        var parameters: [PDFObject] = []
        switch try resolve(stream.dictionary["Filter"]) {
        case .name(let filter):
            filters = [filter]
            parameters = [try resolve(stream.dictionary["DecodeParms"])]
        case .array(let names):
            for filter in names {
                guard let filter = try resolve(filter).name else { throw .damaged("a filter of \(name) is no name") }
                filters.append(filter)
            }
            parameters = (try resolve(stream.dictionary["DecodeParms"])).array ?? []
        case .null: break
        default: throw .damaged("the filter of \(name) is no name")
        }
        var data = Array(stream.encoded)
        for (index, filter) in filters.enumerated() {
            switch filter {
            case "FlateDecode", "Fl":
                switch Zlib.decompress(data, limit: inflateBudget) {
                case .success(let inflated):
                    inflateBudget -= inflated.count
                    data = inflated
                case .failure(.overLimit):
                    throw .overLimit(
                        "inflates to more than the \(PDFLimits.maximumInflatedBytes >> 20) MiB a PDF image's streams may take (\(name))"
                    )
                case .failure(.damaged):
                    throw .damaged("\(name) does not inflate")
                }
                let parameter = index < parameters.count ? try dictionary(parameters[index]) : nil
                data = try unpredict(data, parameters: parameter ?? [:], name: name)
            default:
                throw .unsupported("the filter \(PDFError.quoted(filter)) (in \(name))")
            }
        }
        return data
    }

    /// Flate data with the PNG predictors undone, where `/Predictor` is 10 or more.
    private mutating func unpredict(_ data: [UInt8], parameters: [String: PDFObject], name: String) throws(PDFError)
        -> [UInt8]
    {
        let predictor = Int(pdf: try number(parameters["Predictor"]) ?? 1)
        guard predictor >= 10 else {
            guard predictor <= 1 else { throw .unsupported("the TIFF predictor (in \(name))") }
            return data
        }
        let colors = Int(pdf: try number(parameters["Colors"]) ?? 1)
        let bits = Int(pdf: try number(parameters["BitsPerComponent"]) ?? 8)
        let columns = Int(pdf: try number(parameters["Columns"]) ?? 1)
        guard (1...32).contains(colors), [1, 2, 4, 8, 16].contains(bits), (1...1 << 20).contains(columns) else {
            throw .damaged("bad predictor parameters (in \(name))")
        }
        let pixel = max(1, colors * bits / 8)
        let row = (colors * bits * columns + 7) / 8
        var output: [UInt8] = []
        output.reserveCapacity(data.count)
        var previous = [UInt8](repeating: 0, count: row)
        var index = 0
        while index + 1 + row <= data.count {
            let filter = data[index]
            var line = Array(data[(index + 1)..<(index + 1 + row)])
            for column in 0..<row {
                let left = column >= pixel ? Int(line[column - pixel]) : 0
                let up = Int(previous[column])
                let upLeft = column >= pixel ? Int(previous[column - pixel]) : 0
                let add: Int
                switch filter {
                case 0: add = 0
                case 1: add = left
                case 2: add = up
                case 3: add = (left + up) / 2
                case 4: add = PNGEncoder.paeth(left, up, upLeft)
                default: throw .damaged("an unknown PNG predictor \(filter) (in \(name))")
                }
                line[column] = UInt8(truncatingIfNeeded: Int(line[column]) + add)
            }
            output += line
            previous = line
            index += 1 + row
        }
        return output
    }

    // MARK: - Searching bytes

    static func firstIndex(of word: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = word.first, bytes.count >= word.count else { return nil }
        var index = start
        let last = bytes.count - word.count
        while index <= last {
            if bytes[index] == first {
                var matches = true
                for offset in 1..<word.count where bytes[index + offset] != word[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    static func lastIndex(of word: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= word.count else { return nil }
        var index = bytes.count - word.count
        while index >= start {
            if bytes[index..<(index + word.count)].elementsEqual(word) { return index }
            index -= 1
        }
        return nil
    }
}
