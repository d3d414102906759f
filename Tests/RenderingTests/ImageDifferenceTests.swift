import Rendering
import Testing

@Suite("Image difference")
struct ImageDifferenceTests {
    static func image(_ width: Int, _ height: Int, changing pixel: Int? = nil, by amount: UInt8 = 0) -> Bitmap {
        var pixels = [UInt8](repeating: 200, count: width * height * 4)
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
        if let pixel { pixels[pixel * 4 + 1] &+= amount }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test func countsThePixelsBeyondTheTolerance() {
        let reference = Self.image(10, 10)
        let same = ImageDifference(reference: reference, actual: Self.image(10, 10))
        #expect(same.differingPixels == 0 && same.largestDifference == 0)
        let one = ImageDifference(reference: reference, actual: Self.image(10, 10, changing: 37, by: 5))
        #expect(one.differingPixels == 1)
        #expect(one.largestDifference == 5)
        #expect(one.differingShare == 0.01)
        let tolerated = ImageDifference(
            reference: reference, actual: Self.image(10, 10, changing: 37, by: 5), pixelTolerance: 5)
        #expect(tolerated.differingPixels == 0)
        #expect(tolerated.largestDifference == 5)
    }

    /// Pictures of two sizes: every pixel differs for a snapshot, but the picture marks only
    /// the changed pixels where both lie and the strip only one covers.
    @Test func theMarkedPixelsAreThoseThePictureMarksRed() {
        let taller = ImageDifference(reference: Self.image(4, 2), actual: Self.image(4, 3, changing: 1, by: 9))
        #expect(taller.differingPixels == 12)
        #expect(taller.markedPixels == 4 + 1)
        let red = stride(from: 0, to: taller.picture().pixels.count, by: 4).count {
            Array(taller.picture().pixels[$0..<$0 + 4]) == [255, 0, 0, 255]
        }
        #expect(red == taller.markedPixels)
        let same = ImageDifference(reference: Self.image(4, 2), actual: Self.image(4, 2, changing: 5, by: 9))
        #expect(same.markedPixels == same.differingPixels)
    }

    @Test func thePictureMarksTheChangedPixelRedAndFadesTheRest() {
        let difference = ImageDifference(reference: Self.image(4, 2), actual: Self.image(4, 2, changing: 5, by: 9))
        let picture = difference.picture()
        #expect(picture.width == 4 && picture.height == 2)
        #expect(picture.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        let faded = picture.pixel(x: 0, y: 0)
        #expect(faded.red == faded.green && faded.red > 200 && faded.alpha == 255)
        let within = ImageDifference(
            reference: Self.image(4, 2), actual: Self.image(4, 2, changing: 5, by: 9), pixelTolerance: 9)
        #expect(within.picture().pixel(x: 1, y: 1) == (255, 200, 0, 255))
    }

    @Test func imagesOfDifferentSizesDifferEverywhere() {
        let difference = ImageDifference(reference: Self.image(4, 2), actual: Self.image(3, 3))
        #expect(!difference.sizesMatch)
        #expect(difference.differingPixels == 9)
        let picture = difference.picture()
        #expect(picture.width == 4 && picture.height == 3)
        #expect(picture.pixel(x: 3, y: 0) == (255, 0, 0, 255))
        #expect(picture.pixel(x: 0, y: 2) == (255, 0, 0, 255))
    }
}
