import Glibc

/// The socket calls the server makes, each retrying `EINTR` and saying what happened as a value.
enum Socket {
    /// What one `accept` gave.
    enum Accepted {
        /// A connection, non-blocking and closed on exec.
        case connection(Int32)
        /// No connection is waiting.
        case none
        /// The process or system is out of descriptors or memory; accepting again at once would spin.
        case exhausted
    }

    /// What one `recv` gave.
    enum Received {
        case bytes(Int)
        case wouldBlock
        /// The peer closed its side (or reset the connection).
        case closed
    }

    /// What one `send` gave.
    enum Sent {
        case bytes(Int)
        case wouldBlock
        /// The peer is gone: reset, or closed while output was left.
        case failed
    }

    /// A socket listening on `host` and `port`: non-blocking, closed on exec, with `SO_REUSEADDR`;
    /// returns it and the port it is bound to.
    /// A listening socket, its port and the numeric address it is bound to ("127.0.0.1", "::").
    static func listen(host: String, port: Int, address: String) throws(HTTPServerError) -> (Int32, Int, String) {
        guard (0...65535).contains(port) else { throw .invalidPort(port) }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(bare(host), String(port), &hints, &found)
        guard status == 0, let first = found else {
            let reason = status == EAI_SYSTEM ? HTTPServerError.message(errno) : String(cString: gai_strerror(status))
            throw .cannotResolve(host: host, reason: reason)
        }
        defer { freeaddrinfo(found) }
        let descriptor = socket(
            first.pointee.ai_family, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .cannotListen(address: address, errno: errno) }
        var yes: Int32 = 1
        guard setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size)) == 0,
            bind(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0,
            Glibc.listen(descriptor, SOMAXCONN) == 0
        else {
            let code = errno
            close(descriptor)
            throw .cannotListen(address: address, errno: code)
        }
        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            throw .cannotListen(address: address, errno: code)
        }
        return (descriptor, boundPort(bound), numericHost(bound, length: length))
    }

    /// The address of a socket address as digits: "127.0.0.1", "::1".
    private static func numericHost(_ address: sockaddr_storage, length: socklen_t) -> String {
        var copy = address
        var name = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let status = withUnsafePointer(to: &copy) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getnameinfo($0, length, &name, socklen_t(name.count), nil, 0, NI_NUMERICHOST)
            }
        }
        guard status == 0 else { return "" }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `host` without the brackets of an IPv6 address written as in a URL, "[::1]".
    static func bare(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") && host.count >= 2 ? String(host.dropFirst().dropLast()) : host
    }

    /// The port of an IPv4 or IPv6 socket address.
    private static func boundPort(_ address: sockaddr_storage) -> Int {
        var copy = address
        return withUnsafePointer(to: &copy) { pointer in
            switch Int32(address.ss_family) {
            case AF_INET6:
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            default:
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin_port))
                }
            }
        }
    }

    /// Accepts one connection from `listener`.
    static func accept(_ listener: Int32) -> Accepted {
        while true {
            let descriptor = Glibc.accept(listener, nil, nil)
            if descriptor >= 0 {
                // Glibc's module has no accept4; the listener's flags are not inherited on Linux.
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                var yes: Int32 = 1
                _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
                return .connection(descriptor)
            }
            switch errno {
            case EINTR, ECONNABORTED, EPROTO: continue
            case EAGAIN, EWOULDBLOCK: return .none
            default: return .exhausted  // EMFILE, ENFILE, ENOBUFS, ENOMEM
            }
        }
    }

    /// Reads what has arrived on `descriptor` into `buffer`.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Received {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { return .bytes(count) }
            if count == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .closed
            }
        }
    }

    /// Writes as much of `bytes[from...]` as the socket takes now, without `SIGPIPE`.
    static func send(_ descriptor: Int32, _ bytes: [UInt8], from start: Int) -> Sent {
        while true {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.send(descriptor, buffer.baseAddress.map { $0 + start }, buffer.count - start, Int32(MSG_NOSIGNAL))
            }
            if count >= 0 { return .bytes(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed
            }
        }
    }

    /// Closes `descriptor`; on Linux a close interrupted by a signal has closed it all the same.
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// Shuts down the sending side of `descriptor`, so the peer reads the end of our output.
    static func shutdownOutput(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }
}
