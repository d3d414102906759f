import DesignerCore
import Foundation
import Inspectable
import Testing

/// An author's component that shares its name with a class of an iOS project: `labelSize` is
/// the component's alone, `trackOpacity` the project's alone.
struct ActivityRing: Component {
    @Inspectable(range: 0...1, step: 0.05, description: "How far round the ring is filled.")
    var progress: Double = 0
    @Inspectable(range: 1...40, step: 1) var lineWidth: Double = 8
    @Inspectable var ringColor: Color = .orange
    @Inspectable(range: 8...60) var labelSize: Double = 17

    func draw(in context: inout GraphicsContext) {
        context.draw(
            "ring \(Int(progress * 100)) \(Int(lineWidth))", in: context.bounds, font: .system(size: labelSize),
            color: ringColor)
    }
}

/// In an Interface Builder document the project's sources decide which keys a class has: a
/// registered component of the same name lends them its drawing, ranges, steps, labels and
/// descriptions, and a key only the component has is the launch crash it is without it.
@Suite("A registered component of a class the project declares") struct RegisteredComponentKeysTests {
    /// The author's own designer: the shipped classes and `ActivityRing`.
    static let registry = try! ComponentRegistry.shipped.adding([ActivityRing.self])

    static let source = """
        import UIKit

        @IBDesignable
        final class ActivityRing: UIView {
            @IBInspectable var progress: CGFloat = 0.25
            @IBInspectable var lineWidth: CGFloat = 8
            @IBInspectable var ringColor: UIColor = .orange
            @IBInspectable var trackOpacity: CGFloat = 0.2
        }

        """

    /// A storyboard whose view `move` is an `ActivityRing` with `runtime` attributes.
    static func storyboard(runtime: String) -> String {
        IBFixture.xib(
            IBFixture.view(
                "move", className: "ActivityRing", frame: #"x="0.0" y="0.0" width="120" height="120""#,
                runtime: runtime))
    }

