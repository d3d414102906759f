// swift-tools-version: 6.0
import PackageDescription

// A component author's own package: it depends on `Inspectable` and registers its component.
// SwiftPM names a path dependency after its folder, so take the name of the checkout two levels up.
let designerFolder = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "designer")

let package = Package(
    name: "Scorecard",
    products: [
        .library(name: "Scorecard", targets: ["Scorecard"]),
        .executable(name: "scorecard-designer", targets: ["scorecard-designer"]),
    ],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        // DesignerDocumentation makes the `///` comments of the scorecard's `@Inspectable`
        // properties their descriptions, in this package's designer and tests.
        .target(
            name: "Scorecard", dependencies: [.product(name: "Inspectable", package: designerFolder)],
            plugins: [.plugin(name: "DesignerDocumentation", package: designerFolder)]),
        .executableTarget(
            name: "scorecard-designer",
            dependencies: [
                "Scorecard", .product(name: "DesignerCLI", package: designerFolder),
                .product(name: "ProgressBars", package: designerFolder),
            ]),
        .testTarget(
            name: "ScorecardTests",
            dependencies: [
                "Scorecard", .product(name: "DesignerCLI", package: designerFolder),
                .product(name: "DesignerCore", package: designerFolder),
                .product(name: "ProgressBars", package: designerFolder),
                .product(name: "Rendering", package: designerFolder),
                .product(name: "DesignerTesting", package: designerFolder),
            ],
            exclude: ["__Snapshots__", "card.json"]),
    ],
    swiftLanguageModes: [.v6]
)
