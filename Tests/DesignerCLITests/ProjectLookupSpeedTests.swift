import Foundation
import Testing

@testable import DesignerCLI

/// The parts of finding a document's project that are made to do less: paths relative to one
/// folder, and what a folder holds of projects, each folder listed once.
@Suite("Project lookup, done once")
struct ProjectLookupSpeedTests {
    /// What the first way of making a path relative gave: every step split, the shared ones dropped.
    private static func splitEveryStep(from folder: String, to path: String) -> String {
        let from = folder.split(separator: "/")
        let to = path.split(separator: "/")
        let shared = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init))
            .joined(separator: "/")
    }

    @Test(arguments: [
        ("/p/App/Base.lproj", "/p/App/Base.lproj/Images/star.png", "Images/star.png"),
        (
            "/p/App/Base.lproj", "/p/App/Assets.xcassets/star.imageset/star.pdf",
            "../Assets.xcassets/star.imageset/star.pdf"
        ),
        ("/p/App", "/p/Apps/star.png", "../Apps/star.png"),
        ("/p/Apps", "/p/App/star.png", "../App/star.png"),
        ("/p/App", "/p/App", ""),
        ("/p/App", "/p", ".."),
        ("/", "/p/star.png", "p/star.png"),
        ("/p/App/", "/p//App/Images//star.png/", "Images/star.png"),
        ("/p/Ünïcode", "/p/Ünïcode/ß.png", "ß.png"),
    ])
    func aPathIsMadeRelativeAsBefore(folder: String, path: String, expected: String) {
        #expect(RelativePaths(from: folder).path(to: path) == expected)
        #expect(Self.splitEveryStep(from: folder, to: path) == expected)
    }

    @Test func aFolderTellsItsProjectsWorkspacesPackageAndRepository() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Repo/.git/HEAD", "ref: refs/heads/main\n")
        try sandbox.write("Repo/Package.swift", "// swift-tools-version: 6.0\n")
        try sandbox.write("Repo/Zeta.xcodeproj/project.pbxproj", "")
        try sandbox.write("Repo/App.xcodeproj/project.pbxproj", "")
        try sandbox.write("Repo/App.xcworkspace/contents.xcworkspacedata", "")
        try sandbox.write("Repo/Notes.txt", "")
        try sandbox.write("Plain/.xcodeproj/project.pbxproj", "")
        let repo = FolderMarkers.read(sandbox.path("Repo"))
        #expect(repo.xcodeProjects == ["App.xcodeproj", "Zeta.xcodeproj"])
        #expect(repo.workspaces == ["App.xcworkspace"])
        #expect(repo.hasPackage && repo.hasRepository && repo.isProjectRoot)
        // A project folder with no name before its ending is listed, but makes no project root.
        let plain = FolderMarkers.read(sandbox.path("Plain"))
        #expect(plain.xcodeProjects == [".xcodeproj"])
        #expect(!plain.isProjectRoot && !plain.hasRepository)
        let missing = FolderMarkers.read(sandbox.path("Missing"))
        #expect(missing.xcodeProjects.isEmpty && !missing.isProjectRoot)
    }

    @Test func theFoldersAboveADocumentInNoProjectAreListedOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Lone/Deep/View.xib", "<document/>")
        try sandbox.write("Lone/Deep/Other.xib", "<document/>")
        var listed: [String] = []
        let markers = { (folder: String) -> FolderMarkers in
            listed.append(folder)
            return FolderMarkers.read(folder)
        }
        _ = ProjectFolder.root(containing: sandbox.path("Lone/Deep/View.xib"), markers: markers)
        let once = listed
        #expect(once.contains { $0.hasSuffix("/Lone/Deep") })
        #expect(Set(once).count == once.count)
        // A process lists each folder once: what a folder held when first looked at is what the
        // rest of its searches see.
        // (No folder above the sandbox holds a project on a test machine; where one does, this is not tried.)
        let cache = ProjectCache()
        guard cache.root(ofDocument: sandbox.path("Lone/Deep/View.xib")) == nil else { return }
        try sandbox.write("Lone/Deep/Package.swift", "// swift-tools-version: 6.0\n")
        #expect(cache.root(ofDocument: sandbox.path("Lone/Deep/Other.xib")) == nil)
        #expect(ProjectCache().root(ofDocument: sandbox.path("Lone/Deep/Other.xib"))?.hasSuffix("/Lone/Deep") == true)
    }
}
