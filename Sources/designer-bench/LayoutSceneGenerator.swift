import Inspectable
import Layout

/// A view controller's scene shaped as real screens are, as a layout tree: a content view pinned
/// to the safe area holds a column of cards and a tab bar. Each card is a nested container of 20
/// views: an icon kept square (`1:1`) with a badge centered on its corner, a title and subtitle
/// (a `0.8` multiplier) beside it, a button, a row of five equal-width cells (`4:3`) each with a
/// dot centered in it at half its width, and a footer of three chained views, the first 80 wide
/// at priority 750. Cards are chained one under the other; the last asks, at priority 250, to end
/// above the tab bar, which it cannot (it overflows the screen, as long content does). Layout
/// margins (8) place each card's contents. Required inequalities that hold make up the count of
/// constraints.
///
/// Every view but the root sets `translatesAutoresizingMaskIntoConstraints` off, and every one is
/// a plain view (no intrinsic size), so its frame follows from the constraints alone and the
/// system is the same linear one for any Cassowary solver: `LayoutSceneSystem` writes it for
/// kiwisolver. The saved frames are all the same small rectangle (the layout ignores them) until
/// the benchmark saves the solved ones.
enum LayoutSceneGenerator {
    /// A scene of `views` views (the root included) and `constraints` constraints on `screen`;
    /// `nil` if that many views cannot carry that many constraints in this shape (about four a
    /// view).
    static func tree(views: Int = 1_000, constraints: Int = 4_000, on screen: Screen) -> LayoutTree? {
        var scene = LayoutSceneBuilder()
        let root = scene.add(
            .view, "View", parent: nil,
            frame: Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height),
            layout: ViewLayout(autoresizingMask: [.flexibleWidth, .flexibleHeight], role: .controllerRoot))
        let safeArea = scene.add(.guide(.safeArea), "Safe Area", parent: root)
        let content = scene.view("Content", in: root)
        for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            scene.constrain(content, attribute, to: safeArea, attribute)
        }
        // A card is 20 views; the tab bar takes what is left, at least a bar and two items.
        let cards = (views - 2 - 3) / 20
        var previous: Int?
        var footers: [(footer: Int, last: Int)] = []
        for number in stride(from: 1, through: cards, by: 1) {
            let card = scene.card(number, in: content, below: previous)
            footers.append((card.footer, card.lastFooterItem))
            previous = card.view
        }
        let tabBar = scene.tabBar(views: views - 2 - 20 * cards, in: content)
        if let previous {
            scene.constrain(previous, .bottom, .lessThanOrEqual, to: tabBar, .top, constant: -8, priority: 250)
        }
        // Required inequalities that hold: the last footer item ends within its footer's margins.
        for (footer, last) in footers where scene.constraints.count < constraints {
            scene.constrain(last, .trailing, .lessThanOrEqual, to: footer, .trailingMargin)
        }
        guard scene.items.count(where: { $0.kind == .view }) == views, scene.constraints.count == constraints
        else { return nil }
        return LayoutTree(items: scene.items, constraints: scene.constraints)
    }
}

