import Graphics
import Inspectable
import Layout
import Testing

@testable import DesignerCore

/// Interface Builder scenes laid out through `Document.layout(on:)` on three screens: a small
/// phone with a home button (`retina4_0`: 320 × 568, 20 points of status bar, scale 2), the
/// phone the fixtures were saved on (`retina6_0`: 390 × 844, safe area 47 and 34, scale 3) and
/// an iPad (`ipad10_9rounded`: 820 × 1180, safe area 24 and 20, regular in both classes). Each
/// expected frame is worked out by hand from the constraints, in `LayoutFixtures`.
@Suite("Interface Builder scenes laid out on devices")
struct LayoutFrameTests {
    static let devices = ["retina4_0", "retina6_0", "ipad10_9rounded"]

    /// Scene `scene` of `text` laid out on `device`.
    static func layout(
        _ text: String, name: String = "Layout.storyboard", scene: Int = 0, on device: String?
    ) throws -> DocumentLayout {
        let file = try InterfaceBuilderTexts.read(text, name: name)
        let document = try #require(file.readScene(scene).document)
        let screen = try device.map { try #require(Device.named($0)).screen(.portrait) }
        return document.layout(on: screen)
    }

    /// Expects each view with an id in `expected` at its frame, to within a pixel at 3× (UIKit
    /// rounds a half pixel either way).
    static func expect(
        _ layout: DocumentLayout, _ expected: [String: Rect], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
            guard let view = layout.document.allViews.first(where: { $0.id == id }) else {
                Issue.record("no view \(id)", sourceLocation: sourceLocation)
                continue
            }
            let found = layout.frames[view.index]
            let close = [
                (found.x, frame.x), (found.y, frame.y), (found.width, frame.width), (found.height, frame.height),
            ].allSatisfy { abs($0 - $1) < 0.34 }
            #expect(close, "\(id): \(found) is not \(frame)", sourceLocation: sourceLocation)
            #expect(view.frame == found, "the document's view is at its laid-out frame", sourceLocation: sourceLocation)
        }
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// The safe area, root margins (16 points on a phone 375 points wide or less, 20 on a wider
    /// one and at regular width), a 2:1 ratio, a preferred height capped by an inequality,
    /// natural sizes, the legacy top layout guide under the status bar, and a footer that keeps
    /// to the bottom by its autoresizing mask.
    @Test(
        arguments: zip(
            devices,
            [
                [
                    "Prf-Rt-001": rect(0, 0, 320, 568), "Prf-Hd-001": rect(0, 20, 320, 100),
                    "Prf-Av-001": rect(120, 136, 80, 80),
                    "Prf-Bn-001": rect(16, 236, 288, 144), "Prf-Sw-001": rect(251, 517, 51, 31),
                    "Prf-Bt-001": rect(20, 513.5, 44, 38), "Prf-Lb-001": rect(20, 28, 280, 21),
                    "Prf-Ft-001": rect(0, 518, 320, 50),
                ],
                [
                    "Prf-Rt-001": rect(0, 0, 390, 844), "Prf-Hd-001": rect(0, 47, 390, 100),
                    "Prf-Av-001": rect(155, 163, 80, 80),
                    "Prf-Bn-001": rect(20, 263, 350, 175), "Prf-Sw-001": rect(321, 759, 51, 31),
                    "Prf-Bt-001": rect(20, 755.5, 44, 38), "Prf-Lb-001": rect(20, 55, 350, 21),
                    "Prf-Ft-001": rect(0, 794, 390, 50),
                ],
                [
                    "Prf-Rt-001": rect(0, 0, 820, 1180), "Prf-Hd-001": rect(0, 24, 820, 100),
                    "Prf-Av-001": rect(370, 140, 80, 80), "Prf-Bn-001": rect(20, 240, 780, 390),
                    "Prf-Sw-001": rect(751, 1109, 51, 31), "Prf-Bt-001": rect(20, 1105.5, 44, 38),
                    "Prf-Lb-001": rect(20, 32, 780, 21), "Prf-Ft-001": rect(0, 1130, 820, 50),
                ],
            ]))
    func profile(device: String, expected: [String: Rect]) throws {
        let layout = try Self.layout(LayoutFixtures.storyboard, on: device)
        #expect(layout.diagnostics == [])
        #expect(layout.screen?.name == device)
        Self.expect(layout, expected)
    }

    /// A document saved by Xcode 13 (tools version 20037) is laid out on its own device as that
    /// Xcode's canvas gave it: 44 points of safe area at the top of an iPhone 12 rather than
    /// 47, so the header pinned to it is 3 points higher; by Xcode 14 (21701), at 47. On
    /// another device the document gets today's safe area.
    @Test(
        arguments: [
            ("20037", nil, 44.0), ("20037", "retina6_0", 44), ("21701", nil, 47), ("20037", "retina4_0", 20),
        ] as [(String, String?, Double)])
    func olderCanvasSafeArea(toolsVersion: String, device: String?, top: Double) throws {
        let text = LayoutFixtures.storyboard.replacing(
            #"toolsVersion="22155""#, with: "toolsVersion=\"\(toolsVersion)\"")
        let layout = try Self.layout(text, on: device)
        let width = device == "retina4_0" ? 320.0 : 390
        Self.expect(layout, ["Prf-Hd-001": Self.rect(0, top, width, 100)])
    }

    /// A vertical stack filling equally around a hidden view; a row centring a switch and a
    /// spinner at their natural sizes, the row as big as they are.
    @Test(
        arguments: zip(
            devices,
            [
                [
                    "Stk-Cl-001": rect(20, 40, 280, 210), "Stk-Cl-00A": rect(0, 0, 280, 100),
                    "Stk-Cl-00C": rect(0, 110, 280, 100), "Stk-Rw-001": rect(121.5, 517, 77, 31),
                    "Stk-Rw-00A": rect(0, 0, 51, 31), "Stk-Rw-00B": rect(57, 5.5, 20, 20),
                ],
                [
                    "Stk-Cl-001": rect(20, 67, 350, 210), "Stk-Cl-00A": rect(0, 0, 350, 100),
                    "Stk-Cl-00C": rect(0, 110, 350, 100), "Stk-Rw-001": rect(156.5, 759, 77, 31),
                    "Stk-Rw-00A": rect(0, 0, 51, 31), "Stk-Rw-00B": rect(57, 5.5, 20, 20),
                ],
                [
                    "Stk-Cl-001": rect(20, 44, 780, 210), "Stk-Cl-00A": rect(0, 0, 780, 100),
                    "Stk-Cl-00C": rect(0, 110, 780, 100), "Stk-Rw-001": rect(371.5, 1109, 77, 31),
                    "Stk-Rw-00A": rect(0, 0, 51, 31), "Stk-Rw-00B": rect(57, 5.5, 20, 20),
                ],
            ]))
    func stacks(device: String, expected: [String: Rect]) throws {
        let layout = try Self.layout(LayoutFixtures.storyboard, scene: 1, on: device)
        #expect(layout.diagnostics == [])
        Self.expect(layout, expected)
    }

    /// On the iPad (regular width and height) the variations apply: another leading constant,
    /// another height, the 300-point width instead of the 200-point one, and no "Compact Only".
    @Test(
        arguments: zip(
            devices,
            [
                [
                    "Var-Bx-001": rect(20, 30, 100, 40), "Var-Wd-001": rect(20, 80, 200, 30),
                    "Var-Co-001": rect(20, 120, 100, 30), "Var-Lb-001": rect(20, 160, 280, 40),
                ],
                [
                    "Var-Bx-001": rect(20, 57, 100, 40), "Var-Wd-001": rect(20, 107, 200, 30),
                    "Var-Co-001": rect(20, 147, 100, 30), "Var-Lb-001": rect(20, 187, 350, 40),
                ],
                [
                    "Var-Bx-001": rect(100, 34, 100, 80), "Var-Wd-001": rect(20, 124, 300, 30),
                    "Var-Lb-001": rect(20, 204, 780, 40),
                ],
            ]))
    func variations(device: String, expected: [String: Rect]) throws {
        let layout = try Self.layout(LayoutFixtures.storyboard, scene: 2, on: device)
        #expect(layout.diagnostics == [])
        Self.expect(layout, expected)
    }

    /// A xib: a freeform card keeps its size on every screen; a view saved at the screen's size
    /// fills any screen, its scroll view's content as wide as the frame and 1000 points tall; a
    /// cell is its row's height.
    @Test(arguments: zip(devices, [(320.0, 568.0), (390, 844), (820, 1180)]))
    func xib(device: String, screen: (width: Double, height: Double)) throws {
        let card = try Self.layout(LayoutFixtures.xib, name: "Views.xib", scene: 0, on: device)
        Self.expect(card, ["Xib-Cd-001": Self.rect(0, 0, 300, 120), "Xib-Mt-001": Self.rect(90, 50, 120, 20)])
        let full = try Self.layout(LayoutFixtures.xib, name: "Views.xib", scene: 1, on: device)
        Self.expect(
            full,
            [
                "Xib-Sc-001": Self.rect(0, 0, screen.width, screen.height),
                "Xib-Sv-001": Self.rect(0, 0, screen.width, screen.height),
                "Xib-Ct-001": Self.rect(0, 0, screen.width, 1000),
            ])
        let row = try Self.layout(LayoutFixtures.xib, name: "Views.xib", scene: 2, on: device)
        Self.expect(
            row,
            [
                "Xib-Rw-001": Self.rect(0, 0, 320, 60), "Xib-RC-001": Self.rect(0, 0, 320, 60),
                "Xib-Dt-001": Self.rect(15, 25, 10, 10),
            ])
        #expect(card.diagnostics + full.diagnostics + row.diagnostics == [])
    }

    /// Bars Xcode infers: a translucent navigation bar over the root view (the safe area starts
    /// below it: 44 points on a phone, 50 on an iPad), a tab bar under it (49 on a phone, 50 on
    /// an iPad, over the home indicator), an opaque navigation bar the root view starts below.
    @Test(
        arguments: zip(
            devices,
            [
                [
                    "Nav-Hd-001": rect(20, 64, 100, 20), "Tab-Ft-001": rect(0, 479, 320, 40),
                    "Opq-Rt-001": rect(0, 64, 320, 504), "Opq-Tp-001": rect(0, 0, 320, 10),
                ],
                [
                    "Nav-Hd-001": rect(20, 91, 100, 20), "Tab-Ft-001": rect(0, 721, 390, 40),
                    "Opq-Rt-001": rect(0, 91, 390, 753), "Opq-Tp-001": rect(0, 0, 390, 10),
                ],
                [
                    "Nav-Hd-001": rect(20, 74, 100, 20), "Tab-Ft-001": rect(0, 1070, 820, 40),
                    "Opq-Rt-001": rect(0, 74, 820, 1106), "Opq-Tp-001": rect(0, 0, 820, 10),
                ],
            ]))
    func bars(device: String, expected: [String: Rect]) throws {
        var found: [String: Rect] = [:]
        for scene in [1, 3, 5] {
            let layout = try Self.layout(LayoutFixtures.bars, scene: scene, on: device)
            #expect(layout.diagnostics == [])
            for view in layout.document.allViews { if let id = view.id { found[id] = layout.frames[view.index] } }
            Self.expect(layout, expected.filter { id, _ in layout.document.view(withID: id) != nil })
        }
        #expect(Set(expected.keys).isSubset(of: found.keys))
    }

    /// With no screen, the document's own device: every view comes back at its saved frame.
    @Test(arguments: [
        (LayoutFixtures.storyboard, "Layout.storyboard", [0, 1, 2]),
        (LayoutFixtures.bars, "Bars.storyboard", [1, 3, 5]),
        (LayoutFixtures.xib, "Views.xib", [0, 1, 2]),
    ])
    func onTheSavedDevice(text: String, name: String, scenes: [Int]) throws {
        let file = try InterfaceBuilderTexts.read(text, name: name)
        #expect(file.savedDevice?.id == "retina6_0" && file.savedDevice?.orientation == .portrait)
        for scene in scenes {
            let document = try #require(file.readScene(scene).document)
            let layout = document.layout(on: nil)
            #expect(layout.screen?.name == "retina6_0")
            let moved = layout.frames.indices.filter { index in
                let (found, saved) = (layout.frames[index], layout.savedFrames[index])
                return abs(found.x - saved.x) + abs(found.y - saved.y) + abs(found.width - saved.width)
                    + abs(found.height - saved.height) > 0.34
                    // UIKit gives a hidden arranged view no room; where it puts it does not show.
                    && document.allViews[index].id != "Stk-Cl-00B"
            }
            #expect(moved == [], "scene \(scene)")
            #expect(layout.misplaced == Array(repeating: false, count: document.allViews.count))
        }
    }

    /// Conflicting constraints: a warning at the one UIKit breaks, naming it and the one it
    /// conflicts with, which a note points at; a view left loose: a warning at the view for
    /// each axis; a constraint naming nothing: the reader's error.
    @Test func problemsAtTheirPlaces() throws {
        let layout = try Self.layout(LayoutFixtures.broken, name: "Broken.xib", on: nil)
        let lines = layout.diagnostics.map { $0.formatted(in: layout.document.source) }
        #expect(
            lines.contains(
                "Broken.xib:26:17: warning: unable to satisfy constraints on retina6_0: UIKit breaks 'Conflicted.width = 80', which conflicts with 'Conflicted.width = 50'"
            ), "\(lines)")
        let unsatisfiable = try #require(layout.diagnostics.first { $0.rule == .unsatisfiableConstraints })
        #expect(unsatisfiable.related.map(\.message) == ["conflicting constraint 'Conflicted.width = 50'"])
        #expect(
            lines.contains { $0.hasPrefix("Broken.xib:17:17:") && $0.contains("'View (Brk-Ls-001)' has an ambiguous") })
        #expect(layout.diagnostics.contains { $0.rule == .invalidConstraint && $0.severity == .error })
    }

