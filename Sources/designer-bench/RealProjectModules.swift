/// The modules of the generated real project beside the app's Xcode project.
extension RealProjectFixture {
    /// The subproject: Objective-C charts and a Swift sparkline, with two xibs.
    static func writeSubproject(_ writer: RealProjectFixture.Writer) {
        let (file, next) = (writer.file, writer.next)
        let sources = RealProjectSources.self
        let documents = RealProjectDocuments.self
        var charts: [String] = []
        let chartClasses: [(String, String, [(String, String)])] = [
            ("ChartView", "UIView", [("lineWidth", "CGFloat"), ("lineColor", "UIColor"), ("showsGrid", "BOOL")]),
            ("BarChartView", "ChartView", [("barSpacing", "CGFloat")]),
            ("PieChartView", "ChartView", [("holeRadius", "CGFloat")]),
            ("LineChartView", "ChartView", [("drawsCircles", "BOOL")]),
            ("ScatterChartView", "ChartView", [("pointSize", "CGFloat")]),
            ("ChartLegendView", "UIView", [("legendColor", "UIColor")]),
            ("ChartAxisView", "UIView", [("tickCount", "NSInteger")]),
            ("ChartMarkerView", "UIView", [("markerColor", "UIColor")]),
            ("ChartHighlightView", "UIView", [("highlightAlpha", "CGFloat")]),
            ("ChartAnimator", "NSObject", []),
        ]
        for (name, superclass, inspectables) in chartClasses {
            var pair = sources.objectiveC(
                name, superclass: superclass, designable: superclass != "NSObject",
                outlets: superclass == "UIView" ? [("titleLabel", "UILabel")] : [], inspectables: inspectables,
                actions: superclass == "UIView" ? ["resetZoom"] : [], seed: next())
            if superclass == "ChartView" {
                pair.header = pair.header.replacing("#import <UIKit/UIKit.h>", with: "#import \"ChartView.h\"")
            }
            file("Vendor/Charts/Sources/\(name).h", pair.header)
            file("Vendor/Charts/Sources/\(name).m", pair.implementation)
            charts += ["Sources/\(name).h", "Sources/\(name).m"]
        }
        file(
            "Vendor/Charts/Sources/Swift/SparklineView.swift",
            sources.designable(
                Designable(
                    name: "SparklineView", superclass: "UIView",
                    inspectables: [color("lineColor"), flag("fillsArea"), number("smoothing")]),
                module: "Charts", access: "public", seed: next()))
        charts.append("Sources/Swift/SparklineView.swift")
        for index in 0..<13 {
            file(
                "Vendor/Charts/Sources/Swift/ChartMath\(index).swift",
                sources.plain("ChartMath\(index)", module: "Charts", seed: next()))
            charts.append("Sources/Swift/ChartMath\(index).swift")
        }
        file(
            "Vendor/Charts/Resources/ChartLegend.xib",
            documents.ownedXib(
                "ChartLegend", owner: nil,
                root: (documents.custom("ChartLegendView", nil), [("color", "legendColor", documents.blue)]),
                labels: ["titleLabel"], button: nil, actions: []))
        file(
            "Vendor/Charts/Resources/ChartMarker.xib",
            documents.ownedXib(
                "ChartMarker", owner: nil,
                root: (documents.custom("ChartMarkerView", nil), [("color", "markerColor", documents.orange)]),
                labels: ["titleLabel"], button: nil, actions: []))
        file(
            "Vendor/Charts/Charts.xcodeproj/project.pbxproj",
            PBXProjectWriter(targets: [
                .init(
                    name: "Charts", type: .framework, sources: charts,
                    resources: ["Resources/ChartLegend.xib", "Resources/ChartMarker.xib"])
            ]).text)

    }

