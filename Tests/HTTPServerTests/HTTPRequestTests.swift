import Testing

@testable import HTTPServer

@Suite("HTTPRequest")
struct HTTPRequestTests {
    @Test(
        "a target is taken apart into its decoded path and query",
        arguments: [
            ("/", "/", [:]),
            ("/a%20b?x=1", "/a b", ["x": "1"]),
            ("/a+b?a+b=c+d", "/a+b", ["a b": "c d"]),
            ("/?x=1&x=2&y", "/", ["x": "1", "y": ""]),
            ("/%e2%9c%93?%3D=%26", "/✓", ["=": "&"]),
            ("/p?", "/p", [:]),
            ("/p?a=b=c", "/p", ["a": "b=c"]),
        ] as [(String, String, [String: String])])
    func target(_ target: String, path: String, query: [String: String]) throws {
        let request = try HTTPRequest(method: "GET", target: target)
        #expect(request.target == target)
        #expect(request.path == path)
        #expect(request.query == query)
    }

    @Test(
        "a request made directly is checked as the parser checks it",
        arguments: [
            ("GET", "http://a/", "HTTP/1.1", 400),
            ("GET", "*", "HTTP/1.1", 400),
            ("GET", "/%", "HTTP/1.1", 400),
            ("GET", "/%00", "HTTP/1.1", 400),
            ("G T", "/", "HTTP/1.1", 400),
            ("", "/", "HTTP/1.1", 400),
            ("GET", "/", "HTTP/2.0", 505),
            ("GET", "/", "HTTP/1", 400),
        ])
    func checked(method: String, target: String, version: String, status: Int) {
        #expect(throws: HTTPError.self) { try HTTPRequest(method: method, target: target, version: version) }
        do {
            _ = try HTTPRequest(method: method, target: target, version: version)
        } catch {
            #expect(error.status == status)
        }
    }

    @Test("a request made directly keeps its headers and body")
    func direct() throws {
        let request = try HTTPRequest(
            method: "POST", target: "/set?id=1", headers: [("Content-Type", "application/json")], body: [1, 2],
            version: "HTTP/1.0")
        #expect(request.header("content-type") == "application/json")
        #expect(request.body == [1, 2])
        #expect(request.version == "HTTP/1.0")
        #expect(request.query == ["id": "1"])
        #expect(try HTTPRequest(method: "OPTIONS", target: "*").path == "*")
    }

    @Test(
        "HTTP/1.1 keeps the connection unless Connection: close; HTTP/1.0 closes unless Connection: keep-alive",
        arguments: [
            ("HTTP/1.1", nil, true),
            ("HTTP/1.1", "close", false),
            ("HTTP/1.1", "Keep-Alive, CLOSE", false),
            ("HTTP/1.1", "keep-alive", true),
            ("HTTP/1.0", nil, false),
            ("HTTP/1.0", "keep-alive", true),
            ("HTTP/1.0", "Keep-Alive", true),
            ("HTTP/1.0", "keep-alive, close", false),
        ] as [(String, String?, Bool)])
    func keepsAlive(version: String, connection: String?, keeps: Bool) throws {
        let headers = connection.map { [("Connection", $0)] } ?? []
        #expect(try HTTPRequest(method: "GET", target: "/", headers: headers, version: version).keepsAlive == keeps)
    }
}
