import DesignerCore
import HTTPServer
import Inspectable

#if os(Linux)
    import Glibc
#endif

/// `designer serve`: the Attributes Inspector as a local web page, with the canvas and the
/// document outline.
enum ServeCommand: Command {
    static let spec = CommandSpec(
        name: "serve",
        abstract: "Serve the Attributes Inspector as a local web page, with the canvas and the document outline.",
        discussion:
            "Prints the page's address, with the session's token in it, and serves until Ctrl-C. Select a view in the outline or on the canvas; each change in the inspectors is saved at once as the minimal edit designer set makes, and Ctrl-Z / Ctrl-Shift-Z (⌘Z / ⇧⌘Z) undo and redo it exactly. Changes others save to the file reach the page at once. The Text size and Language menus (or --content-size, --locale and --pseudo) show the scene at another text size or in another language; while its strings are shown in another language, the page changes nothing in the file. Only this machine can connect unless --host says otherwise.",
        options: [
            CommandSpec.editedFile, CommandSpec.scene, CommandSpec.sources, CommandSpec.fonts, CommandSpec.device,
            CommandSpec.orientation, CommandSpec.contentSize, CommandSpec.pseudo, CommandSpec.locale,
            port, host, open, CommandSpec.allowExternalImages,
        ])

    static let port = TypedOption<Port>(
        "port", value: "port", help: "The port to listen on (default: 0, a free one).")
    static let host = TypedOption<String>(
        "host", value: "address",
        help: "The address to listen on (default: 127.0.0.1, this machine only; 0.0.0.0 is every network).")
    static let open = CommandSpec.Option("open", help: "Open the page in the browser (with xdg-open or open).")

    /// A TCP port, 0 for any free one.
    struct Port: WholeNumberValue {
        let number: Int
        static let kind = "port"
        static let expected: String? = "a whole number from 0 to 65535"
        static let range = 0...65535
        init(validated number: Int) { self.number = number }
    }

    struct Options: CommandOptions {
        let file: String
        let port: Int
        let host: String
        let open: Bool
        let allowExternalImages: Bool

        init(_ arguments: ParsedArguments) {
            file = arguments.documentPath
            port = arguments[ServeCommand.port]?.number ?? 0
            host = arguments[ServeCommand.host] ?? "127.0.0.1"
            open = arguments[ServeCommand.open]
            allowExternalImages = arguments[CommandSpec.allowExternalImages]
        }

        /// The document worked on: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
        /// The document is read again at each change, which may name classes it did not.
        var readsDocumentOnce: Bool { false }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        #if os(Linux)
            let live = LiveDocument(
                path: options.file, view: nil, allowExternalImages: options.allowExternalImages,
                showsAttributeErrors: true, documents: documents)
            try live.requireReadable(documents, command: "serve", writer)
            guard !options.host.isEmpty else { throw .usage("--host needs an address, such as 127.0.0.1.", spec) }
            let server: HTTPServer
            do {
                server = try HTTPServer(host: options.host, port: options.port)
            } catch {
                // Not a mistake in the command line: the address is taken or cannot be had.
                writer.report([Diagnostic(.error, Self.message(error), location: .commandLine, rule: .invalidValue)])
                throw .failed
            }
            let watcher: FolderWatcher
            do {
                watcher = try FolderWatcher(folders: live.folders)
            } catch {
                throw .file(error)
            }
            let signals = SignalSource([SIGINT, SIGQUIT, SIGTERM, SIGHUP])
            let inspector = WebInspector(live: live, project: project, documents: documents, writer: writer)
            watcher.add(inspector.watchedFolders)
            let token = Self.randomHex()
            let routes = WebRoutes(
                inspector: inspector, token: token, host: options.host, address: server.boundAddress, port: server.port)
            let address =
                "http://\(WebRoutes.shownAuthority(address: server.boundAddress, port: server.port))/?token=\(token)"
            if !server.listensOnLoopback {
                writer.report([
                    Diagnostic(
                        .warning,
                        "serving on \(Printable.quoted(options.host)): anyone who can reach it and has the address can edit the document",
                        location: .commandLine, rule: .invalidValue)
                ])
            }
            writer.print("\(writer.programName): serving \(Printable.visible(options.file)) at \(address)")
            writer.output.flush()
            // The address goes to the opener in a file only this user can read: on its command
            // line, any user of the machine could read the token.
            var opening: String?
            if options.open { opening = Self.openBrowser(at: address, writer) }
            defer {
                if let opening {
                    unlink(opening + "/" + Self.openingPage)
                    rmdir(opening)
                }
            }
            writer.errorOutput.flush()

