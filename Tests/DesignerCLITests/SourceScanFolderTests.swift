import Foundation
import Testing

@testable import DesignerCLI
@testable import DesignerCore

#if canImport(Glibc)
    import Glibc
#endif

/// Finding a project's folder from a document in it, and listing and reading its sources.
@Suite("Source scanner project folder")
struct SourceScanFolderTests {
    /// The path with its links resolved, as `ProjectFolder.root` gives it.
    private func resolved(_ path: String) throws -> String {
        let resolved = try #require(realpath(path, nil))
        defer { free(resolved) }
        return String(cString: resolved)
    }

    @Test func theRootIsTheNearestFolderHoldingAProject() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Outer/Package.swift", "// swift-tools-version: 6.0\n")
        try sandbox.write("Outer/App/App.xcodeproj/project.pbxproj", "")
        try sandbox.write("Outer/App/Sources/Base.lproj/Main.storyboard", "<document/>")
        try sandbox.write("Outer/Other/View.xib", "<document/>")
        try sandbox.write("Outer/Work/Work.xcworkspace/contents.xcworkspacedata", "")
        try sandbox.write("Outer/Work/Deep/Screen.storyboard", "<document/>")
        try sandbox.write("Lone/View.xib", "<document/>")
        let outer = try resolved(sandbox.path("Outer"))
        #expect(
            ProjectFolder.root(containing: sandbox.path("Outer/App/Sources/Base.lproj/Main.storyboard")) == outer
                + "/App")
        #expect(ProjectFolder.root(containing: sandbox.path("Outer/Other/View.xib")) == outer)
        #expect(ProjectFolder.root(containing: sandbox.path("Outer/Work/Deep/Screen.storyboard")) == outer + "/Work")
        #expect(ProjectFolder.root(containing: sandbox.path("Outer/App")) == outer + "/App")
        #expect(ProjectFolder.root(containing: sandbox.path("Outer/Missing.xib")) == nil)
        // No folder above the sandbox holds a project on a test machine; if one did, it would be found.
        var above = URL(fileURLWithPath: try resolved(sandbox.path))
        var projectAbove = false
        while above.path != "/" {
            above.deleteLastPathComponent()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: above.path)) ?? []
            projectAbove =
                projectAbove
                || names.contains {
                    $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift"
                }
        }
        if !projectAbove { #expect(ProjectFolder.root(containing: sandbox.path("Lone/View.xib")) == nil) }
    }

    @Test func sourcesAreListedSortedWithoutBuildsDependenciesOrHiddenFolders() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Project/App/View.swift", "@IBDesignable class Card: UIView { @IBInspectable var radius: CGFloat = 8 }\n")
        try sandbox.write(
            "Project/App/Legacy/Old.h",
            "IB_DESIGNABLE\n@interface Old : UIView\n@property IBInspectable BOOL on;\n@end\n")
        try sandbox.write("Project/App/Legacy/Old.m", "#import \"Old.h\"\n@implementation Old\n@end\n")
        try sandbox.write("Project/App/Legacy/Bridge.mm", "")
        try sandbox.write("Project/App/notes.txt", "class NotSource: UIView {}")
        try sandbox.write("Project/App/View.swift.orig", "")
        try sandbox.write("Project/App/.hidden/Secret.swift", "")
        try sandbox.write("Project/App/.Dot.swift", "")
        for skipped in ["Pods", "Carthage", "build", ".build", "DerivedData", "node_modules", ".git"] {
            try sandbox.write("Project/\(skipped)/Lib/Lib.swift", "class Skipped: UIView {}")
        }
        try sandbox.write("Shared/Shared.swift", "extension UIView { @IBInspectable var border: CGFloat { 0 } }\n")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: sandbox.path("Project/App/Linked"), withDestinationPath: "../../Shared")
        try manager.createSymbolicLink(atPath: sandbox.path("Project/App/Loop"), withDestinationPath: "..")
        try manager.createSymbolicLink(
            atPath: sandbox.path("Project/App/Broken.swift"), withDestinationPath: "Missing.swift")
        #expect(mkfifo(sandbox.path("Project/App/Pipe.swift"), 0o644) == 0)

        let folder = sandbox.path("Project")
        let (paths, problems) = ProjectFolder.sourcePaths(under: folder)
        #expect(
            paths
                == [
                    "App/Broken.swift", "App/Legacy/Bridge.mm", "App/Legacy/Old.h", "App/Legacy/Old.m",
                    "App/Linked/Shared.swift", "App/View.swift",
                ].map { folder + "/" + $0 })
        #expect(problems.map(\.description) == ["\(folder)/App/Pipe.swift: error: is a named pipe, not a source file"])

        let (files, readProblems) = ProjectFolder.sources(under: folder)
        #expect(files.map(\.path) == paths.filter { !$0.hasSuffix("Broken.swift") })
        #expect(
            readProblems.map(\.description) == [
                "\(folder)/App/Broken.swift: error: No such file or directory",
                "\(folder)/App/Pipe.swift: error: is a named pipe, not a source file",
            ])
        let declarations = SourceDeclarations.scan(files)
        #expect(declarations.classes.map(\.name) == ["Old", "Card"])
        #expect(declarations.inspectableProperties(of: "Card")?.map(\.name) == ["radius", "border"])
        #expect(declarations.inspectableProperties(of: "Old")?.map(\.name) == ["on", "border"])
        #expect(declarations.declaredClass(named: "Old")?.isDesignable == true)
    }
}
