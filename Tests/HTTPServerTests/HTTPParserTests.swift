import Testing

@testable import HTTPServer

/// Feeds `input` to a parser at once and returns every request, or the error that ends them.
private func parseWhole(_ input: String, limits: HTTPLimits = HTTPLimits()) -> ([HTTPRequest], HTTPError?) {
    parsePieces([Array(input.utf8)], limits: limits)
}

/// Feeds `pieces` to a parser one after another, asking for requests after each.
func parsePieces(_ pieces: [[UInt8]], limits: HTTPLimits = HTTPLimits()) -> ([HTTPRequest], HTTPError?) {
    var parser = HTTPParser(limits: limits)
    var requests: [HTTPRequest] = []
    for piece in pieces {
        parser.append(piece)
        do {
            while let request = try parser.next() { requests.append(request) }
        } catch {
            return (requests, error)
        }
    }
    return (requests, nil)
}

/// The one request `input` holds, or `nil` with a test failure.
private func parseOne(_ input: String) -> HTTPRequest? {
    let (requests, error) = parseWhole(input)
    #expect(error == nil)
    #expect(requests.count == 1)
    return requests.first
}

struct GoodRequest: Sendable, CustomTestStringConvertible {
    let input: String
    let method: String
    let path: String
    let query: [String: String]
    let body: String
    let version: String
    var testDescription: String { String(input.prefix(40)) }

    init(
        _ input: String, method: String = "GET", path: String = "/", query: [String: String] = [:], body: String = "",
        version: String = "HTTP/1.1"
    ) {
        self.input = input
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.version = version
    }
}

let goodRequests: [GoodRequest] = [
    GoodRequest("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n"),
    GoodRequest(
        "GET /files/a%20b?x=1&y=a+b&x=2 HTTP/1.1\r\nHost: a\r\n\r\n", path: "/files/a b", query: ["x": "1", "y": "a b"]),
    GoodRequest(
        "POST /set HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{\"a\": true}",
        method: "POST", path: "/set", body: "{\"a\": true}"),
    GoodRequest("GET /old HTTP/1.0\r\n\r\n", path: "/old", version: "HTTP/1.0"),
    GoodRequest("\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n"),
    GoodRequest("GET /lf HTTP/1.1\nHost: a\n\n", path: "/lf"),
    GoodRequest("OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n", method: "OPTIONS", path: "*"),
    GoodRequest(
        "PUT /x HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc", method: "PUT", path: "/x",
        body: "abc"),
    GoodRequest(
        "PUT /x HTTP/1.1\r\nHost: a\r\nContent-Length: 3, 003\r\n\r\nabc", method: "PUT", path: "/x", body: "abc"),
    GoodRequest("GET /?flag&=v&&n=%E2%9C%93 HTTP/1.1\r\nHost: a\r\n\r\n", query: ["flag": "", "": "v", "n": "✓"]),
    GoodRequest("PROPFIND /%2F HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n", method: "PROPFIND", path: "//"),
]

@Suite("HTTPParser")
struct HTTPParserTests {
    @Test("a good request is read with its parts", arguments: goodRequests)
    func goodRequest(_ good: GoodRequest) throws {
        let request = try #require(parseOne(good.input))
        #expect(request.method == good.method)
        #expect(request.path == good.path)
        #expect(request.query == good.query)
        #expect(request.body == Array(good.body.utf8))
        #expect(request.version == good.version)
    }

    @Test("a request split at any byte, or byte by byte, reads the same", arguments: goodRequests)
    func splitAnywhere(_ good: GoodRequest) throws {
        let bytes = Array(good.input.utf8)
        let (whole, wholeError) = parseWhole(good.input)
        #expect(wholeError == nil)
        for split in 0...bytes.count {
            let (requests, error) = parsePieces([Array(bytes[..<split]), Array(bytes[split...])])
            #expect(error == nil)
            #expect(requests == whole, "split at \(split)")
        }
        let (byteByByte, error) = parsePieces(bytes.map { [$0] })
        #expect(error == nil)
        #expect(byteByByte == whole)
    }

