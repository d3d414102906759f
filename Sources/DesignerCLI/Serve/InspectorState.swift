import DesignerCore
import Inspectable
import Layout

/// What `designer serve`'s page is sent: the outline, the selected view's Attributes, Identity
/// and Size inspectors (from `InspectedView` and `AttributeControl`, the one inspector model),
/// the canvas, and the document's problems.
struct InspectorState {
    let inspector: WebInspector
    let session: EditSession
    let selection: WebInspector.Selection
    let canvas: WebInspector.Canvas?
    let registry: ComponentRegistry

    var json: JSONValue {
        let live = inspector.live
        let document = live.current
        var members: [JSONObject.Member] = [
            .init(key: "version", value: .number(JSONNumber(inspector.version))),
            .init(key: "file", value: .string(Printable.visible(live.path))),
            .init(key: "program", value: .string(Printable.visible(inspector.programName))),
            .init(key: "readable", value: .bool(live.isCurrentOnDisk)),
            .init(
                key: "problems",
                value: .array(
                    inspector.problems.map { problem in
                        .object(
                            JSONObject([
                                .init(key: "severity", value: .string(problem.severity.rawValue)),
                                .init(key: "line", value: .string(Printable.visible(problem.line))),
                            ]))
                    })),
            .init(key: "message", value: session.message.map { .string(Printable.visible($0)) } ?? .null),
            .init(key: "canUndo", value: .bool(session.canUndo)),
            .init(key: "canRedo", value: .bool(session.canRedo)),
            .init(key: "hasDarkAppearance", value: .bool(inspector.hasDarkAppearance())),
            .init(key: "variants", value: .array((document?.document.variants ?? []).map { .string($0.name) })),
            .init(
                key: "scenes",
                value: .array(
                    (document?.document.scenes ?? []).map {
                        .object(JSONObject(["title": .string($0.title), "hasView": .bool($0.hasView)]))
                    })),
            .init(key: "scene", value: document?.document.sceneIndex.map { .number(JSONNumber($0)) } ?? .null),
            // The device menu: shown for a document saved for a device, or laid out on one.
            .init(
                key: "hasLayout",
                value: .bool(document?.document.savedDevice != nil || inspector.screen.named != nil)),
            .init(key: "device", value: .string(inspector.screen.named?.name ?? "")),
            .init(key: "devices", value: .array(Self.devices)),
            .init(key: "orientation", value: .string(inspector.screen.orientation?.rawValue ?? "")),
            // The text size and language menus: the text size for every document, the languages
            // for one that has strings tables.
            .init(key: "contentSize", value: .string(inspector.screen.contentSize.name)),
            .init(key: "contentSizes", value: .array(ContentSizeCategory.allCases.map { .string($0.name) })),
            .init(key: "language", value: .string(String(inspector.language.suffix.dropFirst()))),
            .init(
                key: "languages", value: .array(inspector.languages().map { .string(String($0.suffix.dropFirst())) })),
            .init(key: "views", value: .array(document.map(Self.outline) ?? [])),
            .init(key: "selected", value: document.map { selected(in: $0) } ?? .null),
        ]
        if let canvas {
            var drawn: [JSONObject.Member] = [
                .init(key: "svg", value: .string(canvas.svg)),
                .init(key: "width", value: Self.number(canvas.size.width)),
                .init(key: "height", value: Self.number(canvas.size.height)),
                .init(key: "problem", value: canvas.problem.map { .string(Printable.visible($0)) } ?? .null),
            ]
            if let animation = canvas.animation {
                drawn.append(.init(key: "animation", value: .string(animation.svg)))
                drawn.append(.init(key: "duration", value: Self.number(animation.duration)))
            }
            members.append(.init(key: "canvas", value: .object(JSONObject(drawn))))
        }
        return .object(JSONObject(members))
    }

    /// The device menu's choices after "As saved": each device of the table by its id and its
    /// first marketing name.
    private static let devices: [JSONValue] = Device.all.map { device in
        .object(JSONObject(["id": .string(device.id), "name": .string(device.names.first ?? device.id)]))
    }

    private static func number(_ value: Double) -> JSONValue {
        JSONNumber(value).map(JSONValue.number) ?? .null
    }

    /// Every view in document order, with its depth in the tree and its frame on the canvas.
    private static func outline(_ document: ResolvedDocument) -> [JSONValue] {
        var rows: [JSONValue] = []
        let root = ViewTreeDrawing.bounds(of: document)
        func visit(_ view: ResolvedView, depth: Int, origin: Point) {
            let frame = view.node.frame
            let placed = Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
            rows.append(
                .object(
                    JSONObject([
                        "index": .number(JSONNumber(rows.count)),
                        "id": view.node.id.map { .string($0) } ?? .null,
                        "class": .string(view.node.className),
                        "label": view.node.label.map { .string($0) } ?? .null,
                        // What the outline shows, with the escapes the command line shows.
                        "title": (view.node.label ?? view.node.id).map { .string(Printable.visible($0)) } ?? .null,
                        "classTitle": .string(Printable.visible(view.node.className)),
                        "known": .bool(view.componentClass != nil),
                        "depth": .number(JSONNumber(depth)),
                        "frame": placed.json,
                    ])))
            for subview in view.subviews {
                visit(subview, depth: depth + 1, origin: Point(x: placed.x, y: placed.y))
            }
        }
        // The drawing's origin is the root's, or its screen's when it is drawn with its bars.
        visit(document.root, depth: 0, origin: Point(x: -root.x, y: -root.y))
        return rows
    }

