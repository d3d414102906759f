import Foundation

do {
    try DesignerEmbed.run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data((error.message + "\n").utf8))
    exit(error.status)
}
