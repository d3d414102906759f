import DesignerCore
import Foundation
import HTTPServer
import Inspectable
import Testing

@testable import DesignerCLI

/// What `designer serve` answers, and what it refuses: every request needs the session's token
/// and the address it listens as; a change needs a JSON body with the token in a header.
@Suite("Web routes")
struct WebRoutesTests {
    static let token = String(repeating: "ab", count: 16)
    static let port = 8123
    static let host = "127.0.0.1:\(port)"
    static let cookie = (name: "Cookie", value: "other=1; designer-token-\(port)=\(token)")

    private func routes(_ host: String = "127.0.0.1") throws -> (WebRoutes, Sandbox) {
        let sandbox = try Sandbox()
        try sandbox.write("scene.json", WebInspectorTests.scene)
        try sandbox.write("images/track.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try sandbox.write(".hidden/secret.png", Data([1]))
        // Names that begin with a combining mark: "/\u{301}" and ".\u{301}" are one Character each.
        try sandbox.write("\u{301}mark.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try sandbox.write(".\u{301}hidden.png", Data([1]))
        try sandbox.write("images/__snapshots__/scene.default.png", Data([1]))
        try sandbox.write("../outside-\(UUID().uuidString).png", Data([1]))
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path))
        let inspector = parts.inspector(parts.live("scene.json"))
        return (
            WebRoutes(inspector: inspector, token: Self.token, host: host, address: host, port: Self.port),
            sandbox
        )
    }

    private func response(
        _ routes: WebRoutes, _ target: String, method: String = "GET",
        headers: [(name: String, value: String)] = [(name: "Host", value: host), cookie], body: String = ""
    ) throws -> HTTPResponse {
        let request = try HTTPRequest(method: method, target: target, headers: headers, body: Array(body.utf8))
        guard case .response(let response) = routes.handle(request) else {
            Issue.record("an event stream, not a response")
            return HTTPResponse(status: 0)
        }
        return response
    }

