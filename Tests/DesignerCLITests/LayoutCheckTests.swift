import DesignerCore
import Foundation
import Inspectable
import Testing

@testable import DesignerCLI

/// Which of a layout's problems `check` reports in a scene designer does not lay out as Xcode
/// saved it: those of the document's own numbers always, those of a measured size not.
@Suite struct LayoutCheckTests {
    /// A storyboard saved for the iPhone 16 (393 x 852) with `subviews` and `constraints` in its
    /// view controller's view, and a view 'Off' placed at the top left by its constraints but
    /// saved at x 200, so that the scene's layout never agrees with its saved frames.
    static func storyboard(subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Vc1-aa-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="Scn-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rot-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Off-aa-001" userLabel="Off">
                                        <rect key="frame" x="200" y="0.0" width="10" height="10"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="10" id="Ofw-aa-001"/>
                                            <constraint firstAttribute="height" constant="10" id="Ofh-aa-001"/>
                                        </constraints>
                                    </view>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Saf-aa-001"/>
                                <constraints>
                                    <constraint firstItem="Off-aa-001" firstAttribute="leading" secondItem="Rot-aa-001" secondAttribute="leading" id="Ofl-aa-001"/>
                                    <constraint firstItem="Off-aa-001" firstAttribute="top" secondItem="Rot-aa-001" secondAttribute="top" id="Oft-aa-001"/>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// A plain view 'Box' saved 100 square at (10, 10).
    static let box = """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-aa-001" userLabel="Box">
                                    <rect key="frame" x="10" y="10" width="100" height="100"/>
                                </view>
        """

    /// A constraint of the root view's, `first.attribute = second.attribute × multiplier + constant`.
    static func constraint(
        _ first: String, _ attribute: String, _ second: String? = nil, _ secondAttribute: String? = nil,
        constant: String = "0", priority: String = "1000", id: String
    ) -> String {
        let secondPart =
            second.map { #" secondItem="\#($0)" secondAttribute="\#(secondAttribute ?? attribute)""# } ?? ""
        return
            #"                            <constraint firstItem="\#(first)" firstAttribute="\#(attribute)"\#(secondPart) constant="\#(constant)" priority="\#(priority)" id="\#(id)"/>"#
    }

    /// Box's leading, top, width and height, with `replacing` in place of the one of that id.
    static func boxConstraints(replacing: [String: String] = [:]) -> String {
        [
            constraint("Box-aa-001", "leading", "Rot-aa-001", constant: "10", id: "Bxl-aa-001"),
            constraint("Box-aa-001", "top", "Rot-aa-001", constant: "10", id: "Bxt-aa-001"),
            constraint("Box-aa-001", "width", constant: "100", id: "Bxw-aa-001"),
            constraint("Box-aa-001", "height", constant: "100", id: "Bxh-aa-001"),
        ]
        .map { line in replacing.first { line.contains("id=\"\($0.key)\"") }?.value ?? line }
        .joined(separator: "\n")
    }

    /// Problems of the document's own numbers, each with the words `check` must say, and none
    /// of them involving a measured size.
    static let ownProblems: [(name: String, subviews: String, constraints: String, expected: String)] = [
        (
            "a huge constant", box,
            boxConstraints(replacing: [
                "Bxl-aa-001": constraint("Box-aa-001", "leading", "Rot-aa-001", constant: "1e308", id: "Bxl-aa-001")
            ]), "its constant 1e+308 is too large"
        ),
        (
            "a priority of 0", box,
            boxConstraints() + "\n"
                + constraint("Box-aa-001", "width", constant: "50", priority: "0", id: "Bxp-aa-001"),
            "its priority 0 is not a UIKit priority"
        ),
        (
            "a negative width of its own", box,
            boxConstraints(replacing: [
                "Bxw-aa-001": constraint("Box-aa-001", "width", constant: "-50", id: "Bxw-aa-001")
            ]), "makes 'Box' -50 points wide"
        ),
        (
            "widths that can never both hold", box,
            boxConstraints(replacing: [
                "Bxw-aa-001": constraint("Box-aa-001", "width", "Off-aa-001", constant: "10", id: "Bxw-aa-001")
            ]) + "\n" + constraint("Off-aa-001", "width", "Box-aa-001", constant: "10", id: "Ofb-aa-001"),
            "[layout-unsatisfiable]"
        ),
        (
            "a view left without a vertical place", box,
            [
                constraint("Box-aa-001", "leading", "Rot-aa-001", constant: "10", id: "Bxl-aa-001"),
                constraint("Box-aa-001", "width", constant: "100", id: "Bxw-aa-001"),
                constraint("Box-aa-001", "height", constant: "100", id: "Bxh-aa-001"),
            ].joined(separator: "\n"), "'Box' has an ambiguous vertical position"
        ),
    ]

    @Test(arguments: ownProblems.indices)
    func checkReportsTheDocumentsOwnProblemsWhateverTheFrames(_ index: Int) throws {
        let problem = Self.ownProblems[index]
        let sandbox = try Sandbox()
        try sandbox.write(
            "Box.storyboard", Self.storyboard(subviews: problem.subviews, constraints: problem.constraints))
        let layout = sandbox.runInProcess(["layout", "-f", "Box.storyboard"])
        #expect(layout.stdout.contains("Off-aa-001: x=\"0.0\""), "\(problem.name): \(layout)")
        let run = sandbox.runInProcess(["check", "Box.storyboard"])
        #expect(run.status == 0, "\(problem.name): \(run)")
        #expect(run.stderr.contains(problem.expected), "\(problem.name): \(run.stderr)")
    }

    /// A constraint left out is the problem to fix: the views it would have placed are not
    /// also called ambiguous, by `layout` or `check`.
    @Test(arguments: ["1e308", "NaN"])
    func aConstraintLeftOutLeavesNoAmbiguityBesideIt(_ constant: String) throws {
        let sandbox = try Sandbox()
        let constraints = Self.boxConstraints(replacing: [
            "Bxw-aa-001": Self.constraint("Box-aa-001", "width", constant: constant, id: "Bxw-aa-001")
        ])
        try sandbox.write("Box.storyboard", Self.storyboard(subviews: Self.box, constraints: constraints))
        for command in [["layout", "-f", "Box.storyboard"], ["check", "Box.storyboard"]] {
            let run = sandbox.runInProcess(command)
            #expect(run.stderr.contains("[\(Diagnostic.Rule.invalidConstraint.rawValue)]"), "\(run)")
            #expect(!run.stderr.contains("[\(Diagnostic.Rule.ambiguousLayout.rawValue)]"), "\(run)")
        }
    }

    /// A box from a label's trailing edge to 50 points from the root's leading one is as wide as
    /// what the label's measured text leaves, here less than nothing: a negative size of a
    /// measured one, which `layout` shows and `check` leaves out where the frames do not agree,
    /// as designer's text may be wider than UIKit's.
    @Test func checkLeavesOutAMeasuredSizesProblemWhereTheFramesDiffer() throws {
        let label = """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="A title of some length" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lab-aa-001" userLabel="Title">
                                        <rect key="frame" x="10" y="10" width="170" height="20.333333333333332"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
            """
        let constraints = [
            Self.constraint("Lab-aa-001", "leading", "Rot-aa-001", constant: "10", id: "Lbl-aa-001"),
            Self.constraint("Lab-aa-001", "top", "Rot-aa-001", constant: "10", id: "Lbt-aa-001"),
            Self.constraint("Box-aa-001", "leading", "Lab-aa-001", "trailing", id: "Bxl-aa-001"),
            Self.constraint("Box-aa-001", "trailing", "Rot-aa-001", "leading", constant: "50", id: "Bxr-aa-001"),
            Self.constraint("Box-aa-001", "top", "Rot-aa-001", constant: "10", id: "Bxt-aa-001"),
            Self.constraint("Box-aa-001", "height", constant: "100", id: "Bxh-aa-001"),
        ].joined(separator: "\n")
        let sandbox = try Sandbox()
        try sandbox.write(
            "Title.storyboard", Self.storyboard(subviews: label + "\n" + Self.box, constraints: constraints))
        let layout = sandbox.runInProcess(["layout", "-f", "Title.storyboard"])
        #expect(layout.stderr.contains("makes 'Box' -"), "\(layout)")
        #expect(
            sandbox.runInProcess(["check", "Title.storyboard"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }
}
