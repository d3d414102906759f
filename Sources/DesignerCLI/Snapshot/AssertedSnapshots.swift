import DesignerCore
import Inspectable
import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `designer snapshot --asserted LEDGER`: the snapshot files of `assertSnapshot` tests, kept in
/// `__Snapshots__/<TestFile>/<test>.<name>.<ext>` beside the test files, that no assertion in the
/// ledger asserted, listed as orphans and with `--prune` deleted.
///
/// The ledger is what `DESIGNER_SNAPSHOT_LEDGER` made a test run write: the absolute path of each
/// snapshot asserted, one a line. A file is known by its identity, so a path spelled another way
/// (through a link to the package, say) is still the file's; a path outside the run's folders
/// names nothing there and is passed over. Such a run checks no documents. A nested Swift package
/// is a project of its own, whose tests write a ledger of their own, and is not looked into.
struct AssertedSnapshots {
    /// Snapshot files no assertion asserted, as the user would spell them, sorted.
    private(set) var orphans: [String] = []
    /// Files in `__Snapshots__` folders that are not named as snapshots, or not files of their own;
    /// never deleted.
    private(set) var strangers: [String] = []
    /// How many snapshot files there were.
    private(set) var count = 0
    /// The lines of the orphans that could not be deleted.
    private(set) var pruneFailures: [Diagnostic] = []
    private(set) var pruned = false

    /// Finds the orphans in the `__Snapshots__` folders of `paths` that the ledger at `ledger` does
    /// not name; a ledger that cannot be read, or names nothing, or a path that holds no
    /// `__Snapshots__` folder is an error, before anything is deleted.
    init(ledger: String, paths: [String], _ context: DocumentSource) throws(CLIError) {
        let asserted = try Self.read(ledger, context)
        var folders: [String] = []
        for path in paths {
            let found = try Self.snapshotFolders(in: path, context)
            guard !found.isEmpty else {
                throw .problem(in: path, "holds no __Snapshots__ folder of assertSnapshot tests")
            }
            folders += found
        }
        var seen: Set<[UInt64]> = []
        var matched = 0
        for folder in folders {
            guard let identity = FileSystem.identity(of: context.onFileResolved(folder)),
                seen.insert(identity).inserted
            else { continue }
            for (file, isSnapshot) in try Self.files(in: folder, context) {
                guard isSnapshot else {
                    strangers.append(file)
                    continue
                }
                count += 1
                if let identity = FileSystem.identity(of: context.onFileResolved(file)), asserted.contains(identity) {
                    matched += 1
                } else {
                    orphans.append(file)
                }
            }
        }
        // A ledger of another package, or of a run that asserted nothing here, would make every
        // snapshot an orphan: more likely a mistake than a package whose every test is gone.
        if matched == 0, count > 0 {
            throw .problem(
                in: ledger,
                "names none of the \(Self.plural(count, "snapshot file")) in \(paths.joined(separator: ", ")); run the tests with DESIGNER_SNAPSHOT_LEDGER set to it first"
            )
        }
        orphans.sort()
        strangers.sort()
    }

