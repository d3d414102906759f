import Foundation
import Rendering
import Testing

/// `designer audit`: a button's icon against what is drawn behind it, and an app that forces
/// one appearance on its screens.
@Suite("Audit icons and appearances")
struct AuditIconTests {
    /// Two buttons on white, each showing a 24-point square image in one color: gray 149
    /// (2.995:1 against white) and 130, 153, 158 (3.0003:1).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="ic-vc">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="ic-sc">
                    <objects>
                        <viewController id="ic-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="custom" lineBreakMode="middleTruncation" id="faint">
                                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                                        <accessibility key="accessibilityConfiguration" label="Faint"/>
                                        <state key="normal" image="dim.png"/>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="custom" lineBreakMode="middleTruncation" id="clear">
                                        <rect key="frame" x="100" y="100" width="44" height="44"/>
                                        <accessibility key="accessibilityConfiguration" label="Clear"/>
                                        <state key="normal" image="enough.png"/>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="dim.png" width="24" height="24"/>
                <image name="enough.png" width="24" height="24"/>
            </resources>
        </document>

        """

    /// A 24 × 24 image of one opaque color.
    static func square(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Data {
        Data(
            PNGEncoder.encode(
                width: 24, height: 24, straight: Array(repeating: [red, green, blue, 255], count: 576).flatMap { $0 }))
    }

    static func sandbox(in folder: String = "") throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(folder + "Icons.storyboard", storyboard)
        try sandbox.write(folder + "dim.png", square(149, 149, 149))
        try sandbox.write(folder + "enough.png", square(130, 153, 158))
        return sandbox
    }

    @Test func iconContrastAtItsBoundary() throws {
        let sandbox = try Self.sandbox()
        let run = sandbox.runInProcess(["audit", "Icons.storyboard", "--appearance", "light"])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderr == """
                Icons.storyboard:11:29: error: 'Faint': the button's image 'dim.png' has a contrast of 2.99:1 against what is drawn behind it in the light appearance; an icon needs 3:1 [icon-contrast]
                1 error and 0 warnings in 1 file of 1 audited

                """, "\(run)")
        #expect(try sandbox.read("Icons.storyboard") == Self.storyboard)
    }

    /// A system button draws an asset catalog's image as a template in its tint, as UIKit's
    /// automatic rendering mode does, unless the asset keeps its own colors ("original"); a
    /// custom button draws it as it is, unless the asset is a template. The audit measures the
    /// icon as drawn: a light gray image is blue in a system button, systemYellow in a yellow one.
    @Test func assetImagesAsTemplates() throws {
        func button(_ id: String, _ type: String, _ image: String, x: Int, tint: String = "") -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="\(type)" lineBreakMode="middleTruncation" id="\(id)">
                <rect key="frame" x="\(x)" y="100" width="44" height="44"/>
                <accessibility key="accessibilityConfiguration" label="\(id)"/>\(tint)
                <state key="normal" image="\(image)"/>
            </button>
            """
        }
        let yellow = #"<color key="tintColor" systemColor="systemYellowColor"/>"#
        let buttons = [
            button("system", "system", "faint", x: 20), button("yellow", "system", "faint", x: 80, tint: yellow),
            button("original", "system", "faintOriginal", x: 140), button("custom", "custom", "faint", x: 200),
            button("template", "custom", "faintTemplate", x: 260),
        ].joined(separator: "\n")
        let storyboard = Self.storyboard.replacing(
            /<subviews>[\s\S]*<\/subviews>/, with: "<subviews>\n" + buttons + "\n</subviews>"
        ).replacing(/<resources>[\s\S]*<\/resources>/, with: "<resources/>")
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n}\n")
        try sandbox.write("App/Icons.storyboard", storyboard)
        for (name, intent) in [("faint", nil), ("faintOriginal", "original"), ("faintTemplate", "template")] {
            let properties = intent.map { #", "properties": {"template-rendering-intent": "\#($0)"}"# } ?? ""
            try sandbox.write(
                "App/Assets.xcassets/\(name).imageset/Contents.json",
                #"{"images": [{"filename": "i.png", "idiom": "universal", "scale": "1x"}]\#(properties)}"#)
            try sandbox.write("App/Assets.xcassets/\(name).imageset/i.png", Self.square(230, 230, 230))
        }
        let run = sandbox.runInProcess(["audit", "App/Icons.storyboard", "--appearance", "light"])
        let problems = run.stderr.split(separator: "\n").filter { $0.hasSuffix("[icon-contrast]") }.map {
            $0.split(separator: "'")[1]
        }
        #expect(problems == ["yellow", "original", "custom"], "\(run)")
        #expect(run.stderr.contains("'yellow': the button's image 'faint' has a contrast of 1.5"), "\(run)")
    }

    /// An icon whose image designer cannot find is not measured: its placeholder is no icon.
    @Test func anImageNotFoundIsNotMeasured() throws {
        let sandbox = try Self.sandbox()
        try FileManager.default.removeItem(atPath: sandbox.path("dim.png"))
        let run = sandbox.runInProcess(["audit", "Icons.storyboard", "--appearance", "light"])
        #expect(!run.stderr.contains("[icon-contrast]"), "\(run)")
    }

    /// An app whose Info.plist forces the dark appearance is audited in it alone, with a note
    /// saying so once; --appearance audits what it names. An Info.plist may be named for its
    /// platform, as a project of several apps names them.
    @Test(arguments: [
        ("Dark", ["dark"], "Info.plist"), ("Light", ["light"], "Info-iOS.plist"),
        ("Automatic", ["light", "dark"], "App-Info.plist"),
    ])
    func anAppForcedToOneAppearance(style: String, audited: [String], plist: String) throws {
        let sandbox = try Self.sandbox(in: "App/")
        try sandbox.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n}\n")
        try sandbox.write(
            "App/\(plist)",
            "<plist version=\"1.0\"><dict><key>UIUserInterfaceStyle</key><string>\(style)</string></dict></plist>")
        try sandbox.write("App/Other.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["audit", "App"])
        let appearances = ["light", "dark"].filter { run.stderr.contains("in the \($0) appearance; an icon") }
        #expect(appearances == audited, "\(run)")
        let notes = run.stderr.split(separator: "\n").filter { $0.contains(": note:") }
        #expect(
            notes
                == (audited.count == 1
                    ? [
                        "App/Icons.storyboard: note: 'App/\(plist)' sets UIUserInterfaceStyle to \(style), so the scenes of its project are audited in the \(audited[0]) appearance alone; --appearance light,dark audits both [contrast]"
                    ] : []),
            "\(run)")
        let both = sandbox.runInProcess(["audit", "App", "--appearance", "light,dark"])
        #expect(
            both.stderr.contains("in the light appearance") && both.stderr.contains("in the dark appearance"), "\(both)"
        )
        #expect(!both.stderr.contains(": note:"), "\(both)")
    }
}
