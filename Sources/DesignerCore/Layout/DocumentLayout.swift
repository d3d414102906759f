public import Inspectable
public import Layout

/// A document's scene laid out on a screen, as UIKit lays it out: each view's frame, with the
/// frame the document saved, and the problems of its constraints.
public struct DocumentLayout: Sendable {
    /// The screen laid out on; `nil` for a document with no layout (JSON).
    public let screen: Screen?
    /// The same document, each view at its laid-out frame.
    public let document: Document
    /// Each view's frame, by its position in `Document.allViews`, in its superview's coordinates.
    public let frames: [Rect]
    /// Each view's frame as the document saved it.
    public let savedFrames: [Rect]
    /// Whether Interface Builder marks each view's saved frame as out of date (`misplaced`).
    public let misplaced: [Bool]
    /// Whether each view's laid-out frame is one its constraints do not settle: its position or
    /// size is ambiguous (the solver picked one of many), or a side is negative.
    public let unsettled: [Bool]
    /// Constraints that cannot all hold, views they leave loose, constraints UIKit refuses: at
    /// the constraint's or the view's place in the document.
    public let diagnostics: [Diagnostic]
    /// The diagnostics among `diagnostics` that involve a size designer measures (a label's
    /// text, an image's or a control's natural size), where a measurement that differs from
    /// UIKit's may make a problem that is not there, or hide one that is.
    public let measuredDiagnostics: Set<Diagnostic>

    init(
        screen: Screen?, document: Document, frames: [Rect], savedFrames: [Rect], misplaced: [Bool],
        unsettled: [Bool], diagnostics: [Diagnostic], measuredDiagnostics: Set<Diagnostic> = []
    ) {
        (self.screen, self.document, self.frames, self.savedFrames) = (screen, document, frames, savedFrames)
        (self.misplaced, self.unsettled, self.diagnostics) = (misplaced, unsettled, diagnostics)
        self.measuredDiagnostics = measuredDiagnostics
    }
}

extension Document {
    /// Lays out the scene on `screen`: `nil` for the device the document was saved for, or, when
    /// it names none, a screen of its root view's saved size. On a screen given, a view
    /// controller sized freely in Interface Builder (freeform) fills it, as at run time; on its
    /// own device it keeps the size the canvas gives it.
    ///
    /// A document of a format without constraints (JSON) keeps its frames on every screen.
    /// `session` keeps the solver between layouts of one scene, so that a change of a
    /// constraint's constant is solved again incrementally. `fonts` are the project's own font
    /// files, which text in a font they name is measured with. Text in a text style has its
    /// style's size at `contentSize`, in the layout and in the document it gives, for every format.
    /// In a right-to-left `layoutDirection`, leading and trailing constraints, directional
    /// margins and horizontal stack views are mirrored, as each view's semantic content attribute
    /// says; frames of views placed by their autoresizing masks, and a JSON document's, are not.
    public func layout(
        on screen: Screen?, contentSize: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight, session: LayoutSession? = nil, fonts: ProjectFonts? = nil
    ) -> DocumentLayout {
        layout(
            on: screen, contentSize: contentSize, layoutDirection: layoutDirection, session: session, fonts: fonts,
            hosts: [])
    }

