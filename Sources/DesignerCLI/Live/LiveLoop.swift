#if os(Linux)
    import Glibc

    /// The events of a live command, from the terminal's keys, the folder's changes and signals,
    /// waited for together with `poll`.
    struct LiveLoop {
        enum Event: Equatable {
            case key(Key)
            case filesChanged(Set<String>)
            case resized
            case quit
            /// A signal to stop (Ctrl-C, Ctrl-\\, SIGTERM, SIGHUP): the command quits with the
            /// status a shell gives for it.
            case interrupted(Int32)
            /// Time for the next frame of an animation.
            case tick
        }

        let session: TerminalSession
        let signals: SignalSource
        let watcher: FolderWatcher
        private var keys = KeyDecoder()
        private var queued: [Event] = []

        /// Takes over the terminal and starts watching `folders`; `command` names the command in
        /// errors, as it was run (`designer watch`).
        init(command: String, watching folders: [String]) throws(CLIError) {
            session = try TerminalSession(command: command)
            do {
                watcher = try FolderWatcher(folders: folders)
            } catch {
                session.restore()
                throw .file(error)
            }
            signals = SignalSource([SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP])
        }

        /// Frames of an animation are drawn at about 60 a second.
        static let frameInterval: Int32 = 16
        /// Milliseconds between looks for a folder that was moved or deleted.
        static let rewatchInterval: Int32 = 500

        /// The next event; `nil` when input has ended.
        mutating func next(animating: Bool) -> Event? {
            while queued.isEmpty {
                var descriptors = [
                    pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
                ]
                // A folder that was moved or deleted is looked for twice a second.
                let timeout = animating ? Self.frameInterval : watcher.lost.isEmpty ? -1 : Self.rewatchInterval
                let ready = poll(&descriptors, 3, timeout)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return .quit
                }
                if ready == 0 {
                    if !watcher.lost.isEmpty, watcher.rewatch() { return .filesChanged([FolderWatcher.anything]) }
                    if animating { return .tick }
                    continue
                }
                if descriptors[2].revents != 0 {
                    for signal in signals.pending() {
                        switch signal {
                        case SIGWINCH:
                            queued.append(.resized)
                        case SIGTSTP:
                            session.suspend()
                            queued.append(.resized)
                        default:
                            queued.append(.interrupted(signal))
                        }
                    }
                }
                if descriptors[1].revents != 0 {
                    let names = watcher.changedNames()
                    if !names.isEmpty { queued.append(.filesChanged(names)) }
                }
                if descriptors[0].revents & Int16(POLLIN) != 0 {
                    var buffer = [UInt8](repeating: 0, count: 256)
                    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                    if count <= 0 {
                        if queued.isEmpty { return nil }
                    } else {
                        queued += keys.decode(Array(buffer[0..<count])).map(Event.key)
                    }
                } else if descriptors[0].revents & Int16(POLLHUP | POLLERR) != 0 {
                    return .quit
                }
            }
            return queued.removeFirst()
        }

        /// Seconds on a monotonic clock.
        static func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
    }
#endif
