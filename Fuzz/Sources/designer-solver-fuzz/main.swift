import FuzzSupport

// Each input is a script of solver calls: constraints added and removed, edit variables and
// suggestions. Built around a solution the input chooses, every call must succeed and every
// required constraint must hold within 1e-6 (1e-8 of its size past 100) after each; with any
// numbers, calls may be refused but never crash or hang, and a refused constraint leaves the
// solution as it was.
LibFuzzer.run { data, count in
    SystemCheck.check(LibFuzzer.bytes(data, count))
    return 0
}
