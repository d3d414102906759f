import Foundation
import PackagePlugin

/// The doc comments of a component target's `@Inspectable` properties as the attributes'
/// descriptions, for designers and tests that use the target without `swift package designer`.
///
/// Applied to the target in its package's manifest:
///
/// ```swift
/// .target(
///     name: "Meter", dependencies: [.product(name: "Inspectable", package: "designer")],
///     plugins: [.plugin(name: "DesignerDocumentation", package: "designer")])
/// ```
///
/// it has designer-scan write, whenever the target's sources change, a file the target is built
/// with: an extension of each documented component implementing `attributeDescriptions`.
@main
struct DesignerDocumentation: BuildToolPlugin {
    /// The generated file's name, unlike any a target's own sources would have.
    static let fileName = "DesignerAttributeDescriptions.swift"

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent(Self.fileName)
        return [
            .buildCommand(
                displayName: "Reading the doc comments of \(target.name)'s inspectable properties",
                executable: try context.tool(named: "designer-scan").url,
                arguments: ["descriptions", "--output", output.path] + sources.map(\.path),
                inputFiles: sources, outputFiles: [output])
        ]
    }
}
