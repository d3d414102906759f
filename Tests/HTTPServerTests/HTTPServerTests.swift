import Glibc
import HTTPServer
import Synchronization
import Testing

/// A GET of `path` on host `a`, as a client sends it.
private func get(_ path: String, _ extra: String = "") -> String {
    "GET \(path) HTTP/1.1\r\nHost: a\r\n\(extra)\r\n"
}

@Suite("HTTPServer")
struct HTTPServerTests {
    @Test("a GET is answered, and a second request on the same connection too")
    func keepAlive() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send(get("/first"))
        let first = try #require(client.readResponse())
        #expect(first.status == 200)
        #expect(first.body == "GET /first ")
        #expect(first.header("Content-Length") == "11")
        #expect(first.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(first.header("Connection") == nil)
        client.send("POST /second HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\nbody")
        #expect(client.readResponse()?.body == "POST /second body")
    }

    @Test("pipelined requests are answered in order")
    func pipelined() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send(get("/1") + "POST /2 HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nhi" + get("/3"))
        #expect(client.readResponse()?.body == "GET /1 ")
        #expect(client.readResponse()?.body == "POST /2 hi")
        #expect(client.readResponse()?.body == "GET /3 ")
    }

    @Test("HEAD has the GET's headers and length but no body")
    func head() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send("HEAD /page HTTP/1.1\r\nHost: a\r\n\r\n" + get("/next"))
        let head = try #require(client.readResponse(forHead: true))
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "11")
        // The next response follows the head at once: no body came between.
        #expect(client.readResponse()?.body == "GET /next ")
    }

    @Test(
        "the connection closes after a response when the client asks, with Connection: close",
        arguments: [
            "GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
            "GET / HTTP/1.0\r\n\r\n",
        ])
    func closing(request: String) throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send(request)
        let response = try #require(client.readResponse())
        #expect(response.status == 200)
        #expect(response.header("Connection") == "close")
        #expect(client.isClosedByServer())
    }

    @Test("HTTP/1.0 with Connection: keep-alive keeps the connection, and is told so")
    func http10KeepAlive() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        #expect(client.readResponse()?.header("Connection") == "keep-alive")
        client.send("GET /b HTTP/1.0\r\n\r\n")
        #expect(client.readResponse()?.body == "GET /b ")
        #expect(client.isClosedByServer())
    }

    @Test("a handler's Connection: close closes the connection after its response")
    func handlerCloses() throws {
        let running = try RunningServer { _ in .response(HTTPResponse(status: 200, headers: [("Connection", "close")]))
        }
        defer { running.stop() }
        let client = try running.client()
        client.send(get("/"))
        #expect(client.readResponse()?.header("Connection") == "close")
        #expect(client.isClosedByServer())
    }

    @Test("a malformed request is answered with its 4xx and Connection: close, then closed")
    func malformed() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send(get("/ok") + "GET /a b HTTP/1.1\r\nHost: a\r\n\r\n" + get("/never"))
        #expect(client.readResponse()?.status == 200)
        let bad = try #require(client.readResponse())
        #expect(bad.status == 400)
        #expect(bad.header("Connection") == "close")
        #expect(client.isClosedByServer())
    }

    @Test("a huge header is a 431 as soon as the head is over the limit, before it ends")
    func hugeHeader() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send("GET / HTTP/1.1\r\nHost: a\r\nX-Huge: " + String(repeating: "v", count: 17 * 1024))
        let response = try #require(client.readResponse())
        #expect(response.status == 431)
        #expect(response.header("Connection") == "close")
        #expect(client.isClosedByServer())
    }

    @Test("a Content-Length over the limit is a 413 before the body is sent")
    func hugeBody() throws {
        var limits = HTTPLimits()
        limits.bodyBytes = 10
        let running = try RunningServer(limits: limits)
        defer { running.stop() }
        let client = try running.client()
        client.send("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\n")
        #expect(client.readResponse()?.status == 413)
    }

    @Test("a slowloris client gets a 408 while a normal client is answered meanwhile")
    func slowloris() throws {
        var limits = HTTPLimits()
        limits.requestSeconds = 0.3
        let running = try RunningServer(limits: limits)
        defer { running.stop() }
        let slow = try running.client()
        let head = Array(
            "GET / HTTP/1.1\r\nHost: a\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".utf8)
        slow.send(Array(head[..<20]))
        let normal = try running.client()
        normal.send(get("/normal"))
        #expect(normal.readResponse()?.body == "GET /normal ")
        // A byte every 20 ms does not keep the request alive.
        var sent = 20
        while sent < head.count, !slow.hasInput(within: 0.02) {
            slow.send([head[sent]])
            sent += 1
        }
        #expect(sent < head.count)
        let response = try #require(slow.readResponse())
        #expect(response.status == 408)
        #expect(response.header("Connection") == "close")
        #expect(slow.isClosedByServer())
        normal.send(get("/again"))
        #expect(normal.readResponse()?.body == "GET /again ")
    }

    @Test("an idle keep-alive connection is closed quietly")
    func idle() throws {
        var limits = HTTPLimits()
        limits.idleSeconds = 0.2
        let running = try RunningServer(limits: limits)
        defer { running.stop() }
        let client = try running.client()
        client.send(get("/"))
        #expect(client.readResponse()?.status == 200)
        #expect(client.isClosedByServer())
    }

    @Test("past the connection limit a client gets a 503 and is closed while every other is mid-request")
    func tooManyConnections() throws {
        var limits = HTTPLimits()
        limits.connections = 2
        let running = try RunningServer(limits: limits)
        defer { running.stop() }
        let first = try running.client()
        let second = try running.client()
        for client in [first, second] {
            client.send("GET /part HTTP/1.1\r\nHost: a\r\n")
        }
        usleep(50_000)
        let third = try running.client()
        let refused = try #require(third.readResponse())
        #expect(refused.status == 503)
        #expect(refused.header("Connection") == "close")
        #expect(third.isClosedByServer())
        first.send("\r\n")
        #expect(first.readResponse()?.body == "GET /part ")
    }

    @Test("past the connection limit a request slower than a second makes room too")
    func slowRequestsMakeRoom() throws {
        var limits = HTTPLimits()
        limits.connections = 2
        let running = try RunningServer(limits: limits)
        defer { running.stop() }
        let holders = [try running.client(), try running.client()]
        for holder in holders { holder.send("G") }
        usleep(1_200_000)
        let newcomer = try running.client()
        newcomer.send(get("/served"))
        #expect(newcomer.readResponse()?.body == "GET /served ")
    }

    @Test("past the connection limit the connection idle longest makes room, so idle clients cannot shut others out")
    func idleConnectionsMakeRoom() throws {
        var limits = HTTPLimits()
        limits.connections = 2
        let running = try RunningServer(limits: limits)
        defer { running.stop() }
        // Two clients that connect and never send a byte, as someone holding places would.
        let holders = [try running.client()]
        usleep(30_000)
        let later = try running.client()
        usleep(30_000)
        let newcomer = try running.client()
        newcomer.send(get("/served"))
        #expect(newcomer.readResponse()?.body == "GET /served ")
        #expect(holders[0].isClosedByServer(), "the one idle longest")
        _ = later
        let next = try running.client()
        next.send(get("/next"))
        #expect(next.readResponse()?.body == "GET /next ")
    }

    @Test("a client that disconnects or resets mid-request does not disturb the others")
    func disconnects() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let other = try running.client()
        do {
            let leaving = try running.client()
            leaving.send("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\npart")
        }
        let resetting = try running.client()
        resetting.send("GET / HTTP/1.1\r\nHost:")
        resetting.reset()
        other.send(get("/other"))
        #expect(other.readResponse()?.body == "GET /other ")
    }

    @Test("a client that reads nothing of a large answer is dropped past the output limit")
    func readsNothing() throws {
        var limits = HTTPLimits()
        limits.pendingOutputBytes = 1 << 20
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: 32 << 20)
        let running = try RunningServer(limits: limits) { _ in .response(HTTPResponse(status: 200, body: large)) }
        defer { running.stop() }
        let client = try running.client()
        client.send(get("/large"))
        let other = try running.client()
        other.send("HEAD / HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(other.readResponse(forHead: true)?.status == 200)
        #expect(client.readToEnd() < large.count)
    }

    @Test("a client that resets while its answer is being written is dropped; the others are served")
    func resetMidWrite() throws {
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: 8 << 20)
        let running = try RunningServer { request in
            request.path == "/large" ? .response(HTTPResponse(status: 200, body: large)) : RunningServer.echo(request)
        }
        defer { running.stop() }
        let resetting = try running.client()
        resetting.send(get("/large"))
        #expect(resetting.hasInput(within: 2))
        resetting.reset()
        let other = try running.client()
        other.send(get("/other"))
        #expect(other.readResponse()?.body == "GET /other ")
    }

    @Test("an event stream gets its head, then what is sent, and keep-alive comments")
    func eventStream() throws {
        var limits = HTTPLimits()
        limits.eventStreams = 1
        limits.eventStreamKeepAliveSeconds = 0.1
        let running = try RunningServer(limits: limits) { request in
            request.path == "/events" ? .eventStream(headers: [("X-Stream", "yes")]) : RunningServer.echo(request)
        }
        defer { running.stop() }
        let stream = try running.client()
        stream.send(get("/events"))
        let head = try #require(stream.read(through: "\r\n\r\n"))
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(head.contains("Content-Type: text/event-stream\r\n"))
        #expect(head.contains("Cache-Control: no-store\r\n"))
        #expect(head.contains("Connection: keep-alive\r\n"))
        #expect(head.contains("X-Stream: yes\r\n"))
        #expect(!head.contains("Content-Length"))
        #expect(running.wait { running.server.eventStreamCount == 1 })

        // Bytes the client sends on the stream are ignored.
        stream.send(get("/ignored"))
        running.server.send(event: "change", data: "one\ntwo")
        #expect(stream.read(through: "data: two\n\n")?.hasSuffix("event: change\ndata: one\ndata: two\n\n") == true)
        #expect(stream.read(through: ": keep-alive\n\n") != nil)

        let second = try running.client()
        second.send(get("/events"))
        #expect(second.readResponse()?.status == 503)

        stream.reset()
        #expect(running.wait { running.server.eventStreamCount == 0 })
    }

    @Test("timers and watched descriptors call back on the loop's thread, between requests")
    func callbacks() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let readEnd = ends[0]
        let calls = Mutex<[(what: String, thread: pthread_t)]>([])
        /// Notes `what` happened, and on which thread.
        @Sendable func note(_ what: String) {
            let thread = pthread_self()
            calls.withLock { $0.append((what, thread)) }
        }
        let running = try RunningServer(
            handler: { request in
                note("request")
                return RunningServer.echo(request)
            },
            setUp: { server in
                server.watch(readEnd) {
                    var byte: UInt8 = 0
                    _ = read(readEnd, &byte, 1)
                    note("watch")
                }
                server.after(seconds: 0.05) {
                    note("after")
                    // Set from the loop's thread, as a timer may.
                    server.after(seconds: 0) { note("after again") }
                }
            })
        defer { running.stop() }
        let client = try running.client()
        client.send(get("/"))
        #expect(client.readResponse()?.status == 200)
        #expect(running.wait { calls.withLock { $0.count } == 3 })
        var byte: UInt8 = 1
        #expect(write(ends[1], &byte, 1) == 1)
        #expect(running.wait { calls.withLock { $0.count } == 4 })
        let noted = calls.withLock { $0 }
        #expect(Set(noted.map(\.what)) == ["request", "after", "after again", "watch"])
        // All on one thread, the loop's, which is not the test's.
        #expect(noted.allSatisfy { pthread_equal($0.thread, noted[0].thread) != 0 })
        #expect(pthread_equal(noted[0].thread, pthread_self()) == 0)
    }

    @Test("stop ends run, which closes the listening socket")
    func stop() throws {
        let running = try RunningServer()
        let client = try running.client()
        client.send(get("/"))
        #expect(client.readResponse()?.status == 200)
        #expect(running.stop(within: 2))
        #expect(client.isClosedByServer())
        #expect(throws: ClientError.self) { try running.client() }
    }

    @Test("stop before run makes run return at once")
    func stopBeforeRun() throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0)
        server.stop()
        server.run { _ in .response(.text(200, "")) }
    }

    @Test("the port in use is a clear error; the authority is as clients write it")
    func listening() throws {
        let first = try HTTPServer(host: "127.0.0.1", port: 0)
        #expect(first.port > 0)
        #expect(first.authority == "127.0.0.1:\(first.port)")
        #expect(throws: HTTPServerError.cannotListen(address: "127.0.0.1:\(first.port)", errno: EADDRINUSE)) {
            try HTTPServer(host: "127.0.0.1", port: first.port)
        }
        #expect(throws: HTTPServerError.invalidPort(65536)) { try HTTPServer(host: "127.0.0.1", port: 65536) }
        let named = try HTTPServer(host: "localhost", port: 0)
        #expect(named.authority == "localhost:\(named.port)")
        // IPv6 may be switched off where the tests run.
        if let ipv6 = try? HTTPServer(host: "::1", port: 0) {
            #expect(ipv6.authority == "[::1]:\(ipv6.port)")
        }
    }
}
