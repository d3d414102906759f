extension SemanticDocument {
    /// The document as `designer textconv` prints it: one line per object and per property,
    /// constraint and connection, objects indented inside their parents, in a stable order
    /// (properties by key, relations by their text, objects as the document orders them), so
    /// that a line-based diff of two versions shows what changed in meaning.
    ///
    ///     document (Interface Builder)
    ///         scene "Sign In" #tne-QT-ifu
    ///             viewController LoginViewController "Sign In" #BYZ-38-t0r
    ///                 outlet nameField → "Name" #…
    ///                 view: view #8bC-Xf-vdC
    ///                     frame = (0, 0, 393, 852)
    public func canonicalText() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(objects.count * 200)
        append(0, depth: 0, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func append(_ index: Int, depth: Int, to bytes: inout [UInt8]) {
        let object = objects[index]
        func indent(_ count: Int) {
            var left = count
            while left > 0 {
                let step = min(left, Self.spaces.count)
                bytes.append(contentsOf: Self.spaces[0..<step])
                left -= step
            }
        }
        indent(depth * 4)
        bytes.append(contentsOf: (index == 0 ? "document (\(format.rawValue))" : object.header).utf8)
        bytes.append(UInt8(ascii: "\n"))
        for property in object.properties {
            indent(depth * 4 + 4)
            bytes.append(contentsOf: property.key.utf8)
            bytes.append(contentsOf: " = ".utf8)
            bytes.append(contentsOf: property.value.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        for line in object.relations.map({ line(of: $0, in: index) }).sorted() {
            indent(depth * 4 + 4)
            bytes.append(contentsOf: line.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        for child in object.children { append(child, depth: depth + 1, to: &bytes) }
    }

    /// Spaces to indent lines with.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// A constraint or connection of the object at `owner` as a line: `constraint "Title".top =
    /// superview.top + 20`, `outlet titleLabel → "Title"`. In a constraint the view that holds it
    /// is `superview` when every other view it names is one of its subviews.
    public func line(of relation: SemanticRelation, in owner: Int) -> String {
        let ownerID = objects[owner].id
        var isSuperview = false
        if relation.kind == .constraint {
            var others = 0
            isSuperview = true
            for case .object(let id) in relation.parts where id != ownerID {
                others += 1
                if indexByID[id].flatMap({ objects[$0].parent }) != owner { isSuperview = false }
            }
            isSuperview = isSuperview && others > 0
        }
        let text = relation.text { id in id == ownerID && isSuperview ? "superview" : referenceName(id) }
        return relation.kind == .constraint ? "constraint " + text : text
    }
}
