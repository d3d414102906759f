import Glibc

/// Why a server could not start.
///
/// Each case renders as one line for a person, the system's own words last:
///
///     cannot listen on 127.0.0.1:8080: Address already in use
public enum HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The port is not one of 0 (any free port) to 65535.
    case invalidPort(Int)
    /// `getaddrinfo` could not turn the host into an address; `reason` is its message.
    case cannotResolve(host: String, reason: String)
    /// The socket could not be made, bound or listened on at `address` ("127.0.0.1:8080"); `errno` says why.
    case cannotListen(address: String, errno: Int32)
    /// A system call the server needs, such as the pipe that wakes it, failed.
    case systemCall(String, errno: Int32)

    /// One line: "cannot listen on 127.0.0.1:8080: Address already in use".
    public var description: String {
        switch self {
        case .invalidPort(let port): "cannot listen on port \(port): a port is 0 to 65535"
        case .cannotResolve(let host, let reason): "cannot resolve the host '\(host)': \(reason)"
        case .cannotListen(let address, let code): "cannot listen on \(address): \(Self.message(code))"
        case .systemCall(let call, let code): "cannot start the server: \(call) failed: \(Self.message(code))"
        }
    }

    /// The system's message for `code`, "Address already in use".
    static func message(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
