import Foundation
import Testing

extension XcodeSpellingTests {
    @Test func aButtonsTitleAndTitleColorAreWrittenInItsStateAsXcodeWritesIt() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(Self.button)
        try sandbox.write("b.xib", original)
        let state = "<state key=\"normal\" title=\"Download\"/>"
        let red =
            "<color key=\"titleColor\" red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        // A color added to `<state …/>` opens it.
        #expect(
            sandbox.runInProcess(["set", "-f", "b.xib", "titleColor=red"]) == Run(status: 0, stdout: "", stderr: ""))
        let colored = original.replacingOccurrences(
            of: state, with: "<state key=\"normal\" title=\"Download\">\n                \(red)\n            </state>")
        #expect(try sandbox.read("b.xib") == colored)
        #expect(sandbox.runInProcess(["get", "-f", "b.xib", "titleColor"]).stdout == "#FF0000\n")
        // Back to nothing in it, the state closes again; with nothing at all, it goes.
        #expect(sandbox.runInProcess(["reset", "-f", "b.xib", "titleColor"]).status == 0)
        #expect(try sandbox.read("b.xib") == original)
        #expect(sandbox.runInProcess(["set", "-f", "b.xib", "titleColor=red"]).status == 0)
        #expect(sandbox.runInProcess(["reset", "-f", "b.xib", "title"]).status == 0)
        #expect(
            try sandbox.read("b.xib")
                == original.replacingOccurrences(
                    of: state, with: "<state key=\"normal\">\n                \(red)\n            </state>"))
        #expect(sandbox.runInProcess(["reset", "-f", "b.xib", "titleColor"]).status == 0)
        #expect(
            try sandbox.read("b.xib") == original.replacingOccurrences(of: "            \(state)\n", with: ""))
        // A button without a state gets one; a title of several lines is an element in it.
        #expect(sandbox.runInProcess(["set", "-f", "b.xib", "title=Two & more\nlines", "titleColor=red"]).status == 0)
        #expect(
            try sandbox.read("b.xib")
                == original.replacingOccurrences(
                    of: state,
                    with:
                        "<state key=\"normal\">\n                <string key=\"title\">Two &amp; more\nlines</string>\n                \(red)\n            </state>"
                ))
        #expect(sandbox.runInProcess(["get", "-f", "b.xib", "title", "--json"]).stdout == "\"Two & more\\nlines\"\n")
        #expect(sandbox.runInProcess(["set", "-f", "b.xib", "title=Download"]).status == 0)
        #expect(sandbox.runInProcess(["reset", "-f", "b.xib", "titleColor"]).status == 0)
        #expect(try sandbox.read("b.xib") == original)
    }

    @Test func aButtonWithAConfigurationHasItsTitleAndColorInIt() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(
            Self.button.replacingOccurrences(
                of: "<state key=\"normal\" title=\"Download\"/>",
                with: "<buttonConfiguration key=\"configuration\" style=\"plain\" title=\"Download\"/>"))
        try sandbox.write("b.xib", original)
        #expect(
            sandbox.runInProcess(["set", "-f", "b.xib", "titleColor=red", "title=Go"])
                == Run(status: 0, stdout: "", stderr: ""))
        let red =
            "<color key=\"baseForegroundColor\" red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        #expect(
            try sandbox.read("b.xib")
                == original.replacingOccurrences(
                    of: "title=\"Download\"/>",
                    with: "title=\"Go\">\n                \(red)\n            </buttonConfiguration>"))
        #expect(sandbox.runInProcess(["reset", "-f", "b.xib", "titleColor", "title"]).status == 0)
        #expect(
            try sandbox.read("b.xib")
                == original.replacingOccurrences(
                    of: " title=\"Download\"/>", with: "/>"))
    }

    @Test func textBackToOneLineIsAnAttributeAgain() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(Self.label)
        try sandbox.write("l.xib", original)
        #expect(sandbox.runInProcess(["set", "-f", "l.xib", "text=a\nb"]).status == 0)
        #expect(try sandbox.read("l.xib").contains("<string key=\"text\">a\nb</string>"))
        #expect(sandbox.runInProcess(["set", "-f", "l.xib", "text=Hi"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(try sandbox.read("l.xib") == original)
    }

    @Test func textOfSeveralLinesKeepsTheLineBreaksOfACRLFFile() throws {
        let sandbox = try Sandbox()
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        let original = IBFixture.xib(Self.label)
        try sandbox.write("l.xib", crlf(original))
        #expect(sandbox.runInProcess(["set", "-f", "l.xib", "text=a\nb"]) == Run(status: 0, stdout: "", stderr: ""))
        let expected = original.replacingOccurrences(of: " text=\"Hi\"", with: "").replacingOccurrences(
            of: "<fontDescription", with: "<string key=\"text\">a\nb</string>\n            <fontDescription")
        #expect(try sandbox.read("l.xib") == crlf(expected))
        #expect(sandbox.runInProcess(["get", "-f", "l.xib", "text", "--json"]).stdout == "\"a\\nb\"\n")
        #expect(sandbox.runInProcess(["set", "-f", "l.xib", "text=c\nd"]).status == 0)
        #expect(try sandbox.read("l.xib") == crlf(expected.replacingOccurrences(of: ">a\nb<", with: ">c\nd<")))
    }

    @Test func aRuntimeAttributeAddedAfterACommentLeavesNoBlankLine() throws {
        let sandbox = try Sandbox()
        let comment = "                <!-- tuned for the launch screen -->\n"
        try sandbox.write(
            "bar.xib", IBFixture.xib(IBFixture.view("Bar-Vw-001", className: "MyProgressBar", runtime: comment)))
        #expect(sandbox.runInProcess(["set", "-f", "bar.xib", "percent=50"]) == Run(status: 0, stdout: "", stderr: ""))
        let expected = IBFixture.xib(
            IBFixture.view(
                "Bar-Vw-001", className: "MyProgressBar",
                runtime: comment
                    + IBFixture.runtime("number", "percent", element: "<integer key=\"value\" value=\"50\"/>")))
        #expect(try sandbox.read("bar.xib") == expected)
    }

    @Test func aSystemColorsFirstResourceAddsItsCapability() throws {
        let sandbox = try Sandbox()
        let dependencies = """
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>

            """
        let original = IBFixture.xib(IBFixture.view("Bar-Vw-001", className: "MyProgressBar")).replacingOccurrences(
            of: "    <objects>", with: dependencies + "    <objects>")
        try sandbox.write("bar.xib", original)
        #expect(sandbox.runInProcess(["set", "-f", "bar.xib", "backgroundColor=systemIndigo"]).status == 0)
        let capability = "        <capability name=\"System colors in document resources\" minToolsVersion=\"11.0\"/>\n"
        let text = try sandbox.read("bar.xib")
        #expect(
            text.hasPrefix(
                original.components(separatedBy: "        <capability name=\"documents")[0] + capability
                    + "        <capability name=\"documents"))
        #expect(sandbox.runInProcess(["check", "bar.xib"]).status == 0)
        // Xcode keeps the capability when the last system color goes.
        #expect(sandbox.runInProcess(["reset", "-f", "bar.xib", "backgroundColor"]).status == 0)
        #expect(
            try sandbox.read("bar.xib")
                == original.replacingOccurrences(
                    of: "        <capability name=\"documents",
                    with: capability + "        <capability name=\"documents"))
    }

    @Test func aSizeSetOnATextStyleFontSaysItReplacesTheStyle() throws {
        let sandbox = try Sandbox()
        let styled = Self.label.replacingOccurrences(
            of: "type=\"system\" pointSize=\"17\"", with: "style=\"UICTFontTextStyleHeadline\"")
        let original = IBFixture.xib(styled)
        try sandbox.write("l.xib", original)
        // Reset, the size of a text style that already has UIKit's size keeps the style.
        #expect(sandbox.runInProcess(["reset", "-f", "l.xib", "fontSize"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(try sandbox.read("l.xib") == original)
        #expect(
            sandbox.runInProcess(["set", "-f", "l.xib", "fontSize=30"])
                == Run(
                    status: 0, stdout: "",
                    stderr:
                        "warning: the font was the text style UICTFontTextStyleHeadline, which follows the reader's text size; it is now a system font of a fixed size, and reset does not bring the text style back\n"
                ))
        #expect(
            try sandbox.read("l.xib")
                == original.replacingOccurrences(
                    of: "style=\"UICTFontTextStyleHeadline\"",
                    with: "type=\"system\" weight=\"semibold\" pointSize=\"30\""))
    }
}
