import FuzzSupport

// Each input is a font file, read as a project's fonts are (`FontFile.fonts(in:file:)`): any
// bytes give fonts whose metrics, advances, kerning and outlines are finite numbers and whose
// text lays out at a finite size, or one line that says what is wrong; never a crash, a hang or
// a huge allocation.
LibFuzzer.run { data, count in
    FontCheck.check(LibFuzzer.bytes(data, count))
    return 0
}
