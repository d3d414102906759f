/// "Did you mean …?" for names typed slightly wrong.
package enum Suggestion {
    /// The candidate closest to `text`, if it is close enough to be what was meant.
    ///
    /// A candidate that differs only in case always qualifies; otherwise the edit distance
    /// (with adjacent transpositions) may be at most a third of the longer name, and at least 1.
    /// Failing that, the one candidate that contains what was typed (`stars` for `maxStars`).
    package static func closest(to text: String, in candidates: some Collection<String>) -> String? {
        // What was typed is a name: a text far longer than any name is no misspelling of one,
        // and suggesting for it must not cost time or memory in proportion to its length.
        guard text.utf8.count <= longestName else { return nil }
        let lowered = Array(text.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate.utf8.count <= longestName {
            let other = Array(candidate.lowercased().unicodeScalars)
            let limit = max(1, max(lowered.count, other.count) / 3)
            // The distance is at least the difference in length.
            guard abs(lowered.count - other.count) <= limit else { continue }
            let distance = editDistance(lowered, other)
            guard distance <= limit else { continue }
            if distance < best?.distance ?? Int.max {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        guard lowered.count >= 3 else { return nil }
        let typed = text.lowercased()
        let containing = candidates.filter {
            $0.utf8.count >= typed.utf8.count && $0.utf8.count <= longestName && $0.lowercased().contains(typed)
        }
        return containing.count == 1 ? containing.first : nil
    }

    /// The longest text, in bytes, taken for a name and compared with names.
    static let longestName = 128

    /// Optimal string alignment distance between two scalar arrays.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
