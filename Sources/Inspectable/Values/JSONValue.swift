/// A JSON value with its object keys in document order.
///
/// Numbers keep their literal text, so an integer beyond 64 bits or a decimal with
/// more digits than a `Double` holds is reported exactly instead of being rounded.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The kind of value with an article, for messages: "a string", "an object".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// The members of a JSON object, in the order they were written.
public struct JSONObject: Sendable, Hashable {
    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public var members: [Member]

    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// Builds an object from pairs in the given order.
    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        self.members = pairs.map { Member(key: $0.key, value: $0.value) }
    }

    /// The value of the first member named `key`.
    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    public var keys: [String] { members.map(\.key) }

    /// This object with `members` added; a key it has already keeps its value, so that no key
    /// is ever written twice.
    public func adding(_ members: [Member]) -> JSONObject {
        var result = self
        for member in members where result[member.key] == nil { result.members.append(member) }
        return result
    }

    /// This object with the values of `members` in place of its own of the same keys, and the
    /// other members added.
    public func updating(with members: [Member]) -> JSONObject {
        var result = self
        for member in members {
            if let index = result.members.firstIndex(where: { $0.key == member.key }) {
                result.members[index].value = member.value
            } else {
                result.members.append(member)
            }
        }
        return result
    }
}
