import DesignerCore
import Foundation
import Rendering
import Testing

@testable import DesignerCLI

/// The before, after and difference pictures of changed scenes: drawn as `render` draws them,
/// named safely, and written all or not at all.
@Suite struct DiffPicturesTests {
    /// A scene of a storyboard: a view controller's 200×100 white view with one label.
    struct Scene {
        let id: String
        let text: String
        var x = 20
    }

    /// A storyboard of `scenes`, as Xcode writes one.
    static func storyboard(_ scenes: [Scene]) -> String {
        let written = scenes.enumerated().map { index, scene in
            """
                    <scene sceneID="\(scene.id.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;"))">
                        <objects>
                            <viewController id="ctl-\(index)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="view-\(index)">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" contentMode="left" text="\(scene.text)" lineBreakMode="tailTruncation" id="label-\(index)">
                                            <rect key="frame" x="\(scene.x)" y="40" width="160" height="21"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
                                    </subviews>
                                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="ctl-0">
                <scenes>
            \(written.joined(separator: "\n"))
                </scenes>
            </document>

            """
    }

    static func version(_ path: String, _ text: String, name: String? = nil) -> DiffPictures.Version {
        .init(path: path, bytes: Array(text.utf8), name: name)
    }

    /// Draws `comparisons` into `folder` of `sandbox`, as a command run there would.
    static func write(
        _ comparisons: [DiffPictures.Comparison], into folder: String = "pictures", in sandbox: Sandbox,
        device: String? = nil
    ) throws(CLIError) -> [DiffPictures.Picture] {
        var project = ProjectContext(registry: .shipped, workingDirectory: sandbox.path)
        if let device {
            project = ProjectContext(
                registry: .shipped, workingDirectory: sandbox.path,
                screen: ScreenChoice(named: try ScreenChoice.named(device, option: "--device", nil), orientation: nil))
        }
        let writer = Writer(CommandContext(registry: .shipped))
        return try DiffPictures.write(
            comparisons, into: folder, scale: 1, project: project,
            documents: DocumentSource(project, problemsFor: writer))
    }

    static func bitmap(_ sandbox: Sandbox, _ name: String) throws -> Bitmap {
        try PNGDecoder.decode(Array(try sandbox.bytes(name)))
    }

    /// Pixels of the difference picture that are its red, where the versions differ.
    static func redPixels(_ bitmap: Bitmap) -> [(x: Int, y: Int)] {
        (0..<bitmap.height).flatMap { y in
            (0..<bitmap.width).compactMap { x in
                let index = (y * bitmap.width + x) * 4
                return bitmap.pixels[index..<index + 4] == [255, 0, 0, 255] ? (x, y) : nil
            }
        }
    }

    @Test func aChangedSceneHasBeforeAfterAndDiffAndASceneOfOneVersionItsOwnAlone() throws {
        let sandbox = try Sandbox()
        let old = Self.storyboard([.init(id: "scn-a", text: "Hello"), .init(id: "scn-gone", text: "Bye")])
        let new = Self.storyboard([.init(id: "scn-a", text: "Hello", x: 28), .init(id: "scn-new", text: "New")])
        try sandbox.write("App/Main.storyboard", new)
        let pictures = try Self.write(
            [
                .init(
                    old: Self.version("App/Main.storyboard", old, name: "HEAD~1:App/Main.storyboard"),
                    new: Self.version("App/Main.storyboard", new), scenes: ["scn-a", "scn-gone", "scn-new"])
            ], in: sandbox)
        #expect(
            pictures.map(\.name) == [
                "Main-scn-a-before.png", "Main-scn-a-after.png", "Main-scn-a-diff.png", "Main-scn-gone-before.png",
                "Main-scn-new-after.png",
            ])
        #expect(pictures.map(\.kind) == [.before, .after, .difference, .before, .after])
        #expect(pictures.map { $0.differingPixels != nil } == [false, false, true, false, false])
        #expect(pictures.allSatisfy { $0.document == "App/Main.storyboard" })
        #expect(pictures.map(\.scene) == ["scn-a", "scn-a", "scn-a", "scn-gone", "scn-new"])
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("pictures")).sorted()
        #expect(files == pictures.map(\.name).sorted())
        // Drawn as `render --format png` draws the scene.
        let rendered = sandbox.runInProcess([
            "render", "-f", "App/Main.storyboard", "--scene", "scn-a", "--format", "png", "-o", "scene.png",
        ])
        #expect(rendered.status == 0, "\(rendered)")
        #expect(try sandbox.bytes("pictures/Main-scn-a-after.png") == sandbox.bytes("scene.png"))
        // The label moved 8 points right: red where its text was and is, nowhere else.
        let difference = try Self.bitmap(sandbox, "pictures/Main-scn-a-diff.png")
        let red = Self.redPixels(difference)
        #expect(!red.isEmpty)
        #expect(pictures[2].differingPixels == red.count)
        #expect(red.allSatisfy { (20..<190).contains($0.x) && (40..<61).contains($0.y) })
        #expect(try Self.bitmap(sandbox, "pictures/Main-scn-a-before.png").width == difference.width)
    }

    @Test func aChangeThatDoesNotShowHasADiffWithNoRed() throws {
        let sandbox = try Sandbox()
        let old = Self.storyboard([.init(id: "scn-a", text: "Same")])
        // A label in Interface Builder's outline is not drawn.
        let new = old.replacingOccurrences(of: #"id="label-0""#, with: #"id="label-0" userLabel="Greeting""#)
        #expect(new != old)
        let pictures = try Self.write(
            [
                .init(
                    old: Self.version("Same.storyboard", old), new: Self.version("Same.storyboard", new),
                    scenes: ["scn-a"])
            ],
            in: sandbox)
        #expect(pictures.count == 3)
        #expect(pictures.last?.differingPixels == 0)
        #expect(Self.redPixels(try Self.bitmap(sandbox, "pictures/Same-scn-a-diff.png")).isEmpty)
    }

    @Test func pictureNamesAreSafeForAnySceneIDAndTwoDocumentsNeverShareOne() throws {
        let sandbox = try Sandbox()
        let awkward = "a/b c:ü-\"*"
        let first = Self.storyboard([.init(id: awkward, text: "One")])
        let second = Self.storyboard([.init(id: awkward, text: "Two")])
        let pictures = try Self.write(
            [
                .init(
                    old: Self.version("A/Main.storyboard", first), new: Self.version("A/Main.storyboard", second),
                    scenes: [awkward]),
                .init(
                    old: Self.version("B/Main.storyboard", second), new: Self.version("B/Main.storyboard", first),
                    scenes: [awkward]),
            ], in: sandbox)
        let names = pictures.map(\.name)
        #expect(Set(names).count == 6)
        #expect(names.first == "A_2FMain-a_2Fb_20c_3A_FC-_22_2A-before.png")
        #expect(names.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) } })
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("pictures")).count == 6)
    }

    @Test(arguments: [
        (["App/Main.storyboard"], ["Main"]),
        (["App/Main.storyboard", "Widget/Main.storyboard", "Other.xib"], ["App_2FMain", "Widget_2FMain", "Other"]),
        (["x/App/Main.storyboard", "y/App/Main.storyboard"], ["x_2FApp_2FMain", "y_2FApp_2FMain"]),
        (["Main.storyboard", "Main.xib"], ["Main_2Estoryboard", "Main_2Exib"]),
        (["main.json", "A/Main.json"], ["main", "A_2FMain"]),
        (
            ["Main.storyboard", "Main.xib", "Main.storyboard.json"],
            ["Main_2Estoryboard", "Main_2Exib", "Main_2Estoryboard_2Ejson"]
        ),
        (["Home-Row.storyboard"], ["Home_2DRow"]),
    ])
    func documentNamesAreAsShortAsTellsThemApart(paths: [String], names: [String]) {
        #expect(DiffPictureNames.documentNames(paths) == names)
    }

    @Test func aDocumentWithoutScenesIsDrawnWhole() throws {
        let sandbox = try Sandbox()
        let old =
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 40, "height": 30}, "attributes": {"backgroundColor": "white"}}"#
        let new = old.replacingOccurrences(of: "white", with: "black")
        let pictures = try Self.write(
            [.init(old: Self.version("Card.json", old), new: Self.version("Card.json", new), scenes: [])], in: sandbox)
        #expect(pictures.map(\.name) == ["Card-before.png", "Card-after.png", "Card-diff.png"])
        #expect(Self.redPixels(try Self.bitmap(sandbox, "pictures/Card-diff.png")).count == 40 * 30)
    }

    @Test func theDeviceAskedForIsTheScreenTheScenesAreDrawnOn() throws {
        let sandbox = try Sandbox()
        let text = Self.storyboard([.init(id: "scn-a", text: "Hi")])
        _ = try Self.write(
            [
                .init(
                    old: Self.version("M.storyboard", text), new: Self.version("M.storyboard", text), scenes: ["scn-a"])
            ],
            in: sandbox, device: "320x480")
        let before = try Self.bitmap(sandbox, "pictures/M-scn-a-before.png")
        #expect((before.width, before.height) == (320, 480))
    }

    /// What a difference groups changes under may be no scene to draw: the document itself, a
    /// xib's File's Owner, a navigation controller's scene.
    @Test func anIDThatIsNoSceneWithAViewHasNoPictures() throws {
        let sandbox = try Sandbox()
        let text = Self.storyboard([.init(id: "scn-a", text: "Hi")])
        let navigation = text.replacingOccurrences(
            of: "    </scenes>",
            with: """
                        <scene sceneID="scn-nav">
                            <objects>
                                <navigationController id="nav" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                """)
        let pictures = try Self.write(
            [
                .init(
                    old: Self.version("M.storyboard", text), new: Self.version("M.storyboard", navigation),
                    scenes: ["document", "scn-a", "nope", "scn-nav"])
            ], in: sandbox)
        #expect(pictures.map(\.name) == ["M-scn-a-before.png", "M-scn-a-after.png", "M-scn-a-diff.png"])
        let nothing = try Self.write(
            [.init(old: Self.version("M.storyboard", text), new: Self.version("M.storyboard", text), scenes: ["nope"])],
            into: "none", in: sandbox)
        #expect(nothing.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("none")))
    }

    @Test func aBrokenVersionIsOneLineAndWritesNothing() throws {
        let sandbox = try Sandbox()
        let text = Self.storyboard([.init(id: "scn-a", text: "Hi")])
        let cases: [(DiffPictures.Comparison, String)] = [
            (
                .init(
                    old: Self.version("M.storyboard", "<document>", name: "HEAD:M.storyboard"),
                    new: Self.version("M.storyboard", text), scenes: ["scn-a"]),
                "HEAD:M.storyboard:1:1: error: the element <document> is never closed"
            )
        ]
        for (comparison, message) in cases {
            do {
                let pictures = try Self.write([comparison], in: sandbox)
                Issue.record("wrote \(pictures)")
            } catch {
                let lines = error.lines(program: "designer")
                #expect(lines.count == 1)
                #expect(lines.first?.hasPrefix(message) == true, "\(lines)")
                #expect(error.status != 0)
            }
            #expect(!FileManager.default.fileExists(atPath: sandbox.path("pictures")))
        }
    }

    @Test func aFolderThatCannotBeWrittenLeavesNoneOfTheRunsPictures() throws {
        let sandbox = try Sandbox()
        let old = Self.storyboard([.init(id: "scn-a", text: "One")])
        let new = Self.storyboard([.init(id: "scn-a", text: "Two")])
        let comparison = DiffPictures.Comparison(
            old: Self.version("M.storyboard", old), new: Self.version("M.storyboard", new), scenes: ["scn-a"])
        // The last picture's name is taken by a folder: the two before it are removed again.
        try FileManager.default.createDirectory(
            atPath: sandbox.path("pictures/M-scn-a-diff.png"), withIntermediateDirectories: true)
        try sandbox.write("pictures/notes.txt", "mine")
        do {
            _ = try Self.write([comparison], in: sandbox)
            Issue.record("wrote over a folder")
        } catch {
            #expect(
                error.lines(program: "designer") == [
                    "pictures/M-scn-a-diff.png: error: is a folder; designer replaces only regular files"
                ])
            #expect(error.status == ExitStatus.failure)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path("pictures")).sorted() == [
                "M-scn-a-diff.png", "notes.txt",
            ])
        #expect(try sandbox.read("pictures/notes.txt") == "mine")
        // A file where the folder would be.
        try sandbox.write("taken", "mine")
        do {
            _ = try Self.write([comparison], into: "taken", in: sandbox)
            Issue.record("wrote into a file")
        } catch {
            #expect(error.lines(program: "designer") == ["taken: error: it is a file, not a folder"])
        }
        #expect(try sandbox.read("taken") == "mine")
    }
}
