import Foundation
import Testing

/// What `set` and `reset` write in Interface Builder documents, byte for byte as Xcode writes it,
/// so that opening and saving the file in Xcode changes nothing more.
@Suite("Interface Builder edits as Xcode writes them") struct XcodeSpellingTests {
    let registry = IBFixture.registry

    /// A source file declaring a designable view, as an iOS project's would.
    static let cardSource = """
        import UIKit

        @IBDesignable class Card: UIView {
            @IBInspectable var radius: CGFloat = 0
            @IBInspectable var lines: Int = 1
            @IBInspectable var weight: Float = 0
        }

        """

    @Test func aNumberIsARealOrAnIntegerAsItsPropertyIsDeclared() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/Card.swift", Self.cardSource)
        let runtime =
            IBFixture.runtime("number", "radius", element: "<real key=\"value\" value=\"0.0\"/>")
            + IBFixture.runtime("number", "layer.borderWidth", element: "<real key=\"value\" value=\"1\"/>")
        let original = IBFixture.xib(IBFixture.view("Crd-Vw-001", className: "Card", runtime: runtime))
        try sandbox.write("App/Card.xib", original)
        let run = sandbox.runInProcess([
            "set", "-f", "App/Card.xib", "--sources", "App", "radius=8", "lines=3", "weight=2", "borderWidth=3",
            "layer.cornerRadius=4",
        ])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let expected = IBFixture.xib(
            IBFixture.view(
                "Crd-Vw-001", className: "Card",
                runtime: IBFixture.runtime("number", "radius", element: "<real key=\"value\" value=\"8\"/>")
                    + IBFixture.runtime("number", "layer.borderWidth", element: "<real key=\"value\" value=\"3\"/>")
                    + IBFixture.runtime("number", "lines", element: "<integer key=\"value\" value=\"3\"/>")
                    + IBFixture.runtime("number", "weight", element: "<real key=\"value\" value=\"2\"/>")
                    + IBFixture.runtime("number", "layer.cornerRadius", element: "<integer key=\"value\" value=\"4\"/>")
            ))
        #expect(try sandbox.read("App/Card.xib") == expected)
        let read = sandbox.runInProcess(
            ["get", "-f", "App/Card.xib", "--sources", "App", "radius", "lines", "weight", "borderWidth"])
        #expect(read == Run(status: 0, stdout: "8\n3\n2\n3\n", stderr: ""))
        #expect(
            sandbox.runInProcess(["check", "--sources", "App", "App/Card.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    @Test func aDoubleOfARegisteredComponentIsARealAndAnIntAnInteger() throws {
        let sandbox = try Sandbox()
        try sandbox.write("every.xib", IBFixture.xib(IBFixture.view("Evr-Vw-001", className: "EveryRuntimeType")))
        #expect(
            sandbox.runInProcess(["set", "-f", "every.xib", "ratio=1", "count=2"], registry: registry)
                == Run(status: 0, stdout: "", stderr: ""))
        let expected = IBFixture.xib(
            IBFixture.view(
                "Evr-Vw-001", className: "EveryRuntimeType",
                runtime: IBFixture.runtime("number", "ratio", element: "<real key=\"value\" value=\"1\"/>")
                    + IBFixture.runtime("number", "count", element: "<integer key=\"value\" value=\"2\"/>")))
        #expect(try sandbox.read("every.xib") == expected)
    }
}

extension XcodeSpellingTests {
    static let label = """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-Lb-001">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>

        """

    @Test func aStandardPropertySetToUIKitsDefaultIsLeftOut() throws {
        let sandbox = try Sandbox()
        let written = Self.label.replacingOccurrences(
            of: "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode",
            with:
                "<label hidden=\"YES\" opaque=\"NO\" clipsSubviews=\"YES\" userInteractionEnabled=\"NO\" alpha=\"0.5\" contentMode"
        ).replacingOccurrences(
            of: "lineBreakMode=\"tailTruncation\"", with: "lineBreakMode=\"tailTruncation\" numberOfLines=\"2\"")
        try sandbox.write("label.xib", IBFixture.xib(written))
        let run = sandbox.runInProcess([
            "set", "-f", "label.xib", "alpha=1.0", "isHidden=false", "clipsToBounds=false", "numberOfLines=1",
        ])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        #expect(try sandbox.read("label.xib") == IBFixture.xib(Self.label))
        let read = sandbox.runInProcess([
            "get", "-f", "label.xib", "alpha", "isHidden", "clipsToBounds", "numberOfLines",
        ])
        #expect(read == Run(status: 0, stdout: "1\nfalse\nfalse\n1\n", stderr: ""))
    }

