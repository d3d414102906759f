/// Reads requests from a connection's bytes as they arrive, in any pieces.
///
/// The parser is strict (RFC 9112): a request line of a token method, an origin-form target and
/// HTTP/1.0 or 1.1; header fields of token names and values without control bytes; a body only
/// by `Content-Length`. It holds at most one request that is not yet whole, and bounds it: a head
/// over `requestHeadBytes` or with more than `headerCount` fields is a 431 as soon as it is, a
/// `Content-Length` over `bodyBytes` a 413 before the body arrives. The same bytes give the same
/// requests and errors however they are split:
///
///     var parser = HTTPParser()
///     parser.append(Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8))
///     try parser.next()  // nil: the head is not yet whole
///     parser.append(Array("\r\n".utf8))
///     try parser.next()?.path  // "/"
///
/// After an error the parser is done: `next()` throws the same error again.
public struct HTTPParser: Sendable {
    /// What the parser is reading.
    private enum Stage: Sendable {
        /// The head's lines.
        case head(RequestHead)
        /// The body, `length` bytes, of a request whose head has been read.
        case body(RequestHead.RequestLine, [(name: String, value: String)], length: Int)
    }

    private let limits: HTTPLimits
    /// The bytes received and not yet read into a request, from `start`.
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where to look for the next line end: the bytes between `start` and it hold none.
    private var scanned = 0
    private var stage = Stage.head(RequestHead())
    private var failure: HTTPError?

    /// A parser bounded by `limits`.
    public init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
    }

    /// Adds bytes received from the connection.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        guard failure == nil, !bytes.isEmpty else { return }
        if start > 0 {
            buffer.removeSubrange(..<start)
            scanned -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole request, `nil` while more bytes are needed; throws for a malformed or
    /// oversized one (the server then answers with the error's status and closes the connection).
    public mutating func next() throws(HTTPError) -> HTTPRequest? {
        if let failure { throw failure }
        do {
            return try read()
        } catch {
            failure = error
            buffer = []
            start = 0
            scanned = 0
            throw error
        }
    }

    /// Whether bytes of a request that is not yet whole are held (the request time limit runs).
    public var isMidRequest: Bool {
        switch stage {
        case .head(let head): failure == nil && (start < buffer.count || head.byteCount > 0)
        case .body: failure == nil
        }
    }

    /// Reads as far as the bytes held go: a request, or `nil` once they are all read.
    private mutating func read() throws(HTTPError) -> HTTPRequest? {
        while true {
            switch stage {
            case .head(var head):
                // A line end must come within the bytes the head may still take.
                let allowed = limits.requestHeadBytes - head.byteCount
                let end = min(buffer.count, start + max(allowed, 0))
                guard let lineFeed = buffer[scanned..<end].firstIndex(of: HTTPSyntax.lineFeed) else {
                    if buffer.count - start > allowed {
                        throw HTTPError(
                            status: 431, reason: "the request head is over \(limits.requestHeadBytes) bytes")
                    }
                    scanned = end
                    return nil
                }
                let line = buffer[start..<lineFeed]
                head.byteCount += lineFeed + 1 - start
                start = lineFeed + 1
                scanned = start
                let ended = try head.read(line: line, limits: limits)
                guard ended, let requestLine = head.requestLine else {
                    stage = .head(head)
                    continue
                }
                let length = try head.finish(limits: limits)
                stage = .body(requestLine, head.headers, length: length)
            case .body(let requestLine, let headers, let length):
                guard buffer.count - start >= length else { return nil }
                let body = Array(buffer[start..<(start + length)])
                start += length
                scanned = start
                stage = .head(RequestHead())
                if start == buffer.count {
                    buffer.removeAll(keepingCapacity: buffer.capacity <= 64 * 1024)
                    start = 0
                    scanned = 0
                }
                return HTTPRequest(
                    method: requestLine.method, target: requestLine.target, parts: requestLine.parts,
                    headers: headers, body: body, version: requestLine.version)
            }
        }
    }
}
