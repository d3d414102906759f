import Glibc

/// The state and the turns of a server's poll loop: its listening socket, connections, timers and
/// watched descriptors.
///
/// Only the thread in `run` (or, before it, the one thread that sets it up) touches it.
final class ServerLoop {
    /// A callback of `after`.
    private struct Timer {
        let due: Double
        let order: Int
        let action: () -> Void
    }

    /// A callback of `watch`.
    private struct Watch {
        let descriptor: Int32
        let action: () -> Void
    }

    /// How many requests of one connection are answered in one turn before the others have theirs.
    private static let requestsPerTurn = 16
    /// How long the listener rests after `accept` ran out of descriptors.
    private static let exhaustedPause = 0.1

    private var listener: Int32
    private let limits: HTTPLimits
    private let control: LoopControl
    private var connections: [Int32: Connection] = [:]
    /// How many of `connections` were accepted past the limit, only to be answered 503.
    private var rejectedCount = 0
    private var timers: [Timer] = []
    private var timersMade = 0
    private var watches: [Watch] = []
    /// When the listener is polled again after `accept` ran out of descriptors.
    private var listenerResumes = 0.0
    /// Output backed up past this stops a connection's reading until it drains.
    private let highWater: Int
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    init(listener: Int32, limits: HTTPLimits, control: LoopControl) {
        self.listener = listener
        self.limits = limits
        self.control = control
        highWater = min(limits.pendingOutputBytes, 256 * 1024)
    }

    deinit {
        for descriptor in connections.keys { Socket.close(descriptor) }
        if listener >= 0 { Socket.close(listener) }
    }

    func watch(_ descriptor: Int32, _ action: @escaping () -> Void) {
        watches.removeAll { $0.descriptor == descriptor }
        watches.append(Watch(descriptor: descriptor, action: action))
    }

    func unwatch(_ descriptor: Int32) {
        watches.removeAll { $0.descriptor == descriptor }
    }

    func after(seconds: Double, _ action: @escaping () -> Void) {
        let delay = seconds.isNaN ? 0 : min(max(seconds, 0), 1e9)
        timersMade += 1
        timers.append(Timer(due: MonotonicTime.now() + delay, order: timersMade, action: action))
    }

    /// Serves until the control says stop, then closes every connection and the listener.
    func run(_ handler: (HTTPRequest) -> HTTPReply) {
        guard listener >= 0 else { return }
        var delivery = control.take()
        while !delivery.stopping {
            turn(handler)
            delivery = control.take()
            deliver(delivery)
        }
        let now = MonotonicTime.now()
        for connection in Array(connections.values) {
            _ = connection.flush(now: now)
            close(connection)
        }
        Socket.close(listener)
        listener = -1
        timers = []
        watches = []
    }

    // MARK: - One turn

