/// The fonts an app registers: the files its `Info.plist` lists under `UIAppFonts`, the only
/// project fonts `UIFont(name:size:)` finds at run time.
///
/// A font file a project holds but does not list is not the app's: iOS does not load it, and the
/// font a document names falls back. Real projects show it: a demo app that names Open Sans and
/// ships its `.ttf` files unlisted (in no `UIAppFonts`, in no target) has every label saved at
/// another font's widths and heights (1.165 times the point size, not Open Sans's 1.36).
///
///     AppFonts.listed(inInfoPlist: bytes)   // ["DMSans.ttf", "Humane-Medium.otf"]
public enum AppFonts {
    /// The file names an XML property list lists under `UIAppFonts`; none for a binary list or
    /// one without the key.
    public static func listed(inInfoPlist bytes: [UInt8]) -> [String] {
        guard var index = find("<key>UIAppFonts</key>", in: bytes, from: 0)?.upperBound else { return [] }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard let open = find("<array>", in: bytes, from: index), open.lowerBound == index,
            let close = find("</array>", in: bytes, from: open.upperBound)
        else { return [] }
        var names: [String] = []
        var position = open.upperBound
        while let start = find("<string>", in: bytes, from: position), start.upperBound <= close.lowerBound,
            let end = find("</string>", in: bytes, from: start.upperBound), end.upperBound <= close.upperBound
        {
            let name = XMLText.unescaped(bytes[start.upperBound..<end.lowerBound])
            if !name.isEmpty { names.append(name) }
            position = end.upperBound
        }
        return names
    }

    /// Where `text` first occurs in `bytes` at or after `start`.
    private static func find(_ text: String, in bytes: [UInt8], from start: Int) -> Range<Int>? {
        let pattern = Array(text.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                return index..<index + pattern.count
            }
            index += 1
        }
        return nil
    }

    /// The files of `fontFiles` that a list of `listed` names (from `UIAppFonts`, relative to the
    /// app's bundle: `OpenSans.ttf` or `Fonts/OpenSans.ttf`) registers, compared by file name.
    public static func registered(_ fontFiles: [String], listed: [String]) -> [String] {
        let names = Set(listed.map { String($0.split(separator: "/").last ?? Substring($0)) })
        return fontFiles.filter { names.contains(String($0.split(separator: "/").last ?? Substring($0))) }
    }
}
