import Inspectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colors as Interface Builder writes them: components in a color space, a system color, a
/// legacy Cocoa Touch color or a named asset-catalog color.
///
///     <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
///     <color key="textColor" systemColor="labelColor"/>
///     <color key="tintColor" name="AccentColor"/>
enum XIBColor {
    /// The color a `<color>` element gives, or why it gives none.
    static func read(_ element: Int, in xml: XMLSyntax, resources: XIBResources, assets: ProjectAssets) -> Result<
        Color, XIBValueError
    > {
        if let name = xml.attribute(element, "systemColor") {
            return systemColor(name, in: xml, resources: resources, assets: assets)
        }
        if let name = xml.attribute(element, "cocoaTouchSystemColor") {
            guard let color = legacyColors[name] ?? plainName(name) else {
                return .failure(XIBValueError("unknown Cocoa Touch system color \(Printable.quoted(name))"))
            }
            return .success(color)
        }
        if let name = xml.attribute(element, "name") {
            // Older Xcode wrote system colors as names of the "System" color catalog.
            if xml.hasAttribute(element, "catalog", equalTo: "System"),
                let color = legacyColors[name] ?? plainName(name) ?? catalogColors[name]
            {
                return .success(color)
            }
            if let color = assets.colors[name] { return .success(color) }
            if let resource = resources.namedColors[name] { return resource }
            return .failure(
                XIBValueError(
                    "the named color \(Printable.quoted(name)) is in no asset catalog beside the project and not in the document's resources",
                    severity: .warning))
        }
        return components(element, in: xml)
    }

    private static func systemColor(
        _ name: String, in xml: XMLSyntax, resources: XIBResources, assets: ProjectAssets
    ) -> Result<Color, XIBValueError> {
        // UIKit's own table has both appearances; the file's resources only the light value.
        if name.hasSuffix("Color"), let color = try? Color(text: String(name.dropLast(5))) { return .success(color) }
        if let resource = resources.systemColors[name] { return resource }
        return .failure(XIBValueError("unknown system color \(Printable.quoted(name))", severity: .warning))
    }

    /// `whiteColor` and the like, as older files name UIKit's plain colors.
    private static func plainName(_ name: String) -> Color? {
        guard name.hasSuffix("Color") else { return nil }
        return try? Color(text: String(name.dropLast(5)))
    }

    /// The colors of the "System" catalog older Xcode wrote that are neither UIKit's system
    /// colors nor its legacy ones: the text colors Interface Builder shares with AppKit.
    private static let catalogColors: [String: Color] = [
        "textColor": .black, "controlTextColor": .black, "textBackgroundColor": .white,
        "selectedTextColor": .black, "controlBackgroundColor": .white,
    ]

    /// The colors UIKit had before system colors, by their Cocoa Touch names.
    private static let legacyColors: [String: Color] = [
        "darkTextColor": .black,
        "lightTextColor": Color(white: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "viewFlipsideBackgroundColor": Color(red: 0.121569, green: 0.129412, blue: 0.141176),
        "scrollViewTexturedBackgroundColor": Color(red: 0.435, green: 0.443, blue: 0.475),
        "underPageBackgroundColor": Color(red: 0.71, green: 0.72, blue: 0.76),
    ]

    private static func components(_ element: Int, in xml: XMLSyntax) -> Result<Color, XIBValueError> {
        func number(_ name: String, default fallback: Double? = nil) -> Result<Double, XIBValueError> {
            guard let text = xml.attribute(element, name) else {
                if let fallback { return .success(fallback) }
                return .failure(XIBValueError("the color has no '\(name)'"))
            }
            guard let value = XIBScalar.decimal(text) else {
                return .failure(XIBValueError("the color's '\(name)' \(Printable.quoted(text)) is not a number"))
            }
            return .success(value)
        }
        let space = xml.attribute(element, "customColorSpace") ?? xml.attribute(element, "colorSpace") ?? "sRGB"
        do {
            let alpha = try number("alpha", default: 1).get()
            if xml.attributeIndex(element, "white") != nil {
                let white = try number("white").get()
                return .success(rounded(white, white, white, alpha: alpha))
            }
            let (red, green, blue) = (try number("red").get(), try number("green").get(), try number("blue").get())
            if space == "displayP3" { return .success(displayP3(red, green, blue, alpha: alpha)) }
            return .success(rounded(red, green, blue, alpha: alpha))
        } catch {
            return .failure(error)
        }
    }

    /// A color of components in 0...1, each rounded to a millionth of an 8-bit step, so that a
    /// component written to 17 digits (or converted from another space) is the value meant.
    private static func rounded(_ red: Double, _ green: Double, _ blue: Double, alpha: Double) -> Color {
        func channel(_ value: Double) -> Double { (value * 255 * 1e6).rounded() / 1e6 }
        return Color(
            red255: channel(red), green255: channel(green), blue255: channel(blue), alpha: (alpha * 1e9).rounded() / 1e9
        )
    }

    /// A Display P3 color in sRGB, its components beyond sRGB's gamut clipped.
    private static func displayP3(_ red: Double, _ green: Double, _ blue: Double, alpha: Double) -> Color {
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        func encoded(_ value: Double) -> Double {
            let value = min(max(value, 0), 1)
            return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        return rounded(
            encoded(1.2249401 * r - 0.2249404 * g), encoded(-0.0420569 * r + 1.0420571 * g),
            encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
    }

    /// The attributes of a `<color>` element for `color`, as Xcode writes them: a system color
    /// by its name, any other in sRGB components. A color with a different dark value that is
    /// not a system color cannot be written inline (Interface Builder keeps those in asset
    /// catalogs), so it has none.
    static func attributes(for color: Color) -> String? {
        let text = color.text
        if text.utf8.allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isLetter }), !plainNames.contains(text) {
            return "systemColor=\"\(text)Color\""
        }
        let light = color.resolved(for: .light)
        guard color.resolved(for: .dark) == light else { return nil }
        let (red, green, blue) = (light.red255 / 255, light.green255 / 255, light.blue255 / 255)
        return
            "red=\"\(number(red))\" green=\"\(number(green))\" blue=\"\(number(blue))\" alpha=\"\(number(light.alpha))\" colorSpace=\"custom\" customColorSpace=\"sRGB\""
    }

    /// UIKit's plain named colors, which Interface Builder writes as components.
    private static let plainNames: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear",
    ]

