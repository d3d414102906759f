import DesignerCore
import HTTPServer
import Inspectable
import Layout

#if canImport(Glibc)
    import Glibc
#endif

/// The requests `designer serve` answers, after the checks every request passes: the `Host`
/// it listens as (no DNS rebinding), the session's token (from the page's address, then a
/// cookie), and for a change, a JSON body with the token in a header (no cross-site form posts).
///
///     GET  /?token=…         the page, and the cookie that lets it ask for the rest
///     GET  /api/state        the outline, the inspectors and the canvas, as JSON
///     GET  /api/events       server-sent events: `changed` when there is a new state
///     GET  /api/images       what the image picker offers
///     GET  /api/palette      the named and system colors the color well offers
///     GET  /files/PATH       one of the PNG images under the document's folder
///     POST /api/change       a change to the selected view, undo, redo, another scene shown,
///                            another device laid out on, or the canvas drawn with a value not
///                            saved (a preview)
struct WebRoutes {
    let inspector: WebInspector
    let token: String
    /// The `Host` values a request may name: the address listened on (and `localhost` for a
    /// loopback one).
    let hosts: Set<String>
    /// Whether any numeric address is a good `Host`, when listening on every interface: only a
    /// name can be rebound.
    let acceptsNumericHosts: Bool
    /// The cookie's name, with the port in it: cookies are shared across ports of one host.
    let cookieName: String

    /// The header a change carries the token in.
    static let tokenHeader = "X-Designer-Token"

    /// Routes for a server listening at `address` (digits, as bound) on `port`, asked for as
    /// `host` (the name the user gave, which is good in a `Host` header too).
    init(inspector: WebInspector, token: String, host: String, address: String, port: Int) {
        self.inspector = inspector
        self.token = token
        let loopback = HTTPServer.isLoopback(address)
        let everywhere = HTTPServer.isEverywhere(address)
        func authority(_ name: String) -> String {
            (name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name).lowercased() + ":\(port)"
        }
        var hosts: Set<String> = [authority(address), authority(host)]
        if loopback || everywhere {
            hosts.formUnion(["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)"])
        }
        self.hosts = hosts
        acceptsNumericHosts = everywhere
        cookieName = "designer-token-\(port)"
    }

    /// The address a browser on this machine opens: the one listened on, or for every
    /// interface, this machine's own.
    static func shownAuthority(address: String, port: Int) -> String {
        switch address {
        case "0.0.0.0": "127.0.0.1:\(port)"
        case "::": "[::1]:\(port)"
        case let numeric where numeric.contains(":"): "[\(numeric)]:\(port)"
        default: "\(address):\(port)"
        }
    }

    /// The reply to a request that passes the checks, or the check's refusal.
    func handle(_ request: HTTPRequest) -> HTTPReply {
        if let refusal = refusal(of: request) { return .response(refusal) }
        if request.path == "/api/events", request.method == "GET" {
            return .eventStream(headers: Self.commonHeaders)
        }
        return .response(response(to: request))
    }

    // MARK: - Checks

    private func refusal(of request: HTTPRequest) -> HTTPResponse? {
        guard let host = request.header("Host")?.lowercased(), isAcceptable(host: host) else {
            return Self.error(421, "this server answers only as \(hosts.sorted().first ?? "its own address")")
        }
        guard ["GET", "HEAD", "POST"].contains(request.method) else {
            return Self.notAllowed("\(request.method) is not a method this server answers", allowing: "GET, HEAD, POST")
        }
        let isPage = request.path == "/"
        let fromAddress = isPage && Self.isSame(request.query["token"], token)
        // Cookies go with requests from every port of this host (one site to a browser): what
        // the browser says of a request's origin must be this page, or the user's own address bar
        // (or, for the page, the address with its token, as the page --open writes sends it on).
        if !fromAddress, let site = request.header("Sec-Fetch-Site"), site != "same-origin", site != "none" {
            return Self.error(403, "a request from another page (\(Printable.excerpt(site))) is refused")
        }
        guard fromAddress || hasTokenCookie(request) else {
            return Self.error(403, "open the address the serve command printed: it holds the session's token")
        }
        if request.method == "POST" {
            guard Self.isSame(request.header(Self.tokenHeader), token) else {
                return Self.error(403, "a change needs the session's token in the \(Self.tokenHeader) header")
            }
            let mediaType = request.header("Content-Type")?.split(separator: ";", omittingEmptySubsequences: false)
                .first?.trimmingASCIIWhitespace()
            guard mediaType?.lowercased() == "application/json" else {
                return Self.error(415, "a change is a JSON body (Content-Type: application/json)")
            }
            if let origin = request.header("Origin"), !isAcceptable(origin: origin) {
                return Self.error(403, "a change from another site (\(Printable.excerpt(origin))) is refused")
            }
        }
        return nil
    }

