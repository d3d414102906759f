import DesignerCLI
import DesignerCore
import Dispatch
import Foundation
import Inspectable
import ProgressBars
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a run of `designer` printed and returned.
struct Run: Equatable, CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    var description: String { "status \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}

/// A temporary folder of its own for one test, removed when the test ends.
final class Sandbox {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("designer-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let path = path(name)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    func read(_ name: String) throws -> String {
        try String(decoding: Data(contentsOf: URL(fileURLWithPath: path(name))), as: UTF8.self)
    }

    func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(name)))
    }

    /// Runs the built `designer` binary in this folder (or `folder` inside it); one still running after `timeout`
    /// seconds is killed, so that a command that hangs fails its test rather than the whole run.
    func run(
        _ arguments: [String], environment: [String: String] = [:], in folder: String? = nil, timeout: Double = 120
    ) throws -> Run {
        let process = Process()
        process.executableURL = Binary.designer
        process.arguments = arguments
        process.currentDirectoryURL = folder.map { url.appendingPathComponent($0) } ?? url
        // No project index (`DESIGNER_CACHE`) in a home folder: a test that wants one names its own.
        var fullEnvironment = [
            "PATH": "/usr/bin:/bin", "TERM": "dumb", "SWIFT_BACKTRACE": "enable=no", "DESIGNER_CACHE": "off",
        ]
        fullEnvironment.merge(environment) { $1 }
        process.environment = fullEnvironment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let finished = LockedData()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            if !finished.isSet { kill(pid, SIGKILL) }
        }
        defer { finished.set(Data([1])) }
        // Read both pipes while the process runs, so a large output cannot block it.
        let errorData = LockedData()
        let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }

    /// The help of `command`, as `designer help COMMAND` prints it.
    static func help(_ command: String) -> String {
        var context = CommandContext(registry: .shipped)
        _ = DesignerCLI.run(["help", command], context: &context)
        return (context.output as? StringSink)?.text ?? ""
    }

    /// Runs a command line in-process, with output captured: for what a command says and does,
    /// which is the same in the binary; `run` is for what only a process shows.
    func runInProcess(
        _ arguments: [String], environment: [String: String] = [:], in folder: String? = nil,
        registry: ComponentRegistry = .shipped
    ) -> Run {
        var context = CommandContext(
            registry: registry, environment: environment,
            workingDirectory: folder.map { url.appendingPathComponent($0).path } ?? path)
        let status = DesignerCLI.run(arguments, context: &context)
        return Run(
            status: status, stdout: (context.output as? StringSink)?.text ?? "",
            stderr: (context.errorOutput as? StringSink)?.text ?? "")
    }
}

/// Data handed from a reading thread.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) { lock.withLock { data = value } }
    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }
}

enum Binary {
    /// The `designer` executable beside the test bundle.
    static let designer: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if folder.lastPathComponent == "MacOS" {
            folder = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        }
        return folder.appendingPathComponent("designer")
    }()

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

/// The seed's document: a 300×120 view with a progress bar at 50,50.
let progressBarDocument = """
    {
      "class": "View",
      "frame": { "x": 0, "y": 0, "width": 300, "height": 120 },
      "attributes": { "backgroundColor": "white" },
      "subviews": [
        {
          "id": "download",
          "class": "MyProgressBar",
          "frame": { "x": 50, "y": 50, "width": 200, "height": 20 },
          "attributes": { "percent": 50 }
        }
      ]
    }

    """
