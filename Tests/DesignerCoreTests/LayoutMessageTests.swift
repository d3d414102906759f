import Inspectable
import Layout
import Testing

@testable import DesignerCore

/// The messages of layout problems, as a user reads them: each names what it is about as Xcode
/// and UIKit's log name it, with numbers as Xcode's inspectors show them, on one line at the
/// constraint's (or the view's) place.
@Suite("Layout problem messages")
struct LayoutMessageTests {
    /// A xib saved for `retina6_0` whose 200 × 100 panel holds `Box` (40 × 20 at 10, 10) and
    /// `subviews`, with `constraints` on the panel (from line 19 when `subviews` is one line).
    static func document(subviews: String = "", constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Msg-Pn-001" userLabel="Panel">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-Bx-001" userLabel="Box">
                            <rect key="frame" x="10" y="10" width="40" height="20"/>
                        </view>
        \(subviews)
                    </subviews>
                    <constraints>
                        <constraint firstItem="Msg-Bx-001" firstAttribute="leading" secondItem="Msg-Pn-001" secondAttribute="leading" constant="10" id="Msg-C-01"/>
                        <constraint firstItem="Msg-Bx-001" firstAttribute="top" secondItem="Msg-Pn-001" secondAttribute="top" constant="10" id="Msg-C-02"/>
                        <constraint firstItem="Msg-Bx-001" firstAttribute="height" constant="20" id="Msg-C-03"/>
        \(constraints)
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let subviews: String
        let constraints: String
        /// The problems' lines, in the document's order.
        let lines: [String]
        /// The notes of the first problem.
        var notes: [String] = []
    }

    static let cases = [
        Case(
            testDescription: "a constraint that conflicts with nothing can never hold",
            subviews: "",
            constraints: """
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="40" id="Msg-C-04"/>
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" secondItem="Msg-Bx-001" secondAttribute="width" constant="10" id="Msg-C-05"/>
                """,
            lines: [
                "Panel.xib:20:1: warning: unable to satisfy constraints on retina6_0: 'Box.width = Box.width + 10' can never hold, whatever the frames; UIKit breaks it"
            ]),
        Case(
            testDescription: "two constraints of the document",
            subviews: "",
            constraints: """
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="40" id="Msg-C-04"/>
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" relation="greaterThanOrEqual" constant="60.5" id="Msg-C-05"/>
                """,
            lines: [
                "Panel.xib:20:1: warning: unable to satisfy constraints on retina6_0: UIKit breaks 'Box.width ≥ 60.5', which conflicts with 'Box.width = 40'"
            ],
            notes: ["conflicting constraint 'Box.width = 40'"]),
        Case(
            testDescription: "a required compression resistance",
            subviews: """
                <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" horizontalCompressionResistancePriority="1000" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="Msg-St-001" userLabel="Stepper">
                    <rect key="frame" x="10" y="40" width="94" height="32"/>
                </stepper>
                """,
            constraints: """
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="40" id="Msg-C-04"/>
                <constraint firstItem="Msg-St-001" firstAttribute="leading" secondItem="Msg-Pn-001" secondAttribute="leading" constant="10" id="Msg-C-05"/>
                <constraint firstItem="Msg-St-001" firstAttribute="top" secondItem="Msg-Pn-001" secondAttribute="top" constant="40" id="Msg-C-06"/>
                <constraint firstItem="Msg-St-001" firstAttribute="width" constant="50" id="Msg-C-07"/>
                """,
            lines: [
                "Panel.xib:13:1: warning: unable to satisfy constraints on retina6_0: UIKit breaks the required compression resistance 'Stepper.width ≥ 94' (NSContentSizeLayoutConstraint Hug:750 CompressionResistance:1000), which conflicts with 'Stepper.width = 50'"
            ],
            notes: ["conflicting constraint 'Stepper.width = 50'"]),
        Case(
            testDescription: "an autoresizing mask",
            subviews: """
                <view contentMode="scaleToFill" id="Msg-Mk-001" userLabel="Masked">
                    <rect key="frame" x="60" y="10" width="100" height="50"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="40" id="Msg-C-04"/>
                <constraint firstItem="Msg-Mk-001" firstAttribute="width" secondItem="Msg-Bx-001" secondAttribute="width" multiplier="0.5" id="Msg-C-05"/>
                """,
            lines: [
                "Panel.xib:23:1: warning: unable to satisfy constraints on retina6_0: UIKit breaks 'Masked.width = 0.5 × Box.width', which conflicts with 'Box.width = 40' and the autoresizing mask's 'Masked.width = 100' (NSAutoresizingMaskLayoutConstraint h=--& v=--&: translatesAutoresizingMaskIntoConstraints is on)"
            ]),
        Case(
            testDescription: "priorities outside UIKit's, written as Xcode writes them",
            subviews: "",
            constraints: """
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="40" id="Msg-C-04"/>
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="0.0" priority="0.0" id="Msg-C-05"/>
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="30" priority="1500" id="Msg-C-06"/>
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="30" priority="999.5" id="Msg-C-07"/>
                """,
            lines: [
                "Panel.xib:20:1: warning: 'Box.width = 0 @0' cannot be laid out: its priority 0 is not a UIKit priority (above 0, at most 1000); it is left out",
                "Panel.xib:21:1: warning: 'Box.width = 30 @1500' cannot be laid out: its priority 1500 is not a UIKit priority (above 0, at most 1000); it is left out",
            ]),
        Case(
            testDescription: "a priority that is 1000 as UIKit's Float",
            subviews: "",
            constraints: """
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="40" priority="1000.0000001" id="Msg-C-04"/>
                """,
            lines: []),
        Case(
            testDescription: "a negative width",
            subviews: "",
            constraints: """
                <constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="-50" id="Msg-C-04"/>
                """,
            lines: [
                "Panel.xib:19:1: warning: 'Box.width = -50' makes 'Box' -50 points wide on retina6_0: a view's width cannot be negative"
            ]),
    ]