    /// `layout(on:contentSize:layoutDirection:session:fonts:)` as part of the layout of the scenes
    /// `hosts`, whose container views embed this scene's controller (see `XIBSceneEnvironment.hosts`).
    func layout(
        on screen: Screen?, contentSize: ContentSizeCategory, layoutDirection: LayoutDirection,
        session: LayoutSession?, fonts: ProjectFonts?, hosts: Set<Int>
    ) -> DocumentLayout {
        let saved = allViews.map(\.frame)
        guard let syntax = syntax as? XIBDocumentSyntax else {
            var document = self
            document.contentSize = contentSize
            document.layoutDirection = layoutDirection
            return DocumentLayout(
                screen: nil, document: document, frames: saved, savedFrames: saved,
                misplaced: Array(repeating: false, count: saved.count),
                unsettled: Array(repeating: false, count: saved.count), diagnostics: [])
        }
        let scene = XIBSceneEnvironment(
            document: self, xml: syntax.file.xml, isScreenAsked: screen != nil, hosts: hosts, fonts: fonts,
            contentSize: contentSize, layoutDirection: layoutDirection)
        let asked = screen
        let screen = screen ?? scene.savedScreen
        let reading = XIBLayoutReader.tree(
            of: self, syntax: syntax, horizontal: screen.horizontalSizeClass, vertical: screen.verticalSizeClass,
            contentSize: contentSize, keepsPlaceholders: scene.isCanvas(screen), fonts: fonts)
        var environment = scene.environment(on: screen)
        environment.isRightToLeft = layoutDirection.isRightToLeft
        let unknownDevice = asked == nil ? Self.unknownDevice(in: syntax) : nil
        let solution =
            session?.solve(reading.tree, in: environment) ?? LayoutEngine.solve(reading.tree, in: environment)
        let frames = Array(solution.frames.prefix(allViews.count))
        let problems = LayoutDiagnostics(tree: reading.tree, places: reading.places, screen: screen)
        let reported = problems.reported(
            solution.problems, unloadable: reading.diagnostics.compactMap(Self.errorOffset),
            in: syntax.file.xml)
        var laidOut = replacingFrames(frames)
        laidOut.chrome = scene.chrome(on: screen)
        let tables = XIBTableSections.of(laidOut, in: syntax.file)
        laidOut.tables = tables.tables
        laidOut.toolbarItems = scene.toolbarViewItems
        laidOut.contentSize = contentSize
        laidOut.layoutDirection = layoutDirection
        return DocumentLayout(
            screen: screen, document: laidOut, frames: frames, savedFrames: saved,
            misplaced: reading.tree.items.prefix(allViews.count).map(\.isMisplaced),
            unsettled: Self.unsettled(frames, solution.problems),
            diagnostics: (unknownDevice.map { [$0] } ?? []) + reading.diagnostics + tables.diagnostics
                + reported.map(problems.diagnostic),
            measuredDiagnostics: Set(reported.filter(problems.involvesMeasuredSize).map(problems.diagnostic)))
    }

    /// Where in the document an error is: a constraint UIKit cannot load.
    private static func errorOffset(_ diagnostic: Diagnostic) -> Int? {
        guard diagnostic.severity == .error, case .document(let offset) = diagnostic.location else { return nil }
        return offset
    }

    /// The same document with each view at `frames[i]`; a side the constraints make negative is
    /// drawn as nothing, at 0 (the layout names the constraint as a problem), rather than read as
    /// a frame the document got wrong.
    func replacingFrames(_ frames: [Rect]) -> Document {
        let views = allViews.map { view in
            let laidOut = view.index < frames.count ? frames[view.index] : nil
            return ViewNode(
                id: view.id, label: view.label, className: view.className, kind: view.kind,
                frame: laidOut.map { Rect(x: $0.x, y: $0.y, width: max(0, $0.width), height: max(0, $0.height)) }
                    ?? view.frame,
                place: view.place,
                index: view.index, descendantsEnd: view.descendantsEnd, node: view.node,
                customModule: view.customModule, isModuleOfTarget: view.isModuleOfTarget,
                elementClassName: view.elementClassName)
        }
        var ignored: [Diagnostic] = []
        return Document(
            syntax: syntax, views: views, objects: objects, variants: variants, variantDiagnostics: variantDiagnostics,
            scenes: scenes, sceneIndex: sceneIndex, assets: assets, reportsDuplicateIDs: false, diagnostics: &ignored)
    }

    /// A warning at `<device id=…>` when designer does not know the device the document was
    /// saved for (a newer Xcode's, or a mistyped id): its frames are then laid out on `screen`,
    /// of the root view's saved size, which may not be the device's. The same for every scene, so
    /// that a listing of several says it once.
    private static func unknownDevice(in syntax: XIBDocumentSyntax) -> Diagnostic? {
        let xml = syntax.file.xml
        guard let device = xml.child(of: xml.root, named: "device"), let index = xml.attributeIndex(device, "id")
        else { return nil }
        let id = xml.value(of: index)
        guard Device.named(id) == nil else { return nil }
        return .warning(
            "designer does not know the device \(Printable.quoted(id)) the document was saved for; each scene is laid out on a screen of its root view's saved size",
            at: xml.attributes[index].value.lowerBound, rule: .unknownDevice)
    }

    /// Whether each of `frames` is left unsettled by `problems`: ambiguous, or negative.
    private static func unsettled(_ frames: [Rect], _ problems: [LayoutProblem]) -> [Bool] {
        var unsettled = frames.map { $0.width < 0 || $0.height < 0 }
        for problem in problems {
            switch problem {
            case .ambiguousPosition(let item, _), .ambiguousSize(let item, _), .negativeSize(let item, _, _, _):
                if unsettled.indices.contains(item) { unsettled[item] = true }
            default: continue
            }
        }
        return unsettled
    }
}
