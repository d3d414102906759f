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
        var text = ""
        text.reserveCapacity(objects.count * 160)
        append(0, depth: 0, to: &text)
        return text
    }

    private func append(_ index: Int, depth: Int, to text: inout String) {
        let object = objects[index]
        let indent = String(repeating: "    ", count: depth)
        text += indent
        text += index == 0 ? "document (\(format.rawValue))" : object.header
        text += "\n"
        for property in object.properties {
            text += indent
            text += "    "
            text += property.key
            text += " = "
            text += property.value
            text += "\n"
        }
        for line in object.relations.map({ line(of: $0, in: index) }).sorted() {
            text += indent + "    " + line + "\n"
        }
        for child in object.children { append(child, depth: depth + 1, to: &text) }
    }

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
