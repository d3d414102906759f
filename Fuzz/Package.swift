// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer targets, kept out of the main package because they link only when built with
// `-sanitize=fuzzer`:
//
// - `designer-fuzz`: the JSON reader and the document editor, its edits checked against the
//   document they were meant to give.
// - `designer-render-fuzz`: any bytes as a document through `check`, `inspect` and `render` in
//   every format (ANSI at each color level and several widths, the text picture, SVG, PNG at
//   scales 1, 2 and 3, some in the dark appearance), run in-process as the command line runs
//   them, with its limits.
// - `designer-png-fuzz`: any bytes to the PNG decoder, and well-formed PNGs of every color type,
//   bit depth and interlacing built from them; an image must be consistent, else an error.
// - `designer-http-fuzz`: any bytes to the HTTP request parser, whole and in pieces cut where
//   the input says; both must give the same requests and error, and each request must hold
//   the rules the parser checks (a token method, a path from '/', a body of its length).
// - `designer-solver-fuzz`: scripts of constraint solver calls; built around a solution the
//   input chooses, each call must succeed and every required constraint hold within 1e-6 (1e-8
//   of its size past 100); with any numbers (NaN, 1e300), calls may be refused but must end.
// - `designer-font-fuzz`: any bytes as a project's font file (TrueType, CFF, a collection): fonts
//   whose metrics, advances, kerning and glyph outlines are finite and whose text lays out at a
//   finite size, or an error of one line.
// - `designer-pdf-fuzz`: any bytes as an asset catalog's PDF image: a page of a finite, positive
//   size that rasterizes at 1× and 2× to a canvas of its pixel size, or an error of one line.
//
//     swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
//     export SWIFT_BACKTRACE=enable=no
//     .build/release/designer-render-fuzz -max_total_time=60 -dict=Dictionaries/document.dict corpus/ Seeds/documents/
//     .build/release/designer-render-fuzz Regressions/designer-render-fuzz/*   # replays, up to one that fails
//
// libFuzzer writes the inputs it finds to the first folder, so that one is a folder of its own.
// `../.ci/run` runs each target for a minute (the HTTP parser, quick to cover, for half of one)
// with the limits that make a hang or a blow-up a failure.
//
// `Seeds/documents` holds hand-made documents to start the document targets from, beside
// `examples/*.json`; `Seeds/http` requests as browsers and scripts send them; `Seeds/solver`
// scripts of solver calls, satisfiable and not; `Seeds/fonts` small subsets (`pyftsubset
// --text="AVBaoy fiÀé.," --layout-features=kern --no-hinting`) of Liberation Sans Regular and
// Liberation Serif Bold Italic (TrueType, `glyf`) and of Inter Regular (CFF, with subroutines),
// and a collection of two of them, each under the SIL Open Font License 1.1 its `name` table
// states (`../licenses/LiberationSans-OFL.txt`, `../licenses/Inter-OFL.txt`); `Seeds/pdf` small PDFs
// written for this project (shapes, a Flate stream with a clip, opacity and a form, shadings);
// `Dictionaries` the words of each format, for
// libFuzzer's `-dict=`; `Regressions/TARGET` the inputs that have made a target fail, named for
// what they trigger.
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
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "DesignerCore", package: designerFolder),
                .product(name: "ProgressBars", package: designerFolder),
                .product(name: "Gallery", package: designerFolder),
                .product(name: "StandardViews", package: designerFolder),
            ],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "designer-fuzz",
            dependencies: [
                "FuzzSupport", .product(name: "Inspectable", package: designerFolder),
                .product(name: "DesignerCore", package: designerFolder),
                .product(name: "ProgressBars", package: designerFolder),
            ],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "designer-render-fuzz",
            dependencies: [
                "FuzzSupport", .product(name: "DesignerCLI", package: designerFolder),
                .product(name: "DesignerCore", package: designerFolder),
                .product(name: "Inspectable", package: designerFolder),
                .product(name: "ProgressBars", package: designerFolder),
                .product(name: "Rendering", package: designerFolder),
            ],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "designer-png-fuzz",
            dependencies: ["FuzzSupport", .product(name: "Rendering", package: designerFolder)],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "designer-solver-fuzz",
            dependencies: ["FuzzSupport", .product(name: "ConstraintSolver", package: designerFolder)],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "designer-font-fuzz",
            dependencies: ["FuzzSupport", .product(name: "Graphics", package: designerFolder)],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "designer-pdf-fuzz",
            dependencies: [
                "FuzzSupport", .product(name: "Graphics", package: designerFolder),
                .product(name: "Rendering", package: designerFolder),
            ],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "designer-http-fuzz",
            dependencies: ["FuzzSupport", .product(name: "HTTPServer", package: designerFolder)],
            swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
