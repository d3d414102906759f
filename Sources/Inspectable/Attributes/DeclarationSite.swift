/// Where an `@Inspectable` declaration is written: the file, line and column its attribute's
/// default arguments capture, so a problem with the declaration names its place.
///
/// The line is the attribute's (`@Inspectable(range: 0..<100)`), also when the property
/// follows on the next line; the column is that of `Inspectable`, just after the `@`.
package struct DeclarationSite: Sendable {
    private let filePath: StaticString
    /// The line of the declaration's attribute, from 1.
    package let line: Int
    /// The column of the attribute's name, from 1.
    package let column: Int

    init(file: StaticString, line: UInt, column: UInt) {
        self.filePath = file
        self.line = Int(line)
        self.column = Int(column)
    }

    /// The path of the declaring file, as the compiler was given it (absolute under SwiftPM).
    package var file: String { filePath.description }
}
