import Foundation
import Testing

@testable import DesignerCLI

@Suite("Listing a repository's sources") struct RepositoryListingTests {
    @Test func aFolderReachedThroughLinksTooIsListedByItsOwnPathOnce() throws {
        let sandbox = try Sandbox()
        // Folders linking to a real folder deeper down, as a package's `Sources/Kit` may: whichever
        // order the folder is read in, the real folder is listed, by its own path.
        try sandbox.write("Repo/Deep/Real/Kit/View.swift", "class View {}\n")
        for name in ["A", "Kit", "Sources", "Z"] {
            try FileManager.default.createSymbolicLink(
                atPath: sandbox.path("Repo/\(name)"), withDestinationPath: "Deep/Real/Kit")
        }
        let (paths, problems) = ProjectFolder.sourcePaths(under: sandbox.path("Repo"))
        #expect(paths == [sandbox.path("Repo/Deep/Real/Kit/View.swift")])
        #expect(problems.isEmpty)
    }

    @Test func aLinkToASourceListedByItsOwnPathIsLeftOutAndOneToASourceElsewhereKept() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Repo/Kit/View.swift", "class View {}\n")
        try sandbox.write("Repo/Pods/Lib/Lib.swift", "class Lib {}\n")
        try sandbox.write("Shared/Shared.swift", "class Shared {}\n")
        let manager = FileManager.default
        try manager.createDirectory(atPath: sandbox.path("Repo/Sources"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: sandbox.path("Repo/Sources/View.swift"), withDestinationPath: "../Kit/View.swift")
        try manager.createSymbolicLink(
            atPath: sandbox.path("Repo/Sources/Lib.swift"), withDestinationPath: "../Pods/Lib/Lib.swift")
        try manager.createSymbolicLink(
            atPath: sandbox.path("Repo/Sources/Shared.swift"), withDestinationPath: "../../Shared/Shared.swift")
        let (paths, _) = ProjectFolder.sourcePaths(under: sandbox.path("Repo"))
        #expect(
            paths == ["Repo/Kit/View.swift", "Repo/Sources/Lib.swift", "Repo/Sources/Shared.swift"].map(sandbox.path))
    }
}
