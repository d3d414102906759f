import Inspectable
import Testing

@testable import DesignerCore

/// The glyphs of the system bar items that show no title.
@Suite("Scene chrome glyphs")
struct SceneChromeGlyphTests {
    /// Each glyph fills most of its square in its longer extent and stays inside it, so that it
    /// shows where its item is (a refresh arrow drawn the short way round would be a speck).
    @Test(arguments: [
        "back", "add", "stop", "search", "action", "compose", "trash", "refresh", "bookmarks", "favorites", "recents",
        "more", "play", "pause", "close", "organize",
    ])
    func fillsItsSquare(name: String) {
        let square = Rect(x: 10, y: 20, width: 20, height: 20)
        let bounds = SceneChrome.glyph(name, in: square).boundingBox
        #expect(max(bounds.width, bounds.height) >= 0.6 * 20, "\(bounds)")
        #expect(bounds.x >= 10 - 1e-9 && bounds.y >= 20 - 1e-9, "\(bounds)")
        #expect(bounds.maxX <= 30 + 1e-9 && bounds.maxY <= 40 + 1e-9, "\(bounds)")
    }
}
