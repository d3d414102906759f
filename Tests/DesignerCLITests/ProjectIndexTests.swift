import Foundation
import TestTools
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The project index (`DESIGNER_CACHE`): what is derived from a project's files and kept between
/// runs never changes what a command says, however the project changes between them.
@Suite("Project index") struct ProjectIndexTests {
    /// A repository: an app project with a source and a resource, an extra folder of sources no
    /// target lists, and an asset catalog of a color and an image of two PDFs.
    private static func project(in sandbox: Sandbox) throws {
        try sandbox.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try sandbox.write(
            "repo/App/App.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj([.init(name: "App", sources: ["Views/AppView.swift"], resources: ["Main.xib"])]))
        try sandbox.write("repo/App/Views/AppView.swift", ProjectFixture.view("AppView", inspectable: "glow"))
        try sandbox.write("repo/App/Extras/Badge.swift", ProjectFixture.view("BadgeView", inspectable: "corner"))
        try sandbox.write(
            "repo/App/Assets.xcassets/Star.imageset/Contents.json",
            #"{"images": [{"filename": "red.pdf", "idiom": "universal"}]}"#)
        for (name, color) in [("red", "1 0 0 rg"), ("blue", "0 0 1 rg")] {
            try Data(TestPDF.page(content: "\(color) 0 0 20 20 re f").bytes).write(
                to: sandbox.url.appendingPathComponent("repo/App/Assets.xcassets/Star.imageset/\(name).pdf"))
            try Data(TestPDF.page(content: "\(color) 0 0 10 10 re f").bytes).write(
                to: sandbox.url.appendingPathComponent("repo/App/Moon-\(name).pdf"))
        }
        try sandbox.write(
            "repo/App/Assets.xcassets/Ink.colorset/Contents.json",
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.0", "green": "0.5", "blue": "0.0", "alpha": "1.0"}}}]}"#
        )
        try sandbox.write("repo/App/Main.xib", document)
        // The copy `set` edits, in a folder the search for sources passes over.
        try sandbox.write("repo/App/.edits/Edit.xib", document)
        // A file changed within the last second is derived again on the next run (its stamp
        // could not tell a change in the same clock tick): the index keeps facts of older files.
        Thread.sleep(forTimeInterval: 1.1)
    }

    private static let document = IBFixture.xib(
        """
                <view contentMode="scaleToFill" id="top-01-aaa" customClass="AppView">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="40"/>
                    <color key="backgroundColor" name="Ink"/>
                    <subviews>
                        <imageView contentMode="scaleToFill" id="img-01-aaa" image="Star">
                            <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                        </imageView>
                        <imageView contentMode="scaleToFill" id="img-02-aaa" image="Moon">
                            <rect key="frame" x="20" y="0.0" width="20" height="20"/>
                        </imageView>
                        <view contentMode="scaleToFill" id="new-01-aaa" customClass="NewView">
                            <rect key="frame" x="40" y="0.0" width="20" height="20"/>
                        </view>
                        <view contentMode="scaleToFill" id="bdg-01-aaa" customClass="BadgeView">
                            <rect key="frame" x="40" y="20" width="20" height="20"/>
                        </view>
                    </subviews>
                </view>

        """,
        resources: "        <image name=\"Star\" width=\"20\" height=\"20\"/>\n        <namedColor name=\"Ink\"/>\n")

    /// What render, layout, get, set, convert and check say of the document with `environment`:
    /// each run's status, output and errors, and the bytes of the files it writes.
    private static func outputs(_ sandbox: Sandbox, _ environment: [String: String]) throws -> [String] {
        var results: [String] = []
        let commands: [[String]] = [
            ["render", "-f", "repo/App/Main.xib", "--scale", "2", "-o", "out/main.png"],
            ["render", "-f", "repo/App/Main.xib", "--appearance", "dark", "-o", "out/dark.png"],
            ["layout", "-f", "repo/App/Main.xib"],
            ["get", "-f", "repo/App/Main.xib", "--view", "bdg-01-aaa", "class", "frame"],
            ["set", "-f", "repo/App/.edits/Edit.xib", "--view", "bdg-01-aaa", "alpha=0.5"],
            ["convert", "repo/App/Main.xib", "-o", "out/main.json"],
            ["check", "repo"],
        ]
        // Each run writes its files afresh.
        try? FileManager.default.removeItem(at: sandbox.url.appendingPathComponent("out"))
        try FileManager.default.createDirectory(
            at: sandbox.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        for command in commands {
            if command[0] == "set" { try sandbox.write("repo/App/.edits/Edit.xib", document) }
            results.append("\(command): \(sandbox.runInProcess(command, environment: environment))")
        }
        for file in ["out/main.png", "out/dark.png", "out/main.json", "repo/App/.edits/Edit.xib"] {
            results.append(file + ": " + ((try? sandbox.bytes(file))?.base64EncodedString() ?? "none"))
        }
        return results
    }

    /// The outputs with the index, cold and warm, are those without it.
    private static func expectSameAsWithout(_ sandbox: Sandbox, _ step: String) throws {
        let cache = ["DESIGNER_CACHE": sandbox.path("cache")]
        let without = try outputs(sandbox, ["DESIGNER_CACHE": "off"])
        for run in ["first", "second"] {
            let with = try outputs(sandbox, cache)
            for (kept, read) in zip(with, without) { #expect(kept == read, "\(step), \(run) run with the index") }
        }
    }

    @Test func everyCommandSaysTheSameWithTheIndexColdWarmAndAfterEachChange() throws {
        let sandbox = try Sandbox()
        try Self.project(in: sandbox)
        try Self.expectSameAsWithout(sandbox, "as written")
        let index = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("cache"))
        #expect(index.count == 1 && index[0].hasSuffix(".index"), "\(index)")

        try sandbox.write(
            "repo/App/Extras/NewView.swift",
            "import UIKit\n\nclass NewView: UIView {\n    @IBInspectable var spin: CGFloat = 0\n}\n")
        try Self.expectSameAsWithout(sandbox, "a Swift file of a new class added")

        try sandbox.write(
            "repo/App/Assets.xcassets/Moon.imageset/Contents.json",
            #"{"images": [{"filename": "moon.pdf", "idiom": "universal"}]}"#)
        try FileManager.default.copyItem(
            atPath: sandbox.path("repo/App/Moon-red.pdf"),
            toPath: sandbox.path("repo/App/Assets.xcassets/Moon.imageset/moon.pdf"))
        try Self.expectSameAsWithout(sandbox, "an image set added")

        // In place: the same file, the same size, another image.
        let contents = sandbox.path("repo/App/Assets.xcassets/Star.imageset/Contents.json")
        let handle = try #require(FileHandle(forWritingAtPath: contents))
        try handle.write(contentsOf: Data(#"{"images": [{"filename": "blue.pdf", "idiom": "universal"}]}"#.utf8))
        try handle.close()
        try Self.expectSameAsWithout(sandbox, "an image set's Contents.json edited in place")

        // A color set's Contents.json edited in place, the same size with another green; then a
        // color with a system color for the dark appearance, a system color, and no JSON at all.
        let ink = sandbox.path("repo/App/Assets.xcassets/Ink.colorset/Contents.json")
        let written = try sandbox.read("repo/App/Assets.xcassets/Ink.colorset/Contents.json")
        let inkHandle = try #require(FileHandle(forWritingAtPath: ink))
        try inkHandle.write(contentsOf: Data(written.replacingOccurrences(of: "\"0.5\"", with: "\"0.7\"").utf8))
        try inkHandle.close()
        try Self.expectSameAsWithout(sandbox, "a color set's Contents.json edited in place")
        let colors: [(String, String)] = [
            (
                "a color with a dark value",
                #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.1", "green": "0.2", "blue": "0.3", "alpha": "0.9"}}}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"reference": "systemOrangeColor"}}]}"#
            ),
            ("a system color", #"{"colors": [{"idiom": "universal", "color": {"reference": "labelColor"}}]}"#),
            ("a color set of no color yet", #"{"colors": [{"idiom": "universal"}]}"#),
            ("a color set that is not JSON", #"{"colors": ["#),
        ]
        for (what, contents) in colors {
            try sandbox.write("repo/App/Assets.xcassets/Ink.colorset/Contents.json", contents)
            Thread.sleep(forTimeInterval: 1.1)
            try Self.expectSameAsWithout(sandbox, what)
        }

        let pbxproj = sandbox.path("repo/App/App.xcodeproj/project.pbxproj")
        #expect(utimes(pbxproj, nil) == 0)
        try Self.expectSameAsWithout(sandbox, "the project file touched")
        try sandbox.write(
            "repo/App/App.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj([
                .init(name: "App", sources: ["Views/AppView.swift", "Extras/NewView.swift"], resources: ["Main.xib"])
            ]))
        try Self.expectSameAsWithout(sandbox, "a source added to the project file")

        try FileManager.default.moveItem(atPath: sandbox.path("repo/App/Extras"), toPath: sandbox.path("repo/App/More"))
        try Self.expectSameAsWithout(sandbox, "a folder renamed")
        try FileManager.default.removeItem(atPath: sandbox.path("repo/App/More/NewView.swift"))
        try Self.expectSameAsWithout(sandbox, "a source removed")
        // Once its folder's change is old enough to be kept, the index forgets the file.
        Thread.sleep(forTimeInterval: 1.1)
        try Self.expectSameAsWithout(sandbox, "a source removed a second before")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("cache")).first)
        let kept = try sandbox.bytes("cache/" + file)
        #expect(kept.range(of: Data("More/NewView.swift".utf8)) == nil)
        #expect(kept.range(of: Data("More/Badge.swift".utf8)) != nil)
    }

    /// An index file that is damaged, cut short or not designer's is not read, and is replaced.
    @Test func aDamagedIndexIsNotReadAndIsReplaced() throws {
        let sandbox = try Sandbox()
        try Self.project(in: sandbox)
        let cache = ["DESIGNER_CACHE": sandbox.path("cache")]
        let without = try Self.outputs(sandbox, ["DESIGNER_CACHE": "off"])
        #expect(try Self.outputs(sandbox, cache) == without)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("cache")).first)
        let file = "cache/" + name
        let written = try sandbox.bytes(file)
        var flipped = written
        flipped[flipped.count / 2] ^= 0x20
        let damaged: [(String, Data)] = [
            ("cut short", written.prefix(written.count / 2)), ("a byte changed", flipped),
            ("another program's", Data("not an index\n".utf8)), ("empty", Data()),
        ]
        for (what, bytes) in damaged {
            try sandbox.write(file, bytes)
            #expect(try Self.outputs(sandbox, cache) == without, "\(what)")
            #expect(try sandbox.bytes(file) == written, "\(what)")
        }
    }

    /// An index folder that cannot be made or written changes nothing a command says; `off`
    /// keeps no index, and without `DESIGNER_CACHE` it is kept in `XDG_CACHE_HOME`.
    @Test func theIndexIsKeptWhereTheEnvironmentSaysOrNowhere() throws {
        let sandbox = try Sandbox()
        try Self.project(in: sandbox)
        try sandbox.write("blocker", "a file where the index folder would be\n")
        let without = try Self.outputs(sandbox, ["DESIGNER_CACHE": "off", "XDG_CACHE_HOME": sandbox.path("xdg")])
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg")))
        #expect(try Self.outputs(sandbox, ["DESIGNER_CACHE": sandbox.path("blocker/cache")]) == without)
        #expect(try sandbox.read("blocker") == "a file where the index folder would be\n")
        #expect(try Self.outputs(sandbox, ["XDG_CACHE_HOME": sandbox.path("xdg")]) == without)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("xdg/designer")).count == 1)
    }
}
