import FuzzSupport

// Each input is a PDF file, read as an asset catalog's vector image is (`PDFImage`): any bytes
// give a page of a finite, positive size whose drawing rasterizes to a canvas of its pixel
// size, or one line that says what is wrong; never a crash, a hang or a huge allocation.
LibFuzzer.run { data, count in
    PDFCheck.check(LibFuzzer.bytes(data, count))
    return 0
}
