import Graphics
import Layout
import Testing

@Test(arguments: [
    ("retina6_1", Orientation.portrait, "retina6_1", Size(width: 414, height: 896)),
    ("retina6_1", .landscape, "retina6_1", Size(width: 896, height: 414)),
    ("iPhone 15 Pro Max", .portrait, "retina6_72", Size(width: 430, height: 932)),
    ("  iphone se (3rd generation)  ", .landscape, "retina4_7", Size(width: 667, height: 375)),
    ("IPAD12_9ROUNDED", .landscape, "ipad12_9rounded", Size(width: 1366, height: 1024)),
])
func screenNamedForADevice(_ name: String, _ orientation: Orientation, _ id: String, _ size: Size) throws {
    let screen = try Screen.named(name, orientation: orientation)
    #expect(screen == Device.named(id)?.screen(orientation))
    #expect(screen.name == id)
    #expect(screen.size == size)
}

/// A `WIDTHxHEIGHT` screen: that size in either orientation, scale 2, no safe area, no status bar,
/// size classes by width (regular from 678) and height (regular from 480).
@Test(arguments: [
    ("375x667", "375x667", Size(width: 375, height: 667), SizeClass.compact, SizeClass.regular),
    ("1024X768", "1024x768", Size(width: 1024, height: 768), .regular, .regular),
    (" 800x600 ", "800x600", Size(width: 800, height: 600), .regular, .regular),
    ("812x375", "812x375", Size(width: 812, height: 375), .regular, .compact),
    ("677.5x479.5", "677.5x479.5", Size(width: 677.5, height: 479.5), .compact, .compact),
    ("678x480", "678x480", Size(width: 678, height: 480), .regular, .regular),
    ("1x10000", "1x10000", Size(width: 1, height: 10000), .compact, .regular),
    ("0375.0x0667.", "375x667", Size(width: 375, height: 667), .compact, .regular),
])
func screenNamedBySize(
    _ name: String, _ normalized: String, _ size: Size, _ horizontal: SizeClass, _ vertical: SizeClass
) throws {
    for orientation in Orientation.allCases {
        let screen = try Screen.named(name, orientation: orientation)
        #expect(screen.name == normalized)
        #expect(screen.size == size)
        #expect(screen.scale == 2)
        #expect(screen.safeAreaInsets == .zero)
        #expect(screen.statusBarHeight == 0)
        #expect(screen.horizontalSizeClass == horizontal)
        #expect(screen.verticalSizeClass == vertical)
    }
}

@Test(
    arguments: [
        ("iphone 15 pr", "no device named 'iphone 15 pr'; did you mean 'iPhone 15 Pro'?", "iPhone 15 Pro"),
        ("retina6_11", "no device named 'retina6_11'; did you mean 'retina6_1'?", "retina6_1"),
        ("ipad12_9roundd", "no device named 'ipad12_9roundd'; did you mean 'ipad12_9rounded'?", "ipad12_9rounded"),
        (
            "iPhone SE 3rd generation",
            "no device named 'iPhone SE 3rd generation'; did you mean 'iPhone SE (3rd generation)'?",
            "iPhone SE (3rd generation)"
        ),
        ("16e", "no device named '16e'; did you mean 'iPhone 16e'?", "iPhone 16e"),
        (
            "iPhone SE", "no device named 'iPhone SE'; did you mean 'iPhone SE (3rd generation)'?",
            "iPhone SE (3rd generation)"
        ),
        // Spaces and case aside, a name is the device's; the digits tell models apart.
        ("iphone15", "no device named 'iphone15'; did you mean 'iPhone 15'?", "iPhone 15"),
        ("iPhone16", "no device named 'iPhone16'; did you mean 'iPhone 16'?", "iPhone 16"),
        ("iPhone15 Pro", "no device named 'iPhone15 Pro'; did you mean 'iPhone 15 Pro'?", "iPhone 15 Pro"),
        (
            "iphone 15 pro mx", "no device named 'iphone 15 pro mx'; did you mean 'iPhone 15 Pro Max'?",
            "iPhone 15 Pro Max"
        ),
        ("ipad-air", "no device named 'ipad-air'; did you mean 'iPad Air'?", "iPad Air"),
        (
            "iphone 18",
            "no device named 'iphone 18'; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
        (
            "Pixel 8",
            "no device named 'Pixel 8'; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
        (
            "",
            "no device named ''; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
        (
            "appleTV",
            "no device named 'appleTV'; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
        (
            "375x",
            "no device named '375x'; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
        (
            "1e3x500",
            "no device named '1e3x500'; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
        (
            "-375x667",
            "no device named '-375x667'; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
        (
            "3.7.5x667",
            "no device named '3.7.5x667'; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
        (
            "375x667x2",
            "no device named '375x667x2'; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
        (
            "bad\u{1B}[2Jname",
            "no device named 'bad\\u{1B}[2Jname'; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
        ("0x667", "'0x667' is no screen size: the width and the height must each be 1…10000 points", nil),
        (
            "100.5x200.25",
            "'100.5x200.25' is no screen size: each side must be whole pixels at scale 2, a multiple of 0.5 points", nil
        ),
        ("375x10001", "'375x10001' is no screen size: the width and the height must each be 1…10000 points", nil),
        (
            ".x.",
            "no device named '.x.'; give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points",
            nil
        ),
    ] as [(String, String, String?)])
func screenNameErrors(_ name: String, _ message: String, _ suggestion: String?) {
    #expect {
        _ = try Screen.named(name, orientation: .portrait)
    } throws: { error in
        guard let error = error as? ScreenNameError else { return false }
        let reason: ScreenNameError.Reason = message.hasPrefix("no device") ? .unknownName : .sizeOutOfRange
        return error.message == message && error.suggestion == suggestion && error.name == name
            && error.reason == reason
    }
}

@Test func aLongNameIsQuotedCutAndSuggestsNothing() {
    let name = String(repeating: "iPhone 15 Pro", count: 1000)
    #expect {
        _ = try Screen.named(name, orientation: .portrait)
    } throws: { error in
        guard let error = error as? ScreenNameError else { return false }
        return error.suggestion == nil && error.message.count < 250 && error.message.contains("…'")
            && !error.message.contains("\n")
    }
}
