/// The wire form of server-sent events (the HTML standard's `text/event-stream`).
enum EventStream {
    /// The response head that opens a stream, with `extra` header fields after the standard ones.
    static func head(_ extra: [(name: String, value: String)]) -> [UInt8] {
        var bytes = Array("HTTP/1.1 200 OK\r\n".utf8)
        HTTPResponse.appendField("Content-Type", "text/event-stream", to: &bytes)
        HTTPResponse.appendField("Cache-Control", "no-store", to: &bytes)
        HTTPResponse.appendField("Connection", "keep-alive", to: &bytes)
        for (name, value) in extra where HTTPSyntax.isToken(name) && !HTTPResponse.isFraming(name) {
            HTTPResponse.appendField(name, value, to: &bytes)
        }
        bytes += Array("\r\n".utf8)
        return bytes
    }

    /// One event: `event: NAME`, a `data:` line for each line of `data` (split at CR LF, LF or CR,
    /// as a browser splits them), and the blank line that ends it.
    ///
    /// A line break in `name` would end the field early, so it is left out; an empty name leaves
    /// out the `event:` line, so the browser dispatches a "message".
    static func message(event name: String, data: String) -> [UInt8] {
        var bytes: [UInt8] = []
        let cleanName = name.utf8.filter { $0 != HTTPSyntax.carriageReturn && $0 != HTTPSyntax.lineFeed }
        if !cleanName.isEmpty { bytes += Array("event: ".utf8) + cleanName + [HTTPSyntax.lineFeed] }
        var line: [UInt8] = []
        var previous: UInt8 = 0
        for byte in data.utf8 {
            if byte == HTTPSyntax.lineFeed, previous == HTTPSyntax.carriageReturn {
                previous = byte
                continue
            }
            previous = byte
            if byte == HTTPSyntax.lineFeed || byte == HTTPSyntax.carriageReturn {
                bytes += Array("data: ".utf8) + line + [HTTPSyntax.lineFeed]
                line = []
            } else {
                line.append(byte)
            }
        }
        bytes += Array("data: ".utf8) + line + [HTTPSyntax.lineFeed, HTTPSyntax.lineFeed]
        return bytes
    }

    /// The comment written when a stream has been quiet, so that nothing between times it out.
    static let keepAlive = Array(": keep-alive\n\n".utf8)
}
