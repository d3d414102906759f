public import Graphics

/// What designer reads of an app's `Info.plist`: an XML property list's top-level entries.
///
///     InfoPlist.value(of: "UIUserInterfaceStyle", in: bytes)   // "Light"
enum InfoPlist {
    /// The element holding the value of the top-level key `key` of an XML property list, and the
    /// list read; `nil` for a binary list, one that is not well-formed XML, or one without the key.
    static func entry(_ key: String, in bytes: [UInt8]) -> (xml: XMLSyntax, value: Int)? {
        guard mayHold(key, bytes), let xml = try? XMLSyntax(parsing: SourceText(name: "Info.plist", bytes: bytes)),
            xml.isElement(xml.root, named: "plist"), let dict = xml.child(of: xml.root, named: "dict")
        else { return nil }
        // A dictionary's entries are a `<key>` and the value element after it.
        let entries = xml.children(of: dict)
        guard let index = entries.firstIndex(where: { xml.isElement($0, named: "key") && xml.text(of: $0) == key }),
            index + 1 < entries.count
        else { return nil }
        return (xml, entries[index + 1])
    }

    /// Whether `bytes` may hold the key `key`, told without reading the list: most lists hold
    /// neither key designer reads, and a project has a dozen of them. A UTF-8 list whose text has
    /// no reference (`&`), comment or CDATA section writes its keys as their own bytes; any other
    /// list (UTF-16 has zero bytes) is read.
    static func mayHold(_ key: String, _ bytes: [UInt8]) -> Bool {
        let plain =
            !bytes.contains(0) && !contains(Array("&".utf8), in: bytes)
            && !contains(Array("<!--".utf8), in: bytes) && !contains(Array("<![CDATA[".utf8), in: bytes)
        return !plain || contains(Array(key.utf8), in: bytes)
    }

    private static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= bytes.count else { return false }
        var start = 0
        while let found = bytes[start...].firstIndex(of: first) {
            if found + needle.count > bytes.count { return false }
            if bytes[found..<found + needle.count].elementsEqual(needle) { return true }
            start = found + 1
        }
        return false
    }
}

/// The appearance an app forces on all its screens with `UIUserInterfaceStyle` in its
/// `Info.plist`: `Light` or `Dark`, which the system's dark mode setting does not change.
public enum AppAppearance {
    /// The appearance an XML property list's `UIUserInterfaceStyle` forces; `nil` for none
    /// (`Automatic`, no key, a list designer cannot read).
    public static func forced(inInfoPlist bytes: [UInt8]) -> Appearance? {
        guard let (xml, value) = InfoPlist.entry("UIUserInterfaceStyle", in: bytes),
            xml.isElement(value, named: "string")
        else { return nil }
        switch xml.text(of: value) {
        case "Light": return .light
        case "Dark": return .dark
        default: return nil
        }
    }
}
