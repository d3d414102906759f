/// The head of one request, its request line and header fields, read a line at a time.
///
/// Each line is checked as soon as it is whole (RFC 9112, sections 3 and 5), so a malformed
/// request is answered without waiting for the rest of it; when the blank line ends the head,
/// `finish` checks what the head as a whole must hold and says how long the body is.
struct RequestHead: Sendable {
    /// The first line: `METHOD SP request-target SP HTTP-version`.
    struct RequestLine: Sendable {
        let method: String
        let target: String
        let parts: RequestTarget
        let version: String
    }

    /// The request line; `nil` until it has been read (empty lines before it are skipped).
    private(set) var requestLine: RequestLine?
    /// The header fields read so far, in order.
    private(set) var headers: [(name: String, value: String)] = []
    /// The bytes of the lines read so far, their line ends included.
    var byteCount = 0

    /// Reads one line, without its LF; returns whether it was the blank line that ends the head.
    mutating func read(line rawLine: ArraySlice<UInt8>, limits: HTTPLimits) throws(HTTPError) -> Bool {
        var line = rawLine
        if line.last == HTTPSyntax.carriageReturn { line.removeLast() }
        guard !line.contains(HTTPSyntax.carriageReturn) else {
            throw .badRequest("a CR that does not end a line")
        }
        guard requestLine != nil else {
            // A server should skip empty lines before the request line (RFC 9112, section 2.2).
            if !line.isEmpty { requestLine = try Self.parseRequestLine(line) }
            return false
        }
        if line.isEmpty { return true }
        guard headers.count < limits.headerCount else {
            throw HTTPError(status: 431, reason: "more than \(limits.headerCount) header fields")
        }
        headers.append(try Self.parseField(line))
        return false
    }

    /// Checks the whole head and returns the length of the body that follows it.
    ///
    /// HTTP/1.1 needs exactly one `Host`; a `Transfer-Encoding` is not served (501), and with a
    /// `Content-Length` is a 400; several differing lengths or one that is not digits are a 400,
    /// one over the limit a 413; any `Expect` is a 417, as a `100 Continue` is never sent.
    func finish(limits: HTTPLimits) throws(HTTPError) -> Int {
        let hosts = values(of: "Host")
        if hosts.count > 1 { throw .badRequest("more than one Host header") }
        if hosts.isEmpty, requestLine?.version == "HTTP/1.1" { throw .badRequest("an HTTP/1.1 request without Host") }
        let lengths = values(of: "Content-Length")
        if !values(of: "Transfer-Encoding").isEmpty {
            if !lengths.isEmpty { throw .badRequest("both Transfer-Encoding and Content-Length") }
            throw HTTPError(status: 501, reason: "a Transfer-Encoding is not served; send a Content-Length")
        }
        var length: Int?
        for value in lengths {
            // A list of the same length is allowed (RFC 9110, section 8.6).
            for element in value.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                let digits = HTTPSyntax.trimmed(ArraySlice(element))
                guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
                else { throw .badRequest("a Content-Length that is not a number") }
                let significant = digits.drop { $0 == UInt8(ascii: "0") }
                var number = 0
                if significant.count > 18 {
                    number = Int.max
                } else {
                    for digit in significant { number = number * 10 + Int(digit - UInt8(ascii: "0")) }
                }
                if let length, length != number { throw .badRequest("Content-Length values that differ") }
                length = number
            }
        }
        if let length, length > limits.bodyBytes {
            throw HTTPError(status: 413, reason: "a body over \(limits.bodyBytes) bytes")
        }
        if !values(of: "Expect").isEmpty { throw HTTPError(status: 417, reason: "an Expect is not served") }
        return length ?? 0
    }

    /// The values of the header fields named `name`, regardless of case.
    private func values(of name: String) -> [String] {
        headers.filter { HTTPSyntax.namesEqual($0.name, name) }.map(\.value)
    }

    /// Reads a request line; its version is checked first, then its method, then its target.
    private static func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPError) -> RequestLine {
        let parts = line.split(separator: HTTPSyntax.space, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let last = parts.last, !last.contains(HTTPSyntax.space) else {
            throw .badRequest("the request line is not a method, a target and a version, one space apart")
        }
        try HTTPRequest.checkVersion(Array(last))
        guard HTTPSyntax.isToken(parts[0]) else { throw .badRequest("the method is not a token") }
        let method = String(decoding: parts[0], as: UTF8.self)
        // A target must be ASCII; decoding can only replace bytes that `RequestTarget` rejects anyway.
        let target = String(decoding: parts[1], as: UTF8.self)
        let targetParts = try RequestTarget(target, method: method)
        return RequestLine(
            method: method, target: target, parts: targetParts, version: String(decoding: last, as: UTF8.self))
    }

    /// Reads a header field line, `name ":" OWS value OWS`.
    private static func parseField(_ line: ArraySlice<UInt8>) throws(HTTPError) -> (name: String, value: String) {
        if let first = line.first, HTTPSyntax.isWhitespace(first) {
            throw .badRequest("a header line that starts with whitespace (obsolete line folding)")
        }
        guard let colon = line.firstIndex(of: HTTPSyntax.colon) else { throw .badRequest("a header line without ':'") }
        let name = line[..<colon]
        if let last = name.last, HTTPSyntax.isWhitespace(last) {
            throw .badRequest("whitespace between a header name and its ':'")
        }
        guard HTTPSyntax.isToken(name) else { throw .badRequest("a header name that is not a token") }
        let value = HTTPSyntax.trimmed(line[(colon + 1)...])
        guard !value.contains(where: HTTPSyntax.isForbiddenInValue) else {
            throw .badRequest("a control byte in the value of \(String(decoding: name, as: UTF8.self))")
        }
        return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }
}
