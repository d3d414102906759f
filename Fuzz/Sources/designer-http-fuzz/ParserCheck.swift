import HTTPServer

/// What the request parser promises for any bytes: the same requests and error however the
/// bytes arrive, and requests that hold every rule it checks; never a crash.
enum ParserCheck {
    /// What a parser made of a stream: its requests in order, and the error that ended them.
    struct Outcome: Equatable {
        var requests: [HTTPRequest] = []
        var error: HTTPError?
    }

    /// Limits small enough that inputs of a few kilobytes reach each of them.
    static let limits: HTTPLimits = {
        var limits = HTTPLimits()
        limits.requestHeadBytes = 1024
        limits.headerCount = 24
        limits.bodyBytes = 4096
        return limits
    }()

    /// The statuses the parser may reject a request with.
    static let statuses: Set<Int> = [400, 413, 417, 431, 501, 505]

    /// Checks `bytes`, stopping the process with what is wrong if a promise is broken.
    static func check(_ bytes: [UInt8]) {
        let whole = parse([bytes[...]])
        let pieces = parse(Splitter(bytes).pieces)
        require(pieces == whole, "in pieces the parser gives \(pieces), whole \(whole)")
        if bytes.count <= 1024 {
            let byteByByte = parse(bytes.map { [$0][...] })
            require(byteByByte == whole, "byte by byte the parser gives \(byteByByte), whole \(whole)")
        }
        for request in whole.requests { RequestCheck.check(request) }
        if let error = whole.error {
            require(statuses.contains(error.status), "an error with status \(error.status)")
            require(!error.reason.isEmpty, "an error without a reason")
        }
    }

    /// Feeds `pieces` to a parser one after another, taking every request after each.
    static func parse(_ pieces: [ArraySlice<UInt8>]) -> Outcome {
        var parser = HTTPParser(limits: limits)
        var outcome = Outcome()
        for piece in pieces {
            parser.append(piece)
            do {
                while let request = try parser.next() { outcome.requests.append(request) }
            } catch {
                outcome.error = error
                require(!parser.isMidRequest, "a parser that failed still holds a request")
                return outcome
            }
        }
        return outcome
    }

    /// Stops the process with `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}

/// Cuts an input into pieces of lengths a small generator seeded by its first bytes draws, from
/// 1 byte to 1 + the first byte, so that libFuzzer's mutations of the first byte try other cuts.
struct Splitter {
    let pieces: [ArraySlice<UInt8>]

    init(_ bytes: [UInt8]) {
        var state = UInt64(bytes.first ?? 0) &* 0x9E37_79B9_7F4A_7C15 | 1
        let longest = 1 + Int(bytes.first ?? 0)
        var pieces: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            // xorshift64
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let length = 1 + Int(state % UInt64(longest))
            let end = min(bytes.count, start + length)
            pieces.append(bytes[start..<end])
            start = end
        }
        self.pieces = pieces
    }
}
