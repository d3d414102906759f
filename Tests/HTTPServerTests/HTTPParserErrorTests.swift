import Testing

@testable import HTTPServer

struct BadRequest: Sendable, CustomTestStringConvertible {
    let what: String
    let input: String
    let status: Int
    var testDescription: String { what }

    init(_ what: String, _ input: String, _ status: Int) {
        self.what = what
        self.input = input
        self.status = status
    }
}

private let host = "Host: a\r\n"
private let manyHeaders = (0...64).map { "X-\($0): v\r\n" }.joined()

let badRequests: [BadRequest] = [
    BadRequest("a bare CR in the request line", "GET / HTTP/1.1\rX\r\n\(host)\r\n", 400),
    BadRequest("a bare CR in a header", "GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n", 400),
    BadRequest("a method that is not a token", "G@T / HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("an empty method", " / HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("two spaces", "GET  / HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("a space in the target", "GET /a b HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("a tab in the target", "GET /a\tb HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("a control byte in the target", "GET /a\u{1}b HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("DEL in the target", "GET /a\u{7F} HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("a non-ASCII target", "GET /é HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("a fragment", "GET /a#b HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("the absolute-form", "GET http://a/ HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("the authority-form", "CONNECT a:443 HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("'*' but not for OPTIONS", "GET * HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("a broken escape", "GET /%zz HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("a cut escape", "GET /a%4 HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("an escape that is not UTF-8", "GET /%FF HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("a NUL in the path", "GET /a%00b HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("a broken escape in the query", "GET /?q=%g0 HTTP/1.1\r\n\(host)\r\n", 400),
    BadRequest("HTTP/2.0", "GET / HTTP/2.0\r\n\(host)\r\n", 505),
    BadRequest("HTTP/1.2", "GET / HTTP/1.2\r\n\(host)\r\n", 505),
    BadRequest("HTTP/0.9", "GET / HTTP/0.9\r\n\(host)\r\n", 505),
    BadRequest("a lowercase version", "GET / http/1.1\r\n\(host)\r\n", 400),
    BadRequest("a version with more", "GET / HTTP/1.10\r\n\(host)\r\n", 400),
    BadRequest("no version", "GET /\r\n\(host)\r\n", 400),
    BadRequest("a space before the colon", "GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400),
    BadRequest("obs-fold", "GET / HTTP/1.1\r\n\(host)X: a\r\n  b\r\n\r\n", 400),
    BadRequest("whitespace before the first header", "GET / HTTP/1.1\r\n \(host)\r\n", 400),
    BadRequest("a control byte in a value", "GET / HTTP/1.1\r\n\(host)X: a\u{1}b\r\n\r\n", 400),
    BadRequest("a NUL in a value", "GET / HTTP/1.1\r\n\(host)X: a\u{0}b\r\n\r\n", 400),
    BadRequest("a header without a colon", "GET / HTTP/1.1\r\n\(host)Nothing\r\n\r\n", 400),
    BadRequest("an empty header name", "GET / HTTP/1.1\r\n\(host): v\r\n\r\n", 400),
    BadRequest("a header name that is not a token", "GET / HTTP/1.1\r\n\(host)X(y): v\r\n\r\n", 400),
    BadRequest("more than 64 headers", "GET / HTTP/1.1\r\n\(host)\(manyHeaders)\r\n", 431),
    BadRequest(
        "a head over 16 KiB", "GET / HTTP/1.1\r\n\(host)X: \(String(repeating: "v", count: 16 * 1024))\r\n\r\n", 431),
    BadRequest("a request line over 16 KiB", "GET /\(String(repeating: "a", count: 16 * 1024)) HTTP/1.1\r\n", 431),
    BadRequest("Transfer-Encoding", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n", 501),
    BadRequest("Transfer-Encoding: identity", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: identity\r\n\r\n", 501),
    BadRequest(
        "Transfer-Encoding and Content-Length",
        "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nabc", 400),
    BadRequest(
        "differing Content-Lengths", "POST / HTTP/1.1\r\n\(host)Content-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
    BadRequest("a list of differing lengths", "POST / HTTP/1.1\r\n\(host)Content-Length: 1, 2\r\n\r\nab", 400),
    BadRequest("a Content-Length that is not digits", "POST / HTTP/1.1\r\n\(host)Content-Length: abc\r\n\r\n", 400),
    BadRequest("a negative Content-Length", "POST / HTTP/1.1\r\n\(host)Content-Length: -1\r\n\r\n", 400),
    BadRequest("a signed Content-Length", "POST / HTTP/1.1\r\n\(host)Content-Length: +1\r\n\r\na", 400),
    BadRequest("an empty Content-Length", "POST / HTTP/1.1\r\n\(host)Content-Length:\r\n\r\n", 400),
    BadRequest("a Content-Length over the limit", "POST / HTTP/1.1\r\n\(host)Content-Length: 2000000\r\n\r\n", 413),
    BadRequest(
        "a Content-Length too long for an Int",
        "POST / HTTP/1.1\r\n\(host)Content-Length: 99999999999999999999999999\r\n\r\n", 413),
    BadRequest("HTTP/1.1 without Host", "GET / HTTP/1.1\r\n\r\n", 400),
    BadRequest("two Hosts", "GET / HTTP/1.1\r\n\(host)host: b\r\n\r\n", 400),
    BadRequest("two Hosts in HTTP/1.0", "GET / HTTP/1.0\r\n\(host)\(host)\r\n", 400),
    BadRequest(
        "Expect: 100-continue", "POST / HTTP/1.1\r\n\(host)Expect: 100-continue\r\nContent-Length: 1\r\n\r\n", 417),
]

@Suite("HTTPParser errors")
struct HTTPParserErrorTests {
    @Test("a malformed or oversized request is its error, however it is split", arguments: badRequests)
    func badRequest(_ bad: BadRequest) {
        let (requests, error) = parsePieces([Array(bad.input.utf8)])
        #expect(requests.isEmpty)
        #expect(error?.status == bad.status, "\(error?.description ?? "no error")")
        #expect(error?.reason.isEmpty == false)
        let bytes = Array(bad.input.utf8)
        for split in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 40)) {
            #expect(parsePieces([Array(bytes[..<split]), Array(bytes[split...])]).1 == error, "split at \(split)")
        }
    }

    @Test("an error comes after the requests before it")
    func errorAfterGoodOnes() {
        let input = "GET /1 HTTP/1.1\r\nHost: a\r\n\r\nGET /2 HTTP/9.9\r\nHost: a\r\n\r\n"
        let (requests, error) = parsePieces([Array(input.utf8)])
        #expect(requests.map(\.path) == ["/1"])
        #expect(error?.status == 505)
    }

    /// Feeds `pieces` to a parser and returns its requests and the error that ended them.
}
