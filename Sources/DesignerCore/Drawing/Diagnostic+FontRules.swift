public import Graphics

extension Diagnostic.Rule {
    /// A font file that cannot be read, or a glyph of it that cannot be drawn.
    public static let unreadableFont = Diagnostic.Rule(
        "unreadable-font", .warning,
        "A font file the project lists or the folder --fonts or DESIGNER_FONTS names holds that cannot be read, or whose glyphs cannot be drawn."
    )
}

extension Diagnostic {
    /// A warning at each font file of `fonts` that could not be read so far (text in its fonts is
    /// measured as Helvetica Neue), and one at each whose outlines or glyphs could not be drawn
    /// (drawn as the font's `.notdef` box, or in Inter), naming the first and counting the others.
    public static func fontProblems(of fonts: ProjectFonts?) -> [Diagnostic] {
        guard let problems = fonts?.problems else { return [] }
        func warning(_ problem: FontFileError, _ consequence: String) -> Diagnostic {
            let place = problem.table.map { "table '\($0)': " } ?? ""
            return Diagnostic(
                .warning, "font: \(place)\(problem.reason); \(consequence)",
                location: .file(path: problem.file, nil), rule: .unreadableFont)
        }
        // One line a file: the first glyph's problem, and how many more there were.
        var outlines: [(first: FontFileError, more: Int)] = []
        for problem in problems.outlines {
            if let index = outlines.firstIndex(where: { $0.first.file == problem.file }) {
                outlines[index].more += 1
            } else {
                outlines.append((problem, 0))
            }
        }
        return problems.files.map { warning($0, "the fonts it holds are measured as Helvetica Neue") }
            + outlines.map { first, more in
                let others = more == 0 ? "" : " (and \(more) more glyph\(more == 1 ? "" : "s"))"
                return warning(first, "drawn as the font's .notdef box or in Inter\(others)")
            }
    }
}