    /// A negative side the constraints make is the layout's problem, a warning naming the
    /// constraint: the laid-out document draws the view at 0, and reading its frame is no error
    /// (`inspect` of a real cell failed on it).
    @Test func aNegativeSideIsDrawnAtZeroAndIsNoErrorOfTheDocument() throws {
        let text = Self.document(
            subviews: "",
            constraints: #"<constraint firstItem="Msg-Bx-001" firstAttribute="width" constant="-50" id="Msg-C-04"/>"#)
        let document = try InterfaceBuilderTexts.read(text, name: "Panel.xib")
        let layout = document.layout(on: nil)
        let box = try #require(document.allViews.firstIndex { $0.id == "Msg-Bx-001" })
        #expect(layout.frames[box].width == -50)
        let drawn = layout.document.allViews[box]
        #expect(drawn.frame.width == 0 && drawn.frame.height == layout.frames[box].height)
        let resolution = ResolvedDocument.resolve(drawn, in: layout.document, registry: .progressBars)
        #expect(!resolution.diagnostics.contains { $0.severity == .error })
        #expect(layout.diagnostics.contains { $0.message.contains("-50 points wide") })
    }

    @Test(arguments: cases)
    func message(_ test: Case) throws {
        let text = Self.document(subviews: test.subviews, constraints: test.constraints)
        let document = try InterfaceBuilderTexts.read(text, name: "Panel.xib")
        let layout = document.layout(on: nil)
        let problems = layout.diagnostics.sorted { $0.offset < $1.offset }
        #expect(problems.map { $0.formatted(in: document.source) } == test.lines)
        #expect(problems.allSatisfy { $0.severity == .warning && !$0.message.contains("\n") })
        #expect(problems.first?.related.map(\.message) ?? [] == test.notes || test.notes.isEmpty)
    }
}
