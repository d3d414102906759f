import Inspectable
import Testing

@testable import DesignerCore

/// A component with one mistake, whose declaration's line the test knows.
struct Skewed: Component {
    static let stepLine = #line + 1
    @Inspectable(step: 0)
    var stride: Int = 1
    static let rangeLine = #line + 1
    @Inspectable(range: 0...10) var level: Int = 20
}

/// A sound component beside it.
struct Upright: Component {
    @Inspectable var title: String = "OK"
}

/// A value type whose hand-written `init(from:)` forgets an attribute: still reported.
struct Forgetful: Component {
    @Inspectable var kept: Int = 0
    static let forgottenLine = #line + 1
    @Inspectable var forgotten: Int = 0

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _kept = try container.decode(Inspectable<Int>.self, forKey: .kept)
    }

    private enum CodingKeys: String, CodingKey { case kept }
}

@Suite("Rejected components")
struct RejectedComponentTests {
    @Test func aRejectedComponentLeavesTheOthersWorking() throws {
        let registry = ComponentRegistry(rejectingInvalid: [Skewed.self, Upright.self])
        #expect(registry.classNames == ["View", "Upright"])
        #expect(registry.componentClass(named: "Skewed") == nil)
        let rejected = try #require(registry.rejection(named: "Skewed"))
        #expect(
            rejected.problems.map(\.problem.description) == [
                "Skewed.stride: step 0 is not greater than 0", "Skewed.level: default 20 is outside 0...10",
            ])
        #expect(rejected.problems.map(\.line) == [Skewed.stepLine, Skewed.rangeLine])
        #expect(rejected.problems.map(\.column) == [6, 6])
        #expect(rejected.problems.allSatisfy { $0.file == #filePath })
        #expect(
            rejected.reason
                == "class 'Skewed' was rejected: Skewed.stride: step 0 is not greater than 0; Skewed.level: default 20 is outside 0...10"
        )
        #expect(registry.rejection(named: "Upright") == nil)
    }

    @Test func theStrictRegistryThrowsWhatTheOtherSetsAside() {
        #expect {
            try ComponentRegistry([Upright.self, Skewed.self])
        } throws: { error in
            (error as? RegistrationError)?.problems.count == 2
        }
        #expect(throws: RegistrationError.self) {
            try ComponentRegistry(rejectingInvalid: [Upright.self]).adding([Skewed.self])
        }
    }

    @Test func aRejectionKeepsTheRegisteredClassesPlaces() throws {
        // A rejected class must not take the place of the next one registered.
        let registry = ComponentRegistry(rejectingInvalid: [Skewed.self]).adding(rejectingInvalid: [
            Skewed.self, Upright.self,
        ])
        #expect(registry.classes.map(\.name) == ["View", "Upright"])
        #expect(registry.componentClass(named: "Upright")?.attribute(named: "title") != nil)
        #expect(registry.rejected.map(\.className) == ["Skewed", "Skewed"])
    }

    @Test func aDuplicateNameIsRejectedAndTheFirstStays() throws {
        let registry = ComponentRegistry(rejectingInvalid: [Upright.self, Upright.self])
        #expect(registry.classNames == ["View", "Upright"])
        #expect(registry.rejected.map(\.problems.first?.problem) == [.duplicateClass("Upright")])
        #expect(registry.rejection(named: "Upright") == nil)
    }

    @Test func aHandWrittenInitFromThatForgetsAnAttributeIsReported() throws {
        let registry = ComponentRegistry(rejectingInvalid: [Forgetful.self])
        let problem = try #require(registry.rejected.first?.problems.first)
        #expect(problem.problem == .undecodedAttributes(className: "Forgetful", properties: ["forgotten"]))
        #expect(problem.line == Forgetful.forgottenLine)
    }
}
