import Layout
import Testing

/// UIKit's size classes by device and orientation: iPhones upright are compact by regular; on their
/// side compact in height, and regular in width only on the Plus and Max sizes; iPads regular by regular.
@Test(arguments: [
    ("retina3_5", Orientation.portrait, SizeClass.compact, SizeClass.regular),
    ("retina3_5", .landscape, .compact, .compact),
    ("retina4_0", .landscape, .compact, .compact),
    ("retina4_7", .portrait, .compact, .regular),
    ("retina4_7", .landscape, .compact, .compact),
    ("retina5_4", .landscape, .compact, .compact),
    ("retina5_5", .portrait, .compact, .regular),
    ("retina5_5", .landscape, .regular, .compact),
    ("retina5_9", .landscape, .compact, .compact),
    ("retina6_0", .landscape, .compact, .compact),
    ("retina6_1", .portrait, .compact, .regular),
    ("retina6_1", .landscape, .regular, .compact),
    ("retina6_12", .landscape, .compact, .compact),
    ("retina6_3", .landscape, .compact, .compact),
    ("retina6_5", .landscape, .regular, .compact),
    ("retina6_7", .landscape, .regular, .compact),
    ("retina6_72", .portrait, .compact, .regular),
    ("retina6_72", .landscape, .regular, .compact),
    ("retina6_9", .landscape, .regular, .compact),
    ("ipad7_9", .portrait, .regular, .regular),
    ("ipad8_3rounded", .landscape, .regular, .regular),
    ("ipad9_7", .landscape, .regular, .regular),
    ("ipad12_9rounded", .portrait, .regular, .regular),
    ("ipad12_9rounded", .landscape, .regular, .regular),
])
func sizeClasses(_ id: String, _ orientation: Orientation, _ horizontal: SizeClass, _ vertical: SizeClass) throws {
    let screen = try #require(Device.named(id)).screen(orientation)
    #expect(screen.horizontalSizeClass == horizontal)
    #expect(screen.verticalSizeClass == vertical)
}

@Test(arguments: Device.all)
func everyIPadIsRegularAndEveryIPhoneUprightIsCompactByRegular(_ device: Device) {
    let upright = device.screen(.portrait)
    let onItsSide = device.screen(.landscape)
    switch device.idiom {
    case .pad:
        for screen in [upright, onItsSide] {
            #expect(screen.horizontalSizeClass == .regular && screen.verticalSizeClass == .regular)
        }
    case .phone:
        #expect(upright.horizontalSizeClass == .compact && upright.verticalSizeClass == .regular)
        #expect(onItsSide.verticalSizeClass == .compact)
    }
}
