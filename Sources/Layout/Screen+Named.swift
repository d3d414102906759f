import Graphics

extension Screen {
    /// The screen a device id, marketing name or size names, in `orientation`.
    ///
    /// - A device id as documents write it (`retina6_1`) or a marketing name (`iPhone 15 Pro`),
    ///   without regard to case: the device's screen in `orientation` (`Device.screen(_:)`).
    /// - `WIDTHxHEIGHT` in points (`375x667`, `1024.5x768`; each 1 to 10,000, in half points): a screen of that
    ///   size whatever `orientation` says (its sides give its orientation), at scale 2, with no safe area and no status bar. Its size
    ///   classes are an iPad window's of that size: the width is regular from 678 points (the
    ///   narrowest iPad window with a regular width, half of a 12.9-inch iPad Pro on its side), the
    ///   height from 480 points (the shortest iPhone held upright); each is compact below.
    ///
    /// Spaces around the name are ignored. Any other name throws, with the nearest device name
    /// when one is close: `no device named 'iphone 15 pr'; did you mean 'iPhone 15 Pro'?`.
    public static func named(_ name: String, orientation: Orientation) throws(ScreenNameError) -> Screen {
        var trimmed = Substring(name)
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        if let device = Device.named(String(trimmed)) {
            return device.screen(orientation)
        }
        guard let (width, height) = sizeParts(trimmed) else { throw .unknown(name) }
        guard customSizeRange.contains(width), customSizeRange.contains(height) else { throw .size(name) }
        // At scale 2 a side of 100.25 points would be laid out on 100.5: the size must be whole pixels.
        guard (width * 2).rounded() == width * 2, (height * 2).rounded() == height * 2 else {
            throw .offPixelGrid(name)
        }
        return Screen(
            name: "\(DecimalText.shortest(width))x\(DecimalText.shortest(height))",
            size: Size(width: width, height: height), scale: 2,
            horizontalSizeClass: width >= regularWidth ? .regular : .compact,
            verticalSizeClass: height >= regularHeight ? .regular : .compact)
    }

    /// The widths and heights, in points, a `WIDTHxHEIGHT` screen may have.
    static let customSizeRange = 1.0...10_000

    /// The narrowest window UIKit gives a regular width on an iPad: half of a 12.9-inch iPad Pro on
    /// its side.
    static let regularWidth = 678.0

    /// The shortest screen with a regular height: an iPhone 4s held upright.
    static let regularHeight = 480.0

    /// The width and height of `WIDTHxHEIGHT`, each plain decimal digits with at most one point;
    /// nil for any other text.
    private static func sizeParts(_ text: Substring) -> (Double, Double)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "X", omittingEmptySubsequences: false) }
        guard parts.count == 2, let width = decimal(parts[0]), let height = decimal(parts[1]) else { return nil }
        return (width, height)
    }

    /// `text` as a number when it is digits with at most one decimal point, and at least one digit.
    private static func decimal(_ text: Substring) -> Double? {
        let digits = text.filter(\.isASCIIDigit)
        let points = text.count - digits.count
        guard !digits.isEmpty, points <= 1, text.allSatisfy({ $0.isASCIIDigit || $0 == "." }) else { return nil }
        return Double(text)
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0 to 9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) && isASCII }
}
