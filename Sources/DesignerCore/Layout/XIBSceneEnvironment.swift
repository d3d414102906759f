import Inspectable
import Layout

/// What an Interface Builder scene's root view is laid out in on a screen.
///
/// A view controller's root view fills the screen, less the opaque bars around it (see
/// `XIBSimulatedBars`; a xib's top-level view has the bars it says it simulates),
/// unless the controller is sized freely (`<freeformSimulatedSizeMetrics>`)
/// and laid out on the document's own canvas: there it keeps its saved size, as Xcode's canvas
/// shows it; on a screen asked for (`isScreenAsked`) it fills that screen, as a controller's root
/// view fills its window at run time whatever size the canvas gave it. A xib's top-level view keeps its saved size, unless it is a
/// screen's view: one that is not freeform and was saved at the size of the document's device
/// (or says it simulates a screen). A root that fills the screen gets the screen's safe area
/// with the translucent bars over it: UIKit gives it whether or not the document's constraints
/// use the safe area guide (`useSafeAreas`), and the legacy layout guides and margins follow it.
struct XIBSceneEnvironment {
    let document: Document
    let xml: XMLSyntax
    /// Whether the screen was asked for (`--device`, `--orientation`) rather than the document's own.
    var isScreenAsked = false
    /// The scenes whose layout this one's is part of: a controller embedded in a container view
    /// is laid out at the container's size, so its host's scene is laid out first; a host that
    /// is already being laid out (an embedding that goes round) is not laid out again, nor one
    /// more than `maximumHosts` containers out, so that no document's embeddings run deep.
    var hosts: Set<Int> = []

    /// The project's own font files, which the hosts' text is measured with.
    var fonts: ProjectFonts?
    /// The text size the hosts' text styles are measured at.
    var contentSize: ContentSizeCategory = .large
    /// The language's direction the hosts are laid out in.
    var layoutDirection: LayoutDirection = .leftToRight

    /// How many containers out the scene's size is looked for; further out, a scene keeps its saved size.
    static let maximumHosts = 16

    private var root: ViewNode { document.root }

    /// The screen the document was saved on: its device's; for a document that names none, the
    /// iPhone or iPad with a home button of its root view's saved size (Xcode wrote no
    /// `<device>` before Xcode 8, whose canvas was such a device, with its 20-point status bar:
    /// a controller under an opaque navigation bar has its root view at y 64); else a screen of
    /// the root's size.
    var savedScreen: Screen {
        if let saved = document.savedDevice, let device = Device.named(saved.id) {
            return device.screen(saved.orientation)
        }
        let size = Size(width: root.frame.width, height: root.frame.height)
        for device in Device.all where !device.hasHomeIndicator {
            for orientation in Orientation.allCases where device.screen(orientation).size == size {
                return device.screen(orientation)
            }
        }
        let isRegular = size.width >= 768
        return Screen(
            name: "\(XIBColor.number(size.width))x\(XIBColor.number(size.height))", size: size, scale: 2,
            horizontalSizeClass: isRegular ? .regular : .compact, verticalSizeClass: .regular)
    }

    /// Whether `screen` is the document's own device, which the scene is laid out on as the canvas
    /// of the Xcode that saved it shows it (`XIBCanvas`), its placeholder constraints too.
    func isCanvas(_ screen: Screen) -> Bool { screen.name == savedScreen.name }

