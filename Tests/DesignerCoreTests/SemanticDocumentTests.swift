import Foundation
import Inspectable
import Testing

@testable import DesignerCore

private func read(_ text: String, name: String = "Main.storyboard") throws -> SemanticDocument {
    try SemanticDocument.read(SourceText(name: name, text: text))
}

private func difference(_ old: String, _ new: String) throws -> DocumentDifference {
    DocumentDifference(from: try read(old), to: try read(new))
}

/// The changes of the object `id`, which must be the only object changed.
private func changes(_ old: String, _ new: String, of id: String) throws -> [DocumentDifference.Change] {
    let entries = try difference(old, new).scenes.flatMap(\.entries)
    #expect(entries.map(\.object.id) == [id])
    return entries.first?.changes ?? []
}

@Suite struct SemanticDocumentTests {
    @Test func theCanonicalTextFlattensPropertiesAndNamesObjects() throws {
        let text = try read(ReviewFixtures.storyboard).canonicalText()
        let lines = Set(text.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }.map(String.init))
        for expected in [
            "scene \"Sign In\" #scene-1",
            "viewController SignInViewController \"Sign In\" #vc-1",
            "view: view #root-1",
            "label \"Title\" #title-1",
            "text = \"Welcome\"",
            "frame = (20, 140.5, 353, 44)",
            "fontDescription = pointSize: 17, type: boldSystem",
            "backgroundColor = #007AFF",
            "backgroundColor = white 1",
            "textColor = labelColor",
            "normal.title = \"Sign In\"",
            "runtime.layer.cornerRadius = 8",
            "autoresizingMask = heightSizable: YES, widthSizable: YES",
            "constraint \"Title\".leading = superview.leading + 20",
            "constraint \"Title\".top = \"safeArea\".top + 41",
            "constraint \"Sign In\"#button-1.top = \"Title\".bottom + 19.5",
            "outlet titleLabel → \"Title\"",
            "segue show → \"Home\" (identifier: \"showHome\")",
            "action signIn: ← touchUpInside → \"Sign In\"#vc-1",
        ] {
            #expect(lines.contains(expected), "\(expected) in\n\(text)")
        }
        // What Xcode writes for itself is left out.
        for left in ["toolsVersion", "plugIn", "capability", "21701"] { #expect(!text.contains(left)) }
    }

    @Test func aResaveWithOtherSpellingsMeansTheSame() throws {
        let difference = try difference(ReviewFixtures.storyboard, ReviewFixtures.resaved)
        #expect(difference.isEmpty, "\(difference.scenes)")
        #expect(try read(ReviewFixtures.storyboard).canonicalText() == read(ReviewFixtures.resaved).canonicalText())
    }

    /// What Xcode derives or keeps for its canvas alone is no change: where a scene lies on the
    /// canvas, what it last drew of `@IBDesignable` classes, the order of a variation's excluded
    /// constraints, a multiplier of `1:1`.
    @Test func whatOnlyXcodeSeesMeansTheSame() throws {
        let view = "</constraints>\n                    </view>"
        let variation = """
            </constraints>
            <variation key="heightClass=compact">
                <mask key="constraints"><exclude reference="c-1"/><exclude reference="c-2"/></mask>
            </variation>
                                </view>
            """
        let original = ReviewFixtures.edited([(view, variation)])
        let resaved = ReviewFixtures.edited(
            [
                (
                    "<point key=\"canvasLocation\" x=\"40\" y=\"-20\"/>",
                    "<point key=\"canvasLocation\" x=\"-1525.3623188405797\" y=\"161.4\"/>"
                ),
                (
                    "    </scenes>\n",
                    "    </scenes>\n    <designables>\n        <designable name=\"button-1\">\n"
                        + "            <size key=\"intrinsicContentSize\" width=\"60\" height=\"30\"/>\n"
                        + "        </designable>\n    </designables>\n"
                ),
                (
                    "<exclude reference=\"c-1\"/><exclude reference=\"c-2\"/>",
                    "<exclude reference=\"c-2\"/><exclude reference=\"c-1\"/>"
                ),
                (
                    "secondAttribute=\"bottom\" constant=\"19.5\"",
                    "secondAttribute=\"bottom\" multiplier=\"1:1\" constant=\"19.5\""
                ),
            ], of: original)
        let same = try difference(original, resaved)
        #expect(same.isEmpty, "\(same.scenes)")
        // A ratio of other parts is a change.
        let ratio = ReviewFixtures.edited(
            [
                (
                    "secondAttribute=\"bottom\" constant=\"19.5\"",
                    "secondAttribute=\"bottom\" multiplier=\"2:1\" constant=\"19.5\""
                )
            ], of: original)
        #expect(try !difference(original, ratio).isEmpty)
        #expect(try read(ratio).canonicalText().contains("× 2:1"))
    }