    /// The local package: tokens, and components with xibs among their resources.
    static func writePackage(_ writer: RealProjectFixture.Writer) {
        let (file, next) = (writer.file, writer.next)
        let sources = RealProjectSources.self
        let documents = RealProjectDocuments.self
        let package = "Packages/DesignSystem"
        file(
            "\(package)/Package.swift",
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "DesignSystem",
                platforms: [.iOS(.v15)],
                products: [
                    .library(name: "DesignTokens", targets: ["DesignTokens"]),
                    .library(name: "DesignComponents", targets: ["DesignComponents"]),
                ],
                targets: [
                    .target(name: "DesignTokens"),
                    .target(
                        name: "DesignComponents",
                        dependencies: ["DesignTokens"],
                        path: "Sources/Components",
                        resources: [.process("Resources")]
                    ),
                ]
            )

            """)
        for index in 0..<18 {
            file(
                "\(package)/Sources/DesignTokens/Tokens\(index).swift",
                sources.plain("Tokens\(index)", module: "DesignTokens", seed: next()))
        }
        for view in componentViews {
            file(
                "\(package)/Sources/Components/\(view.name).swift",
                sources.designable(view, module: "DesignComponents", access: "public", seed: next()))
        }
        for index in 0..<20 {
            file(
                "\(package)/Sources/Components/Support/ComponentStyle\(index).swift",
                sources.plain("ComponentStyle\(index)", module: "DesignComponents", seed: next()))
        }
        for (name, view) in [("Toast", "ToastView"), ("Chip", "ChipView"), ("SectionHeader", "SectionHeaderView")] {
            let designable = componentViews.first { $0.name == view }
            let runtime = (designable?.inspectables ?? []).map { inspectable in
                inspectable.type == "UIColor"
                    ? ("color", inspectable.name, documents.orange)
                    : inspectable.type == "Bool"
                        ? ("boolean", inspectable.name, "YES")
                        : inspectable.type == "String"
                            ? ("string", inspectable.name, "Hello") : ("number", inspectable.name, "2")
            }
            file(
                "\(package)/Sources/Components/Resources/\(name).xib",
                documents.ownedXib(
                    name, owner: nil, root: (documents.custom(view, "DesignComponents", own: true), runtime),
                    labels: [],
                    button: (
                        "", documents.custom("PillButton", "DesignComponents", own: true),
                        [("color", "fillColor", documents.blue), ("boolean", "outlined", "YES")]
                    ), actions: []))
        }

    }

    /// The development pod: its Podfile line, its podspec's source files, and its xibs.
    static func writePod(_ writer: RealProjectFixture.Writer) {
        let (file, next) = (writer.file, writer.next)
        let sources = RealProjectSources.self
        let documents = RealProjectDocuments.self
        let pod = "DevPods/FoldKit"
        file(
            "Podfile",
            "platform :ios, '15.0'\nuse_frameworks!\n\ntarget 'Shop' do\n  pod 'FoldKit', :path => '\(pod)'\n\n  target 'ShopTests' do\n    inherit! :search_paths\n  end\nend\n"
        )
        file(
            "\(pod)/FoldKit.podspec",
            """
            Pod::Spec.new do |s|
              s.name             = 'FoldKit'
              s.version          = '1.4.0'
              s.summary          = 'Cells that fold open.'
              s.homepage         = 'https://example.com/FoldKit'
              s.license          = { :type => 'MIT', :file => 'LICENSE' }
              s.author           = { 'Example' => 'dev@example.com' }
              s.source           = { :git => 'https://example.com/FoldKit.git', :tag => s.version.to_s }
              s.ios.deployment_target = '13.0'
              s.swift_version    = '5.9'
              s.source_files     = 'FoldKit/Classes/**/*.{swift,h,m}'
              s.resources        = 'FoldKit/Assets/*.xib'
            end

            """)
        for view in podViews {
            file(
                "\(pod)/FoldKit/Classes/\(view.name).swift",
                sources.designable(view, module: "FoldKit", access: "public", seed: next()))
        }
        file(
            "\(pod)/FoldKit/Classes/FoldingCell.swift",
            sources.cell(
                "FoldingCell", module: "FoldKit", access: "public",
                outlets: [("foregroundView", "RotatedView"), ("containerView", "FoldingContainerView")], seed: next()))
        for index in 0..<14 {
            file(
                "\(pod)/FoldKit/Classes/Animation/FoldAnimation\(index).swift",
                sources.plain("FoldAnimation\(index)", module: "FoldKit", seed: next()))
        }
        for (name, designable) in [
            ("FKFlipView", true), ("FKTimer", false), ("FKEasing", false), ("FKDisplayLink", false),
        ] {
            let pair = sources.objectiveC(
                name, superclass: designable ? "UIView" : "NSObject", designable: designable, outlets: [],
                inspectables: designable ? [("flipDuration", "CGFloat"), ("frontColor", "UIColor")] : [],
                actions: designable ? ["flip"] : [], seed: next())
            file("\(pod)/FoldKit/Classes/ObjC/\(name).h", pair.header)
            file("\(pod)/FoldKit/Classes/ObjC/\(name).m", pair.implementation)
        }
        file(
            "\(pod)/FoldKit/Assets/FoldingCell.xib",
            documents.cellXib(
                "FoldingCell", module: "FoldKit",
                views: [
                    (
                        "foregroundView", documents.custom("RotatedView", "FoldKit", own: true),
                        [("number", "angle", "0.5")]
                    ),
                    (
                        "containerView", documents.custom("FoldingContainerView", "FoldKit", own: true),
                        [("number", "foldDuration", "0.25")]
                    ),
                ]))
        for (name, view, runtime) in [
            ("FlipCard", "FKFlipView", [("number", "flipDuration", "0.4"), ("color", "frontColor", documents.blue)]),
            ("PeekPanel", "PeekView", [("number", "peekHeight", "44")]),
        ] {
            let module: String? = view.hasPrefix("FK") ? nil : "FoldKit"
            file(
                "\(pod)/FoldKit/Assets/\(name).xib",
                documents.ownedXib(
                    name, owner: nil, root: (documents.custom(view, module, own: module != nil), runtime), labels: [],
                    button: nil, actions: []))
        }
    }
}
