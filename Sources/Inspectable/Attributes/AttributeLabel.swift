/// Display labels derived from property names, as Interface Builder derives them.
package enum AttributeLabel {
    /// Splits a camel-case name into capitalized words: `barBgColor` is "Bar Bg Color",
    /// `backgroundURL` is "Background URL", `URLString` is "URL String",
    /// `inset2x` is "Inset 2x", `corner_radius` is "Corner Radius".
    package static func derive(from name: String) -> String {
        let bytes = Array(name.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // The usual name, read as bytes: every registered class labels all its attributes.
            var label: [UInt8] = []
            label.reserveCapacity(bytes.count + 4)
            for word in words(bytes, kind: kind(of:)) {
                if !label.isEmpty { label.append(UInt8(ascii: " ")) }
                let first = bytes[word.lowerBound]
                label.append(kind(of: first).contains(.lower) ? first - 0x20 : first)
                label += bytes[(word.lowerBound + 1)..<word.upperBound]
            }
            return String(decoding: label, as: UTF8.self)
        }
        let characters = Array(name)
        return words(characters, kind: kind(of:)).map { word in
            characters[word.lowerBound].uppercased() + String(characters[(word.lowerBound + 1)..<word.upperBound])
        }.joined(separator: " ")
    }

    /// The inspector's title of a class's section: its name in words, without the framework
    /// prefix of Apple's classes, as Xcode titles them: `UILabel` is "Label", `MKMapView` is
    /// "Map View", `MyProgressBar` is "My Progress Bar".
    package static func title(ofClass name: String) -> String {
        for prefix in ["UI", "MK", "WK", "NS"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.count > 1, rest.first?.isUppercase == true, rest.dropFirst().first?.isLowercase == true {
                return derive(from: String(rest))
            }
        }
        return derive(from: name)
    }

    /// What a character of a name is, as far as splitting it into words goes: a character may
    /// be several at once ("ª" is upper- and lower-case, "Ⅻ" upper-case and a number).
    private struct Kind: OptionSet {
        let rawValue: UInt8

        static let upper = Kind(rawValue: 1)
        static let lower = Kind(rawValue: 2)
        static let number = Kind(rawValue: 4)
        static let letter = Kind(rawValue: 8)
        static let separator = Kind(rawValue: 16)
    }

    /// The words of a name of `units`: runs between separators, each also split before a
    /// capital after a lower-case letter or digit ("barBg"), before the capital that begins a
    /// word after an acronym ("URLString"), and before a digit after a letter ("inset2").
    private static func words<Unit>(_ units: [Unit], kind: (Unit) -> Kind) -> [Range<Int>] {
        let kinds = units.map(kind)
        var words: [Range<Int>] = []
        var start: Int?
        for index in kinds.indices {
            let current = kinds[index]
            if current.contains(.separator) {
                if let begun = start { words.append(begun..<index) }
                start = nil
                continue
            }
            if let begun = start, begun < index {
                let previous = kinds[index - 1]
                let next = index + 1 < kinds.count ? kinds[index + 1] : nil
                let startsWord =
                    current.contains(.upper)
                    ? previous.contains(.lower) || previous.contains(.number)
                        || (previous.contains(.upper) && next?.contains(.lower) == true)
                    : current.contains(.number) && previous.contains(.letter)
                if startsWord {
                    words.append(begun..<index)
                    start = index
                }
            }
            if start == nil { start = index }
        }
        if let begun = start { words.append(begun..<kinds.count) }
        return words
    }

    private static func kind(of byte: UInt8) -> Kind {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): [.upper, .letter]
        case UInt8(ascii: "a")...UInt8(ascii: "z"): [.lower, .letter]
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .number
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: " "): .separator
        default: []
        }
    }

    private static func kind(of character: Character) -> Kind {
        if character == "_" || character == "-" || character == " " { return .separator }
        var kind: Kind = []
        if character.isUppercase { kind.insert(.upper) }
        if character.isLowercase { kind.insert(.lower) }
        if character.isNumber { kind.insert(.number) }
        if character.isLetter { kind.insert(.letter) }
        return kind
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
