import Dispatch
import Foundation
import Glibc
import HTTPServer
import Testing

/// A response as a test client reads it.
struct TestResponse {
    let status: Int
    let headers: [(name: String, value: String)]
    let body: String

    /// The first value of the header `name`, regardless of case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// Why a test client could not do what it was asked.
struct ClientError: Error, CustomStringConvertible {
    let description: String
}

/// A blocking client socket on 127.0.0.1, with a receive timeout so that a test fails rather than hangs.
final class TestClient {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(port: Int, timeout: Double = 3) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ClientError(description: "socket: \(errno)") }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // The descriptor is closed by `deinit`, which runs when an initializer throws here too.
        guard connected == 0 else { throw ClientError(description: "connect: \(String(cString: strerror(errno)))") }
    }

    deinit { Glibc.close(descriptor) }

    /// Sends `text` whole.
    func send(_ text: String) { send(Array(text.utf8)) }

    /// Sends `bytes` whole; a peer that has gone is ignored (the test reads what it said).
    func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { return }
            sent += count
        }
    }

    /// What one read gave.
    private enum Filled {
        case bytes
        case end
        case timedOut
    }

    /// Reads more into the buffer; `false` at the end of the stream, on a reset or a timeout.
    private func fill() -> Bool { fillOnce() == .bytes }

    /// Reads more into the buffer once.
    private func fillOnce() -> Filled {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            buffer += chunk[..<count]
            return .bytes
        }
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? .timedOut : .end
    }

    /// Reads up to and including `marker`; `nil` if the stream ends first.
    func read(through marker: String) -> String? {
        let bytes = Array(marker.utf8)
        while true {
            if let end = range(of: bytes) {
                let text = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(..<end)
                return text
            }
            guard fill() else { return nil }
        }
    }

    /// Reads one response; `forHead` when it answers a HEAD, so has no body; `nil` if the stream ends first.
    func readResponse(forHead: Bool = false) -> TestResponse? {
        guard let head = read(through: "\r\n\r\n") else { return nil }
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: true).map(String.init)
        guard !lines.isEmpty else { return nil }
        let statusLine = lines.removeFirst().split(separator: " ", maxSplits: 2)
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
        let headers = lines.map { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            return (
                name: String(parts[0]), value: parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            )
        }
        let length =
            forHead ? 0 : headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        while buffer.count < length {
            guard fill() else { return nil }
        }
        let body = String(decoding: buffer[..<length], as: UTF8.self)
        buffer.removeSubrange(..<length)
        return TestResponse(status: status, headers: headers, body: body)
    }

    /// Whether the server closes the connection, with nothing more to read, within the receive timeout.
    func isClosedByServer() -> Bool {
        buffer.isEmpty && fillOnce() == .end
    }

    /// Whether nothing arrives within `seconds` and the connection stays open.
    func staysQuiet(for seconds: Double) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return buffer.isEmpty && poll(&waiting, 1, Int32(seconds * 1000)) == 0
    }

    /// Whether something arrives within `seconds`.
    func hasInput(within seconds: Double) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return !buffer.isEmpty || poll(&waiting, 1, Int32(seconds * 1000)) == 1
    }

    /// Reads until the stream ends; returns how many bytes arrived.
    func readToEnd() -> Int {
        while fill() {}
        return buffer.count
    }

    /// Closes with a reset rather than an orderly close.
    func reset() {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Where `bytes` ends in the buffer, if it is there.
    private func range(of bytes: [UInt8]) -> Int? {
        guard buffer.count >= bytes.count else { return nil }
        for start in 0...(buffer.count - bytes.count) where buffer[start..<(start + bytes.count)].elementsEqual(bytes) {
            return start + bytes.count
        }
        return nil
    }
}

/// A server running on a thread of its own for one test, on 127.0.0.1 and a free port.
final class RunningServer: Sendable {
    let server: HTTPServer
    private let finished = DispatchSemaphore(value: 0)

    /// Starts a server with `limits` and `handler`, `setUp` called first, before `run`.
    init(
        limits: HTTPLimits = HTTPLimits(), handler: @escaping @Sendable (HTTPRequest) -> HTTPReply = echo,
        setUp: (HTTPServer) -> Void = { _ in }
    ) throws {
        server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits)
        let server = server
        setUp(server)
        let finished = finished
        Thread.detachNewThread {
            server.run(handler)
            finished.signal()
        }
    }

    var port: Int { server.port }

    /// A new client connected to the server.
    func client(timeout: Double = 3) throws -> TestClient { try TestClient(port: port, timeout: timeout) }

    /// Stops the server; whether `run` returned within `seconds`.
    @discardableResult
    func stop(within seconds: Double = 3) -> Bool {
        server.stop()
        return finished.wait(timeout: .now() + seconds) == .success
    }

    /// Waits up to `seconds` for `condition`; whether it came true.
    func wait(upTo seconds: Double = 2, for condition: () -> Bool) -> Bool {
        let end = DispatchTime.now() + seconds
        while DispatchTime.now() < end {
            if condition() { return true }
            usleep(5000)
        }
        return condition()
    }

    /// Answers each request with its method and path, and the body it was sent.
    static let echo: @Sendable (HTTPRequest) -> HTTPReply = { request in
        .response(.text(200, "\(request.method) \(request.path) \(String(decoding: request.body, as: UTF8.self))"))
    }
}
