package import DesignerCore
package import Inspectable

/// One way a snapshot draws a document: as it is written, as one of the variants it declares,
/// or as one combination of `--matrix` values.
package struct SnapshotVariant: Sendable {
    package let name: String
    /// The values the variant sets, each under its key.
    package let values: [(key: String, value: EditPlan.Value)]
    /// Where the variant's name and each of its keys are written, for a declared variant.
    package let place: (name: Int, keys: [Int])?
    /// The appearance a declared variant sets, which it is drawn in alone.
    package let appearance: Appearance?

    /// The document as it is written.
    package static let asWritten = SnapshotVariant(name: Variant.defaultName, values: [], place: nil)

    package init(
        name: String, values: [(key: String, value: EditPlan.Value)], place: (name: Int, keys: [Int])?,
        appearance: Appearance? = nil
    ) {
        self.name = name
        self.values = values
        self.place = place
        self.appearance = appearance
    }

    /// A variant the document declares.
    package init(_ variant: Variant) {
        self.init(
            name: variant.name, values: variant.values.map { ($0.key, .json($0.value)) },
            place: (variant.nameOffset, variant.values.map(\.keyOffset)), appearance: variant.appearance)
    }

    /// Whether this is the document as it is written, whose problems are the document's own.
    package var isAsWritten: Bool { place == nil && values.isEmpty }

    /// The appearances the variant is drawn in, each with what it adds to the variant's name in
    /// its files: a variant that sets its appearance is drawn in that one, under its own name;
    /// the others in each of `appearances`, the dark one named `<variant>~dark`. (No variant's name
    /// holds a `~`, so no two of them can share a file.)
    package func drawings(in appearances: [Appearance]) -> [(appearance: Appearance, suffix: String)] {
        if let appearance { return [(appearance, "")] }
        return appearances.map { ($0, $0 == .light ? "" : Self.appearanceSeparator + $0.rawValue) }
    }

    /// What comes between a variant's name and its appearance in a snapshot's name.
    package static let appearanceSeparator = "~"

    /// The combinations of `--matrix KEY=V1,V2,…` options, each named after its values
    /// (`percent-50`, `percent-50_animated-true`). Values are separated by commas, except inside
    /// parentheses (`rgb(255, 0, 0)`); values that hold commas themselves, as frames do, are
    /// separated by `|` instead (`frame=0,0,100,20|0,0,200,20`).
    /// The most combinations a `--matrix` may give.
    package static let maximumCombinations = 10_000

    package static func matrix(_ options: [String]) throws(MatrixError) -> [SnapshotVariant] {
        var axes: [(key: String, values: [String])] = []
        for option in options {
            guard let equals = option.firstIndex(of: "="), equals != option.startIndex else {
                throw MatrixError(
                    "Expected --matrix KEY=VALUE,VALUE,…, such as percent=0,50,100, not \(Printable.quoted(option)).")
            }
            let key = String(option[..<equals])
            let values = split(String(option[option.index(after: equals)...]))
            guard !values.contains(where: \.isEmpty) else {
                throw MatrixError("--matrix \(Printable.quoted(key)): a value is empty in \(Printable.quoted(option)).")
            }
            if let repeated = values.first(where: { value in values.count { $0 == value } > 1 }) {
                throw MatrixError(
                    "--matrix \(Printable.quoted(key)): \(Printable.quoted(repeated)) is given twice; to sweep values that hold commas, separate them with '|', as in frame=0,0,100,20|0,0,200,20."
                )
            }
            guard !axes.contains(where: { $0.key == key }) else {
                throw MatrixError(
                    "--matrix \(Printable.quoted(key)) is given twice; list all its values in one option.")
            }
            axes.append((key, values))
        }
        guard !axes.isEmpty else { return [] }
        // Counted before any is made: every combination is drawn for every document that fits.
        let count = axes.reduce(1) { product, axis in min(product * axis.values.count, maximumCombinations + 1) }
        guard count <= maximumCombinations else {
            throw MatrixError(
                "--matrix gives more than \(maximumCombinations) combinations of values; sweep fewer keys or values at once."
            )
        }
        var combinations: [[(key: String, value: String)]] = [[]]
        for axis in axes {
            combinations = combinations.flatMap { combination in axis.values.map { combination + [(axis.key, $0)] } }
        }
        // Names that differ only in case would share a file on a case-insensitive file system.
        var names: [String: [(key: String, value: String)]] = [:]
        return try combinations.map { combination throws(MatrixError) in
            let name = combination.map { fileNamePart($0.key) + "-" + fileNamePart($0.value) }.joined(separator: "_")
            if let other = names[name.lowercased()] {
                let first = other.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
                let second = combination.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
                throw MatrixError(
                    "--matrix: \(Printable.quoted(first)) and \(Printable.quoted(second)) would both be named \(Printable.quoted(name))."
                )
            }
            names[name.lowercased()] = combination
            return SnapshotVariant(name: name, values: combination.map { ($0.key, .text($0.value)) }, place: nil)
        }
    }

    /// The values of one `--matrix` option: split at `|` if there is one, else at commas outside
    /// parentheses.
    private static func split(_ text: String) -> [String] {
        if text.contains("|") { return text.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
        var values: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0:
                values.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return values + [current]
    }

    /// Why `--matrix` options give no variants: the message, as a usage error shows it.
    package struct MatrixError: Error, Equatable {
        package let message: String

        init(_ message: String) { self.message = message }
    }

    /// How the `--matrix` keys fit a document.
    package enum MatrixFit {
        /// Every key names one property of the document: it is swept.
        case fits
        /// A key names nothing in it: the document is drawn without the matrix.
        case lacks(String)
        /// A key is ambiguous or wrong in another way.
        case wrong(String)
    }

    /// Whether every key of `matrix` names one property of `document`.
    package static func fit(_ matrix: [SnapshotVariant], _ document: Document, registry: ComponentRegistry) -> MatrixFit
    {
        for key in matrix.first?.values.map(\.key) ?? [] {
            do {
                _ = try AttributeAddress.resolve(key, in: document) { registry.componentClass(named: $0.className) }
            } catch {
                switch error {
                case .unknownAttribute, .unknownView, .noSuchAttribute:
                    return .lacks("\(Printable.excerpt(key)): \(error)")
                default: return .wrong("--matrix \(Printable.quoted(key)): \(error)")
                }
            }
        }
        return .fits
    }

    /// `text` with every character a variant name may not hold replaced by `_`.
    private static func fileNamePart(_ text: String) -> String {
        String(
            text.map { character in
                character.isASCII && (character.isLetter || character.isNumber || character == "-") ? character : "_"
            })
    }

    /// The document with the variant's values set, as `designer set` would leave it; problems
    /// are placed at the variant's keys in the document (or its start, for `--matrix`).
    package func apply(to document: Document, registry: ComponentRegistry) -> (
        document: Document?, problems: [Diagnostic]
    ) {
        guard !values.isEmpty else { return (document, []) }
        var plan = EditPlan(document: document, registry: registry)
        let causes = plan.set(values, in: nil, strict: false)
        let start = document.root.place.start
        func offset(_ position: Int?) -> Int {
            guard let place, let position, place.keys.indices.contains(position) else { return place?.name ?? start }
            return place.keys[position]
        }
        let label = place == nil ? "--matrix" : "variant \(Printable.quoted(name))"
        var problems = zip(plan.errors, causes).map { error, cause in
            Diagnostic.error("\(label): \(error.message)", at: offset(cause), rule: .invalidVariant)
        }
        // A warning is placed at the key it is about (a value clamped); notes say what a class
        // change removed, which the variant asked for.
        for remark in plan.remarks where remark.severity == .warning {
            let position = remark.key.flatMap { key in values.firstIndex { $0.key == key } }
            problems.append(.warning("\(label): \(remark.message)", at: offset(position), rule: .clampedValue))
        }
        guard plan.errors.isEmpty else { return (nil, problems) }
        let reading = Document.read(document.source.edited(plan.edit.apply().bytes))
        if reading.document == nil {
            problems.append(.error("\(label): the values could not be applied", at: offset(nil), rule: .invalidVariant))
        }
        return (reading.document, problems)
    }
}
