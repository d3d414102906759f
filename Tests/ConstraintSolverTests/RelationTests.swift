import ConstraintSolver
import Testing

@Test func relationsAreDistinct() {
    #expect(Set([Relation.lessThanOrEqual, .equal, .greaterThanOrEqual]).count == 3)
}
