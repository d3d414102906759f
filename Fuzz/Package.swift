// swift-tools-version: 6.0
import PackageDescription

// A libFuzzer target over the JSON reader and the document editor, kept out of the main
// package because it links only when built with `-sanitize=fuzzer`:
//
//     swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
//     .build/release/designer-fuzz -max_total_time=60 corpus/
//
// SwiftPM names a path dependency after its folder, so take the name of the checkout one level up.
let designerFolder = String(Context.packageDirectory.split(separator: "/").dropLast(1).last ?? "designer")

let package = Package(
    name: "DesignerFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "designer-fuzz",
            dependencies: [.product(name: "Inspectable", package: designerFolder)])
    ],
    swiftLanguageModes: [.v6]
)
