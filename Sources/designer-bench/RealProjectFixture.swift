/// A repository shaped like a real iOS app's, written into a folder: a workspace holding the app's
/// Xcode project (an app target whose sources are listed through groups, a framework target and a
/// unit-test target), a subproject, a local Swift package of two targets and a CocoaPods
/// development pod, about 400 Swift and Objective-C files and 50 storyboards and xibs whose
/// classes come from every one of those modules. Every class, outlet, action and runtime attribute
/// the documents name is declared, so `designer check` of the repository reports nothing.
///
///     let project = RealProjectFixture.write(to: "/tmp/bench/Shop")
///     project.sources   // 397
enum RealProjectFixture {
    /// What was written.
    struct Written {
        var sources = 0
        var documents = 0
        var documentBytes = 0
        var sourceBytes = 0
        /// The modules `check --verbose` should list, each with sources.
        let modules = ["Shop", "ShopKit", "ShopTests", "Charts", "DesignTokens", "DesignComponents", "FoldKit"]
    }

    static let features = [
        "Catalog", "Cart", "Checkout", "Orders", "Profile", "Settings", "Search", "Wishlist", "Reviews", "Addresses",
        "Payments", "Notifications", "Support", "Onboarding", "Rewards",
    ]

    typealias Designable = RealProjectSources.Designable
    typealias Inspectable = RealProjectSources.Inspectable

    static func color(_ name: String) -> Inspectable { Inspectable(name: name, type: "UIColor", value: ".systemBlue") }
    static func number(_ name: String, _ type: String = "CGFloat") -> Inspectable {
        Inspectable(name: name, type: type, value: "0")
    }
    static func flag(_ name: String) -> Inspectable { Inspectable(name: name, type: "Bool", value: "false") }

    static let kitViews: [Designable] = [
        .init(
            name: "RatingView", superclass: "UIView",
            inspectables: [number("rating", "Double"), color("starColor"), number("starCount", "Int")]),
        .init(
            name: "RoundedButton", superclass: "UIButton", inspectables: [color("borderColor"), number("borderWidth")]),
        .init(
            name: "GradientView", superclass: "UIView",
            inspectables: [color("startColor"), color("endColor"), flag("isHorizontal")]),
        .init(name: "AvatarView", superclass: "UIImageView", inspectables: [color("ringColor"), number("ringWidth")]),
        .init(
            name: "TagLabel", superclass: "UILabel", inspectables: [number("horizontalPadding"), color("pillColor")]),
        .init(name: "PriceLabel", superclass: "UILabel", inspectables: [color("strikeColor"), flag("showsCurrency")]),
        .init(
            name: "StepperView", superclass: "UIView",
            inspectables: [number("minimum", "Int"), number("maximum", "Int"), number("value", "Int")]),
        .init(name: "DividerView", superclass: "UIView", inspectables: [color("lineColor"), number("thickness")]),
        .init(name: "ProgressRing", superclass: "UIView", inspectables: [number("progress"), color("trackColor")]),
        .init(name: "CardView", superclass: "UIView", inspectables: [number("elevation"), color("surfaceColor")]),
        .init(
            name: "EmptyStateView", superclass: "UIView",
            inspectables: [Inspectable(name: "message", type: "String", value: "\"\""), flag("showsRetry")]),
        .init(
            name: "ShimmerView", superclass: "UIView", inspectables: [flag("isShimmering"), number("speed", "Double")]),
    ]

    static let componentViews: [Designable] = [
        .init(
            name: "BadgeView", superclass: "UIView",
            inspectables: [color("badgeColor"), number("count", "Int"), flag("isPill")]),
        .init(name: "ChipView", superclass: "UIView", inspectables: [color("chipColor"), flag("isSelectable")]),
        .init(
            name: "ToastView", superclass: "UIView", inspectables: [number("duration", "Double"), color("toastColor")]),
        .init(
            name: "SkeletonView", superclass: "UIView",
            inspectables: [color("shimmerColor"), number("lineCount", "Int")]),
        .init(name: "PillButton", superclass: "UIButton", inspectables: [color("fillColor"), flag("outlined")]),
        .init(
            name: "SectionHeaderView", superclass: "UIView",
            inspectables: [Inspectable(name: "title", type: "String", value: "\"\""), color("accentColor")]),
        .init(name: "LoadingView", superclass: "UIView", inspectables: [color("spinnerColor"), flag("isAnimating")]),
        .init(
            name: "SegmentBar", superclass: "UIView", inspectables: [number("selectedIndex", "Int"), color("barColor")]),
    ]

