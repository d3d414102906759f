/// What a handler answers a request with.
public enum HTTPReply: Sendable {
    /// A response, after which the connection stays open for the next request unless either side closes it.
    case response(HTTPResponse)
    /// Keeps the connection open as a server-sent event stream (text/event-stream, no-cache), with these extra headers.
    ///
    /// The head is `HTTP/1.1 200 OK` with `Content-Type: text/event-stream`, `Cache-Control: no-store`
    /// and `Connection: keep-alive`, and no length; from then on the connection only receives what
    /// `HTTPServer.send(event:data:)` sends and a `: keep-alive` comment now and then, until the
    /// client closes it. Past `HTTPLimits.eventStreams` open at once, the request is answered 503.
    case eventStream(headers: [(name: String, value: String)])
}
