import TestTools

/// A scene in a repository shaped like a large real app's, for timing `render` as a developer
/// runs it: the project of `RealProjectFixture` (an Xcode project, a workspace, a package, a pod
/// and 50 documents) with 800 more Swift files, an asset catalog of 700 vector (PDF) image sets,
/// and a font the app ships and registers (`UIAppFonts`). The scene, `Shop/Views/PromoCard.xib`,
/// draws a label in that font, two of the PDF images and a view of a class the sources declare.
///
///     let scene = RenderProjectFixture.write(to: "/tmp/bench/Shop")   // …/Shop/Views/PromoCard.xib
enum RenderProjectFixture {
    static let extraSources = 800
    static let imageSets = 700

    /// Writes the repository into `root` (made if missing); the path of the scene.
    static func write(to root: String) -> String {
        _ = RealProjectFixture.write(to: root)
        let writer = RealProjectFixture.Writer(root: root)
        for index in 0..<extraSources {
            let name = "Model\(index)"
            writer.file(
                "Shop/Generated/\(name).swift",
                RealProjectSources.plain(name, module: "Shop", seed: writer.next()))
        }
        let catalog = root + "/Shop/Resources/Assets.xcassets"
        writer.file("Shop/Resources/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        for index in 0..<imageSets {
            let set = "\(catalog)/Icons/icon-\(index).imageset"
            Files.makeFolder(set)
            DocumentGenerator.write(
                """
                {
                  "images" : [ { "filename" : "icon-\(index).pdf", "idiom" : "universal" } ],
                  "info" : { "author" : "xcode", "version" : 1 },
                  "properties" : { "preserves-vector-representation" : true }
                }

                """, to: "\(set)/Contents.json")
            _ = Files.write(icon(index), to: "\(set)/icon-\(index).pdf")
        }
        var font = TestFont()
        (font.postScriptName, font.family, font.style, font.weightClass) = (
            "BenchSans-Regular", "Bench Sans", "Regular", 400
        )
        Files.makeFolder(root + "/Shop/Resources/Fonts")
        _ = Files.write(font.bytes, to: root + "/Shop/Resources/Fonts/BenchSans-Regular.ttf")
        writer.file("Shop/Info.plist", infoPlist)
        writer.file("Shop/Views/PromoCard.xib", scene)
        return root + "/Shop/Views/PromoCard.xib"
    }

    /// A 24-point icon as a design tool exports it: a rounded square, a triangle and a stroked
    /// circle, in a color of its own.
    static func icon(_ index: Int) -> [UInt8] {
        let red = Double(index % 10) / 10
        let content = """
            q \(red) 0.45 0.85 rg 4 0 m 20 0 l 24 0 24 4 24 4 c 24 20 l 24 24 20 24 20 24 c 4 24 l 0 24 0 20 0 20 c
            0 4 l 0 0 4 0 4 0 c h f Q q 1 1 1 rg 7 6 m 18 12 l 7 18 l h f Q
            q 1 0.8 0.2 RG 1.5 w 12 19 m 14.8 19 17 16.8 17 14 c S Q
            """
        return TestPDF.page(width: 24, height: 24, content: content).bytes
    }

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UIAppFonts</key>
        \t<array>
        \t\t<string>BenchSans-Regular.ttf</string>
        \t</array>
        </dict>
        </plist>

        """

    /// A card: a title in the app's font, two icons from the catalog and a rating view.
    static let scene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="crd-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="260"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="BAVA AVB" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="ttl-Lb-001">
                            <rect key="frame" x="20" y="20" width="350" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" name="BenchSans-Regular" family="Bench Sans" pointSize="36"/>
                            <color key="textColor" systemColor="labelColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="icon-3" id="icn-Iv-001">
                            <rect key="frame" x="20" y="84" width="96" height="96"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </imageView>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="icon-640" id="icn-Iv-002">
                            <rect key="frame" x="136" y="84" width="96" height="96"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </imageView>
                        <view contentMode="scaleToFill" customClass="RatingView" customModule="ShopKit" id="rtg-Vw-001">
                            <rect key="frame" x="20" y="200" width="200" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <color key="backgroundColor" systemColor="systemYellowColor"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </objects>
            <resources>
                <image name="icon-3" width="24" height="24"/>
                <image name="icon-640" width="24" height="24"/>
                <systemColor name="labelColor">
                    <color red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="systemYellowColor">
                    <color red="1" green="0.80000000000000004" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>

        """
}
