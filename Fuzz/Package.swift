// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer targets, kept out of the main package because they link only when built with
// `-sanitize=fuzzer`:
//
// - `designer-fuzz`: the JSON reader and the document editor, its edits checked against the
//   document they were meant to give.
//
//     swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
//     SWIFT_BACKTRACE=enable=no .build/release/designer-fuzz -max_total_time=60 corpus/
//
// SwiftPM names a path dependency after its folder, so take the name of the checkout one level up.
let designerFolder = String(Context.packageDirectory.split(separator: "/").dropLast(1).last ?? "designer")

/// As the main package builds: the Swift 6 language mode with the upcoming features that keep
/// existentials and imports explicit.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "DesignerFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzSupport", swiftSettings: strictSettings),
        .executableTarget(
            name: "designer-fuzz",
            dependencies: ["FuzzSupport", .product(name: "Inspectable", package: designerFolder)],
            swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
