/// A request-target (RFC 9112, section 3.2) taken apart: its percent-decoded path and query.
///
/// Only the origin-form is served, `/path?query`, and `*` for `OPTIONS`; the absolute-form a
/// proxy is sent and the authority-form of `CONNECT` are errors, as is any byte a URI may not
/// hold unencoded (a space, a control byte, a non-ASCII byte), a fragment, a broken `%` escape,
/// a NUL in the path and a decoded name or value that is not UTF-8.
///
///     let target = try RequestTarget("/a%20b?x=1&y=a+b", method: "GET")
///     // target.path == "/a b", target.query == ["x": "1", "y": "a b"]
struct RequestTarget: Equatable {
    /// The path, percent-decoded, without the query: "/a b".
    let path: String
    /// Each name of the query with its first value, both percent-decoded and with '+' as a space.
    let query: [String: String]

    /// Takes apart `target`, the raw request-target of a request with `method`.
    init(_ target: String, method: String) throws(HTTPError) {
        let bytes = Array(target.utf8)
        guard !bytes.isEmpty else { throw .badRequest("the request target is empty") }
        for byte in bytes {
            if byte <= HTTPSyntax.space || byte == 0x7F {
                throw .badRequest("the request target holds a space or a control byte")
            }
            if byte >= 0x80 { throw .badRequest("the request target holds a byte that is not ASCII") }
            if byte == UInt8(ascii: "#") { throw .badRequest("the request target holds a fragment") }
        }
        if bytes == [UInt8(ascii: "*")] {
            guard method == "OPTIONS" else { throw .badRequest("the target '*' is only for OPTIONS") }
            path = "*"
            query = [:]
            return
        }
        guard bytes[0] == UInt8(ascii: "/") else {
            throw .badRequest("the request target is not a path that starts with '/'")
        }
        let questionMark = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.endIndex
        guard let decodedPath = Self.decode(bytes[..<questionMark], plusIsSpace: false) else {
            throw .badRequest("the path has an invalid percent-encoding or is not UTF-8")
        }
        guard !decodedPath.utf8.contains(0) else { throw .badRequest("the path holds a NUL") }
        path = decodedPath
        var query: [String: String] = [:]
        if questionMark < bytes.endIndex {
            let pairs = bytes[(questionMark + 1)...].split(separator: UInt8(ascii: "&"))
            for pair in pairs {
                let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
                let rawValue = equals < pair.endIndex ? pair[(equals + 1)...] : []
                guard let name = Self.decode(pair[..<equals], plusIsSpace: true),
                    let value = Self.decode(rawValue, plusIsSpace: true)
                else { throw .badRequest("the query has an invalid percent-encoding or is not UTF-8") }
                if query[name] == nil { query[name] = value }
            }
        }
        self.query = query
    }

    /// `bytes` with each `%XX` escape (and, in a query, each '+') decoded; `nil` for a broken
    /// escape or bytes that are not UTF-8.
    static func decode(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) -> String? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard bytes.endIndex - index >= 3, let high = hexValue(bytes[index + 1]),
                    let low = hexValue(bytes[index + 2])
                else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? HTTPSyntax.space : byte)
                index += 1
            }
        }
        return String(validating: decoded, as: UTF8.self)
    }

    /// The value of a hexadecimal digit, either case; `nil` for any other byte.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
