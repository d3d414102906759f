/// What a declaration reader keeps across the branches of `#if`s, whose branches it all reads:
/// each branch starts from the state at its `#if`, and after the `#endif` the state is the one
/// the first branch ended with, so branches that each open a declaration their own way (`class
/// Panel: UIView {` or `class Panel: NSView {`) leave it open once.
///
///     case .conditionalIf: branches.enter(with: scopes)
///     case .conditionalElse: branches.nextBranch(&scopes)
///     case .conditionalEnd: branches.exit(&scopes)
struct ConditionalBranches<State> {
    /// For each `#if` open: the state at the `#if`, and at the end of its first branch.
    private var open: [(start: State, firstBranchEnd: State?)] = []

    /// An `#if` with the reader in `state`.
    mutating func enter(with state: State) {
        open.append((state, nil))
    }

    /// An `#elseif` or `#else`: `state` goes back to what it was at the `#if`.
    mutating func nextBranch(_ state: inout State) {
        guard var branches = open.popLast() else { return }
        if branches.firstBranchEnd == nil { branches.firstBranchEnd = state }
        state = branches.start
        open.append(branches)
    }

    /// An `#endif`: `state` becomes what the first branch ended with. A stray `#endif` changes
    /// nothing.
    mutating func exit(_ state: inout State) {
        guard let branches = open.popLast() else { return }
        if let end = branches.firstBranchEnd { state = end }
    }
}
