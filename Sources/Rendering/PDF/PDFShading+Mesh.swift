import Graphics

// Free-form triangle meshes (shading type 4): vertices read bit by bit from the shading's stream.
extension PDFShading {
    /// The most triangles a mesh may have.
    static let maximumTriangles = 100_000

    /// The triangles of the mesh shading `object`, each with the mean of its corners' colors.
    static func triangles(
        _ object: PDFObject?, space: PDFColorSpace, function: PDFFunction?, file: inout PDFFile, budget: inout Int
    ) throws(PDFError) -> [(path: Path, color: Color)] {
        guard case .stream(let stream) = try file.resolve(object) else { throw .damaged("a mesh shading is no stream") }
        let entries = stream.dictionary
        let flagBits = Int(pdf: try file.number(entries["BitsPerFlag"]) ?? 8)
        let coordinateBits = Int(pdf: try file.number(entries["BitsPerCoordinate"]) ?? 0)
        let componentBits = Int(pdf: try file.number(entries["BitsPerComponent"]) ?? 0)
        let components = function == nil ? space.components : 1
        guard [2, 4, 8].contains(flagBits), [1, 2, 4, 8, 12, 16, 24, 32].contains(coordinateBits),
            [1, 2, 4, 8, 12, 16].contains(componentBits), components > 0,
            let decode = try file.numbers(entries["Decode"]), decode.count >= 4 + 2 * components
        else { throw .damaged("a mesh shading's bits or /Decode are not as its format says") }
        let data = try file.decode(stream, name: "a mesh shading")
        var reader = BitReader(bytes: data)
        func value(_ raw: UInt64, bits: Int, _ low: Double, _ high: Double) -> Double {
            low + Double(raw) * (high - low) / Double((UInt64(1) << UInt64(bits)) - 1)
        }
        var vertices: [(point: Point, color: Color)] = []
        var triangles: [(path: Path, color: Color)] = []
        while let flag = reader.read(flagBits), let x = reader.read(coordinateBits),
            let y = reader.read(coordinateBits)
        {
            var values: [Double] = []
            for index in 0..<components {
                guard let raw = reader.read(componentBits) else { return triangles }
                values.append(value(raw, bits: componentBits, decode[4 + 2 * index], decode[5 + 2 * index]))
            }
            reader.align()
            let color = try space.color(
                function.map { (function) throws(PDFError) in try function(values[0], budget: &budget) } ?? values,
                budget: &budget)
            let vertex = (
                Point(
                    x: value(x, bits: coordinateBits, decode[0], decode[1]),
                    y: value(y, bits: coordinateBits, decode[2], decode[3])),
                color
            )
            // A flag of 0 starts a triangle of three new corners; 1 and 2 share an edge of the last.
            switch (flag, vertices.count) {
            case (_, 0), (_, 1), (_, 2), (0, _): vertices.append(vertex)
            case (1, _): vertices = [vertices[vertices.count - 2], vertices[vertices.count - 1], vertex]
            case (2, _): vertices = [vertices[vertices.count - 3], vertices[vertices.count - 1], vertex]
            default: throw .damaged("a mesh shading has a vertex flag of \(flag)")
            }
            if vertices.count > 3 { vertices.removeFirst(vertices.count - 1) }
            guard vertices.count == 3 else { continue }
            var path = Path()
            path.move(to: vertices[0].point)
            path.addLine(to: vertices[1].point)
            path.addLine(to: vertices[2].point)
            path.closeSubpath()
            let mean = { (channel: (Color) -> Double) in vertices.map { channel($0.color) }.reduce(0, +) / 3 }
            triangles.append(
                (
                    path,
                    Color(
                        red255: mean(\.red255), green255: mean(\.green255), blue255: mean(\.blue255),
                        alpha: mean(\.alpha))
                ))
            guard triangles.count <= maximumTriangles else {
                throw .overLimit("has a mesh shading of more than \(maximumTriangles) triangles")
            }
        }
        return triangles
    }
}

/// Reads values of any number of bits, most significant first, from bytes.
private struct BitReader {
    let bytes: [UInt8]
    var bit = 0

    /// The next `count` bits as a number, or nil past the end.
    mutating func read(_ count: Int) -> UInt64? {
        guard bit + count <= bytes.count * 8 else { return nil }
        var value: UInt64 = 0
        for _ in 0..<count {
            value = value << 1 | UInt64(bytes[bit >> 3] >> (7 - UInt8(bit & 7)) & 1)
            bit += 1
        }
        return value
    }

    /// Moves to the next whole byte, as each vertex of a mesh begins on one.
    mutating func align() {
        bit = (bit + 7) / 8 * 8
    }
}