    static let podViews: [Designable] = [
        .init(name: "RotatedView", superclass: "UIView", inspectables: [number("angle")]),
        .init(
            name: "FoldingContainerView", superclass: "UIView",
            inspectables: [number("foldDuration", "Double"), color("foldColor")]),
        .init(name: "FoldHandleView", superclass: "UIView", inspectables: [color("handleColor")]),
        .init(name: "PeekView", superclass: "UIView", inspectables: [number("peekHeight")]),
        .init(name: "FoldLabel", superclass: "UILabel", inspectables: [flag("foldsOnTap")]),
    ]

    /// Writes the repository into `root` (made if missing).
    static func write(to root: String) -> Written {
        let writer = Writer(root: root)
        writer.file(".git/HEAD", "ref: refs/heads/main\n")
        writeXcodeProject(writer)
        writeSubproject(writer)
        writePackage(writer)
        writePod(writer)
        return writer.written
    }

    /// Writes files below the repository's folder, counting the sources and documents, and gives
    /// each generated source a seed of its own.
    final class Writer {
        let root: String
        private(set) var written = Written()
        private var seed = 0

        init(root: String) { self.root = root }

        func file(_ path: String, _ text: String) {
            let full = root + "/" + path
            Files.makeFolder(URL.folder(of: full))
            DocumentGenerator.write(text, to: full)
            if path.hasSuffix(".swift") || path.hasSuffix(".h") || path.hasSuffix(".m") {
                written.sources += 1
                written.sourceBytes += text.utf8.count
            } else if path.hasSuffix(".xib") || path.hasSuffix(".storyboard") {
                written.documents += 1
                written.documentBytes += text.utf8.count
            }
        }

        func next() -> Int {
            seed += 1
            return seed
        }
    }