    /// The selected view's inspectors.
    private func selected(in document: ResolvedDocument) -> JSONValue {
        let views = document.allViews
        guard views.indices.contains(selection.index) else { return .null }
        let inspected = InspectedView(views[selection.index])
        let node = inspected.node
        // A written name the class knows by another spelling (`layer.cornerRadius`) applies.
        let written = document.document.syntax.attributes(of: node).map(\.name)
        let writtenNames = Set(written.map { inspected.componentClass?.attribute(named: $0)?.name ?? $0 })
        let sections: [JSONValue] = inspected.sections.map { section in
            .object(
                JSONObject([
                    "class": .string(section.className),
                    "title": .string(section.title),
                    // In the order shown, a group's together; each says its group, for its sub-heading.
                    "attributes": .array(
                        section.groups.flatMap { group in
                            group.rows.map {
                                attribute(inspected, $0.attribute, group: group.title, written: writtenNames)
                            }
                        }),
                ]))
        }
        let notApplicable =
            inspected.componentClass.map { known in written.filter { known.attribute(named: $0) == nil } } ?? []
        return .object(
            JSONObject([
                "index": .number(JSONNumber(selection.index)),
                "id": node.id.map { .string($0) } ?? .null,
                "class": .string(node.className),
                "idTitle": node.id.map { .string(Printable.visible($0)) } ?? .null,
                "classTitle": .string(Printable.visible(node.className)),
                "known": .bool(inspected.componentClass != nil),
                "frame": node.frame.json,
                "sections": .array(sections),
                "notApplicable": .array(notApplicable.map { .string($0) }),
                "classes": .array(registry.classes.map(Self.classSummary)),
            ]))
    }

    /// A class the Identity inspector offers, with the attributes a view keeps when it takes it.
    private static func classSummary(_ componentClass: ComponentClass) -> JSONValue {
        .object(
            JSONObject([
                "name": .string(componentClass.name),
                "attributes": .array(componentClass.sections.flatMap(\.attributes).map { .string($0.name) }),
            ]))
    }

    /// One attribute as its control needs it.
    private func attribute(_ view: InspectedView, _ attribute: Attribute, group: String?, written: Set<String>)
        -> JSONValue
    {
        let entry = view.entry(for: attribute)
        var members: [JSONObject.Member] = [
            .init(key: "name", value: .string(attribute.name)),
            .init(key: "label", value: .string(attribute.label)),
            .init(key: "type", value: .string(attribute.typeName)),
            .init(key: "optional", value: .bool(AttributeControl.isOptional(attribute))),
            .init(key: "value", value: entry.value.json),
            .init(key: "text", value: .string(entry.value.text)),
            .init(key: "default", value: attribute.defaultValue.json),
            .init(key: "defaultText", value: .string(attribute.defaultValue.text)),
            .init(key: "isDefault", value: .bool(entry.isDefault)),
            // Whether the document writes it at all, so that reset has something to remove.
            .init(key: "written", value: .bool(written.contains(attribute.name))),
            .init(key: "minimum", value: attribute.lowerBound?.json ?? .null),
            .init(key: "maximum", value: attribute.upperBound?.json ?? .null),
            .init(key: "step", value: attribute.step?.json ?? .null),
            .init(key: "range", value: attribute.range.map { .string($0) } ?? .null),
            .init(key: "description", value: attribute.summary.map { .string(Printable.visible($0)) } ?? .null),
            .init(key: "group", value: group.map { .string(Printable.visible($0)) } ?? .null),
            .init(key: "animates", value: .bool(attribute.animation != nil)),
        ]
        switch entry.state {
        case .isDefault: members.append(.init(key: "state", value: .string("default")))
        case .set: members.append(.init(key: "state", value: .string("set")))
        case .clamped(let written):
            members.append(.init(key: "state", value: .string("clamped")))
            members.append(.init(key: "writtenValue", value: .string(written.serialized)))
        case .invalid(let written):
            members.append(.init(key: "state", value: .string("invalid")))
            members.append(.init(key: "writtenValue", value: .string(written.serialized)))
        }
        switch AttributeControl(attribute) {
        case .toggle: members.append(.init(key: "control", value: .string("toggle")))
        case .number(let isInteger):
            members.append(.init(key: "control", value: .string("number")))
            members.append(.init(key: "integer", value: .bool(isInteger)))
        case .choice(let cases):
            members.append(.init(key: "control", value: .string("choice")))
            members.append(.init(key: "cases", value: .array(cases.map { .string($0) })))
        case .color:
            members.append(.init(key: "control", value: .string("color")))
            let color = entry.value.value(as: Color.self) ?? entry.value.value(as: Color?.self) ?? nil
            if let color {
                members.append(.init(key: "light", value: .string(Self.css(color.resolved(for: .light)))))
                members.append(.init(key: "dark", value: .string(Self.css(color.resolved(for: .dark)))))
            }
        case .image: members.append(.init(key: "control", value: .string("image")))
        case .fields(let names):
            members.append(.init(key: "control", value: .string("fields")))
            members.append(.init(key: "fields", value: .array(names.map { .string($0) })))
        case .text: members.append(.init(key: "control", value: .string("text")))
        }
        return .object(JSONObject(members))
    }

    /// `#RRGGBBAA`, for the page's swatches.
    static func css(_ color: Color) -> String {
        let (red, green, blue, alpha) = color.rgba8
        return "#"
            + [red, green, blue, alpha].map { byte in
                let digits = Array("0123456789abcdef")
                return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
            }.joined()
    }

    /// The colors the color well offers: UIKit's named colors and the system colors, with their
    /// light and dark values.
    static let palette: JSONValue = .array(
        (Color.named.map { ($0.key, $0.value) } + Color.systemColors.map { ($0.text, $0) }).map { name, color in
            .object(
                JSONObject([
                    "name": .string(name), "light": .string(css(color.resolved(for: .light))),
                    "dark": .string(css(color.resolved(for: .dark))),
                ]))
        })
}
