import Foundation
import PackagePlugin

/// `swift package designer …`: designer, knowing the components the package declares in its
/// library targets beside the ones designer ships, with no code of the package's own.
///
/// It reads the sources of the package's library targets for components (with designer-scan's
/// scanner, whose files it links to: a plugin cannot depend on a library, and a tool it depends
/// on SwiftPM links again at every run), writes a package in its work folder that builds those
/// targets (linked to their files, with the DesignerDocumentation plugin, so that their
/// properties' doc comments describe them) and a main that registers the components, builds it,
/// and runs the command line in it from the folder the command was given in.
@main
struct DesignerPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        do {
            let host = try Self.hostPackage(for: context)
            let folder = context.pluginWorkDirectoryURL.appendingPathComponent("host")
            let binary = folder.appendingPathComponent(".build/debug/\(HostPackage.executableName)")
            let isFirstBuild = !FileManager.default.fileExists(atPath: binary.path)
            let hadManifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
            try host.write(to: folder)
            if host.components.isEmpty, context.package.id != Self.designerPackage(in: context)?.id {
                Self.note(
                    "no components found in the library targets of \(context.package.displayName) "
                        + "(types declared `: Component`); designer knows only the ones it ships")
            }
            if isFirstBuild || hadManifest != host.manifest {
                let names = host.components.map(\.type)
                Self.note(
                    "Building designer"
                        + (names.isEmpty ? "" : " with \(names.joined(separator: ", "))")
                        + (isFirstBuild ? " (the first build takes a minute or two)…" : "…"))
            }
            try Self.build(folder, swift: try context.tool(named: "swift").url, sources: host.linkedSources(in: folder))
            let status = try Self.run(binary, arguments)
            if status != 0 { exit(status) }
        } catch let failure as Failure {
            Self.say("error: \(failure.message)")
            exit(1)
        }
    }

    /// A problem the plugin explains in one line.
    struct Failure: Error {
        let message: String
    }

    /// Writes a line where designer's errors go.
    private static func say(_ line: String) {
        (StandardStreams.ofSwiftPackage.errors ?? FileHandle.standardError).write(Data((line + "\n").utf8))
    }

    /// Tells the user what the plugin is doing, at once, as a progress message: SwiftPM writes it
    /// to its standard error as `[DesignerPlugin] …` when it comes, whatever that stream is, where
    /// what the plugin writes itself would join the command's output at the end.
    private static func note(_ line: String) {
        Diagnostics.progress(line)
    }

    /// The designer package: the one in the graph that makes the `DesignerCLI` library.
    private static func designerPackage(in context: PluginContext) -> Package? {
        allPackages(from: context.package).first { $0.products.contains { $0.name == "DesignerCLI" } }
    }

    /// `package` and every package it depends on, each once, nearest first.
    private static func allPackages(from package: Package) -> [Package] {
        var found: [Package] = []
        var queue = [package]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard !found.contains(where: { $0.id == next.id }) else { continue }
            found.append(next)
            queue += next.dependencies.map(\.package)
        }
        return found
    }

    /// The host package for the package the command runs in: its library targets that declare
    /// components, and the targets of the same package those depend on.
    static func hostPackage(for context: PluginContext) throws -> HostPackage {
        guard let designer = designerPackage(in: context) else {
            throw Failure(message: "the designer package is not among this package's dependencies")
        }
        let packages = allPackages(from: context.package)
        var components: [(module: String, type: String)] = []
        var roots: [SwiftSourceModuleTarget] = []
        if context.package.id != designer.id {
            for case let target as SwiftSourceModuleTarget in context.package.targets where target.kind == .generic {
                var scanner = ComponentScanner()
                for file in target.sourceFiles(withSuffix: "swift") {
                    guard let text = try? String(contentsOf: file.url, encoding: .utf8) else {
                        throw Failure(message: "\(file.url.path): cannot be read")
                    }
                    scanner.scan(text)
                }
                let found = scanner.components
                guard !found.isEmpty else { continue }
                components += found.map { (target.name, $0) }
                roots.append(target)
            }
        }
        // The roots and the targets of this package they depend on, dependencies first.
        var ordered: [SwiftSourceModuleTarget] = []
        func visit(_ target: SwiftSourceModuleTarget) throws {
            guard !ordered.contains(where: { $0.id == target.id }) else { return }
            for case .target(let dependency) in target.dependencies {
                guard let swift = dependency as? SwiftSourceModuleTarget else {
                    throw Failure(
                        message: "\(target.name) depends on \(dependency.name), which is not a Swift target; "
                            + "swift package designer builds Swift targets only")
                }
                try visit(swift)
            }
            ordered.append(target)
        }
        for root in roots { try visit(root) }
        var packageFolders: [URL] = []
        let mirrored = try ordered.map { target throws -> HostPackage.MirroredTarget in
            if let resource = target.sourceFiles.first(where: { $0.type == .resource }) {
                throw Failure(
                    message: "\(target.name) has resources (\(resource.url.lastPathComponent)); "
                        + "swift package designer cannot build a target with resources")
            }
            var products: [(product: String, package: String)] = []
            for case .product(let product) in target.dependencies {
                guard let owner = packages.first(where: { $0.products.contains { $0.id == product.id } }) else {
                    throw Failure(message: "\(target.name) uses \(product.name), whose package cannot be found")
                }
                if owner.id != designer.id, !packageFolders.contains(owner.directoryURL) {
                    packageFolders.append(owner.directoryURL)
                }
                products.append((product.name, owner.directoryURL.lastPathComponent))
            }
            let folder = target.directoryURL.standardizedFileURL.path
            let sources = target.sourceFiles(withSuffix: "swift").map { file -> (String, URL) in
                let path = file.url.standardizedFileURL.path
                guard path.hasPrefix(folder + "/") else { return (file.url.lastPathComponent, file.url) }
                return (String(path.dropFirst(folder.count + 1)), file.url)
            }
            return HostPackage.MirroredTarget(
                name: target.name, sources: sources,
                targetDependencies: target.dependencies.compactMap {
                    if case .target(let dependency) = $0 { return dependency.name }
                    return nil
                },
                productDependencies: products, defines: target.compilationConditions,
                linkedLibraries: target.linkedLibraries, declaresComponents: roots.contains { $0.id == target.id })
        }
        return HostPackage(
            designerFolder: designer.directoryURL, packageFolders: packageFolders, targets: mirrored,
            components: components)
    }

    /// Builds the host package; its compiler's errors are shown when it fails, at the user's
    /// files rather than the links to them.
    private static func build(_ folder: URL, swift: URL, sources: [(link: String, file: String)]) throws {
        let process = Process()
        process.executableURL = swift
        process.arguments = ["build", "--package-path", folder.path, "--product", HostPackage.executableName]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            var text = text
            for source in sources { text = text.replacingOccurrences(of: source.link, with: source.file) }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let errors = lines.filter { $0.contains("error:") }
            (StandardStreams.ofSwiftPackage.errors ?? FileHandle.standardError).write(
                Data(((errors.isEmpty ? lines.suffix(20) : errors[...]).joined(separator: "\n") + "\n").utf8))
            throw Failure(message: "designer could not be built with this package's components (the errors are above)")
        }
    }

    /// Runs designer with `arguments` from the folder the command was given in (the plugin's
    /// own) and gives its exit status.
    private static func run(_ binary: URL, _ arguments: [String]) throws -> Int32 {
        // Named as it was run, so its help and errors say 'swift package designer set …'.
        guard
            let status = ForegroundProcess.run(
                binary.path, name: "swift package designer", arguments, streams: .ofSwiftPackage)
        else {
            throw Failure(message: "\(binary.path) cannot be run")
        }
        return status
    }
}
