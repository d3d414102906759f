/// One thread's poll loop over a listening socket, its connections, and other descriptors.
///
/// A server is made listening, then serves on the thread that calls `run` until `stop()`; the
/// handler, the timers of `after` and the callbacks of `watch` all run on that thread, one at a
/// time, between requests. No client can block it or hold more than `HTTPLimits` allows:
///
///     let server = try HTTPServer(host: "127.0.0.1", port: 0)
///     print("http://\(server.authority)/")
///     server.run { request in
///         request.path == "/" ? .response(.text(200, "hello\n")) : .response(.text(404, "not found\n"))
///     }
///
/// A server runs once: when `run` returns, its socket is closed.
///
/// It is `@unchecked Sendable` so that another thread may call `stop()`, `send(event:data:)` and
/// `eventStreamCount` while `run` runs: those go through `LoopControl`, a mutex, atomics and a
/// self-pipe, and are safe from any thread. Everything else (the loop's connections, timers and
/// watched descriptors) is touched only by the thread in `run`, or by any one thread before it;
/// `watch` and `after` check that they are called so.
public final class HTTPServer: @unchecked Sendable {
    /// The host as given.
    public let host: String
    /// The port actually bound.
    public let port: Int
    /// The address listened on, as digits: "127.0.0.1" for `localhost`, "0.0.0.0" for `0`.
    public let boundAddress: String

    /// Whether it listens on every interface ("0.0.0.0" or "::").
    public var listensEverywhere: Bool { Self.isEverywhere(boundAddress) }

    /// Whether only this machine can reach it (127.0.0.0/8 or ::1).
    public var listensOnLoopback: Bool { Self.isLoopback(boundAddress) }

    /// Whether a numeric address stands for every interface.
    public static func isEverywhere(_ address: String) -> Bool { address == "0.0.0.0" || address == "::" }

    /// Whether a numeric address is this machine's alone.
    public static func isLoopback(_ address: String) -> Bool { address.hasPrefix("127.") || address == "::1" }
    /// The bounds each client is held to.
    public let limits: HTTPLimits
    private let control: LoopControl
    private let loop: ServerLoop

    /// Binds and listens (SO_REUSEADDR, non-blocking, CLOEXEC). `host` is a numeric IPv4 or IPv6 address
    /// or a name (getaddrinfo; the first address); port 0 picks a free port.
    public init(host: String, port: Int, limits: HTTPLimits = HTTPLimits()) throws(HTTPServerError) {
        let address = Self.authority(host: host, port: port)
        let (listener, boundPort, boundAddress) = try Socket.listen(host: host, port: port, address: address)
        do {
            control = try LoopControl(eventCapacity: max(limits.pendingOutputBytes, 1))
        } catch {
            Socket.close(listener)
            throw error
        }
        self.host = host
        self.port = boundPort
        self.boundAddress = boundAddress
        self.limits = limits
        loop = ServerLoop(listener: listener, limits: limits, control: control)
    }

    /// The URL authority clients use: "127.0.0.1:8080", "[::1]:8080", "localhost:8080".
    public var authority: String { Self.authority(host: host, port: port) }

    /// Calls `onReadable` on the loop's thread whenever `descriptor` is readable (an inotify or signalfd descriptor).
    ///
    /// Call it before `run` or on the loop's thread. Watching a descriptor again replaces its
    /// callback; one that is closed, or that has hung up and been called once more, is no longer watched.
    public func watch(_ descriptor: Int32, onReadable: @escaping () -> Void) {
        precondition(control.isLoopThreadOrIdle, "HTTPServer.watch is called on the loop's thread or before run")
        loop.watch(descriptor, onReadable)
    }

    /// Stops calling back for `descriptor`; the descriptor stays open, its owner's to close.
    public func unwatch(_ descriptor: Int32) {
        precondition(control.isLoopThreadOrIdle, "HTTPServer.unwatch is called on the loop's thread or before run")
        loop.unwatch(descriptor)
    }

    /// Calls `action` on the loop's thread once, about `seconds` from now.
    ///
    /// Call it before `run` or on the loop's thread; actions due at the same time run in the
    /// order they were asked for.
    public func after(seconds: Double, _ action: @escaping () -> Void) {
        precondition(control.isLoopThreadOrIdle, "HTTPServer.after is called on the loop's thread or before run")
        loop.after(seconds: seconds, action)
    }

    /// Sends `event: NAME\ndata: LINE\n...\n\n` (each line of `data` as its own data: line) to every open event stream.
    ///
    /// Safe from any thread; the loop writes it soon after. With no stream open it is dropped.
    public func send(event name: String, data: String) {
        control.send(EventStream.message(event: name, data: data))
    }

    /// Number of open event streams (for tests).
    public var eventStreamCount: Int { control.eventStreamCount }

    /// Ends `run` soon; safe from any thread (a self-pipe or eventfd the loop polls).
    ///
    /// Called before `run`, it makes `run` return at once.
    public func stop() {
        control.stop()
    }

    /// Serves until `stop()`: accepts, reads, parses, calls `handler` for each request in order (pipelined
    /// requests answered in order), writes replies without blocking (a per-connection output queue), and
    /// enforces every limit. Returns after closing every connection and the listening socket.
    public func run(_ handler: (HTTPRequest) -> HTTPReply) {
        precondition(control.enter(), "HTTPServer.run is called while it runs")
        defer { control.leave() }
        loop.run(handler)
    }

    /// "host:port", the host in brackets when it is an IPv6 address.
    private static func authority(host: String, port: Int) -> String {
        let bare = Socket.bare(host)
        return bare.contains(":") ? "[\(bare)]:\(port)" : "\(bare):\(port)"
    }
}
