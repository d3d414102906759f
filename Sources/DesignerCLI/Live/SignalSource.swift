#if os(Linux)
    import CLinux
    import Glibc

    /// Signals read from a descriptor in the event loop, as `signalfd` delivers them: no handler
    /// runs at an arbitrary moment, so quitting on Ctrl-C restores the terminal like any other exit.
    final class SignalSource {
        let descriptor: Int32

        init(_ signals: [Int32]) {
            var mask = sigset_t()
            sigemptyset(&mask)
            for signal in signals { sigaddset(&mask, signal) }
            sigprocmask(SIG_BLOCK, &mask, nil)
            descriptor = signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        }

        /// The signals that arrived since the last call.
        func pending() -> [Int32] {
            var signals: [Int32] = []
            var info = signalfd_siginfo()
            while read(descriptor, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
                signals.append(Int32(info.ssi_signo))
            }
            return signals
        }

        deinit {
            close(descriptor)
        }
    }
#endif
