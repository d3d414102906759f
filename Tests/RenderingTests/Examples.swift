import Foundation

/// The shipped examples, read in tests.
enum Examples {
    static let folder: String = {
        let file = #filePath
        let tests = file[..<(file.range(of: "/Tests/")?.lowerBound ?? file.endIndex)]
        return tests + "/examples"
    }()

    static func read(_ name: String) throws -> [UInt8] {
        try FileReading.read(folder + "/" + name)
    }
}