    @Test("header fields keep their order and names, values trimmed, looked up regardless of case")
    func headers() throws {
        let request = try #require(
            parseOne("GET / HTTP/1.1\r\nHost: a\r\nX-Thing: \t one two \t\r\nx-thing: second\r\nEmpty:\r\n\r\n"))
        #expect(request.headers.map(\.name) == ["Host", "X-Thing", "x-thing", "Empty"])
        #expect(request.headers.map(\.value) == ["a", "one two", "second", ""])
        #expect(request.header("X-THING") == "one two")
        #expect(request.header("empty") == "")
        #expect(request.header("Missing") == nil)
    }

    @Test("pipelined requests come out in order, in one piece or split anywhere")
    func pipelined() {
        let input =
            "GET /1 HTTP/1.1\r\nHost: a\r\n\r\nPOST /2 HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\nbodyHEAD /3 HTTP/1.1\r\nHost: a\r\n\r\n"
        let (requests, error) = parseWhole(input)
        #expect(error == nil)
        #expect(requests.map(\.path) == ["/1", "/2", "/3"])
        #expect(requests.map(\.method) == ["GET", "POST", "HEAD"])
        #expect(requests[1].body == Array("body".utf8))
        let bytes = Array(input.utf8)
        for split in stride(from: 0, through: bytes.count, by: 7) {
            #expect(parsePieces([Array(bytes[..<split]), Array(bytes[split...])]).0 == requests)
        }
    }

    @Test("isMidRequest holds from a request's first byte to its last")
    func midRequest() throws {
        var parser = HTTPParser()
        #expect(!parser.isMidRequest)
        parser.append(Array("G".utf8))
        #expect(try parser.next() == nil)
        #expect(parser.isMidRequest)
        parser.append(Array("ET / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n".utf8))
        #expect(try parser.next() == nil)
        #expect(parser.isMidRequest)
        parser.append(Array("okGET".utf8))
        #expect(try parser.next()?.body == Array("ok".utf8))
        #expect(parser.isMidRequest)  // the next request has begun
        parser.append(Array(" / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        #expect(try parser.next() != nil)
        #expect(!parser.isMidRequest)
        #expect(try parser.next() == nil)
    }

    @Test("a head of exactly the limit is read; one byte more is a 431 before its end arrives")
    func headLimit() throws {
        var limits = HTTPLimits()
        limits.requestHeadBytes = 100
        let start = "GET / HTTP/1.1\r\nHost: a\r\nX: "
        let exact = start + String(repeating: "v", count: 100 - start.utf8.count - 4) + "\r\n\r\n"
        #expect(exact.utf8.count == 100)
        let (requests, error) = parseWhole(exact, limits: limits)
        #expect(error == nil && requests.count == 1)

        var parser = HTTPParser(limits: limits)
        parser.append(Array((start + String(repeating: "v", count: 100 - start.utf8.count)).utf8))
        #expect(try parser.next() == nil)
        parser.append([UInt8(ascii: "v")])
        #expect(throws: HTTPError.self) { try parser.next() }
        let over = start + String(repeating: "v", count: 100 - start.utf8.count - 3) + "\r\n\r\n"
        #expect(parseWhole(over, limits: limits).1?.status == 431)
    }

    @Test("a Content-Length over the limit is a 413 before the body arrives")
    func bodyLimit() {
        var parser = HTTPParser()
        parser.append(Array("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1048577\r\n\r\n".utf8))
        #expect(throws: HTTPError(status: 413, reason: "a body over 1048576 bytes")) { try parser.next() }
        var exact = HTTPParser()
        exact.append(Array("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1048576\r\n\r\n".utf8))
        #expect(throws: Never.self) { try exact.next() }
    }

    @Test("after an error the parser throws it again and holds nothing")
    func afterError() {
        var parser = HTTPParser()
        parser.append(Array("GET / HTTP/3.0\r\n".utf8))
        let first = #expect(throws: HTTPError.self) { try parser.next() }
        parser.append(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        let second = #expect(throws: HTTPError.self) { try parser.next() }
        #expect(first == second)
        #expect(first?.status == 505)
        #expect(!parser.isMidRequest)
    }
}
