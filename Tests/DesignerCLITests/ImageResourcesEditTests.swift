import Foundation
import Testing

/// `set` of an image keeps the document's `<resources>` as Xcode keeps them: the entry of an
/// image no longer used goes, one still used by another view or a runtime attribute stays, an
/// image the document names for the first time is noted (only Xcode knows its size), and the
/// image view's `catalog="system"` follows whether its image is an SF Symbol.
@Suite struct ImageResourcesEditTests {
    static func xib(views: String, resources: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Img-Rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
        \(views)
                    </subviews>
                </view>
            </objects>
        \(resources)</document>

        """
    }

    static func imageView(_ id: String, _ image: String, y: Int = 10) -> String {
        """
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" \(image) id="\(id)">
                            <rect key="frame" x="10" y="\(y)" width="40" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </imageView>
        """
    }

    static let plus = #"        <image name="plus" catalog="system" width="128" height="113"/>"#
    static let ring = #"        <image name="ring" width="30" height="20"/>"#

    static func resources(_ entries: String...) -> String {
        "    <resources>\n" + entries.map { $0 + "\n" }.joined() + "    </resources>\n"
    }

    @Test(arguments: [
        // A symbol for an asset: the symbol's entry goes with its last use, the catalog with it.
        (
            imageView("Img-Sym-01", #"image="plus" catalog="system""#), resources(plus, ring), "ring",
            imageView("Img-Sym-01", #"image="ring""#), resources(ring)
        ),
        // An asset for a symbol: the asset's entry stays while another view uses it.
        (
            imageView("Img-Sym-01", #"image="ring""#) + "\n" + imageView("Img-Two-01", #"image="ring""#, y: 60),
            resources(plus, ring), "plus",
            imageView("Img-Sym-01", #"image="plus" catalog="system""#) + "\n"
                + imageView("Img-Two-01", #"image="ring""#, y: 60),
            resources(plus, ring)
        ),
        // An image no other view names: the last entry goes with `<resources>`.
        (
            imageView("Img-Sym-01", #"image="plus" catalog="system""#), resources(plus), "cloud",
            imageView("Img-Sym-01", #"image="cloud" catalog="system""#), ""
        ),
    ])
    func setKeepsTheResourcesAsXcodeDoes(
        views: String, resources: String, image: String, expectedViews: String, expectedResources: String
    ) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Images.xib", Self.xib(views: views, resources: resources))
        let set = sandbox.runInProcess(["set", "-f", "Images.xib", "Img-Sym-01.image=\(image)"])
        #expect(set.status == 0, "\(set)")
        #expect(try sandbox.read("Images.xib") == Self.xib(views: expectedViews, resources: expectedResources))
    }

    /// An image new to the document is noted: Xcode writes its entry, with the size only it knows.
    @Test func anImageNewToTheDocumentIsNoted() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Images.xib",
            Self.xib(views: Self.imageView("Img-Sym-01", #"image="ring""#), resources: Self.resources(Self.ring)))
        let set = sandbox.runInProcess(["set", "-f", "Images.xib", "Img-Sym-01.image=cloud"])
        #expect(set.status == 0, "\(set)")
        #expect(
            set.stderr.contains(
                "the document's resources have no entry for the image 'cloud'; Xcode adds it, with the image's size, when it next saves the document"
            ), "\(set)")
    }

    /// An SF Symbol of the document's resources is the system's, not a missing file.
    @Test func aSymbolIsNoMissingImage() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Images.xib",
            Self.xib(views: Self.imageView("Img-Sym-01", #"image="ring""#), resources: Self.resources(Self.plus)))
        let set = sandbox.runInProcess(["set", "-f", "Images.xib", "Img-Sym-01.image=plus"])
        #expect(set.status == 0 && set.stderr.isEmpty, "\(set)")
    }

    /// An image a runtime attribute names is still used: its entry stays.
    @Test func anImageARuntimeAttributeNamesKeepsItsEntry() throws {
        let sandbox = try Sandbox()
        let attribute = """
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="image" keyPath="leftImage" value="ring"/>
                                </userDefinedRuntimeAttributes>
                            </imageView>
            """
        let view = Self.imageView("Img-Sym-01", #"image="ring""#).replacingOccurrences(
            of: "                </imageView>", with: attribute)
        try sandbox.write("Images.xib", Self.xib(views: view, resources: Self.resources(Self.plus, Self.ring)))
        let set = sandbox.runInProcess(["set", "-f", "Images.xib", "Img-Sym-01.image=plus"])
        #expect(set.status == 0, "\(set)")
        let expected = view.replacingOccurrences(of: #"image="ring" id"#, with: #"image="plus" catalog="system" id"#)
        #expect(
            try sandbox.read("Images.xib")
                == Self.xib(views: expected, resources: Self.resources(Self.plus, Self.ring)))
    }
}
