import Glibc
import Testing

@testable import HTTPServer

@Suite("HTTPResponse")
struct HTTPResponseTests {
    /// The wire form of `bytes` as text.
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("the wire form has the status line, the headers, a computed length and the body")
    func serialized() {
        let response = HTTPResponse(
            status: 200, headers: [("Content-Type", "text/html"), ("Content-Length", "999")], body: Array("<p>".utf8))
        #expect(
            text(response.serialized()) == "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 3\r\n\r\n<p>")
        #expect(
            text(response.serialized(forHead: true))
                == "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 3\r\n\r\n")
        #expect(
            text(response.serialized(closing: true))
                == "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 3\r\nConnection: close\r\n\r\n<p>")
    }

    @Test("text is plain UTF-8")
    func plainText() {
        #expect(
            text(HTTPResponse.text(404, "no ✓").serialized())
                == "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 6\r\n\r\nno ✓")
    }

    @Test(
        "each status has its standard phrase; one without has none; one out of range is a 500",
        arguments: [
            (201, "HTTP/1.1 201 Created\r\n"), (408, "HTTP/1.1 408 Request Timeout\r\n"),
            (431, "HTTP/1.1 431 Request Header Fields Too Large\r\n"), (599, "HTTP/1.1 599 \r\n"),
            (42, "HTTP/1.1 500 Internal Server Error\r\n"),
        ])
    func statusLine(status: Int, line: String) {
        #expect(text(HTTPResponse(status: status).serialized()).hasPrefix(line))
    }

    @Test("a status without content has no body and no length")
    func noContent() {
        #expect(text(HTTPResponse(status: 204, body: [1]).serialized()) == "HTTP/1.1 204 No Content\r\n\r\n")
        #expect(text(HTTPResponse(status: 304, body: [1]).serialized()) == "HTTP/1.1 304 Not Modified\r\n\r\n")
    }

    @Test("a value cannot end the head early, a name that is not a token is left out, and Connection: close is kept")
    func injection() {
        let response = HTTPResponse(
            status: 200, headers: [("X", "a\r\n\r\nb"), ("Bad Name", "v"), ("Connection", "close")])
        #expect(
            text(response.serialized())
                == "HTTP/1.1 200 OK\r\nX: a    b\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        #expect(response.asksToClose)
    }

    @Test(
        "an event is a line of its name and a data line for each line of its data",
        arguments: [
            ("change", "one", "event: change\ndata: one\n\n"),
            ("change", "a\nb\r\nc\rd", "event: change\ndata: a\ndata: b\ndata: c\ndata: d\n\n"),
            ("", "x", "data: x\n\n"),
            ("two\nlines", "", "event: twolines\ndata: \n\n"),
            ("e", "end\n", "event: e\ndata: end\ndata: \n\n"),
        ])
    func event(name: String, data: String, wire: String) {
        #expect(text(EventStream.message(event: name, data: data)) == wire)
    }

    @Test("an event stream's head has its type, no caching, no length, and the extra headers")
    func eventStreamHead() {
        #expect(
            text(EventStream.head([("X-Stream", "1"), ("Content-Length", "5")]))
                == "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
                + "Connection: keep-alive\r\nX-Stream: 1\r\n\r\n")
    }

    @Test("a server's errors are one line each, the system's words last")
    func serverErrors() {
        #expect(
            HTTPServerError.cannotListen(address: "127.0.0.1:8080", errno: EADDRINUSE).description
                == "cannot listen on 127.0.0.1:8080: Address already in use")
        #expect(HTTPServerError.invalidPort(70000).description == "cannot listen on port 70000: a port is 0 to 65535")
        #expect(
            HTTPServerError.cannotResolve(host: "nowhere", reason: "Name or service not known").description
                == "cannot resolve the host 'nowhere': Name or service not known")
        #expect(HTTPError(status: 400, reason: "why").description == "400 Bad Request: why")
    }
}
