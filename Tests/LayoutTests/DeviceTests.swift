import Graphics
import Layout
import Testing

/// What one device's screen should be held upright: size, scale, safe area, status bar.
struct ExpectedDevice: Sendable, CustomTestStringConvertible {
    var id: String
    var name: String
    var idiom: Device.Idiom
    var size: Size
    var scale: Double
    /// Top and bottom of the safe area held upright.
    var safeArea: (top: Double, bottom: Double)
    var statusBar: Double
    var homeIndicator: Bool

    init(
        _ id: String, _ name: String, _ idiom: Device.Idiom, _ width: Double, _ height: Double, scale: Double,
        safeArea: (top: Double, bottom: Double), statusBar: Double, homeIndicator: Bool
    ) {
        (self.id, self.name, self.idiom, self.size, self.scale) = (
            id, name, idiom, Size(width: width, height: height), scale
        )
        (self.safeArea, self.statusBar, self.homeIndicator) = (safeArea, statusBar, homeIndicator)
    }

    var testDescription: String { id }
}

/// The screens held upright. Sizes marked "saved" are those of scenes' root views in documents
/// Xcode saved for that device, and the safe areas marked so those of views pinned to the safe
/// area there.
let expectedDevices: [ExpectedDevice] = [
    ExpectedDevice(
        "retina3_5", "iPhone 4s", .phone, 320, 480, scale: 2, safeArea: (20, 0), statusBar: 20, homeIndicator: false),
    // saved size
    ExpectedDevice(
        "retina4_0", "iPhone SE (1st generation)", .phone, 320, 568, scale: 2, safeArea: (20, 0), statusBar: 20,
        homeIndicator: false),
    // saved size and safe area
    ExpectedDevice(
        "retina4_7", "iPhone SE (3rd generation)", .phone, 375, 667, scale: 2, safeArea: (20, 0), statusBar: 20,
        homeIndicator: false),
    ExpectedDevice(
        "retina5_4", "iPhone 13 mini", .phone, 375, 812, scale: 3, safeArea: (50, 34), statusBar: 50,
        homeIndicator: true),
    // saved width
    ExpectedDevice(
        "retina5_5", "iPhone 8 Plus", .phone, 414, 736, scale: 3, safeArea: (20, 0), statusBar: 20, homeIndicator: false
    ),
    // saved size
    ExpectedDevice(
        "retina5_9", "iPhone 11 Pro", .phone, 375, 812, scale: 3, safeArea: (44, 34), statusBar: 44, homeIndicator: true
    ),
    // saved width
    ExpectedDevice(
        "retina6_0", "iPhone 14", .phone, 390, 844, scale: 3, safeArea: (47, 34), statusBar: 47, homeIndicator: true),
    // saved size and safe area
    ExpectedDevice(
        "retina6_1", "iPhone 11", .phone, 414, 896, scale: 2, safeArea: (48, 34), statusBar: 48, homeIndicator: true),
    // saved size and bottom of the safe area
    ExpectedDevice(
        "retina6_12", "iPhone 15 Pro", .phone, 393, 852, scale: 3, safeArea: (59, 34), statusBar: 54,
        homeIndicator: true),
    ExpectedDevice(
        "retina6_3", "iPhone 16 Pro", .phone, 402, 874, scale: 3, safeArea: (62, 34), statusBar: 62, homeIndicator: true
    ),
    // saved size and top of the safe area
    ExpectedDevice(
        "retina6_5", "iPhone 11 Pro Max", .phone, 414, 896, scale: 3, safeArea: (44, 34), statusBar: 44,
        homeIndicator: true),
    // saved size
    ExpectedDevice(
        "retina6_7", "iPhone 13 Pro Max", .phone, 428, 926, scale: 3, safeArea: (47, 34), statusBar: 47,
        homeIndicator: true),
    ExpectedDevice(
        "retina6_72", "iPhone 15 Pro Max", .phone, 430, 932, scale: 3, safeArea: (59, 34), statusBar: 54,
        homeIndicator: true),
    ExpectedDevice(
        "retina6_9", "iPhone 16 Pro Max", .phone, 440, 956, scale: 3, safeArea: (62, 34), statusBar: 62,
        homeIndicator: true),
    ExpectedDevice(
        "ipad7_9", "iPad mini (5th generation)", .pad, 768, 1024, scale: 2, safeArea: (20, 0), statusBar: 20,
        homeIndicator: false),
    ExpectedDevice(
        "ipad8_3rounded", "iPad mini (6th generation)", .pad, 744, 1133, scale: 2, safeArea: (24, 20), statusBar: 24,
        homeIndicator: true),
    // saved size, both orientations, and safe area
    ExpectedDevice(
        "ipad9_7", "iPad Air 2", .pad, 768, 1024, scale: 2, safeArea: (20, 0), statusBar: 20, homeIndicator: false),
    ExpectedDevice(
        "ipad10_2", "iPad (9th generation)", .pad, 810, 1080, scale: 2, safeArea: (20, 0), statusBar: 20,
        homeIndicator: false),
    ExpectedDevice(
        "ipad10_5", "iPad Pro (10.5-inch)", .pad, 834, 1112, scale: 2, safeArea: (20, 0), statusBar: 20,
        homeIndicator: false),
    ExpectedDevice(
        "ipad10_9rounded", "iPad Air (5th generation)", .pad, 820, 1180, scale: 2, safeArea: (24, 20), statusBar: 24,
        homeIndicator: true),
    ExpectedDevice(
        "ipad11_0rounded", "iPad Pro (11-inch) (4th generation)", .pad, 834, 1194, scale: 2, safeArea: (24, 20),
        statusBar: 24, homeIndicator: true),
    ExpectedDevice(
        "ipad12_9", "iPad Pro (12.9-inch) (2nd generation)", .pad, 1024, 1366, scale: 2, safeArea: (20, 0),
        statusBar: 20, homeIndicator: false),
    // saved size and safe area
    ExpectedDevice(
        "ipad12_9rounded", "iPad Pro (12.9-inch) (6th generation)", .pad, 1024, 1366, scale: 2, safeArea: (24, 20),
        statusBar: 24, homeIndicator: true),
]

