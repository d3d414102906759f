import Glibc
import Synchronization

/// The part of a server other threads may touch: a request to stop, events to send, the count
/// of open event streams, and a self-pipe that wakes the loop's `poll` for any of them.
///
/// Everything else about a server is the loop thread's alone.
final class LoopControl: Sendable {
    /// What other threads leave for the loop.
    private struct Mailbox {
        var stopping = false
        /// Event stream messages, each already in its wire form, in the order they were sent.
        var events: [UInt8] = []
        /// Whether events were dropped because the loop had not taken them in time.
        var overflowed = false
    }

    /// What the loop takes from the mailbox.
    struct Delivery {
        let stopping: Bool
        let events: [UInt8]
        let overflowed: Bool
    }

    /// The end of the self-pipe the loop polls.
    let wakeDescriptor: Int32
    /// The end any thread writes a byte to.
    private let signalDescriptor: Int32
    private let mailbox = Mutex(Mailbox())
    /// Event streams open now; `send` drops an event at once when there are none.
    private let openEventStreams = Atomic<Int>(0)
    /// The thread in `run` (a `pthread_t`), 0 when none is.
    private let owner = Atomic<UInt>(0)
    /// The most bytes of events held for the loop before streams are closed rather than left behind.
    private let eventCapacity: Int

    /// A control with a new self-pipe, both ends non-blocking and closed on exec.
    init(eventCapacity: Int) throws(HTTPServerError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        wakeDescriptor = ends[0]
        signalDescriptor = ends[1]
        self.eventCapacity = eventCapacity
    }

    deinit {
        close(wakeDescriptor)
        close(signalDescriptor)
    }

    /// How many event streams are open, from any thread.
    var eventStreamCount: Int { openEventStreams.load(ordering: .acquiring) }

    /// Counts a stream the loop opened (`by` 1) or closed (`by` -1).
    func countEventStreams(by change: Int) {
        openEventStreams.add(change, ordering: .releasing)
    }

    /// Asks the loop to end `run`.
    func stop() {
        mailbox.withLock { $0.stopping = true }
        wake()
    }

    /// Leaves an event stream message for the loop to write to every open stream.
    func send(_ message: [UInt8]) {
        guard openEventStreams.load(ordering: .acquiring) > 0 else { return }
        let capacity = eventCapacity
        mailbox.withLock { mailbox in
            if mailbox.events.count + message.count > capacity {
                mailbox.events = []
                mailbox.overflowed = true
            } else {
                mailbox.events += message
            }
        }
        wake()
    }

    /// Takes what the mailbox holds, leaving it empty (but stopping stays asked for).
    func take() -> Delivery {
        mailbox.withLock { mailbox in
            let delivery = Delivery(stopping: mailbox.stopping, events: mailbox.events, overflowed: mailbox.overflowed)
            mailbox.events = []
            mailbox.overflowed = false
            return delivery
        }
    }

    /// Empties the self-pipe once the loop has woken.
    func drainWake() {
        var scratch = [UInt8](repeating: 0, count: 64)
        while scratch.withUnsafeMutableBytes({ read(wakeDescriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Marks the calling thread as the loop's; `false` if another `run` is under way.
    func enter() -> Bool {
        owner.compareExchange(expected: 0, desired: UInt(pthread_self()), ordering: .acquiringAndReleasing).exchanged
    }

    /// Marks the loop as ended.
    func leave() {
        owner.store(0, ordering: .releasing)
    }

    /// Whether the calling thread may touch the loop's state: no loop runs, or this is its thread.
    var isLoopThreadOrIdle: Bool {
        let running = owner.load(ordering: .acquiring)
        return running == 0 || pthread_equal(pthread_t(running), pthread_self()) != 0
    }

    /// Writes a byte to the self-pipe; a full pipe already wakes the loop.
    private func wake() {
        var byte: UInt8 = 1
        while write(signalDescriptor, &byte, 1) < 0, errno == EINTR {}
    }
}
