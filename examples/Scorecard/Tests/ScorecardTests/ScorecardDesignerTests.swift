import DesignerCLI
import DesignerCore
import Inspectable
import Scorecard
import Testing

/// The scorecard's own designer: the whole command line, with the scorecard registered.
@Suite("Scorecard designer")
struct ScorecardDesignerTests {
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        var context = CommandContext(registry: try ComponentRegistry.withScorecard())
        let status = DesignerCLI.run(arguments, context: &context)
        return (status, (context.output as? StringSink)?.text ?? "", (context.errorOutput as? StringSink)?.text ?? "")
    }

    @Test func listsTheScorecard() throws {
        let result = try run(["list"])
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "Scorecard       15 attributes (4 + 11 from View)  A row of stars, filled to a rating."))
    }

    @Test func newWritesAScorecardDocument() throws {
        let result = try run(["new", "Scorecard", "-f", "-"])
        #expect(result.status == 0)
        #expect(
            result.output == """
                {
                  "class": "Scorecard",
                  "frame": {"x": 0, "y": 0, "width": 120, "height": 24},
                  "attributes": {
                    "rating": 0,
                    "maxStars": 5,
                    "filledColor": "#FFCC00",
                    "emptyColor": "#AAAAAA"
                  }
                }

                """)
    }

    @Test func theSchemaKnowsTheRatingRange() throws {
        let result = try run(["schema"])
        #expect(result.status == 0)
        #expect(result.output.contains("\"attributes-Scorecard\""))
        #expect(result.output.contains("\"minimum\": 0,\n          \"maximum\": 5"))
    }
}