extension LayoutSceneBuilder {
    /// A card of 20 views and 80 constraints under `previous` (or the top of `content`); the card,
    /// its footer and the footer's last item.
    mutating func card(_ number: Int, in content: Int, below previous: Int?) -> (
        view: Int, footer: Int, lastFooterItem: Int
    ) {
        let card = view("Card \(number)", in: content)
        constrain(card, .centerX, to: content, .centerX)
        constrain(card, .width, to: content, .width, constant: -32)
        if let previous {
            constrain(card, .top, to: previous, .bottom, constant: 12)
        } else {
            constrain(card, .top, to: content, .top, constant: 8)
        }

        let icon = view("Icon \(number)", in: card)
        constrain(icon, .leading, to: card, .leadingMargin)
        constrain(icon, .top, to: card, .topMargin)
        constrain(icon, .width, constant: 44)
        constrain(icon, .width, to: icon, .height)

        let button = view("Button \(number)", in: card)
        constrain(button, .trailing, to: card, .trailingMargin)
        constrain(button, .centerY, to: icon, .centerY)
        constrain(button, .width, constant: 60)
        constrain(button, .height, constant: 32)

        let title = view("Title \(number)", in: card)
        constrain(title, .leading, to: icon, .trailing, constant: 12)
        constrain(title, .top, to: icon, .top)
        constrain(title, .trailing, to: button, .leading, constant: -8)
        constrain(title, .height, constant: 20)

        let subtitle = view("Subtitle \(number)", in: card)
        constrain(subtitle, .leading, to: title, .leading)
        constrain(subtitle, .top, to: title, .bottom, constant: 4)
        constrain(subtitle, .width, to: title, .width, multiplier: 0.8)
        constrain(subtitle, .height, to: title, .height, multiplier: 0.8)

        let badge = view("Badge \(number)", in: card)
        constrain(badge, .centerX, to: icon, .trailing)
        constrain(badge, .centerY, to: icon, .top)
        constrain(badge, .width, constant: 16)
        constrain(badge, .height, to: badge, .width)

        var cells: [Int] = []
        for column in 1...5 {
            let cell = view("Cell \(number).\(column)", in: card)
            if let first = cells.first, let last = cells.last {
                constrain(cell, .leading, to: last, .trailing, constant: 8)
                constrain(cell, .top, to: first, .top)
                constrain(cell, .width, to: first, .width)
                constrain(cell, .height, to: first, .height)
            } else {
                constrain(cell, .leading, to: card, .leadingMargin)
                constrain(cell, .top, to: icon, .bottom, constant: 12)
                constrain(cell, .width, to: cell, .height, multiplier: 4.0 / 3)
            }
            cells.append(cell)
            let dot = view("Dot \(number).\(column)", in: cell)
            constrain(dot, .centerX, to: cell, .centerX)
            constrain(dot, .centerY, to: cell, .centerY)
            constrain(dot, .width, to: cell, .width, multiplier: 0.5)
            constrain(dot, .height, to: dot, .width)
        }
        if let last = cells.last { constrain(last, .trailing, to: card, .trailingMargin) }

        let footer = view("Footer \(number)", in: card)
        constrain(footer, .leading, to: card, .leading)
        constrain(footer, .trailing, to: card, .trailing)
        constrain(footer, .top, to: cells[0], .bottom, constant: 12)
        constrain(footer, .height, constant: 44)
        constrain(card, .bottom, to: footer, .bottom)
        var chain: [Int] = []
        for position in 1...3 {
            let item = view("Footer \(number).\(position)", in: footer)
            if let first = chain.first, let last = chain.last {
                constrain(item, .leading, to: last, .trailing, constant: 8)
                constrain(item, .centerY, to: first, .centerY)
                constrain(item, .width, to: first, .width)
                constrain(item, .height, to: first, .height)
            } else {
                constrain(item, .leading, to: footer, .leadingMargin)
                constrain(item, .centerY, to: footer, .centerY)
                constrain(item, .width, constant: 80, priority: 750)
                constrain(item, .height, constant: 28)
            }
            chain.append(item)
        }
        return (card, footer, chain[chain.count - 1])
    }

    /// A tab bar of `views` views (the bar and its items) at the bottom of `content`, with four
    /// constraints a view: its items side by side, of equal widths.
    mutating func tabBar(views: Int, in content: Int) -> Int {
        let bar = view("Tab Bar", in: content)
        constrain(bar, .leading, to: content, .leading)
        constrain(bar, .trailing, to: content, .trailing)
        constrain(bar, .bottom, to: content, .bottom)
        constrain(bar, .height, constant: 49)
        var items: [Int] = []
        for number in 1..<max(views, 2) {
            let item = view("Tab \(number)", in: bar)
            constrain(item, .top, to: bar, .top)
            constrain(item, .bottom, to: bar, .bottom)
            if let first = items.first, let last = items.last {
                constrain(item, .leading, to: last, .trailing)
                constrain(item, .width, to: first, .width)
            } else {
                constrain(item, .leading, to: bar, .leading)
            }
            items.append(item)
        }
        if let last = items.last { constrain(last, .trailing, to: bar, .trailing) }
        return bar
    }
}

/// Object ids shaped as Interface Builder's (`a1b-2c-3de`), one for each number.
enum LayoutSceneIDs {
    static func id(_ number: Int) -> String {
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var value = number
        var characters: [Character] = []
        for _ in 0..<8 {
            characters.append(digits[value % digits.count])
            value /= digits.count
        }
        let text = String(characters.reversed())
        return "\(text.prefix(3))-\(text.dropFirst(3).prefix(2))-\(text.suffix(3))"
    }
}
