import FuzzSupport

// Each input goes to the request parser whole and in pieces cut where the input says; the two
// must give the same requests and the same error, and each request must hold what the parser
// promises.
LibFuzzer.run { data, count in
    ParserCheck.check(LibFuzzer.bytes(data, count))
    return 0
}