    /// On a phone on its side (compact in both classes, the sensor housing's 47 points at each
    /// side, 21 below): the variations for regular width do not apply; the safe area moves.
    @Test func onItsSide() throws {
        let file = try InterfaceBuilderTexts.read(LayoutFixtures.storyboard, name: "Layout.storyboard")
        let document = try #require(file.readScene(2).document)
        let screen = try #require(Device.named("retina6_0")).screen(.landscape)
        let layout = document.layout(on: screen)
        #expect(layout.diagnostics == [])
        Self.expect(
            layout,
            [
                "Var-Rt-001": Self.rect(0, 0, 844, 390), "Var-Bx-001": Self.rect(67, 10, 100, 40),
                "Var-Wd-001": Self.rect(67, 60, 200, 30), "Var-Co-001": Self.rect(67, 100, 100, 30),
                "Var-Lb-001": Self.rect(67, 140, 710, 40),
            ])
    }

    /// A document that names no device is laid out, with no screen given, at its root's saved size.
    @Test func withoutADevice() throws {
        let text = LayoutFixtures.broken.replacingOnly(
            #"<device id="retina6_0" orientation="portrait" appearance="light"/>"#, with: "")
        let layout = try Self.layout(text, name: "Broken.xib", on: nil)
        #expect(layout.screen?.name == "200x100")
        #expect(layout.frames[0] == Self.rect(0, 0, 200, 100))
    }

    /// A JSON document has no constraints: its own frames, on any screen.
    @Test func jsonKeepsItsFrames() throws {
        let text = #"{ "class": "View", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } }"#
        let document = try #require(Document.read(SourceText(name: "a.json", text: text)).document)
        let layout = document.layout(on: try #require(Device.named("retina4_0")).screen(.landscape))
        #expect(layout.screen == nil && layout.frames == [Self.rect(0, 0, 10, 10)] && layout.diagnostics == [])
        #expect(document.savedDevice == nil)
    }

    /// A session solves the same scene again to the same frames.
    @Test func aSessionSolvesAgain() throws {
        let file = try InterfaceBuilderTexts.read(LayoutFixtures.storyboard, name: "Layout.storyboard")
        let session = LayoutSession()
        let screen = try #require(Device.named("retina4_0")).screen(.portrait)
        let first = file.layout(on: screen, session: session)
        let second = file.layout(on: screen, session: session)
        #expect(first.frames == second.frames)
        #expect(first.frames == file.layout(on: screen).frames)
    }
}