    /// The identities of the files the ledger names that are there.
    private static func read(_ ledger: String, _ context: DocumentSource) throws(CLIError) -> Set<[UInt64]> {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(
                context.onFileResolved(ledger), as: .init(noun: "a ledger", limit: FileSystem.maximumDocumentSize))
        } catch {
            throw .problem(in: ledger, "the ledger cannot be read: \(error.reason)")
        }
        var identities: Set<[UInt64]> = []
        var lines = 0
        for (number, line) in String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() where !line.isEmpty {
            guard line.hasPrefix("/") else {
                throw .problem(
                    in: ledger, at: SourceLocation(line: number + 1, column: 1),
                    "'\(line)' is not the absolute path of a snapshot; is this a ledger DESIGNER_SNAPSHOT_LEDGER wrote?"
                )
            }
            lines += 1
            if let identity = FileSystem.identity(of: String(line)) { identities.insert(identity) }
        }
        guard lines > 0 else {
            throw .problem(
                in: ledger,
                "the ledger is empty, and would make every snapshot an orphan; run the tests with DESIGNER_SNAPSHOT_LEDGER set to it first"
            )
        }
        return identities
    }

    /// The `__Snapshots__` folders in `path` (or `path` itself, if it is one), not through links,
    /// hidden folders or nested Swift packages.
    private static func snapshotFolders(in path: String, _ context: DocumentSource) throws(CLIError) -> [String] {
        let resolved = context.onFileResolved(path)
        let kind = FileSystem.kind(of: resolved)
        switch kind {
        case .folder, .linkToFolder: break
        case .missing: throw .problem(in: path, "no such file or folder")
        default: throw .problem(in: path, "is not a folder")
        }
        if FileSystem.split(path).name == "__Snapshots__" {
            // Its files are deleted where they are, never through a link.
            guard kind == .folder else {
                throw .problem(in: path, "is a symbolic link, and designer prunes no snapshots through it")
            }
            return [path]
        }
        var found: [String] = []
        var pending = [path]
        while let folder = pending.popLast() {
            for name in try contents(of: folder, context) where !name.hasPrefix(".") {
                let child = folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
                guard FileSystem.kind(of: context.onFileResolved(child)) == .folder else { continue }
                if name == "__Snapshots__" {
                    found.append(child)
                } else if FileSystem.kind(of: context.onFileResolved(child + "/Package.swift")) != .file {
                    pending.append(child)
                }
            }
        }
        return found.sorted()
    }

    /// The files of a `__Snapshots__` folder, each in its test file's folder, and whether it is a
    /// snapshot: a regular file named `<test>.<name>.<ext>` with the extension of a format.
    private static func files(
        in folder: String, _ context: DocumentSource
    ) throws(CLIError) -> [(path: String, isSnapshot: Bool)] {
        var files: [(String, Bool)] = []
        for name in try contents(of: folder, context) where !name.hasPrefix(".") {
            let testFolder = folder + "/" + name
            guard FileSystem.kind(of: context.onFileResolved(testFolder)) == .folder else {
                files.append((testFolder, false))
                continue
            }
            for file in try contents(of: testFolder, context) where !file.hasPrefix(".") {
                let path = testFolder + "/" + file
                files.append((path, isSnapshot(file) && isFile(path, context)))
            }
        }
        return files
    }

    /// The names in a folder; one that cannot be read is an error, before anything is deleted.
    private static func contents(of folder: String, _ context: DocumentSource) throws(CLIError) -> [String] {
        do {
            return try FileSystem.contents(ofDirectory: context.onFileResolved(folder))
        } catch {
            throw .problem(in: folder, error.reason)
        }
    }

    /// Whether `path` is a regular file, not a link to one.
    private static func isFile(_ path: String, _ context: DocumentSource) -> Bool {
        let resolved = context.onFileResolved(path)
        return !FileSystem.isLink(resolved) && FileSystem.kind(of: resolved) == .file
    }

    /// Whether a file's name is an assertion's: `<test>.<name>.<ext>`, the extension a format's.
    static func isSnapshot(_ name: String) -> Bool {
        let parts = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let dot = parts[1].lastIndex(of: ".") else { return false }
        let extensionName = parts[1][parts[1].index(after: dot)...]
        return dot != parts[1].startIndex && OutputFormat.files.contains { $0.fileExtension == extensionName }
    }

    /// Deletes the orphans, each only if it is still a file of its own, and then the test files'
    /// folders they leave empty.
    mutating func prune(_ context: DocumentSource) {
        pruned = true
        var emptied: Set<String> = []
        for orphan in orphans {
            guard Self.isFile(orphan, context) else {
                pruneFailures.append(.pruneFailure(orphan, "not deleted: it is no longer a file of its own"))
                continue
            }
            do {
                try FileSystem.remove(context.onFileResolved(orphan))
                emptied.insert(FileSystem.split(orphan).folder)
            } catch {
                pruneFailures.append(.pruneFailure(orphan, "cannot delete it: \(error.reason)"))
            }
        }
        // rmdir removes only an empty folder, and never follows a link.
        for folder in emptied.sorted() { _ = rmdir(context.onFileResolved(folder)) }
    }

    /// Prints the orphans, the strangers and a count, as the report of a document run does.
    func print(_ context: Writer) {
        for orphan in orphans {
            let deleted = pruned && !pruneFailures.contains { $0.location == .file(path: orphan, nil) }
            context.print(
                Printable.visible(
                    deleted
                        ? "deleted orphan \(orphan)"
                        : "orphan: \(orphan): no assertSnapshot in the ledger asserted it (--prune deletes it)"))
        }
        for stranger in strangers {
            context.print(
                Printable.visible(
                    "not a snapshot: \(stranger): not a file of its own named <test>.<name>.<ext>; designer leaves it alone"
                ))
        }
        context.report(pruneFailures)
        var line = "\(Self.plural(count, "snapshot file")) of assertSnapshot tests: \(count - orphans.count) asserted"
        if !orphans.isEmpty {
            line += "; \(Self.plural(orphans.count, "orphan"))"
            line += pruned ? ", \(orphans.count - pruneFailures.count) deleted" : ""
        }
        context.print(line)
    }

    private static func plural(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
