import Testing

@testable import Rendering

/// A canvas made in a buffer another canvas used: transparent and of its own size, whatever the
/// buffer held and however large it was.
@Suite struct CanvasBufferTests {
    @Test(arguments: [
        (buffer: 0, capacity: 0), (buffer: 12, capacity: 12), (buffer: 600, capacity: 600), (buffer: 0, capacity: 4096),
        (buffer: 40, capacity: 4096),
    ])
    func aCanvasInAUsedBufferIsTransparent(buffer count: Int, capacity: Int) {
        var buffer = [UInt8]()
        buffer.reserveCapacity(capacity)
        buffer += [UInt8](repeating: 0xA5, count: count)
        let canvas = Canvas(width: 10, height: 7, originX: 3, originY: 4, reusing: buffer)
        #expect(canvas.pixels.count == 10 * 7 * 4)
        #expect(canvas.pixels.allSatisfy { $0 == 0 })
        #expect((canvas.originX, canvas.originY) == (3, 4))
    }
}
