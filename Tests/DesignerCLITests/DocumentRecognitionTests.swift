import DesignerCore
import Foundation
import Testing

@Suite struct JSONDocumentRecognitionTests {
    @Test(arguments: [
        (#"{"class": "View"}"#, true),
        (#"{"$schema": "../designer.schema.json", "subviews": []}"#, true),
        (#"{"frame": {"x": 0}, "class": "MyProgressBar", "attributes": {}}"#, true),
        // A document with a syntax error is still one, to be reported.
        (#"{"class": "View", }"#, true),
        (#"{"class" "View"}"#, true),
        // The JSON files of an iOS project that are not documents.
        (#"{"name": "app", "version": "1.0.0"}"#, false),
        (#"{"info": {"author": "xcode", "version": 1}, "colors": []}"#, false),
        (#"[{"class": "View"}]"#, false),
        (#"{"items": [{"class": "A"}]}"#, false),
        (#"{"$schema": "https://json-schema.org/draft/2020-12/schema"}"#, false),
        ("// a comment\n{\"key\": 1}", false),
        ("", false),
    ])
    func recognizes(_ text: String, isDocument: Bool) {
        #expect(JSONFormat.isDocument(SourceText(name: "file.json", text: text)) == isDocument)
    }
}

@Suite struct XIBPlatformTests {
    @Test(
        arguments: [
            (#"<document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0">"#, "tvOS"),
            (#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">"#, "macOS"),
            (#"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">"#, "macOS"),
            (#"<document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0">"#, "watchOS"),
            (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">"#, nil),
            (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#, nil),
            ("<plist/>", nil),
        ] as [(String, String?)])
    func tellsThePlatform(_ root: String, platform: String?) {
        let text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + root + "\n</document>\n"
        #expect(XIBPlatform.otherPlatform(of: SourceText(name: "Main.storyboard", text: text)) == platform)
    }
}

@Suite struct OtherPlatformSearchTests {
    @Test func aTVOSStoryboardFoundInAFolderIsANoteNamedAlone() throws {
        let sandbox = try Sandbox()
        let tv = IBFixture.xib(IBFixture.view("v1", className: "View"))
            .replacingOccurrences(
                of: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", with: "com.apple.InterfaceBuilder.AppleTV.XIB")
        try sandbox.write("App/TV/Main.xib", tv)
        try sandbox.write("App/Phone/Main.xib", IBFixture.xib(IBFixture.view("v1", className: "View")))
        let run = sandbox.runInProcess(["check", "App"])
        #expect(run.status == 0)
        #expect(
            run.stderr == """
                App/TV/Main.xib: note: an Interface Builder document for tvOS; designer reads those of iOS, so it is not checked [other-platform]
                0 errors, 0 warnings and 1 note in 1 file of 2 checked

                """)
        // Named on the command line (as a CI's list of changed files names it), it is the same note.
        let named = sandbox.runInProcess(["check", "App/TV/Main.xib"])
        #expect(named.status == 0, "\(named)")
        #expect(named.stderr.contains("App/TV/Main.xib: note: an Interface Builder document for tvOS"), "\(named)")
    }
}
