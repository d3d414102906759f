import DesignerCore
import Inspectable
import Rendering

/// Every rule `check` reports, which `check --list-rules` lists and a configuration may name.
///
/// A rule is declared beside the code that finds it, as a static member of `Diagnostic.Rule`
/// with its default severity and summary, and listed here once; a test reads the sources for
/// every declaration and fails on one missing here.
enum RuleCatalog {
    static let rules: [Diagnostic.Rule] = [
        // Reading documents.
        .invalidDocument, .jsonSyntax, .xmlSyntax, .duplicateID, .invalidVariant,
        // Attributes and their values.
        .unknownAttribute, .invalidValue, .clampedValue,
        // Images.
        .missingImage, .externalImage, .unreadableImage, .imageFormat, .systemSymbol,
        // Fonts.
        .unreadableFont,
        // Files and folders.
        .unreadableFile, .noDocuments, .skippedFile, .nestedPackage, .excludedPath, .leftoverFile, .unreadableSource,
        .otherJSON, .otherPlatform, .unbuiltDocument,
        // Classes.
        .unknownClass, .invalidComponent, .unresolvedModule, .unknownKeyPath, .missingOutlet, .outletType,
        .missingAction,
        // Storyboards.
        .missingSegueDestination, .missingStoryboardReference, .duplicateStoryboardIdentifier,
        .duplicateReuseIdentifier,
        // Auto Layout.
        .unsatisfiableConstraints, .ambiguousLayout, .invalidConstraint, .unknownDevice,
    ]

    /// Every rule `audit` reports, which `audit --list-rules` lists; the configuration `check`
    /// reads configures them too.
    static let auditRules: [Diagnostic.Rule] = [
        .contrast, .iconContrast, .missingLabel, .duplicateLabel, .nestedElement, .touchTarget, .smallText,
        .fixedFontSize, .textCutOff, .textOverlap, .missingTranslation,
    ]

    /// The rules as `--list-rules` prints them: a table of id, severity and summary.
    static func listing(_ rules: [Diagnostic.Rule] = rules) -> String {
        var table = TextTable()
        table.append(["RULE", "SEVERITY", "SUMMARY"])
        for rule in rules.sorted() {
            table.append([rule.rawValue, rule.defaultSeverity.rawValue, rule.summary])
        }
        var bytes: [UInt8] = []
        table.write { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The rules as `--list-rules --format json` prints them.
    static func json(_ rules: [Diagnostic.Rule] = rules) -> JSONValue {
        .array(
            rules.sorted().map { rule in
                .object(
                    JSONObject([
                        "rule": .string(rule.rawValue), "severity": .string(rule.defaultSeverity.rawValue),
                        "summary": .string(rule.summary),
                    ]))
            })
    }
}
