import DesignerCore
import Testing

@Suite struct JSONDocumentRecognizerTests {
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
        #expect(JSONDocumentRecognizer.isDocument(SourceText(name: "file.json", text: text)) == isDocument)
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