    /// Waits for something to do, then does it: connections, new connections, watched
    /// descriptors, timers and deadlines, in that order.
    private func turn(_ handler: (HTTPRequest) -> HTTPReply) {
        let start = MonotonicTime.now()
        var descriptors = [pollfd(fd: control.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        let listening = start >= listenerResumes
        if listening { descriptors.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
        let watched = watches
        let watchBase = descriptors.count
        descriptors += watched.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        let open = Array(connections.values)
        let connectionBase = descriptors.count
        descriptors += open.map { connection in
            let reading = connection.isReading(highWater: highWater) ? POLLIN : 0
            let writing = connection.pendingOutput > 0 ? POLLOUT : 0
            return pollfd(fd: connection.descriptor, events: Int16(reading | writing), revents: 0)
        }
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout(now: start))
        if ready < 0 {
            // EINTR: poll again. Anything else (ENOMEM) would recur at once, so rest a moment.
            if errno != EINTR { usleep(10_000) }
            return
        }
        let now = MonotonicTime.now()
        if descriptors[0].revents != 0 { control.drainWake() }
        for (index, connection) in open.enumerated() where descriptors[connectionBase + index].revents != 0 {
            guard connections[connection.descriptor] === connection else { continue }
            service(connection, events: descriptors[connectionBase + index].revents, now: now, handler)
        }
        for connection in Array(connections.values)
        where connection.needsParse && connection.pendingOutput <= highWater {
            process(connection, handler)
        }
        if listening, descriptors[1].revents != 0 { acceptConnections(now: now) }
        for (index, watch) in watched.enumerated() where descriptors[watchBase + index].revents != 0 {
            let events = descriptors[watchBase + index].revents
            guard watches.contains(where: { $0.descriptor == watch.descriptor }) else { continue }
            if events & Int16(POLLNVAL) != 0 {
                unwatch(watch.descriptor)
                continue
            }
            watch.action()
            // Hung up with nothing left to read: it would be readable forever.
            if events & Int16(POLLIN) == 0 { unwatch(watch.descriptor) }
        }
        runTimers()
        enforceDeadlines()
    }

    /// Milliseconds `poll` may wait: until the first timer or deadline, 0 when requests wait, or for ever.
    private func timeout(now: Double) -> Int32 {
        var first = Double.infinity
        for timer in timers { first = min(first, timer.due) }
        if now < listenerResumes { first = min(first, listenerResumes) }
        for connection in connections.values {
            if connection.needsParse, connection.pendingOutput <= highWater { return 0 }
            if let (due, _) = connection.deadline(limits: limits, highWater: highWater) { first = min(first, due) }
        }
        guard first.isFinite else { return -1 }
        return Int32(min(max((first - now) * 1000, 0).rounded(.up), 3_600_000))
    }

    /// Runs the timers that are due, earliest first; those they add wait for the next turn.
    private func runTimers() {
        let now = MonotonicTime.now()
        let due = timers.filter { $0.due <= now }.sorted { ($0.due, $0.order) < ($1.due, $1.order) }
        guard !due.isEmpty else { return }
        timers.removeAll { $0.due <= now }
        for timer in due { timer.action() }
    }

    /// Writes what other threads sent to every event stream, or closes the streams if they fell behind.
    private func deliver(_ delivery: LoopControl.Delivery) {
        let streams = connections.values.filter { $0.mode == .eventStream }
        guard !streams.isEmpty else { return }
        let now = MonotonicTime.now()
        if delivery.overflowed {
            // Events were lost; a closed stream makes the browser reconnect and catch up.
            for stream in streams { close(stream) }
        } else if !delivery.events.isEmpty {
            for stream in streams {
                stream.queue(delivery.events, now: now)
                flushAndSettle(stream, now: now)
            }
        }
    }

    // MARK: - Connections

    /// Accepts the connections waiting, up to a batch; past the limit each is answered 503.
    private func acceptConnections(now: Double) {
        for _ in 0..<64 {
            switch Socket.accept(listener) {
            case .none:
                return
            case .exhausted:
                listenerResumes = now + Self.exhaustedPause
                return
            case .connection(let descriptor):
                // At the limit, the connection idle longest makes room: a keep-alive connection may
                // be closed whenever it is between requests, and a client that connects and sends
                // nothing must not hold a place that others need.
                if connections.count - rejectedCount >= limits.connections, let idle = longestIdle(now: now) {
                    close(idle)
                }
                if connections.count - rejectedCount < limits.connections {
                    connections[descriptor] = Connection(
                        descriptor: descriptor, limits: limits, now: now, isRejected: false)
                } else if rejectedCount < limits.connections {
                    let connection = Connection(descriptor: descriptor, limits: limits, now: now, isRejected: true)
                    connections[descriptor] = connection
                    rejectedCount += 1
                    let response = HTTPResponse.text(503, "too many connections; try again soon\n")
                    connection.queue(response.serialized(forHead: false, connection: "close"), now: now)
                    connection.mode = .closingAfterOutput(linger: true)
                    flushAndSettle(connection, now: now)
                } else {
                    Socket.close(descriptor)
                }
            }
        }
    }

    /// The connection that has waited longest between requests, with nothing of a request read
    /// and nothing left to write; else the one whose request has taken longest, past a second (a
    /// client on this machine sends a request in milliseconds; one that trickles holds a place
    /// others need); never an event stream.
    private func longestIdle(now: Double) -> Connection? {
        let reading = connections.values.filter { connection in
            connection.mode == .requests && !connection.isRejected && connection.pendingOutput == 0
                && !connection.needsParse
        }
        if let idle = reading.filter({ $0.requestStart == nil && !$0.parser.isMidRequest }).min(by: {
            $0.lastActivity < $1.lastActivity
        }) {
            return idle
        }
        return reading.compactMap { connection in
            connection.requestStart.flatMap { now - $0 > Self.slowRequestSeconds ? (connection, $0) : nil }
        }.min { $0.1 < $1.1 }?.0
    }

    /// How long a request may take before a new connection may take its place at the limit.
    static let slowRequestSeconds = 1.0

    /// Handles what `poll` said of `connection`.
    private func service(_ connection: Connection, events: Int16, now: Double, _ handler: (HTTPRequest) -> HTTPReply) {
        if events & Int16(POLLNVAL) != 0 {
            forget(connection)
            return
        }
        if events & Int16(POLLOUT) != 0 {
            let wasBackedUp = connection.pendingOutput > highWater
            flushAndSettle(connection, now: now)
            guard connections[connection.descriptor] === connection else { return }
            // The time a request may take counts again from when it can be read again.
            if wasBackedUp, connection.pendingOutput <= highWater, connection.requestStart != nil {
                connection.requestStart = now
            }
        }
        guard events & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return }
        if connection.isReading(highWater: highWater) {
            read(connection, now: now, handler)
        } else if events & Int16(POLLHUP | POLLERR) != 0 {
            close(connection)
        }
    }

    /// Reads what arrived on `connection` and answers the requests it completes.
    private func read(_ connection: Connection, now: Double, _ handler: (HTTPRequest) -> HTTPReply) {
        switch Socket.receive(connection.descriptor, into: &scratch) {
        case .wouldBlock:
            return
        case .closed:
            // A request not yet whole is abandoned; the answers queued are still written.
            if connection.mode == .requests, connection.pendingOutput > 0 {
                connection.mode = .closingAfterOutput(linger: false)
                connection.requestStart = nil
            } else {
                close(connection)
            }
        case .bytes(let count):
            // An event stream or a lingering connection reads only to see the client close.
            guard connection.mode == .requests else { return }
            connection.parser.append(scratch[..<count])
            if connection.requestStart == nil { connection.requestStart = now }
            process(connection, handler)
        }
    }

    /// Answers the whole requests `connection`'s parser holds, up to a turn's share.
    private func process(_ connection: Connection, _ handler: (HTTPRequest) -> HTTPReply) {
        connection.needsParse = false
        var answered = 0
        while connection.mode == .requests {
            if answered == Self.requestsPerTurn || connection.pendingOutput > highWater {
                connection.needsParse = true
                break
            }
            let request: HTTPRequest?
            do {
                request = try connection.parser.next()
            } catch {
                let response = HTTPResponse.error(error)
                connection.queue(response.serialized(forHead: false, connection: "close"), now: MonotonicTime.now())
                connection.mode = .closingAfterOutput(linger: true)
                break
            }
            guard let request else { break }
            answered += 1
            connection.requestStart = nil
            connection.lastActivity = MonotonicTime.now()
            reply(handler(request), to: request, on: connection)
        }
        let now = MonotonicTime.now()
        if connection.mode == .requests, connection.parser.isMidRequest {
            if connection.requestStart == nil { connection.requestStart = now }
        } else {
            connection.requestStart = nil
        }
        flushAndSettle(connection, now: now)
    }

    /// Queues the handler's reply to `request`.
    private func reply(_ reply: HTTPReply, to request: HTTPRequest, on connection: Connection) {
        let now = MonotonicTime.now()
        var response: HTTPResponse
        switch reply {
        case .response(let given):
            response = given
        case .eventStream(let headers):
            guard control.eventStreamCount < limits.eventStreams else {
                response = .text(503, "too many event streams; try again soon\n")
                break
            }
            connection.queue(EventStream.head(headers), now: now)
            if request.method == "HEAD" {
                connection.mode = .closingAfterOutput(linger: true)
            } else {
                connection.mode = .eventStream
                connection.parser = HTTPParser(limits: limits)
                control.countEventStreams(by: 1)
            }
            return
        }
        let closing = !request.keepsAlive || response.asksToClose
        let header = closing ? "close" : request.version == "HTTP/1.0" ? "keep-alive" : nil
        connection.queue(response.serialized(forHead: request.method == "HEAD", connection: header), now: now)
        if closing { connection.mode = .closingAfterOutput(linger: true) }
    }

    /// Writes what the socket takes of `connection`'s output, then closes it, shuts it down or
    /// drops it as its mode and limits say.
    private func flushAndSettle(_ connection: Connection, now: Double) {
        guard connection.flush(now: now) else {
            connection.discardOutput()
            close(connection)
            return
        }
        if connection.pendingOutput > limits.pendingOutputBytes {
            close(connection)
            return
        }
        guard connection.pendingOutput == 0, case .closingAfterOutput(let linger) = connection.mode else { return }
        if linger {
            Socket.shutdownOutput(connection.descriptor)
            connection.mode = .lingering(until: now + Connection.lingerSeconds)
        } else {
            close(connection)
        }
    }

    /// Does what each connection's deadline says, once it has come.
    private func enforceDeadlines() {
        let now = MonotonicTime.now()
        for connection in Array(connections.values) {
            guard let (due, action) = connection.deadline(limits: limits, highWater: highWater), due <= now else {
                continue
            }
            switch action {
            case .close:
                close(connection)
            case .requestTimeout:
                let error = HTTPError(status: 408, reason: "the request did not arrive in \(limits.requestSeconds) s")
                connection.queue(HTTPResponse.error(error).serialized(forHead: false, connection: "close"), now: now)
                connection.mode = .closingAfterOutput(linger: true)
                connection.requestStart = nil
                flushAndSettle(connection, now: now)
            case .keepAlive:
                connection.queue(EventStream.keepAlive, now: now)
                flushAndSettle(connection, now: now)
            }
        }
    }

    /// Closes `connection` and forgets it.
    private func close(_ connection: Connection) {
        Socket.close(connection.descriptor)
        forget(connection)
    }

    /// Forgets `connection`, whose descriptor is closed already.
    private func forget(_ connection: Connection) {
        guard connections.removeValue(forKey: connection.descriptor) != nil else { return }
        if connection.mode == .eventStream { control.countEventStreams(by: -1) }
        if connection.isRejected { rejectedCount -= 1 }
    }
}
