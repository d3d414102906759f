#if os(Linux)
    import Foundation
    import TestTools
    import Testing

    /// `designer edit` in a real terminal: a document opened, edited key by key and saved, and
    /// followed as other programs change it.
    extension LiveTests {
        @Test func editOpensADocumentWithAValueItCannotUseAndFixesIt() throws {
            let sandbox = try Sandbox()
            let document =
                #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"percent": 150, "color": 12}}"#
            try sandbox.write("doc.json", document)
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json"])
            // The inspector marks the value as inspect does, with the document's problems beneath.
            let screen = try terminal.waitForScreen(showing: "color: expected a color string")
            #expect(screen.contains("12  invalid"))
            #expect(screen.contains("100  0...100  clamped"))
            #expect(screen.contains("percent: 150 is outside 0...100; using 100"))
            let order = ["percent: 150", "color: expected"].compactMap { screen.range(of: $0)?.lowerBound }
            #expect(order.count == 2 && order[0] < order[1], "in the order of the document")
            try terminal.press("Down")
            try terminal.press("r")
            let fixed =
                #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"percent": 150}}"#
            try terminal.waitForFile("doc.json", "color reset") { $0 == fixed }
            try terminal.waitForScreen(showing: "saved: color = its default")
            try terminal.press("q")
            #expect(try terminal.exitStatus() == 0)
        }

        @Test func editListsADocumentsProblemsInItsOrder() throws {
            let sandbox = try Sandbox()
            // The root's problem comes first in the file, though its subview is resolved first.
            try sandbox.write(
                "doc.json",
                #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 300, "height": 100}, "attributes": {"alpha": "x"}, "subviews": [{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"percent": "y"}}]}"#
            )
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json"])
            let screen = try terminal.waitForScreen(showing: "percent: expected")
            let order = ["alpha: expected", "percent: expected"].compactMap { screen.range(of: $0)?.lowerBound }
            #expect(order.count == 2 && order[0] < order[1], "in the order of the document: \(screen)")
            try terminal.press("q")
            #expect(try terminal.exitStatus() == 0)
        }

        @Test func editFollowsItsViewByIdWhenOthersMoveIt() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json", "--view", "download"])
            try terminal.waitForScreen(showing: "MyProgressBar 'download'")
            try terminal.press("Right")
            try terminal.waitForFile("doc.json", "percent 51") { $0 == self.percent(51) }
            // Someone puts another bar before it: the selection and undo stay with 'download'.
            let moved = withExtraBar.replacingOccurrences(of: "\"percent\": 50", with: "\"percent\": 51")
            try save(sandbox, "doc.json", moved)
            try terminal.waitForScreen(showing: "MyProgressBar 'download' (3 of 3")
            try terminal.press("u")
            try terminal.waitForFile("doc.json", "download back to 50") { $0 == self.withExtraBar }
            try terminal.press("Right")
            try terminal.waitForFile("doc.json", "download at 51 again") { $0 == moved }

            // What is typed for an attribute the view no longer has is dropped, not given to another.
            try terminal.press("Enter")
            try terminal.type("40")
            // The keys reach designer before the file changes, however busy the machine is.
            try terminal.waitForScreen(showing: "percent = 5140")
            #expect(try sandbox.run(["set", "-f", "doc.json", "download.class=View"]).status == 0)
            let changed = try sandbox.read("doc.json")
            try terminal.waitForScreen(showing: "percent is gone")
            try terminal.press("Enter")
            try terminal.press("Escape")
            usleep(200_000)
            #expect(try sandbox.read("doc.json") == changed)
            try terminal.press("q")
            #expect(try terminal.terminalRestored())
        }

        @Test func editStaysResponsiveWhileAnotherProgramHoldsTheFile() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json", "--view", "download"])
            try terminal.waitForScreen(showing: "MyProgressBar 'download'")
            // Keys that are not for typing (Home) leave the typing as it is.
            try terminal.press("Enter")
            try terminal.press("C-u")
            try terminal.type("4")
            try terminal.press("Home")
            try terminal.type("2")
            let holder = open(sandbox.path("doc.json"), O_RDONLY)
            #expect(flock(holder, LOCK_EX) == 0)
            try terminal.press("Enter")
            try terminal.waitForScreen(showing: "is being changed by another program")
            #expect(try sandbox.read("doc.json") == progressBarDocument)
            // What was typed is still there to save once the file is free.
            flock(holder, LOCK_UN)
            close(holder)
            try terminal.press("Enter")
            try terminal.waitForFile("doc.json", "percent 42") { $0 == self.percent(42) }
            try terminal.press("q")
            #expect(try terminal.terminalRestored())
        }

        @Test func editShowsASavesNoteOnItsStatusLine() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            #expect(link(sandbox.path("doc.json"), sandbox.path("other.json")) == 0)
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json", "--view", "download"])
            try terminal.waitForScreen(showing: "MyProgressBar 'download'")
            try terminal.press("Right")
            let screen = try terminal.waitForScreen(showing: "has other hard links")
            #expect(screen.hasPrefix("designer edit"), "\(screen)")
            try terminal.press("q")
            #expect(try terminal.terminalRestored())
        }

        @Test func editSaysWhyAKeyChangedNothing() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", percent(100))
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json", "--view", "download"])
            try terminal.waitForScreen(showing: "MyProgressBar 'download'")
            try terminal.press("Right")
            try terminal.waitForScreen(showing: "percent is already 100, at the end of its range")
            try terminal.press("Enter")
            try terminal.press("C-u")
            try terminal.type("150")
            try terminal.press("Enter")
            try terminal.waitForScreen(showing: "percent is already 100 (150 is outside 0...100; using 100)")
            #expect(try sandbox.read("doc.json") == percent(100))
            try terminal.press("q")
            #expect(try terminal.terminalRestored())
        }

        @Test func ctrlCQuitsEdit() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json"])
            try terminal.waitForScreen(showing: "Background Color")
            try terminal.press("C-c")
            #expect(try terminal.terminalRestored())
            #expect(try terminal.exitStatus() == 128 + SIGINT)
            #expect(try sandbox.read("doc.json") == progressBarDocument)
        }

        @Test func editSavesEachKeyAsAMinimalEdit() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json"])
            try terminal.waitForScreen(showing: "Background Color")
            try terminal.press("Tab")
            try terminal.waitForScreen(showing: "MyProgressBar 'download'")

            try terminal.press("Right")
            try terminal.waitForFile("doc.json", "percent 51") { $0 == self.percent(51) }
            try terminal.press("S-Right")
            try terminal.waitForFile("doc.json", "percent 61") { $0 == self.percent(61) }
            try terminal.press("Left")
            try terminal.waitForFile("doc.json", "percent 60") { $0 == self.percent(60) }
            try terminal.waitForScreen(showing: "60%")

            // Typed values are checked as they are typed; a clamped one is said.
            try terminal.press("Enter", "C-u")
            try terminal.type("abc")
            try terminal.waitForScreen(showing: "✗ 'abc'")
            try terminal.press("C-u")
            try terminal.type("150")
            try terminal.waitForScreen(showing: "⚠ 150 is outside 0...100")
            try terminal.press("Enter")
            try terminal.waitForFile("doc.json", "percent 100") { $0 == self.percent(100) }

            // Reset, undo and redo.
            let reset = try expected(percent(100), ["reset", "download.percent"])
            try terminal.press("r")
            try terminal.waitForFile("doc.json", "percent reset") { $0 == reset }
            try terminal.press("u")
            try terminal.waitForFile("doc.json", "percent back to 100") { $0 == self.percent(100) }
            try terminal.press("C-r")
            try terminal.waitForFile("doc.json", "percent reset again") { $0 == reset }
            try terminal.press("u")
            try terminal.waitForFile("doc.json", "percent 100 again") { $0 == self.percent(100) }

            // A color by name, and a Bool toggled with space.
            let orange = try expected(percent(100), ["set", "download.color=orange"])
            try terminal.press("Down", "Enter", "C-u")
            try terminal.type("orange")
            try terminal.press("Enter")
            try terminal.waitForFile("doc.json", "the color") { $0 == orange }
            let hidden = try expected(orange, ["set", "download.isHidden=true"])
            for _ in 0..<5 { try terminal.press("Down") }
            try terminal.press("Space")
            try terminal.waitForFile("doc.json", "isHidden") { $0 == hidden }

            try terminal.press("q")
            #expect(try terminal.exitStatus() == 0)
            #expect(try terminal.terminalRestored())
        }

        @Test func editPicksUpChangesMadeByOthers() throws {
            let sandbox = try Sandbox()
            try sandbox.write("doc.json", progressBarDocument)
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json", "--view", "download"])
            try terminal.waitForScreen(showing: "MyProgressBar 'download'")

            #expect(try sandbox.run(["set", "-f", "doc.json", "percent=7"]).status == 0)
            try terminal.waitForScreen(showing: "7%")
            // The next step starts from the value on disk.
            try terminal.press("Right")
            try terminal.waitForFile("doc.json", "percent 8") { $0 == self.percent(8) }

            // While the file is broken, the inspector shows why and edits nothing.
            let broken = #"{"class": "View""#
            try sandbox.write("doc.json", broken)
            try terminal.waitForScreen(showing: "doc.json:1:")
            try terminal.press("Right")
            try terminal.waitForScreen(showing: "fix them before editing")
            #expect(try sandbox.read("doc.json") == broken)

            try save(sandbox, "doc.json", percent(20))
            let fixed = try terminal.waitForScreen(showing: "20%")
            #expect(!fixed.contains("fix them"), "the complaint goes once the file is fixed")
            try terminal.press("Right")
            try terminal.waitForFile("doc.json", "percent 21") { $0 == self.percent(21) }

            // Undo after someone else's change undoes only this inspector's own.
            #expect(try sandbox.run(["set", "-f", "doc.json", "color=red"]).status == 0)
            try terminal.waitForScreen(showing: "#FF0000")
            let undone = try expected(try sandbox.read("doc.json"), ["set", "percent=20"])
            try terminal.press("u")
            try terminal.waitForFile("doc.json", "percent back to 20") { $0 == undone }
            #expect(undone.contains("\"color\": \"#FF0000\""))
            try terminal.press("q")
            #expect(try terminal.terminalRestored())
        }

        /// The progress bar's document with another bar, 'extra', put before 'download'.
        private var withExtraBar: String {
            progressBarDocument.replacingOccurrences(
                of: "\"subviews\": [\n",
                with: """
                    "subviews": [
                        { "id": "extra", "class": "MyProgressBar", "frame": { "x": 0, "y": 0, "width": 100, "height": 20 },
                          "attributes": { "percent": 10 } },

                    """)
        }
    }
#endif
