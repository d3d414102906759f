import Foundation
import Testing

/// SF Symbols, which every device has and no project ships: drawn as placeholders showing their
/// names, in the tint, and said once for a whole check, never warned about as missing images.
@Suite("SF Symbols")
struct SystemSymbolTests {
    /// A xib of an image view showing `symbol`, and a button whose normal state shows it too.
    static func xib(_ symbol: String, tint: String = "") -> String {
        IBFixture.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="100"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFit" image="\(symbol)" catalog="system" id="img">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>\(tint)
                            </imageView>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn">
                                <rect key="frame" x="0.0" y="60" width="120" height="40"/>
                                <state key="normal" title="Add" image="\(symbol)" catalog="system"/>
                            </button>
                        </subviews>
                    </view>

            """,
            resources: "        <image name=\"\(symbol)\" catalog=\"system\" width=\"128\" height=\"128\"/>\n")
    }

    @Test func aCheckSaysOnceHowManySymbolsThereAreAndWhereTheFirstIs() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.xib", Self.xib("plus"))
        try sandbox.write("B.xib", Self.xib("gear"))
        let check = sandbox.runInProcess(["check", "--strict", "A.xib", "B.xib"])
        #expect(check.status == 0, "\(check)")
        let lines = check.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(check)")
        #expect(
            lines.first
                == "A.xib:8:64: note: image: 'plus' is an SF Symbol, the first of 4: designer draws 4 SF Symbols as placeholders of their sizes showing their names, in the tint the device draws them in [system-symbol]"
        )
        #expect(!check.stderr.contains("missing-image"))
    }

    @Test func aRuleTurnedOffSaysNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.xib", Self.xib("plus"))
        try sandbox.write(".designer-check.json", #"{"disabled": ["system-symbol"]}"#)
        let check = sandbox.runInProcess(["check", "A.xib"])
        #expect(check == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    /// The placeholder shows the symbol's name in the tint color: system blue by default, the
    /// image view's own tint where it has one; no gray placeholder of a missing image.
    @Test func aSymbolIsDrawnAsItsNameInTheTint() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.xib", Self.xib("plus"))
        let svg = sandbox.runInProcess(["render", "-f", "A.xib", "--format", "svg"])
        #expect(svg.status == 0, "\(svg)")
        #expect(svg.stderr == "")
        #expect(svg.stdout.contains(">plus</text>"))
        #expect(svg.stdout.contains("rgb(0,122,255)") || svg.stdout.contains("#007AFF"), "\(svg.stdout)")
        #expect(!svg.stdout.contains("<image "))
        let red =
            "\n                <color key=\"tintColor\" red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\""
            + " colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        try sandbox.write("B.xib", Self.xib("plus", tint: red))
        let tinted = sandbox.runInProcess(["render", "-f", "B.xib", "--format", "svg"])
        #expect(tinted.status == 0, "\(tinted)")
        #expect(tinted.stdout.contains("flood-color=\"rgb(255,0,0)\"") || tinted.stdout.contains("#FF0000"))
    }
}
