import Inspectable

/// The bars that containers of other storyboards give the view controllers of a storyboard
/// they open through a storyboard reference (`<viewControllerPlaceholder storyboardName=
/// "Animations">`), as Xcode infers a controller's simulated bars across files: IBAnimatable's
/// playground storyboards, each opened from a navigation controller's stack in another
/// storyboard, save their views under a 44-point navigation bar (a label pinned to the top
/// layout guide at y 64 on a 20-point status bar) though the controller says nothing of bars.
///
/// A caller reads the project's storyboards once and keeps the result for every layout.
public struct XIBReferencedBars: Sendable {
    /// What the references to one controller give it.
    struct Inferred: Sendable, Equatable {
        /// Whether it is under a navigation bar, and whether that bar is translucent.
        var navigationBar: Bool?
        /// Whether it is a tab bar controller's child, or in a child's navigation stack.
        var isInTabBar = false
    }

    /// By storyboard name (`Animations`), then the referenced identifier (`""` for the initial
    /// view controller).
    private var targets: [String: [String: Inferred]] = [:]

    /// The bars the references in `storyboards` give: each text named by its path, the
    /// storyboard's name its file name without `.storyboard`. A text that is no storyboard is
    /// skipped.
    public init(storyboards: [SourceText]) {
        for source in storyboards {
            guard let xml = try? XMLSyntax(parsing: source), xml.isElement(xml.root, named: "document") else {
                continue
            }
            let graph = XIBControllerGraph(xml)
            for element in xml.elements.indices where xml.isElement(element, named: "viewControllerPlaceholder") {
                guard let name = xml.attribute(element, "storyboardName") else { continue }
                let found = Inferred(
                    navigationBar: graph.navigationBar(of: element), isInTabBar: graph.isInTabBar(element))
                guard found != Inferred() else { continue }
                targets[name, default: [:]][xml.attribute(element, "referencedIdentifier") ?? ""] = found
            }
        }
    }

    /// What the references give the controller `controller` of the storyboard `xml`, read from
    /// a file named `path`: as its initial view controller, or by its storyboard identifier.
    func inferred(for controller: Int, in xml: XMLSyntax, path: String) -> Inferred? {
        guard let file = path.split(separator: "/").last, file.hasSuffix(".storyboard"),
            let byIdentifier = targets[String(file.dropLast(".storyboard".count))]
        else { return nil }
        if let identifier = xml.attribute(controller, "storyboardIdentifier"), let found = byIdentifier[identifier] {
            return found
        }
        guard let id = xml.attribute(controller, "id"), xml.attribute(xml.root, "initialViewController") == id else {
            return nil
        }
        return byIdentifier[""]
    }
}
