import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `designer serve` as a process: the line it prints, what it refuses to start with, `--open`,
/// and how it stops.
@Suite("serve command")
struct ServeCommandTests {
    /// `designer serve` started in `sandbox`, its first line of output read.
    final class Serving {
        let process = Process()
        let output = Pipe()
        let errors = Pipe()
        private(set) var line = ""

        init(_ sandbox: Sandbox, _ arguments: [String], environment: [String: String] = [:]) throws {
            process.executableURL = Binary.designer
            process.arguments = ["serve"] + arguments
            process.currentDirectoryURL = sandbox.url
            process.environment = ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"].merging(environment) { $1 }
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
            var bytes = Data()
            let deadline = Date().addingTimeInterval(20)
            while !bytes.contains(0x0A), Date() < deadline, process.isRunning {
                bytes.append(output.fileHandleForReading.availableData)
            }
            line = String(decoding: bytes, as: UTF8.self)
        }

        /// Sends `signal` and gives the exit status and what was printed on standard error.
        func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, errors: String) {
            if process.isRunning { kill(process.processIdentifier, signal) }
            process.waitUntilExit()
            return (
                process.terminationStatus,
                String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            )
        }
    }

    @Test(arguments: [(Int32(SIGTERM), Int32(143)), (Int32(SIGINT), Int32(130)), (Int32(SIGHUP), Int32(129))])
    func itPrintsItsAddressAndStopsAsWatchDoes(signal: Int32, status: Int32) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let serving = try Serving(sandbox, [])
        let pattern = #/designer: serving designer\.json at http://127\.0\.0\.1:(\d+)/\?token=[0-9a-f]{32}\n/#
        let match = try #require(serving.line.wholeMatch(of: pattern), "\(serving.line)")
        #expect(Int(match.1).map { $0 > 0 && $0 < 65536 } == true)
        let stopped = serving.stop(signal)
        #expect(stopped.status == status)
        #expect(stopped.errors == "")
    }

    @Test func openStartsTheBrowserAtTheAddress() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let opened = sandbox.path("opened")
        // Written whole and renamed into place, so that the test never reads it half written.
        let opener = try sandbox.write(
            "bin/xdg-open", "#!/bin/sh\necho \"$1\" > '\(opened).part' && mv '\(opened).part' '\(opened)'\n")
        chmod(opener, 0o755)
        let serving = try Serving(sandbox, ["--open"], environment: ["PATH": sandbox.path("bin") + ":/usr/bin:/bin"])
        // Stopped however the test ends, so that no server outlives it.
        defer { _ = serving.stop() }
        let address = try #require(serving.line.split(separator: " ").last.map { $0.dropLast() })
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: opened), Date() < deadline { usleep(20_000) }
        // The opener is given a page only this user can read, which sends the browser on.
        let page = try sandbox.read("opened").dropLast()
        let attributes = try FileManager.default.attributesOfItem(atPath: String(page))
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let html = try String(contentsOfFile: String(page), encoding: .utf8)
        #expect(html.contains("<meta http-equiv=\"refresh\" content=\"0; url=\(address)\">"))
        #expect(!page.contains("token"))
        let stopped = serving.stop()
        #expect(stopped.errors == "designer: opened the page with \(opener)\n")
        #expect(!FileManager.default.fileExists(atPath: String(page)), "the page is removed at the end")
    }

    @Test func openSaysSoWhereNoBrowserIsKnown() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let serving = try Serving(sandbox, ["--open"], environment: ["PATH": sandbox.path("nothing")])
        #expect(serving.line.hasPrefix("designer: serving designer.json at http://127.0.0.1:"))
        let stopped = serving.stop()
        #expect(stopped.errors == "designer: no browser opener (xdg-open or open) was found; open the address above\n")
    }

    @Test(arguments: ["0.0.0.0", "0"])
    func anotherAddressThanThisMachineIsWarnedOf(host: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let serving = try Serving(sandbox, ["--host", host])
        #expect(serving.line.hasPrefix("designer: serving designer.json at http://127.0.0.1:"))
        let stopped = serving.stop()
        #expect(
            stopped.errors
                == "warning: serving on '\(host)': anyone who can reach it and has the address can edit the document\n")
    }

    @Test func aPortInUseIsAnError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let first = try Serving(sandbox, [])
        let port = try #require(first.line.firstMatch(of: #/:(\d+)/\?/#).map { String($0.1) })
        defer { _ = first.stop() }
        let run = try sandbox.run(["serve", "--port", port])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "error: cannot listen on 127.0.0.1:\(port): Address already in use\n")
        #expect(first.process.isRunning, "the one serving goes on")
    }

    @Test(arguments: [
        (["--port", "70000"], "Error: '70000' is not a port; use a whole number from 0 to 65535.\n"),
        (["--port", "web"], "Error: 'web' is not a port; use a whole number from 0 to 65535.\n"),
        (["-f", "missing.json"], "missing.json: error: No such file or directory\n"),
        (["-f", "."], ".: error: is a folder, not a document\n"),
        (["-f", "-"], "Error: designer serve needs a document file to watch, not standard input\n"),
        (["--host", "no.such.host.invalid"], "error: cannot resolve the host 'no.such.host.invalid': "),
        (
            ["--host", String(repeating: "h", count: 303)],
            "error: cannot resolve the host '\(String(repeating: "h", count: 64))…' (303 characters): "
        ),
        (["--host", "a\u{1B}[2Jb"], "error: cannot resolve the host 'a\\u{1B}[2Jb': "),
        (["--host", ""], "Error: --host needs an address, such as 127.0.0.1.\n"),
    ])
    func aBadCommandLineIsRefusedInOneLine(arguments: [String], says: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = try sandbox.run(["serve"] + arguments, timeout: 20)
        #expect(run.status != 0)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(says), "\(run.stderr)")
        #expect(try sandbox.read("designer.json") == progressBarDocument)
    }
}
