import DesignerCore
import Synchronization

/// A project's source files, each read when first needed: a command that draws one document
/// reads only those that hold the names of its classes, and which files hold a name is kept
/// in the project index, so that a later run reads none of the others.
final class ProjectSourceFiles: SourceFileSearch, Sendable {
    /// What is known of one file in this process.
    private struct Known {
        /// Its stamp before it was read; `nil` when it cannot be told, or the file changed while
        /// it was read (then nothing is kept of it).
        var stamp: ProjectIndex.Stamp?
        var isStamped = false
        var bytes: Result<[UInt8], FileError>?
        /// The names it was searched for, each with whether it holds them, once looked up.
        var names: [String: Bool]?
    }

    /// The files' paths, each once.
    let paths: [String]
    /// The module of each file, by path; `""` for the fallback module.
    private let modules: [String: String]
    private let index: ProjectIndex
    private let known: Mutex<[Known]>

    /// Keeps at most this many names per file: a file searched for more is searched again.
    private static let namesKept = 64

    init(paths: [String], modules: [String: String], index: ProjectIndex) {
        (self.paths, self.modules, self.index) = (paths, modules, index)
        known = Mutex([Known](repeating: Known(), count: paths.count))
    }

    var count: Int { paths.count }

    func holds(_ index: Int, anyOf needles: [[UInt8]]) -> Bool {
        let path = paths[index]
        guard self.index.isOpen, let stamp = stamp(of: index) else {
            return (try? bytes(of: index).get()).map { SourceFile.holds($0, anyOf: needles) } ?? false
        }
        let inProcess = known.withLock { $0[index].names }
        let kept = inProcess == nil ? self.index.kept(.source, of: path, stamp: stamp) : nil
        if let kept, let holds = Self.holdsAny(of: needles, keptIn: kept) { return holds }
        let names = needles.map { String(decoding: $0, as: UTF8.self) }
        var found = inProcess ?? kept.flatMap(Self.names(in:)) ?? [:]
        if names.allSatisfy({ found[$0] != nil }) {
            known.withLock { $0[index].names = found }
            return names.contains { found[$0] == true }
        }
        guard let bytes = try? bytes(of: index).get() else { return false }
        if found.count + names.count > Self.namesKept { found = [:] }
        for (name, needle) in zip(names, needles) where found[name] == nil {
            found[name] = SourceFile.holds(bytes, anyOf: [needle])
        }
        known.withLock { $0[index].names = found }
        // The stamp is dropped when the file changed while it was read.
        if let stable = self.stamp(of: index) {
            self.index.keep(.source, of: path, stamp: stable, value: Self.bytes(of: found))
        }
        return names.contains { found[$0] == true }
    }

    func file(at index: Int) -> SourceFile? {
        guard let bytes = try? bytes(of: index).get() else { return nil }
        let module = modules[paths[index]].flatMap { $0.isEmpty ? nil : $0 }
        return SourceFile(path: paths[index], bytes: bytes, module: module)
    }

    /// Every file that can be read, read.
    var all: [SourceFile] {
        paths.indices.compactMap(file(at:))
    }

    /// The files that cannot be read, and why, in the order of their paths.
    var readProblems: [FileError] {
        paths.indices.compactMap { index in
            if case .failure(let error) = bytes(of: index) { return error }
            return nil
        }
    }

    private func stamp(of index: Int) -> ProjectIndex.Stamp? {
        if let known = known.withLock({ $0[index].isStamped ? $0[index] : nil }) { return known.stamp }
        let stamp = ProjectIndex.Stamp(of: paths[index])
        known.withLock { known in
            if !known[index].isStamped { (known[index].stamp, known[index].isStamped) = (stamp, true) }
        }
        return known.withLock { $0[index].stamp }
    }

    private func bytes(of index: Int) -> Result<[UInt8], FileError> {
        if let bytes = known.withLock({ $0[index].bytes }) { return bytes }
        let before = stamp(of: index)
        let read = Result { () throws(FileError) in try FileSystem.read(paths[index], as: .source) }
        let after = ProjectIndex.Stamp(of: paths[index])
        known.withLock { known in
            if known[index].bytes == nil { known[index].bytes = read }
            if before != after { known[index].stamp = nil }
        }
        return known.withLock { $0[index].bytes ?? read }
    }

    /// The names a file was searched for, each with whether it holds it, as the index keeps them.
    private static func bytes(of names: [String: Bool]) -> [UInt8] {
        var writer = IndexBytes.Writer()
        writer.append(names.count)
        for (name, isHeld) in names.sorted(by: { $0.key < $1.key }) {
            writer.append(name)
            writer.append(isHeld)
        }
        return writer.bytes
    }

    /// Whether the file holds any of `needles`, from the names kept in `bytes` (`bytes(of:)`),
    /// read where they lie; `nil` when one of them is not among those names.
    private static func holdsAny(of needles: [[UInt8]], keptIn bytes: [UInt8]) -> Bool? {
        var reader = IndexBytes.Reader(bytes)
        guard let count = reader.count() else { return nil }
        var isAnswered = [Bool](repeating: false, count: needles.count)
        var holds = false
        for _ in 0..<count {
            guard let name = reader.stringBytes(), let isHeld = reader.bool() else { return nil }
            for (position, needle) in needles.enumerated() where !isAnswered[position] && name.elementsEqual(needle) {
                isAnswered[position] = true
                holds = holds || isHeld
            }
        }
        return reader.isAtEnd && !isAnswered.contains(false) ? holds : nil
    }

    private static func names(in bytes: [UInt8]) -> [String: Bool]? {
        var reader = IndexBytes.Reader(bytes)
        guard let count = reader.count() else { return nil }
        var names: [String: Bool] = [:]
        for _ in 0..<count {
            guard let name = reader.string(), let isHeld = reader.bool() else { return nil }
            names[name] = isHeld
        }
        return reader.isAtEnd ? names : nil
    }
}