    /// The app's Xcode project and workspace: the app target (each feature's screens, cells,
    /// views and code, and Objective-C views), the framework target and the unit tests.
    private static func writeXcodeProject(_ writer: Writer) {
        let (file, next) = (writer.file, writer.next)
        let sources = RealProjectSources.self
        let documents = RealProjectDocuments.self
        var app: [String] = []
        var appDocuments: [String] = []
        func appFile(_ path: String, _ text: String) {
            file(path, text)
            if path.hasSuffix(".xib") || path.hasSuffix(".storyboard") {
                appDocuments.append(path)
            } else {
                app.append(path)
            }
        }
        let imports = ["ShopKit", "DesignComponents", "Charts", "FoldKit"]
        appFile("Shop/App/AppDelegate.swift", sources.plain("AppDelegate", module: "Shop", seed: next()))
        appFile("Shop/App/SceneDelegate.swift", sources.plain("SceneDelegate", module: "Shop", seed: next()))
        appFile(
            "Shop/App/RootTabBarController.swift",
            sources.controller(
                "RootTabBarController", superclass: "UITabBarController", module: "Shop", imports: [], outlets: [],
                actions: [], seed: next()))
        for feature in features {
            let folder = "Shop/Features/\(feature)"
            appFile(
                "\(folder)/\(feature)ListController.swift",
                sources.controller(
                    "\(feature)ListController", superclass: "UITableViewController", module: "Shop", imports: imports,
                    outlets: [("headerView", "\(feature)HeaderView"), ("sortControl", "UISegmentedControl")],
                    actions: [
                        ("closeTapped", "UIBarButtonItem"), ("addTapped", "UIBarButtonItem"),
                        ("sortChanged", "UISegmentedControl"),
                    ], seed: next()))
            appFile(
                "\(folder)/\(feature)DetailController.swift",
                sources.controller(
                    "\(feature)DetailController", superclass: "UIViewController", module: "Shop", imports: imports,
                    outlets: [
                        ("titleLabel", "UILabel"), ("priceLabel", "PriceLabel"), ("buyButton", "RoundedButton"),
                        ("ratingView", "RatingView"), ("badgeView", "BadgeView"), ("sparkline", "SparklineView"),
                        ("legacyView", "\(feature)LegacyView"), ("chartView", "BarChartView"),
                        ("favoriteSwitch", "UISwitch"), ("foldView", "FoldingContainerView"),
                    ], collections: [("dividers", "DividerView")],
                    actions: [
                        ("buyTapped", "UIButton"), ("favoriteChanged", "UISwitch"), ("shareTapped", "UIBarButtonItem"),
                    ],
                    seed: next()))
            appFile(
                "\(folder)/Views/\(feature)HeaderView.swift",
                sources.designable(
                    Designable(
                        name: "\(feature)HeaderView", superclass: "UIView",
                        inspectables: [color("accentColor"), flag("showsDivider"), number("titleInset")]),
                    module: "Shop", access: "", seed: next()))
            appFile(
                "\(folder)/Views/\(feature)Cell.swift",
                sources.cell(
                    "\(feature)Cell", module: "Shop", access: "",
                    outlets: [
                        ("nameLabel", "UILabel"), ("detailLabel", "UILabel"), ("thumbnailView", "AvatarView"),
                        ("tagLabel", "TagLabel"),
                    ], seed: next()))
            for kind in ["ViewModel", "Service", "Models", "Formatter"] {
                appFile(
                    "\(folder)/\(feature)\(kind).swift",
                    sources.plain("\(feature)\(kind)", module: "Shop", seed: next()))
            }
            let legacy = sources.objectiveC(
                "\(feature)LegacyView", superclass: "UIView", designable: true, outlets: [("captionLabel", "UILabel")],
                inspectables: [("accentColor", "UIColor"), ("borderWidth", "CGFloat"), ("showsShadow", "BOOL")],
                actions: ["toggleExpanded"], seed: next())
            appFile("Shop/Legacy/\(feature)LegacyView.h", legacy.header)
            appFile("Shop/Legacy/\(feature)LegacyView.m", legacy.implementation)
            appFile("\(folder)/\(feature).storyboard", documents.featureStoryboard(feature))
            appFile(
                "\(folder)/Views/\(feature)Cell.xib",
                documents.cellXib(
                    "\(feature)Cell", module: "Shop",
                    views: [
                        ("nameLabel", "", []), ("detailLabel", "", []),
                        ("thumbnailView", documents.custom("AvatarView", "ShopKit"), [("number", "ringWidth", "2")]),
                        (
                            "tagLabel", documents.custom("TagLabel", "ShopKit"),
                            [("number", "horizontalPadding", "6"), ("color", "pillColor", documents.orange)]
                        ),
                    ]))
        }
        for popup in ["PromoPopup", "RatingPrompt", "UpdatePrompt", "PermissionPrompt", "SurveyPopup"] {
            let name = popup + "Controller"
            appFile(
                "Shop/Popups/\(name).swift",
                sources.controller(
                    name, superclass: "UIViewController", module: "Shop", imports: ["ShopKit", "DesignComponents"],
                    outlets: [("titleLabel", "UILabel"), ("messageLabel", "UILabel"), ("primaryButton", "PillButton")],
                    actions: [("primaryTapped", "UIButton"), ("dismissTapped", "UIButton")], seed: next()))
            appFile(
                "Shop/Popups/\(popup).xib",
                documents.ownedXib(
                    popup, owner: (name, "Shop"),
                    root: (
                        documents.custom("CardView", "ShopKit"),
                        [
                            ("number", "elevation", "4"), ("color", "surfaceColor", documents.blue),
                            ("number", "cornerRadius", "12"),
                        ]
                    ), labels: ["titleLabel", "messageLabel"],
                    button: (
                        "primaryButton", documents.custom("PillButton", "DesignComponents"),
                        [("color", "fillColor", documents.orange), ("boolean", "outlined", "NO")]
                    ), actions: ["primaryTapped:", "dismissTapped:"]))
        }
        for index in 0..<62 {
            let names = ["Analytics", "Networking", "Storage", "Theme", "Routing", "Keychain", "Logging", "Extensions"]
            let area = names[index % names.count]
            appFile(
                "Shop/Shared/\(area)/\(area)Helper\(index).swift",
                sources.plain("\(area)Helper\(index)", module: "Shop", seed: next()))
        }
        appFile("Shop/Base.lproj/Main.storyboard", documents.mainStoryboard(tabs: Array(features.prefix(5))))
        appFile("Shop/Base.lproj/LaunchScreen.storyboard", documents.launchScreen())
        file("Shop/Shop-Bridging-Header.h", "#import \"CatalogLegacyView.h\"\n")
        app.append("Shop/Shop-Bridging-Header.h")

        // The framework target: designable views, cells with their xibs, helpers.
        var kit: [String] = []
        var kitDocuments: [String] = []
        for view in kitViews {
            let path = "ShopKit/Views/\(view.name).swift"
            file(path, sources.designable(view, module: "ShopKit", access: "public", seed: next()))
            kit.append(path)
        }
        let extensionPath = "ShopKit/Extensions/UIView+Designable.swift"
        file(
            extensionPath,
            sources.header("UIView+Designable.swift", module: "ShopKit")
                + "import UIKit\n\nextension UIView {\n    @IBInspectable public var cornerRadius: CGFloat {\n        get { layer.cornerRadius }\n        set {\n            layer.cornerRadius = newValue\n            layer.masksToBounds = newValue > 0\n        }\n    }\n}\n"
        )
        kit.append(extensionPath)
        for cell in ["ProductCell", "ReviewCell", "OrderCell", "AddressCell", "PaymentCell"] {
            file(
                "ShopKit/Cells/\(cell).swift",
                sources.cell(
                    cell, module: "ShopKit", access: "public",
                    outlets: [("titleLabel", "UILabel"), ("subtitleLabel", "UILabel"), ("ratingView", "RatingView")],
                    seed: next()))
            kit.append("ShopKit/Cells/\(cell).swift")
            file(
                "ShopKit/Resources/\(cell).xib",
                documents.cellXib(
                    cell, module: "ShopKit",
                    views: [
                        ("titleLabel", "", []), ("subtitleLabel", "", []),
                        (
                            "ratingView", documents.custom("RatingView", "ShopKit", own: true),
                            [("number", "rating", "3.5"), ("number", "starCount", "5")]
                        ),
                    ]))
            kitDocuments.append("ShopKit/Resources/\(cell).xib")
        }
        for index in 0..<32 {
            let path = "ShopKit/Support/KitSupport\(index).swift"
            file(path, sources.plain("KitSupport\(index)", module: "ShopKit", seed: next()))
            kit.append(path)
        }
        var tests: [String] = []
        for index in 0..<20 {
            let name = "\(features[index % features.count])Tests\(index / features.count == 0 ? "" : "2")"
            file("ShopTests/\(name).swift", sources.testCase(name, seed: next()))
            tests.append("ShopTests/\(name).swift")
        }
        file(
            "Shop.xcodeproj/project.pbxproj",
            PBXProjectWriter(
                targets: [
                    .init(name: "Shop", type: .application, sources: app, resources: appDocuments),
                    .init(name: "ShopKit", type: .framework, sources: kit, resources: kitDocuments),
                    .init(name: "ShopTests", type: .unitTests, sources: tests),
                ], subprojects: ["Vendor/Charts/Charts.xcodeproj"], localPackages: ["Packages/DesignSystem"],
                packageProducts: ["DesignComponents", "DesignTokens"]
            ).text)
        file(
            "Shop.xcworkspace/contents.xcworkspacedata",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n   <FileRef\n      location = \"group:Shop.xcodeproj\">\n   </FileRef>\n   <FileRef\n      location = \"group:Pods/Pods.xcodeproj\">\n   </FileRef>\n</Workspace>\n"
        )
    }
}
