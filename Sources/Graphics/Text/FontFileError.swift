/// Why a font file cannot be read: the file, the table where reading stopped, and what is wrong,
/// as one line.
///
///     OpenSans-Light.ttf: table 'hmtx': 40 bytes from 1,208 reach past the end of the file (1,220 bytes)
public struct FontFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The font file, as it was named to the reader.
    public let file: String
    /// The table being read (`hmtx`), or `nil` for the file's header and table directory.
    public let table: String?
    /// What is wrong.
    public let reason: String

    /// An error in `table` of `file` (`nil` for the header).
    public init(file: String, table: String?, reason: String) {
        (self.file, self.table, self.reason) = (file, table, reason)
    }

    public var description: String {
        "\(file): " + (table.map { "table '\($0)': " } ?? "") + reason
    }
}
