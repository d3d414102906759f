#if os(Linux)
    import Glibc

    /// The terminal as it was before a session, for a crash: a signal handler may only use what
    /// is already in memory, and may call only async-signal-safe functions (`write`, `tcsetattr`,
    /// `sigaction`, `raise`).
    nonisolated(unsafe) private var crashRestore = (original: termios(), active: false)
    private typealias SignalAction = sigaction
    nonisolated(unsafe) private var crashPreviousActions = [SignalAction](repeating: SignalAction(), count: 65)
    private let crashRestoreBytes = Array("\u{1B}[?2026l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// The signals a crash raises: a trap (Swift's run-time checks), an abort, a bad access.
    private let crashSignals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Gives the terminal back, then hands the signal on to whoever handled it before (Swift's
    /// backtracer, or the default), so the crash is still reported and still ends the process.
    private func restoreTerminalAfterCrash(_ signal: Int32) {
        if crashRestore.active {
            crashRestore.active = false
            _ = crashRestoreBytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            tcsetattr(0, TCSANOW, &crashRestore.original)
        }
        if signal >= 0, signal < crashPreviousActions.count {
            sigaction(signal, &crashPreviousActions[Int(signal)], nil)
        }
        raise(signal)
    }

    /// The terminal a live command takes over: keys read as they are pressed, the alternate
    /// screen, no cursor. All of it is given back when the session ends, by quitting, by an error,
    /// by a signal the command catches (Ctrl-C, Ctrl-\\, SIGTERM, SIGHUP) or by a crash.
    final class TerminalSession {
        private var original = termios()
        private var active = false
        /// What the screen shows since the session last cleared it: `show` writes only what differs.
        private var shown: Frame.Shown?

        /// Takes over the terminal on standard input and output; fails when they are not one.
        init(command: String) throws(CLIError) {
            guard isatty(0) == 1, isatty(1) == 1, tcgetattr(0, &original) == 0 else {
                throw .invalid(["\(command) needs a terminal: standard input and output must be one"])
            }
            enter()
        }

        private func enter() {
            var raw = original
            // Keys arrive one by one, unechoed; Ctrl-C and Ctrl-Z still raise their signals, which
            // the command reads.
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
            withUnsafeMutableBytes(of: &raw.c_cc) { controls in
                controls[Int(VMIN)] = 0
                controls[Int(VTIME)] = 0
            }
            tcsetattr(0, TCSAFLUSH, &raw)
            active = true
            crashRestore = (original, true)
            for signal in crashSignals {
                var action = SignalAction()
                action.__sigaction_handler.sa_handler = restoreTerminalAfterCrash
                sigemptyset(&action.sa_mask)
                sigaction(signal, &action, &crashPreviousActions[Int(signal)])
            }
            write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
            shown = nil
        }

        /// Shows a frame of lines from the top left, writing only the rows that differ from what
        /// the screen already shows (all of them after a resize or a suspension).
        func show(_ lines: [String], columns: Int, rows: Int) {
            let frame = Frame.render(lines, columns: columns, rows: rows, over: shown)
            if !frame.text.isEmpty { write(frame.text) }
            shown = frame.shown
        }

        /// Ctrl-Z: gives the terminal back, stops until the shell continues the command, then
        /// takes it over again.
        func suspend() {
            restore()
            kill(getpid(), SIGSTOP)
            enter()
        }

        /// The terminal's size in columns and rows.
        var size: (columns: Int, rows: Int) {
            var size = winsize()
            guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
            return (Int(size.ws_col), Int(size.ws_row))
        }

        /// Writes to the terminal at once, unbuffered.
        func write(_ text: String) {
            write(bytes: Array(text.utf8))
        }

        func write(bytes: [UInt8]) {
            _ = bytes.withUnsafeBytes { FileSystem.write($0, to: 1) }
        }

        /// Gives the terminal back as it was: main screen, cursor, input mode.
        func restore() {
            guard active else { return }
            active = false
            for signal in crashSignals { sigaction(signal, &crashPreviousActions[Int(signal)], nil) }
            crashRestore.active = false
            write("\u{1B}[?2026l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
            tcsetattr(0, TCSAFLUSH, &original)
        }

        deinit {
            restore()
        }
    }
#endif