    @Test func theLastRuntimeAttributeResetKeepsWhatElseIsInItsBlock() throws {
        let sandbox = try Sandbox()
        let runtime =
            "                <!-- tuned for the launch screen -->\n"
            + IBFixture.runtime("number", "percent", element: "<integer key=\"value\" value=\"50\"/>")
        let original = IBFixture.xib(IBFixture.view("Bar-Vw-001", className: "MyProgressBar", runtime: runtime))
        try sandbox.write("bar.xib", original)
        #expect(sandbox.runInProcess(["reset", "-f", "bar.xib", "percent"]) == Run(status: 0, stdout: "", stderr: ""))
        let kept = IBFixture.xib(
            IBFixture.view(
                "Bar-Vw-001", className: "MyProgressBar",
                runtime: "                <!-- tuned for the launch screen -->\n"))
        #expect(try sandbox.read("bar.xib") == kept)
        // An element designer does not know keeps its block too; the block goes with the last of all.
        let unknown = IBFixture.runtime("number", "percent", element: "<integer key=\"value\" value=\"50\"/>")
        try sandbox.write(
            "other.xib",
            IBFixture.xib(
                IBFixture.view(
                    "Bar-Vw-001", className: "MyProgressBar",
                    runtime: "                <extension name=\"x\"/>\n" + unknown)))
        #expect(sandbox.runInProcess(["reset", "-f", "other.xib", "percent"]).status == 0)
        #expect(
            try sandbox.read("other.xib")
                == IBFixture.xib(
                    IBFixture.view(
                        "Bar-Vw-001", className: "MyProgressBar", runtime: "                <extension name=\"x\"/>\n"))
        )
        try sandbox.write(
            "last.xib", IBFixture.xib(IBFixture.view("Bar-Vw-001", className: "MyProgressBar", runtime: unknown)))
        #expect(sandbox.runInProcess(["reset", "-f", "last.xib", "percent"]).status == 0)
        #expect(try sandbox.read("last.xib") == IBFixture.xib(IBFixture.view("Bar-Vw-001", className: "MyProgressBar")))
    }
}

extension XcodeSpellingTests {
    @Test func newAttributesAndChildrenGoWhereXcodeWritesThem() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab" userLabel="title">
                                <rect key="frame" x="10" y="10" width="100" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="Wid-th-001"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                <rect key="frame" x="10" y="40" width="51" height="31"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="49" id="Wid-th-002"/>
                                </constraints>
                                <connections>
                                    <action selector="flip:" destination="-1" eventType="valueChanged" id="Act-io-001"/>
                                </connections>
                            </switch>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="gauge"/>
                        </subviews>
                    </view>

            """)
        try sandbox.write("t.xib", original)
        let run = sandbox.runInProcess([
            "set", "-f", "t.xib", "title.alpha=0.5", "title.numberOfLines=0", "title.backgroundColor=red",
            "title.isHidden=true", "gauge.class=MyProgressBar", "sw.on=true", "sw.onTintColor=#FF8000",
            "sw.alpha=0.25",
        ])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let expected = original.replacingOccurrences(
            of: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab" userLabel="title">
                                    <rect key="frame" x="10" y="10" width="100" height="21"/>

                """,
            with: """
                <label hidden="YES" opaque="NO" userInteractionEnabled="NO" alpha="0.5" contentMode="left" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab" userLabel="title">
                                    <rect key="frame" x="10" y="10" width="100" height="21"/>
                                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>

                """
        ).replacingOccurrences(
            of: """
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                    <rect key="frame" x="10" y="40" width="51" height="31"/>

                """,
            with: """
                <switch opaque="NO" alpha="0.25" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                    <rect key="frame" x="10" y="40" width="51" height="31"/>
                                    <color key="onTintColor" red="1" green="0.50196078431372548" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>

                """
        ).replacingOccurrences(
            of: "id=\"box\" userLabel=\"gauge\"/>",
            with: "id=\"box\" userLabel=\"gauge\" customClass=\"MyProgressBar\"/>")
        #expect(try sandbox.read("t.xib") == expected)
        // The edited views read back, and are what check and render expect.
        #expect(sandbox.runInProcess(["get", "-f", "t.xib", "title.numberOfLines", "sw.on"]).stdout == "0\ntrue\n")
        #expect(sandbox.runInProcess(["render", "-f", "t.xib", "--format", "text", "-o", "t.txt"]).status == 0)
    }
}

