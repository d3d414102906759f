/// The file names of `DiffPictures`: `<document>-<scene>-<kind>.png`, safe on every file system
/// whatever a scene's id holds, and never the same for two pictures of one run.
///
/// A document is named by its file's name without the extension (`Main` for
/// `App/Base.lproj/Main.storyboard`); where two documents of a run would share that, by as many of
/// their folders as tell them apart (`App_2FMain`, `Widget_2FMain`), and then by their extensions.
/// Every character but an ASCII letter or digit becomes `_` and its code in hex, `-` too, so the
/// first `-` ends the document's part. A scene is named as its snapshots are
/// (`SnapshotCheck.variantName(ofScene:)`).
enum DiffPictureNames {
    /// The name of each document of `paths` (none given twice), in their order.
    static func documentNames(_ paths: [String]) -> [String] {
        let parts = paths.map { path in
            path.split(separator: "/").filter { $0 != "." }.map(String.init)
        }
        // How many of its last path components each name is made of (the file's name first).
        var lengths = [Int](repeating: 1, count: paths.count)
        var withExtension = [Bool](repeating: false, count: paths.count)
        func name(_ index: Int) -> String {
            var components = Array(parts[index].suffix(lengths[index]))
            if !withExtension[index], let last = components.last, let dot = last.lastIndex(of: "."),
                dot != last.startIndex
            {
                components[components.count - 1] = String(last[..<dot])
            }
            return escaped(components.joined(separator: "/"))
        }
        while true {
            // File systems that ignore case would still take two names that differ only in it for one.
            let names = paths.indices.map { name($0).lowercased() }
            let groups = Dictionary(grouping: paths.indices, by: { names[$0] }).values.filter { $0.count > 1 }
            var lengthened = false
            for group in groups {
                // Folders first; the extensions only of names no folder tells apart.
                let longer = group.filter { lengths[$0] < parts[$0].count }
                let extended = longer.isEmpty ? group.filter { !withExtension[$0] } : []
                for index in longer { lengths[index] += 1 }
                for index in extended { withExtension[index] = true }
                lengthened = lengthened || !longer.isEmpty || !extended.isEmpty
            }
            if !lengthened { return paths.indices.map(name) }
        }
    }

    /// `<document>-<scene>-<kind>.png`, or `<document>-<kind>.png` for a document without scenes.
    static func fileName(document: String, scene: String?, kind: DiffPictures.Picture.Kind) -> String {
        ([document] + (scene.map { [SnapshotCheck.variantName(ofScene: $0)] } ?? []) + [kind.rawValue])
            .joined(separator: "-") + ".png"
    }

    /// `text` with each character but an ASCII letter or digit as `_` and its code in hex.
    static func escaped(_ text: String) -> String {
        var name = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
            } else {
                name += "_" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        return name.isEmpty ? "_" : name
    }
}
