import DesignerCore
import Inspectable
import Layout

/// What `designer layout` prints: the screen, each scene's views with their laid-out and saved
/// frames, and the problems of the layout, as text or JSON.
///
///     Main.storyboard on iPhone 14 (retina6_1), portrait: 390 x 844 points, scale 3
///     Scene 'View Controller (BYZ-38-t0r)'
///       UIView 8bC-Xf-vdC: x="0.0" y="0.0" width="390" height="844"
///         UILabel 'Title' Lbl-01: x="20" y="59" width="350" height="21"; saved x="20" y="40" width="320" height="21", misplaced
struct LayoutListing {
    /// The document's text: its name, and the places of its problems.
    let source: SourceText
    /// The screen laid out on; `nil` for a document laid out by its own frames (JSON).
    var screen: ScreenName?
    var scenes: [Scene] = []
    /// Problems of the layout and of scenes that cannot be read, in the order found.
    var problems: [Diagnostic] = []

    init(source: SourceText) {
        self.source = source
    }

    /// How a screen is named: its device's id and marketing name, its orientation, size and scale.
    struct ScreenName {
        let id: String
        let deviceName: String?
        let orientation: Orientation
        let size: Size
        let scale: Double
        /// The text size the scenes' text styles were laid out at.
        let contentSize: ContentSizeCategory
        /// The language's direction the scenes were laid out in.
        let layoutDirection: LayoutDirection

        /// `screen`, held as `orientation` says, at the text size `contentSize`, in `layoutDirection`;
        /// a `WIDTHxHEIGHT` screen has the orientation its sides give (landscape when wider than
        /// tall). A device is named by the marketing name `asked` (`--device "iPhone 15 Pro
        /// Max"`), as the table spells it, or else by its newest model's: several models share
        /// one screen.
        init(
            _ screen: Screen, orientation: Orientation, asked: String? = nil, contentSize: ContentSizeCategory = .large,
            layoutDirection: LayoutDirection = .leftToRight
        ) {
            (id, size, scale, self.contentSize) = (screen.name, screen.size, screen.scale, contentSize)
            self.layoutDirection = layoutDirection
            let device = Device.named(screen.name)
            let askedName = asked.map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
            deviceName =
                device?.names.first { $0.lowercased() == askedName?.lowercased() } ?? device?.names.first
            self.orientation = device != nil ? orientation : ScreenChoice.orientation(of: screen.size)
        }

        var text: String {
            let name = deviceName.map { "\($0) (\(id))" } ?? id
            // The default text size goes without saying, as before there was another.
            let textSize = contentSize == .large ? "" : ", text size \(contentSize.name)"
            // So does left to right.
            let direction = layoutDirection.isRightToLeft ? ", right to left" : ""
            return
                "\(name), \(orientation.rawValue): \(size.width.text) x \(size.height.text) points, scale \(scale.text)\(textSize)\(direction)"
        }

        var json: JSONValue {
            .object(
                JSONObject([
                    "id": .string(id), "name": deviceName.map(JSONValue.string) ?? .null,
                    "orientation": .string(orientation.rawValue), "width": size.width.json,
                    "height": size.height.json, "scale": scale.json, "contentSize": .string(contentSize.name),
                    "layoutDirection": .string(layoutDirection.rawValue),
                ]))
        }
    }

    /// A scene laid out.
    struct Scene {
        let id: String?
        let title: String?
        var views: [View]
    }

    /// A view laid out.
    struct View {
        let node: ViewNode
        /// How many superviews it has in its scene.
        let depth: Int
        let superview: String?
        let frame: Rect
        let savedFrame: Rect
        /// Whether the document marks the saved frame out of date.
        let isMisplaced: Bool
        /// Whether the constraints leave the frame ambiguous or negative.
        let isUnsettled: Bool

        /// Whether the laid-out frame is not the saved one.
        var differs: Bool { DocumentEdit.frame(frame, differsFrom: savedFrame) }