extension XcodeSpellingTests {
    static let button = """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-Bt-001">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="30"/>
                    <state key="normal" title="Download"/>
                    <connections>
                        <action selector="download:" destination="-1" eventType="touchUpInside" id="Act-io-002"/>
                    </connections>
                </button>

        """

    @Test func aButtonsFontGoesWhenItIsResetAsItCame() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(Self.button)
        try sandbox.write("b.xib", original)
        #expect(
            sandbox.runInProcess(["set", "-f", "b.xib", "fontSize=20", "fontWeight=semibold"])
                == Run(status: 0, stdout: "", stderr: ""))
        let font = "<fontDescription key=\"fontDescription\" type=\"system\" weight=\"semibold\" pointSize=\"20\"/>"
        #expect(
            try sandbox.read("b.xib")
                == original.replacingOccurrences(
                    of: "height=\"30\"/>\n", with: "height=\"30\"/>\n            \(font)\n"))
        #expect(sandbox.runInProcess(["reset", "-f", "b.xib", "fontWeight"]).status == 0)
        #expect(sandbox.runInProcess(["reset", "-f", "b.xib", "fontSize"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(try sandbox.read("b.xib") == original)
        #expect(sandbox.runInProcess(["get", "-f", "b.xib", "fontSize", "fontWeight"]).stdout == "15\nregular\n")
        // A label's font stays written at UIKit's default, as Xcode always writes it.
        try sandbox.write("l.xib", IBFixture.xib(Self.label))
        #expect(sandbox.runInProcess(["set", "-f", "l.xib", "fontSize=20"]).status == 0)
        #expect(sandbox.runInProcess(["reset", "-f", "l.xib", "fontSize"]).status == 0)
        #expect(try sandbox.read("l.xib") == IBFixture.xib(Self.label))
    }

    @Test func textOfSeveralLinesIsAStringElement() throws {
        let sandbox = try Sandbox()
        let original = IBFixture.xib(Self.label)
        try sandbox.write("l.xib", original)
        let run = sandbox.runInProcess(["set", "-f", "l.xib", "text=Two & \"more\"\nlines <here>"])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let expected = original.replacingOccurrences(of: " text=\"Hi\"", with: "").replacingOccurrences(
            of: "<fontDescription",
            with:
                "<string key=\"text\">Two &amp; \"more\"\nlines &lt;here&gt;</string>\n            <fontDescription"
        )
        #expect(try sandbox.read("l.xib") == expected)
        #expect(
            sandbox.runInProcess(["get", "-f", "l.xib", "text", "--json"]).stdout
                == "\"Two & \\\"more\\\"\\nlines <here>\"\n")
        #expect(
            sandbox.runInProcess(["check", "l.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        // Set again, the element's text changes in place; a carriage return is kept as a reference.
        #expect(sandbox.runInProcess(["set", "-f", "l.xib", "text=one\r\ntwo"]).status == 0)
        #expect(try sandbox.read("l.xib").contains("<string key=\"text\">one&#13;\ntwo</string>"))
        #expect(sandbox.runInProcess(["get", "-f", "l.xib", "text", "--json"]).stdout == "\"one\\r\\ntwo\"\n")
        #expect(sandbox.runInProcess(["reset", "-f", "l.xib", "text"]).status == 0)
        #expect(try sandbox.read("l.xib") == original.replacingOccurrences(of: " text=\"Hi\"", with: ""))
    }
}
