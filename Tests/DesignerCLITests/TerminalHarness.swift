#if os(Linux)
    import Foundation
    import CLinux
    import Glibc
    import TestTools
    import Testing

    /// A real terminal for a test: a tmux server of the test's own, 80×24, running `designer` in a
    /// shell that records how it exited and the terminal's modes afterwards.
    final class TerminalHarness {
        struct Failure: Error, CustomStringConvertible {
            let description: String

            static func timeout(waitingFor what: String, screen: String) -> Failure {
                Failure(description: "timed out waiting for \(what); the screen was:\n\(screen)")
            }
        }

        let sandbox: Sandbox
        private let socket: String
        private let executable: String
        /// The tmux server's process id.
        private var serverID: pid_t?

        /// Starts `designer arguments` in the sandbox's folder. With `recording`, everything written
        /// to the terminal is also saved to the sandbox's `terminal.out`.
        init(_ sandbox: Sandbox, _ arguments: [String], recording: Bool = false) throws {
            let tmux = try ExternalTool.tmux.executable()
            self.sandbox = sandbox
            self.executable = tmux
            socket = sandbox.path("tmux.sock")
            let command = ([Binary.designer.path] + arguments).map(Self.quoted).joined(separator: " ")
            // The shell writes its own id and becomes designer, so a test can signal it.
            let script = """
                cd \(Self.quoted(sandbox.path)) && sh -c 'echo $$ > pid.txt; exec \(command.replacingOccurrences(of: "'", with: "'\\''"))'; \
                status=$?; stty -a > stty.txt; echo "$status" > status.txt; sleep 600
                """
            try run(["-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", "test", script])
            serverID = pid_t(
                try run(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
            if recording {
                try run(["pipe-pane", "-t", "test", "-o", "cat >> " + Self.quoted(sandbox.path("terminal.out"))])
            }
        }

        deinit {
            _ = try? run(["kill-server"])
            // Should the server not answer on its socket, it is stopped by its process id, so no
            // test leaves a terminal (and the designer in it) behind.
            if let serverID, serverID > 0 { kill(serverID, SIGKILL) }
            if let designerID = try? Int32(sandbox.read("pid.txt").trimmingCharacters(in: .whitespacesAndNewlines)),
                designerID > 0
            {
                kill(designerID, SIGKILL)
            }
        }

        /// Presses keys, by tmux's names: `Right`, `S-Right`, `Tab`, `C-c`, `Enter`, `q`.
        func press(_ keys: String...) throws {
            try run(["send-keys", "-t", "test"] + keys)
        }

        /// Types text literally.
        func type(_ text: String) throws {
            try run(["send-keys", "-t", "test", "-l", text])
        }

        /// Makes the terminal `columns` × `rows`, as a window resized.
        func resize(columns: Int, rows: Int) throws {
            try run(["resize-window", "-t", "test", "-x", "\(columns)", "-y", "\(rows)"])
        }

        /// The text on the screen now.
        func screen() throws -> String {
            try run(["capture-pane", "-p", "-t", "test"])
        }

        /// Waits until `condition` holds for the screen, and returns that screen.
        @discardableResult
        func waitForScreen(
            _ description: String, timeout: Double = 15, _ condition: (String) -> Bool
        ) throws -> String {
            let deadline = Date().addingTimeInterval(timeout)
            var screen = ""
            while Date() < deadline {
                screen = try self.screen()
                if condition(screen) { return screen }
                usleep(20_000)
            }
            throw Failure.timeout(waitingFor: description, screen: screen)
        }

        /// Waits until the screen shows `text`.
        @discardableResult
        func waitForScreen(showing text: String, timeout: Double = 15) throws -> String {
            try waitForScreen("'\(text)' on the screen", timeout: timeout) { $0.contains(text) }
        }

        /// Waits until `condition` holds for the sandbox file `name`'s text.
        func waitForFile(_ name: String, _ description: String, _ condition: (String) -> Bool) throws {
            let deadline = Date().addingTimeInterval(15)
            while Date() < deadline {
                if let text = try? sandbox.read(name), condition(text) { return }
                usleep(20_000)
            }
            throw Failure.timeout(waitingFor: description + " in \(name)", screen: (try? screen()) ?? "")
        }

        /// The process id of `designer`.
        func designerProcess() throws -> Int32 {
            try waitForFile("pid.txt", "the process id") {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) != nil
            }
            return Int32(try sandbox.read("pid.txt").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }

        /// Waits for `designer` to exit, and returns its status.
        func exitStatus() throws -> Int32 {
            try waitForFile("status.txt", "designer to exit") { !$0.isEmpty }
            return Int32(try sandbox.read("status.txt").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        }

        /// After `designer` exits: whether the terminal was given back as it was: line editing and
        /// echo on, the main screen shown and the cursor visible.
        func terminalRestored() throws -> Bool {
            _ = try exitStatus()
            let modes = try sandbox.read("stty.txt").split(whereSeparator: \.isWhitespace)
            let flags = try run(["display-message", "-p", "-t", "test", "#{alternate_on} #{cursor_flag}"])
            return modes.contains("icanon") && modes.contains("echo") && modes.contains("isig")
                && modes.contains("icrnl") && flags.trimmingCharacters(in: .whitespacesAndNewlines) == "0 1"
        }

        /// Runs tmux with `arguments` and returns what it printed. Not with `Process`: it learns that
        /// a child exited from a descriptor the child inherits, which the server tmux starts keeps open.
        @discardableResult
        private func run(_ arguments: [String]) throws -> String {
            let outputPath = sandbox.path("tmux-output-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(atPath: outputPath) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            // Nothing else: the server would hold open the descriptors of other tests' processes.
            posix_spawn_file_actions_addclosefrom_np(&actions, 3)
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_BACKTRACE"] = "enable=no"
            // No project index in the home folder.
            environment["DESIGNER_CACHE"] = "off"
            environment.removeValue(forKey: "TMUX")
            environment.removeValue(forKey: "NO_COLOR")
            let argv = ([executable, "-S", socket] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                for pointer in argv + envp { free(pointer) }
            }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
            guard spawned == 0 else {
                throw Failure(description: "tmux could not be started: \(String(cString: strerror(spawned)))")
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data(), as: UTF8.self)
        }

        private static func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
    }
#endif