@Test(arguments: expectedDevices)
func deviceScreenHeldUpright(_ expected: ExpectedDevice) throws {
    let device = try #require(Device.named(expected.id))
    #expect(device.id == expected.id)
    #expect(device.names.contains(expected.name))
    #expect(device.idiom == expected.idiom)
    #expect(device.portraitSize == expected.size)
    #expect(device.scale == expected.scale)
    #expect(device.hasHomeIndicator == expected.homeIndicator)
    let screen = device.screen(.portrait)
    #expect(screen.name == expected.id)
    #expect(screen.size == expected.size)
    #expect(screen.scale == expected.scale)
    let safeArea = EdgeInsets(top: expected.safeArea.top, left: 0, bottom: expected.safeArea.bottom, right: 0)
    #expect(screen.safeAreaInsets == safeArea)
    #expect(screen.statusBarHeight == expected.statusBar)
}

@Test(arguments: expectedDevices)
func deviceScreenOnItsSide(_ expected: ExpectedDevice) throws {
    let device = try #require(Device.named(expected.id))
    let screen = device.screen(.landscape)
    #expect(screen.size == Size(width: expected.size.height, height: expected.size.width))
    #expect(screen.scale == expected.scale)
    switch (expected.idiom, expected.homeIndicator) {
    case (.pad, _):
        // An iPad keeps its status bar and home indicator where they were.
        let safeArea = EdgeInsets(top: expected.safeArea.top, left: 0, bottom: expected.safeArea.bottom, right: 0)
        #expect(screen.safeAreaInsets == safeArea)
        #expect(screen.statusBarHeight == expected.statusBar)
    case (.phone, false):
        #expect(screen.safeAreaInsets == .zero)
        #expect(screen.statusBarHeight == 0)
    case (.phone, true):
        // The sensor housing on one side, its inset mirrored on the other, the home indicator below.
        let safeArea = EdgeInsets(top: 0, left: expected.safeArea.top, bottom: 21, right: expected.safeArea.top)
        #expect(screen.safeAreaInsets == safeArea)
        #expect(screen.statusBarHeight == 0)
    }
}

@Test func everyDeviceIsExpected() {
    #expect(Device.all.map(\.id) == expectedDevices.map(\.id))
}

@Test func idsAndNamesNameOneDeviceEach() {
    var owners: [String: String] = [:]
    for device in Device.all {
        for name in [device.id] + device.names {
            #expect(owners.updateValue(device.id, forKey: name.lowercased()) == nil, "\(name) names two devices")
            #expect(Device.named(name)?.id == device.id)
            #expect(Device.named(name.uppercased())?.id == device.id)
            #expect(Device.named(name.lowercased())?.id == device.id)
        }
    }
}

@Test(arguments: [
    ("iPhone 15 Pro", "retina6_12"), ("iphone se (3rd generation)", "retina4_7"), ("IPHONE 11", "retina6_1"),
    ("iPhone XS Max", "retina6_5"), ("iPhone 12 mini", "retina5_4"), ("iPhone 14 Pro Max", "retina6_72"),
    ("iPad Air (4th generation)", "ipad10_9rounded"), ("iPad Pro (9.7-inch)", "ipad9_7"), ("RETINA4_0", "retina4_0"),
])
func deviceByName(_ name: String, id: String) {
    #expect(Device.named(name)?.id == id)
}

@Test(arguments: ["", "iPhone", "retina6", "iPhone 15 Pro ", "appleTV", "watch38"])
func noDeviceByName(_ name: String) {
    #expect(Device.named(name) == nil)
}

@Test(arguments: Device.all)
func safeAreaLeavesRoomOnEveryScreen(_ device: Device) {
    for orientation in Orientation.allCases {
        let screen = device.screen(orientation)
        let insets = screen.safeAreaInsets
        #expect(insets.left + insets.right < screen.size.width / 4)
        #expect(insets.top + insets.bottom < screen.size.height / 4)
        #expect(screen.statusBarHeight <= max(insets.top, 20))
        #expect(screen.size.width * screen.scale == (screen.size.width * screen.scale).rounded())
    }
}
