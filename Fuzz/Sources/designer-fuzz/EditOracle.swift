import DesignerCore
import FuzzSupport
import Inspectable

/// Picks edits for a document from the input's bytes, applies them, and checks the result
/// against the document they were meant to produce.
struct EditOracle {
    let document: Document
    /// The document's JSON, read again: the oracle builds what each edit must give from it.
    let syntax: JSONSyntax
    /// A deterministic source of choices.
    var state: UInt64

    init?(document: Document, seed: [UInt8]) {
        guard let syntax = try? JSONSyntax(parsing: document.source) else { return nil }
        self.document = document
        self.syntax = syntax
        self.state = seed.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(max(bound, 1)))
    }

    static let samples: [JSONValue] = [
        .number(JSONNumber(50)), .number(JSONNumber(-3)), .string("#FF9500"), .string("orange"), .bool(true),
        .string("é\"\\\n"), .null, .object(JSONObject(["x": .number(JSONNumber(1)), "y": .number(JSONNumber(2))])),
    ]

    mutating func check() {
        var edit = DocumentEdit(document)
        /// What each edited view must become, by its object: member name to value, `nil` to remove.
        var expected: [JSONSyntax.Index: [(String, JSONValue?)]] = [:]
        /// The edits made, for the failure message.
        var log: [String] = []
        for _ in 0..<(1 + next(4)) {
            let view = document.allViews[next(document.allViews.count)]
            let names =
                (ComponentRegistry.shipped.componentClass(named: view.className)?.attributes.map(\.name) ?? [])
                + ["extra"]
            let name = names[next(names.count)]
            let start = view.place.start
            guard let object = syntax.node(startingAt: start) else {
                fatalError("view \(view.id ?? view.className) is not an object at byte \(start)")
            }
            log.append("view \(view.id ?? view.className) at byte \(start):")
            switch next(5) {
            case 0:
                edit.removeAttribute(name, of: view)
                expected[object, default: []].append((name, nil))
                log.append("remove \(name)")
            case 1:
                let frame = Rect(x: Double(next(100)), y: 0.5, width: Double(next(300)), height: 20)
                edit.setFrame(frame, of: view)
                expected[object, default: []].append(("frame", frame.json))
                log.append("frame = \(frame.text)")
            case 2:
                let className = ["View", "MyProgressBar", "CustomProgress"][next(3)]
                edit.setClass(className, of: view)
                expected[object, default: []].append(("class", .string(className)))
                log.append("class = \(className)")
            default:
                let value = Self.samples[next(Self.samples.count)]
                edit.setAttribute(name, to: value, of: view)
                expected[object, default: []].append((name, value))
                log.append("\(name) = \(value.serialized)")
            }
        }
        let applied = edit.apply()
        let problems = applied.problems()
        let edits = log.joined(separator: " ")
        guard problems.isEmpty else { fatalError("the edit failed its own check: \(problems); edits: \(edits)") }
        let result = Document.read(SourceText(name: "edited.json", bytes: applied.bytes))
        guard let edited = result.document, !result.diagnostics.hasErrors else {
            fatalError("the edited document does not read: \(result.diagnostics); edits: \(edits)")
        }
        guard let editedSyntax = try? JSONSyntax(parsing: edited.source) else {
            fatalError("the edited document is not JSON; edits: \(edits)")
        }
        let want = intended(syntax.root, expected)
        let got = editedSyntax.value(editedSyntax.root)
        guard want == got else {
            fatalError("the edit gave\n\(got.serialized)\ninstead of\n\(want.serialized)\nedits: \(edits)")
        }
    }

    /// The original value with the expected changes made to the edited views, as the editor
    /// promises them: members keep their places, new ones follow in the order first set.
    private func intended(_ node: JSONSyntax.Index, _ changes: [JSONSyntax.Index: [(String, JSONValue?)]]) -> JSONValue
    {
        switch syntax.kind(node) {
        case .array:
            return .array(syntax.elements(node).map { intended($0, changes) })
        case .object:
            var members = syntax.members(node).map {
                JSONObject.Member(key: syntax.string($0.key), value: intended($0.value, changes))
            }
            guard let viewChanges = changes[node] else { return .object(JSONObject(members)) }
            let original = members.firstIndex { $0.key == "attributes" }
            var attributes: [(key: String, value: JSONValue?, isOriginal: Bool)] = []
            if let original, case .object(let object) = members[original].value {
                attributes = object.members.map { ($0.key, $0.value, true) }
            }
            for (name, value) in viewChanges {
                if name == "class" || name == "frame" {
                    if let index = members.firstIndex(where: { $0.key == name }), let value {
                        members[index].value = Self.merged(members[index].value, value)
                    }
                } else if let index = attributes.firstIndex(where: { $0.key == name }) {
                    if attributes[index].isOriginal {
                        attributes[index].value = value.map { new in
                            attributes[index].value.map { Self.merged($0, new) } ?? new
                        }
                    } else if let value {
                        attributes[index].value = value
                    } else {
                        attributes.remove(at: index)
                    }
                } else if let value {
                    attributes.append((name, value, false))
                }
            }
            let kept = attributes.compactMap { entry in entry.value.map { JSONObject.Member(key: entry.key, value: $0) }
            }
            if let original {
                members[original].value = .object(JSONObject(kept))
            } else if !kept.isEmpty {
                members.append(JSONObject.Member(key: "attributes", value: .object(JSONObject(kept))))
            }
            return .object(JSONObject(members))
        default:
            return syntax.value(node)
        }
    }

    /// `new` in place of `old`; an object given the same keys keeps its own key order.
    private static func merged(_ old: JSONValue, _ new: JSONValue) -> JSONValue {
        guard case .object(let before) = old, case .object(let after) = new, before.keys.count == after.keys.count,
            Set(before.keys) == Set(after.keys)
        else {
            return new
        }
        return .object(
            JSONObject(
                before.members.map { JSONObject.Member(key: $0.key, value: merged($0.value, after[$0.key] ?? .null)) }))
    }
}