        /// The view as a line names it: its class, label and id.
        var name: String {
            [node.className, node.label.map(Printable.quoted), node.id].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// Adds the views of `document`, as `layout` places them, as a scene.
    mutating func append(scene: Document.Scene?, _ document: Document, _ layout: DocumentLayout) {
        var views: [View] = []
        // The views whose subviews are being listed, with the end of their descendants.
        var open: [(id: String?, end: Int)] = []
        for (index, node) in document.allViews.enumerated() {
            while let last = open.last, last.end <= index { open.removeLast() }
            let laidOut = index < layout.frames.count
            views.append(
                View(
                    node: node, depth: open.count, superview: open.last?.id,
                    frame: laidOut ? layout.frames[index] : node.frame,
                    savedFrame: index < layout.savedFrames.count ? layout.savedFrames[index] : node.frame,
                    isMisplaced: index < layout.misplaced.count && layout.misplaced[index],
                    isUnsettled: index < layout.unsettled.count && layout.unsettled[index]))
            open.append((node.id, node.descendantsEnd))
        }
        scenes.append(Scene(id: scene?.id ?? document.root.id, title: scene?.title, views: views))
    }

    /// The listing as text: the screen, then each scene and its views, indented under their
    /// superviews, then how many frames differ from the saved ones.
    func text() -> String {
        var lines = [
            screen.map { "\(source.name) on \($0.text)" }
                ?? "\(source.name) in its own frames, on no device"
        ]
        for scene in scenes {
            if let title = scene.title { lines.append("Scene \(Printable.quoted(title))") }
            let indent = scene.title == nil ? "" : "  "
            for view in scene.views {
                var line = indent + String(repeating: "  ", count: view.depth) + view.name + ": "
                line += view.frame.interfaceBuilderText
                if view.differs { line += "; saved \(view.savedFrame.interfaceBuilderText)" }
                if view.isMisplaced { line += view.differs ? ", misplaced" : "; misplaced" }
                lines.append(Printable.visible(line))
            }
        }
        let views = scenes.map(\.views.count).reduce(0, +)
        let differing = scenes.map { $0.views.count(where: \.differs) }.reduce(0, +)
        let noun = "\(differing) of \(views) view\(views == 1 ? "" : "s")"
        lines.append(
            differing == 0
                ? "Every view is at its saved frame."
                : differing == 1 ? "\(noun) differs from its saved frame." : "\(noun) differ from their saved frames.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The listing as JSON: `{"device", "scenes", "problems"}`, with `"updated"` (how many frames
    /// were written) after `--update`; each problem as `check --format json` gives it.
    func json(reports: [CheckCommand.Report], updated: Int?) -> String {
        let scenes = scenes.map { scene in
            JSONValue.object(
                JSONObject([
                    "id": scene.id.map(JSONValue.string) ?? .null,
                    "title": scene.title.map(JSONValue.string) ?? .null,
                    "views": .array(scene.views.map(Self.json)),
                ]))
        }
        var object = JSONObject([
            "device": screen?.json ?? .null, "scenes": .array(scenes), "problems": .array(reports.map(\.json)),
        ])
        if let updated { object.members.append(.init(key: "updated", value: .number(JSONNumber(updated)))) }
        return JSONValue.object(object).prettyPrinted()
    }

    private static func json(_ view: View) -> JSONValue {
        .object(
            JSONObject([
                "id": view.node.id.map(JSONValue.string) ?? .null, "class": .string(view.node.className),
                "label": view.node.label.map(JSONValue.string) ?? .null,
                "superview": view.superview.map(JSONValue.string) ?? .null, "frame": view.frame.json,
                "savedFrame": view.savedFrame.json, "differs": .bool(view.differs),
                "misplaced": .bool(view.isMisplaced),
            ]))
    }

    /// The problems as `check` reports them, in the order of the document's text.
    func reports(shown: @escaping (String) -> String) -> [CheckCommand.Report] {
        problems.sorted { $0.offset < $1.offset }.map { CheckCommand.Report($0, in: source, shownNote: shown) }
    }
}
