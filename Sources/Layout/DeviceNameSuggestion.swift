/// The device name a mistyped one was probably meant to be, for "did you mean …?".
///
/// Layout does not depend on Inspectable's suggestions; this is the same idea, fitted to device
/// names. Names are compared without regard to case, spaces, hyphens and parentheses, so
/// `iphone15` is `iPhone 15` and `iPhone SE 3rd generation` is `iPhone SE (3rd generation)`.
/// Failing that, the closest by edit distance (adjacent transpositions count once) within a
/// third of the longer name, where a digit typed, left out or changed costs 3: the number is
/// what tells models apart, so `iphone 18` is no `iPhone 8` (ties go to the newer device).
/// Failing that, the one name that contains what was typed.
enum DeviceNameSuggestion {
    /// The id or marketing name of `Device.all` closest to `text`, if one is near enough.
    ///
    /// A marketing name typed up to a word (`iPhone SE`, `iPad Pro (12.9-inch)`) is the newest
    /// device whose name goes on from there: the last in the table, its first such name.
    static func closest(to text: String) -> String? {
        let candidates = Device.all.flatMap { [$0.id] + $0.names }
        let typed = comparable(text)
        if !candidates.contains(where: { comparable($0) == typed }), typed.count >= 3, text.utf8.count <= longestName {
            let words = text.lowercased().split(separator: " ").joined(separator: " ")
            func goesOn(_ name: String) -> Bool {
                let name = name.lowercased()
                guard name.hasPrefix(words), let next = name.dropFirst(words.count).first else { return false }
                return next == " "
            }
            if let device = Device.all.last(where: { $0.names.contains(where: goesOn) }) {
                return device.names.first(where: goesOn)
            }
        }
        return closest(to: text, in: candidates)
    }

    /// The candidate closest to `text`, if one is near enough.
    static func closest(to text: String, in candidates: [String]) -> String? {
        // A text far longer than any name is no misspelling of one, and must cost nothing.
        guard text.utf8.count <= longestName else { return nil }
        let typed = comparable(text)
        let others = candidates.map(comparable)
        if let same = others.firstIndex(of: typed), !typed.isEmpty { return candidates[same] }
        var best: (name: String, distance: Int)?
        for (candidate, other) in zip(candidates, others) {
            let limit = max(1, max(typed.count, other.count) / 3)
            guard abs(typed.count - other.count) <= limit else { continue }
            let distance = editDistance(typed, other)
            if distance <= limit, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        guard typed.count >= 3 else { return nil }
        let containing = zip(candidates, others).filter { $0.1.starts(with: typed) || contains($0.1, typed) }
        return containing.count == 1 ? containing.first?.0 : nil
    }

    /// The longest text, in bytes, compared with names.
    static let longestName = 64

    /// What an edit of one digit costs.
    static let digitCost = 3

    /// `name` as compared: lowercased, without spaces, hyphens and parentheses.
    static func comparable(_ name: String) -> [Unicode.Scalar] {
        name.lowercased().unicodeScalars.filter { !" \t-()".unicodeScalars.contains($0) }
    }

    /// Whether `text` holds `part` as consecutive scalars.
    private static func contains(_ text: [Unicode.Scalar], _ part: [Unicode.Scalar]) -> Bool {
        guard part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { start in text[start..<start + part.count].elementsEqual(part)
        }
    }

    /// The cost of typing, leaving out or changing `scalar`.
    private static func cost(_ scalar: Unicode.Scalar) -> Int {
        ("0"..."9").contains(scalar) ? digitCost : 1
    }

    /// The optimal string alignment distance between `a` and `b`, a digit's edit costing
    /// `digitCost`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var rows = (beforeLast: [Int](repeating: 0, count: b.count + 1), last: [0])
        for j in b.indices { rows.last.append(rows.last[j] + cost(b[j])) }
        for i in a.indices {
            var row = [rows.last[0] + cost(a[i])] + [Int](repeating: 0, count: b.count)
            for j in b.indices {
                let change = a[i] == b[j] ? 0 : max(cost(a[i]), cost(b[j]))
                row[j + 1] = min(rows.last[j + 1] + cost(a[i]), row[j] + cost(b[j]), rows.last[j] + change)
                if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] {
                    row[j + 1] = min(row[j + 1], rows.beforeLast[j - 1] + 1)
                }
            }
            rows = (rows.last, row)
        }
        return rows.last[b.count]
    }
}
