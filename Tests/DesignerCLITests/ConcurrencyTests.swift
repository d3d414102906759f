import Foundation
import Testing

@Suite("Concurrent edits")
struct ConcurrencyTests {
    /// Two processes each set a different attribute many times; every write must survive.
    @Test func concurrentSetsLoseNoUpdate() throws {
        let sandbox = try Sandbox()
        let count = 40
        let views = (0..<count).flatMap { index in
            ["a", "b"].map {
                #"{"id": "\#($0)\#(index)", "class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "attributes": {"percent": 0}}"#
            }
        }
        try sandbox.write(
            "designer.json",
            "{\n  \"class\": \"View\",\n  \"frame\": {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 10},\n  \"subviews\": [\n    "
                + views.joined(separator: ",\n    ") + "\n  ]\n}\n")
        let writers = try ["a", "b"].map { prefix in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c",
                "i=0; while [ $i -lt \(count) ]; do \"$DESIGNER\" set \(prefix)$i.percent=$((i % 100 + 1)) || exit 1; i=$((i + 1)); done",
            ]
            process.environment = ["DESIGNER": Binary.designer.path, "SWIFT_BACKTRACE": "enable=no"]
            process.currentDirectoryURL = sandbox.url
            try process.run()
            return process
        }
        for writer in writers {
            writer.waitUntilExit()
            #expect(writer.terminationStatus == 0)
        }
        let values = try sandbox.run(["get"] + (0..<count).flatMap { ["a\($0).percent", "b\($0).percent"] })
        #expect(values.status == 0)
        #expect(values.stdout == (0..<count).map { "\($0 % 100 + 1)\n\($0 % 100 + 1)\n" }.joined())
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == ["designer.json"])
    }
}
