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
    /// The file names an XML property list lists under `UIAppFonts`; none for a binary list, one
    /// that is not well-formed XML, or one without the key.
    public static func listed(inInfoPlist bytes: [UInt8]) -> [String] {
        guard let (xml, value) = InfoPlist.entry("UIAppFonts", in: bytes), xml.isElement(value, named: "array")
        else { return [] }
        return xml.children(of: value).compactMap { item in
            guard xml.isElement(item, named: "string") else { return nil }
            let name = xml.text(of: item)
            return name.isEmpty ? nil : name
        }
    }

    /// The files of `fontFiles` that a list of `listed` names (from `UIAppFonts`, relative to the
    /// app's bundle: `OpenSans.ttf` or `Fonts/OpenSans.ttf`) registers, compared by file name.
    public static func registered(_ fontFiles: [String], listed: [String]) -> [String] {
        let names = Set(listed.map { String($0.split(separator: "/").last ?? Substring($0)) })
        return fontFiles.filter { names.contains(String($0.split(separator: "/").last ?? Substring($0))) }
    }
}
