import Foundation
import Rendering
import Testing

/// Shapes of real projects' documents that are no mistakes, and must give no warning: Xcode's
/// own spellings, a bundle's loose images, a class whose superclass is a pod's.
@Suite("What real projects write") struct RealProjectShapesTests {
    /// A PNG of one white pixel.
    static let png = PNGEncoder.encode(width: 1, height: 1, straight: [255, 255, 255, 255])

    /// A label of `font` and `color` elements, in a xib.
    static func label(font: String = "", color: String = "") -> String {
        IBFixture.xib(
            """
                    <label opaque="NO" text="Hi" id="lbl-01-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        \(font)
                        \(color)
                    </label>

            """)
    }

    /// Interface Builder writes a font left without a size with a size of 0, which UIKit makes
    /// at Core Text's default size, 12 points.
    @Test func aFontOfSizeZeroIsCoreTextsDefaultSize() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Cell.xib",
            Self.label(font: #"<fontDescription key="fontDescription" type="system" pointSize="0.0"/>"#))
        #expect(
            sandbox.runInProcess(["check", "--strict", "Cell.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        #expect(sandbox.runInProcess(["get", "-f", "Cell.xib", "lbl-01-aaa.fontSize"]).stdout == "12\n")
        // A text style's font of size 0 is the style's size.
        try sandbox.write(
            "Styled.xib",
            Self.label(
                font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleFootnote" pointSize="0.0"/>"#))
        #expect(sandbox.runInProcess(["get", "-f", "Styled.xib", "lbl-01-aaa.fontSize"]).stdout == "13\n")
    }

    /// Older Xcode wrote system colors as names of its "System" catalog.
    @Test(arguments: ["textColor", "darkTextColor", "labelColor", "groupTableViewBackgroundColor"])
    func aSystemCatalogColorIsNoAssetCatalogs(name: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Cell.xib",
            Self.label(color: #"<color key="textColor" name="\#(name)" catalog="System" colorSpace="catalog"/>"#))
        #expect(
            sandbox.runInProcess(["check", "--strict", "Cell.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    /// `UIImage(named: "marker.png")` finds `marker@3x.png` among the app's resources.
    @Test func aBundlesLooseImageIsFoundByTheNameUIKitFindsItBy() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".git/HEAD", "ref: refs/heads/main\n")
        try sandbox.write("App/App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj([.init(name: "App")]))
        try FileManager.default.createDirectory(
            atPath: sandbox.path("App/Resources/markers"), withIntermediateDirectories: true)
        try Data(Self.png).write(to: sandbox.url.appendingPathComponent("App/Resources/markers/marker@3x.png"))
        for name in ["marker.png", "marker"] {
            try sandbox.write(
                "App/Marker.xib",
                IBFixture.xib(
                    """
                            <imageView id="img-01-aaa" image="\(name)">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </imageView>

                    """))
            let run = sandbox.runInProcess(["check", "--strict", "App/Marker.xib"])
            #expect(run == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"), "\(name): \(run)")
        }
        // A test's fixture elsewhere in the repository is no image of the app's bundle.
        try sandbox.write(
            "App/Marker.xib",
            IBFixture.xib(
                """
                        <imageView id="img-01-aaa" image="fixture.png">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </imageView>

                """))
        try FileManager.default.createDirectory(atPath: sandbox.path("Elsewhere"), withIntermediateDirectories: true)
        try Data(Self.png).write(to: sandbox.url.appendingPathComponent("Elsewhere/fixture.png"))
        #expect(
            sandbox.runInProcess(["check", "App/Marker.xib"]).stderr.contains("image 'fixture.png' does not exist"))
    }

    /// A cell whose superclass is a pod's designer has no sources of may have any key from it.
    @Test func aRuntimeAttributeOfAClassWithAnUnreadSuperclassIsNotAnError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj([.init(name: "App")]))
        try sandbox.write(
            "App/EpisodeCell.swift",
            "import SwipeCellKit\n\nclass EpisodeCell: SwipeTableViewCell {\n    var x = 0\n}\n")
        try sandbox.write(
            "App/Cell.xib",
            IBFixture.xib(
                IBFixture.view(
                    "cel-01-aaa", className: "EpisodeCell",
                    runtime: IBFixture.runtime("number", "swipeOffset", element: #"<real key="value" value="4"/>"#))))
        #expect(
            sandbox.runInProcess(["check", "--strict", "App/Cell.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    /// A localized string stays localized when `set` changes it, so the app's translations of it
    /// are still looked up.
    @Test func aLocalizedStringIsSetAsALocalizedString() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj([.init(name: "App")]))
        try sandbox.write(
            "App/Card.swift", "import UIKit\n\nclass Card: UIView {\n    @IBInspectable var caption: String = \"\"\n}\n"
        )
        try sandbox.write(
            "App/Card.xib",
            IBFixture.xib(
                IBFixture.view(
                    "crd-01-aaa", className: "Card",
                    runtime: IBFixture.runtime("localizedString", "caption", value: "Hi"))))
        let set = sandbox.runInProcess(["set", "-f", "App/Card.xib", "crd-01-aaa.caption=Bye"])
        #expect(set.status == 0, "\(set)")
        let text = try sandbox.read("App/Card.xib")
        #expect(
            text.contains(#"<userDefinedRuntimeAttribute type="localizedString" keyPath="caption" value="Bye"/>"#),
            "\(text)")
        #expect(
            sandbox.runInProcess(["check", "--strict", "App/Card.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    /// A Swift class named for Objective-C with `@objc(Name)` is the custom class `Name`, as
    /// Interface Builder writes it.
    @Test func aClassNamedForObjectiveCIsFoundByThatName() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj([.init(name: "App")]))
        try sandbox.write(
            "App/CustomView.swift",
            "import UIKit\n\n@objc(MYCustomView)\nclass CustomView: UIView {\n    @IBInspectable var radius: CGFloat = 0\n}\n"
        )
        func check(_ keyPath: String) throws -> Run {
            let runtime = IBFixture.runtime("number", keyPath, element: #"<real key="value" value="4"/>"#)
            try sandbox.write(
                "App/Card.xib", IBFixture.xib(IBFixture.view("crd-01-aaa", className: "MYCustomView", runtime: runtime))
            )
            return sandbox.runInProcess(["check", "App/Card.xib"])
        }
        let typo = try check("raduis")
        #expect(typo.status == 1, "\(typo)")
        #expect(typo.stderr.contains("error: MYCustomView has no key 'raduis'"), "\(typo)")
        #expect(try check("radius") == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        #expect(sandbox.runInProcess(["get", "-f", "App/Card.xib", "crd-01-aaa.radius"]).stdout == "4\n")
    }
}
