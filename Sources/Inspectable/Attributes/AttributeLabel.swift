/// Display labels derived from property names, as Interface Builder derives them.
package enum AttributeLabel {
    /// Splits a camel-case name into capitalized words: `barBgColor` is "Bar Bg Color",
    /// `backgroundURL` is "Background URL", `URLString` is "URL String",
    /// `inset2x` is "Inset 2x", `corner_radius` is "Corner Radius".
    package static func derive(from name: String) -> String {
        let characters = Array(name)
        var words: [String] = []
        var word = ""
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if let previous = word.last, startsWord(character, after: previous, before: characters[safe: index + 1]) {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
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

    private static func startsWord(_ character: Character, after previous: Character, before next: Character?)
        -> Bool
    {
        if character.isUppercase {
            // "barBg": a capital after a lower-case letter or digit; "URLString": the capital that begins "String".
            return previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true)
        }
        return character.isNumber && previous.isLetter
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