    static let lineWidth = IBFixture.runtime("number", "lineWidth", element: #"<real key="value" value="12"/>"#)

    /// A project of `ActivityRing.swift` and `App/Main.xib` with `runtime` attributes on its ring.
    static func project(runtime: String = lineWidth, source: String = source) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n}\n")
        try sandbox.write("App/ActivityRing.swift", source)
        try sandbox.write("App/Main.xib", storyboard(runtime: runtime))
        return sandbox
    }

    @Test(arguments: [false, true])
    func aKeyOnlyTheComponentHasIsRefusedBySet(registered: Bool) throws {
        let sandbox = try Self.project()
        let before = try sandbox.bytes("App/Main.xib")
        let run = sandbox.runInProcess(
            ["set", "-f", "App/Main.xib", "move.labelSize=30"], registry: registered ? Self.registry : .shipped)
        #expect(run.status != 0)
        #expect(run.stderr.hasPrefix("Error: ActivityRing has no attribute 'labelSize'"))
        #expect(try sandbox.bytes("App/Main.xib") == before)
    }

    @Test(arguments: [false, true])
    func checkReportsAKeyOnlyTheComponentHas(registered: Bool) throws {
        let labelSize = IBFixture.runtime("number", "labelSize", element: #"<real key="value" value="30"/>"#)
        let sandbox = try Self.project(runtime: Self.lineWidth + labelSize)
        let run = sandbox.runInProcess(
            ["check", "App/Main.xib"], registry: registered ? Self.registry : .shipped)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "error: ActivityRing has no key 'labelSize': loading the document stops the app with 'this class is not key value coding-compliant for the key labelSize'"
            ))
        #expect(run.stderr.contains("1 error and 0 warnings"))
    }

    @Test func inspectListsTheSourcesKeysWithTheComponentsRangesAndDescriptions() throws {
        let sandbox = try Self.project()
        let run = sandbox.runInProcess(["inspect", "-f", "App/Main.xib", "--json"], registry: Self.registry)
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let view = try #require((json["views"] as? [[String: Any]])?.first)
        let sections = try #require(view["sections"] as? [[String: Any]])
        let own = try #require(sections.first?["attributes"] as? [[String: Any]])
        #expect(own.map { $0["name"] as? String } == ["progress", "lineWidth", "ringColor", "trackOpacity"])
        let progress = try #require(own.first)
        // The component's range, step and description; the source's default.
        #expect(progress["maximum"] as? Double == 1)
        #expect(progress["step"] as? Double == 0.05)
        #expect(progress["description"] as? String == "How far round the ring is filled.")
        #expect(progress["default"] as? Double == 0.25)
        #expect(own[1]["value"] as? Double == 12)
        #expect(own[1]["maximum"] as? Double == 40)
        // A key only the sources declare is an attribute by its written type.
        #expect(own[3]["type"] as? String == "Double")
        #expect(own[3]["maximum"] is NSNull)
        #expect(
            !sections.contains {
                ($0["attributes"] as? [[String: Any]])?.contains { $0["name"] as? String == "labelSize" } ?? false
            })
    }

    @Test func theComponentDrawsTheSourcesValues() throws {
        let sandbox = try Self.project()
        let run = sandbox.runInProcess(["render", "-f", "App/Main.xib", "--format", "svg"], registry: Self.registry)
        #expect(run.status == 0)
        // The source's default progress and the document's line width reach the component.
        #expect(run.stdout.contains("ring 25 12"))
        let set = sandbox.runInProcess(
            ["set", "-f", "App/Main.xib", "move.progress=2", "move.trackOpacity=0.5"], registry: Self.registry)
        #expect(set.status == 0)
        #expect(set.stderr.contains("progress"))
        let get = sandbox.runInProcess(
            ["get", "-f", "App/Main.xib", "move.progress", "move.trackOpacity"], registry: Self.registry)
        #expect(get.stdout == "1\n0.5\n")
    }

    @Test func aSwiftClassNamedForObjectiveCIsDecidedByItsSources() throws {
        let source = Self.source.replacingOccurrences(
            of: "final class ActivityRing", with: "@objc(ActivityRing) final class RingView")
        let sandbox = try Self.project(source: source)
        let set = sandbox.runInProcess(["set", "-f", "App/Main.xib", "move.labelSize=30"], registry: Self.registry)
        #expect(set.status != 0)
        #expect(set.stderr.hasPrefix("Error: ActivityRing has no attribute 'labelSize'"))
        let render = sandbox.runInProcess(
            ["render", "-f", "App/Main.xib", "--format", "svg"], registry: Self.registry)
        #expect(render.stdout.contains("ring 25 12"))
        let clamped = sandbox.runInProcess(
            ["set", "-f", "App/Main.xib", "move.progress=2", "move.trackOpacity=0.5"], registry: Self.registry)
        #expect(clamped.status == 0)
        #expect(
            sandbox.runInProcess(["get", "-f", "App/Main.xib", "move.progress"], registry: Self.registry).stdout
                == "1\n")
    }

    @Test func aKeyOfAnotherTypeInTheSourcesKeepsTheSourcesType() throws {
        let source = Self.source.replacingOccurrences(
            of: "var progress: CGFloat = 0.25", with: "var progress: Int = 3")
        let sandbox = try Self.project(source: source)
        let set = sandbox.runInProcess(["set", "-f", "App/Main.xib", "move.progress=70"], registry: Self.registry)
        #expect(set.status == 0)
        #expect(set.stderr == "")
        #expect(
            sandbox.runInProcess(["get", "-f", "App/Main.xib", "move.progress"], registry: Self.registry).stdout
                == "70\n")
        // The component cannot take an integer for its Double: it draws its own default.
        let render = sandbox.runInProcess(
            ["render", "-f", "App/Main.xib", "--format", "svg"], registry: Self.registry)
        #expect(render.stdout.contains("ring 0 12"))
    }

    @Test func aJSONDocumentKeepsTheRegisteredComponent() throws {
        let sandbox = try Self.project()
        try sandbox.write(
            "App/ring.json",
            #"{ "class": "ActivityRing", "frame": { "x": 0, "y": 0, "width": 120, "height": 120 } }"# + "\n")
        let run = sandbox.runInProcess(["set", "-f", "App/ring.json", "labelSize=30"], registry: Self.registry)
        #expect(run.status == 0)
        #expect(try sandbox.read("App/ring.json").contains(#""labelSize": 30"#))
    }

    @Test func withoutAProjectTheComponentDecides() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.xib", Self.storyboard(runtime: Self.lineWidth))
        let run = sandbox.runInProcess(["set", "-f", "Main.xib", "move.labelSize=30"], registry: Self.registry)
        #expect(run.status == 0)
        #expect(sandbox.runInProcess(["check", "Main.xib"], registry: Self.registry).status == 0)
    }

    @Test func aClassOfAModuleWhoseSourcesAreNotFoundIsTheComponent() throws {
        let sandbox = try Self.project()
        try sandbox.write("App/ActivityRing.swift", "import UIKit\n")
        let document = Self.storyboard(runtime: Self.lineWidth).replacingOccurrences(
            of: #"customClass="ActivityRing""#, with: #"customClass="ActivityRing" customModule="RingKit""#)
        try sandbox.write("App/Main.xib", document)
        let run = sandbox.runInProcess(["set", "-f", "App/Main.xib", "move.labelSize=30"], registry: Self.registry)
        #expect(run.status == 0)
        #expect(try sandbox.read("App/Main.xib").contains(#"keyPath="labelSize""#))
    }
}
