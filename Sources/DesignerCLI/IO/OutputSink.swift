#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes its results or its diagnostics.
public protocol OutputSink {
    mutating func write(_ text: String)
    mutating func write(bytes: [UInt8])
    mutating func flush()

    /// Why output could not be written, once it could not.
    var failure: String? { get }
}

extension OutputSink {
    public var failure: String? { nil }
}

/// Output to a file descriptor, buffered and written in large pieces.
public struct FileDescriptorSink: OutputSink {
    public let descriptor: Int32
    private var buffer: [UInt8] = []
    public private(set) var failure: String?

    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    public mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    public mutating func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    public mutating func flush() {
        let code = buffer.withUnsafeBytes { FileSystem.write($0, to: descriptor) }
        if code != 0, failure == nil { failure = String(cString: strerror(code)) }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Output kept in memory, for running commands in-process.
public struct StringSink: OutputSink {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }

    public mutating func write(bytes: [UInt8]) { self.bytes.append(contentsOf: bytes) }

    public mutating func flush() {}
}
