import DesignerCLI
import DesignerCore
import Foundation
import Inspectable
import Testing

@Suite("Interface Builder documents") struct InterfaceBuilderTests {
    let registry = IBFixture.registry

    @Test func everyRuntimeAttributeTypeIsRead() throws {
        let sandbox = try Sandbox()
        let runtime = [
            IBFixture.runtime("boolean", "flag", value: "YES"),
            IBFixture.runtime("number", "count", element: "<integer key=\"value\" value=\"7\"/>"),
            IBFixture.runtime("number", "ratio", element: "<real key=\"value\" value=\"0.25\"/>"),
            IBFixture.runtime("localizedString", "name", value: "Caf&#233; &amp; more"),
            IBFixture.runtime(
                "color", "tint",
                element:
                    "<color key=\"value\" red=\"1\" green=\"0.5\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
            ),
            IBFixture.runtime("point", "spot", element: "<point key=\"value\" x=\"3\" y=\"4\"/>"),
            IBFixture.runtime("size", "extent", element: "<size key=\"value\" width=\"5\" height=\"6\"/>"),
            IBFixture.runtime(
                "rect", "area", element: "<rect key=\"value\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>"),
            IBFixture.runtime("image", "icon", value: "star"),
            IBFixture.runtime("nil", "accent"),
        ].joined()
        try sandbox.write(
            "every.xib", IBFixture.xib(IBFixture.view("Evr-Vw-001", className: "EveryRuntimeType", runtime: runtime)))
        let run = sandbox.runInProcess(
            [
                "get", "-f", "every.xib", "flag", "count", "ratio", "name", "tint", "spot", "extent", "area", "icon",
                "accent",
            ],
            registry: registry)
        #expect(run.stderr == "")
        #expect(run.stdout == "true\n7\n0.25\nCafé & more\norange\n3,4\n5,6\n1,2,3,4\nstar\nnil\n")
        // A string runtime attribute reads as a string too.
        try sandbox.write(
            "string.xib",
            IBFixture.xib(
                IBFixture.view(
                    "Str-Vw-001", className: "EveryRuntimeType",
                    runtime: IBFixture.runtime("string", "name", value: "plain"))))
        #expect(sandbox.runInProcess(["get", "-f", "string.xib", "name"], registry: registry).stdout == "plain\n")
    }

