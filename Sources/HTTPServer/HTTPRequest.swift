/// One request as the client sent it, with its target taken apart.
///
/// The parser makes them from a connection's bytes; a test makes them directly:
///
///     let request = try HTTPRequest(method: "GET", target: "/files/a%20b?x=1", headers: [("Host", "localhost")])
///     // request.path == "/files/a b", request.query["x"] == "1"
public struct HTTPRequest: Sendable {
    /// The method as sent, e.g. "GET": a token, compared case-sensitively.
    public let method: String
    /// The raw request-target, "/a%20b?x=1".
    public let target: String
    /// The percent-decoded path without the query, "/a b"; "*" for `OPTIONS *`.
    public let path: String
    /// Each name of the query with its first value, percent-decoded and with '+' as a space.
    public let query: [String: String]
    /// The header fields in order, names as sent and values trimmed of optional whitespace.
    public let headers: [(name: String, value: String)]
    /// The body, exactly `Content-Length` bytes; empty without one.
    public let body: [UInt8]
    /// "HTTP/1.1" or "HTTP/1.0".
    public let version: String

    /// A request made directly, for tests; the target is taken apart as the parser does it.
    ///
    /// The method must be a token, `version` "HTTP/1.0" or "HTTP/1.1" (another is a 505) and the
    /// target an origin-form path (or `*` for `OPTIONS`); the headers are kept as given.
    public init(
        method: String, target: String, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        version: String = "HTTP/1.1"
    ) throws(HTTPError) {
        guard HTTPSyntax.isToken(method) else { throw .badRequest("the method is not a token") }
        try Self.checkVersion(Array(version.utf8))
        let parts = try RequestTarget(target, method: method)
        self.init(method: method, target: target, parts: parts, headers: headers, body: body, version: version)
    }

    /// A request whose parts are already checked.
    init(
        method: String, target: String, parts: RequestTarget, headers: [(name: String, value: String)],
        body: [UInt8], version: String
    ) {
        self.method = method
        self.target = target
        self.path = parts.path
        self.query = parts.query
        self.headers = headers
        self.body = body
        self.version = version
    }

    /// The value of the first header field named `name`, compared regardless of case.
    public func header(_ name: String) -> String? {
        headers.first { HTTPSyntax.namesEqual($0.name, name) }?.value
    }

    /// The values of every header field named `name`, in order.
    public func headers(named name: String) -> [String] {
        headers.filter { HTTPSyntax.namesEqual($0.name, name) }.map(\.value)
    }

    /// Whether the client means to keep the connection after this request: HTTP/1.1 unless
    /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    public var keepsAlive: Bool {
        let options = headers(named: "Connection")
        if HTTPSyntax.listContains(options, "close") { return false }
        return version == "HTTP/1.1" || HTTPSyntax.listContains(options, "keep-alive")
    }

    /// Checks an HTTP-version: `HTTP/` digit `.` digit, else a 400; one other than 1.0 and 1.1 is a 505.
    static func checkVersion(_ bytes: [UInt8]) throws(HTTPError) {
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard bytes.count == 8, bytes.starts(with: "HTTP/".utf8), isDigit(bytes[5]), bytes[6] == UInt8(ascii: "."),
            isDigit(bytes[7])
        else { throw .badRequest("the request line does not end with an HTTP version") }
        guard bytes[5] == UInt8(ascii: "1"), bytes[7] == UInt8(ascii: "0") || bytes[7] == UInt8(ascii: "1") else {
            throw HTTPError(status: 505, reason: "only HTTP/1.0 and HTTP/1.1 are served")
        }
    }
}

extension HTTPRequest: Equatable {
    /// Whether two requests have the same fields, the headers in the same order.
    public static func == (left: HTTPRequest, right: HTTPRequest) -> Bool {
        left.method == right.method && left.target == right.target && left.path == right.path
            && left.query == right.query && left.body == right.body && left.version == right.version
            && left.headers.count == right.headers.count
            && zip(left.headers, right.headers).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
