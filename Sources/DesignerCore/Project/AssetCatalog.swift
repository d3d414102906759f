package import Inspectable

/// The named colors and images of Xcode asset catalogs (`Assets.xcassets`), read from the
/// `Contents.json` of each `.colorset` and `.imageset`.
///
///     { "colors": [
///         { "color": { "color-space": "srgb", "components": { "red": "0.000", "green": "0.478", "blue": "1.000", "alpha": "1.000" } }, "idiom": "universal" },
///         { "appearances": [{ "appearance": "luminosity", "value": "dark" }], "color": { … }, "idiom": "universal" } ] }
package enum AssetCatalog {
    /// The color a colorset's `Contents.json` describes, with its dark value when it has one;
    /// `nil` for a colorset that gives none yet (Xcode's template `AccentColor`, whose entries
    /// have no `"color"`), which is no mistake; or why it cannot be read.
    package static func color(contents: [UInt8], name: String) -> Result<Color?, AssetCatalogError> {
        let syntax: JSONSyntax
        do {
            syntax = try JSONSyntax(parsing: SourceText(name: name, bytes: contents))
        } catch {
            return .failure(AssetCatalogError("a colorset's Contents.json that is not JSON: \(error.message)"))
        }
        guard case .object(let root) = syntax.value(syntax.root), case .array(let entries)? = root["colors"] else {
            return .failure(AssetCatalogError("a colorset's Contents.json without \"colors\""))
        }
        var light: Color?
        var dark: Color?
        for case .object(let entry) in entries {
            guard case .object(let description)? = entry["color"] else { continue }
            let isDark: Bool
            if case .array(let appearances)? = entry["appearances"] {
                // A high-contrast variant is not one of the two appearances drawn.
                guard
                    appearances.allSatisfy({
                        guard case .object(let appearance) = $0 else { return false }
                        return appearance["appearance"] == .string("luminosity")
                    })
                else { continue }
                isDark = appearances.contains {
                    guard case .object(let appearance) = $0 else { return false }
                    return appearance["value"] == .string("dark")
                }
                if !isDark { continue }
            } else {
                isDark = false
            }
            switch self.color(description) {
            case .success(let color):
                if isDark { dark = dark ?? color } else { light = light ?? color }
            case .failure(let error):
                return .failure(AssetCatalogError("a colorset's color: \(error.message)"))
            }
        }
        guard let light = light ?? dark else { return .success(nil) }
        guard let dark else { return .success(light) }
        return .success(Color(light: light, dark: dark))
    }

    /// One `"color"` object: components in sRGB, Display P3 (taken as sRGB) or gray, or a reference
    /// to a system color.
    private static func color(_ description: JSONObject) -> Result<Color, AssetCatalogError> {
        if case .string(let reference)? = description["reference"] {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard let color = try? Color(text: name) else {
                return .failure(AssetCatalogError("unknown system color \(Printable.quoted(reference))"))
            }
            return .success(color)
        }
        guard case .object(let components)? = description["components"] else {
            return .failure(AssetCatalogError("a color has no \"components\""))
        }
        func component(_ key: String) -> Double? {
            guard let value = components[key] else { return nil }
            let text: String
            switch value {
            case .string(let string): text = string.filter { $0 != " " }
            case .number(let number): text = number.literal
            default: return nil
            }
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
                return Double(byte) / 255
            }
            guard let number = Double(text), number.isFinite else { return nil }
            // Xcode writes 8-bit components as whole numbers up to 255, others in 0...1.
            return !text.contains(".") && number > 1 ? number / 255 : number
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return .success(Color(white: white, alpha: alpha)) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
            return .failure(AssetCatalogError("a color's components are not numbers"))
        }
        return .success(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// The file of an imageset's 1x (or only) image, as its `Contents.json` names it, and how
    /// it asks to be drawn (`"properties": { "template-rendering-intent": "template" }`), `nil`
    /// where it leaves that to the view.
    package static func image(
        contents: [UInt8], name: String
    ) -> (file: String, renderingIntent: ImageRenderingIntent?)? {
        guard let syntax = try? JSONSyntax(parsing: SourceText(name: name, bytes: contents)),
            case .object(let root) = syntax.value(syntax.root), case .array(let images)? = root["images"]
        else { return nil }
        var intent: ImageRenderingIntent?
        if case .object(let properties)? = root["properties"],
            case .string(let written)? = properties["template-rendering-intent"]
        {
            intent = ImageRenderingIntent(rawValue: written)
        }
        return imageFile(images).map { ($0, intent) }
    }

    /// The 1x (or only) file of an imageset's `"images"`.
    private static func imageFile(_ images: [JSONValue]) -> String? {
        var files: [(scale: String, file: String)] = []
        for case .object(let image) in images {
            guard case .string(let file)? = image["filename"] else { continue }
            let scale = if case .string(let scale)? = image["scale"] { scale } else { "" }
            files.append((scale, file))
        }
        return (files.first { $0.scale == "1x" } ?? files.first { $0.scale.isEmpty } ?? files.first)?.file
    }
}

/// Why an asset catalog entry cannot be used.
package struct AssetCatalogError: Error, Sendable {
    package let message: String

    init(_ message: String) {
        self.message = message
    }
}
