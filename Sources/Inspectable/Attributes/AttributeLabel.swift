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
                label.append(kind(of: first) == .lower ? first - 0x20 : first)
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

    /// What a character of a name is, as far as splitting it into words goes.
    private enum Kind: Equatable {
        case upper, lower, digit, caselessLetter, separator, other

        var isLetter: Bool { self == .upper || self == .lower || self == .caselessLetter }
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
            if current == .separator {
                if let begun = start { words.append(begun..<index) }
                start = nil
                continue
            }
            if let begun = start, begun < index {
                let previous = kinds[index - 1]
                let next = index + 1 < kinds.count ? kinds[index + 1] : nil
                let startsWord =
                    current == .upper
                    ? previous == .lower || previous == .digit || (previous == .upper && next == .lower)
                    : current == .digit && previous.isLetter
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
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): .upper
        case UInt8(ascii: "a")...UInt8(ascii: "z"): .lower
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: " "): .separator
        default: .other
        }
    }

    private static func kind(of character: Character) -> Kind {
        if character == "_" || character == "-" || character == " " { return .separator }
        if character.isUppercase { return .upper }
        if character.isLowercase { return .lower }
        if character.isNumber { return .digit }
        return character.isLetter ? .caselessLetter : .other
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
