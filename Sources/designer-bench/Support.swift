#if canImport(Glibc)
    import Glibc
#endif

/// Documents like the examples, with many progress bars.
enum DocumentGenerator {
    /// A root view with `views - 1` progress bars below it (one view in all for 1); `percent`
    /// and `color` give each bar's percentage and bar color by its number, for other versions
    /// of the same scene.
    static func scene(
        views: Int, percent: (Int) -> Int = { $0 % 101 }, color: (Int) -> Int = { _ in 0xFF9500 }
    ) -> String {
        if views == 1 {
            return """
                {
                  "class": "MyProgressBar",
                  "id": "download",
                  "frame": { "x": 50, "y": 50, "width": 200, "height": 20 },
                  "attributes": { "percent": 50 }
                }

                """
        }
        var text = """
            {
              "class": "View",
              "frame": { "x": 0, "y": 0, "width": 1000, "height": 1000 },
              "attributes": { "backgroundColor": "white" },
              "subviews": [

            """
        for index in 1..<views {
            text += """
                    {
                      "id": "bar\(index)",
                      "class": "MyProgressBar",
                      "frame": { "x": \(index % 40 * 25), "y": \(index / 40 % 40 * 25), "width": 200, "height": 20 },
                      "attributes": { "percent": \(percent(index)), "barColor": "\(hex(color(index)))" }
                    }\(index + 1 < views ? "," : "")

                """
        }
        return text + "  ]\n}\n"
    }

    /// A root view with `views - 1` progress bars below it, each with all four of its attributes,
    /// pretty-printed as a JSON formatter writes it (one member a line, two spaces an indent), written
    /// to `path` a thousand bars at a time so that a large document is never held whole; its size in
    /// bytes, or `nil` if it could not be written. About 320 bytes a bar.
    static func writePrettyScene(views: Int, to path: String) -> Int? {
        guard let file = fopen(path, "w") else { return nil }
        defer { fclose(file) }
        var size = 0
        var text = """
            {
              "class": "View",
              "frame": {
                "x": 0,
                "y": 0,
                "width": 1000,
                "height": 1000
              },
              "attributes": {
                "backgroundColor": "white"
              },
              "subviews": [

            """
        for index in 1..<views {
            text += """
                    {
                      "id": "bar\(index)",
                      "class": "MyProgressBar",
                      "frame": {
                        "x": \(index % 40 * 25),
                        "y": \(index / 40 % 40 * 25),
                        "width": 200,
                        "height": 20
                      },
                      "attributes": {
                        "percent": \(index % 101),
                        "color": "#FFFFFF",
                        "barColor": "#FF9500",
                        "barBgColor": "#E5E5EA"
                      }
                    }\(index + 1 < views ? "," : "")

                """
            if index % 1_000 == 0 || index + 1 == views {
                guard fputs(text, file) >= 0 else { return nil }
                size += text.utf8.count
                text = ""
            }
        }
        text += "  ]\n}\n"
        guard fputs(text, file) >= 0, fflush(file) == 0 else { return nil }
        return size + text.utf8.count
    }

    /// `#RRGGBB`.
    private static func hex(_ color: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String((0..<6).map { digits[(color >> (20 - 4 * $0)) & 0xF] })
    }

    /// The seed's progress bar, as examples/progress-bar.json has it (with another percentage if given).
    static func seedExample(percent: Int = 50) -> String {
        """
        {
          "class": "View",
          "frame": { "x": 0, "y": 0, "width": 300, "height": 120 },
          "attributes": { "backgroundColor": "white" },
          "subviews": [
            {
              "id": "download",
              "class": "MyProgressBar",
              "frame": { "x": 50, "y": 50, "width": 200, "height": 20 },
              "attributes": { "percent": \(percent) }
            }
          ]
        }
        """
    }

    /// A white root view with `count` gallery components of `className` in a grid of 40 points,
    /// 40 across, each with `attributes(index)` (a JSON object's members, without braces).
    static func gallery(count: Int, className: String, attributes: (Int) -> String) -> String {
        let rows = (count + 39) / 40
        var text = """
            {
              "class": "View",
              "frame": { "x": 0, "y": 0, "width": 1600, "height": \(rows * 40) },
              "attributes": { "backgroundColor": "white" },
              "subviews": [

            """
        for index in 0..<count {
            text += """
                    {
                      "class": "\(className)",
                      "frame": { "x": \(index % 40 * 40 + 2), "y": \(index / 40 * 40 + 2), "width": 36, "height": 36 },
                      "attributes": { \(attributes(index)) }
                    }\(index == count - 1 ? "" : ",")

                """
        }
        return text + "  ]\n}\n"
    }

    /// 1,000 progress rings, each at its own progress, with its percentage.
    static func rings() -> String {
        gallery(count: 1_000, className: "CircularProgressRing") { index in
            #""progress": \#(Double(index % 100) / 100), "lineWidth": 4, "fontSize": 11"#
        }
    }

    /// 1,000 gradient views, axial and radial in turn, rounded.
    static func gradients() -> String {
        gallery(count: 1_000, className: "GradientView") { index in
            #""kind": "\#(index % 2 == 0 ? "axial" : "radial")", "cornerRadius": 8, "startPoint": {"x": 0, "y": \#(Double(index % 10) / 10)}"#
        }
    }

    static func write(_ text: String, to path: String) {
        guard let file = fopen(path, "w") else { return }
        fputs(text, file)
        fclose(file)
    }
}

enum Statistics {
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

enum Format {
    static func time(_ seconds: Double) -> String {
        seconds >= 1 ? fixed(seconds, 2) + " s" : fixed(seconds * 1000, seconds < 0.01 ? 2 : 1) + " ms"
    }

    static func bytes(_ count: Int) -> String {
        let value = Double(count)
        if count >= 1 << 20 { return fixed(value / 1_048_576, 1) + " MiB" }
        if count >= 1 << 10 { return fixed(value / 1024, 1) + " KiB" }
        return "\(count) B"
    }

    static func ratio(_ value: Double) -> String { fixed(value, 1) + "×" }

    /// A part of a whole as a percentage with one decimal: 0.0513 is "5.1%".
    static func percent(_ value: Double) -> String { fixed(value * 100, 1) + "%" }

    static func count(_ value: Int) -> String {
        var digits = String(value)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return ([digits] + groups).joined(separator: ",")
    }

    static func fixed(_ value: Double, _ places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        let decimals = text.split(separator: ".").last?.count ?? 0
        if places == 0 { return String(Int(rounded)) }
        if decimals < places { text += String(repeating: "0", count: places - decimals) }
        return text
    }
}

enum Table {
    /// Rows padded into columns, the first row a header underlined with dashes.
    static func lines(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  ")
        }
        lines.insert(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "), at: 1)
        return lines
    }
}

enum URL {
    /// The folder part of a path.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}

extension String {
    /// The text without the given characters at either end.
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        return String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }

    /// The text with control characters and bidirectional overrides written as `\u{…}`, so that
    /// printing it cannot move the cursor, start a new line or reverse what follows.
    var escapingControls: String {
        var result = ""
        for scalar in unicodeScalars {
            let value = scalar.value
            if value < 0x20 || value == 0x7F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
