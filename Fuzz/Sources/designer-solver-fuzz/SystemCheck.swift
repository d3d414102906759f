import ConstraintSolver

/// What the solver promises for any script of calls: built around a chosen solution, every call
/// succeeds and the required constraints hold within 1e-6 (1e-8 of their size past 100) after
/// each; with any numbers, every call ends, and a refused one leaves the solution as it was.
enum SystemCheck {
    /// One constraint of the script, kept to measure how far a solution is from it.
    struct Spec {
        var terms: [(index: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var strength: Strength

        func expression(_ variables: [Variable]) -> Expression {
            Expression(
                terms.map { Term(variable: variables[$0.index], coefficient: $0.coefficient) }, constant: constant)
        }

        /// How far `values` may be from satisfying it: 1e-6, or 1e-8 of the size of its terms
        /// where they pass 100 (doubles carry 16 digits; a chain of eliminations through 1/3 or
        /// 0.1 loses some).
        func tolerance(_ values: [Double]) -> Double {
            1e-8 * max(100, terms.reduce(abs(constant)) { $0 + abs($1.coefficient * values[$1.index]) })
        }

        func violation(_ values: [Double]) -> Double {
            let value = terms.reduce(constant) { $0 + $1.coefficient * values[$1.index] }
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
    }

    static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    static let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, 1.0 / 3, 0.1, 16.0 / 9]

    /// Runs the script `bytes` spell, stopping the process with what is wrong if a promise is broken.
    static func check(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let satisfiable = reader.byte() & 1 == 0
        var solver = Solver()
        let variables = (0...reader.int(below: 8)).map { solver.makeVariable("v\($0)") }
        let solution = variables.map { _ in reader.small() * 4 }
        var added: [(constraint: Constraint, spec: Spec)] = []
        var edits: [Int] = []
        for _ in 0..<300 where !reader.isAtEnd {
            switch reader.int(below: 8) {
            case 0, 1, 2, 3:
                let spec =
                    satisfiable
                    ? around(solution, &reader, variableCount: variables.count)
                    : anyNumbers(&reader, variableCount: variables.count)
                let before = variables.map { solver.value(of: $0).bitPattern }
                do {
                    let constraint = try solver.add(spec.expression(variables), spec.relation, strength: spec.strength)
                    added.append((constraint, spec))
                } catch .nonFinite {
                    require(!satisfiable && !isFinite(spec), "a finite constraint refused as non-finite: \(spec)")
                } catch .unsatisfiable(let conflicting) {
                    require(!satisfiable, "a constraint that holds at \(solution) refused: \(spec)")
                    require(spec.strength.isRequired, "an optional constraint refused as unsatisfiable")
                    let current = Set(added.map(\.constraint))
                    require(conflicting.allSatisfy(current.contains), "a conflict names constraints not in the solver")
                    require(
                        variables.map { solver.value(of: $0).bitPattern } == before,
                        "a refused constraint moved the solution")
                } catch {
                    require(false, "adding \(spec) threw \(error)")
                }
            case 4:
                guard !added.isEmpty else { continue }
                let removed = added.remove(at: reader.int(below: added.count))
                do throws(SolverError) { try solver.remove(removed.constraint) } catch {
                    require(false, "removing a constraint in the solver threw \(error)")
                }
            case 5:
                let index = reader.int(below: variables.count)
                let strength = Strength(priority: Double(1 + reader.int(below: 250) * 4))
                do throws(SolverError) {
                    try solver.addEditVariable(variables[index], strength: strength)
                    edits.append(index)
                } catch {
                    require(
                        error == .duplicateEditVariable && edits.contains(index),
                        "adding an edit variable threw \(error)")
                }
            case 6:
                guard !edits.isEmpty else { continue }
                let index = edits[reader.int(below: edits.count)]
                let value = satisfiable ? reader.small() * 8 : reader.anyDouble()
                do throws(SolverError) { try solver.suggest(value, for: variables[index]) } catch {
                    require(error == .nonFinite && !value.isFinite, "suggesting \(value) threw \(error)")
                }
            default:
                guard !edits.isEmpty else { continue }
                let index = edits.remove(at: reader.int(below: edits.count))
                do throws(SolverError) { try solver.removeEditVariable(variables[index]) } catch {
                    require(false, "removing an edit variable threw \(error)")
                }
            }
            if satisfiable {
                let values = variables.map(solver.value(of:))
                for (_, spec) in added where spec.strength.isRequired {
                    let violation = spec.violation(values)
                    require(violation <= spec.tolerance(values), "\(values) break \(spec) by \(violation)")
                }
            }
        }
    }

    /// A constraint of one to three terms that holds at `solution` if required; else any.
    static func around(_ solution: [Double], _ reader: inout ByteReader, variableCount: Int) -> Spec {
        var spec = anySmall(&reader, variableCount: variableCount)
        let atSolution = spec.terms.reduce(0) { $0 + $1.coefficient * solution[$1.index] }
        if spec.strength.isRequired {
            spec.constant = -atSolution
            let slack = Double(reader.int(below: 16))
            if spec.relation == .lessThanOrEqual { spec.constant -= slack }
            if spec.relation == .greaterThanOrEqual { spec.constant += slack }
        }
        return spec
    }

    /// A constraint of small numbers, required half the time.
    static func anySmall(_ reader: inout ByteReader, variableCount: Int) -> Spec {
        let terms = (0...reader.int(below: 3)).map { _ in
            (index: reader.int(below: variableCount), coefficient: coefficients[reader.int(below: coefficients.count)])
        }
        let relation = relations[reader.int(below: 3)]
        let priority = reader.byte()
        let strength = priority < 128 ? Strength.required : Strength(priority: Double(priority - 127) * 7.8)
        return Spec(terms: terms, constant: reader.small() * 8, relation: relation, strength: strength)
    }

    /// A constraint whose numbers may be anything a double holds, NaN and 1e300 among them.
    static func anyNumbers(_ reader: inout ByteReader, variableCount: Int) -> Spec {
        var spec = anySmall(&reader, variableCount: variableCount)
        switch reader.int(below: 4) {
        case 0: spec.constant = reader.anyDouble()
        case 1: spec.terms[0].coefficient = reader.anyDouble()
        case 2: spec.strength = Strength(priority: reader.anyDouble())
        default: break
        }
        return spec
    }

    static func isFinite(_ spec: Spec) -> Bool {
        spec.constant.isFinite && !spec.strength.priority.isNaN && spec.terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Stops the process with `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
