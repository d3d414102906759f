import DesignerTesting
import Inspectable
import Scorecard
import Testing
import XCTest

/// The scorecard's snapshots, asserted in `swift test` with the testing library: kept in
/// `__Snapshots__/ScorecardSnapshotTests` beside this file, recorded the first time, compared after.
@Suite("Scorecard snapshots")
struct ScorecardSnapshotTests {
    @Test(arguments: [0, 2.5, 5])
    func starsFilledToTheRating(rating: Double) {
        var card = Scorecard()
        card.rating = rating
        card.filledColor = .systemOrange
        assertSnapshot(of: card, as: .png(scale: 2), named: "rating-\(rating)")
    }

    @Test func inTheDarkAppearanceAndAsText() {
        var card = Scorecard()
        card.rating = 3
        assertSnapshot(of: card, size: Size(width: 100, height: 20), as: .svg, named: "dark", appearance: .dark)
        assertSnapshot(of: card, size: Size(width: 100, height: 20), as: .text, named: "text")
    }

    @Test func aDocumentAndItsVariant() {
        assertSnapshot(ofDocument: "card.json", components: [Scorecard.self], as: .png, named: "card")
        assertSnapshot(
            ofDocument: "card.json", variant: "empty", components: [Scorecard.self], as: .png, named: "card-empty")
    }
}

/// The same library under XCTest.
final class ScorecardXCTestSnapshots: XCTestCase {
    func testSevenStars() {
        var card = Scorecard()
        card.maxStars = 7
        card.rating = 4.5
        assertSnapshot(of: card, size: Size(width: 168, height: 24), as: .png, named: "seven")
    }
}