    /// A number as Xcode writes one in a document: `0.0` for zero, whole numbers without a
    /// fraction, and others with 17 significant digits.
    static func number(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var buffer = [CChar](repeating: 0, count: 40)
        let count = buffer.withUnsafeMutableBufferPointer { pointer in
            withVaList([value]) { vsnprintf(pointer.baseAddress, 40, "%.17g", $0) }
        }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Why a value written in an Interface Builder document cannot be read.
struct XIBValueError: Error, Sendable {
    let message: String
    /// How grave it is: an error for a value Interface Builder could not read either, a warning
    /// for a name designer cannot resolve (a named color of an asset catalog it did not find).
    let severity: Diagnostic.Severity

    init(_ message: String, severity: Diagnostic.Severity = .error) {
        self.message = message
        self.severity = severity
    }
}

/// What a document's `<resources>` define: the values of the system and named colors it uses,
/// read once, so that the views of any part of the text (an edited view read again) find them.
struct XIBResources: Sendable {
    /// The values of `<systemColor name="…">` elements, by name.
    var systemColors: [String: Result<Color, XIBValueError>] = [:]
    /// The values of `<namedColor name="…">` elements, by name.
    var namedColors: [String: Result<Color, XIBValueError>] = [:]
    /// The SF Symbols of `<image name="…" catalog="system">` elements, by name.
    var systemSymbols: [String: SystemSymbol] = [:]
    /// The sizes `<image name="…" width="…" height="…">` elements give images, by name.
    private var imageSizes: [String: Size] = [:]

    init(_ xml: XMLSyntax) {
        guard let resources = xml.child(of: xml.root, named: "resources") else { return }
        systemSymbols = Self.systemSymbols(in: xml, resources: resources)
        for element in xml.children(of: resources) {
            if xml.isElement(element, named: "image"), let name = xml.attribute(element, "name"),
                let width = xml.attribute(element, "width").flatMap(XIBScalar.decimal),
                let height = xml.attribute(element, "height").flatMap(XIBScalar.decimal), width >= 0, height >= 0
            {
                imageSizes[name] = Size(width: width, height: height)
            }
            guard let name = xml.attribute(element, "name") else { continue }
            let isSystem = xml.isElement(element, named: "systemColor")
            guard isSystem || xml.isElement(element, named: "namedColor") else { continue }
            let value: Result<Color, XIBValueError> =
                xml.child(of: element, named: "color").map {
                    XIBColor.read($0, in: xml, resources: XIBResources(), assets: .none)
                } ?? .failure(XIBValueError("the document's resources give \(Printable.quoted(name)) no color"))
            if isSystem { systemColors[name] = value } else { namedColors[name] = value }
        }
    }

    /// No resources.
    init() {}

    /// The size in points of the image `name`: an SF Symbol's at its scale, else as the resources give it.
    func imageSize(of name: String) -> Size? {
        systemSymbols[name]?.size ?? imageSizes[name]
    }
}
