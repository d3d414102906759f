import DesignerCore
import Inspectable
import Scorecard
import Testing

@Suite("Scorecard")
struct ScorecardTests {
    @Test func registersBesideTheBuiltIns() throws {
        let registry = try ComponentRegistry.withScorecard()
        #expect(registry.classes.map(\.name) == ["View", "MyProgressBar", "CustomProgress", "Scorecard"])
        let scorecard = try #require(registry.componentClass(named: "Scorecard"))
        #expect(scorecard.sections.map(\.title) == ["Scorecard", "View"])
        #expect(
            scorecard.sections[0].attributes.map(\.label) == ["Rating", "Max Stars", "Filled Color", "Empty Color"])
        let rating = try #require(scorecard.attribute(named: "rating"))
        #expect(rating.range == "0...5")
        #expect(rating.step?.text == "0.5")
        #expect(rating.typeName == "Double")
    }

    /// Descriptions from `description:`, and from `///` comments through the DesignerDocumentation
    /// plugin, markup left out.
    @Test(arguments: [
        ("rating", "How many stars are filled, in half-star steps."),
        (
            "filledColor",
            "Color of the filled stars: a description from a doc comment, as the DesignerDocumentation "
                + "plugin the package applies to this target gives it."
        ),
        ("emptyColor", "Color of the empty stars."),
    ])
    func describesEachAttribute(attribute: String, description: String) throws {
        let scorecard = try #require(try ComponentRegistry.withScorecard().componentClass(named: "Scorecard"))
        #expect(scorecard.attribute(named: attribute)?.summary == description)
    }

    @Test(arguments: [("3.5", "3.5", false), ("7", "5", true), ("-1", "0", true)])
    func ratingClampsFromText(text: String, applied: String, clamped: Bool) throws {
        let scorecard = try #require(try ComponentRegistry.withScorecard().componentClass(named: "Scorecard"))
        var configuration = scorecard.defaults
        let assignment = try configuration.set("rating", text: text)
        #expect(assignment.applied.text == applied)
        #expect(assignment.isClamped == clamped)
    }

    @Test func buildsAConfiguredScorecard() throws {
        let scorecard = try #require(try ComponentRegistry.withScorecard().componentClass(named: "Scorecard"))
        var configuration = scorecard.defaults
        try configuration.set("rating", json: .number(try #require(JSONNumber(literal: "3.5"))))
        try configuration.set("filledColor", text: "#FF9500")
        let built = try #require(try configuration.instantiate().component as? Scorecard)
        #expect(built.rating == 3.5)
        #expect((0..<5).map(built.fill(ofStar:)) == [1, 1, 1, 0.5, 0])
        #expect(built.filledColor == (try Color(text: "#FF9500")))
    }

    @Test func aBadValueNamesTheAttribute() throws {
        let scorecard = try #require(try ComponentRegistry.withScorecard().componentClass(named: "Scorecard"))
        var configuration = scorecard.defaults
        #expect(throws: AttributeError.unknownAttribute("stars", className: "Scorecard", suggestion: "maxStars")) {
            try configuration.set("stars", text: "4")
        }
    }
}