    private func isAcceptable(host: String) -> Bool {
        if hosts.contains(host) { return true }
        guard acceptsNumericHosts else { return false }
        // A numeric address, then the port: digits and dots, or a bracketed IPv6 address.
        if host.hasPrefix("[") {
            let address = host.dropFirst().prefix { $0 != "]" }
            return !address.isEmpty && address.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let address = host.prefix { $0 != ":" }
        return !address.isEmpty && address.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    private func isAcceptable(origin: String) -> Bool {
        let lowered = origin.lowercased()
        guard lowered.hasPrefix("http://") else { return false }
        return isAcceptable(host: String(lowered.dropFirst("http://".count)))
    }

    /// Whether a cookie of the session's name holds the token. Any of them may: another page of
    /// this host can set one of the same name for a narrower path, which the browser sends first.
    private func hasTokenCookie(_ request: HTTPRequest) -> Bool {
        var found = false
        for header in request.headers where header.name.lowercased() == "cookie" {
            for pair in header.value.split(separator: ";") {
                let trimmed = pair.drop { $0 == " " }
                if trimmed.hasPrefix(cookieName + "="),
                    Self.isSame(String(trimmed.dropFirst(cookieName.count + 1)), token)
                {
                    found = true
                }
            }
        }
        return found
    }

    /// Whether `given` is the token, compared in time that does not depend on where they differ.
    private static func isSame(_ given: String?, _ token: String) -> Bool {
        guard let given else { return false }
        let (a, b) = (Array(given.utf8), Array(token.utf8))
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    // MARK: - Routes

    private func response(to request: HTTPRequest) -> HTTPResponse {
        let isRead = request.method == "GET" || request.method == "HEAD"
        switch (request.path, isRead) {
        case ("/", true):
            let nonce = ServeCommand.randomHex()
            var response = HTTPResponse(
                status: 200, headers: Self.commonHeaders + Self.pageHeaders(nonce: nonce),
                body: Array(InspectorPage.html(token: token, nonce: nonce).utf8))
            response.headers.append(
                (name: "Set-Cookie", value: "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"))
            return response
        case ("/api/state", true):
            guard let selection = Self.selection(request.query) else { return Self.badView }
            return Self.json(200, inspector.state(selection: selection, canvas: Self.canvas(request.query)))
        case ("/api/palette", true):
            return Self.json(200, .object(JSONObject(["colors": InspectorState.palette])))
        case ("/api/images", true):
            return Self.json(
                200, .object(JSONObject(["images": .array(inspector.imageChoices().map { .string($0) })])))
        case ("/api/change", false):
            return change(request)
        case (let path, true) where path.utf8.starts(with: Self.filesPrefix.utf8):
            return file(String(decoding: path.utf8.dropFirst(Self.filesPrefix.utf8.count), as: UTF8.self))
        case ("/", false), ("/api/state", false), ("/api/images", false), ("/api/palette", false):
            return Self.notAllowed("\(request.path) is read with GET", allowing: "GET, HEAD")
        case (let path, false) where path.utf8.starts(with: Self.filesPrefix.utf8):
            return Self.notAllowed("\(Printable.excerpt(path)) is read with GET", allowing: "GET, HEAD")
        case ("/api/events", _):
            // A GET is an event stream (above); nothing else is.
            return Self.notAllowed("/api/events is a stream of events read with GET", allowing: "GET")
        case ("/api/change", true):
            return Self.notAllowed("/api/change takes a POST", allowing: "POST")
        default:
            return Self.error(404, "nothing is at \(Printable.excerpt(request.path))")
        }
    }

    /// Carries out the change a POST's body describes:
    ///
    ///     {"view": 2, "id": "download", "change": "set", "key": "percent", "value": "50",
    ///      "appearance": "light", "variant": null}
    ///
    /// `change` is `set` (with `key` and `value`, the value's text as `designer set` reads it),
    /// `reset` (with `key`), `frame` (with `frame`, an object of x, y, width and height),
    /// `class` (with `value`), `undo`, `redo`, `scene` (with `value`, the scene's position:
    /// no change of the file, the scene the inspectors work on from now on), `device` (with
    /// `value`, a device id, marketing name or `WIDTHxHEIGHT`, and `orientation`, `portrait` or
    /// `landscape`, each empty for the document's own: no change of the file, the screen the
    /// document is laid out on from now on), or `preview` (with
    /// `key` and `value`, as a set: no change of the file, the canvas's SVG drawn with that value,
    /// as `{"svg": …}`).
    private func change(_ request: HTTPRequest) -> HTTPResponse {
        let body: JSONObject
        do {
            let syntax = try JSONSyntax(parsing: SourceText(name: "the request", bytes: request.body))
            guard case .object(let object) = syntax.value(syntax.root) else {
                return Self.error(400, "a change is a JSON object")
            }
            body = object
        } catch {
            return Self.error(400, "the body is not JSON: \(error)")
        }
        func string(_ key: String) -> String? {
            if case .string(let text)? = body[key] { return text }
            return nil
        }
        guard let kind = string("change") else { return Self.error(400, "the body names no \"change\"") }
        var query: [String: String] = [:]
        for key in ["view", "id", "class", "seen", "appearance", "variant"] {
            switch body[key] {
            case .string(let text)?: query[key] = text
            case .number(let number)?: query[key] = number.literal
            default: break
            }
        }
        let change: WebInspector.Change
        switch kind {
        case "set":
            guard let key = string("key"), let value = string("value") else {
                return Self.error(400, "a set names its \"key\" and its \"value\" as text")
            }
            change = .set(key: key, text: value)
        case "reset":
            guard let key = string("key") else { return Self.error(400, "a reset names its \"key\"") }
            change = .reset(key: key)
        case "frame":
            guard let frame = body["frame"], let rect = try? Rect(json: frame) else {
                return Self.error(400, "a frame change gives \"frame\" as {\"x\", \"y\", \"width\", \"height\"}")
            }
            change = .frame(rect)
        case "class":
            guard let name = string("value") else {
                return Self.error(400, "a class change names the class as \"value\"")
            }
            change = .className(name)
        case "scene":
            guard let text = string("value"), let index = Int(text), inspector.showScene(index) else {
                return Self.error(400, "a scene change names the scene by its position in the document, as \"value\"")
            }
            let state = inspector.state(
                selection: WebInspector.Selection(index: 0, id: nil), canvas: Self.canvas(query))
            return Self.json(200, .object(JSONObject(["saved": .bool(false), "message": .null, "state": state])))
        case "device":
            // Each is text, or left out for the document's own; a size is not turned, as on the command line.
            guard body["orientation"] == nil || string("orientation") != nil,
                body["value"] == nil || string("value") != nil
            else {
                return Self.error(400, "a device change gives \"value\" and \"orientation\" as text")
            }
            let orientation = string("orientation") ?? ""
            guard orientation.isEmpty || Orientation(rawValue: orientation) != nil else {
                return Self.error(400, "a device change gives \"orientation\" as portrait, landscape or nothing")
            }
            let name = string("value") ?? ""
            let named: ScreenChoice.Named?
            do {
                named = name.isEmpty ? nil : try ScreenChoice.Named(name)
            } catch {
                return Self.error(400, Printable.visible(error.message))
            }
            if let problem = ScreenChoice.unturned(named, Orientation(rawValue: orientation)) {
                return Self.error(400, "the orientation \(problem)")
            }
            // The text size and the language are kept unless the change gives them.
            var screen = ScreenChoice(
                named: named, orientation: Orientation(rawValue: orientation), contentSize: inspector.screen.contentSize
            )
            (screen.localization, screen.pseudolanguage) = (
                inspector.screen.localization, inspector.screen.pseudolanguage
            )
            if body["contentSize"] != nil {
                guard let size = string("contentSize").flatMap(ContentSizeCategory.init(named:)) else {
                    return Self.error(400, "a device change gives \"contentSize\" as one of UIKit's text sizes, as AX1")
                }
                screen.contentSize = size
            }
            if body["language"] != nil {
                let name = string("language") ?? ""
                // A locale in any case, as `--locale` takes it.
                let language =
                    name.isEmpty
                    ? .asWritten
                    : SnapshotSettings.Language(named: Substring(name))
                        ?? Localization(name).map(SnapshotSettings.Language.localization)
                switch language {
                case .asWritten?: (screen.localization, screen.pseudolanguage) = (nil, nil)
                case .localization(let localization)?:
                    (screen.localization, screen.pseudolanguage) = (localization, nil)
                case .pseudolanguage(let pseudolanguage)?:
                    (screen.localization, screen.pseudolanguage) = (nil, pseudolanguage)
                case nil:
                    return Self.error(
                        400, "a device change gives \"language\" as a locale, a pseudolanguage or nothing")
                }
            }
            inspector.showScreen(screen)
            let state = inspector.state(
                selection: Self.selection(query) ?? WebInspector.Selection(index: 0, id: nil),
                canvas: Self.canvas(query))
            return Self.json(200, .object(JSONObject(["saved": .bool(false), "message": .null, "state": state])))
        case "preview":
            guard let key = string("key"), let value = string("value") else {
                return Self.error(400, "a preview names its \"key\" and its \"value\" as text")
            }
            guard let selection = Self.selection(query) else { return Self.badView }
            switch inspector.preview(key: key, text: value, on: selection, canvas: Self.canvas(query)) {
            case .success(let svg): return Self.json(200, .object(JSONObject(["svg": .string(svg)])))
            case .failure(let error):
                return Self.error(
                    422,
                    error.lines(program: inspector.programName).first.map(Printable.visible)
                        ?? "the value cannot be drawn")
            }
        case "undo": change = .undo
        case "redo": change = .redo
        default:
            return Self.error(
                400,
                "unknown change \(Printable.quoted(kind)): set, reset, frame, class, undo, redo, scene, device or preview"
            )
        }
        guard let selection = Self.selection(query) else { return Self.badView }
        let outcome = inspector.perform(change, on: selection)
        let state = inspector.state(selection: outcome.selection, canvas: Self.canvas(query))
        return Self.json(
            outcome.saved ? 200 : 422,
            .object(
                JSONObject([
                    "saved": .bool(outcome.saved),
                    "message": outcome.message.map { .string(Printable.visible($0)) } ?? .null,
                    "clamped": outcome.clamping.map { .string(Printable.visible($0)) } ?? .null,
                    "state": state,
                ])))
    }

    /// Where the images the picker offers are served: `/files/` and the path under the document's folder.
    private static let filesPrefix = "/files/"

    /// An image under the document's folder, for the picker: never a file outside it, a hidden
    /// one, or anything but a PNG.
    ///
    /// Paths are compared as bytes, as the file system sees them: as `Character`s, "/" or "."
    /// followed by a combining mark would be one character that is neither.
    private func file(_ path: String) -> HTTPResponse {
        let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard path.lowercased().utf8.reversed().starts(with: ".png".utf8.reversed()),
            !parts.contains(where: { $0.isEmpty || $0.first == UInt8(ascii: ".") || $0.contains(0) })
        else {
            return Self.error(404, "only the PNG images under the document's folder are served")
        }
        let folder = FileSystem.split(inspector.documentPath).folder
        guard let root = FileSystem.realPath(folder), let real = FileSystem.realPath(folder + "/" + path),
            real.utf8.starts(with: (root + "/").utf8)
        else {
            return Self.error(404, "only the PNG images under the document's folder are served")
        }
        guard let bytes = try? FileSystem.read(real), bytes.count <= Self.largestImage else {
            return Self.error(404, "\(Printable.excerpt(path)) cannot be read")
        }
        return HTTPResponse(
            status: 200, headers: Self.commonHeaders + [(name: "Content-Type", value: "image/png")], body: bytes)
    }

    /// The largest image the picker shows: the canvas has the document's images in its SVG.
    static let largestImage = 8 << 20

    // MARK: - Reading requests

    /// The view `view` (a position) and `id` name; `nil` when `view` is no position.
    private static func selection(_ query: [String: String]) -> WebInspector.Selection? {
        let index = query["view"].map { Int($0) } ?? 0
        guard let index, index >= 0 else { return nil }
        return WebInspector.Selection(
            index: index, id: query["id"].flatMap { $0.isEmpty ? nil : $0 }, className: query["class"],
            seenVersion: query["seen"].flatMap { Int($0) })
    }

    private static let badView = error(400, "\"view\" is a view's position in the document, a whole number from 0")

    private static func canvas(_ query: [String: String]) -> WebInspector.CanvasRequest {
        WebInspector.CanvasRequest(
            appearance: query["appearance"] == "dark" ? .dark : .light,
            variant: query["variant"].flatMap { $0.isEmpty ? nil : $0 })
    }

    // MARK: - Responses

    /// What every response carries: nothing cached, nothing sniffed, no address sent on.
    static let commonHeaders: [(name: String, value: String)] = [
        (name: "Cache-Control", value: "no-store"),
        (name: "X-Content-Type-Options", value: "nosniff"),
        (name: "Referrer-Policy", value: "no-referrer"),
    ]

    /// The page's own: it runs only its own script (the one with `nonce`, so no handler written
    /// into a picture ever runs), talks only to this server, and is never framed by another site.
    private static func pageHeaders(nonce: String) -> [(name: String, value: String)] {
        [
            (name: "Content-Type", value: "text/html; charset=utf-8"),
            (
                name: "Content-Security-Policy",
                value:
                    "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
            ),
            (name: "X-Frame-Options", value: "DENY"),
        ]
    }

    private static func json(_ status: Int, _ value: JSONValue) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: commonHeaders + [(name: "Content-Type", value: "application/json; charset=utf-8")],
            body: Array(value.serialized.utf8))
    }

    /// A 405 that says which methods the route takes.
    private static func notAllowed(_ message: String, allowing methods: String) -> HTTPResponse {
        var response = error(405, message)
        response.headers.append((name: "Allow", value: methods))
        return response
    }

    /// An error as JSON: `{"error": "…"}`.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json(status, .object(JSONObject(["error": .string(message)])))
    }
}