    private func header(_ response: HTTPResponse, _ name: String) -> String? {
        response.headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    private func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    private static let change: [(name: String, value: String)] = [
        (name: "Host", value: host), cookie, (name: "Content-Type", value: "application/json"),
        (name: "X-Designer-Token", value: token),
    ]

    @Test func thePageNeedsTheTokenAndGivesTheCookie() throws {
        let (routes, sandbox) = try routes()
        defer { withExtendedLifetime(sandbox) {} }
        let page = try response(routes, "/?token=\(Self.token)", headers: [(name: "Host", value: Self.host)])
        #expect(page.status == 200)
        #expect(
            header(page, "Set-Cookie") == "designer-token-\(Self.port)=\(Self.token); Path=/; HttpOnly; SameSite=Strict"
        )
        #expect(header(page, "Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
        #expect(header(page, "X-Frame-Options") == "DENY")
        // The script runs by its nonce, which is the policy's.
        let nonce = try #require(
            header(page, "Content-Security-Policy")?.split(separator: "'").first { $0.hasPrefix("nonce-") })
        #expect(text(page).contains("<script nonce=\"\(nonce.dropFirst("nonce-".count))\">"))
        #expect(try response(routes, "/", headers: [(name: "Host", value: Self.host)]).status == 403)
        #expect(
            try response(
                routes, "/?token=\(String(repeating: "0", count: 32))", headers: [(name: "Host", value: Self.host)]
            )
            .status == 403)
        #expect(try response(routes, "/").status == 200, "the cookie is enough")
    }

    @Test(arguments: [
        "evil.example:8123", "127.0.0.1:8124", "127.0.0.1", "localhost.evil.example:8123", "",
    ])
    func aRequestForAnotherHostIsRefused(host: String) throws {
        let (routes, sandbox) = try routes()
        defer { withExtendedLifetime(sandbox) {} }
        let refused = try response(routes, "/api/state", headers: [(name: "Host", value: host), Self.cookie])
        #expect(refused.status == 421)
        #expect(
            try response(routes, "/api/state", headers: [(name: "Host", value: "localhost:8123"), Self.cookie]).status
                == 200)
    }

    @Test func aCookieOfTheSameNameSetByAnotherPageDoesNotShutThePageOut() throws {
        let (routes, sandbox) = try routes()
        defer { withExtendedLifetime(sandbox) {} }
        let tossed = (
            name: "Cookie", value: "designer-token-\(Self.port)=gotcha; designer-token-\(Self.port)=\(Self.token)"
        )
        #expect(try response(routes, "/api/state", headers: [(name: "Host", value: Self.host), tossed]).status == 200)
        let only = (name: "Cookie", value: "designer-token-\(Self.port)=gotcha")
        #expect(try response(routes, "/api/state", headers: [(name: "Host", value: Self.host), only]).status == 403)
    }

    @Test(arguments: [("HEAD", "/api/events"), ("POST", "/api/events"), ("POST", "/files/images/track.png")])
    func aMethodARouteDoesNotTakeIsA405(method: String, target: String) throws {
        let (routes, sandbox) = try routes()
        defer { withExtendedLifetime(sandbox) {} }
        let headers = method == "POST" ? Self.change : [(name: "Host", value: Self.host), Self.cookie]
        let answer = try response(routes, target, method: method, headers: headers, body: method == "POST" ? "{}" : "")
        #expect(answer.status == 405)
        #expect(header(answer, "Allow") != nil)
    }

    @Test func everyInterfaceTakesAnyNumericHostButNoName() throws {
        let (routes, sandbox) = try routes("0.0.0.0")
        defer { withExtendedLifetime(sandbox) {} }
        #expect(
            try response(routes, "/api/state", headers: [(name: "Host", value: "192.168.1.20:8123"), Self.cookie])
                .status == 200)
        #expect(
            try response(routes, "/api/state", headers: [(name: "Host", value: "[fe80::1]:8123"), Self.cookie]).status
                == 200)
        #expect(
            try response(routes, "/api/state", headers: [(name: "Host", value: "rebound.example:8123"), Self.cookie])
                .status == 421)
    }

    @Test func aChangeNeedsItsHeaderAJSONBodyAndNoOtherOrigin() throws {
        let (routes, sandbox) = try routes()
        defer { withExtendedLifetime(sandbox) {} }
        let before = try sandbox.bytes("scene.json")
        let body = #"{"change": "set", "key": "percent", "value": "50", "view": 1, "id": "download"}"#
        var headers = Self.change
        headers.removeLast()
        #expect(try response(routes, "/api/change", method: "POST", headers: headers, body: body).status == 403)
        for type in ["application/x-www-form-urlencoded", "text/plain", "application/jsonx", ""] {
            var form = Self.change
            form[2] = (name: "Content-Type", value: type)
            #expect(try response(routes, "/api/change", method: "POST", headers: form, body: body).status == 415)
        }
        var charset = Self.change
        charset[2] = (name: "Content-Type", value: "Application/JSON; charset=utf-8")
        // Another page of this host (a dev server on another port) gets the cookie sent, but not through.
        for site in ["same-site", "cross-site"] {
            let sent = Self.change + [(name: "Sec-Fetch-Site", value: site)]
            #expect(try response(routes, "/api/change", method: "POST", headers: sent, body: body).status == 403)
            let read = [(name: "Host", value: Self.host), Self.cookie, (name: "Sec-Fetch-Site", value: site)]
            #expect(try response(routes, "/files/images/track.png", headers: read).status == 403)
        }
        let foreign = Self.change + [(name: "Origin", value: "http://evil.example")]
        #expect(try response(routes, "/api/change", method: "POST", headers: foreign, body: body).status == 403)
        #expect(try response(routes, "/api/change", method: "PUT", headers: Self.change, body: body).status == 405)
        #expect(try response(routes, "/api/change", method: "GET").status == 405)
        #expect(try sandbox.bytes("scene.json") == before)
        let sameOrigin =
            charset + [
                (name: "Origin", value: "http://127.0.0.1:8123"), (name: "Sec-Fetch-Site", value: "same-origin"),
            ]
        let saved = try response(routes, "/api/change", method: "POST", headers: sameOrigin, body: body)
        #expect(saved.status == 200)
        #expect(text(saved).hasPrefix(#"{"saved": true, "message": "saved: percent = 50""#))
        #expect(try sandbox.read("scene.json").contains("\"percent\": 50"))
    }

    /// A slider being dragged: the canvas drawn with its value, the file as it was.
    @Test func aPreviewDrawsTheValueAndWritesNothing() throws {
        let (routes, sandbox) = try routes()
        defer { withExtendedLifetime(sandbox) {} }
        let before = try sandbox.bytes("scene.json")
        let body = #"{"change": "preview", "key": "percent", "value": "13", "view": 1, "id": "download"}"#
        let drawn = try response(routes, "/api/change", method: "POST", headers: Self.change, body: body)
        #expect(drawn.status == 200, "\(text(drawn))")
        #expect(text(drawn).hasPrefix(#"{"svg": "<"#))
        #expect(text(drawn).contains(">13%<"))
        #expect(try sandbox.bytes("scene.json") == before)
    }

    @Test(arguments: [
        ("{not json", 400, "the body is not JSON"),
        ("[1, 2]", 400, "a change is a JSON object"),
        (#"{"key": "percent"}"#, 400, "names no"),
        (#"{"change": "paint"}"#, 400, "unknown change 'paint'"),
        (#"{"change": "set", "key": "percent", "value": 50}"#, 400, "as text"),
        (#"{"change": "frame", "frame": {"x": 0}}"#, 400, "a frame change"),
        (#"{"change": "set", "key": "percent", "value": "many", "view": 1}"#, 422, "'many'"),
        (#"{"change": "set", "key": "percent", "value": "5", "view": "1e400"}"#, 400, "a whole number"),
        (#"{"change": "set", "key": "percent", "value": "5", "view": -1}"#, 400, "a whole number"),
        (#"{"change": "set", "key": "percent", "value": "5", "view": 0}"#, 422, "has no attribute 'percent'"),
        (#"{"change": "set", "key": "percent", "value": "5", "view": 1, "class": "View"}"#, 422, "the file changed"),
        (
            #"{"change": "set", "key": "progress", "value": "1", "view": 9, "class": "CustomProgress"}"#, 422,
            "no view 10"
        ),
        (#"{"change": "set", "key": "progress", "value": "1", "view": 99999}"#, 422, "no view 100000"),
        (
            #"{"change": "set", "key": "percent", "value": "1", "view": 1, "id": "upload"}"#, 422,
            "'upload' is no longer"
        ),
        (#"{"change": "preview", "key": "percent"}"#, 400, "a preview names"),
        (#"{"change": "preview", "key": "percent", "value": "many", "view": 1}"#, 422, "'many'"),
        (#"{"change": "preview", "key": "percent", "value": "5", "view": 1, "id": "upload"}"#, 422, "no longer"),
        (#"{"change": "device", "value": "320x568", "orientation": "landscape"}"#, 400, "does not turn a size"),
        (#"{"change": "device", "value": 123}"#, 400, "as text"),
        (#"{"change": "device", "value": null, "orientation": "portrait"}"#, 400, "as text"),
        (#"{"change": "device", "contentSize": "huge"}"#, 400, "one of UIKit's text sizes"),
        (#"{"change": "device", "language": "french"}"#, 400, "a locale, a pseudolanguage or nothing"),
    ])
    func aBadChangeIsRefusedAndTheFileKept(body: String, status: Int, says: String) throws {
        let (routes, sandbox) = try routes()
        defer { withExtendedLifetime(sandbox) {} }
        let before = try sandbox.bytes("scene.json")
        let refused = try response(routes, "/api/change", method: "POST", headers: Self.change, body: body)
        #expect(refused.status == status, "\(text(refused))")
        #expect(text(refused).contains(says))
        #expect(try sandbox.bytes("scene.json") == before)
    }

    @Test(arguments: [
        ("/files/images/track.png", 200),
        ("/files/../scene.json", 404),
        ("/files/images/../../outside.png", 404),
        ("/files/.hidden/secret.png", 404),
        ("/files/%CC%81mark.png", 200),
        ("/files/.%CC%81hidden.png", 404),
        ("/files/images/..%2F%CC%81mark.png", 404),
        ("/files/scene.json", 404),
        ("/files//etc/passwd.png", 404),
        ("/files/images/missing.png", 404),
        ("/nothing", 404),
    ])
    func onlyTheImagesUnderTheDocumentsFolderAreServed(target: String, status: Int) throws {
        let (routes, sandbox) = try routes()
        defer { withExtendedLifetime(sandbox) {} }
        let answer = try response(routes, target)
        #expect(answer.status == status)
        if status == 200 { #expect(header(answer, "Content-Type") == "image/png") }
    }

    @Test func aLinkOutOfTheFolderIsNotFollowed() throws {
        let (routes, sandbox) = try routes()
        defer { withExtendedLifetime(sandbox) {} }
        let outside = try Sandbox()
        try outside.write("secret.png", Data([0x89, 0x50]))
        symlink(outside.path("secret.png"), sandbox.path("images/link.png"))
        #expect(try response(routes, "/files/images/link.png").status == 404)
    }

    @Test func anotherSceneIsShownInTheAppearanceThePageAsksFor() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(
            at: ExamplesTests.examples.appendingPathComponent("ProgressDemo"),
            to: sandbox.url.appendingPathComponent("ProgressDemo"))
        let path = "ProgressDemo/ProgressDemo/Base.lproj/Main.storyboard"
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path), document: path)
        let inspector = parts.inspector(parts.live(path))
        let routes = WebRoutes(
            inspector: inspector, token: Self.token, host: "127.0.0.1", address: "127.0.0.1", port: Self.port)
        let body = #"{"change": "scene", "value": "2", "appearance": "dark"}"#
        let shown = try response(routes, "/api/change", method: "POST", headers: Self.change, body: body)
        #expect(shown.status == 200)
        let dark = try #require(inspector.canvas(.init(appearance: .dark))).svg
        #expect(text(shown).contains(JSONValue.string(dark).serialized))
        let bad = try response(
            routes, "/api/change", method: "POST", headers: Self.change, body: #"{"change": "scene", "value": "0"}"#)
        #expect(bad.status == 400, "the navigation controller's scene has no view of its own")
    }

    /// The Device menu changes the device, and the scene stays at the text size it was served at.
    @Test func aDeviceChangeKeepsTheTextSize() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", ContentSizeCommandTests.storyboard)
        let parts = CommandParts(
            CommandContext(registry: .shipped, workingDirectory: sandbox.path), document: "Main.storyboard",
            screen: ScreenChoice(named: nil, orientation: nil, contentSize: .accessibilityLarge))
        let inspector = parts.inspector(parts.live("Main.storyboard"))
        let routes = WebRoutes(
            inspector: inspector, token: Self.token, host: "127.0.0.1", address: "127.0.0.1", port: Self.port)
        let body = #"{"change": "device", "value": "retina4_7", "orientation": ""}"#
        let shown = try response(routes, "/api/change", method: "POST", headers: Self.change, body: body)
        #expect(shown.status == 200, "\(text(shown))")
        #expect(inspector.screen.named?.name == "retina4_7")
        #expect(inspector.screen.contentSize == .accessibilityLarge)
        #expect(text(shown).contains(#"font-size=\"33\""#), "the body at AX2")
    }

    /// The Text size and Language menus: the storyboard in its French table's strings, then
    /// accented; the menus' choices in the state; a change refused while the strings are in
    /// another language, which it would write into the file.
    @Test func theLanguageMenuShowsTheTranslatedStringsAndKeepsTheFile() throws {
        let sandbox = try LocalizationTests.sandbox()
        let parts = CommandParts(
            CommandContext(registry: .shipped, workingDirectory: sandbox.path),
            document: "App/Base.lproj/Main.storyboard", screen: .saved)
        let inspector = parts.inspector(parts.live("App/Base.lproj/Main.storyboard"))
        let routes = WebRoutes(
            inspector: inspector, token: Self.token, host: "127.0.0.1", address: "127.0.0.1", port: Self.port)
        let state = text(try response(routes, "/api/state"))
        #expect(state.contains(#""languages": ["de", "fr", "double", "accented", "bounded", "rtl"]"#), "\(state)")
        #expect(state.contains(#""contentSize": "L""#))
        let body = #"{"change": "device", "value": "", "orientation": "", "contentSize": "AX1", "language": "fr"}"#
        let shown = try response(routes, "/api/change", method: "POST", headers: Self.change, body: body)
        #expect(shown.status == 200, "\(text(shown))")
        #expect(text(shown).contains(">Se connecter<") && text(shown).contains(#""language": "fr""#))
        #expect(inspector.screen.contentSize == .accessibilityMedium)
        let set = #"{"change": "set", "key": "text", "value": "Hi", "view": 1, "class": "UILabel"}"#
        let refused = try response(routes, "/api/change", method: "POST", headers: Self.change, body: set)
        #expect(text(refused).contains("the strings are shown in fr"), "\(text(refused))")
        let accented = #"{"change": "device", "value": "", "orientation": "", "language": "accented"}"#
        let shownAccented = try response(routes, "/api/change", method: "POST", headers: Self.change, body: accented)
        #expect(text(shownAccented).contains(">Šíğñ íñ<"), "\(text(shownAccented))")
        #expect(inspector.screen.contentSize == .accessibilityMedium)
        let refusedAccented = try response(routes, "/api/change", method: "POST", headers: Self.change, body: set)
        #expect(text(refusedAccented).contains("the strings are shown in the accented pseudolanguage"))
        // A locale in any case, as --locale takes it.
        let upper = #"{"change": "device", "value": "", "orientation": "", "language": "FR-ca"}"#
        let shownUpper = try response(routes, "/api/change", method: "POST", headers: Self.change, body: upper)
        #expect(shownUpper.status == 200 && text(shownUpper).contains(">Se connecter<"), "\(text(shownUpper))")
        #expect(try sandbox.read("App/Base.lproj/Main.storyboard") == LocalizationTests.storyboard)
    }

    @Test func theStateTheImagesAndTheEventsAreThere() throws {
        let (routes, sandbox) = try routes()
        defer { withExtendedLifetime(sandbox) {} }
        let state = try response(routes, "/api/state?view=1&id=download&appearance=dark")
        #expect(state.status == 200)
        #expect(text(state).contains(#""selected": {"index": 1, "id": "download""#))
        let images = text(try response(routes, "/api/images"))
        #expect(images.contains(#""images/track.png""#) && images.contains("\"\u{301}mark.png\""), "\(images)")
        #expect(!images.contains("hidden") && !images.contains("__snapshots__") && !images.contains("outside"))
        #expect(text(try response(routes, "/api/palette")).contains(#"{"name": "systemOrange""#))
        let request = try HTTPRequest(
            method: "GET", target: "/api/events", headers: [(name: "Host", value: Self.host), Self.cookie])
        guard case .eventStream = routes.handle(request) else {
            Issue.record("no event stream")
            return
        }
        let anonymous = try HTTPRequest(
            method: "GET", target: "/api/events", headers: [(name: "Host", value: Self.host)])
        guard case .response(let refused) = routes.handle(anonymous) else {
            Issue.record("an event stream without the token")
            return
        }
        #expect(refused.status == 403)
    }
}
