import Inspectable
import Layout

/// What an Interface Builder scene's root view is laid out in on a screen.
///
/// A view controller's root view fills the screen, less the opaque bars around it (see
/// `XIBSimulatedBars`), unless the controller is sized freely (`<freeformSimulatedSizeMetrics>`)
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

    private var root: ViewNode { document.root }

    /// The screen the document was saved on: its device's, or one of its root view's saved size.
    var savedScreen: Screen {
        if let saved = document.savedDevice, let device = Device.named(saved.id) {
            return device.screen(saved.orientation)
        }
        let size = Size(width: root.frame.width, height: root.frame.height)
        let isRegular = size.width >= 768
        return Screen(
            name: "\(XIBColor.number(size.width))x\(XIBColor.number(size.height))", size: size, scale: 2,
            horizontalSizeClass: isRegular ? .regular : .compact, verticalSizeClass: .regular)
    }

    /// The environment of the root on `screen`; on the document's own device, as the canvas of
    /// the Xcode that saved it gives that device (`XIBCanvas`).
    func environment(on screen: Screen) -> LayoutEnvironment {
        let screen = screen.name == document.savedDevice?.id ? XIBCanvas(xml: xml).screen(screen) : screen
        guard fillsScreen else {
            return LayoutEnvironment(
                rootFrame: root.frame, scale: screen.scale, horizontalSizeClass: screen.horizontalSizeClass)
        }
        let isPad = screen.horizontalSizeClass == .regular && screen.verticalSizeClass == .regular
        let bars = controller.map { XIBSimulatedBars.of(controller: $0, in: xml, isPad: isPad) } ?? XIBSimulatedBars()
        let safe = screen.safeAreaInsets
        var frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
        var insets = safe
        var statusBar = screen.statusBarHeight
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
        if let bottom = bars.bottom {
            if bottom.isTranslucent {
                insets.bottom += bottom.height
            } else {
                frame.height -= safe.bottom + bottom.height
                insets.bottom = 0
            }
        }
        return LayoutEnvironment(
            rootFrame: frame, safeAreaInsets: insets, statusBarHeight: statusBar,
            scale: screen.scale, horizontalSizeClass: screen.horizontalSizeClass)
    }

    /// The view controller whose root view the scene's root is, if it is one.
    private var controller: Int? {
        guard xml.hasAttribute(root.node, "key", equalTo: "view") else { return nil }
        var candidate = root.node - 1
        while candidate >= 0, xml.elements[candidate].after <= root.node { candidate -= 1 }
        return candidate >= 0 && xml.name(of: candidate).hasSuffix("Controller") ? candidate : nil
    }

    private func isFreeform(_ element: Int) -> Bool {
        xml.child(of: element, named: "freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
    }

    /// Whether the root takes the screen's size rather than its own.
    private var fillsScreen: Bool {
        if let controller { return isScreenAsked || !isFreeform(controller) }
        guard !isFreeform(root.node), ["view", "containerView"].contains(xml.name(of: root.node)) else {
            return false
        }
        if xml.child(of: root.node, named: "simulatedScreenMetrics") != nil { return true }
        guard let saved = document.savedDevice, let device = Device.named(saved.id) else { return false }
        let size = device.screen(saved.orientation).size
        return root.frame.width == size.width && root.frame.height == size.height
    }
}
