import Foundation

/// The package `swift package designer` builds in its work folder: the user's targets that
/// declare components (and the targets of their package they depend on), each a folder of links
/// to the target's own source files, and an executable whose main registers those components
/// beside the ones `designer` ships.
struct HostPackage {
    /// A target of the user's package, as the host builds it.
    struct MirroredTarget {
        let name: String
        /// Each source file's path in the target's folder, and the file it links to.
        let sources: [(relativePath: String, file: URL)]
        /// Other mirrored targets, by name, and products as `(product, package folder name)`.
        let targetDependencies: [String]
        let productDependencies: [(product: String, package: String)]
        let defines: [String]
        let linkedLibraries: [String]
        /// Whether the target declares components, whose properties' doc comments the
        /// DesignerDocumentation plugin makes their descriptions as the target is built.
        let declaresComponents: Bool
    }

    /// The executable target's name, and so its binary's.
    static let executableName = "DesignerWithComponents"

    let designerFolder: URL
    /// Folders of the other packages the mirrored targets use products of.
    let packageFolders: [URL]
    let targets: [MirroredTarget]
    /// Each component as the main names it, and the module it comes from.
    let components: [(module: String, type: String)]

    /// The manifest, every target built in the Swift 5 language mode: it accepts all Swift 6 code,
    /// and the user's own settings cannot be read from a plugin.
    var manifest: String {
        let designer = designerFolder.lastPathComponent
        let packages = ([designerFolder] + packageFolders).map { "        .package(path: \(literal($0.path)))," }
        var targetLines: [String] = []
        for target in targets {
            let products = target.productDependencies.map {
                ".product(name: \(literal($0.product)), package: \(literal($0.package)))"
            }
            let dependencies = target.targetDependencies.map(literal) + products
            let settings =
                ["        .swiftLanguageMode(.v5),"] + target.defines.map { "        .define(\(literal($0)))," }
            let plugins =
                target.declaresComponents
                ? ".plugin(name: \"DesignerDocumentation\", package: \(literal(designer)))" : ""
            targetLines.append(
                """
                        .target(
                            name: \(literal(target.name)), dependencies: [\(dependencies.joined(separator: ", "))],
                            path: \(literal("Mirror/" + target.name)),
                            swiftSettings: [
                    \(settings.map { "    " + $0 }.joined(separator: "\n"))
                            ],
                            linkerSettings: [\(target.linkedLibraries.map { ".linkedLibrary(\(literal($0)))" }.joined(separator: ", "))],
                            plugins: [\(plugins)]),
                """)
        }
        let hostDependencies =
            targets.map { literal($0.name) }
            + ["DesignerCLI", "ProgressBars", "Gallery"].map {
                ".product(name: \(literal($0)), package: \(literal(designer)))"
            }
        return """
            // swift-tools-version: 6.0
            // Made by `swift package designer`, again whenever it runs: a designer that knows the
            // components of the package it runs in.
            import PackageDescription

            let package = Package(
                name: "DesignerWithComponents",
                dependencies: [
            \(packages.joined(separator: "\n"))
                ],
                targets: [
            \(targetLines.joined(separator: "\n"))
                    .executableTarget(
                        name: \(literal(Self.executableName)),
                        dependencies: [\(hostDependencies.joined(separator: ", "))],
                        path: "Main"),
                ]
            )

            """
    }

    /// The main: the components `designer` ships, then the package's (`main(adding:)` adds
    /// UIKit's standard views after them). A type is named with its
    /// module only where two modules declare one of that name (a module's name may be a type's).
    var main: String {
        let modules = Array(Set(components.map(\.module))).sorted()
        let counts = Dictionary(components.map { ($0.type, 1) }, uniquingKeysWith: +)
        let names = components.map { counts[$0.type] == 1 ? $0.type : "\($0.module).\($0.type)" }
        return """
            // Made by `swift package designer`.
            import DesignerCLI
            import Gallery
            import ProgressBars
            \(modules.map { "@testable import \($0)" }.joined(separator: "\n"))

            DesignerCLI.main(
                adding: ProgressBars.components + Gallery.components + [
            \(names.map { "        \($0).self," }.joined(separator: "\n"))
                ])

            """
    }

    /// Each link the package holds in `folder`, and the source file it links to.
    func linkedSources(in folder: URL) -> [(link: String, file: String)] {
        targets.flatMap { target in
            target.sources.map {
                (folder.appendingPathComponent("Mirror/\(target.name)/\($0.relativePath)").path, $0.file.path)
            }
        }
    }

    /// Writes the package into `folder`, leaving files that already hold what they should
    /// untouched so that the build after it has nothing to do.
    func write(to folder: URL) throws {
        let files = FileManager.default
        try update(folder.appendingPathComponent("Package.swift"), manifest)
        try update(folder.appendingPathComponent("Main/main.swift"), main)
        let mirror = folder.appendingPathComponent("Mirror")
        var wanted: [String: URL] = [:]
        for target in targets {
            for source in target.sources { wanted[target.name + "/" + source.relativePath] = source.file }
        }
        // Links no target has any more, and what is not a link, go.
        if let existing = files.enumerator(atPath: mirror.path) {
            for case let path as String in existing {
                let url = mirror.appendingPathComponent(path)
                let destination = try? files.destinationOfSymbolicLink(atPath: url.path)
                if let destination, wanted[path]?.path == destination { continue }
                if destination != nil || !(isDirectory(url)) { try files.removeItem(at: url) }
            }
        }
        for (path, file) in wanted {
            let link = mirror.appendingPathComponent(path)
            guard (try? files.destinationOfSymbolicLink(atPath: link.path)) != file.path else { continue }
            try files.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
        }
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private func update(_ file: URL, _ text: String) throws {
        guard (try? String(contentsOf: file, encoding: .utf8)) != text else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file, options: .atomic)
    }

    /// A Swift string literal of `text`.
    private func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + "\""
    }
}
