import Inspectable

/// The platform an Interface Builder document is for, told from its root's `type`, so that a
/// search through a repository can leave the storyboards of its macOS, tvOS or watchOS apps
/// alone, saying so, rather than reporting them as broken iOS documents.
///
///     XIBPlatform.otherPlatform(of: source)   // "tvOS" for `com.apple.InterfaceBuilder.AppleTV.Storyboard`
public enum XIBPlatform {
    /// The types of Interface Builder's documents for other platforms than iOS, by the text
    /// their `type` starts with.
    private static let others: [(prefix: String, platform: String)] = [
        ("com.apple.InterfaceBuilder.AppleTV.", "tvOS"),
        ("com.apple.InterfaceBuilder.WatchKit.", "watchOS"),
        ("com.apple.InterfaceBuilder3.Cocoa.", "macOS"),
    ]

    /// The platform of a document for another platform than iOS (`macOS`, `tvOS`, `watchOS`),
    /// by the `<document type="…">` near its start; `nil` for an iOS document and for any text
    /// that is no Interface Builder document.
    public static func otherPlatform(of source: SourceText) -> String? {
        let head = source.bytes.prefix(2048)
        guard let document = head.firstRange(of: Array("<document".utf8)),
            let type = head[document.upperBound...].firstRange(of: Array(" type=\"".utf8))
        else { return nil }
        let value = head[type.upperBound...].prefix { $0 != UInt8(ascii: "\"") }
        let text = String(decoding: value, as: UTF8.self)
        return others.first { text.hasPrefix($0.prefix) }?.platform
    }
}