    /// An empty list of objects (`<subviews/>`, a toolbar's `<items/>`) is no property: a view
    /// whose last subview went is listed by that removal alone.
    @Test func anEmptyListOfObjectsIsNoProperty() throws {
        let empty = ReviewFixtures.edited([
            (
                "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>\n                        <color key=\"backgroundColor\" white",
                "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>\n                        <subviews/>\n                        <color key=\"backgroundColor\" white"
            )
        ])
        #expect(try read(empty).canonicalText() == read(ReviewFixtures.storyboard).canonicalText())
    }

    /// A new view is listed with the constraints inside it that tie it to views both versions
    /// have: a constraint moved into a new stack view is seen where it went.
    @Test func aNewViewIsListedWithWhatTiesItToTheRest() throws {
        let added = ReviewFixtures.edited([
            (
                "</button>\n                        </subviews>",
                """
                </button>
                <stackView opaque="NO" contentMode="scaleToFill" id="stack-1">
                    <rect key="frame" x="20" y="200" width="353" height="44"/>
                    <constraints>
                        <constraint firstItem="stack-1" firstAttribute="width" secondItem="title-1" secondAttribute="width" id="c-9"/>
                        <constraint firstAttribute="height" constant="44" id="c-10"/>
                    </constraints>
                </stackView>
                                        </subviews>
                """
            )
        ])
        let listed = try changes(ReviewFixtures.storyboard, added, of: "stack-1")
        #expect(listed.count == 2, "\(listed)")
        #expect(
            listed.last == .relation(.constraint, old: nil, new: "constraint stackView#stack-1.width = \"Title\".width")
        )
    }

    /// A button is named by its title, as a reader sees it.
    @Test func aButtonIsNamedByItsTitle() throws {
        #expect(try read(ReviewFixtures.storyboard).canonicalText().contains("button \"Sign In\" #button-1"))
    }

    /// Objects saved again under new ids are matched by their parent, kind and name, or, without
    /// a name, their position among their siblings of the same kind; their constraints and
    /// connections by what they say.
    @Test func objectsSavedUnderNewIDsAreTheSameObjects() throws {
        let difference = try difference(ReviewFixtures.storyboard, ReviewFixtures.renumbered)
        #expect(difference.isEmpty, "\(difference.scenes)")
        // A named label under a new id with a new text is still the same label, changed.
        let edited = ReviewFixtures.edited([("text=\"Welcome\"", "text=\"Hello\"")], of: ReviewFixtures.renumbered)
        #expect(
            try changes(ReviewFixtures.storyboard, edited, of: "Lb3-x9-Q1a") == [
                .property(key: "text", old: "\"Welcome\"", new: "\"Hello\"")
            ])
    }

    static let propertyEdits: [(edit: (String, String), id: String, key: String, old: String, new: String)] = [
        (("text=\"Welcome\"", "text=\"Hello\""), "title-1", "text", "\"Welcome\"", "\"Hello\""),
        (
            ("x=\"20\" y=\"100\"", "x=\"28\" y=\"100\""), "title-1", "frame", "(20, 100, 353, 21)",
            "(28, 100, 353, 21)"
        ),
        (("value=\"8\"", "value=\"12\""), "button-1", "runtime.layer.cornerRadius", "8", "12"),
        (("title=\"Sign In\"/>", "title=\"Log In\"/>"), "button-1", "normal.title", "\"Sign In\"", "\"Log In\""),
        (
            ("pointSize=\"17\"", "pointSize=\"20\""), "title-1", "fontDescription", "pointSize: 17, type: boldSystem",
            "pointSize: 20, type: boldSystem"
        ),
        (
            ("red=\"0.0\" green=\"0.47843137254901963\"", "red=\"1\" green=\"0.47843137254901963\""), "button-1",
            "backgroundColor", "#007AFF", "#FF7AFF"
        ),
        (("textAlignment=\"center\" ", ""), "title-1", "textAlignment", "center", ""),
    ]

    @Test(arguments: propertyEdits)
    func aChangedPropertyIsListedWithItsOldAndNewValue(
        edit: (String, String), id: String, key: String, old: String, new: String
    ) throws {
        let edited = ReviewFixtures.edited([edit])
        let expected = DocumentDifference.Change.property(key: key, old: old, new: new.isEmpty ? nil : new)
        #expect(try changes(ReviewFixtures.storyboard, edited, of: id) == [expected])
    }

    @Test func aClassChangeIsListed() throws {
        let edited = ReviewFixtures.edited([("id=\"title-1\"", "id=\"title-1\" customClass=\"FancyLabel\"")])
        #expect(
            try changes(ReviewFixtures.storyboard, edited, of: "title-1") == [
                .kindChanged(old: "label", new: "label FancyLabel")
            ])
    }

    @Test func constraintsAndConnectionsAreAddedRemovedAndChanged() throws {
        let changed = ReviewFixtures.edited([("constant=\"41\" id=\"c-2\"", "constant=\"48\" id=\"c-2\"")])
        #expect(
            try changes(ReviewFixtures.storyboard, changed, of: "root-1") == [
                .relation(
                    .constraint, old: "constraint \"Title\".top = \"safeArea\".top + 41",
                    new: "constraint \"Title\".top = \"safeArea\".top + 48")
            ])
        let added = ReviewFixtures.edited([
            (
                "</constraints>",
                "    <constraint firstAttribute=\"height\" constant=\"44\" id=\"c-4\"/>\n</constraints>"
            )
        ])
        // A constraint the view holds that names no other view is its own.
        #expect(
            try changes(ReviewFixtures.storyboard, added, of: "root-1") == [
                .relation(.constraint, old: nil, new: "constraint view#root-1.height = 44")
            ])
        let outlet = "<outlet property=\"titleLabel\" destination=\"title-1\" id=\"outlet-1\"/>"
        let removed = ReviewFixtures.edited([(outlet, "")])
        #expect(
            try changes(ReviewFixtures.storyboard, removed, of: "vc-1") == [
                .relation(.connection, old: "outlet titleLabel → \"Title\"", new: nil)
            ])
        let event = ReviewFixtures.edited([("eventType=\"touchUpInside\"", "eventType=\"touchDown\"")])
        #expect(
            try changes(ReviewFixtures.storyboard, event, of: "button-1") == [
                .relation(
                    .connection, old: "action signIn: ← touchUpInside → \"Sign In\"#vc-1",
                    new: "action signIn: ← touchDown → \"Sign In\"#vc-1")
            ])
    }

    @Test func viewsAddedRemovedAndMovedAreListedOnce() throws {
        let switchView = """
            <switch opaque="NO" contentMode="scaleToFill" on="YES" id="switch-1">
                <rect key="frame" x="20" y="200" width="51" height="31"/>
            </switch>

            """
        let added = ReviewFixtures.edited([("</subviews>", switchView + "</subviews>")])
        let root = try read(ReviewFixtures.storyboard).objects.first { $0.id == "root-1" }
        let rootReference = try #require(root.map { DocumentDifference.ObjectReference($0, isDocument: false) })
        #expect(
            try changes(ReviewFixtures.storyboard, added, of: "switch-1") == [
                .added(parent: rootReference, position: 2, count: 1)
            ])
        #expect(
            try changes(added, ReviewFixtures.storyboard, of: "switch-1") == [
                .removed(parent: rootReference, count: 1)
            ])
        // The button moved before the label: one move, not two.
        let document = ReviewFixtures.storyboard
        let label = String(
            document[document.range(of: "<label ")!.lowerBound..<document.range(of: "</label>")!.upperBound])
        let reordered = ReviewFixtures.edited([(label, ""), ("</button>", "</button>\n" + label)])
        let moves = try difference(ReviewFixtures.storyboard, reordered).scenes.flatMap(\.entries)
        #expect(moves.map(\.object.id) == ["button-1"])
        #expect(
            moves.first?.changes == [.moved(from: rootReference, oldPosition: 1, to: rootReference, newPosition: 0)])
    }

    @Test func aViewMovedToAnotherParentIsAMove() throws {
        let document = ReviewFixtures.storyboard
        let start = try #require(document.range(of: "<button "))
        let end = try #require(document.range(of: "</button>"))
        let button = String(document[start.lowerBound..<end.upperBound])
        let moved = ReviewFixtures.edited([
            (button, ""),
            (
                "<view key=\"view\" contentMode=\"scaleToFill\" id=\"root-2\">",
                "<view key=\"view\" contentMode=\"scaleToFill\" id=\"root-2\">\n<subviews>\n" + button + "\n</subviews>"
            ),
        ])
        let old = try read(document)
        func reference(_ id: String) throws -> DocumentDifference.ObjectReference {
            let object = try #require(old.objects.first { $0.id == id })
            return DocumentDifference.ObjectReference(object, isDocument: false)
        }
        let scenes = try difference(document, moved).scenes
        // Listed in the scene it is in now.
        #expect(scenes.map(\.scene.id) == ["scene-2"])
        #expect(scenes.first?.entries.map(\.object.id) == ["button-1"])
        #expect(
            scenes.first?.entries.first?.changes == [
                .moved(from: try reference("root-1"), oldPosition: 1, to: try reference("root-2"), newPosition: 0)
            ])
    }

    @Test func theLongestRunInOrderStays() {
        #expect(DocumentDifference.longestIncreasingRun([1, 0, 2, 3]).count == 3)
        #expect(DocumentDifference.longestIncreasingRun([3, 0, 1, 2]) == [1, 2, 3])
        #expect(DocumentDifference.longestIncreasingRun([]) == [])
    }

    @Test func jsonDocumentsCompareByViewIDAndValue() throws {
        let resaved = """
            {"subviews": [{"attributes": {"barColor": "#0A84FF", "percent": 72.0}, "class": "MyProgressBar",
              "frame": {"height": 24, "width": 280, "x": 20, "y": 30}, "id": "download"},
             {"id": "upload", "class": "MyProgressBar", "frame": {"x": 20, "y": 80, "width": 280, "height": 24},
              "attributes": {"percent": 35}}],
             "class": "View", "frame": {"x": 0, "y": 0, "width": 320.0, "height": 200},
             "attributes": {"backgroundColor": "#1C1C1E"}}
            """
        let old = try read(ReviewFixtures.json, name: "a.json")
        #expect(DocumentDifference(from: old, to: try read(resaved, name: "b.json")).isEmpty)
        let changed = try read(ReviewFixtures.json.replacingOccurrences(of: "35.0", with: "50"), name: "c.json")
        let entries = DocumentDifference(from: old, to: changed).scenes.flatMap(\.entries)
        #expect(entries.map(\.object.id) == ["upload"])
        #expect(entries.first?.changes == [.property(key: "percent", old: "35", new: "50")])
        #expect(old.canonicalText().contains("\n        MyProgressBar #download\n            barColor = \"#0A84FF\"\n"))
    }

    @Test(arguments: [
        (
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>", "3:1",
            "xml-syntax"
        ),
        ("<plist version=\"1.0\"><dict/></plist>", "1:1", "invalid-document"),
        ("{\"class\": \"View\",\n  \"frame\": }", "2:12", "json-syntax"),
        ("[1, 2]", "1:1", "invalid-document"),
    ])
    func aDocumentThatCannotBeReadIsAnErrorAtItsPlace(text: String, location: String, rule: String) {
        let source = SourceText(name: "broken", text: text)
        do {
            _ = try SemanticDocument.read(source)
            Issue.record("\(text) was read")
        } catch {
            #expect(source.location(of: error.offset).description == location, "\(error.message)")
            #expect(error.rule.rawValue == rule)
        }
    }
}

