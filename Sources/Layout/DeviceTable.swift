import Graphics

extension Device {
    /// Every iPhone and iPad screen Interface Builder's "View as" offers: the iPhones, then the
    /// iPads, each by the diagonal their ids name (`retina5_4` is 5.4 inches, `retina6_12` 6.12).
    ///
    /// Sizes are in points. Safe areas are those of the newest iOS the device runs: 20 points of
    /// status bar on a phone with a home button (none on its side, where the status bar hides), the
    /// sensor housing's inset and the home indicator's 34 points (21 on its side) on one without;
    /// 20 points of status bar on an iPad with a home button, 24 and a 20-point home indicator on one
    /// with rounded corners, in both orientations.
    public static let all: [Device] = [
        homeButtonPhone("retina3_5", ["iPhone 4s"], 320, 480, scale: 2),
        homeButtonPhone(
            "retina4_0",
            ["iPhone SE (1st generation)", "iPhone 5s", "iPhone 5c", "iPhone 5", "iPod touch (7th generation)"],
            320, 568, scale: 2),
        homeButtonPhone(
            "retina4_7",
            [
                "iPhone SE (3rd generation)", "iPhone SE (2nd generation)", "iPhone 8", "iPhone 7", "iPhone 6s",
                "iPhone 6",
            ],
            375, 667, scale: 2),
        edgeToEdgePhone("retina5_4", ["iPhone 13 mini", "iPhone 12 mini"], 375, 812, scale: 3, sensor: 50),
        homeButtonPhone(
            "retina5_5", ["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"], 414, 736, scale: 3),
        edgeToEdgePhone("retina5_9", ["iPhone 11 Pro", "iPhone XS", "iPhone X"], 375, 812, scale: 3, sensor: 44),
        edgeToEdgePhone(
            "retina6_0", ["iPhone 16e", "iPhone 14", "iPhone 13 Pro", "iPhone 13", "iPhone 12 Pro", "iPhone 12"],
            390, 844, scale: 3, sensor: 47),
        edgeToEdgePhone("retina6_1", ["iPhone 11", "iPhone XR"], 414, 896, scale: 2, sensor: 48),
        edgeToEdgePhone(
            "retina6_12", ["iPhone 16", "iPhone 15 Pro", "iPhone 15", "iPhone 14 Pro"], 393, 852, scale: 3,
            sensor: 59, statusBar: 54),
        edgeToEdgePhone("retina6_3", ["iPhone 17 Pro", "iPhone 17", "iPhone 16 Pro"], 402, 874, scale: 3, sensor: 62),
        edgeToEdgePhone("retina6_5", ["iPhone 11 Pro Max", "iPhone XS Max"], 414, 896, scale: 3, sensor: 44),
        edgeToEdgePhone(
            "retina6_7", ["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"], 428, 926, scale: 3, sensor: 47),
        edgeToEdgePhone(
            "retina6_72", ["iPhone 16 Plus", "iPhone 15 Pro Max", "iPhone 15 Plus", "iPhone 14 Pro Max"], 430, 932,
            scale: 3, sensor: 59, statusBar: 54),
        edgeToEdgePhone("retina6_9", ["iPhone 17 Pro Max", "iPhone 16 Pro Max"], 440, 956, scale: 3, sensor: 62),
        homeButtonPad("ipad7_9", ["iPad mini (5th generation)", "iPad mini 4"], 768, 1024),
        roundedPad("ipad8_3rounded", ["iPad mini (6th generation)"], 744, 1133),
        homeButtonPad(
            "ipad9_7",
            ["iPad (6th generation)", "iPad (5th generation)", "iPad Pro (9.7-inch)", "iPad Air 2", "iPad Air"],
            768, 1024),
        homeButtonPad(
            "ipad10_2", ["iPad (9th generation)", "iPad (8th generation)", "iPad (7th generation)"], 810, 1080),
        homeButtonPad("ipad10_5", ["iPad Air (3rd generation)", "iPad Pro (10.5-inch)"], 834, 1112),
        roundedPad(
            "ipad10_9rounded",
            [
                "iPad Air 11-inch (M2)", "iPad (10th generation)", "iPad Air (5th generation)",
                "iPad Air (4th generation)",
            ],
            820, 1180),
        roundedPad(
            "ipad11_0rounded",
            [
                "iPad Pro (11-inch) (4th generation)", "iPad Pro (11-inch) (3rd generation)",
                "iPad Pro (11-inch) (2nd generation)", "iPad Pro (11-inch) (1st generation)",
            ],
            834, 1194),
        homeButtonPad(
            "ipad12_9", ["iPad Pro (12.9-inch) (2nd generation)", "iPad Pro (12.9-inch) (1st generation)"], 1024, 1366),
        roundedPad(
            "ipad12_9rounded",
            [
                "iPad Air 13-inch (M2)", "iPad Pro (12.9-inch) (6th generation)",
                "iPad Pro (12.9-inch) (5th generation)",
                "iPad Pro (12.9-inch) (4th generation)", "iPad Pro (12.9-inch) (3rd generation)",
            ],
            1024, 1366),
    ]

    /// An iPhone with a home button: a 20-point status bar held upright, hidden on its side.
    private static func homeButtonPhone(
        _ id: String, _ names: [String], _ width: Double, _ height: Double, scale: Double
    ) -> Device {
        Device(
            id: id, names: names, idiom: .phone, portraitSize: Size(width: width, height: height), scale: scale,
            hasHomeIndicator: false, portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeArea: .zero, portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0)
    }

    /// An iPhone whose screen reaches its edges: the sensor housing insets the top held upright and
    /// both sides on its side; the home indicator insets the bottom by 34 points, 21 on its side.
    /// The status bar is as tall as the housing's inset, except beside a Dynamic Island.
    private static func edgeToEdgePhone(
        _ id: String, _ names: [String], _ width: Double, _ height: Double, scale: Double, sensor: Double,
        statusBar: Double? = nil
    ) -> Device {
        Device(
            id: id, names: names, idiom: .phone, portraitSize: Size(width: width, height: height), scale: scale,
            hasHomeIndicator: true, portraitSafeArea: EdgeInsets(top: sensor, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: EdgeInsets(top: 0, left: sensor, bottom: 21, right: sensor),
            portraitStatusBarHeight: statusBar ?? sensor, landscapeStatusBarHeight: 0)
    }

    /// An iPad with a home button: a 20-point status bar in both orientations, at scale 2.
    private static func homeButtonPad(_ id: String, _ names: [String], _ width: Double, _ height: Double) -> Device {
        let insets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return Device(
            id: id, names: names, idiom: .pad, portraitSize: Size(width: width, height: height), scale: 2,
            hasHomeIndicator: false, portraitSafeArea: insets, landscapeSafeArea: insets, portraitStatusBarHeight: 20,
            landscapeStatusBarHeight: 20)
    }

    /// An iPad with rounded corners: a 24-point status bar and a 20-point home indicator in both
    /// orientations, at scale 2.
    private static func roundedPad(_ id: String, _ names: [String], _ width: Double, _ height: Double) -> Device {
        let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return Device(
            id: id, names: names, idiom: .pad, portraitSize: Size(width: width, height: height), scale: 2,
            hasHomeIndicator: true, portraitSafeArea: insets, landscapeSafeArea: insets, portraitStatusBarHeight: 24,
            landscapeStatusBarHeight: 24)
    }
}
