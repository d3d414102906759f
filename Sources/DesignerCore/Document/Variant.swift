public import Inspectable

/// A named set of values a document is also drawn with, declared on the root view so that one
/// document covers the states of a component (empty, half, full) in its snapshots:
///
///     "variants": {
///       "empty": { "percent": 0 },
///       "full": { "percent": 100, "download.barColor": "systemGreen" },
///       "dark": { "appearance": "dark" }
///     }
///
/// Keys are those `designer set` takes; values are written as in `attributes`. The key
/// `appearance` is the variant's appearance, `light` or `dark`, which it is drawn in whatever
/// appearances a snapshot run draws (an attribute of that name is set in a variant by its view's
/// id, `bar.appearance`).
public struct Variant: Sendable {
    /// One `key: value` member of a variant.
    public struct Value: Sendable {
        public let key: String
        /// Where the key is written, for diagnostics.
        public let keyOffset: Int
        public let value: JSONValue

        init(key: String, keyOffset: Int, value: JSONValue) {
            (self.key, self.keyOffset, self.value) = (key, keyOffset, value)
        }
    }

    public let name: String
    /// Where the name is written, for diagnostics.
    public let nameOffset: Int
    public let values: [Value]
    /// The appearance the variant is drawn in, if it sets one.
    public let appearance: Appearance?

    init(name: String, nameOffset: Int, values: [Value], appearance: Appearance?) {
        (self.name, self.nameOffset, self.values, self.appearance) = (name, nameOffset, values, appearance)
    }

    /// The key of a variant that sets its appearance rather than an attribute.
    public static let appearanceKey = "appearance"

    /// The name of the document as it is written, which no declared variant may take.
    public static let defaultName = "default"

    /// Why `name` cannot name a variant: it becomes part of a file name.
    public static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == defaultName { return "is the name of the document as it is written" }
        let allowed = name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        return allowed ? nil : "may contain only letters, digits, '-' and '_'"
    }
}