@Suite struct SemanticValueTests {
    /// Each spelling of a number reads as the shortest spelling of its double, whether it is
    /// respelled from its text or read as a double.
    @Test(arguments: [
        ("20", "20"), ("20.0", "20"), ("20.000", "20"), ("140.50", "140.5"), ("-0.0", "0"), ("007", "7"),
        ("-12.5", "-12.5"), ("0.0001", "0.0001"), ("0.00001", "1e-05"), ("1e3", "1000"),
        ("0.58431372549019611", "0.5843137254901961"), ("0.5843137254901961", "0.5843137254901961"),
        ("123456789012345", "123456789012345"), ("1234567890123456", "1234567890123456.0"),
    ])
    func numbersReadAsTheirShortestSpelling(text: String, expected: String) throws {
        #expect(SemanticValue.number(text) == expected)
        let value = try #require(Double(text))
        #expect(SemanticValue.number(value) == expected)
    }

    @Test(arguments: ["", "-", "1e", "0x10", "12px", "YES", "1,5", "inf", "nan", "--1"])
    func otherTextIsNoNumber(text: String) {
        #expect(SemanticValue.number(text) == nil)
    }

    @Test func textIsQuotedWithItsBreaksEscaped() {
        #expect(SemanticValue.plain("2.0", isText: true) == "\"2.0\"")
        #expect(SemanticValue.plain("Two\nlines \"quoted\"", isText: true) == #""Two\nlines \"quoted\"""#)
        #expect(SemanticValue.plain("scaleToFill") == "scaleToFill")
        #expect(SemanticValue.plain("two words") == "\"two words\"")
    }
}
