import DesignerCore
import Foundation
import Testing

@testable import DesignerCLI

/// `--locale`: an Interface Builder document's strings read from its strings tables and String
/// Catalog, each where it is written; the tables' formats; what a table lacks.
@Suite("Localization")
struct LocalizationTests {
    /// A storyboard in `Base.lproj`: a label of one line in a width of 120 points, a button, and a
    /// label the French table lacks.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="LO-VC-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="LO-Sc-001">
                    <objects>
                        <viewController id="LO-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hel-lo-001">
                                        <rect key="frame" x="20" y="64" width="120" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                    </label>
                                    <button opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="sig-ni-001">
                                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                                        <state key="normal" title="Sign in"/>
                                    </button>
                                    <label opaque="NO" text="Untranslated" translatesAutoresizingMaskIntoConstraints="NO" id="unt-ra-001">
                                        <rect key="frame" x="20" y="160" width="200" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="LO-SA-001"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="hel-lo-001" firstAttribute="top" secondItem="LO-SA-001" secondAttribute="top" constant="20" id="LO-C-01"/>
                                    <constraint firstItem="hel-lo-001" firstAttribute="leading" secondItem="LO-SA-001" secondAttribute="leading" constant="20" id="LO-C-02"/>
                                    <constraint firstItem="hel-lo-001" firstAttribute="width" constant="120" id="LO-C-03"/>
                                    <constraint firstItem="sig-ni-001" firstAttribute="top" secondItem="hel-lo-001" secondAttribute="bottom" constant="16" id="LO-C-04"/>
                                    <constraint firstItem="sig-ni-001" firstAttribute="leading" secondItem="hel-lo-001" secondAttribute="leading" id="LO-C-05"/>
                                    <constraint firstItem="sig-ni-001" firstAttribute="width" constant="200" id="LO-C-06"/>
                                    <constraint firstItem="sig-ni-001" firstAttribute="height" constant="44" id="LO-C-07"/>
                                    <constraint firstItem="unt-ra-001" firstAttribute="top" secondItem="sig-ni-001" secondAttribute="bottom" constant="16" id="LO-C-08"/>
                                    <constraint firstItem="unt-ra-001" firstAttribute="leading" secondItem="hel-lo-001" secondAttribute="leading" id="LO-C-09"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The French table, as Xcode writes it.
    static let french = """
        /* Class = "UILabel"; text = "Hello"; ObjectID = "hel-lo-001"; */
        "hel-lo-001.text" = "Bonjour à \\"tous\\" les amis";

        // The button.
        "sig-ni-001.normalTitle" = "Se connecter";

        """

