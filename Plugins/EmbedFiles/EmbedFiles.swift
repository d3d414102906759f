import Foundation
import PackagePlugin

/// The text files of a target compiled into it as string constants, so that its binary carries
/// them wherever it is copied (no resource folder beside it): `designer serve`'s page, written as
/// HTML, CSS and JavaScript files in DesignerCLI, and the outlines of Graphics' fonts, base64 text
/// files that scripts/generate-font.py writes.
///
/// Applied to the target in the manifest, `plugins: ["EmbedFiles"]`, it has designer-embed write
/// `EmbeddedFiles.swift` from every file of the target that SwiftPM does not build itself (not
/// Swift, not a declared resource, not excluded): an enum `EmbeddedFiles` with a constant for each,
/// named after the file, `inspector.css` giving `EmbeddedFiles.inspectorCss`. A new file in the
/// target's folder is a new constant at the next build.
@main
struct EmbedFiles: BuildToolPlugin {
    /// The generated file's name, unlike any a target's own sources would have.
    static let fileName = "EmbeddedFiles.swift"

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let files = target.sourceFiles.filter { $0.type == .unknown }.map(\.url)
            .sorted { $0.path < $1.path }
        guard !files.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent(Self.fileName)
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) file(s) in \(target.name)",
                executable: try context.tool(named: "designer-embed").url,
                arguments: ["--output", output.path, "--type", "EmbeddedFiles"] + files.map(\.path),
                inputFiles: files, outputFiles: [output])
        ]
    }
}
