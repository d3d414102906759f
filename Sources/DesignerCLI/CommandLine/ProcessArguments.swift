import Inspectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's command line as the bytes it was given. Swift's `CommandLine.arguments` repairs
/// bytes that are not UTF-8 into U+FFFD, which `set` would then write into a document; designer
/// refuses such an argument instead.
enum ProcessArguments {
    /// The arguments after the program's name, each checked to be UTF-8.
    static func read() throws(CLIError) -> [String] {
        let count = Int(CommandLine.argc)
        var raw: [[UInt8]] = []
        for index in 1..<max(count, 1) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            raw.append(
                Array(UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) }))
        }
        return try strings(raw)
    }

    /// `arguments` as text, or an error naming the first that is not valid UTF-8.
    static func strings(_ arguments: [[UInt8]]) throws(CLIError) -> [String] {
        var strings: [String] = []
        for (index, bytes) in arguments.enumerated() {
            guard let string = String(validating: bytes, as: UTF8.self) else {
                throw .invalid(["argument \(index + 1), \(Printable.quoted(shown(bytes))), is not valid UTF-8"])
            }
            strings.append(string)
        }
        return strings
    }

    /// `bytes` as text, each byte that is not part of a UTF-8 character written as `\x{FF}`.
    private static func shown(_ bytes: [UInt8]) -> String {
        var shown = ""
        var position = 0
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                shown.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in bytes[position..<position + length] {
                    shown += "\\x{" + String(byte, radix: 16, uppercase: true) + "}"
                }
                position += length
            case .emptyInput:
                return shown
            }
        }
    }
}