    @Test(arguments: [
        (
            "red=\"0.0\" green=\"0.47843137254901963\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"",
            "#007AFF"
        ),
        ("red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"0.5\" colorSpace=\"calibratedRGB\"", "rgba(255, 0, 0, 0.5)"),
        ("red=\"0.0\" green=\"0.0\" blue=\"1\" alpha=\"1\" colorSpace=\"deviceRGB\"", "#0000FF"),
        ("white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"", "#FFFFFF"),
        ("white=\"0.0\" alpha=\"1\" colorSpace=\"calibratedWhite\"", "#000000"),
        ("white=\"1\" alpha=\"0.0\" colorSpace=\"deviceWhite\"", "#FFFFFF00"),
        // Display P3's pure red lies beyond sRGB: it is clipped to sRGB's red.
        (
            "red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"displayP3\"",
            "#FF0000"
        ),
        ("systemColor=\"systemOrangeColor\"", "systemOrange"),
        ("systemColor=\"labelColor\"", "label"),
        ("cocoaTouchSystemColor=\"darkTextColor\"", "#000000"),
        ("cocoaTouchSystemColor=\"groupTableViewBackgroundColor\"", "systemGroupedBackground"),
        ("name=\"Brand\"", "#336699"),
    ])
    func everyColorFormIsRead(attributes: String, expected: String) throws {
        let sandbox = try Sandbox()
        let resources = """
                    <namedColor name="Brand">
                        <color red="0.20000000000000001" green="0.40000000000000002" blue="0.59999999999999998" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>

            """
        let view = IBFixture.view(
            "Clr-Vw-001", className: "EveryRuntimeType",
            runtime: IBFixture.runtime("color", "tint", element: "<color key=\"value\" \(attributes)/>"))
        try sandbox.write("colors.xib", IBFixture.xib(view, resources: resources))
        let run = sandbox.runInProcess(["get", "-f", "colors.xib", "tint"], registry: registry)
        #expect(run == Run(status: 0, stdout: expected + "\n", stderr: ""))
    }

    @Test func aSystemColorTheToolchainDoesNotKnowIsTakenFromTheResources() throws {
        let sandbox = try Sandbox()
        let resources = """
                    <systemColor name="systemMintishColor">
                        <color red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>

            """
        let view = IBFixture.view(
            "Clr-Vw-002", className: "EveryRuntimeType",
            runtime: IBFixture.runtime(
                "color", "tint", element: "<color key=\"value\" systemColor=\"systemMintishColor\"/>"))
        try sandbox.write("colors.xib", IBFixture.xib(view, resources: resources))
        #expect(sandbox.runInProcess(["get", "-f", "colors.xib", "tint"], registry: registry).stdout == "#00FF00\n")
    }

    @Test func aNamedColorFromAnAssetCatalogHasItsDarkValue() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n}\n")
        try sandbox.write(
            "App/Assets.xcassets/Brand.colorset/Contents.json",
            """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0x00", "blue": "0x00", "alpha": "1.000"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}, "idiom": "universal"}
            ]}
            """)
        let view = IBFixture.view(
            "Clr-Vw-003", className: "EveryRuntimeType",
            runtime: IBFixture.runtime("color", "tint", element: "<color key=\"value\" name=\"Brand\"/>"))
        try sandbox.write("App/Base.lproj/Main.xib", IBFixture.xib(view))
        let run = sandbox.runInProcess(["get", "-f", "App/Base.lproj/Main.xib", "tint"], registry: registry)
        #expect(run == Run(status: 0, stdout: "light-dark(#FF0000, #0000FF)\n", stderr: ""))
    }

    @Test func setWritesEachTypeAsXcodeSpellsIt() throws {
        let sandbox = try Sandbox()
        let runtime = IBFixture.runtime("number", "count", element: "<integer key=\"value\" value=\"7\"/>")
        let original = IBFixture.xib(IBFixture.view("Evr-Vw-001", className: "EveryRuntimeType", runtime: runtime))
        try sandbox.write("every.xib", original)
        let run = sandbox.runInProcess(
            [
                "set", "-f", "every.xib", "count=3", "ratio=0.5", "flag=true", "name=A \"quoted\" <name>",
                "tint=#FF8000",
                "spot=1,2", "extent=3,4", "area=0,0,10,20", "accent=systemBlue", "layer.cornerRadius=6",
            ], registry: registry)
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let expected = original.replacingOccurrences(
            of: """
                                    <integer key="value" value="7"/>
                                </userDefinedRuntimeAttribute>

                """,
            with: """
                                    <integer key="value" value="3"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="ratio">
                                    <real key="value" value="0.5"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="flag" value="YES"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="name" value="A &quot;quoted&quot; &lt;name&gt;"/>
                                <userDefinedRuntimeAttribute type="color" keyPath="tint">
                                    <color key="value" red="1" green="0.50196078431372548" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="point" keyPath="spot">
                                    <point key="value" x="1" y="2"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="size" keyPath="extent">
                                    <size key="value" width="3" height="4"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="rect" keyPath="area">
                                    <rect key="value" x="0.0" y="0.0" width="10" height="20"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="color" keyPath="accent">
                                    <color key="value" systemColor="systemBlueColor"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <integer key="value" value="6"/>
                                </userDefinedRuntimeAttribute>

                """)
        let blue = IBFixture.systemColor(
            "systemBlueColor", "red=\"0.0\" green=\"0.47843137254901963\" blue=\"1\" alpha=\"1\"")
        #expect(
            try sandbox.read("every.xib")
                == expected.replacingOccurrences(
                    of: "</objects>\n", with: "</objects>\n    <resources>\n\(blue)    </resources>\n"))
        // What was written reads back as it was set.
        let read = sandbox.runInProcess(
            [
                "get", "-f", "every.xib", "count", "ratio", "flag", "name", "tint", "spot", "area", "accent",
                "cornerRadius",
            ],
            registry: registry)
        #expect(read.stdout == "3\n0.5\ntrue\nA \"quoted\" <name>\n#FF8000\n1,2\n0,0,10,20\nsystemBlue\n6\n")
    }

    @Test func aViewWithoutRuntimeAttributesGetsTheBlockWhereXcodePutsItAndLosesItWithTheLast() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(
            IBFixture.view(
                "Bar-Vw-001", className: "MyProgressBar",
                children:
                    "            <color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>\n            <connections>\n                <outlet property=\"bar\" destination=\"-1\" id=\"Out-Lt-001\"/>\n            </connections>\n"
            ))
        try sandbox.write("bar.xib", original)
        #expect(sandbox.runInProcess(["set", "-f", "bar.xib", "percent=50"]).status == 0)
        let withBlock = original.replacingOccurrences(
            of: "            <connections>\n",
            with: """
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="percent">
                                    <integer key="value" value="50"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                            <connections>

                """)
        #expect(try sandbox.read("bar.xib") == withBlock)
        #expect(sandbox.runInProcess(["reset", "-f", "bar.xib", "percent"]).status == 0)
        #expect(try sandbox.read("bar.xib") == original)
    }

    @Test func standardPropertiesAreEditedInTheirOwnPlaces() throws {
        let sandbox = try Sandbox()
        let label = """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-Lb-001">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" systemColor="labelColor"/>
                        <nil key="highlightedColor"/>
                    </label>

            """
        try sandbox.write("label.xib", IBFixture.xib(label))
        let run = sandbox.runInProcess([
            "set", "-f", "label.xib", "text=Bye & co", "fontSize=20", "textAlignment=center", "alpha=0.5",
            "isHidden=true", "backgroundColor=#FF0000", "textColor=secondaryLabel", "frame.width=200",
        ])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let expected = """
                    <label hidden="YES" opaque="NO" userInteractionEnabled="NO" alpha="0.5" contentMode="left" text="Bye &amp; co" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-Lb-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                        <color key="textColor" systemColor="secondaryLabelColor"/>
                        <nil key="highlightedColor"/>
                    </label>

            """
        let secondary = IBFixture.systemColor(
            "secondaryLabelColor",
            "red=\"0.23529411764705882\" green=\"0.23529411764705882\" blue=\"0.2627450980392157\" alpha=\"0.59999999999999998\""
        )
        #expect(try sandbox.read("label.xib") == IBFixture.xib(expected, resources: secondary))
        #expect(sandbox.runInProcess(["set", "-f", "label.xib", "fontWeight=semibold"]).status == 0)
        #expect(
            try sandbox.read("label.xib").contains(
                "<fontDescription key=\"fontDescription\" type=\"system\" weight=\"semibold\" pointSize=\"20\"/>"))
        #expect(sandbox.runInProcess(["reset", "-f", "label.xib", "alpha", "isHidden", "backgroundColor"]).status == 0)
        let reset = try sandbox.read("label.xib")
        #expect(reset.contains("<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\""))
        #expect(!reset.contains("hidden=") && !reset.contains("backgroundColor"))
    }

    @Test func aStoryboardsScenesArePickedByIdTitleOrClassAndListedTogether() throws {
        let sandbox = try Sandbox()
        let storyboard = try String(
            contentsOf: Binary.packageRoot.appendingPathComponent(
                "examples/ProgressDemo/ProgressDemo/Base.lproj/Main.storyboard"), encoding: .utf8)
        try sandbox.write("Main.storyboard", storyboard)
        // The initial navigation controller shows the Downloads scene.
        #expect(sandbox.runInProcess(["get", "-f", "Main.storyboard", "frame"]).stdout == "0,0,393,420\n")
        for name in ["Abt-Sc-001", "Abt-VC-001", "About"] {
            #expect(
                sandbox.runInProcess(["get", "-f", "Main.storyboard", "--scene", name, "frame"]).stdout
                    == "0,0,393,200\n")
        }
        #expect(
            sandbox.runInProcess(["get", "-f", "Main.storyboard", "--scene", "DownloadsViewController", "frame"]).stdout
                == "0,0,393,420\n")
        // A view of another scene is found by its id or its label without naming the scene.
        #expect(sandbox.runInProcess(["get", "-f", "Main.storyboard", "blurb.numberOfLines"]).stdout == "0\n")
        // Keys of views in two scenes are refused saying so, not as views that are not there.
        let twoScenes =
            "Error: 'title' is a view of the scene 'Downloads (Dwn-Sc-001)' and 'blurb' of the scene 'About (Abt-Sc-001)'; a command works on one scene at a time: run it once for each\n"
        for arguments in [["get", "title.text", "blurb.text"], ["set", "title.alpha=0.5", "blurb.numberOfLines=2"]] {
            let run = sandbox.runInProcess(arguments + ["-f", "Main.storyboard"])
            #expect(run.status == 64 && run.stderr.hasPrefix(twoScenes), "\(arguments): \(run)")
        }
        #expect(try sandbox.read("Main.storyboard") == storyboard)
        // A title two scenes share names neither.
        try sandbox.write(
            "Two.storyboard", storyboard.replacingOccurrences(of: "title=\"About\"", with: "title=\"Downloads\""))
        let ambiguous = sandbox.runInProcess(["set", "-f", "Two.storyboard", "--scene", "Downloads", "alpha=0.5"])
        #expect(ambiguous.status != 0)
        #expect(
            ambiguous.stderr
                == "Error: --scene 'Downloads' names several scenes: 'Downloads (Dwn-Sc-001)', 'Downloads (Abt-Sc-001)'; name one by its id\n"
        )
        let missing = sandbox.runInProcess(["get", "-f", "Main.storyboard", "--scene", "Settings", "frame"])
        #expect(missing.status != 0)
        #expect(
            missing.stderr
                == "Error: Main.storyboard has no scene 'Settings'; its scenes are 'Navigation Controller (Nav-Sc-ene)', 'Downloads (Dwn-Sc-001)', 'About (Abt-Sc-001)'\n"
        )
        let inspect = sandbox.runInProcess(["inspect", "-f", "Main.storyboard"]).stdout
        let headings = inspect.split(separator: "\n").filter { $0.hasPrefix("Scene ") }
        #expect(
            headings == [
                "Scene 'Navigation Controller (Nav-Sc-ene)': no view of its own", "Scene 'Downloads (Dwn-Sc-001)'",
                "Scene 'About (Abt-Sc-001)'",
            ])
        let drawn = sandbox.runInProcess([
            "render", "-f", "Main.storyboard", "--scene", "Nav-Sc-ene", "--format", "text",
        ])
        #expect(drawn.status != 0)
        #expect(drawn.stderr.contains("the scene 'Navigation Controller (Nav-Sc-ene)' has no view of its own"))
    }

    @Test func documentsThatAreNotIOSInterfaceBuilderFilesAreRefusedWithTheirPlace() throws {
        let sandbox = try Sandbox()
        let broken = IBFixture.xib(IBFixture.view("Brk-Vw-001", className: "MyProgressBar"))
            .replacingOccurrences(of: "</view>", with: "</label>")
        try sandbox.write("broken.xib", broken)
        let run = sandbox.runInProcess(["set", "-f", "broken.xib", "percent=5"])
        #expect(run.status != 0)
        #expect(run.stderr.hasPrefix("broken.xib:7:9: error: </label> does not close <view>"))
        #expect(try sandbox.read("broken.xib") == broken)
        try sandbox.write(
            "mac.xib",
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"><objects/></document>\n"
        )
        let mac = sandbox.runInProcess(["inspect", "-f", "mac.xib"])
        #expect(mac.status != 0)
        #expect(
            mac.stderr.hasPrefix(
                "mac.xib:2:1: error: <document> of type 'com.apple.InterfaceBuilder3.Cocoa.XIB' is not an iOS Interface Builder document"
            ))
        try sandbox.write("amp.xib", IBFixture.xib("        <view id=\"a&b\"/>\n"))
        #expect(
            sandbox.runInProcess(["inspect", "-f", "amp.xib"]).stderr.hasPrefix(
                "amp.xib:5:20: error: '&' must start a reference"))
    }

    @Test func checkCatchesWhatCrashesAnAppAtLaunch() throws {
        let sandbox = try Sandbox()
        let views =
            IBFixture.view(
                "Bar-Vw-001", className: "MyProgressBar",
                runtime: IBFixture.runtime("number", "percnt", element: "<integer key=\"value\" value=\"5\"/>")
                    + IBFixture.runtime("string", "barColor", value: "orange")
                    + IBFixture.runtime("number", "percent", element: "<integer key=\"value\" value=\"150\"/>"))
            + IBFixture.view("Bar-Vw-001", className: "NoSuchBar")
        try sandbox.write("bars.xib", IBFixture.xib(views))
        let run = sandbox.runInProcess(["check", "bars.xib"])
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                bars.xib:8:69: error: MyProgressBar has no attribute 'percnt'; did you mean 'percent'? [unknown-attribute]
                bars.xib:11:86: error: barColor is Color in MyProgressBar, but the document writes it as a string [invalid-value]
                bars.xib:13:21: warning: percent: 150 is outside 0...100; using 100 [clamped-value]
                bars.xib:17:45: error: duplicate id 'Bar-Vw-001'; it is also at 5:45 [duplicate-id]
                bars.xib:17:70: error: unknown class 'NoSuchBar' [unknown-class]
                4 errors and 1 warning in 1 file of 1 checked

                """)
    }
}
