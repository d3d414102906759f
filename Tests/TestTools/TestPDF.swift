/// A small PDF file written by a test: numbered objects, a cross-reference table giving where
/// each starts, and a trailer whose `/Root` is object 1.
///
///     var pdf = TestPDF.page(width: 20, height: 20, content: "1 0 0 rg 5 5 10 10 re f")
///     let bytes = pdf.bytes
public struct TestPDF: Sendable {
    /// The objects' bodies, object 1 first.
    public var objects: [[UInt8]] = []

    /// An empty file.
    public init() {}

    /// Adds an object (`<< … >>`, `[…]`, a number), and returns its number.
    @discardableResult
    public mutating func add(_ body: String) -> Int {
        objects.append(Array(body.utf8))
        return objects.count
    }

    /// Adds a stream of `data` with the entries `dictionary` (without `<<`, `>>` and `/Length`),
    /// and returns its number.
    @discardableResult
    public mutating func addStream(_ dictionary: String, _ data: [UInt8]) -> Int {
        objects.append(Self.streamObject(dictionary, data))
        return objects.count
    }

    /// The body of a stream object of `data` with the entries `dictionary` (without `<<`, `>>`
    /// and `/Length`).
    public static func streamObject(_ dictionary: String, _ data: [UInt8]) -> [UInt8] {
        Array("<< \(dictionary) /Length \(data.count) >>\nstream\n".utf8) + data + Array("\nendstream".utf8)
    }

    /// Replaces the body of object `number`.
    public mutating func replace(_ number: Int, with body: String) {
        objects[number - 1] = Array(body.utf8)
    }

    /// A file of one page of `width` by `height` points drawing `content` with `resources`:
    /// objects 1 to 4 are the catalog, the page tree, the page and its content; a test adds
    /// what the resources refer to from 5 on.
    public static func page(
        width: Double = 20, height: Double = 20, content: String, resources: String = "<< >>"
    ) -> TestPDF {
        var pdf = TestPDF()
        pdf.add("<< /Type /Catalog /Pages 2 0 R >>")
        pdf.add("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        pdf.add(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources \(resources) >>"
        )
        pdf.addStream("", Array(content.utf8))
        return pdf
    }

    /// The file's bytes.
    public var bytes: [UInt8] {
        var output = Array("%PDF-1.7\n%\u{E2}\u{E3}\n".utf8)
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(output.count)
            output += Array("\(index + 1) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
        }
        let table = output.count
        output += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets {
            let digits = String(offset)
            output += Array((String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n").utf8)
        }
        output += Array("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n".utf8)
        return output
    }
}
