import Graphics

/// A color space of a PDF's colors: the device spaces, those that stand for one (ICC-based by
/// their component count, calibrated gray and RGB), indexed colors, separations and DeviceN
/// through their tint transforms, and patterns. CMYK becomes RGB naively, `1 - (c + k)`.
indirect enum PDFColorSpace: Sendable {
    case gray
    case rgb
    case cmyk
    /// Patterns: a color is a pattern's name (`/P1 scn`), not numbers.
    case pattern
    case indexed(base: PDFColorSpace, highest: Int, table: [UInt8])
    /// Separation and DeviceN: `components` tints, turned into `alternate` colors by `transform`.
    case tinted(components: Int, alternate: PDFColorSpace, transform: PDFFunction)

    /// The space `object` names or describes; a name other than a device space's is looked up
    /// in the `/ColorSpace` of `resources`.
    init(_ object: PDFObject?, resources: [String: PDFObject], file: inout PDFFile, depth: Int = 0) throws(PDFError) {
        guard depth < 8 else { throw .damaged("color spaces refer to one another in a loop") }
        let resolved = try file.resolve(object)
        if let name = resolved.name {
            switch name {
            case "DeviceGray", "G", "CalGray": self = .gray
            case "DeviceRGB", "RGB", "CalRGB": self = .rgb
            case "DeviceCMYK", "CMYK": self = .cmyk
            case "Pattern": self = .pattern
            default:
                guard let named = try file.dictionary(resources["ColorSpace"])?[name] else {
                    throw .damaged("the color space \(PDFError.quoted(name)) is not in the resources")
                }
                self = try PDFColorSpace(named, resources: resources, file: &file, depth: depth + 1)
            }
            return
        }
        guard case .array(let parts) = resolved, let family = try file.resolve(parts.first).name else {
            throw .damaged("a color space is neither a name nor an array")
        }
        switch family {
        case "ICCBased":
            let profile = try file.dictionary(parts.count > 1 ? parts[1] : nil) ?? [:]
            switch Int(pdf: try file.number(profile["N"]) ?? 0) {
            case 1: self = .gray
            case 3: self = .rgb
            case 4: self = .cmyk
            default:
                guard let alternate = profile["Alternate"] else { throw .damaged("an ICC-based color space has no /N") }
                self = try PDFColorSpace(alternate, resources: resources, file: &file, depth: depth + 1)
            }
        case "CalGray", "DeviceGray", "G": self = .gray
        case "CalRGB", "DeviceRGB", "RGB": self = .rgb
        case "DeviceCMYK", "CMYK": self = .cmyk
        case "Pattern": self = .pattern
        case "Indexed", "I":
            guard parts.count >= 4, let highest = try file.number(parts[2]) else {
                throw .damaged("an indexed color space lacks its base, size or table")
            }
            let base = try PDFColorSpace(parts[1], resources: resources, file: &file, depth: depth + 1)
            let table: [UInt8]
            switch try file.resolve(parts[3]) {
            case .string(let bytes): table = bytes
            case .stream(let stream): table = try file.decode(stream, name: "an indexed color table")
            default: throw .damaged("an indexed color space's table is neither a string nor a stream")
            }
            self = .indexed(base: base, highest: max(0, min(255, Int(pdf: highest))), table: table)
        case "Separation", "DeviceN":
            guard parts.count >= 4 else {
                throw .damaged("a \(family) color space lacks its alternate or tint transform")
            }
            let components = family == "Separation" ? 1 : (try file.resolve(parts[1])).array?.count ?? 1
            self = .tinted(
                components: max(1, components),
                alternate: try PDFColorSpace(parts[2], resources: resources, file: &file, depth: depth + 1),
                transform: try PDFFunction(parts[3], file: &file))
        default:
            throw .unsupported("the color space \(PDFError.quoted(family))")
        }
    }

    /// How many numbers give a color.
    var components: Int {
        switch self {
        case .gray, .indexed: 1
        case .rgb: 3
        case .cmyk: 4
        case .pattern: 0
        case .tinted(let components, _, _): components
        }
    }

    /// The color in the space's initial value: black, or the first entry of an indexed table.
    var initialValues: [Double] {
        switch self {
        case .cmyk: [0, 0, 0, 1]
        default: Array(repeating: 0, count: components)
        }
    }

    /// The sRGB color `values` give (missing ones count as 0).
    func color(_ values: [Double], budget: inout Int) throws(PDFError) -> Color {
        func value(_ index: Int) -> Double {
            index < values.count && values[index].isFinite ? min(max(values[index], 0), 1) : 0
        }
        switch self {
        case .gray, .pattern: return Color(white: value(0))
        case .rgb: return Color(red: value(0), green: value(1), blue: value(2))
        case .cmyk:
            let black = value(3)
            return Color(
                red: 1 - min(1, value(0) + black), green: 1 - min(1, value(1) + black),
                blue: 1 - min(1, value(2) + black))
        case .indexed(let base, let highest, let table):
            let count = base.components
            // An index past the table, or past the highest the space names, is its last entry.
            let last = max(0, min(highest, table.count / max(1, count) - 1))
            let index = Int(pdf: min(max(values.first ?? 0, 0), Double(last)))
            var entries: [Double] = []
            for component in 0..<count {
                let place = index * count + component
                entries.append(place < table.count ? Double(table[place]) / 255 : 0)
            }
            return try base.color(entries, budget: &budget)
        case .tinted(_, let alternate, let transform):
            var input = values
            let first = input.isEmpty ? 0 : input.removeFirst()
            // Tint transforms of more than one input are calculator programs, which take them all.
            if case .calculator(let program, _) = transform {
                return try alternate.color(
                    PDFCalculator.run(program, input: [first] + input, budget: &budget), budget: &budget)
            }
            return try alternate.color(transform(first, budget: &budget), budget: &budget)
        }
    }
}
