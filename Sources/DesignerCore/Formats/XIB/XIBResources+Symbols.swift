import Graphics

extension XIBResources {
    /// The most units a symbol's resource may measure either way: Apple's are 128 or so; more is
    /// no symbol, and is left to be a missing image.
    static let maximumUnits = 1024.0

    /// The SF Symbols `resources` lists, each at the scale of the first configuration a view
    /// gives it: a `symbolScale` beside the name (`<imageReference … symbolScale="large"/>`) or
    /// a `<preferredSymbolConfiguration scale="small">` in the element that names it.
    static func systemSymbols(in xml: XMLSyntax, resources: Int) -> [String: SystemSymbol] {
        var sizes: [String: Size] = [:]
        for image in xml.children(of: resources) where xml.isElement(image, named: "image") {
            guard xml.hasAttribute(image, "catalog", equalTo: "system"), let name = xml.attribute(image, "name"),
                let width = xml.attribute(image, "width").flatMap(XIBScalar.decimal),
                let height = xml.attribute(image, "height").flatMap(XIBScalar.decimal),
                (1...maximumUnits).contains(width), (1...maximumUnits).contains(height)
            else { continue }
            sizes[name] = Size(width: width, height: height)
        }
        guard !sizes.isEmpty else { return [:] }
        var scales: [String: String] = [:]
        for element in 0..<resources where xml.hasAttribute(element, "catalog", equalTo: "system") {
            guard let name = xml.attribute(element, "image"), sizes[name] != nil, scales[name] == nil else { continue }
            scales[name] =
                xml.attribute(element, "symbolScale")
                ?? xml.children(of: element).lazy.filter { xml.name(of: $0).hasPrefix("preferredSymbolConfiguration") }
                .compactMap { xml.attribute($0, "scale") }.first ?? "default"
        }
        return sizes.reduce(into: [:]) { symbols, entry in
            symbols[entry.key] = SystemSymbol(name: entry.key, resource: entry.value, scale: scales[entry.key])
        }
    }
}
