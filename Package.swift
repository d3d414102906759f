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
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "Inspectable", targets: ["Inspectable"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "DesignerCore", targets: ["DesignerCore"]),
        .library(name: "ProgressBars", targets: ["ProgressBars"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "StandardViews", targets: ["StandardViews"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "DesignerCLI", targets: ["DesignerCLI"]),
        .executable(name: "designer", targets: ["designer"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .plugin(name: "DesignerPlugin", targets: ["DesignerPlugin"]),
        .plugin(name: "DesignerDocumentation", targets: ["DesignerDocumentation"]),
        .library(name: "DesignerTesting", targets: ["DesignerTesting"]),
    ],
    targets: [
        // Pictures as values: geometry, colors, paths, paint, transforms, the display list, text
        // layout and the shipped fonts, whose outlines are text files (Text/Inter/*.glyphs) that
        // EmbedFiles compiles in. It knows nothing of components or documents.
        .target(
            name: "Graphics", swiftSettings: strictSettings, linkerSettings: [.linkedLibrary("m")],
            plugins: ["EmbedFiles"]),
        // What a component author imports: `@Inspectable`, the value types, `Component` and `View`;
        // it re-exports Graphics, the drawing API.
        .target(name: "Inspectable", dependencies: ["Graphics"], swiftSettings: strictSettings),
        // Cassowary's incremental simplex: linear equalities and inequalities with strengths,
        // edit variables, and the explanation of a conflict. Generic; it knows nothing of views.
        .target(name: "ConstraintSolver", swiftSettings: strictSettings),
        // UIKit's layout model on the solver: views and layout guides, constraints, autoresizing
        // masks, margins, safe areas, intrinsic sizes, stack and scroll views, and the screens of
        // iPhones and iPads. It knows nothing of document formats.
        .target(name: "Layout", dependencies: ["ConstraintSolver", "Graphics"], swiftSettings: strictSettings),
        // The engine: the registry, document formats, documents, resolution, edits, the schema,
        // the layout of documents and the drawing of view trees.
        .target(name: "DesignerCore", dependencies: ["Inspectable", "Layout"], swiftSettings: strictSettings),
        // The seed components, registered by the `designer` executable; a user's designer may leave them out.
        .target(name: "ProgressBars", dependencies: ["Inspectable"], swiftSettings: strictSettings),
        // Components of real projects drawn with the drawing API, registered by the `designer` executable too.
        .target(
            name: "Gallery", dependencies: ["Inspectable"], swiftSettings: strictSettings,
            linkerSettings: [.linkedLibrary("m")]),
        // UIKit's standard views (`UILabel`, `UISwitch`, `UISlider`, …) drawn as iOS draws them, for
        // Interface Builder documents; registered by the `designer` executable after the gallery.
        .target(
            name: "StandardViews", dependencies: ["Inspectable"], swiftSettings: strictSettings,
            linkerSettings: [.linkedLibrary("m")]),
        // A small HTTP/1.1 server of our own for `designer serve`: strict, bounded, one thread's
        // poll loop; generic, it knows nothing of designer.
        .target(name: "HTTPServer", swiftSettings: strictSettings),
        .systemLibrary(name: "CZlib"),
        .systemLibrary(name: "CLinux"),
        .target(
            name: "Rendering", dependencies: ["Graphics", "CZlib"], swiftSettings: strictSettings,
            linkerSettings: [.linkedLibrary("m")]),
        // A document drawn as a picture, shared by the CLI and DesignerTesting: its images loaded
        // (with a warning for each that cannot be used), what a snapshot is drawn from, and the
        // variants a document is drawn as.
        .target(
            name: "DesignerSnapshots", dependencies: ["Inspectable", "DesignerCore", "Rendering"],
            swiftSettings: strictSettings),
        .target(
            name: "DesignerCLI",
            dependencies: [
                "Inspectable", "DesignerCore", "Layout", "Rendering", "DesignerSnapshots", "HTTPServer",
                "StandardViews", .target(name: "CLinux", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: strictSettings, plugins: ["EmbedFiles"]),
        .executableTarget(
            name: "designer",
            dependencies: ["DesignerCLI", "DesignerCore", "ProgressBars", "Gallery", "StandardViews"],
            swiftSettings: strictSettings),
        // Snapshot assertions for a component author's own tests, under Swift Testing and XCTest.
        .target(
            name: "DesignerTesting", dependencies: ["Inspectable", "DesignerCore", "Rendering", "DesignerSnapshots"],
            swiftSettings: strictSettings),
        // `swift package designer …` in a package that depends on this one: designer with the
        // components the package declares, and no code of the package's own.
        .plugin(
            name: "DesignerPlugin",
            capability: .command(
                intent: .custom(
                    verb: "designer",
                    description: "Run designer with the components this package declares beside the ones it ships"))),
        // What the plugins read in a module's sources: its components, and its properties' doc
        // comments. DesignerPlugin compiles its scanner's files, which it links to, in itself.
        .executableTarget(name: "designer-scan", swiftSettings: strictSettings),
        // The doc comments of a module's `@Inspectable` properties as their descriptions, for a
        // component target that applies it: `plugins: [.plugin(name: "DesignerDocumentation", package: "designer")]`.
        .plugin(name: "DesignerDocumentation", capability: .buildTool(), dependencies: ["designer-scan"]),
        // Text files as Swift string constants in a target's binary: `designer serve`'s page, whose
        // HTML, CSS and JavaScript files DesignerCLI holds beside its sources, and Graphics' fonts.
        .executableTarget(name: "designer-embed", swiftSettings: strictSettings),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["designer-embed"]),
        .executableTarget(
            name: "designer-bench",
            dependencies: [
                "Inspectable", "DesignerCore", "Layout", "ProgressBars", "Rendering", "StandardViews", "TestTools",
                .target(name: "CLinux", condition: .when(platforms: [.linux])),
            ],
            exclude: ["README.md"],
            swiftSettings: strictSettings),
        // What the tests know of the programs some of them drive (tmux, other shells, rsvg-convert):
        // skipped with the reason where one is missing, required under DESIGNER_REQUIRE_TOOLS=1.
        .target(name: "TestTools", path: "Tests/TestTools", swiftSettings: strictSettings),
        .testTarget(
            name: "InspectableTests",
            dependencies: ["Inspectable", "DesignerCore", "ProgressBars", "Gallery", "StandardViews"],
            swiftSettings: strictSettings),
        // The engine's own behaviour: the registry, documents, edits, the JSON and XML readers and
        // the Interface Builder format, tested at the level of the core types.
        .testTarget(
            name: "DesignerCoreTests",
            dependencies: ["DesignerCore", "Inspectable", "Layout", "ProgressBars", "Gallery"],
            swiftSettings: strictSettings),
        // The public seam alone: a display list built with Graphics, rendered with Rendering.
        .testTarget(
            name: "GraphicsTests", dependencies: ["Graphics", "Rendering", "TestTools"], swiftSettings: strictSettings),
        .testTarget(
            name: "RenderingTests",
            dependencies: [
                "Rendering", "Inspectable", "DesignerCore", "DesignerSnapshots", "ProgressBars", "Gallery",
                "StandardViews", "TestTools",
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "DesignerCLITests",
            dependencies: [
                "DesignerCLI", "Inspectable", "DesignerCore", "ProgressBars", "Gallery", "StandardViews", "designer",
                "HTTPServer", "TestTools", .target(name: "CLinux", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "DesignerSnapshotsTests",
            dependencies: ["DesignerSnapshots", "DesignerCore", "Inspectable", "Rendering"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"], swiftSettings: strictSettings),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Graphics"], swiftSettings: strictSettings),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"], swiftSettings: strictSettings),
        .testTarget(name: "DesignerScanTests", dependencies: ["designer-scan"], swiftSettings: strictSettings),
        .testTarget(name: "DesignerEmbedTests", dependencies: ["designer-embed"], swiftSettings: strictSettings),
        .testTarget(
            name: "DesignerTestingTests",
            dependencies: [
                "DesignerTesting", "DesignerSnapshots", "DesignerCore", "Inspectable", "ProgressBars", "Rendering",
            ],
            exclude: ["__Snapshots__"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
