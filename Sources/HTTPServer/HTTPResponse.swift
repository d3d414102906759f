/// A response to one request: a status, header fields and a body.
///
/// The server adds what the framing needs when it writes one (`serialized`): the status line,
/// `Content-Length` and, when it closes the connection after it, `Connection: close`.
///
///     HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Array(json.utf8))
///     HTTPResponse.text(404, "no such document")
public struct HTTPResponse: Sendable {
    /// The status code, 100 to 999; another is written as 500.
    public var status: Int
    /// The header fields, in order; `Content-Length`, `Transfer-Encoding` and `Connection` are the
    /// server's own and left out when written (but `Connection: close` closes the connection).
    public var headers: [(name: String, value: String)]
    /// The body; not written for `HEAD` nor for a status without content (1xx, 204, 304).
    public var body: [UInt8]

    /// A response with `status`, `headers` and `body`.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text response, `text/plain; charset=utf-8`.
    public static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    /// The answer to a request the parser rejected: its status and reason, closing the connection.
    static func error(_ error: HTTPError) -> HTTPResponse {
        text(error.status, error.reason + "\n")
    }

    /// Whether the handler asked for the connection to be closed after this response.
    var asksToClose: Bool {
        HTTPSyntax.listContains(headers.filter { HTTPSyntax.namesEqual($0.name, "Connection") }.map(\.value), "close")
    }

    /// The bytes on the wire: status line with the standard reason phrase, the headers, Content-Length
    /// (always, computed), and the body unless `forHead`.
    ///
    /// A status without content (1xx, 204, 304) has no body and no `Content-Length`. A header
    /// whose name is not a token is left out, and a control byte in a value becomes a space, so
    /// that no value can end the head early. `closing` adds `Connection: close`.
    public func serialized(forHead: Bool = false, closing: Bool = false) -> [UInt8] {
        serialized(forHead: forHead, connection: closing || asksToClose ? "close" : nil)
    }

    /// The bytes on the wire with `Connection: connection`, if any.
    func serialized(forHead: Bool, connection: String?) -> [UInt8] {
        let code = (100...999).contains(status) ? status : 500
        var bytes = Array("HTTP/1.1 \(code) \(HTTPStatus.reasonPhrase(code))\r\n".utf8)
        bytes.reserveCapacity(bytes.count + 64 * headers.count + 64 + (forHead ? 0 : body.count))
        for (name, value) in headers where HTTPSyntax.isToken(name) && !Self.isFraming(name) {
            Self.appendField(name, value, to: &bytes)
        }
        let noContent = HTTPStatus.hasNoContent(code)
        if !noContent { Self.appendField("Content-Length", String(body.count), to: &bytes) }
        if let connection { Self.appendField("Connection", connection, to: &bytes) }
        bytes += Array("\r\n".utf8)
        if !forHead, !noContent { bytes += body }
        return bytes
    }

    /// Whether `name` is one of the fields that frame a message, which the server writes itself.
    static func isFraming(_ name: String) -> Bool {
        ["Content-Length", "Transfer-Encoding", "Connection"].contains { HTTPSyntax.namesEqual($0, name) }
    }

    /// Appends `name: value` and its line end, each control byte of `value` but a tab as a space.
    static func appendField(_ name: String, _ value: String, to bytes: inout [UInt8]) {
        bytes += name.utf8
        bytes += [HTTPSyntax.colon, HTTPSyntax.space]
        for byte in value.utf8 { bytes.append(HTTPSyntax.isForbiddenInValue(byte) ? HTTPSyntax.space : byte) }
        bytes += [HTTPSyntax.carriageReturn, HTTPSyntax.lineFeed]
    }
}
