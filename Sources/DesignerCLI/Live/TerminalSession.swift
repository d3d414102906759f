#if os(Linux)
    import Glibc

    /// The terminal a live command takes over: keys read as they are pressed, the alternate
    /// screen, no cursor. All of it is given back when the session ends, by quitting, by an error
    /// or by a signal the command catches (Ctrl-C, SIGTERM): only a crash could leave it.
    final class TerminalSession {
        private var original = termios()
        private var active = false

        /// Takes over the terminal on standard input and output; fails when they are not one.
        init(command: String) throws(CLIError) {
            guard isatty(0) == 1, isatty(1) == 1, tcgetattr(0, &original) == 0 else {
                throw .invalid(["designer \(command) needs a terminal: standard input and output must be one"])
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
            write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
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
            write("\u{1B}[?2026l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
            tcsetattr(0, TCSAFLUSH, &original)
        }

        deinit {
            restore()
        }
    }
#endif
