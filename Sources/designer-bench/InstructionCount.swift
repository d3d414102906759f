/// The instructions a whole process runs, as `perf stat -e instructions` counts them where the
/// machine has the hardware counter, and else as cachegrind counts them (without simulating
/// caches), which is slower but works in any virtual machine.
enum InstructionCount {
    /// The count and the tool that made it; `nil` if neither is installed or the program failed.
    static func of(_ arguments: [String], folder: String) -> (count: Int, tool: String)? {
        let log = "\(folder)/instructions.txt"
        defer { Files.remove(log) }
        if let perf = Spawn.which("perf"),
            Spawn.run([perf, "stat", "-x", ",", "-e", "instructions", "-o", log, "--"] + arguments).status == 0,
            let count = lines(of: log).lazy.compactMap(perfCount).first
        {
            return (count, "perf")
        }
        guard let valgrind = Spawn.which("valgrind"),
            Spawn.run(
                [valgrind, "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] + arguments,
                errorPath: log
            ).status == 0,
            let line = lines(of: log).first(where: { $0.contains("I refs:") || $0.contains("I   refs:") }),
            let count = line.split(separator: " ").last.flatMap({ Int($0.filter { $0 != "," }) })
        else { return nil }
        return (count, "cachegrind")
    }

    /// The count of `perf stat -x ,`'s line for instructions (`1234,,instructions,…`); `nil` for
    /// another line or `<not supported>`.
    private static func perfCount(_ line: Substring) -> Int? {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count > 2, fields[2].hasPrefix("instructions") else { return nil }
        return Int(fields[0])
    }

    private static func lines(of path: String) -> [Substring] {
        Files.read(path).map { String(decoding: $0, as: UTF8.self).split(separator: "\n") } ?? []
    }
}
