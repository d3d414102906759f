import Foundation
import Testing

@testable import DesignerCLI
@testable import DesignerCore

@Suite("Finding a document's classes in the modules of its project") struct ProjectModuleTests {
    static let number = #"<real key="value" value="4"/>"#

    @Test func classesOfEveryModuleAreFoundAndOnlyClassesDeclaredNowhereAreErrors() throws {
        let sandbox = try Sandbox()
        try ProjectFixture.workspaceWithFramework(
            in: sandbox,
            document: ProjectFixture.xib([
                ("k", "KitView", #"customModule="Kit""#, IBFixture.runtime("number", "corner", element: Self.number)),
                ("a", "AppView", #"customModule="App" customModuleProvider="target""#, ""),
                ("t", "KitVeiw", #"customModule="Kit""#, ""),
                (
                    "g", "GADBannerView", #"customModule="GoogleMobileAds""#,
                    IBFixture.runtime("string", "adUnitID", value: "x")
                ),
                ("n", "Mystery", "", ""),
            ]))
        let run = sandbox.runInProcess(["check", "App/Main.xib"])
        #expect(
            run.stderr == """
                App/Main.xib:18:61: error: unknown class 'KitVeiw'; did you mean 'KitView'? [unknown-class]
                App/Main.xib:23:61: warning: class 'GADBannerView' of module 'GoogleMobileAds': designer found no sources of that module (a remote package or pod not checked out?); name them with --sources [unresolved-module]
                App/Main.xib:29:61: warning: class 'Mystery' is declared in no sources designer found; it may be in a module whose sources are not in the project ('GoogleMobileAds'); name them with --sources [unresolved-module]
                1 error and 2 warnings in 1 file of 1 checked

                """, "\(run)")
        #expect(run.status == 1)
    }

    @Test func theTargetHoldingADocumentIsTheModuleOfItsTargetClasses() throws {
        let sandbox = try Sandbox()
        try ProjectFixture.workspaceWithFramework(
            in: sandbox,
            document: ProjectFixture.xib([
                ("a", "Gone", #"customModule="App" customModuleProvider="target""#, "")
            ]))
        // The app's module was read: a class it lacks is an error, not a module not found.
        let run = sandbox.runInProcess(["check", "App/Main.xib"])
        #expect(run.stderr.hasPrefix("App/Main.xib:5:61: error: unknown class 'Gone'"), "\(run)")
    }

    /// A pod's `:path` to a folder that is not there is a module not found: its classes are
    /// warnings. One that leaves the repository is not read at all, and said so.
    @Test(arguments: [
        ("../Nowhere", "App/Main.xib:5:61: warning: class 'CardView' of module 'MyLib': designer found no sources"),
        (
            "../../../../../../../../..",
            "module 'MyLib''s sources lie outside the project's repository"
        ),
    ])
    func aPodsPathToNowhereOrOutsideIsNoErrorAndNotRead(path: String, expected: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(".git/HEAD", "ref: refs/heads/main\n")
        try sandbox.write("App/App.xcodeproj/project.pbxproj", ProjectFixture.pbxproj([.init(name: "App")]))
        try sandbox.write("App/Podfile", "target 'App' do\n  pod 'MyLib', :path => '\(path)'\nend\n")
        try sandbox.write("App/Main.xib", ProjectFixture.xib([("c", "CardView", #"customModule="MyLib""#, "")]))
        let run = sandbox.runInProcess(["check", "App/Main.xib"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains(expected), "\(run)")
        #expect(!run.stderr.contains("error:"), "\(run)")
    }

    @Test func aDevelopmentPodsPodspecSourcesAreRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Example/Example.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj([.init(name: "Example", sources: ["Example/Screen.swift"])]))
        try sandbox.write("Example/Example/Screen.swift", "import UIKit\nclass Screen: UIViewController {}\n")
        try sandbox.write("Example/Podfile", "target 'Example' do\n  pod 'FoldKit', :path => '../'\nend\n")
        try sandbox.write(
            "FoldKit.podspec", "Pod::Spec.new do |s|\n  s.name = 'FoldKit'\n  s.source_files = 'Lib/**/*.swift'\nend\n")
        try sandbox.write("Lib/Cells/FoldCell.swift", ProjectFixture.view("FoldCell", inspectable: "duration"))
        try sandbox.write("Unlisted/Other.swift", ProjectFixture.view("Other", inspectable: "x"))
        try sandbox.write(
            "Example/Example/Main.xib",
            ProjectFixture.xib([
                (
                    "f", "FoldCell", #"customModule="FoldKit""#,
                    IBFixture.runtime("number", "duration", element: Self.number)
                ),
                ("o", "Other", #"customModule="FoldKit""#, ""),
            ]))
        let run = sandbox.runInProcess(["check", "Example/Example/Main.xib"])
        // The pod's sources are its podspec's, not the folder around them.
        #expect(run.stderr.hasPrefix("Example/Example/Main.xib:13:61: error: unknown class 'Other'"), "\(run)")
        #expect(run.stderr.components(separatedBy: "\n").count == 3, "\(run)")
    }

    @Test func localPackagesAndSubprojectsWithTheirHeadersAreRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "App/App.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj(
                [.init(name: "App", resources: ["Main.xib"])], subprojects: ["../Vendor/Charts/Charts.xcodeproj"],
                localPackages: ["../Shared/Theme"]))
        try sandbox.write(
            "Shared/Theme/Package.swift",
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Theme", targets: [.target(name: "ThemeKit", path: "Code")])
            """)
        try sandbox.write("Shared/Theme/Code/Badge.swift", ProjectFixture.view("Badge", inspectable: "radius"))
        try sandbox.write(
            "Vendor/Charts/Charts.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj([.init(name: "Charts", framework: true, sources: ["Source/ChartView.m"])]))
        try sandbox.write(
            "Vendor/Charts/Source/ChartView.m", "#import \"ChartView.h\"\n@implementation ChartView\n@end\n")
        try sandbox.write(
            "Vendor/Charts/Source/ChartView.h",
            "@import UIKit;\nIB_DESIGNABLE\n@interface ChartView : UIView\n@property (nonatomic) IBInspectable CGFloat lineWidth;\n@end\n"
        )
        try sandbox.write(
            "App/Main.xib",
            ProjectFixture.xib([
                (
                    "b", "Badge", #"customModule="ThemeKit""#,
                    IBFixture.runtime("number", "radius", element: Self.number)
                ),
                ("c", "ChartView", "", IBFixture.runtime("number", "lineWidth", element: Self.number)),
            ]))
        let run = sandbox.runInProcess(["check", "--verbose", "App/Main.xib"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "checked 1 document: no problems\n", "\(run)")
        #expect(
            run.stdout == """
                project App
                  Xcode project App/App.xcodeproj
                  Xcode project Vendor/Charts/Charts.xcodeproj
                  module App (app target): 0 files
                  module Charts (subproject target): 2 files in Vendor/Charts/Source
                    classes: ChartView
                  module ThemeKit (local package target): 1 file in Shared/Theme/Code
                    classes: Badge

                """, "\(run)")
    }

    @Test func theRuntimeAttributesOfAClassOfAModuleNotFoundAreReadAndEdited() throws {
        let sandbox = try Sandbox()
        let banner = ProjectFixture.xib([
            (
                "banner", "GADBannerView", #"customModule="GoogleMobileAds""#,
                IBFixture.runtime("string", "adUnitID", value: "ca-1")
                    + IBFixture.runtime("number", "refresh", element: Self.number)
                    + IBFixture.runtime("boolean", "autoload", value: "YES")
            )
        ])
        try ProjectFixture.workspaceWithFramework(in: sandbox, document: banner)
        let get = sandbox.runInProcess([
            "get", "-f", "App/Main.xib", "banner.adUnitID", "banner.refresh", "banner.autoload",
        ])
        #expect(get == Run(status: 0, stdout: "ca-1\n4\ntrue\n", stderr: ""), "\(get)")
        let set = sandbox.runInProcess(["set", "-f", "App/Main.xib", "banner.adUnitID=ca-2", "banner.refresh=30"])
        #expect(set.status == 0, "\(set)")
        let written = try sandbox.read("App/Main.xib")
        #expect(
            written.contains(#"<userDefinedRuntimeAttribute type="string" keyPath="adUnitID" value="ca-2"/>"#),
            "\(written)")
        #expect(written.contains(#"<real key="value" value="30"/>"#), "\(written)")
        #expect(sandbox.runInProcess(["get", "-f", "App/Main.xib", "banner.refresh"]).stdout == "30\n")
        let reset = sandbox.runInProcess(["reset", "-f", "App/Main.xib", "banner.autoload"])
        #expect(reset.status == 0, "\(reset)")
        #expect(!(try sandbox.read("App/Main.xib")).contains("autoload"))
        // A key the document does not write is unknown, as for any class.
        let unknown = sandbox.runInProcess(["set", "-f", "App/Main.xib", "banner.color=red"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("GADBannerView has no attribute 'color'"), "\(unknown)")
    }

    @Test func aProjectFileDesignerCannotReadIsAWarningAndTheRestIsStillRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "App/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n}\n")
        try sandbox.write("App/Card.swift", ProjectFixture.view("Card", inspectable: "radius"))
        try sandbox.write(
            "App/Main.xib",
            ProjectFixture.xib([
                ("c", "Card", #"customModule="App""#, IBFixture.runtime("number", "radius", element: Self.number))
            ]))
        // The class is still found, among the sources no module claims.
        let run = sandbox.runInProcess(["check", "--verbose", "App/Main.xib"])
        #expect(
            run.stderr == """
                App/App.xcodeproj/project.pbxproj:5:1: warning: designer cannot read this project file: expected ';' after the value of 'isa', found '}' [unreadable-source]
                0 errors and 1 warning in 1 file of 1 checked

                """, "\(run)")
        #expect(
            run.stdout == "project App\n  other sources (repository fallback): 1 file in App\n    classes: Card\n",
            "\(run)")
    }

    @Test func testTargetsAreModulesAndOtherSourcesAreTheFallback() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "App/App.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj([
                .init(name: "App", resources: ["Main.xib"]),
                .init(name: "AppTests", tests: true, sources: ["Tests/Fake.swift"]),
            ]))
        try sandbox.write("App/Tests/Fake.swift", ProjectFixture.view("FakeView", inspectable: "x"))
        try sandbox.write("App/Loose/Loose.swift", ProjectFixture.view("LooseView", inspectable: "x"))
        try sandbox.write(
            "App/Main.xib",
            ProjectFixture.xib([("f", "FakeView", "", ""), ("l", "LooseView", "", "")]))
        // A test target's helpers may have storyboards of their own, naming its classes.
        let run = sandbox.runInProcess(["check", "--verbose", "Main.xib"], in: "App")
        #expect(run.stderr == "checked 1 document: no problems\n", "\(run)")
        #expect(
            run.stdout == """
                project .
                  Xcode project App.xcodeproj
                  module App (app target): 0 files
                  module AppTests (test target): 1 file in Tests
                    classes: FakeView
                  other sources (repository fallback): 1 file in .
                    classes: LooseView

                """, "\(run)")
    }

    /// `--sources` adds a folder to the project, as the warning for a module not found advises:
    /// the project's own modules are still read.
    @Test func sourcesAddTheModulesAProjectCouldNotFind() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "App/App.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj(
                [.init(name: "App", sources: ["Card.swift"], resources: ["Main.xib"])], remoteProducts: ["Lottie"]))
        try sandbox.write("App/Card.swift", ProjectFixture.view("Card", inspectable: "radius"))
        try sandbox.write(
            "Checkouts/Lottie/AnimationView.swift", ProjectFixture.view("AnimationView", inspectable: "speed"))
        try sandbox.write(
            "App/Main.xib",
            ProjectFixture.xib([
                ("c", "Card", #"customModule="App" customModuleProvider="target""#, ""),
                (
                    "l", "AnimationView", #"customModule="Lottie""#,
                    IBFixture.runtime("number", "speed", element: Self.number)
                ),
            ]))
        let without = sandbox.runInProcess(["check", "App/Main.xib"])
        #expect(without.stderr.contains("warning: class 'AnimationView' of module 'Lottie'"), "\(without)")
        let with = sandbox.runInProcess(["check", "--verbose", "--sources", "Checkouts/Lottie", "App/Main.xib"])
        #expect(with.status == 0, "\(with)")
        #expect(with.stderr == "checked 1 document: no problems\n", "\(with)")
        #expect(with.stdout.contains("  module App (app target): 1 file in App\n    classes: Card\n"), "\(with)")
        #expect(
            with.stdout.contains("  --sources: 1 file in Checkouts/Lottie\n    classes: AnimationView\n"), "\(with)")
    }

    /// A subproject that is not there (a git submodule not checked out) is a module without
    /// sources: its classes are warnings, not errors.
    @Test func aSubprojectNotCheckedOutIsAModuleWithoutSources() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "App/App.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj(
                [.init(name: "App", resources: ["Main.xib"])], subprojects: ["../Vendor/Charts/Charts.xcodeproj"]))
        try sandbox.write("App/Main.xib", ProjectFixture.xib([("c", "ChartView", #"customModule="Charts""#, "")]))
        let run = sandbox.runInProcess(["check", "--verbose", "App/Main.xib"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("  module Charts (subproject target): no sources found\n"), "\(run)")
        #expect(
            run.stderr.hasPrefix(
                "App/Main.xib:5:61: warning: class 'ChartView' of module 'Charts': designer found no sources of that module"
            ), "\(run)")
    }

    /// The documents of a subproject, a local package and a development pod that a project
    /// above them reads belong to that project, read once, in a repository or not.
    @Test(arguments: [false, true])
    func theDocumentsOfAProjectsLibrariesShareItsProject(inRepository: Bool) throws {
        let sandbox = try Sandbox()
        if inRepository { try sandbox.write(".git/HEAD", "ref: refs/heads/main\n") }
        try sandbox.write(
            "App.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj(
                [.init(name: "App", resources: ["App/Main.xib"])], subprojects: ["Vendor/Charts/Charts.xcodeproj"],
                localPackages: ["Packages/Theme"]))
        try sandbox.write(
            "Vendor/Charts/Charts.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj([.init(name: "Charts", framework: true, sources: ["Source/ChartView.swift"])]))
        try sandbox.write("Vendor/Charts/Source/ChartView.swift", ProjectFixture.view("ChartView", inspectable: "x"))
        try sandbox.write(
            "Packages/Theme/Package.swift",
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Theme", targets: [.target(name: "ThemeKit")])
            """)
        try sandbox.write("Packages/Theme/Sources/ThemeKit/Badge.swift", ProjectFixture.view("Badge", inspectable: "x"))
        // A project beside, not above, is its own.
        try sandbox.write("Other/Other.xcodeproj/project.pbxproj", ProjectFixture.pbxproj([.init(name: "Other")]))
        let root = try #require(FileSystem.realPath(sandbox.path))
        let cache = ProjectCache()
        for document in ["App/Main.xib", "Vendor/Charts/Source/Chart.xib", "Packages/Theme/Sources/ThemeKit/Badge.xib"]
        {
            try sandbox.write(document, ProjectFixture.xib([]))
            #expect(cache.root(ofDocument: root + "/" + document) == root, "\(document)")
        }
        try sandbox.write("Other/Other.xib", ProjectFixture.xib([]))
        #expect(cache.root(ofDocument: root + "/Other/Other.xib") == root + "/Other")
    }

    @Test func aProjectIsReadOnceForDocumentsInAnyOfItsFolders() throws {
        let sandbox = try Sandbox()
        try ProjectFixture.workspaceWithFramework(in: sandbox, document: ProjectFixture.xib([]))
        let cache = ProjectCache()
        let root = try #require(FileSystem.realPath(sandbox.path))
        let fromApp = cache.project(at: root + "/App", given: false, registry: .shipped)
        #expect(fromApp.declarations.declaredClass(named: "KitView")?.module == "Kit")
        // Were the project read again for the framework's folder, the class would be gone.
        try FileManager.default.removeItem(atPath: sandbox.path("Kit/Sources/KitView.swift"))
        let fromKit = cache.project(at: root + "/Kit", given: false, registry: .shipped)
        #expect(fromKit.root == fromApp.root)
        #expect(fromKit.declarations.declaredClass(named: "KitView") != nil)
        #expect(
            ProjectCache().project(at: root + "/Kit", given: false, registry: .shipped).declarations.declaredClass(
                named: "KitView") == nil)
    }
}
