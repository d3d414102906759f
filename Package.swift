// swift-tools-version: 6.0
import PackageDescription

/// Every target is built in the Swift 6 language mode (complete concurrency checking)
/// with the upcoming features that keep existentials and imports explicit.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "designer",
    products: [
        .library(name: "Inspectable", targets: ["Inspectable"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "DesignerCLI", targets: ["DesignerCLI"]),
        .executable(name: "designer", targets: ["designer"]),
    ],
    targets: [
        .target(name: "Inspectable", swiftSettings: strictSettings, linkerSettings: [.linkedLibrary("m")]),
        .systemLibrary(name: "CZlib"),
        .systemLibrary(name: "CLinux"),
        .target(
            name: "Rendering", dependencies: ["Inspectable", "CZlib"], swiftSettings: strictSettings,
            linkerSettings: [.linkedLibrary("m")]),
        .target(
            name: "DesignerCLI",
            dependencies: ["Inspectable", "Rendering", .target(name: "CLinux", condition: .when(platforms: [.linux]))],
            swiftSettings: strictSettings),
        .executableTarget(name: "designer", dependencies: ["DesignerCLI"], swiftSettings: strictSettings),
        .executableTarget(
            name: "designer-bench",
            dependencies: [
                "Inspectable", "Rendering", .target(name: "CLinux", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: strictSettings),
        .testTarget(name: "InspectableTests", dependencies: ["Inspectable"], swiftSettings: strictSettings),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Inspectable"], swiftSettings: strictSettings),
        .testTarget(
            name: "DesignerCLITests",
            dependencies: [
                "DesignerCLI", "Inspectable", "designer",
                .target(name: "CLinux", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
