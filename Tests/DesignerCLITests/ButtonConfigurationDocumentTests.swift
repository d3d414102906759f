import Foundation
import Testing

/// An Interface Builder button with an iOS 15 configuration (`<buttonConfiguration
/// key="configuration" style="filled">`) reads its style, corner style and base background color,
/// and draws its background; `set` says it cannot write them, and leaves the file as it was.
@Suite struct ButtonConfigurationDocumentTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Cfg-Rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Cfg-Fil-01">
                            <rect key="frame" x="10" y="10" width="180" height="34"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <buttonConfiguration key="configuration" style="filled" cornerStyle="capsule" title="Go">
                                <color key="baseBackgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </buttonConfiguration>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Cfg-Pln-01">
                            <rect key="frame" x="10" y="56" width="180" height="34"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <buttonConfiguration key="configuration" style="plain" title="Skip"/>
                        </button>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
        </document>

        """

    @Test func theConfigurationIsReadAndItsBackgroundDrawn() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Buttons.xib", Self.xib)
        let filled = try sandbox.run(
            [
                "get", "-f", "Buttons.xib", "--view", "Cfg-Fil-01", "configurationStyle", "cornerStyle",
                "baseBackgroundColor",
            ])
        #expect(filled == Run(status: 0, stdout: "filled\ncapsule\n#FF0000\n", stderr: ""))
        let plain = try sandbox.run([
            "get", "-f", "Buttons.xib", "--view", "Cfg-Pln-01", "configurationStyle", "cornerStyle",
        ])
        #expect(plain == Run(status: 0, stdout: "plain\ndynamic\n", stderr: ""))
        // At 4 points a cell: the filled button's red capsule behind its title, the plain one's
        // title on the white of the view.
        let picture = try sandbox.run(["render", "-f", "Buttons.xib", "--format", "text", "--width", "50"])
        #expect(picture.status == 0, "\(picture)")
        let lines = picture.stdout.split(separator: "\n")
        let red = try #require(lines.first { $0.hasSuffix(" #FF0000") }?.first, "\(picture.stdout)")
        let white = try #require(lines.first { $0.hasSuffix(" #FFFFFF") }?.first, "\(picture.stdout)")
        let goRow = try #require(lines.first { $0.contains("Go") }, "\(picture.stdout)")
        #expect(goRow.dropFirst(8).prefix(30).allSatisfy { $0 == red || $0.isLetter }, "\(picture.stdout)")
        let skipRow = try #require(lines.first { $0.contains("Skip") }, "\(picture.stdout)")
        #expect(skipRow.dropFirst(8).prefix(30).allSatisfy { $0 == white || $0.isLetter }, "\(picture.stdout)")
        #expect(picture.stdout.contains("\"Go\" #FFFFFF"), "a filled button's title is white")
        #expect(picture.stdout.contains("\"Skip\" #007AFF"), "a plain button's title is in the tint")
    }

    @Test func setCannotWriteTheConfigurationAndLeavesTheFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Buttons.xib", Self.xib)
        let run = try sandbox.run(["set", "-f", "Buttons.xib", "Cfg-Fil-01.configurationStyle=tinted"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("configurationStyle"), "\(run.stderr)")
        #expect(try sandbox.read("Buttons.xib") == Self.xib)
    }
}
