import HTTPServer

/// The rules every request the parser gives must hold, and what must follow from them.
enum RequestCheck {
    /// Stops the process with what is wrong if `request` breaks a rule.
    static func check(_ request: HTTPRequest) {
        let require = ParserCheck.require
        require(isToken(request.method), "the method '\(request.method)' is not a token")
        require(["HTTP/1.0", "HTTP/1.1"].contains(request.version), "the version '\(request.version)'")
        if request.target == "*" {
            require(request.method == "OPTIONS" && request.path == "*", "'*' for \(request.method)")
        } else {
            require(request.target.hasPrefix("/"), "the target '\(request.target)' does not start with '/'")
            // As bytes: "/" and a combining mark after it are one `Character`, not "/".
            require(request.path.utf8.first == UInt8(ascii: "/"), "the path '\(request.path)' does not start with '/'")
        }
        require(!request.path.utf8.contains(0), "a NUL in the path")
        require(
            request.target.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "#") },
            "the target '\(request.target)' holds a byte a target may not")
        require(request.headers.count <= ParserCheck.limits.headerCount, "\(request.headers.count) headers")
        for (name, value) in request.headers {
            require(isToken(name), "the header name '\(name)' is not a token")
            require(!value.utf8.contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }, "a control byte in \(name)")
            require(value.utf8.first != 0x20 && value.utf8.first != 0x09, "\(name)'s value starts with whitespace")
            require(value.utf8.last != 0x20 && value.utf8.last != 0x09, "\(name)'s value ends with whitespace")
        }
        let hosts = request.headers(named: "Host").count
        require(hosts <= 1 && (hosts == 1 || request.version == "HTTP/1.0"), "\(hosts) Host headers")
        require(request.header("Transfer-Encoding") == nil, "a Transfer-Encoding was accepted")
        require(request.header("Expect") == nil, "an Expect was accepted")
        require(request.body.count == contentLength(of: request), "a body of \(request.body.count) bytes")
        require(request.body.count <= ParserCheck.limits.bodyBytes, "a body over the limit")

        // Made directly, the same request is the same.
        do {
            let direct = try HTTPRequest(
                method: request.method, target: request.target, headers: request.headers, body: request.body,
                version: request.version)
            require(direct == request, "made directly, the request differs")
        } catch {
            require(false, "made directly, the request is rejected: \(error)")
        }

        // Echoed into a response, no header value ends its head early.
        let response = HTTPResponse(status: 200, headers: request.headers, body: request.body)
        let wire = response.serialized()
        let headEnd = firstBlankLine(in: wire)
        require(headEnd == wire.count - request.body.count, "a response's head ends at \(headEnd ?? -1)")
        let head = response.serialized(forHead: true)
        require(head.count == headEnd, "the head of a HEAD response is \(head.count) bytes")
    }

    /// The length the request's `Content-Length` fields agree on, 0 without one.
    private static func contentLength(of request: HTTPRequest) -> Int {
        let values = request.headers(named: "Content-Length").flatMap { $0.split(separator: ",") }
        let lengths = Set(values.map { Int(String($0.filter { $0 != " " && $0 != "\t" })) ?? -1 })
        ParserCheck.require(lengths.count <= 1 && !lengths.contains(-1), "the Content-Length values \(values)")
        return lengths.first ?? 0
    }

    /// Where the first blank line of `bytes` ends, if it has one.
    private static func firstBlankLine(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index..<(index + 4)].elementsEqual([13, 10, 13, 10]) {
            return index + 4
        }
        return nil
    }

    /// Whether `text` is an HTTP token.
    private static func isToken(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    true
                default:
                    "!#$%&'*+-.^_`|~".utf8.contains(byte)
                }
            }
    }
}
