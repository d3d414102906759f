/// Why a request cannot be served: the status to answer with and a short reason for a person.
///
/// The parser throws it for a malformed or oversized request; the server answers with
/// `status`, the reason as a plain-text body, and closes the connection.
///
///     HTTPError(status: 431, reason: "the request head is over 16384 bytes")
public struct HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The status code of the answer, a 4xx or 5xx.
    public let status: Int
    /// What was wrong, in a few lowercase words.
    public let reason: String

    /// An error answered with `status`.
    public init(status: Int, reason: String) {
        self.status = status
        self.reason = reason
    }

    /// The status, its standard phrase and the reason: "400 Bad Request: the method is not a token".
    public var description: String {
        let phrase = HTTPStatus.reasonPhrase(status)
        return phrase.isEmpty ? "\(status): \(reason)" : "\(status) \(phrase): \(reason)"
    }

    /// A 400 Bad Request.
    static func badRequest(_ reason: String) -> HTTPError { HTTPError(status: 400, reason: reason) }
}
