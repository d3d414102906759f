import Graphics

/// The symbols a picture's colors are drawn with: never letters or digits, so they cannot be
/// mistaken for text; a blank for transparent.
///
/// A color's symbol follows from the color alone (a hash of its channels picks it, white's being
/// `.`), not from where the color is first drawn, so a drawing that changes keeps the symbols, and
/// the legend the order, of the colors it keeps. Two colors that hash to one symbol are settled
/// by their values: the higher takes it, the other the next free one.
///
/// A picture of more colors than there are symbols (a gradient, a shadow's soft edge) has its
/// colors gathered into bands: each color, those most cells show first, takes the symbol of the
/// first one before it that lies near it, at the least nearness for which the symbols suffice.
struct Palette {
    private static let symbolText = ".#=+*~^:-o&$@?!;_/|<>[]{}"
    /// The symbols as the ASCII bytes they are, by index.
    static let symbolBytes = Array(symbolText.utf8)

    /// The colors shown, in the order of their symbols: the legend.
    let legend: [(symbol: Character, color: Color)]
    /// Each color's symbol, by its `0xRRGGBB`.
    private let symbolOfColor: [UInt32: UInt8]

    /// The palette of a picture whose cells show `cells`, colors `0xRRGGBB`, one for each cell.
    init(_ cells: some Sequence<UInt32>) {
        var counts: [UInt32: Int] = [:]
        for color in cells { counts[color, default: 0] += 1 }
        // The colors most cells show first, as the bands' representatives.
        let colors = counts.keys.sorted { (counts[$1] ?? 0, $0) < (counts[$0] ?? 0, $1) }
        let shown = Self.representatives(of: colors)
        var slots = [UInt32?](repeating: nil, count: Self.symbolBytes.count)
        var slotOfShown: [UInt32: Int] = [:]
        // Two colors that want one symbol: the higher value takes it (white, the highest, always does).
        for color in Set(shown).sorted(by: >) {
            var slot = Self.preferredSlot(of: color)
            while slots[slot] != nil { slot = (slot + 1) % slots.count }
            slots[slot] = color
            slotOfShown[color] = slot
        }
        var symbolOfColor: [UInt32: UInt8] = [:]
        for (color, representative) in zip(colors, shown) {
            symbolOfColor[color] = slotOfShown[representative].map { Self.symbolBytes[$0] }
        }
        self.symbolOfColor = symbolOfColor
        legend = slots.indices.compactMap { slot in
            slots[slot].map { (Character(UnicodeScalar(Self.symbolBytes[slot])), CellGrid.color($0)) }
        }
    }

    /// The symbol of `color`, `0xRRGGBB`, as its ASCII byte; a blank for one the palette was not made with.
    func symbol(_ color: UInt32) -> UInt8 {
        symbolOfColor[color] ?? UInt8(ascii: " ")
    }

    /// The symbol a color takes unless another took it first: FNV-1a of its channels, turned so
    /// that white, the commonest background, is `.`.
    private static func preferredSlot(of color: UInt32) -> Int {
        func hash(_ color: UInt32) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for shift in [16, 8, 0] as [UInt32] { hash = (hash ^ UInt64(color >> shift & 0xFF)) &* 0x100_0000_01b3 }
            return hash % UInt64(symbolBytes.count)
        }
        let count = UInt64(symbolBytes.count)
        return Int((hash(color) + count - hash(0xFF_FFFF)) % count)
    }

    /// Each of `colors` as the one shown for it: itself when the colors fit the symbols;
    /// otherwise the first color before it within a distance (the largest difference of a
    /// channel), the least distance at which they fit.
    static func representatives(of colors: [UInt32]) -> [UInt32] {
        guard colors.count > symbolBytes.count else { return colors }
        func distance(_ a: UInt32, _ b: UInt32) -> UInt32 {
            [16, 8, 0].map { (shift: UInt32) -> UInt32 in
                let (x, y) = (a >> shift & 0xFF, b >> shift & 0xFF)
                return x > y ? x - y : y - x
            }.max() ?? 0
        }
        func bands(within nearness: UInt32) -> [UInt32]? {
            var chosen: [UInt32] = []
            var representatives: [UInt32] = []
            for color in colors {
                if let near = chosen.first(where: { distance($0, color) <= nearness }) {
                    representatives.append(near)
                } else {
                    guard chosen.count < symbolBytes.count else { return nil }
                    chosen.append(color)
                    representatives.append(color)
                }
            }
            return representatives
        }
        // The least distance that fits, found by halving; at 255 every color is one band.
        var (low, high) = (UInt32(0), UInt32(255))
        while low < high {
            let middle = (low + high) / 2
            if bands(within: middle) == nil { low = middle + 1 } else { high = middle }
        }
        return bands(within: high) ?? Array(repeating: colors[0], count: colors.count)
    }
}
