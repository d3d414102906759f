/// How a constraint relates its expression to zero: `expression == 0`, `<= 0` or `>= 0`.
public enum Relation: Sendable, Hashable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}
