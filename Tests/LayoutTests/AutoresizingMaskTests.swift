import Layout
import Testing

@Test func autoresizingMaskFlagsAreDistinct() {
    let all: AutoresizingMask = [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
        .flexibleBottomMargin,
    ]
    #expect(all.rawValue == 0b11_1111)
}
