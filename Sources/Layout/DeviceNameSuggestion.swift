/// The device name a mistyped one was probably meant to be, for "did you mean …?".
///
/// Layout does not depend on Inspectable's suggestions; this is the same idea, kept small: the
/// closest id or marketing name by edit distance (adjacent transpositions count once), compared
/// without regard to case, within a third of the longer name; failing that, the one name that
/// contains what was typed.
enum DeviceNameSuggestion {
    /// The id or marketing name of `Device.all` closest to `text`, if one is near enough.
    static func closest(to text: String) -> String? {
        closest(to: text, in: Device.all.flatMap { [$0.id] + $0.names })
    }

    /// The candidate closest to `text`, if one is near enough.
    static func closest(to text: String, in candidates: [String]) -> String? {
        // A text far longer than any name is no misspelling of one, and must cost nothing.
        guard text.utf8.count <= longestName else { return nil }
        let typed = Array(text.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            let limit = max(1, max(typed.count, other.count) / 3)
            guard abs(typed.count - other.count) <= limit else { continue }
            let distance = editDistance(typed, other)
            if distance <= limit, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        guard typed.count >= 3 else { return nil }
        let lowered = text.lowercased()
        let containing = candidates.filter { $0.lowercased().contains(lowered) }
        return containing.count == 1 ? containing.first : nil
    }

    /// The longest text, in bytes, compared with names.
    static let longestName = 64

    /// The optimal string alignment distance between `a` and `b`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = (beforeLast: [Int](repeating: 0, count: b.count + 1), last: Array(0...b.count))
        for i in 1...a.count {
            var row = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = rows.last[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                row[j] = min(rows.last[j] + 1, row[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rows.beforeLast[j - 2] + 1)
                }
            }
            rows = (rows.last, row)
        }
        return rows.last[b.count]
    }
}
