#if os(Linux)
    import Foundation
    import TestTools
    import Testing

    /// `designer edit` in a real terminal shows a component's groups and descriptions, and the
    /// value a clamped entry was saved as.
    @Suite("edit's groups and descriptions in a terminal", .needs(.tmux))
    struct LiveGroupsTests {
        @Test func editShowsGroupsDescriptionsAndTheClampedValue() throws {
            let sandbox = try Sandbox()
            let example = ExamplesTests.examples.appendingPathComponent("ring.json")
            try sandbox.write("doc.json", try String(contentsOf: example, encoding: .utf8))
            let terminal = try TerminalHarness(sandbox, ["edit", "-f", "doc.json", "--view", "progress"])
            let screen = try terminal.waitForScreen(
                showing: "Progress: Progress from 0 to 1; values outside are clamped.")
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let ring = try #require(lines.firstIndex(of: "  Ring"), "\(screen)")
            #expect(lines[ring + 1].hasPrefix("    Track Color     "), "\(screen)")
            #expect(lines.contains("  Label"), "\(screen)")
            try terminal.press("Down")
            try terminal.waitForScreen(showing: "Track Color: Color of the whole circle beneath the progress.")
            try terminal.press("Up", "Enter", "C-u")
            try terminal.type("5")
            try terminal.press("Enter")
            let saved = try terminal.waitForScreen(showing: "saved: progress = 1 (5 is outside 0...1; using 1)")
            #expect(saved.contains("▸ Progress          1  0...1  animates"), "\(saved)")
            try terminal.press("q")
            #expect(try terminal.terminalRestored())
        }
    }
#endif
