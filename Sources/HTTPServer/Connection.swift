import Glibc

/// One client's connection as the loop sees it: its parser, its output queue, what it is doing
/// and the times its limits count from.
///
/// Only the loop thread touches it.
final class Connection {
    /// What the connection is doing.
    enum Mode: Equatable {
        /// Reading requests and answering them.
        case requests
        /// An event stream: what arrives is ignored, events are written.
        case eventStream
        /// Writing what is queued, then closing: after a `shutdown` and a short linger when `linger`
        /// (the client may still be sending, and a close then would reset the connection and
        /// lose the answer), at once when the client has closed its side already.
        case closingAfterOutput(linger: Bool)
        /// Output written and our side shut down: reading until the client closes, or `until`.
        case lingering(until: Double)
    }

    /// What a connection's deadline does when it comes.
    enum Deadline {
        /// Closes the connection: idle, lingering, or holding output no one reads.
        case close
        /// Answers 408: the request did not arrive whole in time.
        case requestTimeout
        /// Writes a comment to a quiet event stream.
        case keepAlive
    }

    /// How long a client has to close after our side is shut down.
    static let lingerSeconds = 1.0

    let descriptor: Int32
    var parser: HTTPParser
    var mode = Mode.requests
    /// Whether it was accepted past the connection limit, only to be answered 503.
    let isRejected: Bool
    /// Bytes queued to write, from `outputStart`.
    private var output: [UInt8] = []
    private var outputStart = 0
    /// When the request now in progress began; `nil` when none is.
    var requestStart: Double?
    /// When the connection last made progress: accepted, a request whole, output queued or written.
    var lastActivity: Double
    /// When something was last queued, for an event stream's keep-alive comments.
    var lastQueued: Double
    /// Whether requests may be waiting in the parser that have not been asked for yet.
    var needsParse = false

    init(descriptor: Int32, limits: HTTPLimits, now: Double, isRejected: Bool) {
        self.descriptor = descriptor
        self.parser = HTTPParser(limits: limits)
        self.isRejected = isRejected
        lastActivity = now
        lastQueued = now
    }

    /// The bytes queued and not yet written.
    var pendingOutput: Int { output.count - outputStart }

    /// Whether the connection reads what arrives now: not while its output is backed up past
    /// `highWater` or requests wait in its parser, and not once it is closing.
    func isReading(highWater: Int) -> Bool {
        switch mode {
        case .requests: !needsParse && pendingOutput <= highWater
        case .eventStream, .lingering: true
        case .closingAfterOutput: false
        }
    }

    /// Queues `bytes` to write.
    func queue(_ bytes: [UInt8], now: Double) {
        if pendingOutput == 0 {
            output.removeAll(keepingCapacity: output.capacity <= 1 << 20)
            outputStart = 0
            lastActivity = now
        } else if outputStart > output.count / 2 {
            output.removeSubrange(..<outputStart)
            outputStart = 0
        }
        output += bytes
        lastQueued = now
    }

    /// Writes what the socket takes now; `false` if the peer is gone.
    func flush(now: Double) -> Bool {
        while pendingOutput > 0 {
            switch Socket.send(descriptor, output, from: outputStart) {
            case .bytes(let count):
                outputStart += count
                lastActivity = now
            case .wouldBlock:
                return true
            case .failed:
                return false
            }
        }
        return true
    }

    /// Drops what is queued, once the peer has gone.
    func discardOutput() {
        output = []
        outputStart = 0
    }

    /// When the next deadline comes and what it does then; `nil` when there is none.
    ///
    /// A request must be whole `requestSeconds` after its first byte (while it is read); output
    /// must make progress, and a connection with nothing in progress must be used again, within
    /// `idleSeconds`; an event stream has a comment when quiet; a linger ends.
    func deadline(limits: HTTPLimits, highWater: Int) -> (Double, Deadline)? {
        let idle = lastActivity + limits.idleSeconds
        switch mode {
        case .lingering(let until):
            return (until, .close)
        case .closingAfterOutput:
            return (idle, .close)
        case .eventStream:
            let keepAlive = lastQueued + limits.eventStreamKeepAliveSeconds
            return pendingOutput > 0 && idle < keepAlive ? (idle, .close) : (keepAlive, .keepAlive)
        case .requests:
            let waiting = pendingOutput > 0 || !(parser.isMidRequest || needsParse)
            if isReading(highWater: highWater), let requestStart {
                let late = requestStart + limits.requestSeconds
                return waiting && idle < late ? (idle, .close) : (late, .requestTimeout)
            }
            return waiting ? (idle, .close) : nil
        }
    }
}