    /// The environment of the root on `screen`; on the document's own device, as the canvas of
    /// the Xcode that saved it gives that device (`XIBCanvas`). A xib's top-level view is shown as
    /// that canvas shows one on every device (see `topLevelInsets`).
    func environment(on screen: Screen) -> LayoutEnvironment {
        let canvas = isCanvas(screen) ? XIBCanvas(xml: xml) : nil
        let screen = canvas?.screen(screen) ?? screen
        guard fillsScreen else {
            var environment = LayoutEnvironment(
                rootFrame: embeddedFrame(on: screen) ?? root.frame, scale: screen.scale,
                horizontalSizeClass: screen.horizontalSizeClass)
            environment.cellsKeepDefaultMargins = canvas?.isBeforeIOS11 ?? false
            // A table cell's top-level view is shown with no safe area (a cell saved by Xcode 12 on
            // an iPhone 11 has its views pinned to its safe area's top at y 12 + 0); a view's and
            // a collection cell's have the screen's (one saved by Xcode 14 has 48 at its top).
            if controller == nil, document.savedDevice != nil,
                xml.isElement(root.node, named: "view") || xml.isElement(root.node, named: "collectionViewCell")
            {
                (environment.safeAreaInsets, environment.statusBarHeight) = topLevelInsets(
                    on: screen, size: Size(width: root.frame.width, height: root.frame.height), canvas: canvas)
                // The bars it says it simulates cover its edges: an opaque one leaves it no inset
                // there, nor a status bar above it (a view saved 603 tall under an opaque
                // navigation bar on a 667-point phone has its table pinned to its safe area at y 0).
                let isPad = screen.horizontalSizeClass == .regular && screen.verticalSizeClass == .regular
                let bars = XIBSimulatedBars.of(
                    controller: root.node, in: xml, isPad: isPad, hasHomeIndicator: screen.safeAreaInsets.bottom > 0)
                if let top = bars.top {
                    if top.isTranslucent {
                        environment.safeAreaInsets.top += top.height
                        environment.statusBarHeight += top.height
                    } else {
                        (environment.safeAreaInsets.top, environment.statusBarHeight) = (0, 0)
                    }
                }
                for bottom in bars.bottomBars {
                    environment.safeAreaInsets.bottom =
                        bottom.isTranslucent ? environment.safeAreaInsets.bottom + bottom.height : 0
                }
            }
            return environment
        }
        let isPad = screen.horizontalSizeClass == .regular && screen.verticalSizeClass == .regular
        // A xib's top-level view has the bars it says it simulates, as a controller's root does.
        let bars = XIBSimulatedBars.of(
            controller: controller ?? root.node, in: xml, isPad: isPad,
            hasHomeIndicator: screen.safeAreaInsets.bottom > 0)
        let (safe, screenStatusBar) =
            controller == nil
            ? topLevelInsets(on: screen, size: screen.size, canvas: canvas)
            : statusBar(screen.safeAreaInsets, screen.statusBarHeight, of: controller ?? root.node, canvas: canvas)
        var frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
        var insets = safe
        var statusBar = screenStatusBar
        if let top = bars.top {
            if top.isTranslucent {
                insets.top += top.height
                statusBar += top.height
            } else {
                frame.y = safe.top + top.height
                frame.height -= frame.y
                (insets.top, statusBar) = (0, 0)
            }
        }
        // An opaque bar takes its room and the room below it from the root view.
        for bottom in bars.bottomBars {
            if bottom.isTranslucent {
                insets.bottom += bottom.height
            } else {
                frame.height -= insets.bottom + bottom.height
                insets.bottom = 0
            }
        }
        var environment = LayoutEnvironment(
            rootFrame: frame, safeAreaInsets: insets, statusBarHeight: statusBar,
            scale: screen.scale, horizontalSizeClass: screen.horizontalSizeClass)
        environment.cellsKeepDefaultMargins = canvas?.isBeforeIOS11 ?? false
        return environment
    }

    /// The safe area insets and status bar of a xib's top-level view of `size` on `screen`, as
    /// the canvas of the Xcode that saved it shows them: Interface Builder shows the view as a
    /// screen of its own size, with the screen's insets at every edge, so that a view 72 points
    /// tall still has the home indicator's 34 at its bottom; Xcode 12 to 14.2 leave an iPhone's
    /// status bar out, and Xcode 12 and 13 inset only the edges it shares with the screen (see
    /// `XIBCanvas`).
    ///
    /// These hold on every device, not only the one the document was saved on (`canvas`, `nil`
    /// on another): a top-level view that is not a screen has no place of its own at run time
    /// (the app puts it where it needs it), so the canvas its author saw is the only evidence of
    /// the insets it was made for, and the author's Xcode shows it so on any device it is given.
    /// A bar 49 points tall saved by Xcode 12 on an iPhone 11, its content pinned to the safe
    /// area's bottom, has no bottom inset there; on another phone with the same home indicator
    /// it must not lose 34 points of its height to one.
    private func topLevelInsets(
        on screen: Screen, size: Size, canvas: XIBCanvas?
    ) -> (insets: EdgeInsets, statusBar: Double) {
        var insets = screen.safeAreaInsets
        var statusBar = screen.statusBarHeight
        let rules = canvas ?? XIBCanvas(xml: xml)
        if rules.omitsStatusBarOfTopLevelViews {
            // On an iPhone with a home button the status bar is all there is at the top; a sensor
            // housing insets it still, and an iPad keeps its status bar.
            if let device = Device.named(screen.name), device.idiom == .phone, !device.hasHomeIndicator {
                (insets.top, statusBar) = (0, 0)
            }
        }
        if rules.placesTopLevelViewsInScreenCorner {
            if size.height < screen.size.height { insets.bottom = 0 }
            if size.width < screen.size.width { insets.right = 0 }
        }
        return self.statusBar(insets, statusBar, of: root.node, canvas: canvas)
    }

