#if os(Linux)
    import Foundation
    import TestTools
    import Testing

    /// `a` in `watch` and `edit` switches between the light and the dark appearance.
    @Suite("Live appearance", .needs(.tmux))
    struct LiveAppearanceTests {
        @Test func watchStartsInTheAppearanceGivenAndASwitchesIt() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", AppearanceCommandTests.document)
            let scratch = try Sandbox()
            try scratch.write("doc.json", AppearanceCommandTests.document)
            #expect(
                try scratch.run(["render", "-f", "doc.json", "--appearance", "dark", "-o", "dark.png"]).status == 0)
            #expect(try scratch.run(["render", "-f", "doc.json", "-o", "light.png"]).status == 0)
            let dark = try scratch.bytes("dark.png")
            let light = try scratch.bytes("light.png")
            #expect(dark != light)

            let terminal = try TerminalHarness(
                sandbox, ["watch", "-f", "doc.json", "-o", "live.png", "--appearance", "dark"])
            try terminal.waitForScreen(showing: "a light  q quits")
            try terminal.waitForFile("live.png", "the dark picture") { _ in (try? sandbox.bytes("live.png")) == dark }
            try terminal.press("a")
            try terminal.waitForScreen(showing: "a dark  q quits")
            try terminal.waitForFile("live.png", "the light picture") { _ in (try? sandbox.bytes("live.png")) == light }
            try terminal.press("q")
            #expect(try terminal.exitStatus() == 0)
            #expect(try sandbox.read("doc.json") == AppearanceCommandTests.document)
        }

        @Test func editSwitchesTheAppearanceWithoutChangingTheFile() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", AppearanceCommandTests.document)
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json"])
            try terminal.waitForScreen(showing: "a dark  q quit")
            try terminal.press("a")
            try terminal.waitForScreen(showing: "a light  q quit")
            // The key is typed as itself into a value.
            try terminal.press("Down", "Enter", "C-u")
            try terminal.type("a")
            try terminal.waitForScreen(showing: "alpha = a ")
            try terminal.press("Escape")
            try terminal.press("a")
            try terminal.waitForScreen(showing: "a dark  q quit")
            try terminal.press("q")
            #expect(try terminal.exitStatus() == 0)
            #expect(try sandbox.read("doc.json") == AppearanceCommandTests.document)
        }
    }
#endif
