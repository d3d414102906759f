/// A class's attribute names as bytes: the position `ComponentClass.position(named:)` gives a
/// name, found from the bytes a document writes it in without making a `String` or hashing one.
struct AttributeNameTable: Sendable {
    /// Every name's bytes, one after another.
    private let bytes: [UInt8]
    /// Per name: where its bytes end in `bytes`, and its attribute's position.
    private let entries: [(end: Int, position: Int)]
    /// Open addressing: per slot, an index into `entries`, or -1.
    private let slots: [Int32]

    /// The table of `index`, every name (and alias) a class's attributes are found by.
    init(_ index: [String: Int]) {
        var bytes: [UInt8] = []
        var entries: [(end: Int, position: Int)] = []
        var capacity = 8
        while capacity < index.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        for (name, position) in index {
            let start = bytes.count
            bytes += name.utf8
            entries.append((bytes.count, position))
            var slot = bytes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[start...])) }
            slot &= capacity - 1
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(entries.count - 1)
        }
        (self.bytes, self.entries, self.slots) = (bytes, entries, slots)
    }

    /// The position of the attribute whose name (or alias) is exactly `name`'s bytes; `nil` for
    /// any other, which only the name as a `String` can settle (a name no class has, or one
    /// written in other bytes for the same characters).
    func position(of name: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        return bytes.withUnsafeBufferPointer { bytes in
            while slots[slot] >= 0 {
                let entry = Int(slots[slot])
                let start = entry == 0 ? 0 : entries[entry - 1].end
                let end = entries[entry].end
                if end - start == name.count {
                    var offset = 0
                    while offset < name.count, bytes[start + offset] == name[offset] { offset += 1 }
                    if offset == name.count { return entries[entry].position }
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// FNV-1a: a few instructions a byte, and names are short.
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }
}