    /// `insets` and `statusBar` without the status bar where the controller or view `element`
    /// simulates none (`<nil key="simulatedStatusBarMetrics"/>`, Interface Builder's status bar
    /// "None") on a canvas before iOS 11, where the status bar is all there is at the top: a
    /// walkthrough controller saying so, its label 40 points below the top layout guide, is saved
    /// at y 40 on an iPhone 8 by Xcode 8. Later canvases keep the safe area the device gives (an
    /// iPad's controller saying so, saved by Xcode 16, has its view pinned to the safe area at y 20).
    func statusBar(
        _ insets: EdgeInsets, _ statusBar: Double, of element: Int, canvas: XIBCanvas?
    ) -> (insets: EdgeInsets, statusBar: Double) {
        let hidesStatusBar = xml.children(of: element).contains {
            xml.isElement($0, named: "nil") && xml.hasAttribute($0, "key", equalTo: "simulatedStatusBarMetrics")
        }
        guard hidesStatusBar, canvas?.isBeforeIOS11 == true else { return (insets, statusBar) }
        var insets = insets
        insets.top = 0
        return (insets, 0)
    }

    /// The view controller whose root view the scene's root is, if it is one.
    var controller: Int? {
        guard xml.hasAttribute(root.node, "key", equalTo: "view") else { return nil }
        var candidate = root.node - 1
        while candidate >= 0, xml.elements[candidate].after <= root.node { candidate -= 1 }
        return candidate >= 0 && xml.name(of: candidate).hasSuffix("Controller") ? candidate : nil
    }

    /// Whether a controller or view is sized freely: Xcode writes `<freeformSimulatedSizeMetrics>`,
    /// and for a controller the size (`<size key="freeformSize">`), which Xcode 14 and later
    /// write alone (an alert's controller saved 355 × 403 on an iPad).
    private func isFreeform(_ element: Int) -> Bool {
        xml.child(of: element, named: "freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
            || (xml.name(of: element).hasSuffix("Controller")
                && xml.child(of: element, named: "size", key: "freeformSize") != nil)
    }

    /// Whether a controller is shown in a container view (an `embed` segue leads to it): Xcode
    /// gives its root the container's size, and saves it so (a dialog 375 × 400 in a container
    /// of that size on an iPad; a list 375 × 683 in one that reaches under a phone's bottom edge).
    private func isEmbedded(_ controller: Int) -> Bool { embedSegue(to: controller) != nil }

    /// The `embed` segue that leads to `controller`, if one does.
    private func embedSegue(to controller: Int) -> Int? {
        guard let id = xml.attribute(controller, "id") else { return nil }
        return xml.elements.indices.first { element in
            xml.isElement(element, named: "segue") && xml.hasAttribute(element, "kind", equalTo: "embed")
                && xml.hasAttribute(element, "destination", equalTo: id)
        }
    }

    /// The root's frame on a screen asked for when its controller is embedded in a container
    /// view: the container's size as its own scene lays it out on that screen, as UIKit sizes an
    /// embedded controller's view to its container's bounds. (On the document's own device the
    /// root keeps its saved size, which Xcode saved at the container's.) A dialog embedded in a
    /// container at most 375 wide is 320 wide on a 320-point phone, not the 375 it was saved at on
    /// an iPad. `nil` where the scene is not embedded or the container cannot be laid out.
    private func embeddedFrame(on screen: Screen) -> Rect? {
        guard isScreenAsked, let controller, let segue = embedSegue(to: controller) else { return nil }
        // The container view whose connections hold the segue, and the scene it is written in.
        var container = segue - 1
        while container >= 0,
            xml.elements[container].after <= segue || !xml.isElement(container, named: "containerView")
        {
            container -= 1
        }
        let start = container >= 0 ? xml.elements[container].start : -1
        guard let id = container >= 0 ? xml.attribute(container, "id") : nil,
            let host = document.scenes.lastIndex(where: { $0.offset <= start }),
            host != document.sceneIndex, !hosts.contains(host), hosts.count < Self.maximumHosts,
            let hostDocument = document.readScene(host).document,
            let view = hostDocument.allViews.first(where: { $0.id == id })
        else { return nil }
        let hosts = self.hosts.union(document.sceneIndex.map { [$0] } ?? [])
        let layout = hostDocument.layout(
            on: screen, contentSize: contentSize, layoutDirection: layoutDirection, session: nil, fonts: fonts,
            hosts: hosts)
        let frame = layout.frames[view.index]
        guard frame.width.isFinite, frame.height.isFinite, frame.width >= 0, frame.height >= 0 else { return nil }
        return Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    /// Whether the root takes the screen's size rather than its own.
    var fillsScreen: Bool {
        if let controller { return !isEmbedded(controller) && (isScreenAsked || !isFreeform(controller)) }
        guard !isFreeform(root.node), ["view", "containerView"].contains(xml.name(of: root.node)) else {
            return false
        }
        if xml.child(of: root.node, named: "simulatedScreenMetrics") != nil { return true }
        guard let saved = document.savedDevice, let device = Device.named(saved.id) else { return false }
        let size = device.screen(saved.orientation).size
        return root.frame.width == size.width && root.frame.height == size.height
    }
}
