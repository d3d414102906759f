public import Inspectable

/// Tells designer's JSON documents from the other JSON files a project holds (localizations,
/// fixtures, configurations, `package.json`), for a folder search that should check the one
/// and leave the others alone.
///
/// A document's root is an object with a `"class"` (its root view's class) or a `"$schema"`
/// naming designer's schema. A file that does not parse is taken as a document when its text
/// names a `"class"` member anywhere, since a document with a syntax error should be reported,
/// not skipped.
///
///     JSONDocumentRecognizer.isDocument(SourceText(name: "a.json", text: #"{"class": "View"}"#))   // true
///     JSONDocumentRecognizer.isDocument(SourceText(name: "b.json", text: #"{"name": "app"}"#))     // false
public enum JSONDocumentRecognizer {
    /// Whether `source` is, or is meant to be, one of designer's JSON documents.
    public static func isDocument(_ source: SourceText) -> Bool {
        guard let syntax = try? JSONSyntax(parsing: source) else {
            return source.bytes.firstRange(of: Array(#""class""#.utf8)) != nil
        }
        guard syntax.kind(syntax.root) == .object else { return false }
        if syntax.member(syntax.root, named: "class") != nil { return true }
        guard let schema = syntax.member(syntax.root, named: "$schema"), syntax.kind(schema.value) == .string else {
            return false
        }
        return syntax.string(schema.value).hasSuffix("designer.schema.json")
    }
}
