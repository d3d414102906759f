import Testing

/// The readers of project files: OpenStep property lists, Xcode projects and workspaces,
/// `Package.swift`, Podfiles and podspecs, each a pure function of its text.

@testable import DesignerCore
@Suite("Project file readers") struct ProjectFileReaderTests {
    @Test(arguments: [
        (#"{ a = b; }"#, PropertyList.dictionary(["a": .string("b")])),
        (#"( a, "b c", )"#, .array([.string("a"), .string("b c")])),
        ("()", .array([])),
        (#"{ "key with space" = "q\"uote\n"; }"#, .dictionary(["key with space": .string("q\"uote\n")])),
        (
            "// !$*UTF8*$!\n{ /* c */ x = (1, 2); y = {}; }",
            .dictionary(["x": .array([.string("1"), .string("2")]), "y": .dictionary([:])])
        ),
        (#"{ path = "\U00e9t\U00e9"; }"#, .dictionary(["path": .string("été")])),
        ("{ a = b/* c */; }", .dictionary(["a": .string("b")])),
        ("{ p = ../Lib-1.0_x$; }", .dictionary(["p": .string("../Lib-1.0_x$")])),
    ])
    func propertyListsAreRead(text: String, expected: PropertyList) throws {
        #expect(try PropertyList.parse(text) == expected)
    }

    @Test(arguments: [
        ("{ a = b; ", "1:1", "the dictionary is never closed with '}'"),
        ("{ a = b }", "1:9", "expected ';' after the value of 'a', found '}'"),
        ("{ a b; }", "1:5", "expected '=' after the key 'a', found 'b'"),
        ("( a b )", "1:5", "unexpected 'b'; expected ',' or ')' in an array"),
        ("{ a = { b c; }; }", "1:11", "expected '=' after the key 'b', found 'c'"),
        ("{ a = { b = c } }", "1:15", "expected ';' after the value of 'b', found '}'"),
        ("{ a = ( { b = c; } d ); }", "1:20", "unexpected 'd'; expected ',' or ')' in an array"),
        ("{\n  a = \"open;\n}", "2:7", "the string is never closed"),
        ("{ a = b; } c", "1:12", "unexpected 'c' after the property list"),
        ("", "1:1", "the property list ends where a value was expected"),
        ("{ (a) = b; }", "1:6", "a dictionary's key must be a string"),
        (#"{ a = "\U00zz"; }"#, "1:8", "'\\U' must be followed by four hexadecimal digits"),
        (String(repeating: "(", count: 300), "1:257", "the property list nests deeper than 256"),
    ])
    func malformedPropertyListsAreProblemsAtTheirPlace(text: String, place: String, message: String) {
        #expect(
            throws: ProjectFileError(
                message: message, line: Int(place.split(separator: ":")[0]) ?? 0,
                column: Int(place.split(separator: ":")[1]) ?? 0)
        ) {
            try PropertyList.parse(text)
        }
    }

    /// A project of our own, as Xcode writes one: an app and a framework target, groups with
    /// and without paths, a localized storyboard, a synchronized folder, a subproject, a local
    /// and a remote package.
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APPT, KITT, TESTT, ); };
                MAIN = {isa = PBXGroup; children = (APPG, KITG, SUB, PKG, SYNC, ); sourceTree = "<group>"; };
                APPG = {isa = PBXGroup; children = (APPF, STORY, PLAIN, ); path = App; sourceTree = "<group>"; };
                PLAIN = {isa = PBXGroup; children = (HELPER, ); name = Helpers; sourceTree = "<group>"; };
                APPF = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
                HELPER = {isa = PBXFileReference; path = "Helper File.m"; sourceTree = "<group>"; };
                STORY = {isa = PBXVariantGroup; children = (BASE, ); name = Main.storyboard; sourceTree = "<group>"; };
                BASE = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                KITG = {isa = PBXGroup; children = (KITF, ABS, ); path = ../Kit/Sources; sourceTree = SOURCE_ROOT; };
                KITF = {isa = PBXFileReference; path = KitView.swift; sourceTree = "<group>"; };
                ABS = {isa = PBXFileReference; path = /opt/Shared.swift; sourceTree = "<absolute>"; };
                SDK = {isa = PBXFileReference; path = UIKit.framework; sourceTree = SDKROOT; };
                SUB = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Vendor/Charts.xcodeproj; sourceTree = "<group>"; };
                PKG = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Packages/Theme; sourceTree = "<group>"; };
                SYNC = {isa = PBXFileSystemSynchronizedRootGroup; path = Widgets; sourceTree = "<group>"; };
                APPT = {isa = PBXNativeTarget; name = "My App"; buildConfigurationList = APPL; buildPhases = (APPS, APPR, ); productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (SYNC, ); packageProductDependencies = (REMP, LOCP, ); };
                APPL = {isa = XCConfigurationList; buildConfigurations = (APPC, ); };
                APPC = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                APPS = {isa = PBXSourcesBuildPhase; files = (B1, B2, B5, ); };
                APPR = {isa = PBXResourcesBuildPhase; files = (B3, ); };
                B1 = {isa = PBXBuildFile; fileRef = APPF; };
                B2 = {isa = PBXBuildFile; fileRef = HELPER; };
                B3 = {isa = PBXBuildFile; fileRef = STORY; };
                B5 = {isa = PBXBuildFile; fileRef = MISSING; };
                KITT = {isa = PBXNativeTarget; name = KitTarget; buildConfigurationList = KITL; buildPhases = (KITS, ); productType = "com.apple.product-type.framework"; };
                KITL = {isa = XCConfigurationList; buildConfigurations = (KITC, ); };
                KITC = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_MODULE_NAME = Kit; PRODUCT_NAME = KitProduct; }; };
                KITS = {isa = PBXSourcesBuildPhase; files = (B4, B6, ); };
                B4 = {isa = PBXBuildFile; fileRef = KITF; };
                B6 = {isa = PBXBuildFile; fileRef = ABS; };
                TESTT = {isa = PBXNativeTarget; name = AppTests; buildPhases = (); productType = "com.apple.product-type.bundle.unit-test"; };
                REMOTE = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/ads.git"; };
                LOCAL = {isa = XCLocalSwiftPackageReference; relativePath = ../Packages/Colors; };
                REMP = {isa = XCSwiftPackageProductDependency; package = REMOTE; productName = "Ads-Kit"; };
                LOCP = {isa = XCSwiftPackageProductDependency; productName = Colors; };
            };
            rootObject = ROOT;
        }
        """

    @Test func anXcodeProjectsTargetsAndPathsAreRead() throws {
        let project = try XcodeProject.read(Self.pbxproj, folder: "/p/App")
        #expect(project.targets.map(\.name) == ["My App", "KitTarget", "AppTests"])
        #expect(project.targets.map(\.moduleName) == ["My_App", "Kit", "AppTests"])
        let app = project.targets[0]
        #expect(app.sourceFiles == ["/p/App/App/AppDelegate.swift", "/p/App/App/Helper File.m"])
        #expect(app.resourceFiles == ["/p/App/App/Base.lproj/Main.storyboard"])
        #expect(app.synchronizedFolders == ["/p/App/Widgets"])
        #expect(app.packageProducts == ["Ads_Kit", "Colors"])
        #expect(!app.isLibrary)
        #expect(project.targets[1].isLibrary)
        #expect(project.targets[1].sourceFiles == ["/p/Kit/Sources/KitView.swift", "/opt/Shared.swift"])
        #expect(project.subprojects == ["/p/App/Vendor/Charts.xcodeproj"])
        #expect(project.localPackages == ["/p/App/Packages/Theme", "/p/Packages/Colors"])
        #expect(project.remoteProducts == ["Ads_Kit"])
    }

    @Test(arguments: [
        ("{ archiveVersion = 1; }", ProjectFileError(message: "the project has no 'objects'", line: 1, column: 1)),
        (
            "{ objects = { A = {isa = PBXGroup;}; ",
            ProjectFileError(message: "the dictionary is never closed with '}'", line: 1, column: 13)
        ),
    ])
    func aMalformedProjectIsAProblem(text: String, error: ProjectFileError) {
        #expect(throws: error) { try XcodeProject.read(text, folder: "/p") }
    }

    @Test func aWorkspacesProjectsAreFoundThroughItsGroups() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
               <Group location = "group:Libraries" name = "Libraries">
                  <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
                  <FileRef location = "group:Notes.md"></FileRef>
               </Group>
               <FileRef location = "container:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "absolute:/opt/Shared/Shared.xcodeproj"></FileRef>
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
            </Workspace>
            """
        #expect(
            try XcodeWorkspace.projects(in: text, workspace: "/p/All.xcworkspace") == [
                "/p/App/App.xcodeproj", "/p/Libraries/Kit/Kit.xcodeproj", "/p/Pods/Pods.xcodeproj",
                "/opt/Shared/Shared.xcodeproj",
            ])
        let own = #"<Workspace version = "1.0"><FileRef location = "self:"></FileRef></Workspace>"#
        #expect(
            try XcodeWorkspace.projects(in: own, workspace: "/p/App.xcodeproj/project.xcworkspace")
                == ["/p/App.xcodeproj"])
        #expect(throws: ProjectFileError.self) {
            try XcodeWorkspace.projects(in: "<Workspace><FileRef></Workspace>", workspace: "/p/W.xcworkspace")
        }
    }

    @Test func aPackageManifestsTargetsAndDependenciesAreRead() {
        let manifest = PackageManifest.read(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                dependencies: [
                    .package(path: "../Theme"),
                    .package(url: "https://example.com/lottie-ios.git", from: "4.0.0"),
                    // .package(path: "../Commented"),
                ],
                targets: [
                    .target(name: "App", dependencies: [.target(name: "Core"), .product(name: "Lottie", package: "lottie-ios"), .product(name: "Theme", package: "Theme")]),
                    .target(name: "Core", path: "Lib/Core"),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ]
            )
            """, folder: "/p/Kit")
        #expect(
            manifest.targets == [
                .init(name: "App", folder: "/p/Kit/Sources/App"), .init(name: "Core", folder: "/p/Kit/Lib/Core"),
                .init(name: "Tool", folder: "/p/Kit/Sources/Tool"),
            ])
        #expect(manifest.localPackages == ["/p/Theme"])
        #expect(manifest.remoteProducts == ["Lottie"])
        #expect(PackageManifest.read("let package = Package(targets: [.target(", folder: "/p").targets.isEmpty)
    }

    @Test func aPodfilesPodsAreRead() {
        let pods = CocoaPodsFiles.pods(
            inPodfile: """
                platform :ios, '13.0'
                target 'Example' do
                  use_frameworks!
                  pod 'FoldKit', :path => '../'  # the library itself
                  pod "Charts/Core", path: "../Charts"
                  pod 'Alamofire', '~> 5.0'
                  # pod 'Old', :path => '../Old'
                  pod 'Alamofire/Session'
                  pod 'Remote', :git => 'https://example.com/remote.git'
                  pod
                end
                """)
        #expect(
            pods == [
                .init(name: "FoldKit", path: "../"), .init(name: "Charts", path: "../Charts"),
                .init(name: "Alamofire", path: nil), .init(name: "Remote", path: nil),
            ])
    }

    @Test func aPodspecsNameModuleAndSourcesAreRead() {
        let spec = CocoaPodsFiles.spec(
            """
            Pod::Spec.new do |s|
              s.name         = 'Fold-Kit'
              s.version      = '1.0'
              s.source_files = 'Sources/**/*.{swift,h}'
              s.ios.source_files = [
                'Extra/One.swift',
                "Extra/Two/*.m", # a comment
              ]
              s.subspec 'Core' do |core|
                core.source_files = 'Core/*.swift'
              end
            end
            """)
        #expect(spec?.name == "Fold-Kit")
        #expect(spec?.moduleName == "Fold_Kit")
        #expect(
            spec?.sourcePatterns == ["Sources/**/*.{swift,h}", "Extra/One.swift", "Extra/Two/*.m", "Core/*.swift"])
        #expect(CocoaPodsFiles.spec("s.module_name = 'Kit'\ns.name = 'Kit-Pod'")?.moduleName == "Kit")
        #expect(CocoaPodsFiles.spec("Pod::Spec.new do |s|\nend") == nil)
    }

    @Test(arguments: [
        ("Sources/**/*.swift", "Sources"), ("Lib/Kit.swift", "Lib/Kit.swift"), ("*.swift", "."),
        ("Sources/{A,B}/*.m", "Sources"), ("Pod/Cla*ses/x.m", "Pod"),
    ])
    func aGlobsFilesLieUnderItsBase(pattern: String, base: String) {
        #expect(CocoaPodsFiles.base(ofPattern: pattern) == base)
    }

    @Test(arguments: [
        ("/p/App", "../Lib", "/p/Lib"), ("/p/App", "./x/./y", "/p/App/x/y"), ("/p", "/abs/z", "/abs/z"),
        ("/", "../../a", "/a"), ("rel", "../../b", "../b"), ("/p", "a/b.c/...", "/p/a/b.c/..."),
        ("/p", "a//b/", "/p/a/b"), ("/p", ".hidden/x", "/p/.hidden/x"), ("/p/../q", "x", "/q/x"), ("/", "x", "/x"),
        ("/p", "x/..", "/p"),
    ])
    func pathsAreJoined(folder: String, relative: String, joined: String) {
        #expect(ProjectPath.join(folder, relative) == joined)
    }
}
