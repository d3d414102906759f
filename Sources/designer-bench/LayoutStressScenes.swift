import Inspectable
import Layout

/// Scenes that are hard on a constraint solver, as a user's bad or merely big input can be: many
/// constraints on one view, and long chains where each view is placed after the one before.
///
/// Every view is a plain view placed by constraints alone (no intrinsic size), a subview of the
/// root, so the system is the same linear one for any Cassowary solver and `LayoutSceneSystem`
/// writes it for kiwisolver.
enum LayoutStressScenes {
    /// One scene: its name in the table and its tree.
    struct Scene {
        let name: String
        let tree: LayoutTree
    }

    /// The scenes `designer-bench layout-stress` measures.
    static func all(on screen: Screen) -> [Scene] {
        [
            Scene(name: "one view, 1,000 optional", tree: oneView(constraints: 1_000, optional: true, on: screen)),
            Scene(name: "one view, 10,000 optional", tree: oneView(constraints: 10_000, optional: true, on: screen)),
            Scene(
                name: "one view, 10,000 widths at 999 priorities",
                tree: oneViewWidths(constraints: 10_000, priorities: 999, on: screen)),
            Scene(
                name: "one view, 10,000 widths at one priority",
                tree: oneViewWidths(constraints: 10_000, priorities: 1, on: screen)),
            Scene(name: "one view, 10,000 required", tree: oneView(constraints: 10_000, optional: false, on: screen)),
            Scene(name: "chain of 2,000 views", tree: chain(views: 2_000, on: screen)),
            Scene(name: "chain of 5,000 views", tree: chain(views: 5_000, on: screen)),
        ]
    }

    /// A view pinned to the root's top left corner, then `constraints` more on its width and
    /// height: optional equalities and inequalities at priorities spread over 1…999 that pull
    /// each size to a different length (most cannot hold), or required inequalities that all
    /// hold at once (at least 10, at most 1,000 and less).
    static func oneView(constraints: Int, optional: Bool, on screen: Screen) -> LayoutTree {
        var scene = LayoutSceneBuilder()
        let root = self.root(of: &scene, on: screen)
        let view = scene.view("View", in: root)
        scene.constrain(view, .leading, to: root, .leading, constant: 20)
        scene.constrain(view, .top, to: root, .top, constant: 20)
        for number in 0..<max(constraints - 2, 0) {
            let attribute: LayoutAttribute = number.isMultiple(of: 2) ? .width : .height
            if optional {
                let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                scene.constrain(
                    view, attribute, relations[number / 2 % 3], constant: Double(50 + number * 7 % 251),
                    priority: Double(1 + number * 37 % 999))
            } else if number % 4 < 2 {
                scene.constrain(view, attribute, .greaterThanOrEqual, constant: Double(10 - number / 4 % 10))
            } else {
                scene.constrain(view, attribute, .lessThanOrEqual, constant: Double(1_000 + number / 4 % 100))
            }
        }
        return LayoutTree(items: scene.items, constraints: scene.constraints)
    }

    /// A view pinned to the root's top left corner and 100 tall, then `constraints` more
    /// optional equalities on its width, `width = 100 + n % 7` at priority `1 + n % priorities`:
    /// many constraints saying the same thing at different priorities, as a hostile review wrote
    /// them (the simplex once stepped through the equal ones one degenerate pivot at a time).
    static func oneViewWidths(constraints: Int, priorities: Int, on screen: Screen) -> LayoutTree {
        var scene = LayoutSceneBuilder()
        let root = self.root(of: &scene, on: screen)
        let view = scene.view("View", in: root)
        scene.constrain(view, .leading, to: root, .leading, constant: 20)
        scene.constrain(view, .top, to: root, .top, constant: 20)
        scene.constrain(view, .height, constant: 100)
        for number in 0..<max(constraints - 3, 0) {
            scene.constrain(
                view, .width, constant: Double(100 + number % 7), priority: Double(1 + number % priorities))
        }
        return LayoutTree(items: scene.items, constraints: scene.constraints)
    }

    /// `views` views (the root included) in a line, each 8 points after the one before and a
    /// little lower, as long lists laid out by hand are: its leading edge after the previous
    /// one's trailing edge, its top below the previous one's top, its size the previous one's;
    /// the first placed at the root's top left corner and 20 × 10.
    static func chain(views: Int, on screen: Screen) -> LayoutTree {
        var scene = LayoutSceneBuilder()
        let root = self.root(of: &scene, on: screen)
        var previous: Int?
        for number in 1..<max(views, 2) {
            let view = scene.view("View \(number)", in: root)
            if let previous {
                scene.constrain(view, .leading, to: previous, .trailing, constant: 8)
                scene.constrain(view, .top, to: previous, .top, constant: 2)
                scene.constrain(view, .width, to: previous, .width)
                scene.constrain(view, .height, to: previous, .height)
            } else {
                scene.constrain(view, .leading, to: root, .leading)
                scene.constrain(view, .top, to: root, .top)
                scene.constrain(view, .width, constant: 20)
                scene.constrain(view, .height, constant: 10)
            }
            previous = view
        }
        return LayoutTree(items: scene.items, constraints: scene.constraints)
    }

    /// A view controller's root view filling `screen`, with its safe area guide.
    private static func root(of scene: inout LayoutSceneBuilder, on screen: Screen) -> Int {
        let root = scene.add(
            .view, "View", parent: nil,
            frame: Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height),
            layout: ViewLayout(autoresizingMask: [.flexibleWidth, .flexibleHeight], role: .controllerRoot))
        scene.add(.guide(.safeArea), "Safe Area", parent: root)
        return root
    }
}
