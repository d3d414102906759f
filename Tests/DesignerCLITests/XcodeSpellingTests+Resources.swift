import Foundation
import Testing

extension XcodeSpellingTests {
    static let colors = """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" lineBreakMode="tailTruncation" id="lab">
                            <rect key="frame" x="10" y="10" width="100" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" systemColor="labelColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>

        """

    @Test func aSystemColorsFirstUseAddsItsResourceAndItsLastRemovesIt() throws {
        let sandbox = try Sandbox()
        let label = IBFixture.systemColor("labelColor", "white=\"0.0\" alpha=\"1\"")
        let background = IBFixture.systemColor("systemBackgroundColor", "white=\"1\" alpha=\"1\"")
        let original = IBFixture.xib(Self.colors, resources: label + background)
        try sandbox.write("c.xib", original)
        let run = sandbox.runInProcess([
            "set", "-f", "c.xib", "lab.textColor=secondaryLabel", "lab.backgroundColor=systemIndigo",
        ])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let secondary = IBFixture.systemColor(
            "secondaryLabelColor",
            "red=\"0.23529411764705882\" green=\"0.23529411764705882\" blue=\"0.2627450980392157\" alpha=\"0.59999999999999998\""
        )
        let indigo = IBFixture.systemColor(
            "systemIndigoColor",
            "red=\"0.34509803921568627\" green=\"0.33725490196078434\" blue=\"0.83921568627450982\" alpha=\"1\"")
        let edited = Self.colors.replacingOccurrences(
            of: "systemColor=\"labelColor\"", with: "systemColor=\"secondaryLabelColor\""
        ).replacingOccurrences(
            of: "height=\"21\"/>\n",
            with:
                "height=\"21\"/>\n                    <color key=\"backgroundColor\" systemColor=\"systemIndigoColor\"/>\n"
        )
        #expect(try sandbox.read("c.xib") == IBFixture.xib(edited, resources: secondary + background + indigo))
        #expect(
            sandbox.runInProcess(["check", "c.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        #expect(
            sandbox.runInProcess(["get", "-f", "c.xib", "lab.textColor", "lab.backgroundColor"]).stdout
                == "secondaryLabel\nsystemIndigo\n")
        // The last use of every system color gone, the resources go too; back, they come back.
        #expect(
            sandbox.runInProcess([
                "set", "-f", "c.xib", "lab.textColor=red", "root.backgroundColor=white", "lab.backgroundColor=blue",
            ]).status == 0)
        #expect(!(try sandbox.read("c.xib").contains("<resources>")))
        #expect(
            sandbox.runInProcess([
                "set", "-f", "c.xib", "lab.textColor=label", "root.backgroundColor=systemBackground",
            ]).status == 0)
        #expect(sandbox.runInProcess(["reset", "-f", "c.xib", "lab.backgroundColor"]).status == 0)
        #expect(try sandbox.read("c.xib") == original)
    }

    @Test func aDocumentWithoutResourcesGetsThemAtItsEnd() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(IBFixture.view("Bar-Vw-001", className: "MyProgressBar"))
        try sandbox.write("bar.xib", original)
        #expect(sandbox.runInProcess(["set", "-f", "bar.xib", "backgroundColor=systemIndigo"]).status == 0)
        let indigo = IBFixture.systemColor(
            "systemIndigoColor",
            "red=\"0.34509803921568627\" green=\"0.33725490196078434\" blue=\"0.83921568627450982\" alpha=\"1\"")
        let expected = IBFixture.xib(
            IBFixture.view(
                "Bar-Vw-001", className: "MyProgressBar",
                children: "            <color key=\"backgroundColor\" systemColor=\"systemIndigoColor\"/>\n"),
            resources: indigo)
        #expect(try sandbox.read("bar.xib") == expected)
        #expect(sandbox.runInProcess(["render", "-f", "bar.xib", "--format", "text", "-o", "bar.txt"]).status == 0)
        #expect(sandbox.runInProcess(["reset", "-f", "bar.xib", "backgroundColor"]).status == 0)
        #expect(try sandbox.read("bar.xib") == original)
        // Resources written empty, as another program may write them, are written again with the entry.
        try sandbox.write(
            "empty.xib", original.replacingOccurrences(of: "</objects>\n", with: "</objects>\n    <resources/>\n"))
        #expect(sandbox.runInProcess(["set", "-f", "empty.xib", "backgroundColor=systemIndigo"]).status == 0)
        #expect(try sandbox.read("empty.xib") == expected)
    }
}

extension XcodeSpellingTests {
    @Test func resourcesFollowTheFilesLayoutAndKeepWhatElseIsInThem() throws {
        let sandbox = try Sandbox()
        // Tabs and CRLF line breaks, as a Windows checkout may leave a storyboard.
        let original = IBFixture.xib(IBFixture.view("Bar-Vw-001", className: "MyProgressBar"))
            .replacingOccurrences(of: "    ", with: "\t").replacingOccurrences(of: "\n", with: "\r\n")
        try sandbox.write("bar.xib", original)
        #expect(sandbox.runInProcess(["set", "-f", "bar.xib", "backgroundColor=systemIndigo"]).status == 0)
        let written = try sandbox.read("bar.xib")
        #expect(
            written.contains(
                "\t</objects>\r\n\t<resources>\r\n\t\t<systemColor name=\"systemIndigoColor\">\r\n\t\t\t<color red="))
        #expect(written.contains("</systemColor>\r\n\t</resources>\r\n</document>"))
        #expect(sandbox.runInProcess(["reset", "-f", "bar.xib", "backgroundColor"]).status == 0)
        #expect(try sandbox.read("bar.xib") == original)
        // A comment in the resources keeps them when their last entry goes.
        let commented = written.replacingOccurrences(
            of: "\t<resources>\r\n", with: "\t<resources>\r\n\t\t<!-- colors -->\r\n")
        try sandbox.write("bar.xib", commented)
        #expect(sandbox.runInProcess(["reset", "-f", "bar.xib", "backgroundColor"]).status == 0)
        #expect(
            try sandbox.read("bar.xib")
                == original.replacingOccurrences(
                    of: "\t</objects>\r\n",
                    with: "\t</objects>\r\n\t<resources>\r\n\t\t<!-- colors -->\r\n\t</resources>\r\n"))
    }
}

extension XcodeSpellingTests {
    @Test func aNewXibWritesItsAttributesAsXcodeDoes() throws {
        let sandbox = try Sandbox()
        #expect(sandbox.runInProcess(["new", "EveryRuntimeType", "-f", "e.xib"], registry: registry).status == 0)
        let text = try sandbox.read("e.xib")
        #expect(
            text.contains(
                """
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="flag" value="NO"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="count">
                                    <integer key="value" value="0"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="ratio">
                                    <real key="value" value="0.0"/>
                                </userDefinedRuntimeAttribute>

                """))
        #expect(
            sandbox.runInProcess(["check", "e.xib"], registry: registry)
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        // A Float, as CustomProgress's progress is, is a real too.
        #expect(sandbox.runInProcess(["new", "CustomProgress", "-f", "c.xib"]).status == 0)
        #expect(
            try sandbox.read("c.xib").contains(
                """
                                <userDefinedRuntimeAttribute type="number" keyPath="progress">
                                    <real key="value" value="0.0"/>
                                </userDefinedRuntimeAttribute>
                """))
    }
}
