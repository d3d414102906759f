import Foundation
import Testing

@Suite("Examples")
struct ExamplesTests {
    static let examples = Binary.packageRoot.appendingPathComponent("examples")

    static func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: examples.appendingPathComponent(name))
    }

    @Test func theCommittedSchemaIsWhatDesignerPrints() throws {
        let committed = try String(
            decoding: Data(contentsOf: Self.examples.appendingPathComponent("designer.schema.json")), as: UTF8.self)
        let run = try Sandbox().run(["schema"])
        #expect(run.status == 0)
        #expect(
            run.stdout == committed,
            "examples/designer.schema.json is stale: run `swift run designer schema > examples/designer.schema.json`")
    }

    @Test(arguments: [
        "progress-bar.json", "custom-progress.json", "scene.json", "system-colors.json", "standard-views.json",
    ])
    func examplesCheckCleanAndNameTheSchema(name: String) throws {
        let path = Self.examples.appendingPathComponent(name).path
        #expect(
            try Sandbox().run(["check", path])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let schema = try #require(document["$schema"] as? String)
        #expect(FileManager.default.fileExists(atPath: Self.examples.appendingPathComponent(schema).path))
    }

    @Test func theSeedProgressBarIsAsTheSeedBuildsIt() throws {
        let path = Self.examples.appendingPathComponent("progress-bar.json").path
        let run = try Sandbox().run(["get", "-f", path, "frame", "download.frame", "percent"])
        #expect(run == Run(status: 0, stdout: "0,0,300,120\n50,50,200,20\n50\n", stderr: ""))
    }
}

@Suite("README images")
struct ReadmeImagesTests {
    /// The README shows the examples as `designer render --scale 2` draws them, two of them in
    /// both appearances; they must not go stale.
    @Test(arguments: [
        ("progress-bar", "progress-bar", "light"), ("scene", "scene", "light"),
        ("custom-progress", "custom-progress", "light"), ("system-colors", "system-colors", "light"),
        ("system-colors", "system-colors-dark", "dark"), ("ring", "ring", "light"), ("gradient", "gradient", "light"),
        ("button", "button", "light"), ("rating", "rating", "light"), ("standard-views", "standard-views", "light"),
        ("standard-views", "standard-views-dark", "dark"),
        ("ProgressDemo/ProgressDemo/Base.lproj/Main.storyboard", "progress-demo", "light"),
        ("ProgressDemo/ProgressDemo/Base.lproj/Main.storyboard", "progress-demo-dark", "dark"),
    ])
    func theREADMEShowsWhatDesignerDraws(example: String, image: String, appearance: String) throws {
        let sandbox = try Sandbox()
        let file = example.hasSuffix(".storyboard") ? example : "\(example).json"
        let document = ExamplesTests.examples.appendingPathComponent(file).path
        let options = ["--scale", "2", "--appearance", appearance]
        let run = try sandbox.run(["render", "-f", document] + options + ["-o", "out.png"])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let committed = try Data(contentsOf: Binary.packageRoot.appendingPathComponent("docs/\(image).png"))
        let command = (["swift run designer render -f examples/\(file)"] + options).joined(separator: " ")
        #expect(
            try sandbox.bytes("out.png") == committed,
            "docs/\(image).png is stale: run `\(command) -o docs/\(image).png`")
    }

    /// The README's "Auto Layout and devices" shows one scene laid out on a small phone, a large
    /// phone and an iPad, as `designer render --device` draws it.
    @Test(arguments: [
        ("retina4_0", "layout-small-phone"), ("retina6_12", "layout-large-phone"),
        ("ipad10_9rounded", "layout-ipad"),
    ])
    func theREADMEShowsTheSceneOnEachDevice(device: String, image: String) throws {
        let sandbox = try Sandbox()
        let file = "ProgressDemo/ProgressDemo/Base.lproj/Transfers.storyboard"
        let document = ExamplesTests.examples.appendingPathComponent(file).path
        let options = ["--device", device, "--scale", "1"]
        let run = try sandbox.run(["render", "-f", document] + options + ["-o", "out.png"])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let committed = try Data(contentsOf: Binary.packageRoot.appendingPathComponent("docs/\(image).png"))
        let command = (["swift run designer render -f examples/\(file)"] + options).joined(separator: " ")
        #expect(
            try sandbox.bytes("out.png") == committed,
            "docs/\(image).png is stale: run `\(command) -o docs/\(image).png`")
    }

    /// The README's "Accessibility and localization" shows the scene's accessibility picture and
    /// the scene in a pseudolanguage.
    @Test(arguments: [(["--accessibility"], "accessibility-picture"), (["--pseudo", "double"], "pseudo-double")])
    func theREADMEShowsTheAccessibilityPictureAndAPseudolanguage(options: [String], image: String) throws {
        let sandbox = try Sandbox()
        let file = "ProgressDemo/ProgressDemo/Base.lproj/Transfers.storyboard"
        let document = ExamplesTests.examples.appendingPathComponent(file).path
        let run = try sandbox.run(["render", "-f", document] + options + ["-o", "out.png"])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let committed = try Data(contentsOf: Binary.packageRoot.appendingPathComponent("docs/\(image).png"))
        let command = (["swift run designer render -f examples/\(file)"] + options).joined(separator: " ")
        #expect(
            try sandbox.bytes("out.png") == committed,
            "docs/\(image).png is stale: run `\(command) -o docs/\(image).png`")
    }
}
