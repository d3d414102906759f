import Graphics
import Layout
import Testing

/// Random trees and constraints, good and bad alike: every solve ends, with a frame for every
/// item, each a finite number, and a session gives what a fresh solve gives.
@Suite struct LayoutRandomTreeTests {
    /// A small deterministic generator (SplitMix64), so that a failing seed can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    static func randomTree(seed: UInt64) -> LayoutTree {
        var random = Generator(state: seed)
        let roles: [ViewRole] = [
            .plain, .plain, .scroll, .tableCell(height: 44), .collectionCell(size: Size(width: 50, height: 50)),
            .stack(StackLayout(axis: .vertical, distribution: .equalSpacing, alignment: .center, arrangedSubviews: [])),
            .stack(
                StackLayout(
                    axis: .horizontal, distribution: .fillProportionally, alignment: .firstBaseline,
                    arrangedSubviews: [])),
        ]
        let guides: [LayoutGuideKind] = [
            .safeArea, .layoutMargins, .readableContent, .topLayoutGuide, .bottomLayoutGuide, .contentLayout,
            .frameLayout, .custom,
        ]
        var items = [
            LayoutItem(
                kind: .view, parent: nil, name: "root", savedFrame: Rect(x: 0, y: 0, width: 375, height: 667),
                view: ViewLayout(role: .controllerRoot))
        ]
        for index in 1..<Int.random(in: 2...24, using: &random) {
            let parent = Int.random(in: 0..<index, using: &random)
            let saved = Rect(
                x: Double.random(in: -50...400, using: &random), y: Double.random(in: -50...700, using: &random),
                width: Double.random(in: 0...300, using: &random), height: Double.random(in: 0...300, using: &random))
            if Bool.random(using: &random) && index > 1 {
                items.append(
                    LayoutItem(
                        kind: .guide(guides.randomElement(using: &random) ?? .custom), parent: parent, name: "g",
                        savedFrame: saved))
                continue
            }
            var role = roles.randomElement(using: &random) ?? .plain
            if case .stack(var stack) = role {
                stack.arrangedSubviews = (0..<3).map { _ in Int.random(in: 0..<30, using: &random) }
                role = .stack(stack)
            }
            let text = TextContent(
                text: "Label \(index)", font: .system(size: 17), style: TextStyle(numberOfLines: index % 3))
            let sizes: [IntrinsicContentSize] = [.none, .fixed(width: 40, height: nil), .text(text)]
            let layout = ViewLayout(
                translatesAutoresizingMaskIntoConstraints: Bool.random(using: &random),
                autoresizingMask: AutoresizingMask(rawValue: Int.random(in: 0..<64, using: &random)),
                preservesSuperviewLayoutMargins: Bool.random(using: &random),
                intrinsicContentSize: sizes.randomElement(using: &random) ?? .none, role: role)
            items.append(
                LayoutItem(
                    kind: .view, parent: index == 5 ? 40 : parent, name: "v", savedFrame: saved,
                    isHidden: index % 7 == 0, view: layout))
        }
        let attributes = LayoutAttribute.allCases
        let constants: [Double] = [0, 8, -20, 100, .nan, 1e9, 0.5]
        let constraints = (0..<Int.random(in: 0...60, using: &random)).map { _ in
            LayoutConstraint(
                firstItem: Int.random(in: 0...(items.count), using: &random),
                firstAttribute: attributes.randomElement(using: &random) ?? .width,
                relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random) ?? .equal,
                secondItem: Bool.random(using: &random) ? Int.random(in: 0..<items.count, using: &random) : nil,
                secondAttribute: attributes.randomElement(using: &random) ?? .width,
                multiplier: [1, 1, 0.5, 0, 2].randomElement(using: &random) ?? 1,
                constant: constants.randomElement(using: &random) ?? 0,
                priority: [1000, 1000, 999, 750, 250, 1].randomElement(using: &random) ?? 1000)
        }
        return LayoutTree(items: items, constraints: constraints)
    }

    @Test(arguments: 0..<60)
    func randomTree(seed: Int) {
        let tree = Self.randomTree(seed: UInt64(seed))
        for screen in TestScreen.all {
            var environment = screen.environment
            environment.isRightToLeft = seed.isMultiple(of: 2)
            let solution = LayoutEngine.solve(tree, in: environment)
            #expect(solution.frames.count == tree.items.count)
            let isFinite = solution.frames.allSatisfy { $0.isFinite }
            #expect(isFinite)
            var edited = tree
            if !edited.constraints.isEmpty { edited.constraints[0].constant += 3 }
            let session = LayoutSession()
            _ = session.solve(tree, in: environment)
            #expect(session.solve(edited, in: environment).frames.count == tree.items.count)
        }
    }
}
