import DesignerCore
import Foundation
import Inspectable
import Testing

/// Update Frames as `layout --update` writes it: `DocumentEdit.updateFrame` on an Interface
/// Builder document, patching only the numbers that change, in Xcode's spelling.
@Suite struct LayoutFramePatchTests {
    /// A xib of a header view holding a misplaced label, a button without a frame, and a box.
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Hdr-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" misplaced="YES" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-00-001">
                            <rect key="frame" x="16" y="40" width="288" height="20.333333333333329"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-00-001">
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </button>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-00-001">
                            <rect key="frame" x="0.0" y="80" width="320" height="20"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>

        """

    static func document() throws -> Document {
        try #require(Document.read(SourceText(name: "Header.xib", bytes: Array(text.utf8))).document)
    }

    static func view(_ id: String, in document: Document) throws -> ViewNode {
        try #require(document.view(withID: id))
    }

    /// The text after `updates` (view id, frame), checked as every edit is before it is written.
    static func updated(_ updates: [(String, Rect)]) throws -> String {
        let document = try document()
        var edit = DocumentEdit(document)
        for (id, frame) in updates { edit.updateFrame(frame, of: try view(id, in: document)) }
        let applied = edit.apply()
        #expect(applied.refusals.isEmpty)
        #expect(applied.problems().isEmpty)
        return String(decoding: applied.bytes, as: UTF8.self)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let id: String
        let frame: Rect
        /// The lines of the text that change, before and after.
        let before: [String]
        let after: [String]
        /// The start of the line the changes follow.
        var follows = "<"
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a misplaced label: its numbers that differ, and its mark",
            id: "Lbl-00-001", frame: Rect(x: 20, y: 40, width: 280, height: 20.333333333333332),
            before: [
                #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" misplaced="YES" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-00-001">"#,
                #"<rect key="frame" x="16" y="40" width="288" height="20.333333333333329"/>"#,
            ],
            after: [
                #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-00-001">"#,
                #"<rect key="frame" x="20" y="40" width="280" height="20.333333333333329"/>"#,
            ]),
        Case(
            name: "fractions and zero in Xcode's spelling",
            id: "Box-00-001", frame: Rect(x: 0.5, y: 0, width: 319.66666666666669, height: 20),
            before: [#"<rect key="frame" x="0.0" y="80" width="320" height="20"/>"#],
            after: [#"<rect key="frame" x="0.5" y="0.0" width="319.66666666666669" height="20"/>"#]),
        Case(
            name: "a view without a frame gets one where Xcode writes it",
            // Between the button's start tag and its font, as the lines around show.
            id: "Btn-00-001", frame: Rect(x: 130, y: 60, width: 60, height: 30),
            before: [], after: [#"<rect key="frame" x="130" y="60" width="60" height="30"/>"#], follows: "<button"),
    ]

    @Test(arguments: cases)
    func updatesOnlyWhatChanges(_ example: Case) throws {
        let after = try Self.updated([(example.id, example.frame)])
        let old = Self.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingPrefix(while: \.isWhitespace)
        }
        let new = after.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingPrefix(while: \.isWhitespace)
        }
        // The lines that differ, found by their common beginning and end.
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let suffix = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
        #expect(old[prefix..<(old.count - suffix)].map(String.init) == example.before)
        #expect(new[prefix..<(new.count - suffix)].map(String.init) == example.after)
        #expect(new[prefix - 1].hasPrefix(example.follows))
        // The edited text reads back with the frame asked for.
        let document = try #require(Document.read(SourceText(name: "Header.xib", bytes: Array(after.utf8))).document)
        #expect(
            try Self.view(example.id, in: document).frame
                == DocumentEdit.savedFrame(
                    example.frame, keeping: try Self.view(example.id, in: try Self.document()).frame))
    }

    /// Only the bytes of the numbers that change are rewritten: the rest is the same, byte for byte.
    @Test func patchesOnlyTheBytesOfTheNumbers() throws {
        let after = try Self.updated([("Box-00-001", Rect(x: 0, y: 81, width: 320, height: 20))])
        let old = Array(Self.text.utf8)
        let new = Array(after.utf8)
        #expect(old.count == new.count)
        let changed = zip(old, new).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        let offset = try #require(Self.text.utf8.firstRange(of: #"y="80" width="320" height="20"/>"#.utf8))
        // "80" became "81": one byte.
        #expect(changed == [Self.text.utf8.distance(from: Self.text.utf8.startIndex, to: offset.lowerBound) + 4])
    }

    /// A frame that is the saved one to within the noise of Xcode's numbers, and not marked
    /// misplaced, is no change at all; updating twice changes nothing the second time.
    @Test func unchangedFramesLeaveTheTextAlone() throws {
        let document = try Self.document()
        var edit = DocumentEdit(document)
        edit.updateFrame(
            Rect(x: 0, y: 80.0000004, width: 320, height: 20), of: try Self.view("Box-00-001", in: document))
        edit.updateFrame(Rect(x: 0, y: 0, width: 320, height: 100), of: try Self.view("Hdr-00-001", in: document))
        #expect(edit.apply().isUnchanged)

        let frame = Rect(x: 20, y: 40, width: 280, height: 20.333333333333332)
        let once = try Self.updated([("Lbl-00-001", frame)])
        let again = try #require(Document.read(SourceText(name: "Header.xib", bytes: Array(once.utf8))).document)
        var second = DocumentEdit(again)
        second.updateFrame(frame, of: try Self.view("Lbl-00-001", in: again))
        #expect(second.apply().isUnchanged)
    }

    /// A misplaced view whose saved frame is already the laid-out one loses its mark alone.
    @Test func aMarkAloneIsRemoved() throws {
        let after = try Self.updated([("Lbl-00-001", Rect(x: 16, y: 40, width: 288, height: 20.333333333333332))])
        #expect(after == Self.text.replacingOccurrences(of: #" misplaced="YES""#, with: ""))
    }

    @Test(arguments: [
        (Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 1, y: 2, width: 3, height: 4), false),
        (Rect(x: 1.0004, y: 2, width: 3, height: 4), Rect(x: 1, y: 2, width: 3, height: 4), false),
        (Rect(x: 1.002, y: 2, width: 3, height: 4), Rect(x: 1, y: 2, width: 3, height: 4), true),
        (
            Rect(x: 1, y: 2, width: 3, height: 4.333333333333333),
            Rect(x: 1, y: 2, width: 3, height: 4.3333333333333286), false
        ),
        (Rect(x: 1, y: 2, width: 3, height: 4.333333333333333), Rect(x: 1, y: 2, width: 3, height: 4), true),
    ])
    func framesDifferBeyondTheNoiseOfXcodesNumbers(_ laidOut: Rect, _ saved: Rect, _ differs: Bool) {
        #expect(DocumentEdit.frame(laidOut, differsFrom: saved) == differs)
    }
}
