import Glibc

/// libFuzzer's driver: it parses its options from `argv` and calls `callback` on each input.
/// The fuzzer runtime supplies it when the target is linked with `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The libFuzzer entry point every fuzz target runs.
///
/// A target's `main.swift` hands libFuzzer a function of one input; a failure is a crash, a
/// sanitizer report or a `fatalError` that says what went wrong:
///
///     LibFuzzer.run { data, count in
///         check(LibFuzzer.bytes(data, count))
///         return 0
///     }
public enum LibFuzzer {
    /// A test of one input, as libFuzzer calls it: the bytes and their count; it returns 0.
    public typealias Target = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Hands the process's command line to libFuzzer, which runs `target` on each input, and
    /// exits with libFuzzer's status.
    public static func run(_ target: Target) -> Never {
        var arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        var argc = Int32(CommandLine.arguments.count)
        let status = arguments.withUnsafeMutableBufferPointer { buffer in
            var argv = buffer.baseAddress
            return runDriver(&argc, &argv, target)
        }
        exit(status)
    }

    /// The bytes of one input, copied out of libFuzzer's buffer.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
        data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }
}
