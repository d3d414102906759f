import Testing

@testable import DesignerCLI

@Suite("Text tables")
struct TextTableTests {
    /// A table of an attribute's row between others, its cells appended one by one or as a
    /// shared row.
    private func table(sharingRows: Bool) -> String {
        var table = TextTable()
        let label = table.share("    Percent", width: 11)
        let value = table.share("0", width: 1)
        let row = table.share(row: [label, value])
        // A row never shown widens nothing.
        let wide = table.share(String(repeating: "x", count: 30), width: 30)
        _ = table.share(row: [wide, wide])
        func appendPercent() {
            if sharingRows {
                table.append(row)
            } else {
                table.append(label)
                table.append(value)
                table.endRow()
            }
        }
        table.append(["Bar", "set"])
        appendPercent()
        table.append(["    Color", "#FF9500", "set"])
        appendPercent()
        var bytes: [UInt8] = []
        table.write { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A shared row lines up with the rows around it as its cells appended one by one do, and
    /// widens its columns only where it is shown.
    @Test func sharedRowsLineUpAsTheirCellsWould() {
        let expected = "Bar          set\n    Percent  0\n    Color    #FF9500  set\n    Percent  0\n"
        #expect(table(sharingRows: false) == expected)
        #expect(table(sharingRows: true) == expected)
    }
}
