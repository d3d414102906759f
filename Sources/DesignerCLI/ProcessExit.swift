/// What a process that is about to exit leaves to the system rather than freeing.
///
/// A project's registry, sources and index are tens of thousands of objects; releasing them
/// one by one as the command returns took a tenth of a warm render's instructions, only for the
/// process to hand all its memory back a moment later. As compilers do (clang's
/// `-disable-free`), the process keeps them until it exits.
enum ProcessExit {
    /// Keeps `value` alive until the process exits.
    static func keep(_ value: some Any) {
        _ = Unmanaged.passRetained(Kept(value: value))
    }

    private final class Kept<Value> {
        let value: Value
        init(value: Value) { self.value = value }
    }
}
