#if os(Linux)
    import Foundation
    import TestTools
    import Testing

    /// `designer watch`, `designer edit` and `set --animate` in a real terminal: keys pressed,
    /// the document changed on disk, the screen read back, the terminal checked afterwards.
    @Suite("Live commands in a terminal", .needs(.tmux))
    struct LiveTests {
        /// Replaces `name` as editors save: a new file renamed over the old one.
        func save(_ sandbox: Sandbox, _ name: String, _ text: String) throws {
            try sandbox.write(name + ".saving", text)
            #expect(rename(sandbox.path(name + ".saving"), sandbox.path(name)) == 0)
        }

        /// What `designer ARGUMENTS` makes of the document `text`, run on a copy.
        func expected(_ text: String, _ arguments: [String]) throws -> String {
            let scratch = try Sandbox()
            try scratch.write("doc.json", text)
            let run = try scratch.run(arguments + ["-f", "doc.json"])
            #expect(run.status == 0, "\(run)")
            return try scratch.read("doc.json")
        }

        func percent(_ value: Int) -> String {
            progressBarDocument.replacingOccurrences(of: "\"percent\": 50", with: "\"percent\": \(value)")
        }

        @Test func watchRedrawsEachSaveAndKeepsTheLastGoodPicture() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["watch", "-f", "doc.json", "-o", "live.png"])
            try terminal.waitForScreen(showing: "50%")

            try save(sandbox, "doc.json", percent(80))
            try terminal.waitForScreen(showing: "80%")

            // Saved in place, half written: the picture stays, the problem is shown beneath it.
            try sandbox.write("doc.json", #"{"class": "View", "frame": "#)
            let broken = try terminal.waitForScreen(showing: "doc.json:1:")
            #expect(broken.contains("80%"))
            #expect(broken.contains("error"))

            try FileManager.default.removeItem(atPath: sandbox.path("doc.json"))
            try terminal.waitForScreen(showing: "No such file")
            try sandbox.write("doc.json", percent(30))
            let recovered = try terminal.waitForScreen(showing: "30%")
            #expect(!recovered.contains("No such file"))

            // --output holds the version on screen, as render draws it.
            let scratch = try Sandbox()
            try scratch.write("doc.json", percent(30))
            #expect(try scratch.run(["render", "-f", "doc.json", "-o", "expected.png"]).status == 0)
            try terminal.waitForFile("live.png", "the 30% picture") { _ in
                (try? sandbox.bytes("live.png")) == (try? scratch.bytes("expected.png"))
            }

            try terminal.press("q")
            #expect(try terminal.exitStatus() == 0)
            #expect(try terminal.terminalRestored())
        }

        /// Saves holding numbers beyond what a document may hold, and at its very limits, are
        /// shown as errors or drawn; the live commands go on either way.
        @Test(arguments: ["watch", "edit"])
        func hugeNumbersInASaveNeitherCrashNorStopTheLiveCommands(command: String) throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, [command, "-f", "doc.json"])
            try terminal.waitForScreen(showing: "50%")
            let beyond = progressBarDocument.replacingOccurrences(of: "\"x\": 50", with: "\"x\": 1e19")
            try save(sandbox, "doc.json", beyond)
            try terminal.waitForScreen(showing: "out of range for Rect")
            let limits = progressBarDocument.replacingOccurrences(
                of: "\"width\": 300, \"height\": 120", with: "\"width\": 1e9, \"height\": 1e9")
            try save(sandbox, "doc.json", limits.replacingOccurrences(of: "\"percent\": 50", with: "\"percent\": 70"))
            try terminal.waitForScreen("the picture at the limits") { !$0.contains("out of range") }
            try save(sandbox, "doc.json", percent(40))
            try terminal.waitForScreen(showing: "40%")
            try terminal.press("q")
            #expect(try terminal.exitStatus() == 0)
            #expect(try terminal.terminalRestored())
        }

        @Test func watchFollowsTheTerminalsSize() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["watch", "-f", "doc.json"])
            let wide = try terminal.waitForScreen(showing: "50%")
            try terminal.resize(columns: 40, rows: 20)
            let narrow = try terminal.waitForScreen("a narrower picture") { screen in
                screen != wide && screen.contains("50%")
                    && screen.split(separator: "\n").allSatisfy { $0.count <= 40 }
            }
            #expect(narrow.split(separator: "\n").contains { $0.contains("▀") })
            try terminal.press("C-c")
            #expect(try terminal.terminalRestored())
        }

        @Test(arguments: ["watch", "edit"])
        func sigtermGivesTheTerminalBack(command: String) throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, [command, "-f", "doc.json"])
            try terminal.waitForScreen(showing: "50%")
            kill(try terminal.designerProcess(), SIGTERM)
            #expect(try terminal.terminalRestored())
            // A shell's status for a command a signal stopped: 128 + the signal.
            #expect(try terminal.exitStatus() == 128 + SIGTERM)
            #expect(try sandbox.read("doc.json") == progressBarDocument)
        }

        /// A crash, as a signal the run-time raises, still gives the terminal back first.
        @Test(arguments: ["watch", "edit"])
        func aCrashGivesTheTerminalBack(command: String) throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, [command, "-f", "doc.json"])
            try terminal.waitForScreen(showing: "50%")
            kill(try terminal.designerProcess(), SIGSEGV)
            #expect(try terminal.exitStatus() != 0)
            #expect(try terminal.terminalRestored())
            #expect(try sandbox.read("doc.json") == progressBarDocument)
        }

        @Test func ctrlBackslashQuitsAndGivesTheTerminalBack() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json"])
            try terminal.waitForScreen(showing: "Background Color")
            try terminal.press("C-\\")
            #expect(try terminal.terminalRestored())
            #expect(try terminal.exitStatus() == 128 + SIGQUIT)
        }

        @Test func watchOutputIsWrittenOnlyForAGoodVersion() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["watch", "-f", "doc.json", "-o", "out.png"])
            try terminal.waitForScreen(showing: "50%")
            _ = try terminal.waitForFile("out.png", "the picture") { !$0.isEmpty }
            try FileManager.default.removeItem(atPath: sandbox.path("doc.json"))
            try terminal.waitForScreen(showing: "No such file or directory")
            // No version to draw: the picture stays as it was, and is not written again and again.
            let written = try FileManager.default.attributesOfItem(atPath: sandbox.path("out.png"))[.modificationDate]
            usleep(400_000)
            #expect(
                try FileManager.default.attributesOfItem(atPath: sandbox.path("out.png"))[.modificationDate] as? Date
                    == written as? Date)
            try terminal.press("q")
            #expect(try terminal.exitStatus() == 0)
        }

        @Test func aPictureAlwaysLeavesRoomForTheLinesBelowIt() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json"])
            try terminal.waitForScreen(showing: "q quit")
            try terminal.resize(columns: 80, rows: 15)
            try terminal.waitForScreen(showing: "q quit")
            // A document far taller than wide cannot be drawn small enough, and says so.
            let other = try Sandbox()
            try other.write(
                "tall.json", #"{ "class": "View", "frame": { "x": 0, "y": 0, "width": 1, "height": 100000 } }"#)
            let tall = try TerminalHarness(other, ["watch", "-f", "tall.json"])
            try tall.waitForScreen(showing: "is too tall to show here")
            try tall.press("q")
            #expect(try tall.exitStatus() == 0)
        }

        @Test func wideCharactersTakeTwoColumnsAndNothingScrolls() throws {
            let sandbox = try Sandbox()
            let id = "ダウンロード進捗バー🚀ダウンロード進捗バー"
            try sandbox.write(
                "doc.json", progressBarDocument.replacingOccurrences(of: "\"download\"", with: "\"\(id)\""))
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json", "--view", id])
            let screen = try terminal.waitForScreen(showing: "q quit")
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.hasPrefix("designer edit  doc.json  MyProgressBar 'ダウンロード") == true, "\(screen)")
            #expect(lines.contains { $0.contains("Percent") })
            try terminal.press("q")
            #expect(try terminal.terminalRestored())
        }

        @Test func watchFollowsAFolderMovedAndMadeAgainAndALinkedDocument() throws {
            let sandbox = try Sandbox()
            try sandbox.write("w/doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["watch", "-f", "w/doc.json"])
            try terminal.waitForScreen(showing: "50%")
            #expect(rename(sandbox.path("w"), sandbox.path("w2")) == 0)
            try terminal.waitForScreen(showing: "No such file or directory")
            try sandbox.write("w/doc.json", percent(77))
            try terminal.waitForScreen(showing: "77%")
            try save(sandbox, "w/doc.json", percent(78))
            try terminal.waitForScreen(showing: "78%")
            try terminal.press("q")
            #expect(try terminal.exitStatus() == 0)

            // A linked document changes where its target is.
            let other = try Sandbox()
            try other.write("real/doc.json", progressBarDocument)
            try FileManager.default.createDirectory(atPath: other.path("link"), withIntermediateDirectories: true)
            #expect(symlink(other.path("real/doc.json"), other.path("link/doc.json")) == 0)
            let linked = try TerminalHarness(other, ["watch", "-f", "link/doc.json"])
            try linked.waitForScreen(showing: "50%")
            #expect(try other.run(["set", "-f", "real/doc.json", "percent=66"]).status == 0)
            try linked.waitForScreen(showing: "66%")
            try linked.press("q")
            #expect(try linked.exitStatus() == 0)
        }

        @Test func watchDrawsAgainWhenAnImageChanges() throws {
            let sandbox = try Sandbox()
            let examples = Binary.packageRoot.appendingPathComponent("examples")
            try sandbox.write("cp.json", try Data(contentsOf: examples.appendingPathComponent("custom-progress.json")))
            for name in ["track.png", "fill.png"] {
                try sandbox.write(
                    "images/" + name, try Data(contentsOf: examples.appendingPathComponent("images/" + name)))
            }
            let terminal = try TerminalHarness(sandbox, ["watch", "-f", "cp.json", "-o", "out.svg"])
            try terminal.waitForFile("out.svg", "the first picture") { !$0.isEmpty }
            let first = try sandbox.read("out.svg")
            // Saved as an editor saves: a new file renamed over the old one.
            try sandbox.write("images/fill.saving", try sandbox.bytes("images/track.png"))
            #expect(rename(sandbox.path("images/fill.saving"), sandbox.path("images/fill.png")) == 0)
            try terminal.waitForFile("out.svg", "the picture with the new image") { !$0.isEmpty && $0 != first }
            try terminal.press("q")
            #expect(try terminal.exitStatus() == 0)
        }

        @Test func changesToAnimatedAttributesPlayFrameByFrame() throws {
            let sandbox = try Sandbox()
            let document = customProgressDocument(progress: "0.2")
            try sandbox.write("doc.json", document)
            let terminal = try TerminalHarness(sandbox, ["watch", "-f", "doc.json"], recording: true)
            try terminal.waitForScreen(showing: "designer watch")
            // The recording may start after the first frame: a resize draws one it surely sees.
            try terminal.resize(columns: 80, rows: 23)
            try terminal.waitForFile("terminal.out", "the first frame") { $0.contains("\u{1B}[?2026l") }
            let before = try sandbox.read("terminal.out").components(separatedBy: "\u{1B}[?2026l").count

            #expect(try sandbox.run(["set", "-f", "doc.json", "progress=0.9"]).status == 0)
            // 1.5 s at about 60 frames a second; a loaded machine draws fewer.
            try terminal.waitForFile("terminal.out", "the frames of the animation") {
                $0.components(separatedBy: "\u{1B}[?2026l").count - before >= 20
            }
            try terminal.press("q")
            #expect(try terminal.terminalRestored())
        }

        @Test func setAnimateDrawsEachFrameOverTheLast() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", customProgressDocument(progress: "0.2"))
            let terminal = try TerminalHarness(
                sandbox, ["set", "-f", "doc.json", "progress=0.9", "--animate"], recording: true)
            #expect(try terminal.exitStatus() == 0)
            #expect(try sandbox.read("doc.json") == customProgressDocument(progress: "0.9"))
            let output = try sandbox.read("terminal.out")
            // Every frame after the first moves the cursor back up over the one before.
            let cursorUp = try NSRegularExpression(pattern: "\u{1B}\\[[0-9]+F")
            #expect(cursorUp.numberOfMatches(in: output, range: NSRange(output.startIndex..., in: output)) >= 20)
        }

        @Test(arguments: ["watch", "edit"])
        func needsATerminal(command: String) throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let run = try sandbox.run([command, "-f", "doc.json"])
            #expect(run.status == 64)
            #expect(
                run.stderr == "Error: designer \(command) needs a terminal: standard input and output must be one\n")
            #expect(try sandbox.read("doc.json") == progressBarDocument)
        }

        @Test func watchRefusesAnOutputOrAViewItCannotUse() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            try sandbox.write("doc.svg", progressBarDocument)
            for (arguments, message) in [
                (["-f", "doc.svg", "-o", "./doc.svg"], "Error: --output './doc.svg' is the document itself;"),
                (
                    ["-f", "doc.json", "-o", "doc.json/out.png"],
                    "Error: --output 'doc.json/out.png': 'doc.json' is not a folder."
                ),
                (["-f", "doc.json", "--view", "nope"], "Error: no view has the id 'nope'"),
            ] {
                let run = try sandbox.run(["watch"] + arguments)
                #expect(run.status == 64)
                #expect(run.stderr.hasPrefix(message), "\(run)")
            }
            #expect(try sandbox.read("doc.json") == progressBarDocument)
            #expect(try sandbox.read("doc.svg") == progressBarDocument)
        }

        @Test(arguments: ["watch", "edit"])
        func aMissingDocumentIsAnErrorAtOnce(command: String) throws {
            let sandbox = try Sandbox()
            let run = try sandbox.run([command, "-f", "nothing.json"])
            #expect(run.status == 1)
            #expect(run.stderr == "nothing.json: error: No such file or directory\n", "\(run)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.path("nothing.json")))
        }

        @Test func setAnimateDrawsAPictureTallerThanTheTerminalOnce() throws {
            let sandbox = try Sandbox()
            let tall = customProgressDocument(progress: "0.2").replacingOccurrences(
                of: "\"width\": 200, \"height\": 20", with: "\"width\": 200, \"height\": 400")
            try sandbox.write("doc.json", tall)
            let terminal = try TerminalHarness(
                sandbox, ["set", "-f", "doc.json", "progress=0.9", "--animate"], recording: true)
            #expect(try terminal.exitStatus() == 0)
            #expect(try sandbox.read("doc.json") == tall.replacingOccurrences(of: "0.2", with: "0.9"))
            let output = try sandbox.read("terminal.out")
            let cursorUp = try NSRegularExpression(pattern: "\u{1B}\\[[0-9]+F")
            #expect(cursorUp.numberOfMatches(in: output, range: NSRange(output.startIndex..., in: output)) == 0)
        }

        private func customProgressDocument(progress: String) -> String {
            """
            {
              "class": "CustomProgress",
              "frame": { "x": 0, "y": 0, "width": 200, "height": 20 },
              "attributes": { "progress": \(progress) }
            }

            """
        }
    }
#endif
