import Inspectable

/// Reads the view objects of a JSON document depth first, collecting every structural problem.
package struct JSONDocumentReader {
    let syntax: JSONSyntax
    var views: [ViewNode] = []
    /// The `"attributes"` object of each view kept, by its position in `views`.
    var attributeObjects: [JSONSyntax.Index] = []
    var variants: [Variant] = []
    var variantDiagnostics: [Diagnostic] = []
    var diagnostics: [Diagnostic] = []

    /// Reads the view at `object` and, if it is sound, appends it and then its subviews.
    mutating func readView(_ object: JSONSyntax.Index, isRoot: Bool) {
        guard syntax.kind(object) == .object else {
            let what = isRoot ? "the document" : "a subview"
            report("\(what) must be a view object, not \(syntax.kind(object).kindDescription)", at: object)
            return
        }
        var id: (text: String, value: JSONSyntax.Index)?
        var classMember: (className: String, value: JSONSyntax.Index)?
        var frameMember: (frame: Rect, value: JSONSyntax.Index)?
        var attributes: JSONSyntax.Index?
        var subviews: JSONSyntax.Index?
        var isValid = true
        var sawClass = false
        var sawFrame = false
        for (key, value) in syntax.members(object) {
            if syntax.isString(key, equalTo: "id") {
                guard let text = readID(value) else {
                    isValid = false
                    continue
                }
                id = (text, value)
            } else if syntax.isString(key, equalTo: "class") {
                sawClass = true
                guard syntax.kind(value) == .string, !syntax.isString(value, equalTo: "") else {
                    report("'class' must be a class name string", at: value)
                    isValid = false
                    continue
                }
                classMember = (syntax.string(value), value)
            } else if syntax.isString(key, equalTo: "frame") {
                sawFrame = true
                guard let frame = readFrame(value) else {
                    isValid = false
                    continue
                }
                frameMember = (frame, value)
            } else if syntax.isString(key, equalTo: "attributes") {
                guard syntax.kind(value) == .object else {
                    report("'attributes' must be an object, not \(syntax.kind(value).kindDescription)", at: value)
                    isValid = false
                    continue
                }
                attributes = value
            } else if syntax.isString(key, equalTo: "subviews") {
                guard syntax.kind(value) == .array else {
                    report("'subviews' must be an array of views, not \(syntax.kind(value).kindDescription)", at: value)
                    isValid = false
                    continue
                }
                subviews = value
            } else if syntax.isString(key, equalTo: "$schema") {
                if !isRoot {
                    report("'$schema' belongs on the root view only", at: key)
                } else if syntax.kind(value) != .string {
                    report("'$schema' must be a string", at: value)
                }
            } else if syntax.isString(key, equalTo: "variants") {
                if isRoot {
                    variants = JSONVariantReader.read(value, in: syntax, diagnostics: &variantDiagnostics)
                    diagnostics += variantDiagnostics
                } else {
                    report("'variants' belongs on the root view only", at: key)
                }
            } else {
                let name = syntax.string(key)
                let suggestion = Suggestion.closest(to: name, in: Self.viewKeys)
                // A document is drawn in the appearance a command or a variant asks for.
                let instead =
                    name == Variant.appearanceKey
                    ? "; give the appearance in a variant, as \"variants\": { \"dark\": { \"appearance\": \"dark\" } }, or with --appearance"
                    : suggestion.map { "; did you mean \(Printable.quoted($0))?" } ?? "; a view has \(Self.keyList)"
                report("unknown key \(Printable.quoted(name)) in a view" + instead, at: key)
            }
        }
        let start = syntax.start(object)
        if !sawClass { report("view has no 'class'", atOffset: start) }
        if !sawFrame { report("view has no 'frame'", atOffset: start) }
        guard isValid, let classMember, let frameMember else {
            // The subviews of a broken view are still checked, though not kept.
            let kept = views.count
            for element in subviews.map({ syntax.elements($0) }) ?? [] { readView(element, isRoot: false) }
            views.removeSubrange(kept...)
            attributeObjects.removeSubrange(kept...)
            return
        }
        let slot = views.count
        let place = ViewNode.Place(
            start: syntax.start(object), id: id.map { syntax.start($0.value) },
            className: syntax.start(classMember.value), frame: syntax.start(frameMember.value))
        views.append(
            ViewNode(
                id: id?.text, className: classMember.className, frame: frameMember.frame, place: place, index: slot,
                descendantsEnd: slot + 1, node: object))
        attributeObjects.append(attributes ?? JSONDocumentSyntax.noAttributes)
        for element in subviews.map({ syntax.elements($0) }) ?? [] {
            readView(element, isRoot: false)
        }
        views[slot].descendantsEnd = views.count
    }

    /// The keys a view object may have; `$schema` and `variants` are allowed on the root only.
    static let viewKeys = ["id", "class", "frame", "attributes", "subviews"]

    private static let keyList = viewKeys.map { Printable.quoted($0) }.joined(separator: ", ")

    private mutating func readID(_ value: JSONSyntax.Index) -> String? {
        guard syntax.kind(value) == .string else {
            report("'id' must be a string", at: value)
            return nil
        }
        let id = syntax.string(value)
        if let problem = Self.idProblem(id) {
            report("id \(Printable.quoted(id)) \(problem)", at: value)
            return nil
        }
        return id
    }

    /// Ids that would hide the root's own properties on the command line (`frame.width=…`, `class=…`).
    static let reservedIDs = ["frame", "class"]

    /// Why an id cannot address a view on the command line (`download.percent=50`).
    package static func idProblem(_ id: String) -> String? {
        if id.isEmpty { return "is empty" }
        if reservedIDs.contains(id) { return "is reserved: '\(id)…' on the command line means the root view's \(id)" }
        let forbidden = id.utf8.contains {
            $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "=") || $0 <= 0x20 || $0 == 0x7F
        }
        return forbidden ? "cannot contain '.', '=', spaces or control characters" : nil
    }

    private mutating func readFrame(_ value: JSONSyntax.Index) -> Rect? {
        let frame: Rect
        if let plain = plainFrame(value) {
            frame = plain
        } else {
            do {
                frame = try Rect(json: syntax.value(value))
            } catch {
                // A wrong field is reported where it is written.
                if case .invalidMember(let key, _, _) = error, let member = syntax.member(value, named: key) {
                    report("frame: \(error)", at: member.value)
                } else {
                    report("frame: \(error)", at: value)
                }
                return nil
            }
        }
        return frame
    }

    /// A frame written as it should be, four numbers read without building JSON values;
    /// `nil` for anything else, which the general reading then explains.
    private func plainFrame(_ value: JSONSyntax.Index) -> Rect? {
        guard syntax.kind(value) == .object else { return nil }
        var fields: (Double, Double, Double, Double) = (.nan, .nan, .nan, .nan)
        var found = 0
        var key = value + 1
        while key < syntax.after(value) {
            let number = key + 1
            guard syntax.kind(number) == .number else { return nil }
            let value = syntax.double(number)
            guard abs(value) <= Rect.maximumMagnitude else { return nil }
            if syntax.isString(key, equalTo: "x"), fields.0.isNaN {
                fields.0 = value
            } else if syntax.isString(key, equalTo: "y"), fields.1.isNaN {
                fields.1 = value
            } else if syntax.isString(key, equalTo: "width"), fields.2.isNaN {
                fields.2 = value
            } else if syntax.isString(key, equalTo: "height"), fields.3.isNaN {
                fields.3 = value
            } else {
                return nil
            }
            found += 1
            key = syntax.after(number)
        }
        return found == 4 ? Rect(x: fields.0, y: fields.1, width: fields.2, height: fields.3) : nil
    }

    private mutating func report(_ message: String, at index: JSONSyntax.Index) {
        diagnostics.append(.error(message, at: syntax.start(index)))
    }

    private mutating func report(_ message: String, atOffset offset: Int) {
        diagnostics.append(.error(message, at: offset))
    }
}
