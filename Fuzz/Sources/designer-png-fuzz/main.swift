import FuzzSupport

// Each input goes to the decoder three ways: as it is; with its chunks' checksums made right,
// so that mutations inside chunks are read; and as the material of a well-formed PNG, which
// must decode.
LibFuzzer.run { data, count in
    let bytes = LibFuzzer.bytes(data, count)
    DecodingCheck.check(bytes, what: "the input")
    let repaired = ChecksumRepair.repaired(bytes)
    if repaired != bytes { DecodingCheck.check(repaired, what: "the input with its checksums made right") }
    let synthetic = SyntheticPNG(from: bytes)
    DecodingCheck.check(synthetic.bytes, what: "\(synthetic)", expected: (synthetic.width, synthetic.height))
    return 0
}
