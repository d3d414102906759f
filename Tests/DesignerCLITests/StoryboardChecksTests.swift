import DesignerCore
import Testing

@Suite("Storyboard checks") struct StoryboardChecksTests {
    private func problems(_ text: String) throws -> [String] {
        let source = SourceText(name: "Main.storyboard", bytes: Array(text.utf8))
        let document = try #require(Document.read(source).document)
        return XIBStoryboardChecks.problems(in: document).map {
            "\(source.location(of: $0.offset)): \($0.message) [\($0.rule.rawValue)]"
        }
    }

    @Test func aSoundStoryboardHasNoProblems() throws {
        #expect(try problems(SceneFixture.storyboard) == [])
    }

    @Test(arguments: [
        (
            "destination=\"abt-ctl-001\"", "destination=\"abt-ctl-002\"",
            "53:53: the segue leads to 'abt-ctl-002', but no object of the storyboard has that id [missing-segue-destination]"
        ),
        (
            "storyboardIdentifier=\"About\"", "storyboardIdentifier=\"Settings\"",
            "69:55: duplicate storyboard identifier 'Settings'; it is also at 6:60 [duplicate-storyboard-identifier]"
        ),
    ])
    func aProblemIsReportedAtItsAttribute(original: String, planted: String, expected: String) throws {
        #expect(try problems(SceneFixture.storyboard(replacing: original, with: planted)) == [expected])
    }

    @Test func reuseIdentifiersAreUniqueInOneTableView() throws {
        let cell = { (id: String, reuse: String) in
            "<tableViewCell reuseIdentifier=\"\(reuse)\" id=\"\(id)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></tableViewCell>"
        }
        let table = { (id: String, cells: String) in
            "<tableView key=\"view\" id=\"\(id)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><prototypes>\(cells)</prototypes></tableView>"
        }
        let text = SceneFixture.storyboard(
            replacing: "<view key=\"view\" contentMode=\"scaleToFill\" id=\"abt-viw-001\">",
            with: "<view key=\"view\" contentMode=\"scaleToFill\" id=\"abt-viw-001\"><subviews>"
                + table("tb1-tbl-001", cell("tb1-cel-001", "Row") + cell("tb1-cel-002", "Row"))
                + table("tb2-tbl-001", cell("tb2-cel-001", "Row")) + "</subviews>")
        // The second table's cell of the same identifier is no duplicate.
        #expect(
            try problems(text) == [
                "70:352: duplicate reuse identifier 'Row' in one table view; it is also at 70:228 [duplicate-reuse-identifier]"
            ])
    }

    @Test func referencesNameTheirStoryboardAndIdentifier() throws {
        let source = SourceText(name: "Main.storyboard", bytes: Array(SceneFixture.storyboard.utf8))
        let document = try #require(Document.read(source).document)
        let references = XIBStoryboardChecks.references(in: document)
        #expect(references.map(\.storyboardName) == ["Help"])
        #expect(references.map(\.identifier) == ["Contact"])
        let reference = try #require(references.first)
        #expect("\(source.location(of: reference.nameOffset))" == "76:60")
        let help = XIBStoryboardChecks.targets(
            of: SourceText(name: "Help.storyboard", bytes: Array(SceneFixture.storyboard.utf8)))
        let targets = try #require(help)
        #expect(targets.identifiers == ["Settings", "About"])
        #expect(targets.hasInitialViewController)
        let problem = XIBStoryboardChecks.problem(of: reference, in: targets, named: "Help.storyboard")
        #expect(
            problem?.message
                == "the storyboard reference names the identifier 'Contact', but no view controller of 'Help.storyboard' has it"
        )
        #expect(problem?.rule == .missingStoryboardReference)
        #expect(
            XIBStoryboardChecks.problem(of: reference, in: nil, named: nil)?.message
                == "the storyboard reference names 'Help', but the project has no 'Help.storyboard'")
    }
}
