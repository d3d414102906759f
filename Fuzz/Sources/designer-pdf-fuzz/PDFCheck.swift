import Graphics
import Rendering

/// What the PDF reader promises for any bytes: a page that can be drawn, or an error of one line.
///
/// The page's size is finite and positive; rasterized at 1× and 2× it is a canvas of the pixel
/// size it says, or an error of one line (a page too large, or painting more than the limits).
enum PDFCheck {
    /// Reads `bytes`, stopping the process with what is wrong if the result breaks a promise.
    static func check(_ bytes: [UInt8]) {
        let page: PDFImage
        do {
            page = try PDFImage(bytes)
        } catch {
            expectOneLine(error.description, "the error")
            return
        }
        let size = page.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            fatalError("the page's size is \(size.width)×\(size.height)")
        }
        for scale in [1.0, 2.0] {
            let expected = page.pixelSize(scale: scale)
            do {
                let canvas = try page.canvas(scale: scale)
                guard canvas.width == expected.width, canvas.height == expected.height else {
                    fatalError(
                        "at @\(scale)x the canvas is \(canvas.width)×\(canvas.height), not \(expected.width)×\(expected.height)"
                    )
                }
            } catch {
                expectOneLine(error.description, "the error at @\(scale)x")
            }
        }
    }

    private static func expectOneLine(_ text: String, _ what: String) {
        guard !text.isEmpty, !text.contains(where: \.isNewline) else { fatalError("\(what) is not one line: \(text)") }
    }
}