            var announced = inspector.version
            // Tells the pages there is a new version; whether the dark appearance differs now is
            // found once that is sent, off the path of the change.
            func announce() {
                announced = inspector.version
                // A change may name images in other folders.
                watcher.add(inspector.watchedFolders)
                server.send(event: "changed", data: "{\"version\":\(inspector.version)}")
                server.after(seconds: 0) {
                    if inspector.refreshDarkAppearance() { announce() }
                }
            }
            server.watch(watcher.descriptor) {
                let names = watcher.changedNames()
                guard !names.isEmpty, inspector.filesChanged(names) else { return }
                announce()
            }
            // A folder moved or deleted is looked for twice a second, as the live commands do.
            func rewatch() {
                if !watcher.lost.isEmpty, watcher.rewatch(), inspector.filesChanged([FolderWatcher.anything]) {
                    announce()
                }
                // The opener, once it has handed the page to the browser, is no zombie.
                var status: Int32 = 0
                while waitpid(-1, &status, WNOHANG) > 0 {}
                server.after(seconds: 0.5, rewatch)
            }
            server.after(seconds: 0.5, rewatch)
            var interruption: Int32?
            server.watch(signals.descriptor) {
                if let signal = signals.pending().first {
                    interruption = signal
                    server.stop()
                }
            }
            server.run { request in
                let reply = routes.handle(request)
                // A change made on one page (or a message for it) is news to the others.
                if inspector.version != announced { announce() }
                return reply
            }
            if let interruption { throw .interrupted(interruption) }
        #else
            throw .invalid(["\(writer.programName) serve needs Linux's inotify"])
        #endif
    }

    /// Why the server could not start, with the host quoted as the command line's every name is:
    /// made visible and cut to an excerpt.
    static func message(_ error: HTTPServerError) -> String {
        switch error {
        case .cannotResolve(let host, let reason): "cannot resolve the host \(Printable.quoted(host)): \(reason)"
        default: Printable.visible(error.description)
        }
    }

    /// 128 random bits from the system's secure generator, in hex: the session's token, a
    /// page's script nonce.
    static func randomHex() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let value = generator.next()
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    #if os(Linux)
        /// The page the opener is given, in a folder of its own that only this user can read.
        static let openingPage = "open.html"

        /// Starts the user's browser at `address` with the desktop's opener, through a page that
        /// sends it on, or says there is no opener; the folder of that page, to remove at the end.
        private static func openBrowser(at address: String, _ writer: Writer) -> String? {
            let folders = (writer.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            guard
                let opener = ["xdg-open", "open"].lazy.compactMap({ (name: String) -> String? in
                    folders.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
                }).first
            else {
                writer.printError(
                    "\(writer.programName): no browser opener (xdg-open or open) was found; open the address above")
                return nil
            }
            let folder: String
            do {
                folder = try FileSystem.temporaryFolder(prefix: "designer-serve")
            } catch {
                writer.printError(
                    "\(writer.programName): the page could not be opened (\(error)); open the address above")
                return nil
            }
            let page = folder + "/" + openingPage
            let html = Array(
                "<!DOCTYPE html><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"0; url=\(address)\"><title>designer</title><a href=\"\(address)\">designer serve</a>\n"
                    .utf8)
            let descriptor = Glibc.open(page, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            let written = html.withUnsafeBytes { descriptor >= 0 ? FileSystem.write($0, to: descriptor) : -1 }
            if descriptor >= 0 { close(descriptor) }
            guard written == 0 else {
                writer.printError("\(writer.programName): the page could not be opened; open the address above")
                return folder
            }
            var pid: pid_t = 0
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            // The opener's chatter would run into the server's own output.
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let arguments = [opener, page]
            var pointers = arguments.map { strdup($0) } + [nil]
            defer { for pointer in pointers { free(pointer) } }
            if posix_spawn(&pid, opener, &actions, nil, &pointers, environ) != 0 {
                writer.printError("\(writer.programName): \(opener) could not be started; open the address above")
            } else {
                writer.printError("\(writer.programName): opened the page with \(opener)")
            }
            return folder
        }
    #endif
}
