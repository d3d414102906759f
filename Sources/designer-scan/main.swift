import Foundation

do {
    print(try DesignerScan.run(Array(CommandLine.arguments.dropFirst())), terminator: "")
} catch {
    FileHandle.standardError.write(Data((error.message + "\n").utf8))
    exit(error.status)
}
