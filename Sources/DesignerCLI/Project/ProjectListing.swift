import DesignerCore

/// What a project's folder holds for designer (`ProjectFolder.contents(under:)`), kept in the
/// project index with the stamp of every folder listed for it: a folder's times change when an
/// entry is added to it, removed or renamed, so while none has changed, neither has the list.
///
/// A list that followed a link, looked at an entry its folder did not tell the kind of, or
/// met a folder it could not list is not kept: the folders' stamps would not tell of a change.
enum ProjectListing {
    /// What the folder `root` holds, from the index while its folders are as they were.
    static func contents(under root: String, index: ProjectIndex) -> ProjectFolder.Contents {
        guard index.isOpen, let stamp = ProjectIndex.Stamp(of: root) else {
            return ProjectFolder.contents(under: root)
        }
        if let kept = index.kept(.listing, of: root, stamp: stamp), let contents = read(kept) {
            return contents
        }
        var folders: [(path: String, stamp: ProjectIndex.Stamp?)] = []
        let contents = ProjectFolder.contents(under: root) { folders.append(($0, ProjectIndex.Stamp(of: $0))) }
        guard contents.isFromEntriesAlone, contents.problems.isEmpty, folders.first?.stamp == stamp else {
            return contents
        }
        var writer = IndexBytes.Writer()
        writer.append(folders.count)
        for (path, stamp) in folders {
            // A folder that changed while it was listed has the list made again next time.
            guard let stamp, ProjectIndex.Stamp(of: path) == stamp, !stamp.isRecent(now: ProjectIndex.now()) else {
                return contents
            }
            writer.append(path)
            write(stamp, to: &writer)
        }
        for list in [
            contents.sources, contents.colorSets, contents.imageSets, contents.imageFiles, contents.fontFiles,
            contents.infoPlists,
        ] {
            writer.append(list)
        }
        index.keep(.listing, of: root, stamp: stamp, value: writer.bytes)
        return contents
    }

    /// The contents kept in `bytes`, if every folder listed for them still has its stamp.
    private static func read(_ bytes: [UInt8]) -> ProjectFolder.Contents? {
        var reader = IndexBytes.Reader(bytes)
        guard let count = reader.count() else { return nil }
        for _ in 0..<count {
            guard let path = reader.string(), let stamp = readStamp(&reader), ProjectIndex.Stamp(of: path) == stamp
            else { return nil }
        }
        guard let sources = reader.strings(), let colorSets = reader.strings(), let imageSets = reader.strings(),
            let imageFiles = reader.strings(), let fontFiles = reader.strings(), let infoPlists = reader.strings(),
            reader.isAtEnd
        else { return nil }
        return ProjectFolder.Contents(
            sources: sources, colorSets: colorSets, imageSets: imageSets, imageFiles: imageFiles,
            fontFiles: fontFiles, infoPlists: infoPlists)
    }

    private static func write(_ stamp: ProjectIndex.Stamp, to writer: inout IndexBytes.Writer) {
        writer.append(stamp.size)
        writer.append(stamp.inode)
        writer.append(stamp.modified)
        writer.append(stamp.changed)
    }

    private static func readStamp(_ reader: inout IndexBytes.Reader) -> ProjectIndex.Stamp? {
        guard let size = reader.int64(), let inode = reader.int64(), let modified = reader.int64(),
            let changed = reader.int64()
        else { return nil }
        return ProjectIndex.Stamp(size: size, inode: inode, modified: modified, changed: changed)
    }
}