    /// The German catalog: the label's text varies by plural, the button's by device.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "hel-lo-001.text" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Guten Tag" } }
                } } }
              }
            },
            "sig-ni-001.normalTitle" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmelden" } }
              }
            },
            "unt-ra-001.text" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Übersetzt" } }
              }
            }
          },
          "version" : "1.0"
        }

        """

    /// `text` in UTF-16, little-endian, after its byte order mark, as Xcode often writes tables.
    static func utf16(_ text: String) -> Data {
        var data = Data([0xFF, 0xFE])
        for unit in text.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        return data
    }

    static func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(
            atPath: sandbox.path("App/Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: sandbox.path("App/fr.lproj"), withIntermediateDirectories: true)
        try sandbox.write("App/Base.lproj/Main.storyboard", storyboard)
        try sandbox.write("App/fr.lproj/Main.strings", utf16(french))
        try sandbox.write("App/Main.xcstrings", catalog)
        return sandbox
    }

    // MARK: - Languages

    @Test(arguments: [
        ("fr", "fr", ["fr"], false), ("pt_br", "pt-BR", ["pt-BR", "pt_BR", "pt"], false),
        ("zh-hant-tw", "zh-Hant-TW", ["zh-Hant-TW", "zh_Hant_TW", "zh-Hant", "zh_Hant", "zh"], false),
        ("ar", "ar", ["ar"], true), ("he-IL", "he-IL", ["he-IL", "he_IL", "he"], true),
        ("az-Arab", "az-Arab", ["az-Arab", "az_Arab", "az"], true),
        ("es-419", "es-419", ["es-419", "es_419", "es"], false),
    ])
    func aLanguageIsNamedAsXcodeNamesIt(text: String, name: String, folders: [String], rightToLeft: Bool) throws {
        let localization = try #require(Localization(text))
        #expect(localization.description == name)
        #expect(localization.folderNames == folders)
        #expect(localization.isRightToLeft == rightToLeft)
    }

    @Test(arguments: ["", "f", "french", "fr-", "fr-BRA", "12", "fr-Latn-BR-x", "fr BR"])
    func aMalformedLanguageIsNone(text: String) {
        #expect(Localization(text) == nil)
    }

    // MARK: - Strings tables

    @Test func aTableReadsItsEscapesCommentsAndForms() throws {
        let text = #"""
            /* A comment "with" quotes; */
            "quote" = "say \"hi\"";
            // A line comment
            "lines" = "one\ntwo\ttab \\ back";
            "unicode" = "caf\U00E9 \UD83D\UDE00";
            "octal" = "\101";
            bare_key = bare.value;
            "alone";
            "apostrophe" = "l\'été";
            """#
        let table = try StringsTable(reading: SourceText(name: "t.strings", text: text))
        #expect(
            table.translations == [
                "quote": #"say "hi""#, "lines": "one\ntwo\ttab \\ back", "unicode": "café 😀", "octal": "A",
                "bare_key": "bare.value", "alone": "alone", "apostrophe": "l'été",
            ])
    }

    @Test func aTableInUTF16OrAPropertyListReadsTheSame() throws {
        let text = "\"k\" = \"vé\";\n"
        let little = Self.utf16(text)
        var big = Data([0xFE, 0xFF])
        for unit in text.utf16 { big.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
        for data in [little, big, Data(little.dropFirst(2))] {
            let table = try StringsTable(reading: SourceText(name: "t.strings", bytes: Array(data)))
            #expect(table.translations == ["k": "vé"])
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>k</key><string>v &amp; w</string></dict></plist>
            """
        #expect(try StringsTable(reading: SourceText(name: "t.strings", text: plist)).translations == ["k": "v & w"])
        // The same dictionary as a binary property list, {"k": "v & w", "é": "Ü"}, as plutil writes it.
        var binary = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object: [UInt8] in [
            [0xD2, 1, 2, 3, 4], [0x51] + Array("k".utf8), [0x61, 0x00, 0xE9], [0x55] + Array("v & w".utf8),
            [0x61, 0x00, 0xDC],
        ] {
            offsets.append(UInt8(binary.count))
            binary += object
        }
        let table = binary.count
        binary += offsets
        binary += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 5] + [UInt8](repeating: 0, count: 8)
        binary += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        let read = try StringsTable(reading: SourceText(name: "t.strings", bytes: binary))
        #expect(read.translations == ["k": "v & w", "é": "Ü"])
    }

    @Test(arguments: [
        ("\"a\" = \"b\";\n\"c\" = \"d\n", "2:7: the string is not closed with '\"'"),
        ("\"a\" \"b\";", "1:4: expected '=' after the key, found '\"b\";'"),
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "1:10: expected ';' after the value, found '\"c\" = \"d\";'"),
        ("\"a\" = \"b\"", "1:10: expected ';' after the value, found the end of the file"),
        ("/* open\n\"a\" = \"b\";", "1:1: the comment is not closed with '*/'"),
        ("\"a\" = \"\\U00G1\";", "1:8: \\U is followed by four hexadecimal digits"),
        ("\"a\" = ;", "1:7: expected the value in double quotes, found ';'"),
        (
            "bplist00" + String(repeating: "\0", count: 32), "1:1: a binary property list cut short"
        ),
        (
            "\"a\" = \"nul\\0mid\";",
            "1:11: a translation may not hold the control character U+0000: an Interface Builder document cannot carry it"
        ),
        (
            "\"a\" = \"a\u{7}\";",
            "1:9: a translation may not hold the control character U+0007: an Interface Builder document cannot carry it"
        ),
        (
            "\"a\" = \"\\U001B[31m\";",
            "1:8: a translation may not hold the control character U+001B: an Interface Builder document cannot carry it"
        ),
        (
            "\"a\" = \"\\UFFFE\";",
            "1:8: a translation may not hold U+FFFE, which is no character: an Interface Builder document cannot carry it"
        ),
        (
            "<plist><dict>\n<key>a</key>\n<integer>1</integer>\n</dict></plist>",
            "3:1: expected the <string> of the <key> before it, not <integer>"
        ),
        ("{ \"a\" = \"b\";", "1:13: expected '}' closing the dictionary, found the end of the file"),
        ("{ \"a\" = \"b\"; } x", "1:16: expected the end of the file after '}', found 'x'"),
    ])
    func aMalformedTableIsAProblemAtItsPlace(text: String, expected: String) {
        do {
            _ = try StringsTable(reading: SourceText(name: "t.strings", text: text))
            Issue.record("read \(text)")
        } catch {
            #expect("\(error.source.location(of: error.offset)): \(error.message)" == expected)
        }
    }

    /// A table that is neither UTF-8 nor UTF-16 is a problem at its first byte that is not UTF-8.
    @Test func aTableInAnotherEncodingIsAProblemAtItsByte() {
        do {
            _ = try StringsTable(
                reading: SourceText(name: "t.strings", bytes: Array("\"a\" = \"Latin1 ".utf8) + [0xE9, 34, 59]))
            Issue.record("read Latin-1")
        } catch {
            #expect(
                "\(error.source.location(of: error.offset)): \(error.message)"
                    == "1:15: invalid UTF-8 byte 0xE9; a strings table is UTF-8 or UTF-16")
        }
    }

    /// An old-style property list's dictionary in braces holds the same pairs.
    @Test func aTableInBracesReadsItsPairs() throws {
        let read = try StringsTable(reading: SourceText(name: "t.strings", text: "{\n  \"a\" = \"b\";\n  c = d;\n}\n"))
        #expect(read.translations == ["a": "b", "c": "d"])
    }

    /// A unit no one has translated (empty, `new`) is no translation; an empty one marked
    /// translated is; a value XML cannot hold is a problem at it.
    @Test func aCatalogsEmptyUnitIsTranslatedOnlyWhenMarkedSo() throws {
        func unit(_ state: String, _ value: String) -> String {
            #"{"localizations": {"fr": {"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}}}"#
        }
        let text =
            #"{"strings": {"new": \#(unit("new", "")), "review": \#(unit("needs_review", "")), "empty": \#(unit("translated", "")), "done": \#(unit("new", "Fait"))}}"#
        let catalog = try StringCatalog(reading: SourceText(name: "Main.xcstrings", text: text))
        #expect(catalog.translations(into: try #require(Localization("fr"))) == ["empty": "", "done": "Fait"])
        do {
            _ = try StringCatalog(
                reading: SourceText(
                    name: "Main.xcstrings", text: #"{"strings": {"k": \#(unit("translated", "Hallo\\u0007"))}}"#))
            Issue.record("read a control character")
        } catch {
            #expect(
                "\(error.source.location(of: error.offset)): \(error.message)"
                    == "1:92: a translation may not hold the control character U+0007: an Interface Builder document cannot carry it"
            )
        }
    }

    @Test func aCatalogGivesEachKeysLanguageOrItsFallback() throws {
        let catalog = try StringCatalog(reading: SourceText(name: "Main.xcstrings", text: Self.catalog))
        let austrian = try #require(Localization("de-AT"))
        let german = try #require(catalog.translations(into: austrian))
        #expect(german["hel-lo-001.text"] == "Guten Tag")
        #expect(german["sig-ni-001.normalTitle"] == "Anmelden")
        let french = try #require(Localization("fr"))
        #expect(catalog.translations(into: french) == nil)
        do {
            _ = try StringCatalog(reading: SourceText(name: "Main.xcstrings", text: "{\"strings\": {\"k\": []}}"))
            Issue.record("read a malformed catalog")
        } catch {
            #expect(
                "\(error.source.location(of: error.offset)): \(error.message)"
                    == "1:19: a string's entry is an object, not an array")
        }
    }

    // MARK: - A document's strings

    @Test func aDocumentsStringsHaveXcodesKeys() {
        let text = """
            <document>
                <label text="A" id="lab"><accessibility key="accessibilityConfiguration" label="Ax" hint="H"/></label>
                <button id="but"><state key="normal" title="N"/><state key="selected" title="S"/></button>
                <button id="cfg"><buttonConfiguration key="configuration" title="T" subtitle="U"/></button>
                <segmentedControl id="seg"><segments><segment title="One"/><segment title="Two"/></segments></segmentedControl>
                <navigationItem title="Nav" id="nav"/>
                <textView id="tv"><string key="text">Long
            text</string></textView>
                <label id="att"><attributedString key="attributedText"><fragment content="Run"/><fragment><string key="content">Two
            lines</string></fragment></attributedString></label>
            </document>
            """
        let entries = DocumentStrings(of: SourceText(name: "A.xib", text: text)).entries
        #expect(
            entries.map { "\($0.className) \($0.key ?? "-")=\($0.text)" } == [
                "UILabel lab.text=A", "UILabel lab.accessibilityLabel=Ax", "UILabel lab.accessibilityHint=H",
                "UIButton but.normalTitle=N", "UIButton but.selectedTitle=S", "UIButton cfg.configuration.title=T",
                "UIButton cfg.configuration.subtitle=U", "UISegmentedControl seg.segmentTitles[0]=One",
                "UISegmentedControl seg.segmentTitles[1]=Two", "UINavigationItem nav.title=Nav",
                "UITextView tv.text=Long\ntext", "fragment -=Run", "fragment -=Two\nlines",
            ])
    }

    // MARK: - Commands

    /// The French table (UTF-16) translates the label and the button, each on its line; the
    /// catalog gives German; a region falls back to its language; the files are unchanged.
    @Test func renderDrawsTheTranslatedStrings() throws {
        let sandbox = try Self.sandbox()
        let french = sandbox.runInProcess(
            ["render", "-f", "App/Base.lproj/Main.storyboard", "--format", "svg", "--locale", "fr-CA", "-o", "fr.svg"])
        try #require(french.status == 0, "\(french)")
        let svg = try sandbox.read("fr.svg")
        #expect(svg.contains("Se connecter") && svg.contains("Bonjour") && svg.contains(">Untranslated<"), "\(svg)")
        let german = sandbox.runInProcess(
            ["render", "-f", "App/Base.lproj/Main.storyboard", "--format", "svg", "--locale", "de", "-o", "de.svg"])
        try #require(german.status == 0, "\(german)")
        #expect(try sandbox.read("de.svg").contains(">Guten Tag<"))
        let japanese = sandbox.runInProcess(
            ["render", "-f", "App/Base.lproj/Main.storyboard", "--format", "svg", "--locale", "ja", "-o", "ja.svg"])
        #expect(japanese.status == 0)
        #expect(
            japanese.stderr
                == "note: App/Base.lproj/Main.storyboard has no ja translation (no ja.lproj/Main.strings, no ja in Main.xcstrings); its strings are drawn as written\n"
        )
        #expect(try sandbox.read("App/Base.lproj/Main.storyboard") == Self.storyboard)
        #expect(try sandbox.bytes("App/fr.lproj/Main.strings") == Self.utf16(Self.french))
    }

    /// The label's French text is cut off, said in French at the label's line; the label the
    /// table lacks is said at its text; a language without a table is a note.
    @Test func auditFindsWhatATranslationLacksAndCuts() throws {
        let sandbox = try Self.sandbox()
        let result = sandbox.runInProcess(
            ["audit", "App/Base.lproj/Main.storyboard", "--appearance", "light", "--locale", "fr,ja"])
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "App/Base.lproj/Main.storyboard:11:29: warning: 'Bonjour à \"tous\" les amis': the text is cut off at text size L in fr: it shows 'Bonjour à \"tou…' [text-cut-off]"
            ), "\(result)")
        #expect(
            lines.contains(
                "App/Base.lproj/Main.storyboard:20:54: warning: UILabel 'Untranslated': no fr translation of 'unt-ra-001.text' in App/fr.lproj/Main.strings [missing-translation]"
            ), "\(result)")
        #expect(
            lines.contains(
                "App/Base.lproj/Main.storyboard: note: the document has no ja translation (no ja.lproj/Main.strings, no ja in Main.xcstrings); its strings are drawn as written [missing-translation]"
            ), "\(result)")
        #expect(!result.stderr.contains("'hel-lo-001.text'") && !result.stderr.contains("'sig-ni-001"), "\(result)")
        let german = sandbox.runInProcess(
            ["audit", "App/Base.lproj/Main.storyboard", "--appearance", "light", "--locale", "de"])
        #expect(!german.stderr.contains("[missing-translation]"), "\(german)")
        let rules = sandbox.runInProcess(["audit", "--list-rules"])
        #expect(rules.stdout.contains("missing-translation"))
        // The project's configuration makes the rule an error, as it configures the others.
        try sandbox.write("App/.designer-check.json", #"{"severity": {"missing-translation": "error"}}"#)
        let configured = sandbox.runInProcess(
            ["audit", "App/Base.lproj/Main.storyboard", "--appearance", "light", "--locale", "fr"])
        #expect(configured.status == 1)
        #expect(configured.stderr.contains(":20:54: error: UILabel 'Untranslated': no fr translation"), "\(configured)")
    }

    /// A translation XML cannot hold is the table's problem, at its place, in every command that
    /// draws the language; the document is not blamed.
    @Test func aTranslationXMLCannotHoldIsTheTablesError() throws {
        let sandbox = try Self.sandbox()
        try sandbox.write(
            "App/fr.lproj/Main.strings",
            "\"sig-ni-001.normalTitle\" = \"ok\";\n\"hel-lo-001.text\" = \"Bon\u{7}jour\";\n")
        let expected =
            "App/fr.lproj/Main.strings:2:25: error: a translation may not hold the control character U+0007: an Interface Builder document cannot carry it"
        for command in ["render", "layout"] {
            let result = sandbox.runInProcess([command, "-f", "App/Base.lproj/Main.storyboard", "--locale", "fr"])
            #expect(result.status == 1 && result.stderr == expected + "\n", "\(result)")
        }
        let audit = sandbox.runInProcess(["audit", "App/Base.lproj/Main.storyboard", "--locale", "fr"])
        #expect(audit.status == 1 && audit.stderr.contains(expected), "\(audit)")
        #expect(!audit.stderr.contains("not allowed in XML"), "\(audit)")
        let snapshot = sandbox.runInProcess(["snapshot", "App", "--format", "svg", "--locale", "fr"])
        #expect(snapshot.status == 1, "\(snapshot)")
        #expect(
            snapshot.stderr.split(separator: "\n").filter { $0.contains("error:") } == [Substring(expected)],
            "\(snapshot)")
        #expect(try sandbox.read("App/Base.lproj/Main.storyboard") == Self.storyboard)
    }

    /// A live document in a language watches its tables' folders: a table saved alone draws the
    /// document again, and a table newly broken is the failure shown, at the table.
    @Test func aLiveDocumentRedrawsWhenItsTableChanges() throws {
        let sandbox = try Self.sandbox()
        var screen = ScreenChoice.saved
        screen.localization = Localization("fr")
        let parts = CommandParts(
            CommandContext(registry: .shipped, workingDirectory: sandbox.path),
            document: "App/Base.lproj/Main.storyboard", screen: screen)
        var live = parts.live("App/Base.lproj/Main.storyboard")
        #expect(live.folders.contains(sandbox.path("App/fr.lproj")) && live.folders.contains(sandbox.path("App")))
        live.reload(parts.documents, .shipped, parts.writer, now: 0)
        #expect(live.failure == nil)
        for name in ["Main.strings", "Main.xcstrings"] {
            #expect(live.isAffected(by: [name]) && live.affectsDrawing([name]))
        }
        #expect(!live.isAffected(by: ["Other.strings"]))
        try sandbox.write("App/fr.lproj/Main.strings", "\"hel-lo-001.text\" = \"Salut\"\n")
        let changed = ["Main.strings"] as Set<String>
        let redrawn = live.reload(
            parts.documents, .shipped, parts.writer, now: 1, imagesChanged: live.affectsDrawing(changed))
        #expect(redrawn)
        #expect(
            live.failure?.lines(program: "designer")
                == ["App/fr.lproj/Main.strings:1:28: error: expected ';' after the value, found the end of the file"])
    }

    /// The note of a language without a table names every folder iOS would look in.
    @Test func aMissingRegionalTableNamesEveryFolderTried() throws {
        let sandbox = try Self.sandbox()
        let result = sandbox.runInProcess(["render", "-f", "App/Base.lproj/Main.storyboard", "--locale", "pt-BR"])
        #expect(
            result.stderr
                == "note: App/Base.lproj/Main.storyboard has no pt-BR translation (no pt-BR.lproj/Main.strings, pt_BR.lproj/Main.strings or pt.lproj/Main.strings, no pt-BR, pt_BR or pt in Main.xcstrings); its strings are drawn as written\n",
            "\(result)")
    }

    /// A malformed table stops render with one line at its place, and audit with one finding;
    /// a language that is none is a usage error; a table that cannot be read, one line.
    @Test func badTablesAndLanguagesAreOneLine() throws {
        let sandbox = try Self.sandbox()
        try sandbox.write("App/fr.lproj/Main.strings", "\"hel-lo-001.text\" = \"Bonjour\"\n\"x\" = \"y\";\n")
        let render = sandbox.runInProcess(["render", "-f", "App/Base.lproj/Main.storyboard", "--locale", "fr"])
        #expect(render.status == 1)
        #expect(
            render.stderr
                == "App/fr.lproj/Main.strings:1:30: error: expected ';' after the value, found '\"x\" = \"y\";'\n")
        let audit = sandbox.runInProcess(["audit", "App/Base.lproj/Main.storyboard", "--locale", "fr"])
        #expect(audit.status == 1)
        #expect(
            audit.stderr.contains("App/fr.lproj/Main.strings:1:30: error: expected ';' after the value"), "\(audit)")
        try sandbox.write("App/Main.xcstrings", "{\"strings\": 3}")
        let catalog = sandbox.runInProcess(["render", "-f", "App/Base.lproj/Main.storyboard", "--locale", "de"])
        #expect(catalog.stderr == "App/Main.xcstrings:1:13: error: 'strings' is an object, not a number\n")
        let language = sandbox.runInProcess(["render", "-f", "App/Base.lproj/Main.storyboard", "--locale", "french"])
        #expect(language.status == 64)
        #expect(language.stderr.hasPrefix("Error: 'french' is not a locale; use a language as Xcode names"))
        // Frames laid out in a translation are not the ones to write into the document.
        let update = sandbox.runInProcess([
            "layout", "-f", "App/Base.lproj/Main.storyboard", "--update", "--locale", "fr",
        ])
        #expect(
            update.status == 64
                && update.stderr.hasPrefix(
                    "Error: --update writes the frames Xcode's canvas shows, of the strings as written"),
            "\(update)")
        let list = sandbox.runInProcess(["audit", "App", "--locale", "fr,x1"])
        #expect(list.status == 64 && list.stderr.hasPrefix("Error: 'x1' is not a locale"), "\(list)")
        try FileManager.default.removeItem(atPath: sandbox.path("App/fr.lproj/Main.strings"))
        try FileManager.default.createDirectory(
            atPath: sandbox.path("App/fr.lproj/Main.strings"), withIntermediateDirectories: true)
        let folder = sandbox.runInProcess(["render", "-f", "App/Base.lproj/Main.storyboard", "--locale", "fr"])
        #expect(folder.status == 1)
        #expect(folder.stderr.split(separator: "\n").count == 1)
        #expect(folder.stderr.hasPrefix("App/fr.lproj/Main.strings: "), "\(folder)")
        #expect(try sandbox.read("App/Base.lproj/Main.storyboard") == Self.storyboard)
    }
}
