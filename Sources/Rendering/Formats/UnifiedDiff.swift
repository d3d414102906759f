/// The line differences between two texts as `diff -u` prints them: `@@` hunks with three lines
/// of context, found with Myers' algorithm (the one git uses), so the diff is a shortest one.
///
/// Lines are cut at each line feed byte and keep it, so a carriage return before it, or a last
/// line without one, is a difference like any other (`\ No newline at end of file`).
public enum UnifiedDiff {
    enum Line: Equatable {
        case same(Substring)
        case removed(Substring)
        case added(Substring)
    }

    /// The work Myers' search may do before it gives up on a shortest diff and reports the
    /// changed middle as removed, then added.
    static let searchLimit = 4_000_000

    /// `--- old`, `+++ new` and the hunks; empty when the texts are the same.
    public static func render(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let lines = difference(textLines(old), textLines(new))
        guard lines.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Positions (in `lines`) of changes, grouped into hunks whose context would touch.
        var index = 0
        var oldLine = 1
        var newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for line in lines {
            positions.append((oldLine, newLine))
            switch line {
            case .same:
                oldLine += 1
                newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = min(lines.count, changed[index] + context + 1)
            index += 1
            while index < changed.count, changed[index] - context <= end {
                end = min(lines.count, changed[index] + context + 1)
                index += 1
            }
            let hunk = lines[start..<end]
            let oldCount = hunk.count { if case .added = $0 { false } else { true } }
            let newCount = hunk.count { if case .removed = $0 { false } else { true } }
            let oldStart = oldCount == 0 ? positions[start].old - 1 : positions[start].old
            let newStart = newCount == 0 ? positions[start].new - 1 : positions[start].new
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for line in hunk {
                switch line {
                case .same(let text): output += " " + printed(text)
                case .removed(let text): output += "-" + printed(text)
                case .added(let text): output += "+" + printed(text)
                }
            }
        }
        return output
    }

    /// The lines of a text, each with its line feed; the last may have none.
    public static func textLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.utf8.startIndex
        for index in text.utf8.indices where text.utf8[index] == UInt8(ascii: "\n") {
            let end = text.utf8.index(after: index)
            lines.append(Substring(text.utf8[start..<end]))
            start = end
        }
        if start < text.utf8.endIndex { lines.append(Substring(text.utf8[start...])) }
        return lines
    }

    /// A line as a diff prints it, ending with a line feed whether or not it had one.
    private static func printed(_ line: Substring) -> String {
        line.utf8.last == UInt8(ascii: "\n") ? String(line) : String(line) + "\n\\ No newline at end of file\n"
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// A shortest edit turning `old` into `new`, line by line.
    static func difference(_ old: [Substring], _ new: [Substring]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<old.count - suffix])
        let b = Array(new[prefix..<new.count - suffix])
        var lines = old[..<prefix].map(Line.same)
        lines += middle(a, b)
        lines += old[(old.count - suffix)...].map(Line.same)
        return lines
    }

    /// Myers' greedy search, keeping each round's furthest reaches to walk the path back.
    private static func middle(_ a: [Substring], _ b: [Substring]) -> [Line] {
        let (n, m) = (a.count, b.count)
        if n == 0 || m == 0 { return a.map(Line.removed) + b.map(Line.added) }
        let maximum = n + m
        let offset = maximum
        var reach = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        var work = 0
        search: for d in 0...maximum {
            trace.append(reach)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && reach[offset + k - 1] < reach[offset + k + 1])
                    ? reach[offset + k + 1] : reach[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                reach[offset + k] = x
                if x >= n, y >= m { break search }
            }
            work += 2 * maximum + 2
            if work > searchLimit { return a.map(Line.removed) + b.map(Line.added) }
        }
        // Walk back from the end through the saved rounds.
        var lines: [Line] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK =
                k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : previous[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                lines.append(.same(a[x]))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    lines.append(.added(b[y]))
                } else {
                    x -= 1
                    lines.append(.removed(a[x]))
                }
            }
        }
        return lines.reversed()
    }
}
