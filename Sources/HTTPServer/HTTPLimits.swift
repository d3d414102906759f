/// Bounds on what one client may send or hold.
///
/// The server enforces each of them, so that no client, however slow, fast or malformed, can
/// make it use unbounded memory, descriptors or time. The defaults suit a local web page:
///
///     var limits = HTTPLimits()
///     limits.bodyBytes = 4 << 20  // documents of up to 4 MiB may be uploaded
///     let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits)
public struct HTTPLimits: Sendable {
    /// The most bytes of a request line and its headers, up to and including the blank line; one more is a 431.
    public var requestHeadBytes = 16 * 1024
    /// The most header fields of one request; one more is a 431.
    public var headerCount = 64
    /// The most bytes of a request's body; a larger `Content-Length` is a 413 before the body arrives.
    public var bodyBytes = 1 << 20
    /// Seconds from a request's first byte to its last; a slower request is a 408 (slowloris).
    public var requestSeconds = 10.0
    /// Seconds a keep-alive connection may be idle, with no request in progress, before it is closed
    /// quietly; also how long output may wait for a client that reads none of it.
    public var idleSeconds = 60.0
    /// The most connections open at once; one more is answered 503 and closed.
    public var connections = 64
    /// The most event streams open at once; one more request for one is answered 503.
    public var eventStreams = 16
    /// The most bytes of output held for one client; a client that reads nothing is dropped past this.
    public var pendingOutputBytes = 64 << 20
    /// Seconds between the `: keep-alive` comments written to an event stream with nothing else to say.
    public var eventStreamKeepAliveSeconds = 15.0

    /// The defaults.
    public init() {}
}
