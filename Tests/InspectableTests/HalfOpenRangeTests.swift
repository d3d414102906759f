import DesignerCore
import Inspectable
import Testing

/// A badge as an author writes one: a count below 100.
struct CountBadge: Component {
    @Inspectable(range: 0..<100)
    var count: Int = 0
    @Inspectable(range: 0..<1.0) var fill: Double = 0.5
    @Inspectable(range: ..<10) var below: Int = 0
    @Inspectable(range: 0..<100) var limit: Int? = nil
}

/// The same badge as a class, and a subclass of it that adds nothing.
class CountBadgeView: Component, @unchecked Sendable {
    @Inspectable(range: 0..<100) var count: Int = 0
    required init() {}
}

final class LargeCountBadgeView: CountBadgeView, @unchecked Sendable {}

/// Half-open ranges that admit no value.
struct EmptyRanges: Component {
    @Inspectable(range: 5..<5) var none: Int = 5
    @Inspectable(range: ..<Int.min) var nothingBelow: Int = 0
}

/// A half-open range whose bounds are not numbers.
struct InfiniteRange: Component {
    @Inspectable(range: -Double.infinity..<Double.infinity) var any: Double = 0
}

@Suite("Half-open ranges")
struct HalfOpenRangeTests {
    let badge = try! ComponentRegistry([CountBadge.self]).componentClass(named: "CountBadge")!

    @Test(
        arguments: [
            ("count", "150", "99", "0...99"),
            ("count", "99", "99", "0...99"),
            ("count", "-1", "0", "0...99"),
            ("fill", "1", "\(1.0.nextDown)", "0...\(1.0.nextDown)"),
            ("fill", "0.5", "0.5", "0...\(1.0.nextDown)"),
            ("below", "10", "9", "...9"),
            ("limit", "100", "99", "0...99"),
        ])
    func clampBelowTheirBound(name: String, text: String, applied: String, range: String) throws {
        var configuration = badge.defaults
        #expect(try configuration.set(name, text: text).applied.text == applied)
        var fromJSON = badge.defaults
        let number = try #require(JSONNumber(literal: text))
        #expect(try fromJSON.set(name, json: .number(number)).applied.text == applied)
        #expect(badge.attribute(named: name)?.range == range)
    }

    @Test func theSchemaGivesTheRangeAsItClamps() throws {
        let registry = try ComponentRegistry([CountBadge.self])
        let schema = DocumentSchema.schema(for: registry).serialized
        #expect(
            schema.contains(
                #""count": {"title": "Count", "default": 0, "type": "integer", "minimum": 0, "maximum": 99}"#))
        #expect(schema.contains(#""minimum": 0, "maximum": \#(1.0.nextDown)}"#))
        #expect(!schema.contains(#""maximum": 100}"#))
    }

    @Test func codeAssignmentsClampHoweverTheComponentIsDeclared() {
        var badge = CountBadge()
        badge.count = 150
        badge.limit = 150
        badge.fill = 2
        #expect(badge.count == 99)
        #expect(badge.limit == 99)
        #expect(badge.fill == 1.0.nextDown)
        let view = CountBadgeView()
        view.count = 150
        #expect(view.count == 99)
        let large = LargeCountBadgeView()
        large.count = 100
        #expect(large.count == 99)
    }

    @Test func aRangeWithNoValueIsADeclarationProblem() {
        let registry = ComponentRegistry(rejectingInvalid: [EmptyRanges.self])
        #expect(
            registry.rejected.first?.problems.map(\.problem.description) == [
                "EmptyRanges.none: range 5..<5 is empty; no value could be set",
                "EmptyRanges.nothingBelow: range ..<\(Int.min) has no value below its bound",
            ])
    }

    /// An infinite bound is no bound: it is said to be one, not that the range is empty.
    @Test func anInfiniteBoundIsSaidToBeNoNumber() {
        let problems = ComponentRegistry(rejectingInvalid: [InfiniteRange.self]).rejected.first?.problems ?? []
        let descriptions = problems.map(\.problem.description)
        #expect(descriptions.count == 2, "\(descriptions)")
        #expect(descriptions.allSatisfy { $0.contains("leave the bound out for an open range") }, "\(descriptions)")
    }
}
