package import Inspectable

/// Draws a document's views as UIKit composites a view hierarchy: each view at its frame, as one
/// layer with its alpha and shadow; its background color (with its corner radius), then its component's
/// drawing (a toolbar's items over it, `Document.toolbarItems`) and its subviews (clipped to its rounded bounds when `clipsToBounds` is on), then its
/// border on top. Hidden views are skipped; a view of an unknown class, or of a designable class
/// known only from a project's sources, is drawn as a placeholder with the class name (under its
/// subviews), as Interface Builder shows a view whose class it cannot load or draw. A scene drawn
/// whole is drawn as its screen, its controller's bars (`SceneChrome`) over and around its root
/// view, as the canvas shows them. A table view draws its sections' titles, grouped backgrounds
/// and separators around its cells (`TableSectionsDrawing`).
/// Every view is drawn in one appearance, light or dark, which its colors are resolved for, and
/// in its own layout direction (`Document.viewLayoutDirections`), which its natural text follows.
package enum ViewTreeDrawing {
    /// The drawing of the whole document (a scene's screen with its bars, `SceneChrome`, where it
    /// has them), or of one view and its subviews placed at the origin, in `appearance`, the fonts its components name drawn with the project's files of them
    /// (`fonts`). With a `cache`, components built for earlier drawings are used again. With
    /// `tagsViews`, each view's own drawing (its component's, not its background or subviews') is
    /// a group tagged with the view's position in `Document.allViews` (`DrawingGroup.tag`), for a
    /// reader that asks which view drew what.
    ///
    /// - Returns: The drawing, and a warning for each view that could not be drawn as asked.
    package static func draw(
        _ document: ResolvedDocument, view id: String? = nil, appearance: Appearance = .light,
        fonts: ProjectFonts? = nil, cache: ComponentCache? = nil, tagsViews: Bool = false
    ) -> (Drawing, [Diagnostic]) {
        cache?.beginDrawing()
        let start = id.flatMap { id in document.allViews.first { $0.node.id == id } } ?? document.root
        var warnings: [Diagnostic] = []
        let chrome = id == nil ? document.document.chrome : nil
        let area = bounds(of: start.node, chrome: chrome)
        let size = Size(width: area.width, height: area.height)
        var canvas = GraphicsContext(
            size: size, origin: Point(x: -area.x, y: -area.y), appearance: appearance,
            layoutDirection: document.document.layoutDirection, fonts: fonts)
        let inset = chrome.map { contentInset(of: start.node, under: $0) } ?? 0
        let options = Options(
            source: document.document, directions: document.document.viewLayoutDirections, cache: cache,
            tagsViews: tagsViews)
        draw(start, in: &canvas, warnings: &warnings, options: options, contentInset: inset)
        if let chrome { SceneChromeDrawing.draw(chrome, in: &canvas) }
        return (Drawing(size: size, commands: canvas.commands), warnings)
    }

    /// What a drawing of the document (or of the view `id`) shows, in its root view's superview's
    /// coordinates: the screen of a scene drawn with its bars, else the view's frame. The drawing's
    /// origin is this rectangle's.
    package static func bounds(of document: ResolvedDocument, view id: String? = nil) -> Rect {
        let start = id.flatMap { id in document.allViews.first { $0.node.id == id } } ?? document.root
        return bounds(
            of: start.node, chrome: id == nil ? document.document.chrome : nil)
    }

    /// Where each view shown in a drawing of the document (or of the view `id`) is, in the
    /// drawing's coordinates, by its position in `Document.allViews`: cut to the superviews that
    /// clip it and to the drawing. Hidden and transparent views, those inside them and those
    /// clipped away are left out.
    package static func shownFrames(of document: ResolvedDocument, view id: String? = nil) -> [Int: Rect] {
        shownViews(of: document, view: id).frames
    }

    /// The section titles of the tables shown in a drawing of the document (or of the view
    /// `id`) as VoiceOver reads them: a header as a heading, a footer as static text, each where
    /// it is drawn (`TableSectionsDrawing.titles`), cut to its table's shown frame.
    package static func sectionTitleElements(
        of document: ResolvedDocument, view id: String? = nil, fonts: ProjectFonts? = nil
    ) -> [AccessibilityElement] {
        let shown = shownViews(of: document, view: id)
        let views = document.document.allViews
        let frame = { (index: Int) in
            views.indices.contains(index) ? views[index].frame : Rect(x: 0, y: 0, width: 0, height: 0)
        }
        let measure = GraphicsContext(size: Size(width: 0, height: 0), fonts: fonts)
        var elements: [AccessibilityElement] = []
        for table in document.document.tables {
            guard let origin = shown.contentOrigins[table.table], let tableFrame = shown.frames[table.table] else {
                continue
            }
            let titles = TableSectionsDrawing.titles(table, width: max(0, frame(table.table).width), frame: frame) {
                measure.size(of: $0, font: $1, style: $2, width: $3).height
            }
            for title in titles {
                let rect = (title.bar ?? title.rect).offsetBy(dx: origin.x, dy: origin.y).intersection(tableFrame)
                guard rect.width > 0, rect.height > 0 else { continue }
                elements.append(
                    AccessibilityElement(
                        view: nil, label: title.text, traits: title.isHeader ? [.header] : [.staticText], frame: rect))
            }
        }
        return elements
    }

    /// The frames `shownFrames` gives, and where each shown view's content (its subviews, a
    /// table's section titles) starts, in the drawing's coordinates.
    private static func shownViews(
        of document: ResolvedDocument, view id: String?
    ) -> (frames: [Int: Rect], contentOrigins: [Int: Point]) {
        let start = id.flatMap { id in document.allViews.first { $0.node.id == id } } ?? document.root
        let chrome = id == nil ? document.document.chrome : nil
        let area = bounds(of: start.node, chrome: chrome)
        let inset = chrome.map { contentInset(of: start.node, under: $0) } ?? 0
        var frames: [Int: Rect] = [:]
        var contentOrigins: [Int: Point] = [:]
        func visit(_ view: ResolvedView, origin: Point, clip: Rect, inset: Double) {
            let configuration = view.configuration
            if configuration?.value(of: "isHidden")?.value(as: Bool.self) == true { return }
            if (configuration?.value(of: "alpha")?.value(as: Double.self) ?? 1) <= 0 { return }
            let frame = view.node.frame
            let placed = Rect(
                x: origin.x + frame.x, y: origin.y + frame.y, width: max(0, frame.width),
                height: max(0, frame.height))
            let shown = placed.intersection(clip)
            guard shown.width > 0, shown.height > 0 else { return }
            frames[view.node.index] = shown
            let clips = configuration?.value(of: "clipsToBounds")?.value(as: Bool.self) == true
            let content = Point(x: placed.x, y: placed.y + inset)
            contentOrigins[view.node.index] = content
            for subview in view.subviews {
                visit(subview, origin: content, clip: clips ? shown : clip, inset: 0)
            }
        }
        let whole = Rect(x: 0, y: 0, width: area.width, height: area.height)
        let origin = id == nil ? Point(x: -area.x, y: -area.y) : Point(x: -start.node.frame.x, y: -start.node.frame.y)
        visit(start, origin: origin, clip: whole, inset: inset)
        return (frames, contentOrigins)
    }

    private static func bounds(of view: ViewNode, chrome: SceneChrome?) -> Rect {
        if let chrome { return chrome.screen }
        let frame = view.frame
        return Rect(x: frame.x, y: frame.y, width: max(0, frame.width), height: max(0, frame.height))
    }

    /// How far a scene's root scroll view (a table or collection view controller's, which
    /// reaches under the bars) moves its content down, as UIKit's automatic content inset does:
    /// to the bottom of the top bar, or of the status bar; 0 for another root view.
    private static func contentInset(of root: ViewNode, under chrome: SceneChrome) -> Double {
        let scrolling: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]
        guard scrolling.contains(root.elementClassName ?? root.className) else { return 0 }
        let top = chrome.navigationBar?.frame.maxY ?? chrome.statusBar?.frame.maxY ?? 0
        return max(0, top - root.frame.y)
    }

    /// What every view of one drawing is drawn with.
    private struct Options {
        /// The laid-out document: its tables' sections and toolbars' items.
        let source: Document
        /// Each view's direction, by its position in `Document.allViews`.
        let directions: [LayoutDirection]
        let cache: ComponentCache?
        /// Whether each view's own drawing is a group tagged with its position.
        let tagsViews: Bool
    }

    private static func draw(
        _ view: ResolvedView, in parent: inout GraphicsContext, warnings: inout [Diagnostic], options: Options,
        contentInset: Double = 0
    ) {
        let (source, cache) = (options.source, options.cache)
        // A negative size, an error a check reports, draws as empty.
        let given = view.node.frame
        let frame = Rect(x: given.x, y: given.y, width: max(0, given.width), height: max(0, given.height))
        let direction =
            options.directions.indices.contains(view.node.index)
            ? options.directions[view.node.index] : parent.layoutDirection
        guard let configuration = view.configuration else {
            // The subviews of a view that cannot be built are still drawn, over its stand-in.
            var context = parent.child(frame: frame, cornerRadius: 0, layoutDirection: direction)
            drawPlaceholder(view.node.className, in: &context)
            for subview in view.subviews {
                draw(subview, in: &context, warnings: &warnings, options: options)
            }
            parent.commands += context.commands
            return
        }
        let instance: ComponentInstance
        do {
            instance = try cache?.instance(for: configuration) ?? configuration.instantiate()
        } catch {
            warnings.append(
                .warning("\(error); drawn as a placeholder", at: view.node.place.start))
            var context = parent.child(frame: frame, cornerRadius: 0)
            drawPlaceholder(view.node.className, in: &context)
            parent.commands += context.commands
            return
        }
        let layer = instance.view
        guard !layer.isHidden, layer.alpha > 0 else { return }
        var context = parent.child(frame: frame, cornerRadius: layer.cornerRadius, layoutDirection: direction)
        context.group(alpha: layer.alpha, clip: nil, shadow: layer.shadow) { context in
            context.fillBackground(layer.backgroundColor)
            let clip: Shape? =
                layer.clipsToBounds ? .roundedRect(context.bounds, cornerRadius: layer.cornerRadius) : nil
            context.group(alpha: 1, clip: clip) { content in
                // The component's transforms end with its drawing; its subviews are placed by frame.
                if configuration.componentClass.drawsAsPlaceholder {
                    // Its own drawing cannot be run: its class is named in a corner, under its subviews.
                    content.draw(
                        configuration.componentClass.name,
                        in: Rect(x: 4, y: 2, width: max(0, content.size.width - 8), height: 12),
                        font: .system(size: 10), color: .systemGray, style: TextStyle(alignment: .right))
                } else if options.tagsViews {
                    content.group(tag: view.node.index) { tagged in
                        tagged.keepingState { instance.component.draw(in: &$0) }
                    }
                } else {
                    content.keepingState { instance.component.draw(in: &$0) }
                }
                if let items = source.toolbarItems[view.node.index] {
                    // A toolbar lays its items out from its leading side.
                    content.mirroringHorizontally(when: content.layoutDirection.isRightToLeft) { content in
                        SceneChromeDrawing.drawToolbarItems(items, in: content.bounds, context: &content)
                    }
                }
                let table = source.tables.first { $0.table == view.node.index }
                if let table { TableSectionsDrawing.drawBackground(table, in: &content) }
                // A scroll view's content (cells, section titles, subviews) sits below its inset.
                if contentInset > 0 { content.translateBy(x: 0, y: contentInset) }
                let frame = { (index: Int) in
                    source.allViews.indices.contains(index)
                        ? source.allViews[index].frame : Rect(x: 0, y: 0, width: 0, height: 0)
                }
                if let table { TableSectionsDrawing.drawUnderCells(table, frame: frame, in: &content) }
                for subview in view.subviews {
                    let clip = table.flatMap {
                        TableSectionsDrawing.clip(ofCell: subview.node.index, frame: subview.node.frame, in: $0)
                    }
                    content.group(alpha: 1, clip: clip) { content in
                        draw(subview, in: &content, warnings: &warnings, options: options)
                    }
                }
                if let table { TableSectionsDrawing.drawOverCells(table, frame: frame, in: &content) }
            }
            if layer.borderWidth > 0 {
                // A layer's border lies inside its bounds, following its corner radius.
                let width = min(layer.borderWidth, context.size.width / 2, context.size.height / 2)
                context.stroke(
                    context.bounds.insetBy(dx: width / 2, dy: width / 2),
                    cornerRadius: max(0, layer.cornerRadius - width / 2), lineWidth: width, color: layer.borderColor)
            }
        }
        parent.commands += context.commands
    }

    /// Interface Builder's stand-in for a view whose class it cannot load: a gray box named for
    /// the class, in system grays, so that it is dark in the dark appearance.
    private static func drawPlaceholder(_ className: String, in context: inout GraphicsContext) {
        context.fill(context.bounds, color: .systemGray6)
        context.stroke(context.bounds.insetBy(dx: 0.5, dy: 0.5), lineWidth: 1, color: .systemGray3)
        context.draw(
            className, in: context.bounds.insetBy(dx: 4, dy: 0), font: .system(size: 13), color: .systemGray)
    }
}
