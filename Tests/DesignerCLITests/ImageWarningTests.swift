import Foundation
import Testing

/// Images a document names that cannot be drawn: warned about when set and when checked.
@Suite("Images that cannot be drawn")
struct ImageWarningTests {
    @Test func imagesThatCannotBeDrawnAreWarnedAbout() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}, "attributes": {"progress": 0.5}}"#
        )
        let set = sandbox.runInProcess(["set", "backImage=../outside.png", "foreImage=missing.png"])
        #expect(set.status == 0)
        #expect(
            set.stderr == """
                warning: backImage: image '../outside.png' does not exist; it will be drawn as a placeholder
                warning: foreImage: image 'missing.png' does not exist; it will be drawn as a placeholder

                """)
        let check = sandbox.runInProcess(["check"])
        #expect(check.status == 0)
        #expect(check.stderr.contains("warning: foreImage: image 'missing.png' does not exist; drawn as a placeholder"))
        #expect(sandbox.runInProcess(["check", "--strict"]).status == 1)
    }

    /// An asset catalog's SVG (Xcode 12 and later) is an image a device draws: a note.
    @Test(arguments: [
        #"<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"></svg>"#,
    ])
    func anSVGImageIsANote(svg: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("dots.png", svg)
        try sandbox.write(
            "designer.json",
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}, "attributes": {"backImage": "dots.png"}}"#
        )
        let check = sandbox.runInProcess(["check", "--strict"])
        #expect(check.status == 0, "\(check)")
        #expect(
            check.stderr.hasPrefix(
                "designer.json:1:112: note: backImage: image 'dots.png' cannot be drawn: it is an SVG image, and designer draws PNG and PDF images; drawn as a placeholder [image-format]\n"
            ), "\(check)")
    }

    /// An image in a format designer does not read may be right: a device draws it. It is a note,
    /// which `--strict` does not fail on, where a missing or damaged image is a warning.
    @Test func anImageDesignerCannotReadIsANoteThatStrictIgnores() throws {
        let sandbox = try Sandbox()
        // A JPEG's first bytes.
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10] + Array("JFIF".utf8)).write(
            to: sandbox.url.appendingPathComponent("dots.jpg"))
        try sandbox.write(
            "designer.json",
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}, "attributes": {"backImage": "dots.jpg"}}"#
        )
        let set = sandbox.runInProcess(["set", "foreImage=dots.jpg"])
        #expect(set.status == 0)
        #expect(
            set.stderr
                == "note: foreImage: image 'dots.jpg' cannot be drawn: it is a JPEG image, and designer draws PNG and PDF images; it will be drawn as a placeholder\n"
        )
        for arguments in [["check"], ["check", "--strict"]] {
            let check = sandbox.runInProcess(arguments)
            #expect(check.status == 0, "\(arguments): \(check)")
            #expect(
                check.stderr.hasPrefix(
                    "designer.json:1:112: note: backImage: image 'dots.jpg' cannot be drawn: it is a JPEG image, and designer draws PNG and PDF images; drawn as a placeholder [image-format]\n"
                ), "\(check)")
            #expect(check.stderr.hasSuffix("0 errors, 0 warnings and 2 notes in 1 file of 1 checked\n"), "\(check)")
        }
        let github = sandbox.runInProcess(["check"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(
            github.stdout.hasPrefix("::notice file=designer.json,line=1,col=112,title=image-format::backImage: image"),
            "\(github)")
        let json = sandbox.runInProcess(["check", "--format", "json"])
        #expect(json.stdout.contains(#""severity": "note""#), "\(json)")
        // A file that is no image at all, empty or text, is the document's problem.
        for content in ["", "hi\n"] {
            try sandbox.write("dots.jpg", content)
            let check = sandbox.runInProcess(["check", "--strict"])
            #expect(check.status == 1, "\(check)")
            #expect(check.stderr.contains("warning: backImage: image 'dots.jpg' cannot be drawn: it is not a PNG file"))
        }
        // A damaged PNG is the document's problem still.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(
            to: sandbox.url.appendingPathComponent("dots.jpg"))
        #expect(sandbox.runInProcess(["check", "--strict"]).status == 1)
    }
}
